const MS_PER_DAY = 86_400_000;

/** Midnight UTC of a calendar date ('2025-01-10') or of a Date's local calendar day. */
function utcDay(date: string | Date): number {
  if (typeof date === 'string') {
    const [year = 0, month = 1, day = 1] = date.slice(0, 10).split('-').map(Number);
    return Date.UTC(year, month - 1, day);
  }
  return Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
}

/** Whole calendar days from `today` to `date`: negative when `date` has passed. */
export function daysUntil(date: string, today: Date): number {
  return Math.round((utcDay(date) - utcDay(today)) / MS_PER_DAY);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A calendar date as short display text ('Jan 10, 2025'): en-US's short date, which
 * `Intl.DateTimeFormat` gives too (the tests hold the two together), written out by hand because
 * the first Intl formatter of a page loads locale data for tens of milliseconds, on the critical
 * path of the dashboard's first screen.
 */
export function formatDate(date: string): string {
  const day = new Date(utcDay(date));
  return `${MONTHS[day.getUTCMonth()]} ${day.getUTCDate()}, ${day.getUTCFullYear()}`;
}

/** 'N day' or 'N days'. */
export function pluralDays(count: number): string {
  return `${count} ${count === 1 ? 'day' : 'days'}`;
}

/** The calendar date `days` after `today` (before, when negative), as 'YYYY-MM-DD'. */
export function isoDateFromToday(days: number, today: Date): string {
  return new Date(utcDay(today) + days * MS_PER_DAY).toISOString().slice(0, 10);
}
