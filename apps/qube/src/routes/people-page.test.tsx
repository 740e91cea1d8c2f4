import type { ExecutivePeopleResponse } from '@q/schemas/executive-people';
import { jsonFetch, renderRoutes } from '@q/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeTree } from './pages';

const PATH = '/api/executive/people';

const SAMPLE: ExecutivePeopleResponse = {
  state: 'sample',
  hris: null,
  ats: null,
  capacity: { totalHeadcount: null, openPositions: null, spanOfControl: null },
  hiring: {
    timeToFill: null,
    applicationsPerOpening: null,
    pipelineStages: null,
    offerAcceptanceRate: null,
    offersAnswered: null,
    sourcingChannels: null,
    notSynced: null,
  },
  attrition: { currentRate: null, leavers: null, averageHeadcount: null, since: null },
  leadership: {
    avgSpanOfControl: null,
    leadershipRatio: null,
    departments: null,
    suppressedDepartments: 0,
    minGroupSize: 5,
  },
};

const COMPUTED: ExecutivePeopleResponse = {
  state: 'computed',
  hris: { provider: 'BambooHR', syncedAt: '2026-11-27T20:09:31.000Z', isStale: false },
  ats: { provider: 'Greenhouse', syncedAt: '2026-11-27T20:10:02.000Z', isStale: false },
  capacity: { totalHeadcount: 60, openPositions: 46, spanOfControl: 5.9 },
  hiring: {
    timeToFill: 41,
    applicationsPerOpening: 3.2,
    pipelineStages: [
      { name: 'Phone Screen', applications: 9 },
      { name: 'Onsite', applications: 4 },
      { name: 'Other stages', applications: 2 },
    ],
    offerAcceptanceRate: 75,
    offersAnswered: 8,
    sourcingChannels: [
      { name: 'LinkedIn', candidates: 30, percentage: 60 },
      { name: 'Referral', candidates: 20, percentage: 40 },
    ],
    notSynced: null,
  },
  attrition: { currentRate: 6.3, leavers: 4, averageHeadcount: 63.5, since: '2026-01-05' },
  leadership: {
    avgSpanOfControl: 5.9,
    leadershipRatio: '1:5',
    departments: [
      { name: 'Engineering', managers: 3, reports: 19, span: 6.3 },
      { name: 'Sales', managers: 0, reports: 6, span: null },
    ],
    suppressedDepartments: 2,
    minGroupSize: 5,
  },
};

async function openPeople(answer: ExecutivePeopleResponse) {
  vi.stubGlobal('fetch', jsonFetch({ [PATH]: answer }));
  await renderRoutes(routeTree, { path: '/qube/people' });
  return screen.findByRole('region', { name: 'Team Capacity' });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the People page', () => {
  it("shows the spec's sample figures, labelled, when nothing is computed", async () => {
    const capacity = await openPeople(SAMPLE);
    expect(capacity).toHaveTextContent('Total headcount148');
    expect(capacity).toHaveTextContent('Open positions12');
    for (const name of [
      'Team Capacity',
      'Hiring Pipeline',
      'Attrition Risk',
      'Leadership Effectiveness',
    ]) {
      const widget = screen.getByRole('region', { name });
      expect(within(widget).getAllByText('Sample data')).toHaveLength(1);
    }
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the company's figures with their source, and badges each figure still a sample", async () => {
    const capacity = await openPeople(COMPUTED);
    expect(capacity).toHaveTextContent('Total headcount60');
    expect(capacity).toHaveTextContent('Open positions46');
    expect(capacity).toHaveTextContent('Span of control5.9');
    const badges = within(capacity).getAllByText(/^Computed from/);
    expect(badges.map((badge) => badge.textContent)).toEqual([
      'Computed from BambooHR · synced Nov 27, 2026, 20:09 UTC',
      'Computed from Greenhouse · synced Nov 27, 2026, 20:10 UTC',
    ]);
    expect(badges[0]).toHaveAttribute('data-provenance', 'live');
    // Utilization is no connected system's: it keeps its sample value and its label.
    expect(within(capacity).getAllByText('Sample data')).toHaveLength(1);

    const hiring = screen.getByRole('region', { name: 'Hiring Pipeline' });
    expect(hiring).toHaveTextContent('Time to fill41 days');
    expect(hiring).toHaveTextContent(
      'Pipeline health3.2 applications per openingPhone Screen 9 · Onsite 4 · Other stages 2 in process',
    );
    expect(hiring).toHaveTextContent('Offer acceptance75%Of 8 answered offers, last 12 months');
    expect(hiring).toHaveTextContent('LinkedIn · 60%30 applications');
    expect(hiring).toHaveTextContent('Referral · 40%20 applications');
    expect(hiring).not.toHaveTextContent('Referrals');
    expect(hiring).not.toHaveTextContent('Not synced');
    // Every hiring figure is Greenhouse's: none is badged as sample data.
    expect(within(hiring).queryByText('Sample data')).not.toBeInTheDocument();
    expect(
      within(hiring)
        .getAllByText(/^Computed from/)
        .map((b) => b.textContent),
    ).toEqual(['Computed from Greenhouse · synced Nov 27, 2026, 20:10 UTC']);

    const attrition = screen.getByRole('region', { name: 'Attrition Risk' });
    expect(attrition).toHaveTextContent('Attrition rate6.3%');
    expect(attrition).toHaveTextContent('4 leavers since Jan 5, 2026, over the average headcount');

    const leadership = screen.getByRole('region', { name: 'Leadership Effectiveness' });
    expect(leadership).toHaveTextContent('Leadership ratio1:5');
    const rows = within(within(leadership).getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DepartmentManagersReportsSpanEffectiveness',
      'Engineering3196.3Not in the synced data',
      'Sales06—Not in the synced data',
    ]);
    expect(leadership).toHaveTextContent('2 departments of fewer than 5 people not shown.');
  });

  it('keeps the sample offer and sourcing figures, badged, for an ATS that syncs no stages', async () => {
    await openPeople({
      ...COMPUTED,
      ats: { provider: 'Other', syncedAt: '2026-11-27T20:10:02.000Z', isStale: false },
      hiring: {
        ...COMPUTED.hiring,
        pipelineStages: null,
        offerAcceptanceRate: null,
        offersAnswered: null,
        sourcingChannels: null,
        notSynced: 'application stages, offers and sources',
      },
    });
    const hiring = screen.getByRole('region', { name: 'Hiring Pipeline' });
    expect(hiring).toHaveTextContent('Pipeline health3.2 applications per opening');
    expect(hiring).not.toHaveTextContent('in process');
    expect(hiring).toHaveTextContent('Offer acceptance86%');
    expect(hiring).toHaveTextContent('Referrals · 34%41 candidates');
    expect(hiring).toHaveTextContent(
      'Not synced from Other: application stages, offers and sources.',
    );
    // Offer acceptance and the sourcing channels stay the sample's.
    expect(within(hiring).getAllByText('Sample data')).toHaveLength(2);
  });

  it('shows the sample, labelled, and says why when the figures cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      jsonFetch({ [PATH]: () => new Response('{"message":"down"}', { status: 503 }) }),
    );
    await renderRoutes(routeTree, { path: '/qube/people' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("The company's figures could not be loaded");
    expect(screen.getByRole('region', { name: 'Team Capacity' })).toHaveTextContent(
      'Total headcount148',
    );
    vi.stubGlobal('fetch', jsonFetch({ [PATH]: COMPUTED }));
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Total headcount')).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(screen.getByRole('region', { name: 'Team Capacity' })).toHaveTextContent(
        'Total headcount60',
      ),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
