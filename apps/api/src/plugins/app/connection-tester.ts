import { storableMessage } from '@q/schemas/common';
import type { ConnectionTestResponse } from '@q/schemas/integrations';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import {
  type ConnectionTestOutcome,
  type ConnectionTestSettings,
  runConnectionTest,
} from '../../integrations/connection-test.js';
import { findConnector } from '../../sync/connectors/index.js';
import { probeConnection } from '../../sync/probe.js';

/** The stored key was sealed under another APP_SECRET: nothing is sent anywhere. */
const UNREADABLE_KEY_OUTCOME: ConnectionTestOutcome = {
  ok: false,
  status: 'error',
  message:
    'The stored API key can no longer be read (the server secret changed). Enter the key again.',
  httpStatus: null,
  durationMs: 0,
  reason: 'unreadable-key',
};

/**
 * The connection test of a stored integration: a real request to its endpoint with its stored
 * key (so the user never re-types it), recorded as the record's sync status. A provider the
 * suite syncs is tested by its connector's probe, authenticated as a run is; any other by a GET
 * of the endpoint with the key as a Bearer token. The draft in the
 * form is not involved: a test never saves anything but its own outcome.
 */
export interface ConnectionTester {
  /** The outcome and the updated record; undefined when the user has no such record. */
  test(userId: number, integrationId: number): Promise<ConnectionTestResponse | undefined>;
}

declare module 'fastify' {
  interface FastifyInstance {
    connectionTester: ConnectionTester;
  }
}

const connectionTesterPlugin: FastifyPluginAsync<ConnectionTestSettings> = async (
  app,
  settings,
) => {
  const repository = app.integrationsRepository;
  app.decorate('connectionTester', {
    async test(userId, integrationId) {
      const target = await repository.findTarget(userId, integrationId);
      if (!target) return undefined;
      const found = findConnector(target.systemType, target.systemName, target.apiEndpoint);
      const tested =
        target.apiKey === null
          ? UNREADABLE_KEY_OUTCOME
          : found
            ? await probeConnection(
                found.connector,
                found.origins,
                {
                  apiEndpoint: target.apiEndpoint,
                  apiKey: target.apiKey,
                  configData: target.configData,
                },
                settings,
              )
            : await runConnectionTest(target.apiEndpoint, target.apiKey, settings);
      // A provider's words (a host it named, a status text) are bounded and cleaned once, here,
      // for what is stored and what is answered alike.
      const outcome = { ...tested, message: storableMessage(tested.message) };
      const integration = await repository.recordSync(userId, target, {
        status: outcome.status,
        message: outcome.message,
        at: new Date(),
      });
      if (!integration) return undefined;
      return {
        ok: outcome.ok,
        status: outcome.status,
        message: outcome.message,
        httpStatus: outcome.httpStatus,
        durationMs: outcome.durationMs,
        reason: outcome.reason,
        integration,
      };
    },
  } satisfies ConnectionTester);
};

export default fp(connectionTesterPlugin, {
  name: 'connection-tester',
  dependencies: ['integrations-repository'],
});
