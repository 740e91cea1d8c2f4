import type { FinanceFiguresResponse } from '@q/schemas/finance';
import { jsonFetch, renderRoutes } from '@q/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeTree } from './pages';

const PATH = '/api/finance/figures';

const SAMPLE: FinanceFiguresResponse = {
  provenance: {
    state: 'sample',
    provider: null,
    integrationId: null,
    syncedAt: null,
    lastAttemptAt: null,
    cause: null,
    missingFields: [],
    recordCount: null,
  },
  figures: null,
};

/** Three months of books: July to September 2026, the source giving no gross-margin budget. */
const COMPUTED: FinanceFiguresResponse = {
  provenance: {
    state: 'live',
    provider: 'quickbooks',
    integrationId: 4,
    syncedAt: '2026-11-27T20:09:31.000Z',
    lastAttemptAt: '2026-11-27T20:09:31.000Z',
    cause: null,
    missingFields: [],
    recordCount: 25,
  },
  figures: {
    currency: 'USD',
    period: { from: '2026-01', to: '2026-09' },
    summary: {
      revenue: { actualCents: 33_000_000, budgetCents: 30_000_000, varianceCents: 3_000_000 },
      expenses: { actualCents: 60_600_000, budgetCents: 57_000_000, varianceCents: 3_600_000 },
      grossMargin: { actual: 80, budget: null, variance: null },
      burnRate: { actualCents: 9_166_667, budgetCents: 9_000_000, varianceCents: 166_667 },
    },
    categories: [
      {
        category: 'Hosting',
        kind: 'costOfSales',
        budgetedCents: 6_000_000,
        actualCents: 6_600_000,
        varianceCents: 600_000,
        status: 'over',
      },
      {
        category: 'Marketing',
        kind: 'expense',
        budgetedCents: 9_000_000,
        actualCents: 9_000_000,
        varianceCents: 0,
        status: 'under',
      },
      {
        category: 'Salaries',
        kind: 'expense',
        budgetedCents: 42_000_000,
        actualCents: 54_000_000,
        varianceCents: 12_000_000,
        status: 'over',
      },
    ],
    runway: {
      cashMonth: '2026-09',
      currentCashCents: 180_000_000,
      monthlyBurnCents: 9_166_667,
      burnMonths: ['2026-07', '2026-08', '2026-09'],
      runwayMonths: 19.6,
      projectedCashOut: '2028-05',
    },
  },
};

async function openFinance(answer: FinanceFiguresResponse) {
  vi.stubGlobal('fetch', jsonFetch({ [PATH]: answer }));
  await renderRoutes(routeTree, { path: '/qube/finance' });
  return screen.findByRole('region', { name: 'Financial Summary' });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the Finance page', () => {
  it("shows the spec's sample figures, labelled, when nothing is computed", async () => {
    const summary = await openFinance(SAMPLE);
    expect(summary).toHaveTextContent('Revenue$24.8MBudget $25.0M');
    const runway = screen.getByRole('region', { name: 'Cash Runway' });
    expect(runway).toHaveTextContent('Runway13.6 months');
    for (const name of [
      'Financial Summary',
      'Budget vs Actuals by Category',
      'Cash Runway',
      'Spend-to-Impact Analysis',
    ]) {
      const widget = screen.getByRole('region', { name });
      expect(within(widget).getAllByText('Sample data')).toHaveLength(1);
    }
    expect(screen.queryByText(/^Computed from/)).not.toBeInTheDocument();
  });

  it("shows the company's figures with their source, the rest labelled", async () => {
    const summary = await openFinance(COMPUTED);
    expect(summary).toHaveTextContent('Revenue$330KBudget $300K+10.0% vs budget');
    expect(summary).toHaveTextContent('Expenses$606KBudget $570K+6.3% vs budget');
    expect(summary).toHaveTextContent('Burn Rate$92KBudget $90K+1.9% vs budget');
    expect(within(summary).getByText(/^Computed from/)).toHaveTextContent(
      'Computed from QuickBooks · synced Nov 27, 2026, 20:09 UTC',
    );
    // No gross-margin budget in the books: that tile keeps the sample, labelled on its own.
    expect(summary).toHaveTextContent('Gross MarginSample data');
    expect(summary).toHaveTextContent('72.4%Budget 74%');
    expect(within(summary).getAllByText('Sample data')).toHaveLength(1);

    const budget = screen.getByRole('region', { name: 'Budget vs Actuals by Category' });
    const lines = within(within(budget).getByRole('list', { name: 'Budget lines' })).getAllByRole(
      'listitem',
    );
    expect(lines.map((line) => line.textContent)).toEqual([
      'HostingOver Budget$66K of $60K+10.0%',
      'MarketingUnder Budget$90K of $90K0.0%',
      'SalariesOver Budget$540K of $420K+28.6%',
    ]);
    expect(within(budget).getByText(/^Computed from QuickBooks/)).toBeInTheDocument();
    expect(within(budget).queryByText('Sample data')).not.toBeInTheDocument();

    const runway = screen.getByRole('region', { name: 'Cash Runway' });
    expect(runway).toHaveTextContent('Current cash$1.8M');
    expect(runway).toHaveTextContent('Monthly burn$92K');
    expect(runway).toHaveTextContent('Runway19.6 months');
    expect(runway).toHaveTextContent('Projected cash-outQ2 2028');
    expect(within(runway).getByText(/^Computed from QuickBooks/)).toBeInTheDocument();

    // No financial source names initiatives: spend-to-impact stays the sample's.
    const spend = screen.getByRole('region', { name: 'Spend-to-Impact Analysis' });
    expect(within(spend).getAllByText('Sample data')).toHaveLength(1);
    expect(within(spend).queryByText(/^Computed from/)).not.toBeInTheDocument();
  });

  it('shows the sample, labelled, and says why when the figures cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      jsonFetch({ [PATH]: () => new Response('{"message":"down"}', { status: 503 }) }),
    );
    await renderRoutes(routeTree, { path: '/qube/finance' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("The company's figures could not be loaded");
    expect(screen.getByRole('region', { name: 'Financial Summary' })).toHaveTextContent(
      'Revenue$24.8M',
    );
    vi.stubGlobal('fetch', jsonFetch({ [PATH]: COMPUTED }));
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('region', { name: 'Financial Summary' })).toHaveTextContent(
        'Revenue$330K',
      ),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe("the overview's KPI cards", () => {
  it('show Revenue YTD and Gross Margin from the books, saying how; NRR and Active Risks stay the sample', async () => {
    const figures = COMPUTED.figures as NonNullable<FinanceFiguresResponse['figures']>;
    const answer: FinanceFiguresResponse = {
      ...COMPUTED,
      figures: {
        ...figures,
        summary: { ...figures.summary, grossMargin: { actual: 80, budget: 81.8, variance: -1.8 } },
      },
    };
    vi.stubGlobal('fetch', jsonFetch({ [PATH]: answer }));
    await renderRoutes(routeTree, { path: '/qube' });
    // The sample cards stand in until the cards' own code has loaded.
    expect(
      await screen.findByText(/^Computed from QuickBooks · synced /, {}, { timeout: 5000 }),
    ).toBeVisible();
    const cards = screen.getByRole('region', { name: 'Key metrics' });
    const [revenue, margin, nrr, risks] = within(cards).getAllByRole('listitem');
    expect(revenue).toHaveTextContent('$0.33M');
    expect(revenue).toHaveTextContent('+10.0%vs budget');
    expect(revenue).toHaveTextContent('Target $0.30M · 110% of target');
    expect(revenue).toHaveTextContent('Revenue Jan–Sep 2026, from QuickBooks; target: its budget.');
    expect(margin).toHaveTextContent('80%');
    expect(margin).toHaveTextContent('−2.2%vs budget');
    expect(margin).toHaveTextContent('(Revenue − cost of sales) ÷ revenue, Jan–Sep 2026');
    expect(within(nrr as HTMLElement).getByText('Sample data')).toBeInTheDocument();
    expect(within(risks as HTMLElement).getByText('Sample data')).toBeInTheDocument();
    expect(within(revenue as HTMLElement).queryByText('Sample data')).not.toBeInTheDocument();
  });
});
