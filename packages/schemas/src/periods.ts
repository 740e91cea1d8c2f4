/**
 * The periods the apps' sample figures are worded in (the fiscal year, quarters, months), from
 * today's date, so that a sample never speaks of a year or a quarter that has passed as the
 * current one. Zod-free; today is passed in (the page's `useToday`), never read here.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The date `months` calendar months after `date` (before, when negative), on its first day. */
function monthStart(date: Date, months: number): Date {
  return new Date(date.getFullYear(), date.getMonth() + months, 1);
}

/**
 * The fiscal year `offset` years after today's, as 'FY26'. The sample company's fiscal year is
 * the calendar year (January to December), named by the last two digits of the year it ends in:
 * any day of 2026 is in FY26, and `offset` 1 names the next one, FY27.
 */
export function fiscalYearLabel(today: Date, offset = 0): string {
  return `FY${String((today.getFullYear() + offset) % 100).padStart(2, '0')}`;
}

/** The calendar quarter `offset` quarters after today's, as 'Q1' … 'Q4'. */
export function quarterLabel(today: Date, offset = 0): string {
  const quarter = monthStart(today, offset * 3);
  return `Q${Math.floor(quarter.getMonth() / 3) + 1}`;
}

/** The calendar quarter and year of a date, as 'Q1 2028'. */
export function quarterOfYear(date: Date): string {
  return `${quarterLabel(date)} ${date.getFullYear()}`;
}

/** The short name of the month `offset` months after today's: -1 is last month ('Oct'). */
export function monthLabel(today: Date, offset: number): string {
  return MONTHS[monthStart(today, offset).getMonth()] ?? '';
}

/**
 * The day `months` months after today, a fraction counting as its share of an average month
 * (13.6 months after 27 Nov 2026 falls in mid-January 2028).
 */
export function afterMonths(today: Date, months: number): Date {
  const whole = Math.floor(months);
  const date = new Date(today.getFullYear(), today.getMonth() + whole, today.getDate());
  const AVERAGE_MONTH_DAYS = 30.44;
  date.setDate(date.getDate() + Math.round((months - whole) * AVERAGE_MONTH_DAYS));
  return date;
}

/**
 * A span of ISO months ('YYYY-MM') as the pages say it: 'Jan–Sep 2026', 'Sep 2026',
 * 'Apr 2025–Mar 2026' (a fiscal year across two calendar years names both).
 */
export function monthSpanText(period: { from: string; to: string }): string {
  const name = (month: string) => MONTHS[Number(month.slice(5, 7)) - 1] ?? month;
  const to = `${name(period.to)} ${period.to.slice(0, 4)}`;
  if (period.from === period.to) return to;
  const sameYear = period.from.slice(0, 4) === period.to.slice(0, 4);
  return `${name(period.from)}${sameYear ? '' : ` ${period.from.slice(0, 4)}`}–${to}`;
}
