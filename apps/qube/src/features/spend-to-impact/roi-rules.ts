import type { Tone } from '@q/ui';

/** Return on spend in words: 3x and above high, 1x and above positive, below 1x under cost. */
export function roiRating(roi: number): { tone: Tone; label: string } {
  if (roi >= 3) return { tone: 'success', label: 'High return' };
  if (roi >= 1) return { tone: 'info', label: 'Positive return' };
  return { tone: 'danger', label: 'Below cost' };
}
