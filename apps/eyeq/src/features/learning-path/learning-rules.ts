import type { BadgeVariant } from '@q/ui';

export interface LearningStatus {
  label: 'Completed' | 'In progress' | 'Not started';
  variant: BadgeVariant;
}

/** Where a course stands: 100 is Completed, above 0 In progress, otherwise Not started. */
export function learningStatus(progress: number): LearningStatus {
  if (progress >= 100) return { label: 'Completed', variant: 'success' };
  if (progress > 0) return { label: 'In progress', variant: 'info' };
  return { label: 'Not started', variant: 'neutral' };
}
