import type { FinanceBudgetLine } from '@q/schemas/executive';
import { formatMoney } from '@q/ui';

/**
 * Budget badge of docs/behaviour.md §4: Over Budget when the variance is above 0, else Under
 * Budget.
 */
export function budgetBadge(variance: number): 'Over Budget' | 'Under Budget' {
  return variance > 0 ? 'Over Budget' : 'Under Budget';
}

/** What is left: the sum of budgeted minus the sum of actual (negative when overspent). */
export function budgetRemaining(lines: readonly Pick<FinanceBudgetLine, 'budgeted' | 'actual'>[]) {
  return lines.reduce((remaining, line) => remaining + line.budgeted - line.actual, 0);
}

/** The closing line under the budget lines: what remains, or how far the total is overspent. */
export function remainingText(remaining: number): string {
  return remaining >= 0
    ? `${formatMoney(remaining)} of the budget remains.`
    : `${formatMoney(-remaining)} over the total budget.`;
}
