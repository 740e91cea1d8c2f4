import { expectSampleDataBadge, renderPage } from '@q/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { personalDashboard } from '../../data/personal';
import { Team } from './team';

/** The day the sample's dates are counted from. */
const PERSONAL_DASHBOARD = personalDashboard(new Date(2026, 10, 23));

describe('Team', () => {
  it('shows the members with their availability in words', async () => {
    await renderPage(<Team team={PERSONAL_DASHBOARD.team} />);
    const card = await screen.findByRole('region', { name: 'Team & Collaboration' });
    expect(card).toHaveTextContent('2 of 3 available');
    const members = within(
      screen.getByRole('heading', { name: 'Team members' }).parentElement as HTMLElement,
    ).getAllByRole('listitem');
    expect(members.map((member) => member.textContent)).toEqual([
      'Marcus JohnsonTech LeadAvailable',
      'Aisha OkaforDesignerBusy',
      'Sarah ChenManagerAvailable',
    ]);
  });

  it('shows how the team works, the upcoming events and the projects', async () => {
    await renderPage(<Team team={PERSONAL_DASHBOARD.team} />);
    const card = await screen.findByRole('region', { name: 'Team & Collaboration' });
    expect(card).toHaveTextContent('Team dynamicsHighly collaborative');
    expect(card).toHaveTextContent('MentorshipAvailable to you');
    expect(screen.getByText('Nov 24, 2026')).toHaveAttribute('datetime', '2026-11-24');
    expect(within(card).getByText('Payments API v2')).toBeInTheDocument();
  });

  it('says its figures are samples, and what would feed them', async () => {
    await renderPage(<Team team={PERSONAL_DASHBOARD.team} />);
    expectSampleDataBadge(
      await screen.findByRole('region', { name: 'Team & Collaboration' }),
      'your HRIS, calendar and chat',
    );
  });
});
