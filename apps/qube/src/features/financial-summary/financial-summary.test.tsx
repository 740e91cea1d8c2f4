import { expectSampleDataBadge, renderPage } from '@q/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { financeData } from '../../data/finance';
import { FinancialSummary } from './financial-summary';

/** The day the sample's dates are worded from. */
const SAMPLE_DAY = new Date(2026, 10, 27);
const FINANCE_DATA = financeData(SAMPLE_DAY);

describe('FinancialSummary', () => {
  it('shows actual, budget and variance of the four figures', async () => {
    await renderPage(<FinancialSummary summary={FINANCE_DATA.summary} />);
    const card = await screen.findByRole('region', { name: 'Financial Summary' });
    const tiles = within(card).getAllByRole('listitem');
    expect(tiles.map((tile) => tile.textContent)).toEqual([
      'Revenue$24.8MBudget $25.0M−0.8% vs budget',
      'Expenses$43.7MBudget $41.5M+5.3% vs budget',
      'Gross Margin72.4%Budget 74%−2.2% vs budget',
      'Burn Rate$2.1MBudget $2.3M−8.7% vs budget',
    ]);
  });

  it('says its figures are samples, and what would feed them', async () => {
    await renderPage(<FinancialSummary summary={FINANCE_DATA.summary} />);
    expectSampleDataBadge(
      await screen.findByRole('region', { name: 'Financial Summary' }),
      'your finance system',
    );
  });
});
