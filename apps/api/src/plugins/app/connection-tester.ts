import type { ConnectionTestResponse } from '@q/schemas/integrations';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import {
  type ConnectionTestSettings,
  runConnectionTest,
} from '../../integrations/connection-test.js';

/**
 * The connection test of a stored integration: a real request to its endpoint with its stored
 * key (so the user never re-types it), recorded as the record's sync status. The draft in the
 * form is not involved: a test never saves anything but its own outcome.
 */
export interface ConnectionTester {
  /** The outcome and the updated record; undefined when the user has no such record. */
  test(
    userId: number,
    integrationId: number,
  ): Promise<(ConnectionTestResponse & { reason: string | null }) | undefined>;
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
      const outcome = await runConnectionTest(target.apiEndpoint, target.apiKey, settings);
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
