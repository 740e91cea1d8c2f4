import {
  addDays,
  daysBetween,
  MONTH_NAMES,
  parseIsoDay,
  WEEKDAY_NAMES,
  weekday,
} from '../insights/rules/dates.js';

/**
 * Calendar arithmetic on ISO days (`YYYY-MM-DD`, UTC), the unit every assistant tool and phrase
 * speaks in: the rules' own (`../insights/rules/dates.ts`), and what questions need besides
 * (weeks, months, the short wording). Days are handled as UTC midnights in milliseconds so that
 * no local time zone or daylight-saving change can shift them.
 */

export const DAY_MS = 86_400_000;

/** Whether `text` is a real calendar day written `YYYY-MM-DD` (2026-02-30 is not). */
export function isIsoDay(text: string): boolean {
  return parseIsoDay(text) === text;
}

/** The UTC midnight of an ISO day, in ms. Longer strings (ISO instants) are read by their day. */
export function dayMs(isoDayOrInstant: string): number {
  return Date.parse(`${isoDayOrInstant.slice(0, 10)}T00:00:00Z`);
}

export function isoDayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export { addDays, daysBetween, weekday as weekdayOf };

/** The Monday of the (ISO, Monday-first) week holding `isoDay`. */
export function mondayOf(isoDay: string): string {
  return addDays(isoDay, -((weekday(isoDay) + 6) % 7));
}

export function firstOfMonth(isoDay: string): string {
  return `${isoDay.slice(0, 7)}-01`;
}

/** The last day of the month `monthsAhead` months after the one holding `isoDay`. */
export function lastOfMonth(isoDay: string, monthsAhead = 0): string {
  const date = new Date(dayMs(isoDay));
  return isoDayOf(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + monthsAhead + 1, 0));
}

/** "Mon 7 Dec": the product's short date, read in UTC. */
export function wordDay(isoDay: string): string {
  const date = new Date(dayMs(isoDay));
  return `${WEEKDAY_NAMES[date.getUTCDay()]} ${date.getUTCDate()} ${MONTH_NAMES[date.getUTCMonth()]}`;
}

/** Matches a date worded by {@link wordDay}, so that number checks can skip it. */
export const WORDED_DAY =
  /\b(?:Sun|Mon|Tue|Wed|Thu|Fri|Sat) \d{1,2} (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/g;
