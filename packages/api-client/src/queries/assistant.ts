import { MANAGER_API } from '@q/schemas/api/manager';
import type { AssistantReply } from '@q/schemas/assistant';
import { endpointRequest } from '../endpoint';
import { ApiError } from '../http';

/**
 * The longest question the server reads (`MAX_ASSISTANT_QUESTION` of `@q/schemas/assistant`,
 * repeated here so that asking does not load the schemas' module before the answer is in).
 */
export const ASSISTANT_QUESTION_MAX = 2000;

/**
 * What the assistant answers from the connected data: the text, who worded it (the rules, or the
 * organisation's language model), a note when a model's answer was replaced, and whether a model
 * is set up.
 */
export type AssistantAnswer = AssistantReply;

/**
 * Mutation options for asking the assistant a question about the connected data (needs a
 * session): POSTs `{ question }` (trimmed, and cut to the length the server reads) to
 * /api/assistant/questions. The server answers 409 when the viewer's organisation has nothing
 * connected ({@link isNothingConnected}): the page answers from its sample then.
 */
export function askAssistantMutation() {
  return {
    mutationKey: [MANAGER_API.askAssistant.path] as const,
    mutationFn: (question: string): Promise<AssistantAnswer> =>
      endpointRequest(MANAGER_API.askAssistant, {
        body: { question: question.trim().slice(0, ASSISTANT_QUESTION_MAX) },
      }),
  };
}

/** The assistant's 409: the viewer's organisation has nothing connected to answer from. */
export function isNothingConnected(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 409;
}
