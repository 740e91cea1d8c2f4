import type { DeliverableStatus, DeliverableType } from '@q/schemas/enums';
import type { Deliverable } from '@q/schemas/manager';
import type { BadgeVariant } from '@q/ui';
import { daysUntil, pluralDays } from '../../lib/dates';

/** The `limit` earliest-due deliverables, earliest first (docs/behaviour.md §2: 4 of the 6). */
export function earliestDue<T extends Pick<Deliverable, 'dueDate'>>(
  items: readonly T[],
  limit: number,
): T[] {
  // ISO dates order as plain strings; no collator (localeCompare) is needed or wanted.
  const byDue = (a: T, b: T) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : 0);
  return [...items].sort(byDue).slice(0, Math.max(0, limit));
}

export type DueTone = 'overdue' | 'soon' | 'later';

export interface DueLabel {
  text: string;
  tone: DueTone;
}

/**
 * Deliverable due-date wording (docs/behaviour.md §9): 'N days overdue', 'Due today',
 * 'Due tomorrow', 'N days left'.
 */
export function deliverableDueLabel(dueDate: string, today: Date): DueLabel {
  const days = daysUntil(dueDate, today);
  if (days < 0) return { text: `${pluralDays(-days)} overdue`, tone: 'overdue' };
  if (days === 0) return { text: 'Due today', tone: 'soon' };
  if (days === 1) return { text: 'Due tomorrow', tone: 'soon' };
  return { text: `${pluralDays(days)} left`, tone: 'later' };
}

export const DELIVERABLE_STATUS: Record<
  DeliverableStatus,
  { variant: BadgeVariant; label: string }
> = {
  completed: { variant: 'success', label: 'Completed' },
  'in-progress': { variant: 'info', label: 'In progress' },
  upcoming: { variant: 'neutral', label: 'Upcoming' },
  overdue: { variant: 'danger', label: 'Overdue' },
};

export const DELIVERABLE_TYPES: Record<DeliverableType, string> = {
  milestone: 'Milestone',
  project: 'Project',
  deadline: 'Deadline',
  review: 'Review',
};
