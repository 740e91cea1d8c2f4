import type { Tone } from '@q/ui';

/**
 * Variance colour of docs/behaviour.md §9, for a variance in percent against budget: above 10 red,
 * above 5 yellow, below −10 green, below −5 blue, else grey.
 */
export function varianceColor(variance: number): Tone {
  if (variance > 10) return 'danger';
  if (variance > 5) return 'warning';
  if (variance < -10) return 'success';
  if (variance < -5) return 'info';
  return 'neutral';
}
