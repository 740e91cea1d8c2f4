import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { cachedReads } from '@q/schemas/api';
import { INTEGRATIONS_API } from '@q/schemas/api/integrations';
import type { SyncTrigger } from '@q/schemas/sync';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http/errors.js';
import type { IntegrationsRepository } from '../repositories/integrations.js';
import {
  type Connector,
  type ConnectorLookup,
  collectRecordNotes,
  type OAuthGrant,
  SyncError,
} from './connector.js';
import { findConnector } from './connectors/index.js';
import {
  createProviderHttp,
  DEFAULT_PROVIDER_HTTP_SETTINGS,
  type ProviderHttp,
  type ProviderHttpSettings,
} from './provider-http.js';
import { screenRecords } from './screen-records.js';
import {
  connectionChange,
  createSyncStore,
  NO_SESSIONS_ENDED,
  type RunConnection,
  type RunEnd,
  type StartRunResult,
  type SyncStore,
} from './store.js';

/**
 * The sync engine: runs are background jobs on pg-boss, on the app's own database (PGlite or
 * PostgreSQL, through the same `db` adapter). The `sync` queue's jobs are keyed by integration
 * (one waiting or working per integration; the database's partial unique index on running runs
 * decides concurrent starts, on any number of processes), and pg-boss hands each job to one
 * worker of one process. A cron job checks every five minutes which enabled, verified
 * integrations are due by their sync frequency.
 *
 * Runs of different integrations are worked side by side, at most `concurrency` at a time per
 * process (one pg-boss worker each), so one slow provider never holds another user's Sync now.
 * Each run has a deadline; pg-boss's expiry is set beyond it, and a job that pg-boss hands out
 * again (retry after expiry) finds its run claimed by the execution that still works it and
 * leaves it (`claimRun`): one execution per run at a time.
 */

export const SYNC_QUEUE = 'sync';
export const SCHEDULE_QUEUE = 'sync-schedule';
/** Every five minutes, in UTC. */
export const SCHEDULE_CRON = '*/5 * * * *';

interface SyncJob {
  runId: string;
  integrationId: number;
}

export interface SyncEngineOptions {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  store: SyncStore;
  integrations: Pick<IntegrationsRepository, 'findSyncTarget'> &
    Partial<Pick<IntegrationsRepository, 'loadOAuthGrant' | 'saveOAuthGrant'>>;
  connectors: ConnectorLookup;
  http: ProviderHttpSettings;
  log: FastifyBaseLogger;
  /**
   * Called when a run ended, applied or failed: everything kept in memory is out of date; told
   * whether the run ended sessions (of people who left), which sessions kept in memory are too.
   */
  onApplied(end: RunEnd): Promise<void>;
  /** Called when a run was recorded as waiting to start: the integration's record changed. */
  onStarted(): Promise<void>;
  /** Work jobs in this process (default true); off, it only queues them. */
  work?: boolean;
  /** How often an idle worker looks for jobs (seconds; pg-boss's minimum is 0.5). */
  pollingIntervalSeconds?: number;
  /** Run the five-minute schedule (default true). */
  schedule?: boolean;
  /** The most a run may take, from its start to its end (milliseconds). */
  runDeadlineMs: number;
  /** Runs of different integrations worked at once in this process (default 2). */
  concurrency?: number;
  /** Told of every run that ended, applied or failed (the audit trail records it). */
  onRunEnded?(end: RunRecord): Promise<void>;
  /** Other jobs on the same engine, each on a schedule of its own (the audit trail's retention). */
  housekeeping?: readonly HousekeepingJob[];
}

/** How a run ended, for the audit trail. */
export interface RunRecord {
  runId: string;
  integrationId: number;
  status: 'success' | 'partial' | 'error';
  counts?: Record<string, number>;
  reason?: string;
  cause?: string;
  sessionsEnded: number;
}

/** A job the engine runs on a cron schedule (UTC), on one process at a time. */
export interface HousekeepingJob {
  queue: string;
  cron: string;
  work(): Promise<void>;
}

/** Minutes or seconds in words, for a run's message. */
function durationText(ms: number): string {
  if (ms >= 60_000 && ms % 60_000 === 0) {
    const minutes = ms / 60_000;
    return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  }
  const seconds = Math.max(1, Math.round(ms / 1000));
  return `${seconds} second${seconds === 1 ? '' : 's'}`;
}

/** How long past its deadline a run may take to wind up (its last write) before it counts as gone. */
const WIND_UP_MS = 60_000;

export interface SyncEngine {
  /**
   * Starts a run of an integration of the starter's organisation now (null: the schedule, any
   * organisation's); the job runs in the background.
   */
  start(
    starter: { organisationId: number } | null,
    integrationId: number,
    trigger: SyncTrigger,
  ): Promise<StartRunResult>;
  /** Starts every run that is due; answers how many started. */
  startDueRuns(now?: Date): Promise<number>;
  /** Runs one job now, in this call (tests and the bench drive runs without polling). */
  runJob(job: SyncJob): Promise<void>;
  stop(): Promise<void>;
}

export async function createSyncEngine(options: SyncEngineOptions): Promise<SyncEngine> {
  const { store, log } = options;
  // Loaded with the engine, which starts beside the rest of the start (`syncEnginePlugin` below).
  const { default: PgBoss } = await import('pg-boss');
  // A job that outlives this is retried once (its process stopped mid-run): always after the
  // run's deadline and its wind-up, so the retry finds its run either ended or abandoned. Set on
  // each job, as a queue made by an earlier version keeps the expiry it was made with.
  const expireInSeconds = Math.ceil((options.runDeadlineMs + 2 * WIND_UP_MS) / 1000);
  const boss = new PgBoss({
    db: {
      executeSql: (text: string, values: unknown[]) => options.executeSql(text, values),
    },
    schema: 'pgboss',
    supervise: true,
    schedule: options.schedule !== false,
    expireInSeconds,
  });
  const deadlineText = durationText(options.runDeadlineMs);
  boss.on('error', (error: unknown) => log.error({ err: error }, 'job engine error'));
  await boss.start();

  /** Tells the listener how a run ended; its failure never changes the run's. */
  async function tell(record: RunRecord): Promise<void> {
    try {
      await options.onRunEnded?.(record);
    } catch (error) {
      log.error({ err: error, runId: record.runId }, 'could not record the end of a sync run');
    }
  }

  async function runJob({ runId, integrationId }: SyncJob): Promise<void> {
    const run = await store.findRun(runId);
    if (run?.status !== 'running') return;
    // An execution still inside its deadline (and wind-up) keeps its run.
    const claim = await store.claimRun(
      runId,
      new Date(Date.now() - options.runDeadlineMs - WIND_UP_MS),
    );
    if (!claim) return;
    const deadline = claim.getTime() + options.runDeadlineMs;
    const target = await options.integrations.findSyncTarget(integrationId);
    if (!target) return; // disconnected: the run went with the record
    const connection: RunConnection = {
      isEnabled: target.isEnabled,
      systemName: target.systemName,
      apiEndpoint: target.apiEndpoint,
      sealedKey: target.sealedKey,
    };
    let http: ProviderHttp | undefined;
    let timer: NodeJS.Timeout | undefined;
    let end: RunEnd = NO_SESSIONS_ENDED;
    let record: RunRecord | undefined;
    try {
      if (target.apiKey === null) {
        throw new SyncError(
          'unreadable-key',
          'The stored API key can no longer be read (the server secret changed). Enter the key again.',
        );
      }
      const found = options.connectors(target.systemType, target.systemName, target.apiEndpoint);
      if (!found) {
        throw new SyncError('contract', 'Syncing data from this provider is not available yet');
      }
      let over = false;
      http = createProviderHttp(options.http, found.origins, {
        deadline,
        deadlineText,
        // Before every request: the integration is still there, as enabled as it was, and
        // connects where and with what it did; otherwise the run stops and the key stays home.
        beforeRequest: async () => {
          if (over) throw new SyncError('timeout', 'The run ended');
          const change = connectionChange(connection, await store.runConnection(integrationId));
          if (change) throw new SyncError('interrupted', change);
        },
      });
      const started = performance.now();
      // A provider authorised by consent reads with the integration's grant, and stores each
      // refreshed one at once (a rotated refresh token must outlive this run).
      const { loadOAuthGrant, saveOAuthGrant } = options.integrations;
      const oauth =
        found.connector.authorization === 'consent' && loadOAuthGrant && saveOAuthGrant
          ? {
              grant: await loadOAuthGrant(integrationId),
              save: async (grant: OAuthGrant) => {
                await saveOAuthGrant(integrationId, grant);
              },
              reload: () => loadOAuthGrant(integrationId),
            }
          : undefined;
      const reading = collectRecordNotes(() =>
        (found.connector as Connector).read({
          endpoint: target.apiEndpoint,
          apiKey: target.apiKey as string,
          configData: target.configData,
          http: http as ProviderHttp,
          now: new Date(),
          ...(oauth && { oauth }),
        }),
      );
      // The deadline holds even while a connector waits on something other than a request.
      const expired = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => {
            over = true;
            reject(
              new SyncError(
                'timeout',
                `The run did not finish within its deadline of ${deadlineText}; nothing was applied`,
              ),
            );
          },
          Math.max(0, deadline - Date.now()),
        );
      });
      reading.catch(() => {}); // ended by the deadline: what it throws later goes nowhere
      const { result, notes } = await Promise.race([reading, expired]);
      clearTimeout(timer);
      const screened = await screenRecords(result.records);
      // A company always has someone: a report that answers no one at all (a key that may read
      // no one, a report emptied by mistake) would remove every person, and sign out everyone
      // linked to them. Once people were synced, such a run ends instead, nothing applied.
      if (
        found.connector.kinds.includes('people') &&
        (screened.records.people?.length ?? 0) === 0 &&
        (await store.hasPeople(integrationId))
      ) {
        throw new SyncError(
          'contract',
          'The provider answered no people at all; nothing was applied. Check the report and what the key may read',
        );
      }
      const outcome = await store.applyRun(
        runId,
        integrationId,
        connection,
        {
          kinds: found.connector.kinds,
          records: screened.records,
          missingFields: result.missingFields,
          notes: [...notes, ...screened.notes],
        },
        http.stats.retries,
        claim,
      );
      if (outcome.status === 'changed') throw new SyncError('interrupted', outcome.message);
      if (outcome.status === 'lost') {
        log.warn({ integrationId, runId }, 'sync run was no longer this execution’s; not applied');
        return;
      }
      log.info(
        {
          integrationId,
          runId,
          status: outcome.status,
          ...outcome.counts,
          requests: http.stats.requests,
          retries: http.stats.retries,
          rateLimitWaitMs: http.stats.rateLimitWaitMs,
          durationMs: Math.round(performance.now() - started),
        },
        'sync run finished',
      );
      end = { sessionsEnded: outcome.sessionsEnded };
      record = {
        runId,
        integrationId,
        status: outcome.status,
        counts: { ...outcome.counts },
        sessionsEnded: outcome.sessionsEnded,
      };
      if (outcome.sessionsEnded > 0) {
        log.info(
          { integrationId, runId, sessionsEnded: outcome.sessionsEnded },
          'sessions of people who left the synced organisation ended',
        );
      }
    } catch (error) {
      clearTimeout(timer);
      const failure =
        error instanceof SyncError
          ? error
          : new SyncError(
              'network',
              'The sync failed unexpectedly; it will be tried again at the next schedule',
            );
      if (error instanceof SyncError) {
        log.warn({ integrationId, runId, reason: failure.reason }, 'sync run failed');
      } else {
        log.error({ err: error, integrationId, runId }, 'sync run failed');
      }
      const ended = await store.failRun(
        runId,
        integrationId,
        {
          reason: failure.reason,
          message: failure.message,
          retries: http?.stats.retries ?? 0,
        },
        claim,
      );
      if (!ended) return;
      record = {
        runId,
        integrationId,
        status: 'error',
        reason: failure.reason,
        cause: failure.message,
        sessionsEnded: 0,
      };
    }
    // Applied or failed, the run and the record changed: what was kept in memory is out of date
    // (before anything else, such as the audit trail's record of the run, keeps this turn).
    await options.onApplied(end);
    if (record) await tell(record);
  }

  /**
   * Whether a run the database still calls running was left behind: its job is no longer one
   * pg-boss will work (finished, failed, cancelled or gone), so no execution will ever end it. It
   * happens when the database failed a run's last write (its end rolled back and its failure
   * could not be recorded) or a start between recording the run and queueing its job. A run
   * queued moments ago is never taken for one: its job may be on its way.
   */
  async function isAbandoned(run: { id: string; queuedAt: Date }): Promise<boolean> {
    if (Date.now() - run.queuedAt.getTime() < WIND_UP_MS) return false;
    const job = await boss.getJobById(SYNC_QUEUE, run.id);
    return (
      job === null ||
      job.state === 'completed' ||
      job.state === 'failed' ||
      job.state === 'cancelled'
    );
  }

  async function start(
    starter: { organisationId: number } | null,
    integrationId: number,
    trigger: SyncTrigger,
  ): Promise<StartRunResult> {
    const first = await startOnce(starter, integrationId, trigger);
    if (first.kind !== 'busy') return first;
    // A run left behind would otherwise hold the integration busy for good: it ends, as
    // interrupted, and the new run starts in its place.
    const running = await store.runningRun(integrationId);
    if (!running || !(await isAbandoned(running))) return first;
    const ended = await store.failRun(
      running.id,
      integrationId,
      {
        reason: 'interrupted',
        message:
          'This run was left unfinished (its server stopped or lost the database); a new run took its place',
        retries: running.retries,
      },
      running.startedAt,
    );
    if (ended) {
      log.warn({ integrationId, runId: running.id }, 'sync run left behind ended');
      await options.onApplied(NO_SESSIONS_ENDED);
    }
    return startOnce(starter, integrationId, trigger);
  }

  async function startOnce(
    starter: { organisationId: number } | null,
    integrationId: number,
    trigger: SyncTrigger,
  ): Promise<StartRunResult> {
    const runId = randomUUID();
    const result = await store.startRun(
      starter?.organisationId ?? null,
      integrationId,
      trigger,
      runId,
    );
    if (result.kind !== 'started') return result;
    await options.onStarted();
    const jobId = await boss.send(SYNC_QUEUE, { runId, integrationId } satisfies SyncJob, {
      id: runId,
      singletonKey: String(integrationId),
      expireInSeconds,
    });
    if (jobId === null) {
      // pg-boss still holds a job of this integration that the database no longer calls running.
      await store.failRun(
        runId,
        integrationId,
        {
          reason: 'interrupted',
          message: 'A previous run of this integration is still being wound up; try again shortly',
          retries: 0,
        },
        null,
      );
      await options.onApplied(NO_SESSIONS_ENDED);
      return { kind: 'busy' };
    }
    for (const id of workerIds) boss.notifyWorker(id);
    return result;
  }

  async function startDueRuns(now = new Date()): Promise<number> {
    let started = 0;
    for (const due of await store.integrationsDue(now)) {
      const result = await start(null, due.id, 'schedule');
      if (result.kind === 'started') started += 1;
    }
    return started;
  }

  const workerIds: string[] = [];
  try {
    await againAfterDeadlock(() =>
      boss.createQueue(SYNC_QUEUE, {
        name: SYNC_QUEUE,
        policy: 'stately',
        retryLimit: 1,
        retryDelay: 30,
        retryBackoff: true,
        expireInSeconds,
      }),
    );
    await againAfterDeadlock(() =>
      boss.createQueue(SCHEDULE_QUEUE, { name: SCHEDULE_QUEUE, policy: 'singleton' }),
    );
    if (options.work !== false) {
      // One worker per run worked at once: each fetches one job and works it to its end, so a
      // run stalled on its provider holds one worker, never the others.
      for (let i = 0; i < Math.max(1, options.concurrency ?? 2); i += 1) {
        workerIds.push(
          await boss.work<SyncJob>(
            SYNC_QUEUE,
            { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: 1 },
            async ([job]) => {
              if (job) await runJob(job.data);
            },
          ),
        );
      }
      await boss.work(SCHEDULE_QUEUE, { pollingIntervalSeconds: 30 }, async () => {
        const started = await startDueRuns();
        if (started > 0) log.info({ started }, 'scheduled sync runs started');
      });
    }
    for (const job of options.housekeeping ?? []) {
      await againAfterDeadlock(() =>
        boss.createQueue(job.queue, { name: job.queue, policy: 'singleton' }),
      );
      if (options.work !== false) {
        await boss.work(job.queue, { pollingIntervalSeconds: 30 }, async () => {
          await job.work();
        });
      }
    }
    if (options.schedule !== false) {
      await boss.schedule(SCHEDULE_QUEUE, SCHEDULE_CRON, {}, { tz: 'UTC' });
      for (const job of options.housekeeping ?? []) {
        await boss.schedule(job.queue, job.cron, {}, { tz: 'UTC' });
      }
    }
  } catch (error) {
    // Nobody holds an engine that failed to start: its supervisor and workers stop here, not
    // after the database has closed under them.
    await boss.stop({ graceful: false, wait: true, timeout: 1_000 }).catch(() => {});
    throw error;
  }

  return {
    start,
    startDueRuns,
    runJob,
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }),
  };
}

/** PostgreSQL's code for a transaction it ended to break a deadlock. */
const DEADLOCK_DETECTED = '40P01';

/**
 * Runs `work` again when PostgreSQL ended it to break a deadlock: two instances starting at once
 * on a new database both create the queues (each a row and a table), and may wait on each other.
 * The next try finds the queue made and changes nothing.
 */
async function againAfterDeadlock<T>(work: () => Promise<T>, tries = 5): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      if (code !== DEADLOCK_DETECTED || attempt >= tries) throw error;
      await sleep(attempt * 50 + Math.random() * 50);
    }
  }
}

// The engine as the app wires it: one Fastify plugin, decorating `app.syncEngine` and
// `app.syncStore`.

declare module 'fastify' {
  interface FastifyInstance {
    syncEngine: SyncEngine;
    syncStore: SyncStore;
  }
}

/** What a run's writes can change in memory: every cached read, and nothing else. */
const RUN_CHANGES = cachedReads().map((read) => read.path);

export interface SyncEnginePluginOptions {
  allowPrivateTargets: boolean;
  /** Work jobs and run the schedule in this process. */
  worker: boolean;
  backoffBaseMs: number;
  /** The most one run may take. */
  runDeadlineMs: number;
  /** The most one run may wait, in all, on its provider's rate limit. */
  maxRateLimitWaitMs: number;
  /** Runs of different integrations worked at once in this process. */
  concurrency: number;
  /** Told of every run that ended (the audit trail). */
  onRunEnded?: (run: RunRecord) => Promise<void>;
  /** Other scheduled jobs on the same engine (the audit trail's retention). */
  housekeeping?: readonly HousekeepingJob[];
}

/**
 * The sync engine on the app's database, stopped before the database. It starts (pg-boss's
 * schema check, its queues, the schedule: a few hundred milliseconds) beside the rest of the
 * start rather than before the server answers: a call that needs it meanwhile waits for it, and
 * one that finds it failed to start is a 503.
 */
const syncEnginePlugin: FastifyPluginAsync<SyncEnginePluginOptions> = async (app, options) => {
  // When a run ends, what was kept in memory goes out of date. On PostgreSQL, other processes
  // may read between the run's commit and this process's next turn: it goes out of date before
  // the commit too. PGlite belongs to this process, whose memory goes out of date right after
  // the commit (the engine's onApplied, before any other request is read); until then the
  // dashboard keeps answering from memory rather than waiting for the run's transaction.
  //
  // A run writes synced records, its own record and its integration's: any cached read may
  // change, but no user. So its writes name every cached read (`RUN_CHANGES`), and the sessions
  // kept in memory stay (they count only writes that name nothing) — unless the run ended
  // sessions: people who left the organisation lose access as it applies (`applyRun`), and a
  // session kept in memory must not outlive its row. The end of such a run names nothing, as a
  // sign-out's write does, so every kept session is looked up again (in every process: on
  // PostgreSQL the shared version moves on, before the commit and again after it).
  const runEnded = ({ sessionsEnded }: RunEnd) =>
    app.dataVersion.written(sessionsEnded > 0 ? undefined : RUN_CHANGES);
  const store = createSyncStore(
    app.db,
    app.dbKind === 'postgres' ? { beforeRunEnds: runEnded } : {},
  );
  const starting = createSyncEngine({
    executeSql: app.executeSql,
    store,
    integrations: app.integrationsRepository,
    connectors: findConnector,
    http: {
      ...DEFAULT_PROVIDER_HTTP_SETTINGS,
      allowPrivateTargets: options.allowPrivateTargets,
      backoffBaseMs: options.backoffBaseMs,
      maxRateLimitWaitMs: options.maxRateLimitWaitMs,
    },
    runDeadlineMs: options.runDeadlineMs,
    concurrency: options.concurrency,
    log: app.log,
    onApplied: runEnded,
    // The same change as the call that starts a run now: the integration's card alone.
    onStarted: () => app.dataVersion.written(INTEGRATIONS_API.startSync.invalidates),
    work: options.worker,
    schedule: options.worker,
    pollingIntervalSeconds: 1,
    ...(options.onRunEnded && { onRunEnded: options.onRunEnded }),
    ...(options.housekeeping && { housekeeping: options.housekeeping }),
  });
  starting.catch((error: unknown) => {
    app.log.error({ err: error }, 'the sync engine could not start; syncs are unavailable');
  });
  const started = () =>
    starting.catch(() => {
      throw new HttpError(503, 'Syncing is unavailable right now: the job engine did not start');
    });
  const engine: SyncEngine = {
    start: async (...args) => (await started()).start(...args),
    startDueRuns: async (...args) => (await started()).startDueRuns(...args),
    runJob: async (...args) => (await started()).runJob(...args),
    stop: async () => {
      const running = await starting.catch(() => undefined);
      await running?.stop();
    },
  };
  app.decorate('syncEngine', engine);
  app.decorate('syncStore', store);
  app.addHook('onClose', async () => {
    await engine.stop();
  });
};

export default fp(syncEnginePlugin, {
  name: 'sync-engine',
  dependencies: ['db', 'integrations-repository', 'data-version'],
});
