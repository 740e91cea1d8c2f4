const MS_PER_DAY = 86_400_000;

/** A calendar date's ('2025-01-10') year, month (0-11) and day. */
function calendarParts(date: string): [year: number, month: number, day: number] {
  const [year = 0, month = 1, day = 1] = date.slice(0, 10).split('-').map(Number);
  return [year, month - 1, day];
}

/** Midnight UTC of a calendar date ('2025-01-10') or of a Date's local calendar day. */
function utcDay(date: string | Date): number {
  if (typeof date === 'string') return Date.UTC(...calendarParts(date));
  return Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
}

/** Whole calendar days from `today` to `date`: negative when `date` has passed. */
export function daysUntil(date: string, today: Date): number {
  return Math.round((utcDay(date) - utcDay(today)) / MS_PER_DAY);
}

/** 'N day' or 'N days'. */
export function pluralDays(count: number): string {
  return `${count} ${count === 1 ? 'day' : 'days'}`;
}

/** The calendar date `days` after `today` (before, when negative), as 'YYYY-MM-DD'. */
export function isoDateFromToday(days: number, today: Date): string {
  return new Date(utcDay(today) + days * MS_PER_DAY).toISOString().slice(0, 10);
}
