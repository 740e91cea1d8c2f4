import type { ASSISTANT_API } from '@q/schemas/api/assistant';
import { adminOf, memberOf } from '../access/membership.js';
import { previewRequests } from '../assistant/model.js';
import { changedFields } from '../audit/changes.js';
import { HttpError } from '../http/errors.js';
import { AUDITED_MODEL_FIELDS } from '../repositories/assistant-model.js';
import type { HandlersOf } from './handler.js';
import { assistantInputs } from './manager.js';

const MODEL_TARGET = { type: 'assistant-model', id: null, label: 'AI Assistant model' } as const;

/**
 * The calls of `@q/schemas/api/assistant`: the organisation's language model. Everyone reads its
 * state; only admins see or change the rest, or preview what a question sends (403 for the
 * others, before anything is read). The key and its hint never reach the audit trail: a new key
 * is its own event.
 */
export const assistantHandlers = {
  async assistantModel(request) {
    const member = await memberOf(request);
    return request.server.assistantModelRepository.settings(
      member.organisationId,
      member.canManageConnections,
    );
  },

  async saveAssistantModel(request) {
    const admin = await adminOf(request);
    const result = await request.server.assistantModelRepository.save(
      admin.organisationId,
      admin.userId,
      request.body,
    );
    if (result.kind === 'invalid') throw new HttpError(400, result.message);
    if (result.kind === 'conflict') {
      throw new HttpError(409, 'The model was configured by someone else meanwhile; try again');
    }
    const { settings, before, keyReplaced } = result;
    const after = { baseUrl: settings.baseUrl, model: settings.model };
    if (before === null) {
      await request.audit({
        action: 'assistant-model-configured',
        target: MODEL_TARGET,
        changes: changedFields({}, { ...after, enabled: settings.state === 'on' }),
      });
      return settings;
    }
    const changes = changedFields<Record<string, unknown>>(
      Object.fromEntries(AUDITED_MODEL_FIELDS.map((field) => [field, before[field]])),
      after,
    );
    if (changes) {
      await request.audit({ action: 'assistant-model-changed', target: MODEL_TARGET, changes });
    }
    const enabled = settings.state === 'on';
    if (enabled !== before.enabled) {
      await request.audit({
        action: enabled ? 'assistant-model-enabled' : 'assistant-model-disabled',
        target: MODEL_TARGET,
      });
    }
    if (keyReplaced) {
      await request.audit({ action: 'assistant-model-key-replaced', target: MODEL_TARGET });
    }
    return settings;
  },

  async deleteAssistantModel(request) {
    const admin = await adminOf(request);
    const removed = await request.server.assistantModelRepository.remove(admin.organisationId);
    if (!removed) throw new HttpError(404, 'No model is configured');
    await request.audit({ action: 'assistant-model-removed', target: MODEL_TARGET });
    return { deleted: true as const, state: 'not-configured' as const };
  },

  async previewAssistantModel(request) {
    const admin = await adminOf(request);
    const target = await request.server.assistantModelRepository.target(admin.organisationId);
    if (!target) {
      throw new HttpError(409, 'No model is configured: save its settings (off) to preview');
    }
    const { data, context } = await assistantInputs(request);
    const preview = previewRequests(target.model, request.body.question, data, context);
    await request.audit({
      action: 'assistant-model-previewed',
      target: MODEL_TARGET,
      detail: { question: request.body.question.slice(0, 500), tool: preview.tool },
    });
    return {
      state: target.state,
      url: `${target.baseUrl}/chat/completions`,
      chooseTool: preview.chooseTool,
      tool: preview.tool,
      wordAnswer: preview.wordAnswer,
    };
  },
} satisfies HandlersOf<typeof ASSISTANT_API>;
