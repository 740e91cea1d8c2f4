import { ZIsoDate } from '@q/schemas/common';

/**
 * Who has left, from what an HRIS says of a person: the rules the connectors share. A provider's
 * report may list people who have left beside current staff (BambooHR's custom report holds
 * every employee; a Workday report may be built on all workers). A leaver is not current staff:
 * the connector leaves them out, with what it can tell was theirs.
 *
 * The values are untrusted: any type, any size. What cannot be read says nothing (null), and a
 * person is kept unless something that can be read says they have left.
 */

/** Longest status text looked at; a status is a word or two, anything longer is cut there. */
const MAX_STATUS_CHARS = 200;
/** Longest date text looked at (`2024-03-01-08:00`, `2024-03-01T00:00:00.000Z` fit). */
const MAX_DATE_CHARS = 64;

/** Text of a value as providers send it: text, or a Workday reference `{ Descriptor }`. */
function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const descriptor = (value as Record<string, unknown>).Descriptor;
    if (typeof descriptor === 'string') return descriptor;
  }
  return null;
}

/**
 * What an employment status says: true (left: "Inactive", "Terminated", in any case, as a word
 * of the status), false (any other readable status: "Active", "On Leave"), null (none, empty, or
 * not text).
 */
export function statusSaysLeft(value: unknown): boolean | null {
  const text = textOf(value);
  if (text === null) return null;
  const words = text
    .slice(0, MAX_STATUS_CHARS)
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim();
  if (words === '') return null;
  return /\b(inactive|terminated)\b/.test(words);
}

/**
 * What an "active" flag says: true (left: false, 0, "false", "0", "no"), false (true, 1, "true",
 * "1", "yes"), null (anything else).
 */
export function activeFlagSaysLeft(value: unknown): boolean | null {
  if (typeof value === 'boolean') return !value;
  if (value === 0 || value === 1) return value === 0;
  const text = textOf(value);
  if (text === null || text.length > 10) return null;
  const word = text.trim().toLowerCase();
  if (word === 'false' || word === '0' || word === 'no') return true;
  if (word === 'true' || word === '1' || word === 'yes') return false;
  return null;
}

/**
 * A termination date as YYYY-MM-DD, read from the first ten characters of a date or date-time
 * (`2024-03-01`, `2024-03-01-08:00`, `2024-03-01T00:00:00Z`); null for none (empty, BambooHR's
 * `0000-00-00`) and for anything unreadable, which is treated as no date.
 */
export function terminationDay(value: unknown): string | null {
  const text = textOf(value)?.trim();
  if (!text || text.length > MAX_DATE_CHARS) return null;
  const day = /^\d{4}-\d{2}-\d{2}(?=$|[T\s+\-Z])/.exec(text)?.[0];
  return day !== undefined && ZIsoDate.safeParse(day).success ? day : null;
}

/** What a provider says of one person, as read from its fields (undefined: not answered). */
export interface LeaverSignals {
  status?: unknown;
  active?: unknown;
  terminationDate?: unknown;
}

/**
 * Whether the person has left by `today` (YYYY-MM-DD, the run's day): their status or active
 * flag says so, or their termination date is today or earlier. A termination date still to come
 * leaves them current staff until that day.
 */
export function hasLeft(signals: LeaverSignals, today: string): boolean {
  if (statusSaysLeft(signals.status) === true) return true;
  if (activeFlagSaysLeft(signals.active) === true) return true;
  const day = terminationDay(signals.terminationDate);
  return day !== null && day <= today;
}

/** The run's day, YYYY-MM-DD in UTC, for {@link hasLeft}. */
export const runDay = (now: Date): string => now.toISOString().slice(0, 10);
