import type { GoalStatus } from '@q/schemas/enums';
import type { BadgeVariant } from '@q/ui';

export const GOAL_STATUS_BADGES: Record<GoalStatus, { variant: BadgeVariant; label: string }> = {
  completed: { variant: 'success', label: 'Completed' },
  on_track: { variant: 'success', label: 'On track' },
  in_progress: { variant: 'info', label: 'In progress' },
  at_risk: { variant: 'warning', label: 'At risk' },
  overdue: { variant: 'danger', label: 'Overdue' },
};
