import { INTEGRATIONS_API } from '@q/schemas/api/integrations';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { findConnector } from '../../sync/connectors/index.js';
import { createSyncEngine, type SyncEngine } from '../../sync/engine.js';
import { DEFAULT_PROVIDER_HTTP_SETTINGS } from '../../sync/provider-http.js';
import { createSyncStore, type SyncStore } from '../../sync/store.js';

declare module 'fastify' {
  interface FastifyInstance {
    syncEngine: SyncEngine;
    syncStore: SyncStore;
  }
}

export interface SyncEnginePluginOptions {
  allowPrivateTargets: boolean;
  /** Work jobs and run the schedule in this process. */
  worker: boolean;
  backoffBaseMs: number;
}

/** The sync engine on the app's database, started with the app and stopped before the database. */
const syncEnginePlugin: FastifyPluginAsync<SyncEnginePluginOptions> = async (app, options) => {
  const store = createSyncStore(app.db, { beforeRunEnds: () => app.dataVersion.written() });
  const engine = await createSyncEngine({
    executeSql: app.executeSql,
    store,
    integrations: app.integrationsRepository,
    connectors: findConnector,
    http: {
      ...DEFAULT_PROVIDER_HTTP_SETTINGS,
      allowPrivateTargets: options.allowPrivateTargets,
      backoffBaseMs: options.backoffBaseMs,
    },
    log: app.log,
    onApplied: () => app.dataVersion.written(),
    // The same change as the call that starts a run now: the integration's card alone.
    onStarted: () => app.dataVersion.written(INTEGRATIONS_API.startSync.invalidates),
    work: options.worker,
    schedule: options.worker,
    pollingIntervalSeconds: 1,
  });
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
