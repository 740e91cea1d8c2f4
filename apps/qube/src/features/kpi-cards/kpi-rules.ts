import type { KpiCard } from '@q/schemas/executive';
import type { Tone } from '@q/ui';

/**
 * Progress to target of docs/behaviour.md §9: value divided by target times 100, or 0 if no target.
 */
export function progressToTarget(value: number, target: number): number {
  if (!target || !Number.isFinite(target) || !Number.isFinite(value)) return 0;
  return (value / target) * 100;
}

/** Decimals a KPI shows: as many as its value has (24.8 → 1, 118 → 0), at most 2. */
export function kpiDecimals(value: number): number {
  const [, fraction = ''] = String(value).split('.');
  return Math.min(2, fraction.length);
}

/** A KPI value in its unit: '$24.8M' for '$M', '72.4%' for '%', '7' for none. */
export function formatKpiValue(value: number, unit: string, decimals: number): string {
  const number = value.toFixed(decimals);
  if (unit.startsWith('$')) return `$${number}${unit.slice(1)}`;
  return `${number}${unit}`;
}

/** Colour of a KPI's change: green when it moved the good way, red the bad way, grey if flat. */
export function kpiDeltaTone(kpi: Pick<KpiCard, 'trend' | 'isLowerBetter'>): Tone {
  if (kpi.trend === 'stable') return 'neutral';
  const isRise = kpi.trend === 'up';
  return isRise === !kpi.isLowerBetter ? 'success' : 'danger';
}

/**
 * The target line of a card: 'Target $25.0M · 99% of target'. Where lower is better the share
 * reached says nothing, so the target reads as a ceiling: 'Target at most 5'.
 */
export function kpiTargetLine(kpi: Pick<KpiCard, 'value' | 'target' | 'unit' | 'isLowerBetter'>) {
  const target = formatKpiValue(kpi.target, kpi.unit, kpiDecimals(kpi.value));
  if (kpi.isLowerBetter) return `Target at most ${target}`;
  return `Target ${target} · ${Math.round(progressToTarget(kpi.value, kpi.target))}% of target`;
}

/** The value shown `elapsedMs` into a count-up from 0 to `target` (eased out). */
export function countUpValue(target: number, elapsedMs: number, durationMs: number): number {
  if (elapsedMs <= 0) return 0;
  if (durationMs <= 0 || elapsedMs >= durationMs) return target;
  const t = elapsedMs / durationMs;
  return target * (1 - (1 - t) ** 3);
}
