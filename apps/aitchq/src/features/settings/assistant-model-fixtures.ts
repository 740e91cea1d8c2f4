import type { AssistantModelPreview, AssistantModelSettings } from '@q/schemas/assistant';
import { minutesBefore } from '../../lib/provenance-fixtures';

/** `GET|PUT|DELETE /api/assistant/model` and its preview, for the tests and stories. */
export const ASSISTANT_MODEL_PATH = '/api/assistant/model';
export const ASSISTANT_PREVIEW_PATH = '/api/assistant/model/preview';

/** No model yet, as an admin reads it. */
export const MODEL_NOT_CONFIGURED: AssistantModelSettings = {
  state: 'not-configured',
  canManage: true,
  baseUrl: null,
  model: null,
  apiKeyHint: null,
  updatedBy: null,
  updatedAt: null,
};

/** Acme's model, on, as an admin reads it: changed by Sarah `minutes` ago. */
export function modelOn(now: Date | number = Date.now(), minutes = 4): AssistantModelSettings {
  return {
    state: 'on',
    canManage: true,
    baseUrl: 'https://api.openai.com/v1',
    model: 'gpt-4o-mini',
    apiKeyHint: '••••1234',
    updatedBy: 'Sarah Chen',
    updatedAt: minutesBefore(now, minutes),
  };
}

/** The state as anyone who is not an admin reads it: nothing else. */
export const MODEL_READ_ONLY: AssistantModelSettings = {
  ...MODEL_NOT_CONFIGURED,
  state: 'on',
  canManage: false,
};

/** What "Who is out next week?" would send, as the server answers a preview. */
export const MODEL_PREVIEW: AssistantModelPreview = {
  state: 'off',
  url: 'https://api.openai.com/v1/chat/completions',
  chooseTool: {
    model: 'gpt-4o-mini',
    messages: [
      {
        role: 'system',
        content: 'Pick the one tool that answers the question. Today is 2026-03-02.',
      },
      { role: 'user', content: 'Who is out next week?' },
    ],
    tools: [{ type: 'function', function: { name: 'who_is_out', parameters: { type: 'object' } } }],
    tool_choice: 'auto',
  },
  tool: 'who_is_out',
  wordAnswer: {
    model: 'gpt-4o-mini',
    messages: [
      { role: 'user', content: 'Who is out next week?' },
      {
        role: 'tool',
        tool_call_id: 'call_1',
        content: '{"rows":[{"name":"Priya Patel","from":"2026-03-09","to":"2026-03-13"}]}',
      },
    ],
    tool_choice: 'none',
  },
};

/** The server's 409 of a preview with nothing connected. */
export const NOTHING_CONNECTED = {
  statusCode: 409,
  error: 'Conflict',
  message: 'Nothing is connected yet: the assistant answers from the sample data in the page',
};
