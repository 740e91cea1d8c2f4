import type { Tone } from '@q/ui';

/** Time-to-fill rule of docs/behaviour.md §9: 30 days or less is good; the SaaS average is 35. */
export function timeToFillHint(days: number): { tone: Tone; text: string } {
  if (days <= 30) return { tone: 'success', text: 'Good: 30 days or less (SaaS average 35)' };
  return { tone: 'warning', text: 'Above the 30-day goal (SaaS average 35)' };
}

/**
 * Pipeline health as the page writes it: the sample's score in percent ('78%'), or the
 * applications in process per open seat of a connected ATS ('1.3 applications per opening').
 */
export function pipelineHealthText(value: number, unit: 'percent' | 'per-opening'): string {
  if (unit === 'percent') return `${value}%`;
  return `${value} application${value === 1 ? '' : 's'} per opening`;
}
