import type { INTEGRATIONS_API } from '@q/schemas/api/integrations';
import { SYNC_HISTORY_LIMIT } from '@q/schemas/sync';
import { sessionUser } from '../auth/session.js';
import { HttpError } from '../http/errors.js';
import type { HandlersOf } from './handler.js';

const NOT_FOUND = 'Integration not found';

/** The calls of `@q/schemas/api/integrations`: the session user's records only. */
export const integrationsHandlers = {
  listIntegrations: (request) =>
    request.server.integrationsRepository.list(sessionUser(request).id),

  async createIntegration(request) {
    const result = await request.server.integrationsRepository.create(
      sessionUser(request).id,
      request.body,
    );
    if (result.kind === 'invalid') throw new HttpError(400, result.message);
    if (result.kind === 'exists') {
      throw new HttpError(
        409,
        `An integration of type '${request.body.systemType}' already exists; update it instead`,
      );
    }
    return result.integration;
  },

  async updateIntegration(request) {
    const result = await request.server.integrationsRepository.update(
      sessionUser(request).id,
      request.params.id,
      request.body,
    );
    if (result.kind === 'not-found') throw new HttpError(404, NOT_FOUND);
    if (result.kind === 'invalid') throw new HttpError(400, result.message);
    return result.integration;
  },

  async deleteIntegration(request) {
    const { id } = request.params;
    const removed = await request.server.integrationsRepository.remove(sessionUser(request).id, id);
    if (!removed) throw new HttpError(404, NOT_FOUND);
    return { id, deleted: true as const };
  },

  async testIntegration(request) {
    const result = await request.server.connectionTester.test(
      sessionUser(request).id,
      request.params.id,
    );
    if (!result) throw new HttpError(404, NOT_FOUND);
    request.log.info(
      {
        integrationId: request.params.id,
        ok: result.ok,
        reason: result.reason,
        httpStatus: result.httpStatus,
        durationMs: result.durationMs,
      },
      'connection test',
    );
    return result;
  },

  async startSync(request, reply) {
    const result = await request.server.syncEngine.start(
      sessionUser(request).id,
      request.params.id,
      'manual',
    );
    if (result.kind === 'not-found') throw new HttpError(404, NOT_FOUND);
    if (result.kind === 'unavailable') throw new HttpError(409, result.message);
    if (result.kind === 'busy') {
      throw new HttpError(409, 'A sync of this integration is already running');
    }
    reply.code(202);
    return { runId: result.run.id };
  },

  async syncRuns(request) {
    const runs = await request.server.syncStore.listRuns(
      sessionUser(request).id,
      request.params.id,
      SYNC_HISTORY_LIMIT,
    );
    if (!runs) throw new HttpError(404, NOT_FOUND);
    return runs;
  },
} satisfies HandlersOf<typeof INTEGRATIONS_API>;
