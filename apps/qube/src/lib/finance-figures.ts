import type { BudgetComparison, FinanceBudgetLine, FinanceData } from '@q/schemas/executive';
import type { ExecutiveSource } from '@q/schemas/executive-people';
import type { FinanceComparison, FinanceFigures, FinanceFiguresResponse } from '@q/schemas/finance';
import { PROVIDER_LABELS } from '@q/schemas/integration-catalog';
import { quarterOfYear } from '@q/schemas/periods';

/**
 * The Finance page's figures as the page shows them: each computed from the connected financial
 * system where the answer of `GET /api/finance/figures` holds it, else the spec's sample value,
 * and for each, where it comes from. A figure is wholly the company's or wholly the sample's: an
 * actual without a budget in the source cannot say its variance, so that comparison stays the
 * sample's. Spend-to-impact stays the sample's: no financial source names initiatives. The page
 * writes amounts in dollars: a source in another currency gives only its gross margin.
 */

export type FinanceFigureKey =
  | 'revenue'
  | 'expenses'
  | 'grossMargin'
  | 'burnRate'
  | 'budgetLines'
  | 'runway'
  | 'spendToImpact';

export type FinanceOrigin = 'computed' | 'sample';

export interface FinancePageFigures extends FinanceData {
  origins: Record<FinanceFigureKey, FinanceOrigin>;
  /** The connected financial system the computed figures come from; null for the sample. */
  source: ExecutiveSource | null;
  /** The computed figures' currency and months (year to date); null for the sample. */
  currency: string | null;
  period: FinanceFigures['period'] | null;
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const dollars = (cents: number) => cents / 100;

/** Actual against budget in percent of the budget, one decimal; null without a budget. */
export function variancePercent(actual: number, budget: number | null): number | null {
  if (budget === null || budget === 0) return null;
  return round1(((actual - budget) / Math.abs(budget)) * 100);
}

function moneyComparison(figure: FinanceComparison): BudgetComparison | null {
  const variance = variancePercent(figure.actualCents, figure.budgetCents);
  if (figure.budgetCents === null || variance === null) return null;
  return { actual: dollars(figure.actualCents), budget: dollars(figure.budgetCents), variance };
}

/** 'QuickBooks'; the generic feed as what it is. */
export function financeProviderLabel(provider: string): string {
  if (provider === 'other') return 'the financial feed';
  return PROVIDER_LABELS[provider as keyof typeof PROVIDER_LABELS] ?? provider;
}

/** The quarter of an ISO month, as the sample says it: '2028-05' is 'Q2 2028'. */
export function quarterOfMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return quarterOfYear(new Date(year, m - 1, 1));
}

/** The page's figures: the answer's where it has them, the sample's (`sample`) elsewhere. */
export function financePageFigures(
  sample: FinanceData,
  answer: FinanceFiguresResponse | undefined,
): FinancePageFigures {
  const origins: Record<FinanceFigureKey, FinanceOrigin> = {
    revenue: 'sample',
    expenses: 'sample',
    grossMargin: 'sample',
    burnRate: 'sample',
    budgetLines: 'sample',
    runway: 'sample',
    spendToImpact: 'sample',
  };
  const f = answer?.figures ?? null;
  const { provenance } = answer ?? {};
  if (!f || !provenance?.provider || !provenance.syncedAt) {
    return { ...sample, origins, source: null, currency: null, period: null };
  }
  const pick = <T>(key: FinanceFigureKey, value: T | null, fallback: T): T => {
    if (value === null) return fallback;
    origins[key] = 'computed';
    return value;
  };
  const isDollars = f.currency === 'USD';
  const money = (figure: FinanceComparison) => (isDollars ? moneyComparison(figure) : null);
  const margin = f.summary.grossMargin;
  const marginVariance =
    margin.actual === null ? null : variancePercent(margin.actual, margin.budget);
  const lines: FinanceBudgetLine[] = f.categories.flatMap((category) => {
    if (!isDollars || category.budgetedCents === null) return [];
    const variance = variancePercent(category.actualCents, category.budgetedCents);
    if (variance === null) return [];
    return [
      {
        category: category.category,
        budgeted: dollars(category.budgetedCents),
        actual: dollars(category.actualCents),
        variance,
        status: category.actualCents > category.budgetedCents ? 'over' : 'under',
      },
    ];
  });
  const runway = f.runway;
  const computedRunway =
    isDollars && runway && runway.runwayMonths !== null && runway.projectedCashOut !== null
      ? {
          currentCash: dollars(runway.currentCashCents),
          monthlyBurn: dollars(runway.monthlyBurnCents),
          runwayMonths: runway.runwayMonths,
          projectedCashOut: quarterOfMonth(runway.projectedCashOut),
        }
      : null;
  return {
    summary: {
      revenue: pick('revenue', money(f.summary.revenue), sample.summary.revenue),
      expenses: pick('expenses', money(f.summary.expenses), sample.summary.expenses),
      grossMargin: pick(
        'grossMargin',
        margin.actual !== null && margin.budget !== null && marginVariance !== null
          ? { actual: margin.actual, budget: margin.budget, variance: marginVariance }
          : null,
        sample.summary.grossMargin,
      ),
      burnRate: pick('burnRate', money(f.summary.burnRate), sample.summary.burnRate),
    },
    budgetLines: pick('budgetLines', lines.length > 0 ? lines : null, sample.budgetLines),
    runway: pick('runway', computedRunway, sample.runway),
    spendToImpact: sample.spendToImpact,
    origins,
    source: {
      provider: financeProviderLabel(provenance.provider),
      syncedAt: provenance.syncedAt,
      isStale: provenance.state === 'stale',
    },
    currency: f.currency,
    period: f.period,
  };
}

/** The connected source behind a widget, when any of its figures is computed. */
export function computedSources(
  figures: FinancePageFigures,
  keys: readonly FinanceFigureKey[],
): ExecutiveSource[] {
  const isComputed = keys.some((key) => figures.origins[key] === 'computed');
  return isComputed && figures.source ? [figures.source] : [];
}
