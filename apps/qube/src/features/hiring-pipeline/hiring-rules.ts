import type { Tone } from '@q/ui';

/** Time-to-fill rule of docs/behaviour.md §9: 30 days or less is good; the SaaS average is 35. */
export function timeToFillHint(days: number): { tone: Tone; text: string } {
  if (days <= 30) return { tone: 'success', text: 'Good: 30 days or less (SaaS average 35)' };
  return { tone: 'warning', text: 'Above the 30-day goal (SaaS average 35)' };
}

/** The pipeline by stage as one line: 'Phone Screen 2 · Onsite 1 in process'. */
export function stagesText(stages: readonly { name: string; applications: number }[]): string {
  return `${stages.map((stage) => `${stage.name} ${stage.applications}`).join(' · ')} in process`;
}

/** What a computed offer acceptance is over: 'Of 4 answered offers, last 12 months'. */
export function offersAnsweredText(answered: number): string {
  return `Of ${answered} answered offer${answered === 1 ? '' : 's'}, last 12 months`;
}

/**
 * Pipeline health as the page writes it: the sample's score in percent ('78%'), or the
 * applications in process per open seat of a connected ATS ('1.3 applications per opening').
 */
export function pipelineHealthText(value: number, unit: 'percent' | 'per-opening'): string {
  if (unit === 'percent') return `${value}%`;
  return `${value} application${value === 1 ? '' : 's'} per opening`;
}
