import type { Hint } from './hint';

export const BURNOUT_UTILIZATION = 85;
export const INEFFICIENT_UTILIZATION = 60;

/**
 * Utilisation hint (docs/behaviour.md §9), shared by the Capacity Model and Productivity
 * Intelligence: above 85 warns of burnout, below 60 of inefficiency, otherwise the range is good.
 */
export function utilizationHint(percent: number): Hint {
  if (percent > BURNOUT_UTILIZATION) {
    return { tone: 'warning', text: 'Above 85%: the team risks burnout' };
  }
  if (percent < INEFFICIENT_UTILIZATION) {
    return { tone: 'warning', text: 'Below 60%: capacity is going unused' };
  }
  return { tone: 'good', text: 'Utilisation is in the healthy 60–85% range' };
}
