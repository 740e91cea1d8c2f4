import { ApiError } from '@q/api-client';
import type { ManagementInsight } from '@q/schemas/manager';
import { daysUntil, pluralDays } from '../../lib/dates';

/**
 * Insight due-date wording (docs/behaviour.md §9): 'Overdue by N days' once past, else
 * 'Due in N days'.
 */
export function insightDueLabel(dueDate: string, today: Date): string {
  const days = daysUntil(dueDate, today);
  return days < 0 ? `Overdue by ${pluralDays(-days)}` : `Due in ${pluralDays(days)}`;
}

/** Whether the insight is past its due date. */
export function isInsightOverdue(dueDate: string, today: Date): boolean {
  return daysUntil(dueDate, today) < 0;
}

/**
 * The detail panel exists only when the insight has an impact or an action text
 * (docs/behaviour.md §2).
 */
export function hasInsightDetails(insight: Pick<ManagementInsight, 'impact' | 'actionText'>) {
  return Boolean(insight.impact || insight.actionText);
}

/** Mark Complete appears only with actionRequired and an action text (docs/behaviour.md §5). */
export function canCompleteInsight(
  insight: Pick<ManagementInsight, 'actionRequired' | 'actionText'>,
): boolean {
  return insight.actionRequired && Boolean(insight.actionText);
}

/** One detail panel is open at a time: opening one closes the other; toggling closes it. */
export function nextOpenInsight<T>(openId: T | null, toggledId: T): T | null {
  return openId === toggledId ? null : toggledId;
}

/**
 * Whether a dismiss or complete failed only because this user's state for the insight exists
 * already (409: another tab dismissed or completed it). What was asked for holds, so it is no
 * failure to report: the refreshed list simply no longer shows the insight.
 */
export function isInsightAlreadySettled(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}
