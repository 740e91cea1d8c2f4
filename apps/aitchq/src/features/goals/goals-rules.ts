import type { GoalStatus, Priority } from '@q/schemas/enums';
import type { Goal, SmartGoal } from '@q/schemas/manager';
import { numberFromString } from '../../lib/numbers';

/** One goal as the widget shows it, whichever source it came from. */
export interface GoalRow {
  id: string;
  title: string;
  description: string;
  status: GoalStatus;
  priority: Priority;
  progress: number;
  owner: string | null;
  dueDate: string | null;
  /** What 'done' means ('42 of 50 tickets', 'p95 under 200 ms'). */
  target: string | null;
}

/** A goal from the live source (Workday): numeric progress, an owner and metrics. */
export function goalRowFromLive(goal: Goal): GoalRow {
  return {
    id: `live-${goal.id}`,
    title: goal.title,
    description: goal.description,
    status: goal.status,
    priority: goal.priority,
    progress: goal.progress,
    owner: goal.owner.name,
    dueDate: goal.targetDate ?? goal.dueDate ?? null,
    target: `${goal.metrics.current} of ${goal.metrics.target} ${goal.metrics.unit}`.trim(),
  };
}

/** A goal from the stored source: progress as text, an optional target text. */
export function goalRowFromStored(goal: SmartGoal): GoalRow {
  return {
    id: `stored-${goal.id}`,
    title: goal.title,
    description: goal.description,
    status: goal.status,
    priority: goal.priority,
    progress: numberFromString(goal.progress),
    owner: null,
    dueDate: goal.dueDate,
    target: goal.target ?? null,
  };
}
