import type { INTEGRATIONS_API } from '@q/schemas/api/integrations';
import type { SystemIntegration } from '@q/schemas/integrations';
import { SYNC_HISTORY_LIMIT } from '@q/schemas/sync';
import { adminOf, memberOf } from '../access/membership.js';
import { changedFields } from '../audit/changes.js';
import { HttpError } from '../http/errors.js';
import { AUDITED_INTEGRATION_FIELDS } from '../repositories/integrations.js';
import type { HandlersOf } from './handler.js';

const NOT_FOUND = 'Integration not found';

/** An integration as the audit trail names it. */
function integrationTarget(
  integration: Pick<SystemIntegration, 'id' | 'systemType' | 'systemName'>,
) {
  return {
    type: 'integration',
    id: integration.id,
    label: `${integration.systemType} · ${integration.systemName}`,
  };
}

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
    const created = result.integration;
    await request.audit({
      action: 'integration-created',
      target: integrationTarget(created),
      // The key is never recorded, not even its hint.
      changes: changedFields(
        {},
        Object.fromEntries(AUDITED_INTEGRATION_FIELDS.map((field) => [field, created[field]])),
      ),
    });
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
    const { integration, before, keyReplaced } = result;
    const { isEnabled: wasEnabled, ...fieldsBefore } = before;
    const target = integrationTarget(integration);
    const changes = changedFields(
      fieldsBefore as Record<string, unknown>,
      Object.fromEntries(
        AUDITED_INTEGRATION_FIELDS.filter((field) => field !== 'isEnabled').map((field) => [
          field,
          integration[field],
        ]),
      ),
    );
    if (changes) await request.audit({ action: 'integration-changed', target, changes });
    if (integration.isEnabled !== wasEnabled) {
      await request.audit({
        action: integration.isEnabled ? 'integration-enabled' : 'integration-disabled',
        target,
      });
    }
    if (keyReplaced) await request.audit({ action: 'integration-key-replaced', target });
    return integration;
  },

  async deleteIntegration(request) {
    const { id } = request.params;
    const { organisationId } = await adminOf(request);
    const removed = await request.server.integrationsRepository.remove(organisationId, id);
    if (!removed) throw new HttpError(404, NOT_FOUND);
    await request.audit({ action: 'integration-deleted', target: { type: 'integration', id } });
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
    await request.audit({
      action: 'integration-tested',
      target: { type: 'integration', id: request.params.id },
      detail: { ok: result.ok, message: result.message, httpStatus: result.httpStatus ?? null },
    });
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
    await request.audit({
      action: 'sync-started',
      target: { type: 'integration', id: request.params.id },
      detail: { runId: result.run.id },
    });
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
