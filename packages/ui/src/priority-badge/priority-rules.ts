import type { Priority, SignalPriority } from '@q/schemas/enums';
import type { Tone } from '../theme';

/** A priority (or an impact) in either spelling the data uses: 'high' or 'High'. */
export type PriorityLevel = Priority | SignalPriority;

const TONES: Record<Priority, Tone> = { high: 'danger', medium: 'warning', low: 'neutral' };

/**
 * The colour of a priority or an impact, the same in every app: high red, medium amber, low
 * grey. It only repeats the word beside it; a low priority asks for no attention, so it takes
 * the quiet grey rather than the blue of 'in progress' or 'recommended'.
 */
export function priorityTone(priority: PriorityLevel): Tone {
  return TONES[priority.toLowerCase() as Priority];
}

/** 'High', 'Medium' or 'Low', whichever spelling the data uses. */
export function priorityLabel(priority: PriorityLevel): SignalPriority {
  const lower = priority.toLowerCase() as Priority;
  return lower === 'high' ? 'High' : lower === 'medium' ? 'Medium' : 'Low';
}
