import type { HeadcountMetrics } from '@q/schemas/manager';
import type { Hint } from '../../lib/hint';
import { numberFromString } from '../../lib/numbers';

/** Headcount hint (SPEC §2): a warning when open positions exceed the current headcount. */
export function headcountHint({ hired, open }: Pick<HeadcountMetrics, 'hired' | 'open'>): Hint {
  return open > hired
    ? { tone: 'warning', text: 'Open positions exceed current headcount' }
    : { tone: 'good', text: 'Hiring velocity looks healthy' };
}

/** The team capacity percentage from its numeric string; 0 when it is not a number. */
export function teamCapacityPercent(teamCapacity: string): number {
  return numberFromString(teamCapacity);
}
