import { PROVIDER_LABELS } from '@q/schemas/integration-catalog';
import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import {
  syncedGoals,
  syncedJobs,
  syncedPeople,
  syncedPeopleChanges,
  syncedTimeOff,
  syncRuns,
  systemIntegrations,
} from '../db/schema.js';
import type { Db } from '../db/types.js';
import { findConnector } from '../sync/connectors/index.js';
import type {
  CompanyData,
  CompanyGoal,
  CompanyJob,
  CompanyPerson,
  PeopleChange,
  SourceState,
} from './model.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const FREQUENCY_HOURS = { hourly: 1, daily: 24, weekly: 168 } as const;
/** Time off read around today: what the rules look at (14 days ahead) and what the assistant asks. */
const TIME_OFF_DAYS_BACK = 31;
const TIME_OFF_DAYS_AHEAD = 92;
/** Org-chart changes read back: departures over 90 days, with room to spare. */
const CHANGES_DAYS_BACK = 100;

/** An ISO day (`YYYY-MM-DD`, UTC) of a moment. */
export const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/** A connected source and what it has applied, as the engine reads it. */
export interface LoadedSource extends SourceState {
  kinds: readonly string[];
}

/** The organisation's enabled HRIS and ATS connections with a connector, and their last runs. */
export async function loadSources(db: Db, organisationId: number): Promise<LoadedSource[]> {
  const rows = await db
    .select({
      id: systemIntegrations.id,
      systemType: systemIntegrations.systemType,
      systemName: systemIntegrations.systemName,
      apiEndpoint: systemIntegrations.apiEndpoint,
      syncFrequency: systemIntegrations.syncFrequency,
    })
    .from(systemIntegrations)
    .where(
      and(
        eq(systemIntegrations.organisationId, organisationId),
        eq(systemIntegrations.isEnabled, true),
      ),
    )
    .orderBy(asc(systemIntegrations.id));
  const sources: LoadedSource[] = [];
  for (const row of rows) {
    if (row.systemType !== 'hris' && row.systemType !== 'ats') continue;
    const found = findConnector(row.systemType, row.systemName, row.apiEndpoint);
    if (!found) continue;
    const [last] = await db
      .select({
        status: syncRuns.status,
        finishedAt: syncRuns.finishedAt,
        message: syncRuns.message,
      })
      .from(syncRuns)
      .where(and(eq(syncRuns.integrationId, row.id), sql`${syncRuns.status} <> 'running'`))
      .orderBy(desc(syncRuns.finishedAt))
      .limit(1);
    const [success] = await db
      .select({ id: syncRuns.id, finishedAt: syncRuns.finishedAt })
      .from(syncRuns)
      .where(
        and(eq(syncRuns.integrationId, row.id), sql`${syncRuns.status} in ('success', 'partial')`),
      )
      .orderBy(desc(syncRuns.finishedAt))
      .limit(1);
    const lastRunStatus =
      last?.status === 'success' || last?.status === 'partial' || last?.status === 'error'
        ? last.status
        : null;
    sources.push({
      integrationId: row.id,
      kind: row.systemType,
      provider: PROVIDER_LABELS[row.systemName] ?? row.systemName,
      frequencyHours: FREQUENCY_HOURS[row.syncFrequency],
      lastSuccessAt: success?.finishedAt?.toISOString() ?? null,
      lastSuccessRunId: success?.id ?? null,
      lastRunStatus,
      lastRunAt: last?.finishedAt?.toISOString() ?? null,
      lastError: lastRunStatus === 'error' ? (last?.message ?? null) : null,
      kinds: found.connector.kinds,
    });
  }
  return sources;
}

/** The source of `kind` that has applied records of `records`, if any. */
function applied(sources: readonly LoadedSource[], kind: 'hris' | 'ats', records: string) {
  return sources.find(
    (source) =>
      source.kind === kind && source.lastSuccessAt !== null && source.kinds.includes(records),
  );
}

/**
 * Everything the rules read of an organisation's synced company: people, time off around today,
 * jobs with their applications counted in the database (tens of thousands of rows become one
 * per job), goals, the org-chart changes of the last 100 days, and the sources' freshness.
 * Sources that never applied anything contribute nothing.
 */
export async function loadCompanyData(
  db: Db,
  organisationId: number,
  now: Date,
): Promise<CompanyData> {
  const sources = await loadSources(db, organisationId);
  const hris = applied(sources, 'hris', 'people');
  const ats = applied(sources, 'ats', 'jobs');
  const goalsSource = applied(sources, 'hris', 'goals');
  const [people, timeOff, jobs, goals, changes] = await Promise.all([
    hris ? loadPeople(db, hris.integrationId) : [],
    hris?.kinds.includes('timeOff') ? loadTimeOff(db, hris.integrationId, now) : [],
    ats ? loadJobs(db, ats.integrationId) : [],
    goalsSource ? loadGoals(db, goalsSource.integrationId) : [],
    hris ? loadChanges(db, hris.integrationId, now) : [],
  ]);
  return {
    people,
    timeOff,
    jobs,
    goals,
    changes,
    sources: sources.map(({ kinds: _kinds, ...source }) => source),
  };
}

async function loadPeople(db: Db, integrationId: number): Promise<CompanyPerson[]> {
  return db
    .select({
      sourceId: syncedPeople.sourceId,
      name: syncedPeople.name,
      jobTitle: syncedPeople.jobTitle,
      department: syncedPeople.department,
      supervisorSourceId: syncedPeople.supervisorSourceId,
      hireDate: syncedPeople.hireDate,
      workEmail: syncedPeople.workEmail,
    })
    .from(syncedPeople)
    .where(eq(syncedPeople.integrationId, integrationId))
    .orderBy(asc(syncedPeople.sourceId));
}

async function loadTimeOff(db: Db, integrationId: number, now: Date) {
  return db
    .select({
      sourceId: syncedTimeOff.sourceId,
      personSourceId: syncedTimeOff.personSourceId,
      personName: syncedTimeOff.personName,
      startDate: syncedTimeOff.startDate,
      endDate: syncedTimeOff.endDate,
      kind: syncedTimeOff.kind,
    })
    .from(syncedTimeOff)
    .where(
      and(
        eq(syncedTimeOff.integrationId, integrationId),
        gte(syncedTimeOff.endDate, isoDay(new Date(now.getTime() - TIME_OFF_DAYS_BACK * DAY_MS))),
        lte(
          syncedTimeOff.startDate,
          isoDay(new Date(now.getTime() + TIME_OFF_DAYS_AHEAD * DAY_MS)),
        ),
      ),
    )
    .orderBy(asc(syncedTimeOff.sourceId));
}

async function loadJobs(db: Db, integrationId: number): Promise<CompanyJob[]> {
  const result = await db.execute(sql`
    select j.source_id, j.title, j.department, lower(j.status) as status,
      j.opened_at, j.closed_at, coalesce(a.applications, 0)::int as applications,
      a.last_applied_at
    from ${syncedJobs} j
    left join (
      select job_source_id, count(*) as applications, max(applied_at) as last_applied_at
      from synced_applications where integration_id = ${integrationId}
      group by job_source_id
    ) a on a.job_source_id = j.source_id
    where j.integration_id = ${integrationId}
    order by j.source_id`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  const instant = (value: unknown) =>
    value === null || value === undefined ? null : new Date(value as string | Date).toISOString();
  return rows.map((row) => ({
    sourceId: String(row.source_id),
    title: String(row.title),
    department: row.department === null ? null : String(row.department),
    status: String(row.status),
    openedAt: instant(row.opened_at),
    closedAt: instant(row.closed_at),
    applications: Number(row.applications),
    lastAppliedAt: instant(row.last_applied_at),
  }));
}

async function loadGoals(db: Db, integrationId: number): Promise<CompanyGoal[]> {
  return db
    .select({
      sourceId: syncedGoals.sourceId,
      personSourceId: syncedGoals.personSourceId,
      ownerName: syncedGoals.ownerName,
      title: syncedGoals.title,
      status: syncedGoals.status,
      progress: syncedGoals.progress,
      startDate: syncedGoals.startDate,
      dueDate: syncedGoals.dueDate,
    })
    .from(syncedGoals)
    .where(eq(syncedGoals.integrationId, integrationId))
    .orderBy(asc(syncedGoals.sourceId));
}

async function loadChanges(db: Db, integrationId: number, now: Date): Promise<PeopleChange[]> {
  const rows = await db
    .select()
    .from(syncedPeopleChanges)
    .where(
      and(
        eq(syncedPeopleChanges.integrationId, integrationId),
        gte(syncedPeopleChanges.at, new Date(now.getTime() - CHANGES_DAYS_BACK * DAY_MS)),
      ),
    )
    .orderBy(asc(syncedPeopleChanges.id));
  return rows.map((row) => ({
    kind: row.kind,
    personSourceId: row.personSourceId,
    personName: row.personName,
    department: row.department,
    fromSupervisorSourceId: row.fromSupervisorSourceId,
    toSupervisorSourceId: row.toSupervisorSourceId,
    at: row.at.toISOString(),
    runId: row.runId,
  }));
}
