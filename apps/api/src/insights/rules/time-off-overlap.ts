import type { CompanyTimeOff, EvidenceRecord, Finding, Rule } from '../model.js';
import { addDays, daysBetween, daysFrom, formatDay, isWorkingDay, parseIsoDay } from './dates.js';
import { bySubject, personRecord, sourceIdsOf } from './evidence.js';
import { compareStrings, type OrgChart, orgChartOf } from './org-chart.js';
import { thresholdsFor } from './thresholds.js';
import { countOf, displayName, listOf, percentText, possessive } from './wording.js';

const DEFAULTS = { shareOut: 0.3, minPeopleOut: 3, horizonDays: 14 } as const;

/** From this share of the team out on one day, the finding is high priority. */
const HIGH_PRIORITY_SHARE = 0.5;

/** Who of one manager's direct reports is out on one day, with the time off that says so. */
type AbsencesByPerson = Map<string, CompanyTimeOff[]>;

/**
 * Too many of one manager's direct reports out on the same working day (Mon–Fri) within the
 * next `horizonDays` days, today included: a day counts when `shareOut` or more of the direct
 * reports (out / direct reports ≥ shareOut) and at least `minPeopleOut` people are out. A time
 * off covers each day from its start to its end date, both included; a person with two
 * overlapping time offs is out once. Time off of nobody in particular (no person), of someone
 * not in the org chart, or with an invalid or reversed range is skipped.
 */
export const timeOffOverlap: Rule = {
  name: 'time-off-overlap',
  version: 1,
  summary:
    "Flags a working day in the next two weeks when a large share of a manager's direct reports are out at once.",
  reads: ['hris'],
  defaults: DEFAULTS,
  evaluate(data, context) {
    const today = parseIsoDay(context.today);
    if (today === null) return [];
    const thresholds = thresholdsFor(DEFAULTS, context);
    const lastDay = addDays(today, Math.floor(thresholds.horizonDays) - 1);
    if (lastDay < today) return [];
    const chart = orgChartOf(data.people);

    const outByManager = absencesByManager(data.timeOff, chart, today, lastDay);
    const sources = sourceIdsOf(data, 'hris');
    const findings: Finding[] = [];
    for (const [managerId, byDay] of outByManager) {
      const manager = chart.byId.get(managerId);
      const reportCount = chart.directReports.get(managerId)?.length ?? 0;
      // A manager who is not in the org chart cannot be named, nor their team told.
      if (!manager || reportCount === 0) continue;
      const crossing = [...byDay.entries()]
        .filter(
          ([, out]) =>
            out.size / reportCount >= thresholds.shareOut && out.size >= thresholds.minPeopleOut,
        )
        .sort(([a], [b]) => compareStrings(a, b));
      const [worst] = [...crossing].sort(
        ([dayA, a], [dayB, b]) => b.size - a.size || compareStrings(dayA, dayB),
      );
      if (!worst) continue;
      const [worstDay, out] = worst;
      const share = out.size / reportCount;
      const managerName = displayName(manager.name, manager.sourceId);
      const outIds = [...out.keys()].sort(compareStrings);
      const outNames = outIds.map((id) => {
        const person = chart.byId.get(id);
        return displayName(person?.name, id);
      });
      const timeOffRecords: EvidenceRecord[] = outIds.flatMap((id) =>
        (out.get(id) ?? []).map((timeOff) => ({
          kind: 'time-off' as const,
          id: timeOff.sourceId,
          label: `${displayName(timeOff.personName, id)}: ${timeOff.startDate} to ${timeOff.endDate}`,
          personSourceId: id,
        })),
      );
      const dayList = crossing
        .map(([day, dayOut]) => `${formatDay(day, today)} (${dayOut.size} of ${reportCount})`)
        .join(', ');
      findings.push({
        subject: `manager:${managerId}`,
        title: `${out.size} of ${possessive(managerName)} ${countOf(reportCount, 'direct report')} ${out.size === 1 ? 'is' : 'are'} out on ${formatDay(worstDay, today)}`,
        description:
          `${listOf(outNames)} ${out.size === 1 ? 'is' : 'are'} out on ${formatDay(worstDay, today)} (${percentText(share)} of the team). ` +
          `Working days in the next ${countOf(thresholds.horizonDays, 'day')} with at least ${percentText(thresholds.shareOut)} ` +
          `of the team and at least ${countOf(thresholds.minPeopleOut, 'person', 'people')} out: ${dayList}.`,
        priority: share >= HIGH_PRIORITY_SHARE ? 'high' : 'medium',
        type: 'team',
        actionText: `Plan cover for ${formatDay(worstDay, today)}`,
        impact: `${countOf(out.size, 'person', 'people')} of ${reportCount} unavailable on ${formatDay(worstDay, today)}`,
        dueDate: worstDay,
        person: managerName,
        material: `${worstDay}:${outIds.join(',')}`,
        records: [...timeOffRecords, personRecord(manager)],
        comparisons: [
          {
            name: 'Share of direct reports out',
            value: share,
            threshold: thresholds.shareOut,
            op: '>=',
          },
          {
            name: 'People out',
            value: out.size,
            threshold: thresholds.minPeopleOut,
            op: '>=',
            unit: 'people',
          },
        ],
        sources,
        audience: { kind: 'team-of', sourceId: managerId },
      });
    }
    return bySubject(findings);
  },
};

/**
 * Manager → working day → direct report out → their time off covering that day, for the days
 * from `firstDay` through `lastDay`. Only days inside that horizon are filled in, so this is
 * linear in the time off (at most horizonDays entries each).
 */
function absencesByManager(
  timeOffs: readonly CompanyTimeOff[],
  chart: OrgChart,
  firstDay: string,
  lastDay: string,
): Map<string, Map<string, AbsencesByPerson>> {
  const outByManager = new Map<string, Map<string, AbsencesByPerson>>();
  for (const timeOff of timeOffs) {
    const personId = timeOff.personSourceId;
    if (personId === null) continue;
    const person = chart.byId.get(personId);
    const managerId = person?.supervisorSourceId;
    if (!person || !managerId || managerId === person.sourceId) continue;
    const start = parseIsoDay(timeOff.startDate);
    const end = parseIsoDay(timeOff.endDate);
    if (start === null || end === null || end < start) continue;
    const first = start > firstDay ? start : firstDay;
    const last = end < lastDay ? end : lastDay;
    if (last < first) continue;
    let byDay = outByManager.get(managerId);
    if (!byDay) {
      byDay = new Map();
      outByManager.set(managerId, byDay);
    }
    for (const day of daysFrom(first, daysBetween(first, last) + 1)) {
      if (!isWorkingDay(day)) continue;
      let byPerson = byDay.get(day);
      if (!byPerson) {
        byPerson = new Map();
        byDay.set(day, byPerson);
      }
      const entries = byPerson.get(personId);
      if (entries) entries.push(timeOff);
      else byPerson.set(personId, [timeOff]);
    }
  }
  return outByManager;
}
