import type { IntegrationDraftBody } from '@q/api-client';
import { ApiError } from '@q/api-client';
import type { Provider, SyncFrequency, SyncStatus, SystemType } from '@q/schemas/enums';
import {
  API_KEY_MASK_PREFIX,
  INTEGRATION_FIELD_LABELS,
  keepsStoredApiKey,
  keyMustBeReentered,
  missingRequiredIntegrationFields,
  PROVIDER_SETTINGS,
  type ProviderSetting,
  providerSettingProblems,
} from '@q/schemas/integration-catalog';
import type { SystemIntegration, SystemIntegrationUpdate } from '@q/schemas/integrations';
import { QUICKBOOKS_OUTCOMES, type QuickBooksOutcome } from '@q/schemas/quickbooks';
import type { BadgeVariant } from '@q/ui';

/** The form's state: text fields as typed, provider '' until one is picked. */
export interface IntegrationDraft {
  systemType: SystemType;
  systemName: Provider | '';
  /** Sent as the documented body has it (docs/behaviour.md §7); the server notes who saved. */
  userId: string | number | null;
  isEnabled: boolean;
  syncFrequency: SyncFrequency;
  apiEndpoint: string;
  /** The new key, or the stored key's hint ('••••1234'), which keeps the stored key. */
  apiKey: string;
  webhookUrl: string;
  configData: Record<string, unknown> | null;
}

/** What a type does, shown under its card's title. */
export const SYSTEM_TYPE_DESCRIPTIONS = {
  hris: 'People records, goals and OKRs',
  ats: 'Candidates, openings and hiring stages',
  lms: 'Courses, assignments and completions',
  financial: 'Budgets, spend and actuals',
  monitoring: 'Uptime, incidents and alerts',
  collaboration: 'Chat, meetings and shared documents',
} as const satisfies Record<SystemType, string>;

/** A new draft (docs/behaviour.md §4): daily, disabled, 'current-user', no provider yet. */
export function newIntegrationDraft(systemType: SystemType): IntegrationDraft {
  return {
    systemType,
    systemName: '',
    userId: 'current-user',
    isEnabled: false,
    syncFrequency: 'daily',
    apiEndpoint: '',
    apiKey: '',
    webhookUrl: '',
    configData: null,
  };
}

/** The draft of a stored record: its fields, and the key's hint in place of the key. */
export function draftFromIntegration(record: SystemIntegration): IntegrationDraft {
  return {
    systemType: record.systemType,
    systemName: record.systemName,
    userId: record.userId,
    isEnabled: record.isEnabled,
    syncFrequency: record.syncFrequency,
    apiEndpoint: record.apiEndpoint ?? '',
    apiKey: record.apiKeyHint ?? '',
    webhookUrl: record.webhookUrl ?? '',
    configData: record.configData,
  };
}

/**
 * The API Key field's next value. While it still shows the stored key's hint, any edit starts a
 * new key: typing after the hint keeps only what was typed, and shortening the hint clears it, so
 * a half-edited hint is never sent (it would silently keep the old key).
 */
export function nextApiKeyValue(previous: string, typed: string, hint: string | null): string {
  if (!hint || previous !== hint || typed === hint) return typed;
  if (typed.startsWith(hint)) return typed.slice(hint.length);
  if (typed.startsWith(API_KEY_MASK_PREFIX)) return '';
  return typed;
}

/** The extra settings the draft's provider needs (Workday's user, Greenhouse's client ID). */
export function providerSettings(
  draft: Pick<IntegrationDraft, 'systemName'>,
): readonly ProviderSetting[] {
  return draft.systemName === '' ? [] : (PROVIDER_SETTINGS[draft.systemName] ?? []);
}

/** A provider setting's value in the draft, as text ('' when unset). */
export function providerSettingValue(draft: IntegrationDraft, key: string): string {
  const value = draft.configData?.[key];
  return typeof value === 'string' ? value : '';
}

/** The draft with a provider setting typed in; an emptied setting leaves configData. */
export function withProviderSetting(
  draft: IntegrationDraft,
  key: string,
  value: string,
): IntegrationDraft {
  const { [key]: _previous, ...rest } = draft.configData ?? {};
  const configData = value === '' ? rest : { ...rest, [key]: value };
  return { ...draft, configData: Object.keys(configData).length > 0 ? configData : null };
}

/**
 * The labels of required fields left empty, in form order (docs/behaviour.md §5), then the
 * provider's own required settings. The stored key's hint stands for the key, except when the
 * endpoint moves to another origin: a stored key is only sent where it was saved for, so it must be
 * entered again (the server refuses the save otherwise).
 */
export function missingFields(
  draft: IntegrationDraft,
  storedEndpoint: string | null = null,
): string[] {
  const missing = missingRequiredIntegrationFields(draft);
  const keyLabel = INTEGRATION_FIELD_LABELS.apiKey;
  const mustReenter =
    draft.apiEndpoint.trim() !== '' &&
    keepsStoredApiKey(draft.apiKey.trim() || undefined) &&
    keyMustBeReentered(storedEndpoint, draft.apiEndpoint);
  const withKey = mustReenter && !missing.includes(keyLabel) ? [...missing, keyLabel] : missing;
  const settings = providerSettings(draft)
    .filter((setting) => setting.required && providerSettingValue(draft, setting.key).trim() === '')
    .map((setting) => setting.label);
  return [...withKey, ...settings];
}

/**
 * What is wrong with the provider's settings as typed (too long, or not of their format: "User ID
 * must be the numeric id of a Greenhouse user (digits only)"), in form order; the form does not
 * save while there is any. The server refuses the same.
 */
export function invalidSettings(draft: IntegrationDraft): string[] {
  return providerSettingProblems(draft.systemName, trimmedConfig(draft.configData)).map(
    (problem) => problem.message,
  );
}

/** 'Please fill in: Provider, API Key' */
export function missingFieldsMessage(labels: readonly string[]): string {
  return `Please fill in: ${labels.join(', ')}`;
}

/** The body of a save: trimmed text, empty optional values as null, a webhook for HRIS only. */
export function integrationBody(draft: IntegrationDraft): IntegrationDraftBody {
  const webhookUrl = draft.webhookUrl.trim();
  return {
    systemType: draft.systemType,
    systemName: draft.systemName as Provider,
    userId: draft.userId,
    isEnabled: draft.isEnabled,
    syncFrequency: draft.syncFrequency,
    apiEndpoint: draft.apiEndpoint.trim(),
    apiKey: draft.apiKey.trim(),
    webhookUrl: draft.systemType === 'hris' && webhookUrl !== '' ? webhookUrl : null,
    configData: trimmedConfig(draft.configData),
  };
}

/** configData with its text values trimmed. */
function trimmedConfig(config: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!config) return null;
  return Object.fromEntries(
    Object.entries(config).map(([key, value]) => [
      key,
      typeof value === 'string' ? value.trim() : value,
    ]),
  );
}

/**
 * The enabled toggle's save: only isEnabled. The server changes just the fields a PATCH names,
 * so the other fields stay as they are stored — even if another tab has edited them since this
 * page read the record (resending what the page holds would put the old values back).
 */
export function enabledToggleBody(isEnabled: boolean): SystemIntegrationUpdate {
  return { isEnabled };
}

/** The badge colour of a sync status: Connected green, Error red, Pending amber, else grey. */
export function syncStatusVariant(status: SyncStatus | null | undefined): BadgeVariant {
  switch (status) {
    case 'success':
      return 'success';
    case 'error':
      return 'danger';
    case 'pending':
      return 'warning';
    default:
      return 'neutral';
  }
}

/**
 * A failed call's message for a toast: '<status>: <body>' (docs/behaviour.md §8), with the server's
 * JSON error reduced to its message, which is what the body says in words.
 */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) {
    try {
      const parsed: unknown = JSON.parse(error.body);
      if (parsed && typeof parsed === 'object' && 'message' in parsed) {
        const { message } = parsed as { message: unknown };
        if (typeof message === 'string' && message) return `${error.status}: ${message}`;
      }
    } catch {
      // Not JSON: the message as the client made it.
    }
    return error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

// ── QuickBooks: connect by consent ──────────────────────────────────────────────────────────

/** Where Connect QuickBooks sends the browser: the server sends it on to Intuit's consent page. */
export function quickbooksConnectPath(integrationId: number): string {
  return `/api/system-integrations/${integrationId}/quickbooks/connect`;
}

const QUICKBOOKS_OUTCOME_TEXT: Record<
  QuickBooksOutcome,
  { text: string; tone: 'info' | 'warning' }
> = {
  connected: { text: 'QuickBooks is connected. Press Sync now to read its figures.', tone: 'info' },
  cancelled: {
    text: 'QuickBooks was not connected: the consent was declined at Intuit.',
    tone: 'warning',
  },
  refused: {
    text: 'QuickBooks refused the connection: check the Client ID and the API key (the client secret), then press Connect QuickBooks again.',
    tone: 'warning',
  },
  failed: {
    text: 'QuickBooks could not be connected (the integration changed, or Intuit’s answer was incomplete). Press Connect QuickBooks again.',
    tone: 'warning',
  },
};

/**
 * What Settings says after Intuit sent the browser back (`?quickbooks=<outcome>` in `search`);
 * null when the address says nothing of it, or something unknown.
 */
export function quickbooksOutcomeNote(
  search: string,
): { text: string; tone: 'info' | 'warning' } | null {
  const outcome = new URLSearchParams(search).get('quickbooks');
  return outcome !== null && (QUICKBOOKS_OUTCOMES as readonly string[]).includes(outcome)
    ? QUICKBOOKS_OUTCOME_TEXT[outcome as QuickBooksOutcome]
    : null;
}
