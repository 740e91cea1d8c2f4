import type { Finding, Rule } from '../model.js';
import { addDays, daysBetween, formatDay, parseIsoDay } from './dates.js';
import { bySubject, personRecord, sourceIdsOf } from './evidence.js';
import { managerOf, orgChartOf } from './org-chart.js';
import { thresholdsFor } from './thresholds.js';
import { displayName } from './wording.js';

const DEFAULTS = { horizonDays: 7 } as const;

/** The days after the hire date on which a new hire's manager checks in with them. */
export const CHECK_IN_DAYS = [30, 60, 90] as const;

/**
 * A new hire reaching 30, 60 or 90 days since their hire date (hire date + N days) within the
 * next `horizonDays` days, today included. The finding goes to the new hire's manager (and
 * their chain), not to the new hire; someone without a manager on record is left to whoever
 * may see their own record. People without a valid hire date are skipped.
 */
export const newHireCheckIn: Rule = {
  name: 'new-hire-check-in',
  version: 1,
  summary: 'Reminds the manager of a new hire who reaches 30, 60 or 90 days in the coming week.',
  reads: ['hris'],
  defaults: DEFAULTS,
  evaluate(data, context) {
    const today = parseIsoDay(context.today);
    if (today === null) return [];
    const thresholds = thresholdsFor(DEFAULTS, context);
    const lastDay = addDays(today, Math.floor(thresholds.horizonDays) - 1);
    if (lastDay < today) return [];
    const chart = orgChartOf(data.people);
    const sources = sourceIdsOf(data, 'hris');
    const findings: Finding[] = [];
    for (const person of chart.byId.values()) {
      const hireDate = parseIsoDay(person.hireDate);
      if (hireDate === null) continue;
      for (const checkInDay of CHECK_IN_DAYS) {
        const day = addDays(hireDate, checkInDay);
        if (day < today || day > lastDay) continue;
        const name = displayName(person.name, person.sourceId);
        const manager = managerOf(chart, person);
        const daysAway = daysBetween(today, day);
        findings.push({
          subject: `person:${person.sourceId}:day${checkInDay}`,
          title: `${name} reaches ${checkInDay} days ${daysAway === 0 ? 'today' : `on ${formatDay(day, today)}`}`,
          description: `${name} joined on ${formatDay(hireDate, today)}${
            manager ? ` and reports to ${displayName(manager.name, manager.sourceId)}` : ''
          }; ${formatDay(day, today)} is their day ${checkInDay}.`,
          priority: 'medium',
          type: 'people',
          actionText: `Schedule a ${checkInDay}-day check-in with ${name}`,
          impact: null,
          dueDate: day,
          person: name,
          material: `day${checkInDay}`,
          records: manager ? [personRecord(person), personRecord(manager)] : [personRecord(person)],
          comparisons: [
            {
              name: 'Days since hire on that day',
              value: daysBetween(hireDate, day),
              threshold: checkInDay,
              op: '=',
              unit: 'days',
            },
            {
              name: 'Days until then',
              value: daysAway,
              threshold: thresholds.horizonDays,
              op: '<',
              unit: 'days',
            },
          ],
          sources,
          audience: manager ? { kind: 'team-of', sourceId: manager.sourceId } : { kind: 'records' },
        });
      }
    }
    return bySubject(findings);
  },
};
