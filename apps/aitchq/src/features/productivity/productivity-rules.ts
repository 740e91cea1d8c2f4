import type { Tone } from '@q/ui';

/**
 * Progress to target (docs/behaviour.md §9): value divided by target times 100, or 0 without a
 * target.
 */
export function progressToTarget(value: number, target: number): number {
  return target ? (value / target) * 100 : 0;
}

export type VarianceTone = Extract<Tone, 'danger' | 'warning' | 'success' | 'info' | 'neutral'>;

/**
 * Variance colour (docs/behaviour.md §9): above 10 red, above 5 yellow, below -10 green, below -5
 * blue, else grey.
 */
export function varianceTone(variance: number): VarianceTone {
  if (variance > 10) return 'danger';
  if (variance > 5) return 'warning';
  if (variance < -10) return 'success';
  if (variance < -5) return 'info';
  return 'neutral';
}

/** A variance as signed text ('+8.8%', '−6.7%', '0%'). */
export function formatVariance(variance: number): string {
  const rounded = Math.round(variance * 10) / 10;
  if (rounded === 0) return '0%';
  return `${rounded > 0 ? '+' : '−'}${Math.abs(rounded)}%`;
}

/** A figure with its unit: a percent sign sits against the number ('87%'), words follow it ('42 points'). */
export function formatMetricValue(value: number, unit: string): string {
  if (unit === '') return String(value);
  return unit === '%' ? `${value}%` : `${value} ${unit}`;
}
