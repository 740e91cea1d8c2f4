import { renderPage } from '@q/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FINANCE_DATA } from '../../data/finance';
import { FinancialSummary } from './financial-summary';

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
});
