import { expectSampleDataBadge, renderPage } from '@q/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { personalDashboard } from '../../data/personal';
import { CareerProgression } from './career';

/** The day the sample's dates are counted from. */
const PERSONAL_DASHBOARD = personalDashboard(new Date(2026, 10, 23));

describe('CareerProgression', () => {
  it('shows current → next level, the progress, key skills, pay factors and the stipend', async () => {
    await renderPage(<CareerProgression career={PERSONAL_DASHBOARD.career} />);
    const card = await screen.findByRole('region', { name: 'Career Progression' });
    expect(card).toHaveTextContent('Current levelSoftware Engineer II');
    expect(card).toHaveTextContent('Next levelSenior Software Engineer');
    expect(
      screen.getByRole('progressbar', { name: 'Progress to Senior Software Engineer' }),
    ).toHaveAttribute('aria-valuenow', '65');
    const skills = screen.getByRole('heading', { name: 'Key skills to build' })
      .parentElement as HTMLElement;
    expect(within(skills).getAllByRole('listitem')).toHaveLength(4);
    const pay = screen.getByRole('heading', { name: 'Compensation factors' })
      .parentElement as HTMLElement;
    expect(within(pay).getByText('Technical leadership')).toBeInTheDocument();
    expect(card).toHaveTextContent('Learning stipend:$2,000 a year');
  });

  it('says its figures are samples, and what would feed them', async () => {
    await renderPage(<CareerProgression career={PERSONAL_DASHBOARD.career} />);
    expectSampleDataBadge(
      await screen.findByRole('region', { name: 'Career Progression' }),
      'your HRIS and learning system',
    );
  });
});
