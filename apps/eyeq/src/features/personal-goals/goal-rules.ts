import type { GoalStatus, SampleGoalStatus } from '@q/schemas/enums';
import type { PersonalGoal } from '@q/schemas/personal';
import type { BadgeVariant } from '@q/ui';

export interface GoalStatusBadge {
  label: string;
  variant: BadgeVariant;
}

const STATUS_BADGES: Record<SampleGoalStatus, GoalStatusBadge> = {
  'on-track': { label: 'On track', variant: 'success' },
  'in-progress': { label: 'In progress', variant: 'info' },
  'at-risk': { label: 'At risk', variant: 'danger' },
  completed: { label: 'Completed', variant: 'neutral' },
};

/** The status badge of a personal goal: the word first, the colour only repeats it. */
export function goalStatusBadge(status: SampleGoalStatus): GoalStatusBadge {
  return STATUS_BADGES[status];
}

/** The mean progress of the goals, rounded to a whole percent; 0 with no goals. */
export function averageProgress(goals: readonly Pick<PersonalGoal, 'progress'>[]): number {
  if (goals.length === 0) return 0;
  const total = goals.reduce((sum, goal) => sum + goal.progress, 0);
  return Math.round(total / goals.length);
}

const SYNCED_STATUS_BADGES: Record<GoalStatus, GoalStatusBadge> = {
  on_track: { label: 'On track', variant: 'success' },
  in_progress: { label: 'In progress', variant: 'info' },
  at_risk: { label: 'At risk', variant: 'danger' },
  overdue: { label: 'Overdue', variant: 'danger' },
  completed: { label: 'Completed', variant: 'neutral' },
};

/** The status badge of one of the person's own synced goals, in the sample goals' words. */
export function ownGoalStatusBadge(status: GoalStatus): GoalStatusBadge {
  return SYNCED_STATUS_BADGES[status];
}

/** A synced goal's due date in words: 'Due Apr 16, 2026', or 'No due date'. */
export function ownGoalDueText(dueDate: string | null, format: (date: string) => string): string {
  return dueDate ? `Due ${format(dueDate)}` : 'No due date';
}
