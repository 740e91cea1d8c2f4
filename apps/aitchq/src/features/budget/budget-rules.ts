import type { BudgetLine } from '@q/schemas/manager';
import type { Tone } from '@q/ui';

/** A money figure carried as a numeric string; 0 when it is not a number. */
function amount(value: string): number {
  const parsed = Number.parseFloat(value);
  return Number.isFinite(parsed) ? parsed : 0;
}

/** Remaining budget (SPEC §9): the sum of budgeted minus the sum of actual. */
export function budgetRemaining(lines: readonly Pick<BudgetLine, 'budgeted' | 'actual'>[]): number {
  return lines.reduce((sum, line) => sum + amount(line.budgeted) - amount(line.actual), 0);
}

/** Share of the whole budget spent, in percent; 0 with no budget. */
export function budgetUtilization(
  lines: readonly Pick<BudgetLine, 'budgeted' | 'actual'>[],
): number {
  const budgeted = lines.reduce((sum, line) => sum + amount(line.budgeted), 0);
  const actual = lines.reduce((sum, line) => sum + amount(line.actual), 0);
  return budgeted > 0 ? (actual / budgeted) * 100 : 0;
}

export interface UtilizationBand {
  tone: Extract<Tone, 'danger' | 'warning' | 'success'>;
  label: string;
}

/** Budget utilisation colour (SPEC §9): bands at 90 and above, 80 and above, and the rest. */
export function utilizationBand(percent: number): UtilizationBand {
  if (percent >= 90) return { tone: 'danger', label: 'Near limit' };
  if (percent >= 80) return { tone: 'warning', label: 'Watch' };
  return { tone: 'success', label: 'Healthy' };
}
