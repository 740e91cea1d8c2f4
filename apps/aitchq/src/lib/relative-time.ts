import { pluralDays } from './dates';

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const DAYS_PER_YEAR = 365;

/**
 * How long ago `iso` was, seen from `now`: 'just now' under a minute (and for a moment ahead of
 * `now`, a clock that runs a little fast), then '4 min ago', '2 h ago', '3 days ago', and 'over a
 * year ago'. Each unit counts whole units passed (59 s is 'just now', 60 s is '1 min ago').
 */
export function relativeTime(iso: string, now: Date): string {
  const elapsed = now.getTime() - Date.parse(iso);
  if (Number.isNaN(elapsed)) return 'at an unknown time';
  if (elapsed < MINUTE_MS) return 'just now';
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)} min ago`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)} h ago`;
  const days = Math.floor(elapsed / DAY_MS);
  return days < DAYS_PER_YEAR ? `${pluralDays(days)} ago` : 'over a year ago';
}

/**
 * A run's length in words: 'under 1 s', '4 s', '2 min 5 s', '1 h 3 min' (whole units passed, so
 * 59.9 s is '59 s').
 */
export function durationText(ms: number): string {
  if (ms < SECOND_MS) return 'under 1 s';
  if (ms < MINUTE_MS) return `${Math.floor(ms / SECOND_MS)} s`;
  if (ms < HOUR_MS) {
    const minutes = Math.floor(ms / MINUTE_MS);
    const seconds = Math.floor((ms % MINUTE_MS) / SECOND_MS);
    return seconds === 0 ? `${minutes} min` : `${minutes} min ${seconds} s`;
  }
  const hours = Math.floor(ms / HOUR_MS);
  const minutes = Math.floor((ms % HOUR_MS) / MINUTE_MS);
  return minutes === 0 ? `${hours} h` : `${hours} h ${minutes} min`;
}
