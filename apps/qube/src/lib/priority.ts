import type { Priority, SignalPriority } from '@q/schemas/enums';
import type { Tone } from '@q/ui';

const TONES: Record<Priority, Tone> = { high: 'danger', medium: 'warning', low: 'neutral' };

/** Badge tone of a priority or an impact: high red, medium amber, low grey. */
export function priorityTone(priority: Priority | SignalPriority): Tone {
  return TONES[priority.toLowerCase() as Priority];
}

/** 'High', 'Medium' or 'Low', whichever spelling the data uses. */
export function priorityLabel(priority: Priority | SignalPriority): SignalPriority {
  const lower = priority.toLowerCase() as Priority;
  return lower === 'high' ? 'High' : lower === 'medium' ? 'Medium' : 'Low';
}
