export type { PriorityBadgeProps } from './priority-badge';
export { PriorityBadge } from './priority-badge';
export type { PriorityLevel } from './priority-rules';
export { priorityLabel, priorityTone } from './priority-rules';
