import { expectSampleDataBadge, renderPage } from '@q/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { financeData } from '../../data/finance';
import { BudgetVsActuals } from './budget-vs-actuals';

/** The day the sample's dates are worded from. */
const SAMPLE_DAY = new Date(2026, 10, 27);
const FINANCE_DATA = financeData(SAMPLE_DAY);

describe('BudgetVsActuals', () => {
  it('badges each category by its variance and totals what is left', async () => {
    await renderPage(<BudgetVsActuals lines={FINANCE_DATA.budgetLines} />);
    const card = await screen.findByRole('region', { name: 'Budget vs Actuals by Category' });
    const lines = within(within(card).getByRole('list', { name: 'Budget lines' })).getAllByRole(
      'listitem',
    );
    expect(lines.map((line) => line.textContent)).toEqual([
      'Engineering & R&DOver Budget$14.6M of $14.0M+4.3%',
      'Sales & MarketingOver Budget$13.2M of $11.5M+14.8%',
      'Cloud InfrastructureOver Budget$4.6M of $4.2M+9.5%',
      'General & AdministrativeUnder Budget$4.4M of $5.0M−12.0%',
      'People & RecruitingUnder Budget$3.6M of $3.8M−5.3%',
      'Customer SuccessOver Budget$3.3M of $3.0M+10.0%',
    ]);
    expect(card).toHaveTextContent('$2.2M over the total budget.');
    expect(within(card).getByRole('img', { name: /Over budget: Engineering & R&D/ })).toBeVisible();
  });

  it('says its figures are samples, and what would feed them', async () => {
    await renderPage(<BudgetVsActuals lines={FINANCE_DATA.budgetLines} />);
    expectSampleDataBadge(
      await screen.findByRole('region', { name: 'Budget vs Actuals by Category' }),
      'your finance system',
    );
  });
});
