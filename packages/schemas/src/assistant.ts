import { z } from 'zod';
import { isStorableLine, UNSTORABLE_LINE_MESSAGE, ZIsoDateTime } from './common';
import { urlHasCredentials } from './integration-catalog';

/**
 * The assistant with connected data: a question about the viewer's part of the company, answered
 * by one of a fixed set of tools over the synced records (who is out, anniversaries, reports,
 * open roles, stalled pipelines, goals at risk, headcount, insights, freshness). With nothing
 * connected the dashboard's assistant answers the sample's action items in the page instead.
 */

/** The dashboard widgets an answer links to (the integrations are in System Settings). */
export const ASSISTANT_WIDGETS = [
  'team',
  'hris-insights',
  'headcount',
  'recruiting',
  'goals',
  'management-insights',
  'integrations',
] as const;
export const ZAssistantWidget = z.enum(ASSISTANT_WIDGETS);
export type AssistantWidget = z.infer<typeof ZAssistantWidget>;

/** The longest question taken (what is beyond it is not read). */
export const MAX_ASSISTANT_QUESTION = 2000;

/** POST /api/assistant/questions */
export const ZAssistantQuestion = z.strictObject({
  question: z.string().min(1).max(MAX_ASSISTANT_QUESTION),
});
export type AssistantQuestion = z.infer<typeof ZAssistantQuestion>;

/**
 * The organisation's optional language model, as the API reports it: none configured, or
 * configured and on (questions go to it, its answers checked) or off (kept, not used).
 */
export const ASSISTANT_MODEL_STATES = ['not-configured', 'on', 'off'] as const;
export const ZAssistantModelState = z.enum(ASSISTANT_MODEL_STATES);
export type AssistantModelState = z.infer<typeof ZAssistantModelState>;

export const ZAssistantReply = z.object({
  /** Plain text, a statement or a short list a line each; every figure from the tool. */
  text: z.string(),
  /** The tool that answered; null when the question is outside what it can answer. */
  tool: z.string().nullable(),
  /** Where the figures come from on the dashboard. */
  links: z.array(z.object({ label: z.string(), widget: ZAssistantWidget })),
  /** What the assistant can answer, when it could not answer this. */
  capabilities: z.array(z.string()),
  /**
   * What worded the answer: the product's own rules, or the organisation's language model (its
   * wording checked against the tool's figures). Only a `model` answer may be called AI generated.
   */
  answeredBy: z.enum(['rules', 'model']),
  /**
   * Why the rules answered although a model is on (it failed, or its wording was refused), in a
   * sentence for the panel; null otherwise.
   */
  note: z.string().nullable(),
  /** The organisation's language model: none configured (an admin can add one), on or off. */
  model: ZAssistantModelState,
  /** The sources the answer rests on and their freshness. */
  sources: z.array(z.object({ provider: z.string(), syncedAt: ZIsoDateTime.nullable() })),
});
export type AssistantReply = z.infer<typeof ZAssistantReply>;

// ── The organisation's language model (System Settings → AI Assistant) ─────────────────────────

/**
 * GET|PUT /api/assistant/model: the settings as the viewer may see them. Everyone in the
 * organisation sees the state; only admins (`canManage`) see the rest, and the key only as its
 * masked hint ('••••1234'), never the key.
 */
export const ZAssistantModelSettings = z.object({
  state: ZAssistantModelState,
  /** Whether the viewer may change the settings (an admin). */
  canManage: z.boolean(),
  /** The OpenAI-compatible API's base URL (`…/v1`); null when not configured or not an admin. */
  baseUrl: z.string().nullable(),
  /** The model's name as the API knows it; null when not configured or not an admin. */
  model: z.string().nullable(),
  /** '••••1234'; null when not configured or not an admin. */
  apiKeyHint: z.string().nullable(),
  /** Who last changed the settings (their name), and when; null as above. */
  updatedBy: z.string().nullable(),
  updatedAt: ZIsoDateTime.nullable(),
});
export type AssistantModelSettings = z.infer<typeof ZAssistantModelSettings>;

/** The longest model name taken. */
export const MAX_ASSISTANT_MODEL_NAME = 200;

/**
 * PUT /api/assistant/model (admins): the whole settings. `apiKey` may be left out (or sent as
 * its masked hint) to keep the stored key, except on the first save and when the base URL moves
 * to another origin (a stored key is only sent where it was saved for).
 */
export const ZAssistantModelInput = z.strictObject({
  baseUrl: z
    .url({ protocol: /^https?$/, error: 'baseUrl must be an http(s) URL' })
    .trim()
    .max(2048, 'baseUrl must be at most 2048 characters')
    .refine(isStorableLine, `baseUrl ${UNSTORABLE_LINE_MESSAGE}`)
    .refine(
      (url) => !urlHasCredentials(url),
      'baseUrl must not carry a user name or password; put the key in apiKey',
    )
    .refine((url) => {
      try {
        const parsed = new URL(url);
        return parsed.search === '' && parsed.hash === '';
      } catch {
        return false;
      }
    }, 'baseUrl must not have a query or a fragment'),
  model: z
    .string()
    .trim()
    .min(1, 'model must not be empty')
    .max(MAX_ASSISTANT_MODEL_NAME, `model must be at most ${MAX_ASSISTANT_MODEL_NAME} characters`)
    .refine(isStorableLine, `model ${UNSTORABLE_LINE_MESSAGE}`),
  apiKey: z
    .string()
    .trim()
    .min(1, 'apiKey must not be empty')
    .max(4096, 'apiKey must be at most 4096 characters')
    .refine(isStorableLine, `apiKey ${UNSTORABLE_LINE_MESSAGE}`)
    .optional(),
  enabled: z.boolean(),
});
export type AssistantModelInput = z.infer<typeof ZAssistantModelInput>;

/** DELETE /api/assistant/model: the settings and the sealed key are gone. */
export const ZAssistantModelDeleted = z.object({
  deleted: z.literal(true),
  state: z.literal('not-configured'),
});
export type AssistantModelDeleted = z.infer<typeof ZAssistantModelDeleted>;

/** A request body for the model, exactly as it would be sent (JSON). */
const ZModelRequestBody = z.record(z.string(), z.unknown());

/**
 * POST /api/assistant/model/preview (admins): what a question would send to the model, with the
 * admin's own scope and data, sent nowhere. `chooseTool` is the first request's body exactly;
 * `wordAnswer` the second's when the model chooses the tool the product's own parser chooses
 * (null when the parser finds none: then only the model's choice decides what goes).
 */
export const ZAssistantModelPreview = z.object({
  state: ZAssistantModelState,
  /** Where the requests go: `{baseUrl}/chat/completions`. */
  url: z.string(),
  chooseTool: ZModelRequestBody,
  /** The tool the second request's result comes from; null as `wordAnswer`. */
  tool: z.string().nullable(),
  wordAnswer: ZModelRequestBody.nullable(),
});
export type AssistantModelPreview = z.infer<typeof ZAssistantModelPreview>;
