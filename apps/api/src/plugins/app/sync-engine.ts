import { cachedReads } from '@q/schemas/api';
import { INTEGRATIONS_API } from '@q/schemas/api/integrations';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../http-errors.js';
import { findConnector } from '../../sync/connectors/index.js';
import type { SyncEngine } from '../../sync/engine.js';
import { DEFAULT_PROVIDER_HTTP_SETTINGS } from '../../sync/provider-http.js';
import { createSyncStore, type SyncStore } from '../../sync/store.js';

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
  // change, but no session or user. So its writes name every cached read (`RUN_CHANGES`), and
  // the sessions kept in memory stay (they count only writes that name nothing).
  const runEnded = () => app.dataVersion.written(RUN_CHANGES);
  const store = createSyncStore(
    app.db,
    app.dbKind === 'postgres' ? { beforeRunEnds: runEnded } : {},
  );
  const starting = import('../../sync/engine.js').then(({ createSyncEngine }) =>
    createSyncEngine({
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
    }),
  );
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
