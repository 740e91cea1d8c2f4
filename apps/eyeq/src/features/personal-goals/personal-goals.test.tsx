import { expectSampleDataBadge, renderPage } from '@q/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { personalDashboard } from '../../data/personal';
import { PersonalGoals } from './personal-goals';

/** The day the sample's dates are counted from. */
const PERSONAL_DASHBOARD = personalDashboard(new Date(2026, 10, 23));

describe('PersonalGoals', () => {
  it('lists each goal with its status, category, due date, progress and impact', async () => {
    await renderPage(<PersonalGoals goals={PERSONAL_DASHBOARD.goals} />);
    const card = await screen.findByRole('region', { name: 'Personal Goals & Impact' });
    expect(within(card).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(card).toHaveTextContent('68% overall');

    const goal = screen.getByRole('heading', { name: 'Ship the search redesign' }).parentElement
      ?.parentElement as HTMLElement;
    expect(goal).toHaveTextContent('On track');
    expect(goal).toHaveTextContent('Technical');
    expect(goal).toHaveTextContent('Due Dec 15, 2026');
    expect(goal).toHaveTextContent('Impact: Faster, more relevant results for 40,000 weekly users');
    expect(
      within(goal).getByRole('progressbar', { name: 'Ship the search redesign: progress' }),
    ).toHaveAttribute('aria-valuenow', '75');
    expect(card).toHaveTextContent('At risk');
  });

  it('says its figures are samples, and what would feed them', async () => {
    await renderPage(<PersonalGoals goals={PERSONAL_DASHBOARD.goals} />);
    expectSampleDataBadge(
      await screen.findByRole('region', { name: 'Personal Goals & Impact' }),
      'Workday or your goals tool',
    );
  });
});
