import type { INTEGRATIONS_API } from '@q/schemas/api/integrations';
import { SYNC_HISTORY_LIMIT } from '@q/schemas/sync';
import { adminOf, memberOf } from '../access/membership.js';
import { HttpError } from '../http/errors.js';
import type { HandlersOf } from './handler.js';

const NOT_FOUND = 'Integration not found';

/**
 * The calls of `@q/schemas/api/integrations`: the signed-in user's organisation's records only.
 * Every member sees them (status, freshness, history); only admins change, test or sync them
 * (403 for the others, before anything is read or sent).
 */
export const integrationsHandlers = {
  async organisation(request) {
    const member = await memberOf(request);
    return {
      name: member.organisationName,
      canManageConnections: member.canManageConnections,
      canManageAccess: member.canManageAccess,
    };
  },

  listIntegrations: async (request) =>
    request.server.integrationsRepository.list(await memberOf(request)),

  async createIntegration(request) {
    const result = await request.server.integrationsRepository.create(
      await adminOf(request),
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
      await adminOf(request),
      request.params.id,
      request.body,
    );
    if (result.kind === 'not-found') throw new HttpError(404, NOT_FOUND);
    if (result.kind === 'invalid') throw new HttpError(400, result.message);
    return result.integration;
  },

  async deleteIntegration(request) {
    const { id } = request.params;
    const { organisationId } = await adminOf(request);
    const removed = await request.server.integrationsRepository.remove(organisationId, id);
    if (!removed) throw new HttpError(404, NOT_FOUND);
    return { id, deleted: true as const };
  },

  async testIntegration(request) {
    const result = await request.server.connectionTester.test(
      (await adminOf(request)).organisationId,
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
    const member = await adminOf(request);
    const result = await request.server.syncEngine.start(member, request.params.id, 'manual');
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
      (await memberOf(request)).organisationId,
      request.params.id,
      SYNC_HISTORY_LIMIT,
    );
    if (!runs) throw new HttpError(404, NOT_FOUND);
    return runs;
  },
} satisfies HandlersOf<typeof INTEGRATIONS_API>;
