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
 * How long before its source's `lastSuccessAt` a change may have been applied and still count
 * as part of that sync: a run applies its changes, then records its success.
 */
export const SAME_SYNC_TOLERANCE_MS = 60_000;

/**
 * People moved to another manager by the latest HRIS sync, one finding per person, read by the
 * two managers. Which moves count, exactly:
 * 1. the latest sync = the latest valid `lastSuccessAt` among the HRIS sources (none → nothing);
 * 2. the run = the `runId` of the 'manager-changed' change with the latest valid `at`;
 * 3. that run counts only if its latest change was applied at or after the latest sync's
 *    `lastSuccessAt` minus one minute ({@link SAME_SYNC_TOLERANCE_MS}); otherwise a later sync
 *    has moved no one, and the moves are old news;
 * 4. the moves are that run's 'manager-changed' changes (by `runId`), a person moved twice in
 *    it counting at their latest change. A change from a manager to the same manager, or from
 *    none to none, is no move.
 */
export const reportingChange: Rule = {
  name: 'reporting-change',
  version: 1,
  summary: 'Tells both managers when someone moved from one team to another in the latest sync.',
  reads: ['hris'],
  defaults: {},
  evaluate(data) {
    const latestSync = latestHrisSuccess(data.sources);
    if (latestSync === null) return [];
    const moves = data.changes
      .filter((change) => change.kind === 'manager-changed')
      .map((change) => ({ change, at: parseInstant(change.at) }))
      .filter((move): move is { change: PeopleChange; at: number } => move.at !== null);
    let latest: { change: PeopleChange; at: number } | undefined;
    for (const move of moves) if (!latest || move.at > latest.at) latest = move;
    if (!latest || latest.at < latestSync - SAME_SYNC_TOLERANCE_MS) return [];
    const runId = latest.change.runId;

    const latestByPerson = new Map<string, { change: PeopleChange; at: number }>();
    for (const move of moves) {
      if (move.change.runId !== runId) continue;
      const earlier = latestByPerson.get(move.change.personSourceId);
      if (!earlier || earlier.at <= move.at) latestByPerson.set(move.change.personSourceId, move);
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
        type: 'trend',
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

function latestHrisSuccess(sources: readonly SourceState[]): number | null {
  let latest: number | null = null;
  for (const source of sources) {
    if (source.kind !== 'hris') continue;
    const at = parseInstant(source.lastSuccessAt);
    if (at !== null && (latest === null || at > latest)) latest = at;
  }
  return latest;
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
