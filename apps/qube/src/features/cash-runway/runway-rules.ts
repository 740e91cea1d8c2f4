import type { Runway } from '@q/schemas/executive';

export interface CashPoint {
  label: string;
  cash: number;
}

/** Cash left at each of `months` from now at the current monthly burn, never below zero. */
export function cashProjection(
  runway: Pick<Runway, 'currentCash' | 'monthlyBurn'>,
  months: readonly number[],
): CashPoint[] {
  return months.map((month) => ({
    label: month === 0 ? 'Now' : `+${month} mo`,
    cash: Math.max(0, runway.currentCash - runway.monthlyBurn * month),
  }));
}
