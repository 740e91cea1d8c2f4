import { ASSISTANT_API } from '@q/schemas/api/assistant';
import type {
  AssistantModelDeleted,
  AssistantModelInput,
  AssistantModelPreview,
  AssistantModelSettings,
} from '@q/schemas/assistant';
import type { QueryClient } from '@tanstack/react-query';
import { endpointQuery, endpointRequest } from '../endpoint';
import { ApiError } from '../http';
import { ASSISTANT_QUESTION_MAX } from './assistant';
import { organisationQuery } from './integrations';

/**
 * The organisation's language model for the assistant (System Settings → AI Assistant): its
 * state for everyone, its settings for admins, who save, remove and preview it. Every write
 * refreshes `assistantModelQuery()`, which the assistant's own panel reads too.
 */

/**
 * GET /api/assistant/model: the state (not configured, on, off), and for an admin (`canManage`)
 * the base URL, model, key hint and who changed them last.
 */
export function assistantModelQuery() {
  return endpointQuery(ASSISTANT_API.assistantModel);
}

/** A write refused because the viewer is not (or no longer) an admin. */
export function isAssistantModelRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 403;
}

/**
 * A 409: on a save, someone else configured the model meanwhile; on a preview, nothing is
 * connected or no model is configured.
 */
export function isAssistantModelConflict(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 409;
}

const refreshSettings = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: assistantModelQuery().queryKey });

/**
 * After a failed write: a refusal (403) asks again for the settings (now read-only) and for who
 * may change the organisation's settings; a conflict (409) or a model already gone (404) asks
 * again for the settings as they now stand.
 */
async function refreshAfterFailure(queryClient: QueryClient, error: unknown) {
  if (isAssistantModelRefusal(error)) {
    await Promise.all([
      refreshSettings(queryClient),
      queryClient.invalidateQueries({ queryKey: organisationQuery().queryKey }),
    ]);
    return;
  }
  if (error instanceof ApiError && (error.status === 409 || error.status === 404)) {
    await refreshSettings(queryClient);
  }
}

/**
 * PUT /api/assistant/model (admins): the whole settings; leave `apiKey` out to keep the stored
 * key. The answer is the settings as saved, put in the cache, which is then refreshed.
 */
export function saveAssistantModelMutation(queryClient: QueryClient) {
  return {
    mutationKey: [ASSISTANT_API.assistantModel.path, 'save'] as const,
    mutationFn: (body: AssistantModelInput): Promise<AssistantModelSettings> =>
      endpointRequest(ASSISTANT_API.saveAssistantModel, { body }),
    onSuccess: async (settings: AssistantModelSettings) => {
      queryClient.setQueryData(assistantModelQuery().queryKey, settings);
      await refreshSettings(queryClient);
    },
    onError: (error: Error) => refreshAfterFailure(queryClient, error),
  };
}

/** DELETE /api/assistant/model (admins): the settings and the stored key are destroyed. */
export function deleteAssistantModelMutation(queryClient: QueryClient) {
  return {
    mutationKey: [ASSISTANT_API.assistantModel.path, 'delete'] as const,
    mutationFn: (): Promise<AssistantModelDeleted> =>
      endpointRequest(ASSISTANT_API.deleteAssistantModel),
    onSuccess: () => refreshSettings(queryClient),
    onError: (error: Error) => refreshAfterFailure(queryClient, error),
  };
}

/**
 * POST /api/assistant/model/preview (admins): the request bodies a question would send to the
 * model, with the admin's own data; nothing is sent. The question is trimmed and cut to the
 * length the server reads. 409 when nothing is connected or no model is configured.
 */
export function previewAssistantModelMutation(queryClient: QueryClient) {
  return {
    mutationKey: [ASSISTANT_API.previewAssistantModel.path] as const,
    mutationFn: (question: string): Promise<AssistantModelPreview> =>
      endpointRequest(ASSISTANT_API.previewAssistantModel, {
        body: { question: question.trim().slice(0, ASSISTANT_QUESTION_MAX) },
      }),
    onError: (error: Error) => refreshAfterFailure(queryClient, error),
  };
}
