import type { Finding, Rule } from '../model.js';
import {
  addDays,
  daysBetween,
  formatDay,
  isLeapYear,
  isoDay,
  parseIsoDay,
  partsOf,
} from './dates.js';
import { bySubject, personRecord, sourceIdsOf } from './evidence.js';
import { orgChartOf } from './org-chart.js';
import { thresholdsFor } from './thresholds.js';
import { countOf, displayName, possessive } from './wording.js';

const DEFAULTS = { horizonDays: 14 } as const;

/** The years worth marking: the first, the third, the fifth and every fifth after it. */
export function isMilestoneYear(years: number): boolean {
  return years === 1 || years === 3 || (years >= 5 && years % 5 === 0);
}

/**
 * The day a hire date comes round in `year`: the same month and day, except that a 29 February
 * hire celebrates on 28 February in a year without one (still in February, the month they
 * joined).
 */
export function anniversaryIn(hireDate: string, year: number): string | null {
  const { month, day } = partsOf(hireDate);
  const isLeapDayInCommonYear = month === 2 && day === 29 && !isLeapYear(year);
  return isoDay(year, month, isLeapDayInCommonYear ? 28 : day);
}

/**
 * Work anniversaries of milestone years (1, 3, 5, 10, 15, …) falling within the next
 * `horizonDays` days, today included. People without a valid hire date are skipped.
 */
export const workAnniversary: Rule = {
  name: 'work-anniversary',
  version: 1,
  summary: 'Marks work anniversaries of 1, 3, 5 and every 5 years coming up in the next two weeks.',
  reads: ['hris'],
  defaults: DEFAULTS,
  evaluate(data, context) {
    const today = parseIsoDay(context.today);
    if (today === null) return [];
    const thresholds = thresholdsFor(DEFAULTS, context);
    const lastDay = addDays(today, Math.floor(thresholds.horizonDays) - 1);
    if (lastDay < today) return [];
    const firstYear = partsOf(today).year;
    const lastYear = partsOf(lastDay).year;
    const sources = sourceIdsOf(data, 'hris');
    const findings: Finding[] = [];
    for (const person of orgChartOf(data.people).byId.values()) {
      const hireDate = parseIsoDay(person.hireDate);
      if (hireDate === null) continue;
      const hireYear = partsOf(hireDate).year;
      for (let year = firstYear; year <= lastYear; year += 1) {
        const years = year - hireYear;
        const anniversary = anniversaryIn(hireDate, year);
        if (!isMilestoneYear(years) || anniversary === null) continue;
        if (anniversary < today || anniversary > lastDay) continue;
        const name = displayName(person.name, person.sourceId);
        const daysAway = daysBetween(today, anniversary);
        const when = daysAway === 0 ? 'today' : `on ${formatDay(anniversary, today)}`;
        findings.push({
          subject: `person:${person.sourceId}:${years}`,
          title: `${possessive(name)} ${years}-year work anniversary is ${when}`,
          description: `${name} joined on ${formatDay(hireDate, today)}; ${formatDay(anniversary, today)} marks ${countOf(years, 'year')} at the company.`,
          priority: 'low',
          type: 'people',
          actionText: `Recognise ${possessive(name)} ${countOf(years, 'year')}`,
          impact: null,
          dueDate: anniversary,
          person: name,
          material: String(years),
          records: [personRecord(person)],
          comparisons: [
            {
              name: 'Days until the anniversary',
              value: daysAway,
              threshold: thresholds.horizonDays,
              op: '<',
              unit: 'days',
            },
          ],
          sources,
          audience: { kind: 'records' },
        });
      }
    }
    return bySubject(findings);
  },
};
