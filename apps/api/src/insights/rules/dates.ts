/**
 * ISO-day arithmetic for the insight rules, in UTC only. A day is a `YYYY-MM-DD` string; the
 * arithmetic goes through day numbers (days since 1970-01-01) computed by hand, never through
 * `Date` parsing: `Date.parse` rolls 30 February over into March and reads a time without a zone
 * in the machine's own zone, and a rule must give the same answer on every machine.
 * Nothing here throws on bad input: a parser answers null for what is not a valid date.
 */

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** An ISO instant as sources and PostgreSQL write it: `T` or a space, an optional zone. */
const ISO_INSTANT =
  /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/** Short weekday and month names, as every date the product words uses them. */
export const WEEKDAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
export const MONTH_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's days_from_civil). */
function dayNumberOf(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** The date of a day number (H. Hinnant's civil_from_days). */
function dateOfDayNumber(dayNumber: number): { year: number; month: number; day: number } {
  const z = dayNumber + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthIndex = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthIndex + 2) / 5) + 1;
  const month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

/** The ISO day of a calendar date, or null when the date does not exist (30 February). */
export function isoDay(year: number, month: number, day: number): string | null {
  if (!Number.isInteger(year) || year < 0 || year > 9999) return null;
  if (!Number.isInteger(month) || month < 1 || month > 12) return null;
  if (!Number.isInteger(day) || day < 1 || day > daysInMonth(year, month)) return null;
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** The day itself when `value` is a valid ISO day (`YYYY-MM-DD`), otherwise null. */
export function parseIsoDay(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const match = ISO_DAY.exec(value);
  if (!match) return null;
  return isoDay(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** Year, month (1–12) and day of a valid ISO day. */
export function partsOf(day: string): { year: number; month: number; day: number } {
  return {
    year: Number(day.slice(0, 4)),
    month: Number(day.slice(5, 7)),
    day: Number(day.slice(8, 10)),
  };
}

function dayNumberOfDay(day: string): number {
  const parts = partsOf(day);
  return dayNumberOf(parts.year, parts.month, parts.day);
}

function dayOfDayNumber(dayNumber: number): string {
  const { year, month, day } = dateOfDayNumber(dayNumber);
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** The valid ISO day `days` after `day` (before it when negative). */
export function addDays(day: string, days: number): string {
  return dayOfDayNumber(dayNumberOfDay(day) + Math.trunc(days));
}

/** Whole days from `from` to `to` (negative when `to` is earlier), both valid ISO days. */
export function daysBetween(from: string, to: string): number {
  return dayNumberOfDay(to) - dayNumberOfDay(from);
}

/** The weekday of a valid ISO day: 0 Sunday … 6 Saturday (1970-01-01 was a Thursday). */
export function weekday(day: string): number {
  return (((dayNumberOfDay(day) + 4) % 7) + 7) % 7;
}

/** Monday to Friday. */
export function isWorkingDay(day: string): boolean {
  const dayOfWeek = weekday(day);
  return dayOfWeek >= 1 && dayOfWeek <= 5;
}

/** The `count` days from `first` on, `first` included (none when `count` is not positive). */
export function daysFrom(first: string, count: number): string[] {
  const days: string[] = [];
  for (let offset = 0; offset < Math.floor(count); offset += 1) days.push(addDays(first, offset));
  return days;
}

/**
 * The moment of an ISO instant in epoch milliseconds, or null when it is not one. A bare day is
 * its UTC midnight, and a time without a zone is read as UTC (never as the machine's zone).
 */
export function parseInstant(value: string | null | undefined): number | null {
  if (typeof value !== 'string') return null;
  const match = ISO_INSTANT.exec(value.trim());
  if (!match) return null;
  const [, dayText, hourText, minuteText, secondText, fractionText, zoneText] = match;
  const day = parseIsoDay(dayText);
  if (day === null) return null;
  const hours = Number(hourText ?? 0);
  const minutes = Number(minuteText ?? 0);
  const seconds = Number(secondText ?? 0);
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  const milliseconds = fractionText ? Math.floor(Number(`0${fractionText}`) * 1000) : 0;
  let offsetMinutes = 0;
  if (zoneText && zoneText.toUpperCase() !== 'Z') {
    const sign = zoneText.startsWith('-') ? -1 : 1;
    const digits = zoneText.slice(1).replace(':', '');
    const zoneHours = Number(digits.slice(0, 2));
    const zoneMinutes = digits.length > 2 ? Number(digits.slice(2, 4)) : 0;
    if (zoneHours > 23 || zoneMinutes > 59) return null;
    offsetMinutes = sign * (zoneHours * 60 + zoneMinutes);
  }
  return (
    dayNumberOfDay(day) * DAY_MS +
    hours * HOUR_MS +
    minutes * 60_000 +
    seconds * 1000 +
    milliseconds -
    offsetMinutes * 60_000
  );
}

/** The UTC day of an ISO instant (or of a bare ISO day), or null when it is not one. */
export function utcDayOf(value: string | null | undefined): string | null {
  const moment = parseInstant(value);
  return moment === null ? null : dayOfDayNumber(Math.floor(moment / DAY_MS));
}

/** Hours from one ISO instant to another (fractional), or null when either is not one. */
export function hoursBetween(
  from: string | null | undefined,
  to: string | null | undefined,
): number | null {
  const start = parseInstant(from);
  const end = parseInstant(to);
  return start === null || end === null ? null : (end - start) / HOUR_MS;
}

/**
 * A day as people read it: 'Tue 8 Dec', with the year when it is not the year of `today`
 * ('Mon 4 Jan 2027').
 */
export function formatDay(day: string, today: string): string {
  const { year, month, day: dayOfMonth } = partsOf(day);
  const text = `${WEEKDAY_NAMES[weekday(day)]} ${dayOfMonth} ${MONTH_NAMES[month - 1]}`;
  return year === partsOf(today).year ? text : `${text} ${year}`;
}
