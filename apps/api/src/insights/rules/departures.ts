import type { CompanyPerson, EvidenceRecord, Finding, PeopleChange, Rule } from '../model.js';
import { daysBetween, formatDay, parseIsoDay, utcDayOf } from './dates.js';
import { bySubject, personRecord, sourceIdsOf } from './evidence.js';
import { compareStrings, orgChartOf } from './org-chart.js';
import { thresholdsFor } from './thresholds.js';
import { countOf, displayName, listOf, possessive } from './wording.js';

const DEFAULTS = { minLeavers: 2, windowDays: 90, minTeamSize: 5 } as const;

interface Leaver {
  change: PeopleChange;
  day: string;
}

/**
 * Several people leaving one manager's team recently: at least `minLeavers` distinct people
 * whose 'left' change names the manager as their supervisor before, applied (by the UTC day of
 * its `at`) between `windowDays` days ago and today, both included; only for a team of at least
 * `minTeamSize` (its current direct reports plus those leavers). A change dated after today, or
 * with an invalid date, is skipped; so is a manager no longer in the org chart (nobody to name
 * or to tell). A person leaving twice counts once, at their latest departure.
 */
export const departures: Rule = {
  name: 'departures',
  version: 1,
  summary: "Flags a manager's team that several people have left in the last three months.",
  reads: ['hris'],
  defaults: DEFAULTS,
  evaluate(data, context) {
    const today = parseIsoDay(context.today);
    if (today === null) return [];
    const thresholds = thresholdsFor(DEFAULTS, context);
    const chart = orgChartOf(data.people);

    const leaversByManager = new Map<string, Map<string, Leaver>>();
    for (const change of data.changes) {
      const managerId = change.fromSupervisorSourceId;
      if (change.kind !== 'left' || !managerId || managerId === change.personSourceId) continue;
      const day = utcDayOf(change.at);
      if (day === null) continue;
      const age = daysBetween(day, today);
      if (age < 0 || age > thresholds.windowDays) continue;
      let leavers = leaversByManager.get(managerId);
      if (!leavers) {
        leavers = new Map();
        leaversByManager.set(managerId, leavers);
      }
      const earlier = leavers.get(change.personSourceId);
      if (!earlier || earlier.day < day) leavers.set(change.personSourceId, { change, day });
    }

    const sources = sourceIdsOf(data, 'hris');
    const findings: Finding[] = [];
    for (const [managerId, leaversById] of leaversByManager) {
      const manager = chart.byId.get(managerId);
      if (!manager || leaversById.size < thresholds.minLeavers) continue;
      const reports: readonly CompanyPerson[] = chart.directReports.get(managerId) ?? [];
      const reportIds = new Set(reports.map((report) => report.sourceId));
      // Someone listed as a leaver who is a direct report again (a rehire) is counted once.
      const teamSize =
        reportIds.size + [...leaversById.keys()].filter((id) => !reportIds.has(id)).length;
      if (teamSize < thresholds.minTeamSize) continue;
      const leavers = [...leaversById.entries()]
        .sort(([a], [b]) => compareStrings(a, b))
        .map(([, leaver]) => leaver);
      const managerName = displayName(manager.name, manager.sourceId);
      const leaverTexts = leavers.map(
        ({ change, day }) =>
          `${displayName(change.personName, change.personSourceId)} (${formatDay(day, today)})`,
      );
      const changeRecords: EvidenceRecord[] = leavers.map(({ change, day }) => ({
        kind: 'change',
        id: `${change.runId}:${change.personSourceId}`,
        label: `${displayName(change.personName, change.personSourceId)} left on ${day}`,
        // Someone who left is in no one's scope any more: the team's audience decides.
        personSourceId: null,
      }));
      findings.push({
        subject: `manager:${managerId}`,
        title: `${countOf(leavers.length, 'person', 'people')} left ${possessive(managerName)} team in the last ${countOf(thresholds.windowDays, 'day')}`,
        description:
          `${listOf(leaverTexts)} left ${possessive(managerName)} team, ` +
          `which had ${countOf(teamSize, 'person', 'people')} with them; ${countOf(reports.length, 'direct report')} remain.`,
        priority: 'high',
        type: 'team',
        actionText: `Look into what is driving departures from ${possessive(managerName)} team`,
        impact: null,
        dueDate: null,
        person: managerName,
        material: leavers.map(({ change }) => change.personSourceId).join(','),
        records: [...changeRecords, personRecord(manager)],
        comparisons: [
          {
            name: 'People who left',
            value: leavers.length,
            threshold: thresholds.minLeavers,
            op: '>=',
            unit: 'people',
          },
          {
            name: 'Team size with them',
            value: teamSize,
            threshold: thresholds.minTeamSize,
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
