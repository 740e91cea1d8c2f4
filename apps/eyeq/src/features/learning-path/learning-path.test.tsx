import { expectSampleDataBadge, renderPage } from '@q/ui/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { personalDashboard } from '../../data/personal';
import { LearningPath } from './learning-path';

/** The day the sample's dates are counted from. */
const PERSONAL_DASHBOARD = personalDashboard(new Date(2026, 10, 23));

describe('LearningPath', () => {
  it('lists the courses with duration, priority, status and progress', async () => {
    await renderPage(<LearningPath items={PERSONAL_DASHBOARD.career.learningPath} />);
    await screen.findByRole('region', { name: 'Personalized Learning Path' });
    const courses = screen.getAllByRole('listitem');
    expect(courses).toHaveLength(4);
    expect(courses[0]).toHaveTextContent('Distributed Systems Design');
    expect(courses[0]).toHaveTextContent('6 weeks');
    expect(courses[0]).toHaveTextContent('High priority');
    expect(courses[0]).toHaveTextContent('In progress');
    expect(courses[2]).toHaveTextContent('Completed');
    expect(courses[3]).toHaveTextContent('Not started');
    expect(
      screen.getByRole('progressbar', { name: 'Advanced TypeScript: progress' }),
    ).toHaveAttribute('aria-valuenow', '100');
  });

  it('says its figures are samples, and what would feed them', async () => {
    await renderPage(<LearningPath items={PERSONAL_DASHBOARD.career.learningPath} />);
    expectSampleDataBadge(
      await screen.findByRole('region', { name: 'Personalized Learning Path' }),
      'your learning system',
    );
  });
});
