import type { ExecutiveOkrsResponse } from '@q/schemas/executive-people';
import { jsonFetch, renderRoutes } from '@q/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeTree } from './pages';

const PATH = '/api/executive/okrs';

const SAMPLE: ExecutiveOkrsResponse = {
  state: 'sample',
  source: null,
  companyObjectives: null,
  functionalObjectives: null,
};

const SYNCED: ExecutiveOkrsResponse = {
  state: 'computed',
  source: { provider: 'Workday', syncedAt: '2026-11-27T20:09:31.000Z', isStale: false },
  companyObjectives: [
    { id: 'G-1', title: 'Grow recurring revenue', progress: 40 },
    { id: 'G-3', title: 'Enter two new markets', progress: 76 },
  ],
  functionalObjectives: 2,
};

async function openOkrs(answer: ExecutiveOkrsResponse) {
  vi.stubGlobal('fetch', jsonFetch({ [PATH]: answer }));
  await renderRoutes(routeTree, { path: '/qube/okrs' });
  return screen.findByRole('region', { name: /Company Objectives$/ });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the OKRs page', () => {
  it("shows the sample's objectives, labelled, when none are synced", async () => {
    const company = await openOkrs(SAMPLE);
    expect(
      within(company).getByRole('listitem', { name: 'Accelerate enterprise growth' }),
    ).toBeInTheDocument();
    expect(within(company).getByText('Sample data')).toBeInTheDocument();
  });

  it("shows the company's synced objectives with their source; the functions stay the sample's", async () => {
    const company = await openOkrs(SYNCED);
    const cards = within(company).getAllByRole('listitem');
    expect(cards.map((card) => card.getAttribute('aria-labelledby') && card.textContent)).toEqual([
      'Grow recurring revenue40%Key results and status are not in the synced data.',
      'Enter two new markets76%Key results and status are not in the synced data.',
    ]);
    expect(
      within(company).getByText('Computed from Workday · synced Nov 27, 2026, 20:09 UTC'),
    ).toHaveAttribute('data-provenance', 'live');
    expect(within(company).queryByText('Sample data')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Functions' }));
    const functions = screen.getByRole('region', { name: 'OKRs by Function' });
    expect(within(functions).getByText('Sample data')).toBeInTheDocument();
    expect(functions).toHaveTextContent(
      "Workday's 2 functional objectives name no function, so they are not shown by function.",
    );
  });
});
