/**
 * Builders of `CompanyData` for tests: each record from its id and the fields a test cares
 * about, the rest filled with plain defaults. The defaults name people "Person <id>", so a
 * text can be checked against the id it names.
 */
import type {
  CompanyData,
  CompanyGoal,
  CompanyJob,
  CompanyPerson,
  CompanyTimeOff,
  PeopleChange,
  RuleContext,
  SourceState,
} from './model.js';

export function defaultName(sourceId: string): string {
  return `Person ${sourceId}`;
}

export function person(sourceId: string, fields: Partial<CompanyPerson> = {}): CompanyPerson {
  return {
    sourceId,
    name: defaultName(sourceId),
    jobTitle: null,
    department: null,
    supervisorSourceId: null,
    hireDate: null,
    workEmail: null,
    ...fields,
  };
}

/**
 * A manager's direct reports, `<managerId>-r1` … `<managerId>-r<count>` (numbered from 1, the
 * numbers padded so that ids sort in their order).
 */
export function reportsOf(
  managerId: string,
  count: number,
  fields: Partial<CompanyPerson> = {},
): CompanyPerson[] {
  const width = String(count).length;
  return Array.from({ length: count }, (_, index) =>
    person(`${managerId}-r${String(index + 1).padStart(width, '0')}`, {
      supervisorSourceId: managerId,
      ...fields,
    }),
  );
}

/** A time off of one person, one day unless an end is given. */
export function timeOff(
  personSourceId: string,
  startDate: string,
  endDate: string = startDate,
  fields: Partial<CompanyTimeOff> = {},
): CompanyTimeOff {
  return {
    sourceId: `to-${personSourceId}-${startDate}`,
    personSourceId,
    personName: defaultName(personSourceId),
    startDate,
    endDate,
    kind: 'vacation',
    ...fields,
  };
}

/** An open job without applications unless told otherwise. */
export function job(sourceId: string, fields: Partial<CompanyJob> = {}): CompanyJob {
  return {
    sourceId,
    title: `Job ${sourceId}`,
    department: null,
    status: 'open',
    openedAt: null,
    closedAt: null,
    applications: 0,
    lastAppliedAt: null,
    ...fields,
  };
}

export function goal(sourceId: string, fields: Partial<CompanyGoal> = {}): CompanyGoal {
  return {
    sourceId,
    personSourceId: null,
    ownerName: `Owner of ${sourceId}`,
    title: `Goal ${sourceId}`,
    status: 'on_track',
    progress: 0,
    startDate: null,
    dueDate: null,
    ...fields,
  };
}

/** Someone leaving `fromSupervisorSourceId`'s team, applied at `at`. */
export function leaver(
  personSourceId: string,
  fromSupervisorSourceId: string | null,
  at: string,
  fields: Partial<PeopleChange> = {},
): PeopleChange {
  return {
    kind: 'left',
    personSourceId,
    personName: defaultName(personSourceId),
    department: null,
    fromSupervisorSourceId,
    toSupervisorSourceId: null,
    at,
    runId: 'run-1',
    ...fields,
  };
}

/** Someone moved from one manager to another, applied at `at`. */
export function move(
  personSourceId: string,
  fromSupervisorSourceId: string | null,
  toSupervisorSourceId: string | null,
  at: string,
  fields: Partial<PeopleChange> = {},
): PeopleChange {
  return {
    kind: 'manager-changed',
    personSourceId,
    personName: defaultName(personSourceId),
    department: null,
    fromSupervisorSourceId,
    toSupervisorSourceId,
    at,
    runId: 'run-1',
    ...fields,
  };
}

/** A daily source whose last run succeeded at `lastSuccessAt` (null: it never ran). */
function source(
  kind: SourceState['kind'],
  defaults: Pick<SourceState, 'integrationId' | 'provider'>,
  fields: Partial<SourceState>,
): SourceState {
  const lastSuccessAt = fields.lastSuccessAt ?? null;
  return {
    kind,
    ...defaults,
    frequencyHours: 24,
    lastSuccessAt,
    lastSuccessRunId: lastSuccessAt === null ? null : 'run-1',
    lastRunStatus: lastSuccessAt === null ? null : 'success',
    lastRunAt: lastSuccessAt,
    lastError: null,
    ...fields,
  };
}

export function hrisSource(fields: Partial<SourceState> = {}): SourceState {
  return source('hris', { integrationId: 1, provider: 'BambooHR' }, fields);
}

export function atsSource(fields: Partial<SourceState> = {}): SourceState {
  return source('ats', { integrationId: 2, provider: 'Greenhouse' }, fields);
}

function bySourceId<T extends { sourceId: string }>(records: readonly T[] = []): T[] {
  return [...records].sort((a, b) =>
    a.sourceId < b.sourceId ? -1 : a.sourceId > b.sourceId ? 1 : 0,
  );
}

/** A company of the given records, in the order the database gives them (by source id). */
export function companyData(parts: Partial<CompanyData> = {}): CompanyData {
  return {
    people: bySourceId(parts.people),
    timeOff: bySourceId(parts.timeOff),
    jobs: bySourceId(parts.jobs),
    goals: bySourceId(parts.goals),
    changes: [...(parts.changes ?? [])],
    sources: [...(parts.sources ?? [])].sort((a, b) => a.integrationId - b.integrationId),
  };
}

/** The context of a run on `today`, at 09:00 UTC unless `now` is given, default thresholds. */
export function ruleContext(today: string, fields: Partial<RuleContext> = {}): RuleContext {
  return { today, now: `${today}T09:00:00.000Z`, thresholds: {}, ...fields };
}

/**
 * A generated org chart of `count` people, `p00000` … (ids padded to sort in order): `p00000`
 * heads it and person i reports to person ⌊(i − 1) / span⌋, so every manager but the last has
 * exactly `span` direct reports. `fields(index)` adds what a test needs (hire dates…).
 */
export function generatedPeople(
  count: number,
  span: number,
  fields: (index: number) => Partial<CompanyPerson> = () => ({}),
): CompanyPerson[] {
  return Array.from({ length: count }, (_, index) =>
    person(generatedId(index), {
      supervisorSourceId: index === 0 ? null : generatedId(Math.floor((index - 1) / span)),
      ...fields(index),
    }),
  );
}

/** The id `generatedPeople` gives the person at `index`. */
export function generatedId(index: number): string {
  return `p${String(index).padStart(5, '0')}`;
}
