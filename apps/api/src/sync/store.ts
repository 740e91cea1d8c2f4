import { createHash } from 'node:crypto';
import { storableMessage, storableMessageOrNull } from '@q/schemas/common';
import type { SystemType } from '@q/schemas/enums';
import { isSyncAvailable } from '@q/schemas/integration-catalog';
import type {
  SyncCounts,
  SyncedKind,
  SyncedRecords,
  SyncFailure,
  SyncRun,
  SyncTrigger,
} from '@q/schemas/sync';
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  getTableName,
  gt,
  inArray,
  isNull,
  lt,
  or,
  sql,
} from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  integrationOAuthGrants,
  type SyncRunRow,
  syncedApplications,
  syncedCashBalances,
  syncedFinanceLines,
  syncedGoals,
  syncedJobs,
  syncedOkrs,
  syncedPeople,
  syncedTimeOff,
  syncRuns,
  systemIntegrations,
} from '../db/schema.js';
import type { Db } from '../db/types.js';
import { endSessionsOfLeavers } from '../repositories/sessions.js';

/**
 * Sync runs and synced records: starting a run (at most one running per integration, decided by
 * the database), finishing it, and applying what a connector read in one transaction.
 */

export function toSyncRun(row: SyncRunRow): SyncRun {
  return {
    id: row.id,
    integrationId: row.integrationId,
    trigger: row.trigger,
    status: row.status,
    queuedAt: row.queuedAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    durationMs:
      row.startedAt && row.finishedAt ? row.finishedAt.getTime() - row.startedAt.getTime() : null,
    counts: { created: row.created, updated: row.updated, removed: row.removed },
    // Cleaned and bounded again on the way out: a value stored by an earlier version, before
    // the rule held where it is stored, never makes a read fail its own schema.
    missingFields: row.missingFields.map((field) => storableMessage(field, MISSING_FIELD_MAX)),
    message: storableMessageOrNull(row.message),
    reason: row.reason as SyncRun['reason'],
    retries: row.retries,
  };
}

/** How each kind of record is stored: its table and how a record becomes a row. */
interface KindStore {
  table: PgTable & {
    integrationId: PgColumn;
    sourceId: PgColumn;
    contentHash: PgColumn;
  };
  /** The row's own columns (without integration, source id and hash), by property name. */
  row(record: never): Record<string, unknown>;
}

const date = (iso: string | null) => (iso === null ? null : new Date(iso));

const KINDS: Record<SyncedKind, KindStore> = {
  people: {
    table: syncedPeople,
    row: (p: NonNullable<SyncedRecords['people']>[number]) => ({
      name: p.name,
      jobTitle: p.jobTitle,
      department: p.department,
      supervisorSourceId: p.supervisorSourceId,
      hireDate: p.hireDate,
      workEmail: p.workEmail?.toLowerCase() ?? null,
      photoUrl: p.photoUrl,
      sourceUpdatedAt: date(p.sourceUpdatedAt),
    }),
  },
  timeOff: {
    table: syncedTimeOff,
    row: (t: NonNullable<SyncedRecords['timeOff']>[number]) => ({
      personSourceId: t.personSourceId,
      personName: t.personName,
      startDate: t.start,
      endDate: t.end,
      kind: t.kind,
      sourceUpdatedAt: null,
    }),
  },
  jobs: {
    table: syncedJobs,
    row: (j: NonNullable<SyncedRecords['jobs']>[number]) => ({
      title: j.title,
      department: j.department,
      status: j.status,
      openedAt: date(j.openedAt),
      closedAt: date(j.closedAt),
      openings: j.openings,
      sourceUpdatedAt: date(j.sourceUpdatedAt),
    }),
  },
  applications: {
    table: syncedApplications,
    row: (a: NonNullable<SyncedRecords['applications']>[number]) => ({
      jobSourceId: a.jobSourceId,
      appliedAt: new Date(a.appliedAt),
      hiredAt: date(a.hiredAt),
      status: a.status,
      sourceUpdatedAt: date(a.sourceUpdatedAt),
      stage: a.stage ?? null,
      source: a.source ?? null,
      offerStatus: a.offerStatus ?? null,
    }),
  },
  goals: {
    table: syncedGoals,
    row: (g: NonNullable<SyncedRecords['goals']>[number]) => ({
      personSourceId: g.personSourceId,
      ownerName: g.ownerName,
      title: g.title,
      description: g.description,
      status: g.status,
      priority: g.priority,
      progress: g.progress,
      startDate: g.startDate ?? null,
      dueDate: g.dueDate,
      sourceUpdatedAt: date(g.sourceUpdatedAt),
    }),
  },
  okrs: {
    table: syncedOkrs,
    row: (o: NonNullable<SyncedRecords['okrs']>[number]) => ({
      title: o.title,
      type: o.type,
      progress: o.progress,
      sourceUpdatedAt: date(o.sourceUpdatedAt),
    }),
  },
  financeLines: {
    table: syncedFinanceLines,
    row: (l: NonNullable<SyncedRecords['financeLines']>[number]) => ({
      month: l.month,
      scenario: l.scenario,
      kind: l.kind,
      category: l.category,
      department: l.department,
      currency: l.currency,
      amountCents: l.amountCents,
      fiscalYearStart: l.fiscalYearStart ?? null,
      sourceUpdatedAt: null,
    }),
  },
  cashBalances: {
    table: syncedCashBalances,
    row: (c: NonNullable<SyncedRecords['cashBalances']>[number]) => ({
      month: c.month,
      currency: c.currency,
      amountCents: c.amountCents,
      sourceUpdatedAt: null,
    }),
  },
};

/** The property a missing field (`people.hireDate`) names in its kind's rows. */
const ENTITY_TO_ROW: Partial<Record<SyncedKind, Record<string, string>>> = {
  timeOff: { start: 'startDate', end: 'endDate' },
};

/**
 * Records per INSERT (one JSON parameter each); the server answers other requests between them.
 * On the embedded database a statement holds the only thread: 200 keeps each hold short.
 */
const CHUNK = 200;
/** Stored hashes read per query, along the primary key. */
const STORED_PAGE = 2_000;

/**
 * Forgets what an integration's old source gave: every synced record and every finished run (its
 * history told of the old source). A run still going keeps its row and ends as interrupted, since
 * `applyRun` finds the connection changed. Called inside the transaction that replaces the
 * source (another provider or endpoint), so no read sees the new source with the old records.
 */
export async function forgetSyncedData(
  tx: Pick<Db, 'delete'>,
  integrationId: number,
): Promise<void> {
  for (const { table } of Object.values(KINDS)) {
    await tx.delete(table).where(eq(table.integrationId, integrationId));
  }
  // A consent was given for the old source: the new one is connected again.
  await tx
    .delete(integrationOAuthGrants)
    .where(eq(integrationOAuthGrants.integrationId, integrationId));
  await tx
    .delete(syncRuns)
    .where(and(eq(syncRuns.integrationId, integrationId), sql`${syncRuns.status} <> 'running'`));
}

/**
 * Adds to `taken` the stored work emails (lower-cased) that the new ones of `rows` replace: rows
 * of people already stored, about to be upserted, their new email lower-cased. Read before the
 * upsert overwrites them; one statement, the rows as one JSON parameter.
 */
async function readReplacedEmails(
  tx: Pick<Db, 'execute'>,
  integrationId: number,
  rows: readonly Record<string, unknown>[],
  taken: Set<string>,
): Promise<void> {
  if (rows.length === 0) return;
  const pairs = rows.map((row) => ({ source_id: row.sourceId, work_email: row.workEmail ?? null }));
  const result = await tx.execute(sql`
    select ${syncedPeople.workEmail} as work_email
    from ${syncedPeople}
    join jsonb_to_recordset(${JSON.stringify(pairs)}::jsonb) as replaced(source_id text, work_email text)
      on replaced.source_id = ${syncedPeople.sourceId}
    where ${syncedPeople.integrationId} = ${integrationId}
      and ${syncedPeople.workEmail} is not null
      and lower(${syncedPeople.workEmail}) is distinct from replaced.work_email`);
  for (const row of (result as unknown as { rows: { work_email: string }[] }).rows) {
    taken.add(row.work_email.toLowerCase());
  }
}

/** The longest name of a missing field kept (the run schema's bound). */
const MISSING_FIELD_MAX = 200;
/** Missing fields named in a run's message before "and N more". */
const NAMED_IN_MESSAGE = 10;

/** `items` joined with ", ", at most `max` of them, then "and N more". */
export function boundedList(items: readonly string[], max = NAMED_IN_MESSAGE): string {
  const shown = items.slice(0, max).join(', ');
  return items.length > max ? `${shown} and ${items.length - max} more` : shown;
}

/**
 * What a run needs of its integration's record to tell whether it may go on: read between
 * provider requests (one row by its primary key).
 */
export interface RunConnection {
  isEnabled: boolean;
  systemName: string;
  apiEndpoint: string;
  sealedKey: string;
}

/**
 * Why a run may not go on with `now` as its integration's record, when it started with `then`;
 * null when it may. A run of a disabled integration may go on (Sync now is allowed on one, its
 * data is stored but not shown); a run whose integration was disabled while it ran may not.
 */
export function connectionChange(
  then: RunConnection,
  now: RunConnection | undefined,
): string | null {
  if (!now) return 'The integration was deleted during the run; nothing was applied';
  if (then.isEnabled && !now.isEnabled) {
    return 'The integration was disabled during the run; nothing was applied';
  }
  if (
    now.systemName !== then.systemName ||
    now.apiEndpoint !== then.apiEndpoint ||
    now.sealedKey !== then.sealedKey
  ) {
    return 'The connection settings changed during the run; nothing was applied';
  }
  return null;
}

/** A record the run left out or changed, and why: named in the run's message. */
export interface RecordNote {
  /** `timeOff 1234` or `employees[3]`: which record. */
  record: string;
  /** `start: must be a date from …` */
  problem: string;
  /** Skipped (not applied) or applied with the field emptied. */
  action: 'skipped' | 'emptied';
}

export type StartRunResult =
  | { kind: 'started'; run: SyncRun }
  | { kind: 'not-found' }
  | { kind: 'unavailable'; message: string }
  | { kind: 'busy' };

/** What a run's end changed besides synced records and the run's and integration's own rows. */
export interface RunEnd {
  /**
   * Sessions ended because the people they were linked to left the synced organisation (see
   * `applyRun`): a change to sessions, which what is kept in memory must not outlive.
   */
  sessionsEnded: number;
}

/** The end of a run that ended no session (every failed run). */
export const NO_SESSIONS_ENDED: RunEnd = { sessionsEnded: 0 };

export type ApplyOutcome =
  | ({ status: 'success' | 'partial'; counts: SyncCounts } & RunEnd)
  /** The integration changed (or went) during the run: nothing applied. */
  | { status: 'changed'; message: string }
  /** The run is no longer this execution's (it ended, or another took it over): nothing applied. */
  | { status: 'lost' };

export interface SyncStoreOptions {
  /**
   * Runs last inside the transaction that ends a run (applied or failed), before its commit:
   * what was kept in memory goes out of date before anyone can read that the run ended. (The
   * engine says so again after the commit, for what was read in between.) Told whether the run
   * ended sessions.
   */
  beforeRunEnds?: (end: RunEnd) => Promise<void>;
}

export function createSyncStore(db: Db, { beforeRunEnds }: SyncStoreOptions = {}) {
  return {
    /**
     * Records a new run of an integration of the organisation `organisationId` (or, null, of any
     * organisation's: the schedule). The partial unique index lets one running run per
     * integration through.
     */
    async startRun(
      organisationId: number | null,
      integrationId: number,
      trigger: SyncTrigger,
      runId: string,
    ): Promise<StartRunResult> {
      const [integration] = await db
        .select({
          systemType: systemIntegrations.systemType,
          systemName: systemIntegrations.systemName,
        })
        .from(systemIntegrations)
        .where(
          organisationId === null
            ? eq(systemIntegrations.id, integrationId)
            : and(
                eq(systemIntegrations.id, integrationId),
                eq(systemIntegrations.organisationId, organisationId),
              ),
        );
      if (!integration) return { kind: 'not-found' };
      if (!isSyncAvailable(integration.systemType, integration.systemName)) {
        return {
          kind: 'unavailable',
          message: 'Syncing data from this provider is not available yet (sync coming soon)',
        };
      }
      const rows = await db
        .insert(syncRuns)
        .values({ id: runId, integrationId, trigger })
        .onConflictDoNothing()
        .returning();
      const row = rows[0];
      if (!row) return { kind: 'busy' };
      await db
        .update(systemIntegrations)
        .set({ syncStatus: 'pending' })
        .where(eq(systemIntegrations.id, integrationId));
      return { kind: 'started', run: toSyncRun(row) };
    },

    /** Whether the integration holds any synced person. */
    async hasPeople(integrationId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: syncedPeople.id })
        .from(syncedPeople)
        .where(eq(syncedPeople.integrationId, integrationId))
        .limit(1);
      return row !== undefined;
    },

    /** The integration's run that is waiting or working, if any. */
    async runningRun(integrationId: number): Promise<SyncRunRow | undefined> {
      const [row] = await db
        .select()
        .from(syncRuns)
        .where(and(eq(syncRuns.integrationId, integrationId), eq(syncRuns.status, 'running')));
      return row;
    },

    async findRun(runId: string): Promise<SyncRunRow | undefined> {
      const [row] = await db.select().from(syncRuns).where(eq(syncRuns.id, runId));
      return row;
    },

    /**
     * Takes a waiting run for this execution: its start time is the execution's claim, which
     * every later write of the run must still find (`failRun`, `applyRun`). A run already started
     * is taken over only when it started before `staleBefore` (its execution is past its deadline
     * and surely ended: its process stopped); otherwise undefined, and the run is left to the
     * execution that works it, so the job engine's expiry and retry never run one twice at once.
     */
    async claimRun(runId: string, staleBefore: Date): Promise<Date | undefined> {
      const claim = new Date();
      const rows = await db
        .update(syncRuns)
        .set({ startedAt: claim })
        .where(
          and(
            eq(syncRuns.id, runId),
            eq(syncRuns.status, 'running'),
            or(isNull(syncRuns.startedAt), lt(syncRuns.startedAt, staleBefore)),
          ),
        )
        .returning({ id: syncRuns.id });
      return rows.length > 0 ? claim : undefined;
    },

    /** The integration's record as a run compares it between requests; undefined when gone. */
    async runConnection(integrationId: number): Promise<RunConnection | undefined> {
      const [row] = await db
        .select({
          isEnabled: systemIntegrations.isEnabled,
          systemName: systemIntegrations.systemName,
          apiEndpoint: systemIntegrations.apiEndpoint,
          sealedKey: systemIntegrations.apiKeyCiphertext,
        })
        .from(systemIntegrations)
        .where(eq(systemIntegrations.id, integrationId));
      return row;
    },

    /**
     * Ends a run that applied nothing; the record says why, `lastSyncAt` keeps the last success.
     * Only the execution that holds the run (`claim`, its start; null for a run never started)
     * ends it, and the integration's status changes only when the run was still going: a late
     * duplicate never marks a healthy integration failed. False when nothing changed.
     */
    async failRun(
      runId: string,
      integrationId: number,
      failure: { reason: SyncFailure; message: string; retries: number },
      claim: Date | null,
    ): Promise<boolean> {
      const message = storableMessage(failure.message);
      return db.transaction(async (tx) => {
        const now = new Date();
        const ended = await tx
          .update(syncRuns)
          .set({
            status: 'error',
            reason: failure.reason,
            message,
            retries: failure.retries,
            startedAt: sql`coalesce(${syncRuns.startedAt}, ${now})`,
            finishedAt: now,
          })
          .where(
            and(
              eq(syncRuns.id, runId),
              eq(syncRuns.status, 'running'),
              claim === null ? isNull(syncRuns.startedAt) : eq(syncRuns.startedAt, claim),
            ),
          )
          .returning({ id: syncRuns.id });
        if (ended.length === 0) return false;
        await tx
          .update(systemIntegrations)
          .set({
            syncStatus: 'error',
            lastSyncMessage: storableMessage(`Sync failed: ${message}`),
          })
          .where(eq(systemIntegrations.id, integrationId));
        await beforeRunEnds?.(NO_SESSIONS_ENDED);
        return true;
      });
    },

    /**
     * Applies what a run read, in one transaction, if the integration still connects where the
     * run read from (a save that changed the provider, endpoint or key while it ran wins:
     * undefined, nothing applied). Kinds the connector read replace the stored ones: records are
     * upserted (an unchanged record is not rewritten), fields the provider left out keep their
     * stored values, and records it no longer returns are removed. A run that applies has read
     * every page, so a record it did not return is gone from the source, whether or not some
     * field was left out (a report without a status column still drops people who left it).
     *
     * A person who leaves loses access as the run applies: the work emails the run takes away
     * from the organisation (of people it removes, read as they are deleted, and the old email of
     * people whose email it changes, read before the change) end their users' sessions in this
     * transaction, unless someone who remains still has the email (`endSessionsOfLeavers`).
     * People records only: they alone link a user to the organisation.
     */
    async applyRun(
      runId: string,
      integrationId: number,
      connection: RunConnection,
      result: {
        kinds: readonly SyncedKind[];
        records: SyncedRecords;
        missingFields: string[];
        /** Records skipped or changed for a value that cannot be stored. */
        notes?: readonly RecordNote[];
      },
      retries: number,
      claim: Date,
    ): Promise<ApplyOutcome> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({
            isEnabled: systemIntegrations.isEnabled,
            systemName: sql<string>`${systemIntegrations.systemName}::text`,
            apiEndpoint: systemIntegrations.apiEndpoint,
            sealedKey: systemIntegrations.apiKeyCiphertext,
          })
          .from(systemIntegrations)
          .where(eq(systemIntegrations.id, integrationId))
          .for('update');
        const change = connectionChange(connection, current);
        if (change) return { status: 'changed', message: change } as const;
        const [owned] = await tx
          .select({ id: syncRuns.id })
          .from(syncRuns)
          .where(
            and(
              eq(syncRuns.id, runId),
              eq(syncRuns.status, 'running'),
              eq(syncRuns.startedAt, claim),
            ),
          )
          .for('update');
        if (!owned) return { status: 'lost' } as const;
        // Names the run to the database: its trigger records who left and who moved
        // (synced_people_changes) for this transaction alone.
        await tx.execute(sql`select set_config('q.sync_run', ${runId}, true)`);
        const notes = result.notes ?? [];
        const missingFields = result.missingFields.map((field) =>
          storableMessage(field, MISSING_FIELD_MAX),
        );
        const complete = result.missingFields.length === 0;
        const counts: SyncCounts = { created: 0, updated: 0, removed: 0 };
        /** Lower-cased work emails this run takes away from a person, removed or changed. */
        const emailsTaken = new Set<string>();
        for (const kind of result.kinds) {
          // A kind the connector could not read this time (no report configured) keeps its rows.
          if (result.records[kind] === undefined) continue;
          const records = (result.records[kind] ?? []) as { sourceId: string }[];
          const store = KINDS[kind];
          const missing = new Set(
            result.missingFields
              .filter((field) => field.startsWith(`${kind}.`))
              .map((field) => {
                // A missing field may carry its cause: 'applications.offerStatus (HTTP 403: …)'.
                const name = field.slice(kind.length + 1).replace(/ \(.*$/s, '');
                return ENTITY_TO_ROW[kind]?.[name] ?? name;
              }),
          );
          // The last record of a source id wins, so one INSERT never touches a row twice.
          const bySource = new Map<string, Record<string, unknown>>();
          for (const [index, record] of records.entries()) {
            // Hashing tens of thousands of records is work too: the event loop gets turns.
            if (index > 0 && index % CHUNK === 0)
              await new Promise((resolve) => setImmediate(resolve));
            const own = store.row(record as never);
            bySource.set(record.sourceId, {
              integrationId,
              sourceId: record.sourceId,
              contentHash: createHash('sha1').update(JSON.stringify(own)).digest('base64url'),
              ...own,
            });
          }
          const table = store.table;
          const tableName = getTableName(table);
          const columns = getTableColumns(table) as Record<string, PgColumn>;
          // What is stored, by source id: only new and changed records are written. Read in
          // pages along the primary key, the event loop free between them.
          const stored = new Map<string, string>();
          for (let after = ''; ; ) {
            const page = await tx
              .select({ sourceId: table.sourceId, contentHash: table.contentHash })
              .from(table)
              .where(and(eq(table.integrationId, integrationId), gt(table.sourceId, after)))
              .orderBy(asc(table.sourceId))
              .limit(STORED_PAGE);
            for (const row of page) stored.set(row.sourceId as string, row.contentHash as string);
            const last = page.at(-1);
            if (page.length < STORED_PAGE || !last) break;
            after = last.sourceId as string;
            await new Promise((resolve) => setImmediate(resolve));
          }
          const changed: Record<string, unknown>[] = [];
          for (const [sourceId, row] of bySource) {
            const hash = stored.get(sourceId);
            if (hash === row.contentHash) continue;
            if (hash === undefined) counts.created += 1;
            else counts.updated += 1;
            changed.push(row);
          }
          const keys = Object.keys(changed[0] ?? {});
          const names = keys.map((key) => (columns[key] as PgColumn).name);
          const list = names.map((name) => `"${name}"`).join(', ');
          const updates = keys
            .filter((key) => key !== 'integrationId' && key !== 'sourceId' && !missing.has(key))
            .map(
              (key) =>
                `"${(columns[key] as PgColumn).name}" = excluded."${(columns[key] as PgColumn).name}"`,
            )
            .join(', ');
          for (let i = 0; i < changed.length; i += CHUNK) {
            // A work email the provider answered replaces the stored one (a left-out one stays).
            if (kind === 'people' && !missing.has('workEmail')) {
              await readReplacedEmails(
                tx,
                integrationId,
                changed.slice(i, i + CHUNK).filter((row) => stored.has(row.sourceId as string)),
                emailsTaken,
              );
            }
            const chunk = changed
              .slice(i, i + CHUNK)
              .map((row) => Object.fromEntries(keys.map((key, k) => [names[k], row[key] ?? null])));
            // One JSON parameter per chunk, spread into rows by the database: far cheaper to
            // build than a parameter per value, and the same on both drivers.
            await tx.execute(
              sql`insert into ${sql.raw(`"${tableName}"`)} (${sql.raw(list)}) select ${sql.raw(list)} from jsonb_populate_recordset(null::${sql.raw(`"${tableName}"`)}, ${JSON.stringify(chunk)}::jsonb) on conflict ("integration_id", "source_id") do update set ${sql.raw(updates)}`,
            );
            // Let the server answer what it can without the database between chunks.
            await new Promise((resolve) => setImmediate(resolve));
          }
          const gone = [...stored.keys()].filter((sourceId) => !bySource.has(sourceId));
          for (let i = 0; i < gone.length; i += CHUNK) {
            const where = and(
              eq(table.integrationId, integrationId),
              sql`${table.sourceId} in (select jsonb_array_elements_text(${JSON.stringify(gone.slice(i, i + CHUNK))}::jsonb))`,
            );
            if (kind === 'people') {
              // Whose work email goes with them: read by the statement that deletes them.
              const removed = await tx
                .delete(syncedPeople)
                .where(where)
                .returning({ workEmail: syncedPeople.workEmail });
              for (const { workEmail } of removed) {
                if (workEmail) emailsTaken.add(workEmail.toLowerCase());
              }
            } else {
              await tx.delete(table).where(where);
            }
          }
          counts.removed += gone.length;
        }
        // After every write of the run: "someone who remains" is the organisation it leaves.
        const sessionsEnded =
          emailsTaken.size > 0 ? await endSessionsOfLeavers(tx, integrationId, emailsTaken) : 0;
        const now = new Date();
        const status = complete && notes.length === 0 ? 'success' : 'partial';
        const parts: string[] = [];
        if (!complete) parts.push(`The provider did not answer ${boundedList(missingFields)}`);
        const skipped = notes.filter((note) => note.action === 'skipped');
        const emptied = notes.filter((note) => note.action === 'emptied');
        const describe = (list: RecordNote[]) =>
          boundedList(
            list.map((note) => `${note.record} (${note.problem})`),
            5,
          );
        if (skipped.length > 0) {
          parts.push(
            `${skipped.length} record${skipped.length === 1 ? ' was' : 's were'} skipped: ${describe(skipped)}`,
          );
        }
        if (emptied.length > 0) {
          parts.push(
            `${emptied.length} value${emptied.length === 1 ? ' was' : 's were'} left empty: ${describe(emptied)}`,
          );
        }
        await tx
          .update(syncRuns)
          .set({
            status,
            ...counts,
            missingFields,
            retries,
            message: parts.length > 0 ? storableMessage(parts.join('. ')) : null,
            finishedAt: now,
          })
          .where(eq(syncRuns.id, runId));
        await tx
          .update(systemIntegrations)
          .set({
            syncStatus: 'success',
            lastSyncAt: now,
            verifiedAt: now,
            lastSyncMessage: storableMessage(
              `Synced: ${counts.created} created, ${counts.updated} updated, ${counts.removed} removed${complete ? '' : ` (missing ${boundedList(missingFields)})`}${notes.length > 0 ? ` (${notes.length} record${notes.length === 1 ? '' : 's'} with an unusable date)` : ''}`,
            ),
          })
          .where(eq(systemIntegrations.id, integrationId));
        await beforeRunEnds?.({ sessionsEnded });
        return { status, counts, sessionsEnded } as const;
      });
    },

    /**
     * The last runs of the organisation's integration, newest first; undefined when it is not
     * the organisation's.
     */
    async listRuns(organisationId: number, integrationId: number, limit: number) {
      const [owned] = await db
        .select({ id: systemIntegrations.id })
        .from(systemIntegrations)
        .where(
          and(
            eq(systemIntegrations.id, integrationId),
            eq(systemIntegrations.organisationId, organisationId),
          ),
        );
      if (!owned) return undefined;
      const rows = await db
        .select()
        .from(syncRuns)
        .where(eq(syncRuns.integrationId, integrationId))
        .orderBy(desc(syncRuns.queuedAt))
        .limit(limit);
      return rows.map(toSyncRun);
    },

    /** The newest run of each of these integrations. */
    async latestRuns(integrationIds: number[]): Promise<Map<number, SyncRun>> {
      if (integrationIds.length === 0) return new Map();
      const rows = await db
        .selectDistinctOn([syncRuns.integrationId])
        .from(syncRuns)
        .where(inArray(syncRuns.integrationId, integrationIds))
        .orderBy(syncRuns.integrationId, desc(syncRuns.queuedAt));
      return new Map(rows.map((row) => [row.integrationId, toSyncRun(row)]));
    },

    /**
     * Enabled integrations whose connection has proved to work, with a connector, whose last
     * run was queued at least their frequency ago (or never): what the schedule starts now.
     */
    async integrationsDue(now: Date) {
      const rows = await db
        .select({
          id: systemIntegrations.id,
          systemType: systemIntegrations.systemType,
          systemName: systemIntegrations.systemName,
          syncFrequency: systemIntegrations.syncFrequency,
          lastQueuedAt: sql<
            string | null
          >`(select max(r.queued_at) from sync_runs r where r.integration_id = "system_integrations"."id")`,
        })
        .from(systemIntegrations)
        .where(
          and(
            eq(systemIntegrations.isEnabled, true),
            sql`${systemIntegrations.verifiedAt} is not null`,
          ),
        );
      return rows.filter((row) => {
        if (!isSyncAvailable(row.systemType as SystemType, row.systemName)) return false;
        if (row.lastQueuedAt === null) return true;
        const last = new Date(row.lastQueuedAt).getTime();
        return now.getTime() - last >= SYNC_INTERVAL_MS[row.syncFrequency] - SCHEDULE_SLACK_MS;
      });
    },
  };
}

/** How often each frequency syncs. */
export const SYNC_INTERVAL_MS = {
  hourly: 3_600_000,
  daily: 86_400_000,
  weekly: 604_800_000,
} as const;

/** The schedule checks every 5 minutes: a run due within the next check is started now. */
export const SCHEDULE_SLACK_MS = 60_000;

export type SyncStore = ReturnType<typeof createSyncStore>;
