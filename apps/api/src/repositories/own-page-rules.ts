import type { OwnTenure } from '@q/schemas/personal';
import { daysBetween, daysInMonth, parseIsoDay, partsOf } from '../insights/rules/dates.js';
import { anniversaryIn } from '../insights/rules/work-anniversary.js';

/**
 * The figures of a person's own page (eyeQ) that are worked out from their synced record, pure
 * and in UTC days ('YYYY-MM-DD'; today is passed in).
 */

/**
 * How long someone hired on `hireDate` has been at the company on `today`: whole years and the
 * whole months beyond them (a month is complete on the same day of a later month, or on the
 * month's last day when it has no such day), and their next work anniversary — today when it
 * is today; a 29 February hire's falls on 28 February in other years, as the work-anniversary
 * insight counts it. Null for a hire date that is not a valid day or lies after today.
 */
export function tenureOn(hireDate: string | null, today: string): OwnTenure | null {
  const hired = parseIsoDay(hireDate);
  const day = parseIsoDay(today);
  if (hired === null || day === null || hired > day) return null;
  const from = partsOf(hired);
  const to = partsOf(day);
  let months = (to.year - from.year) * 12 + (to.month - from.month);
  // The month in progress counts once the hire day comes round in it (its last day at most).
  if (to.day < Math.min(from.day, daysInMonth(to.year, to.month))) months -= 1;
  let year = to.year;
  let anniversary = anniversaryIn(hired, year);
  if (anniversary === null || anniversary < day || year === from.year) {
    year += 1;
    anniversary = anniversaryIn(hired, year);
  }
  if (anniversary === null) return null;
  return {
    hireDate: hired,
    years: Math.floor(months / 12),
    months: months % 12,
    nextAnniversary: anniversary,
    nextAnniversaryYears: year - from.year,
    daysToAnniversary: daysBetween(day, anniversary),
  };
}
