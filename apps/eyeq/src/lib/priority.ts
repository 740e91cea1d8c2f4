import type { Priority } from '@q/schemas/enums';
import type { BadgeVariant } from '@q/ui';

export interface PriorityBadge {
  label: string;
  variant: BadgeVariant;
}

const PRIORITY_BADGES: Record<Priority, PriorityBadge> = {
  high: { label: 'High priority', variant: 'danger' },
  medium: { label: 'Medium priority', variant: 'warning' },
  low: { label: 'Low priority', variant: 'neutral' },
};

/** The badge of a task's or course's priority: its word, and a colour that only repeats it. */
export function priorityBadge(priority: Priority): PriorityBadge {
  return PRIORITY_BADGES[priority];
}
