import type { TrainingPriority, TrainingType } from '@q/schemas/enums';
import type { Training } from '@q/schemas/manager';
import type { BadgeVariant } from '@q/ui';
import { daysUntil } from '../../lib/dates';

/** The Due badge (docs/behaviour.md §9): mandatory trainings still below 100 % progress. */
export function dueTrainingCount(trainings: readonly Pick<Training, 'priority' | 'progress'>[]) {
  return trainings.filter(
    (training) => training.priority === 'mandatory' && training.progress < 100,
  ).length;
}

/** The Suggested badge (docs/behaviour.md §9): recommended trainings. */
export function suggestedTrainingCount(trainings: readonly Pick<Training, 'priority'>[]) {
  return trainings.filter((training) => training.priority === 'recommended').length;
}

/**
 * Completion share (docs/behaviour.md §9): completedBy over totalEligible, in percent; 0 with
 * nobody eligible.
 */
export function completionShare(training: Pick<Training, 'completedBy' | 'totalEligible'>): number {
  if (training.totalEligible <= 0) return 0;
  return Math.min(100, (training.completedBy.length / training.totalEligible) * 100);
}

/**
 * A training is overdue once its due date has passed (docs/behaviour.md §9); never without a due
 * date.
 */
export function isTrainingOverdue(dueDate: string | null, today: Date): boolean {
  return dueDate !== null && daysUntil(dueDate, today) < 0;
}

export type TrainingAction = 'Done' | 'Continue' | 'Start';

/**
 * Action label (docs/behaviour.md §9): progress 100 shows Done, above 0 Continue, otherwise Start.
 */
export function trainingActionLabel(progress: number): TrainingAction {
  if (progress >= 100) return 'Done';
  if (progress > 0) return 'Continue';
  return 'Start';
}

export const TRAINING_TYPES: Record<TrainingType, string> = {
  compliance: 'Compliance',
  functional: 'Functional',
  ai_learning: 'AI learning',
  soft_skills: 'Soft skills',
};

export const TRAINING_PRIORITIES: Record<
  TrainingPriority,
  { variant: BadgeVariant; label: string }
> = {
  mandatory: { variant: 'danger', label: 'Mandatory' },
  recommended: { variant: 'info', label: 'Recommended' },
  optional: { variant: 'neutral', label: 'Optional' },
};
