import type { FinanceData } from '@q/schemas/executive';
import { afterMonths, quarterOfYear } from '@q/schemas/periods';

/**
 * Year-to-date finance figures of /qube/finance (illustrative), in dollars; variance in percent
 * against budget. Runway: $28.5M of cash at a $2.1M monthly burn lasts 13.6 months, and runs out
 * in the quarter 13.6 months after `today`.
 */
export function financeData(today: Date): FinanceData {
  const runwayMonths = 13.6;
  return {
    summary: {
      revenue: { actual: 24_800_000, budget: 25_000_000, variance: -0.8 },
      expenses: { actual: 43_700_000, budget: 41_500_000, variance: 5.3 },
      grossMargin: { actual: 72.4, budget: 74, variance: -2.2 },
      burnRate: { actual: 2_100_000, budget: 2_300_000, variance: -8.7 },
    },
    budgetLines: [
      {
        category: 'Engineering & R&D',
        budgeted: 14_000_000,
        actual: 14_600_000,
        variance: 4.3,
        status: 'over',
      },
      {
        category: 'Sales & Marketing',
        budgeted: 11_500_000,
        actual: 13_200_000,
        variance: 14.8,
        status: 'over',
      },
      {
        category: 'Cloud Infrastructure',
        budgeted: 4_200_000,
        actual: 4_600_000,
        variance: 9.5,
        status: 'over',
      },
      {
        category: 'General & Administrative',
        budgeted: 5_000_000,
        actual: 4_400_000,
        variance: -12,
        status: 'under',
      },
      {
        category: 'People & Recruiting',
        budgeted: 3_800_000,
        actual: 3_600_000,
        variance: -5.3,
        status: 'under',
      },
      {
        category: 'Customer Success',
        budgeted: 3_000_000,
        actual: 3_300_000,
        variance: 10,
        status: 'over',
      },
    ],
    runway: {
      currentCash: 28_500_000,
      monthlyBurn: 2_100_000,
      runwayMonths,
      projectedCashOut: quarterOfYear(afterMonths(today, runwayMonths)),
    },
    spendToImpact: [
      {
        initiative: 'Self-serve onboarding',
        spent: 600_000,
        impact: '22% faster time to value',
        roi: 4.1,
      },
      {
        initiative: 'AI forecasting rollout',
        spent: 1_200_000,
        impact: '18% better forecast accuracy',
        roi: 3.4,
      },
      {
        initiative: 'Sales enablement program',
        spent: 800_000,
        impact: 'Win rate up 9 points',
        roi: 2.6,
      },
      {
        initiative: 'Data platform migration',
        spent: 1_500_000,
        impact: 'Infrastructure cost down 30%',
        roi: 1.8,
      },
      {
        initiative: 'Brand campaign',
        spent: 900_000,
        impact: 'Inbound pipeline up 12%',
        roi: 0.9,
      },
    ],
  };
}
