import type { BudgetLine } from '@q/schemas/manager';
import { monthSpanText } from '@q/schemas/periods';
import { formatUsd, type Tone } from '@q/ui';
import { numberFromString } from '../../lib/numbers';

/** The tracker's period text is fixed (docs/behaviour.md §9). */
export const BUDGET_PERIOD = { quarter: 'Q4', timeLeft: '3 months left', status: 'On Track' };

/** Remaining budget (docs/behaviour.md §9): the sum of budgeted minus the sum of actual. */
export function budgetRemaining(lines: readonly Pick<BudgetLine, 'budgeted' | 'actual'>[]): number {
  return lines.reduce(
    (sum, line) => sum + numberFromString(line.budgeted) - numberFromString(line.actual),
    0,
  );
}

/** Share of the whole budget spent, in percent; 0 with no budget. */
export function budgetUtilization(
  lines: readonly Pick<BudgetLine, 'budgeted' | 'actual'>[],
): number {
  const budgeted = lines.reduce((sum, line) => sum + numberFromString(line.budgeted), 0);
  const actual = lines.reduce((sum, line) => sum + numberFromString(line.actual), 0);
  return budgeted > 0 ? (actual / budgeted) * 100 : 0;
}

export interface UtilizationBand {
  tone: Extract<Tone, 'danger' | 'warning' | 'success'>;
  label: string;
}

/**
 * Budget utilisation colour (docs/behaviour.md §9): bands at 90 and above, 80 and above, and the
 * rest.
 */
export function utilizationBand(percent: number): UtilizationBand {
  if (percent >= 90) return { tone: 'danger', label: 'Near limit' };
  if (percent >= 80) return { tone: 'warning', label: 'Watch' };
  return { tone: 'success', label: 'Healthy' };
}

/** A period of ISO months as the tracker says it: 'Jan–Sep 2026', 'Sep 2026', 'Nov 2025–Feb 2026'. */
export const periodText = monthSpanText;

/** Whole units of `currency` in full: US dollars as the rest of the dashboard writes them. */
export function formatAmount(amount: number, currency: string): string {
  if (currency === 'USD') return formatUsd(amount);
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    maximumFractionDigits: 0,
  }).format(amount);
}

/**
 * A line's variance in words: actual − budgeted, 'over' when more was spent than budgeted, else
 * 'under' ('on budget' when equal).
 */
export function varianceText(
  line: Pick<BudgetLine, 'budgeted' | 'actual'>,
  currency: string,
): string {
  const variance = numberFromString(line.actual) - numberFromString(line.budgeted);
  if (Math.round(variance) === 0) return 'on budget';
  return `${formatAmount(Math.abs(variance), currency)} ${variance > 0 ? 'over' : 'under'} budget`;
}
