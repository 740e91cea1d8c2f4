import type { KpiCard } from '@q/schemas/executive';
import type { ExecutiveSource } from '@q/schemas/executive-people';
import type { FinanceFiguresResponse } from '@q/schemas/finance';
import { monthSpanText } from '@q/schemas/periods';
import type { ShownKpi } from '../features/kpi-cards/kpi-cards';
import { financeProviderLabel, variancePercent } from './finance-figures';

/**
 * The overview's KPI cards: Revenue YTD and Gross Margin computed from the connected financial
 * system where its answer gives the figure and its budget (the change then measured against
 * budget, the budget the target), the sample's otherwise; NRR and Active Risks stay the sample's
 * (no connected system gives them).
 */
export interface FinanceKpis {
  kpis: ShownKpi[];
  /** The source of the computed cards; null when none is. */
  source: ExecutiveSource | null;
}

/** '2026-01' to '2026-09': 'Jan–Sep 2026'; a fiscal year across two calendar years names both. */
export const periodText = monthSpanText;

/** Millions of dollars as the card shows them: one decimal from $1M, two below. */
function millions(cents: number): number {
  const value = cents / 100_000_000;
  const scale = Math.abs(value) >= 1 ? 10 : 100;
  return Math.round(value * scale) / scale;
}

function trendOf(variance: number): KpiCard['trend'] {
  if (variance > 0) return 'up';
  if (variance < 0) return 'down';
  return 'stable';
}

export function financeKpis(
  sample: readonly KpiCard[],
  answer: FinanceFiguresResponse | undefined,
): FinanceKpis {
  const figures = answer?.figures ?? null;
  const provenance = answer?.provenance;
  if (!figures || !provenance?.provider || !provenance.syncedAt) {
    return { kpis: [...sample], source: null };
  }
  const provider = financeProviderLabel(provenance.provider);
  const period = periodText(figures.period);
  const { revenue, grossMargin } = figures.summary;
  const revenueVariance =
    figures.currency === 'USD' ? variancePercent(revenue.actualCents, revenue.budgetCents) : null;
  const marginVariance =
    grossMargin.actual === null ? null : variancePercent(grossMargin.actual, grossMargin.budget);
  let computed = 0;
  const kpis = sample.map((kpi): ShownKpi => {
    if (kpi.icon === 'revenue' && revenueVariance !== null && revenue.budgetCents !== null) {
      computed += 1;
      return {
        ...kpi,
        value: millions(revenue.actualCents),
        target: millions(revenue.budgetCents),
        delta: revenueVariance,
        trend: trendOf(revenueVariance),
        isComputed: true,
        deltaAgainst: 'budget',
        howComputed: `Revenue ${period}, from ${provider}; target: its budget.`,
      };
    }
    if (
      kpi.icon === 'margin' &&
      marginVariance !== null &&
      grossMargin.actual !== null &&
      grossMargin.budget !== null
    ) {
      computed += 1;
      return {
        ...kpi,
        value: grossMargin.actual,
        target: grossMargin.budget,
        delta: marginVariance,
        trend: trendOf(marginVariance),
        isComputed: true,
        deltaAgainst: 'budget',
        howComputed: `(Revenue − cost of sales) ÷ revenue, ${period}, from ${provider}; target: its budget.`,
      };
    }
    return kpi;
  });
  if (computed === 0) return { kpis, source: null };
  return {
    kpis,
    source: {
      provider,
      syncedAt: provenance.syncedAt,
      isStale: provenance.state === 'stale',
    },
  };
}
