import { SAMPLE_PROVENANCE } from '@q/schemas/sync';
import { expectSampleDataBadge, renderPage } from '@q/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveProvenance } from '../../lib/provenance-fixtures';
import { failure, never, stubServer } from '../../lib/test-server';
import { BudgetCard } from './budget-card';

const LINES = [
  { id: 1, category: 'Cloud', budgeted: '10000.00', actual: '9500.00', utilization: '95.00' },
  { id: 2, category: 'Training', budgeted: '5000', actual: '2000', utilization: '40' },
];

const DEPARTMENT = '/api/finance/department-budget';
/** The department call's answer without lines: the tracker keeps its sample. */
const NO_LINES = {
  provenance: SAMPLE_PROVENANCE,
  department: null,
  currency: null,
  period: null,
  lines: null,
};

function liveAnswer(now: Date) {
  return {
    provenance: liveProvenance(now, { provider: 'quickbooks' }),
    department: 'Engineering',
    currency: 'USD',
    period: { from: '2026-01', to: '2026-09' },
    lines: [
      {
        id: 1,
        category: 'Salaries',
        budgeted: '420000.00',
        actual: '450000.00',
        utilization: '107.1',
      },
      {
        id: 2,
        category: 'Software',
        budgeted: '30000.00',
        actual: '12000.00',
        utilization: '40.0',
      },
    ],
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('BudgetCard', () => {
  it('shows a loading placeholder and the fixed period text', async () => {
    stubServer({ [DEPARTMENT]: never, '/api/budget-tracker': never });
    await renderPage(<BudgetCard />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading budget');
    expect(screen.getByText('Q4 · 3 months left')).toBeInTheDocument();
    expect(screen.getByText('On Track')).toBeInTheDocument();
  });

  it('keeps loading while the sample is asked, once the department has no lines', async () => {
    stubServer({ [DEPARTMENT]: NO_LINES, '/api/budget-tracker': never });
    await renderPage(<BudgetCard />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading budget');
  });

  it('shows the remaining budget and each line with its band in words', async () => {
    stubServer({ [DEPARTMENT]: NO_LINES, '/api/budget-tracker': LINES });
    await renderPage(<BudgetCard />);
    expect(await screen.findByText('$3,500')).toBeInTheDocument();
    expect(screen.getByText('95% used · Near limit')).toBeInTheDocument();
    expect(screen.getByText('40% used · Healthy')).toBeInTheDocument();
    expect(screen.getByText('$9,500 of $10,000')).toBeInTheDocument();
  });

  it('says when there are no lines', async () => {
    stubServer({ [DEPARTMENT]: NO_LINES, '/api/budget-tracker': [] });
    await renderPage(<BudgetCard />);
    expect(await screen.findByText('No budget data available')).toBeInTheDocument();
  });

  it('says when it cannot be loaded', async () => {
    stubServer({ [DEPARTMENT]: NO_LINES, '/api/budget-tracker': failure() });
    await renderPage(<BudgetCard />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to load the budget');
  });

  it("says when the department's budget cannot be loaded, and asks no sample", async () => {
    const fetchMock = stubServer({ [DEPARTMENT]: failure(), '/api/budget-tracker': LINES });
    await renderPage(<BudgetCard />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to load the budget');
    expect(screen.queryByText('$3,500')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/budget-tracker', expect.anything());
  });

  it('says its figures are samples beside the documented fixed text, and what would feed them', async () => {
    stubServer({ [DEPARTMENT]: NO_LINES, '/api/budget-tracker': LINES });
    await renderPage(<BudgetCard />);
    const card = await screen.findByRole('region', { name: 'Budget vs Actual Tracker' });
    await screen.findByText('$3,500');
    expect(screen.getByText('On Track')).toBeInTheDocument();
    expectSampleDataBadge(card, 'your finance system');
  });

  it("shows the department's lines from the financial system with the Live badge, never the sample", async () => {
    const now = new Date('2026-10-02T12:00:00.000Z');
    vi.useFakeTimers({ now, shouldAdvanceTime: true });
    const fetchMock = stubServer({ [DEPARTMENT]: liveAnswer(now), '/api/budget-tracker': LINES });
    const { container } = await renderPage(<BudgetCard />);
    expect(await screen.findByText('Salaries')).toBeInTheDocument();
    // 450,000 + 12,000 spent of 420,000 + 30,000: 12,000 over in all, 102.7 % used.
    expect(screen.getByText('Engineering · Jan–Sep 2026 · USD')).toBeInTheDocument();
    expect(screen.getByText('-$12,000')).toBeInTheDocument();
    expect(screen.getByText('103%')).toBeInTheDocument();
    expect(screen.getByText('$450,000 of $420,000')).toBeInTheDocument();
    expect(screen.getByText('107% used · Near limit · $30,000 over budget')).toBeInTheDocument();
    expect(screen.getByText('40% used · Healthy · $18,000 under budget')).toBeInTheDocument();
    expect(screen.queryByText('Q4 · 3 months left')).not.toBeInTheDocument();
    expect(screen.queryByText('On Track')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(container.querySelector('[data-ui="provenance"]')).toHaveTextContent(
        'Live · QuickBooks · synced 4 min ago',
      ),
    );
    expect(container.querySelector('[data-provenance="sample"]')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/budget-tracker', expect.anything());
  });
});
