import { ApiError, isAssistantModelRefusal } from '@q/api-client';
import type {
  AssistantModelInput,
  AssistantModelSettings,
  AssistantModelState,
} from '@q/schemas/assistant';
import type { BadgeVariant } from '@q/ui';
import { relativeTime } from '../../lib/relative-time';
import { errorText } from './integration-rules';

/** The state badge's words and colour. */
export const MODEL_STATE_BADGES = {
  'not-configured': { label: 'Not configured', variant: 'neutral' },
  on: { label: 'On', variant: 'success' },
  off: { label: 'Off', variant: 'warning' },
} as const satisfies Record<AssistantModelState, { label: string; variant: BadgeVariant }>;

/** What the three states mean, under the tab's title. */
export const MODEL_STATES_EXPLAINED =
  'Without a model the assistant answers from your data with its own rules; with one, the model picks what to look up and words the answer, and every figure it states is checked against your data.';

/** All someone who is not an admin is told besides the state. */
export const ADMIN_ONLY_NOTE = 'Only an admin can change this.';

/** A save that met another admin's (409): the settings are asked again. */
export const SAVE_CONFLICT_MESSAGE =
  'Someone else changed these settings meanwhile. Reload to see them.';

/** The preview's question until the admin types another. */
export const DEFAULT_PREVIEW_QUESTION = 'Who is out next week?';

/** The form's fields, named as the server's messages name them ('body/baseUrl: …'). */
export type ModelField = 'baseUrl' | 'model' | 'apiKey';

export const MODEL_FIELD_LABELS = {
  baseUrl: 'Base URL',
  model: 'Model',
  apiKey: 'API key',
} as const satisfies Record<ModelField, string>;

/** The form as typed: the key empty unless a new one is typed. */
export interface ModelDraft {
  baseUrl: string;
  model: string;
  apiKey: string;
  enabled: boolean;
}

/**
 * The draft of the stored settings, the key left empty (an empty key keeps the stored one). A
 * first configuration starts off: it can be previewed before any question goes to the model.
 */
export function draftFromSettings(settings: AssistantModelSettings): ModelDraft {
  return {
    baseUrl: settings.baseUrl ?? '',
    model: settings.model ?? '',
    apiKey: '',
    enabled: settings.state === 'on',
  };
}

/** The body of a save: trimmed text, and the key only when one was typed. */
export function modelBody(draft: ModelDraft): AssistantModelInput {
  const apiKey = draft.apiKey.trim();
  return {
    baseUrl: draft.baseUrl.trim(),
    model: draft.model.trim(),
    ...(apiKey === '' ? {} : { apiKey }),
    enabled: draft.enabled,
  };
}

/**
 * The fields left empty, in form order: the key only when none is stored (an empty key keeps the
 * stored one).
 */
export function missingModelFields(draft: ModelDraft, hasStoredKey: boolean): ModelField[] {
  const missing: ModelField[] = [];
  if (draft.baseUrl.trim() === '') missing.push('baseUrl');
  if (draft.model.trim() === '') missing.push('model');
  if (!hasStoredKey && draft.apiKey.trim() === '') missing.push('apiKey');
  return missing;
}

/** 'Please fill in: Base URL, API key' */
export function missingModelFieldsMessage(fields: readonly ModelField[]): string {
  return `Please fill in: ${fields.map((field) => MODEL_FIELD_LABELS[field]).join(', ')}`;
}

/**
 * The server's own words for a failed call: the JSON error's message ('body/baseUrl: baseUrl must
 * be an http(s) URL'), else the client's '<status>: <body>'.
 */
export function serverMessage(error: unknown): string {
  if (error instanceof ApiError) {
    try {
      const parsed: unknown = JSON.parse(error.body);
      if (parsed && typeof parsed === 'object' && 'message' in parsed) {
        const { message } = parsed as { message: unknown };
        if (typeof message === 'string' && message) return message;
      }
    } catch {
      // Not JSON: the message as the client made it.
    }
  }
  return errorText(error);
}

/** The field a server's message names ('body/apiKey: …'), if it is one of the form's. */
export function fieldOfMessage(message: string): ModelField | null {
  const match = /^body\/(baseUrl|model|apiKey)\b/.exec(message);
  return match ? (match[1] as ModelField) : null;
}

/** The title of the toast of a write refused because the viewer is no longer an admin. */
export const MODEL_REFUSED_TITLE = 'AI Assistant settings are read-only for you';

/**
 * The toast of a failed write: a refusal (403) says so in the server's words, as the
 * integrations' do; any other failure keeps the action's title.
 */
export function modelFailureToast(title: string, error: unknown) {
  return {
    title: isAssistantModelRefusal(error) ? MODEL_REFUSED_TITLE : title,
    description: errorText(error),
    variant: 'destructive' as const,
  };
}

/** 'Last changed by Sarah Chen 4 min ago'; null when nobody is named. */
export function lastChangedText(
  settings: Pick<AssistantModelSettings, 'updatedBy' | 'updatedAt'>,
  now: Date,
): string | null {
  if (!settings.updatedBy) return null;
  const when = settings.updatedAt ? ` ${relativeTime(settings.updatedAt, now)}` : '';
  return `Last changed by ${settings.updatedBy}${when}`;
}

/** A request body as the preview shows it: indented JSON. */
export function requestBodyText(body: Record<string, unknown>): string {
  return JSON.stringify(body, null, 2);
}
