import type {
  CompanyPerson,
  EvidenceRecord,
  Finding,
  PeopleChange,
  Rule,
  SourceState,
} from '../model.js';
import { parseInstant } from './dates.js';
import { bySubject, personRecord, sourceIdsOf } from './evidence.js';
import { orgChartOf } from './org-chart.js';
import { displayName, possessive } from './wording.js';

/**
 * People moved to another manager by the latest HRIS sync, one finding per person, read by the
 * two managers. The latest sync is the run that last succeeded of the HRIS source that succeeded
 * last; its moves are its 'manager-changed' changes (by run id), a person moved twice in it
 * counting at their latest change. A change from a manager to the same manager, or from none to
 * none, is no move. The next sync that moves nobody takes them away.
 */
export const reportingChange: Rule = {
  name: 'reporting-change',
  version: 1,
  summary: 'Tells both managers when someone moved from one team to another in the latest sync.',
  reads: ['hris'],
  defaults: {},
  evaluate(data) {
    const runId = latestHrisRun(data.sources);
    if (runId === null) return [];
    const latestByPerson = new Map<string, { change: PeopleChange; at: number }>();
    for (const change of data.changes) {
      if (change.kind !== 'manager-changed' || change.runId !== runId) continue;
      const at = parseInstant(change.at);
      if (at === null) continue;
      const earlier = latestByPerson.get(change.personSourceId);
      if (!earlier || earlier.at <= at) latestByPerson.set(change.personSourceId, { change, at });
    }

    const chart = orgChartOf(data.people);
    const sources = sourceIdsOf(data, 'hris');
    const findings: Finding[] = [];
    for (const { change } of latestByPerson.values()) {
      const fromId = change.fromSupervisorSourceId || null;
      const toId = change.toSupervisorSourceId || null;
      if (fromId === toId) continue;
      const personName = displayName(change.personName, change.personSourceId);
      const from = fromId === null ? null : (chart.byId.get(fromId) ?? null);
      const to = toId === null ? null : (chart.byId.get(toId) ?? null);
      const changeRecord: EvidenceRecord = {
        kind: 'change',
        id: `${change.runId}:${change.personSourceId}`,
        label: `${personName} changed manager`,
        personSourceId: change.personSourceId,
      };
      const managerRecords = [from, to]
        .filter((m): m is CompanyPerson => m !== null)
        .map(personRecord);
      findings.push({
        subject: `move:${change.personSourceId}`,
        title: moveText(personName, fromId, from, toId, to),
        description: `${moveText(personName, fromId, from, toId, to)}, as of the latest HR system sync.`,
        priority: 'low',
        type: 'team',
        actionText: null,
        impact: null,
        dueDate: null,
        person: personName,
        material: `${fromId ?? 'none'}->${toId ?? 'none'}`,
        records: [changeRecord, ...managerRecords],
        comparisons: [],
        sources,
        audience: {
          kind: 'people',
          sourceIds: [fromId, toId].filter((id): id is string => id !== null),
        },
      });
    }
    return bySubject(findings);
  },
};

/** The run id of the HRIS source that succeeded last, or null. */
function latestHrisRun(sources: readonly SourceState[]): string | null {
  let latest: { at: number; runId: string } | null = null;
  for (const source of sources) {
    if (source.kind !== 'hris' || source.lastSuccessRunId === null) continue;
    const at = parseInstant(source.lastSuccessAt);
    if (at !== null && (latest === null || at > latest.at)) {
      latest = { at, runId: source.lastSuccessRunId };
    }
  }
  return latest?.runId ?? null;
}

/** A manager by name; one not in the org chart (they may have left) by their source id. */
function managerText(id: string, manager: CompanyPerson | null): string {
  return manager ? displayName(manager.name, manager.sourceId) : `manager ${id}`;
}

/**
 * Worded for both managers alike (both read it): "Ana Ruiz moved from Tom Li's team to Sarah
 * Chen's".
 */
function moveText(
  personName: string,
  fromId: string | null,
  from: CompanyPerson | null,
  toId: string | null,
  to: CompanyPerson | null,
): string {
  if (fromId === null && toId !== null) {
    return `${personName} now reports to ${managerText(toId, to)}, with no manager on record before`;
  }
  if (toId === null && fromId !== null) {
    return `${personName} left ${possessive(managerText(fromId, from))} team and has no manager on record`;
  }
  return `${personName} moved from ${possessive(managerText(fromId ?? '', from))} team to ${possessive(managerText(toId ?? '', to))}`;
}
