import type { Tone } from '@q/ui';

export interface Hint {
  tone: Tone;
  text: string;
}

/**
 * Utilisation hint of docs/behaviour.md §9: above 85 warns of burnout, below 60 of inefficiency,
 * else good.
 */
export function utilizationHint(rate: number): Hint {
  if (rate > 85) return { tone: 'danger', text: 'Above 85%: risk of burnout' };
  if (rate < 60) return { tone: 'warning', text: 'Below 60%: capacity is underused' };
  return { tone: 'success', text: 'In the healthy range (60–85%)' };
}
