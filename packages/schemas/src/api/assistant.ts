import { endpoint } from './endpoint';

const assistant = () => import('../assistant');

/**
 * The organisation's optional language model for the assistant (System Settings → AI
 * Assistant), an OpenAI-compatible Chat Completions API. Everyone in the organisation reads its
 * state (the assistant's panel says whether a model answers); only admins see its settings,
 * change or remove it, and preview what a question would send (403 for the others, before
 * anything is read). The key is stored sealed and answered only as a masked hint.
 */
export const ASSISTANT_API = {
  assistantModel: endpoint({
    method: 'GET',
    path: '/api/assistant/model',
    access: 'session',
    scope: 'organisation',
    tag: 'assistant',
    summary:
      "The organisation's language model: its state for everyone; base URL, model and key hint for admins only",
    cache: 'viewer',
    schemas: async () => ({ response: (await assistant()).ZAssistantModelSettings }),
  }),
  saveAssistantModel: endpoint({
    method: 'PUT',
    path: '/api/assistant/model',
    access: 'session',
    scope: 'organisation',
    tag: 'assistant',
    summary:
      'Configure the language model (admins): base URL, model, key (absent or masked keeps the stored one) and whether it is on',
    errors: [403, 409],
    schemas: async () => {
      const { ZAssistantModelInput, ZAssistantModelSettings } = await assistant();
      return { body: ZAssistantModelInput, response: ZAssistantModelSettings };
    },
  }),
  deleteAssistantModel: endpoint({
    method: 'DELETE',
    path: '/api/assistant/model',
    access: 'session',
    scope: 'organisation',
    tag: 'assistant',
    summary: 'Remove the language model (admins): its settings and stored key are destroyed',
    errors: [403, 404],
    schemas: async () => ({ response: (await assistant()).ZAssistantModelDeleted }),
  }),
  previewAssistantModel: endpoint({
    method: 'POST',
    path: '/api/assistant/model/preview',
    access: 'session',
    scope: 'organisation',
    tag: 'assistant',
    summary:
      "What a question would send to the language model, with the admin's own scope and data; nothing is sent (admins)",
    errors: [403, 409],
    schemas: async () => {
      const { ZAssistantQuestion, ZAssistantModelPreview } = await assistant();
      return { body: ZAssistantQuestion, response: ZAssistantModelPreview };
    },
  }),
};
