import type { Runway } from '@q/schemas/executive';

/** The months from now the cash curve shows. */
export const PROJECTION_MONTHS: readonly number[] = [0, 2, 4, 6, 8, 10, 12, 14];

export interface CashPoint {
  /** Months from now. */
  month: number;
  label: string;
  cash: number;
}

/** A projection month as the chart names it: 'Now', '+2 mo'. */
export function projectionLabel(month: number): string {
  return month === 0 ? 'Now' : `+${month} mo`;
}

/** Cash left at each of `months` from now at the current monthly burn, never below zero. */
export function cashProjection(
  runway: Pick<Runway, 'currentCash' | 'monthlyBurn'>,
  months: readonly number[],
): CashPoint[] {
  return months.map((month) => ({
    month,
    label: projectionLabel(month),
    cash: Math.max(0, runway.currentCash - runway.monthlyBurn * month),
  }));
}
