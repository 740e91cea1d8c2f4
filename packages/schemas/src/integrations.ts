import { z } from 'zod';
import { ZIsoDateTime, ZRecordId } from './common';
import {
  PROVIDERS_BY_SYSTEM_TYPE,
  type Provider,
  type SyncFrequency,
  type SyncStatus,
  type SystemType,
  ZProvider,
  ZSyncFrequency,
  ZSyncStatus,
  ZSystemType,
} from './enums';

/**
 * System integrations (the /settings screen). A record belongs to the signed-in user; its API key
 * is stored encrypted by the server and never appears in an answer: answers carry `hasApiKey` and
 * a masked `apiKeyHint` ('••••1234') instead.
 */

// ── Display labels ───────────────────────────────────────────────────────────────────────────

export const SYSTEM_TYPE_LABELS = {
  hris: 'HRIS',
  ats: 'ATS',
  lms: 'LMS',
  financial: 'Financial',
  monitoring: 'Monitoring',
  collaboration: 'Collaboration',
} as const satisfies Record<SystemType, string>;

export const PROVIDER_LABELS = {
  workday: 'Workday',
  bamboohr: 'BambooHR',
  adp: 'ADP',
  successfactors: 'SAP SuccessFactors',
  greenhouse: 'Greenhouse',
  lever: 'Lever',
  workable: 'Workable',
  smartrecruiters: 'SmartRecruiters',
  cornerstone: 'Cornerstone',
  udemy: 'Udemy Business',
  linkedin: 'LinkedIn Learning',
  degreed: 'Degreed',
  quickbooks: 'QuickBooks',
  netsuite: 'NetSuite',
  sap: 'SAP',
  oracle: 'Oracle',
  datadog: 'Datadog',
  newrelic: 'New Relic',
  splunk: 'Splunk',
  pagerduty: 'PagerDuty',
  slack: 'Slack',
  teams: 'Microsoft Teams',
  google: 'Google Workspace',
  other: 'Other',
} as const satisfies Record<Provider, string>;

export const SYNC_FREQUENCY_LABELS = {
  hourly: 'Every Hour',
  daily: 'Daily',
  weekly: 'Weekly',
} as const satisfies Record<SyncFrequency, string>;

export const SYNC_STATUS_LABELS = {
  success: 'Connected',
  error: 'Error',
  pending: 'Pending',
} as const satisfies Record<SyncStatus, string>;

export const NOT_CONFIGURED_LABEL = 'Not Configured';

/** The badge text of a sync status; a record never synced (or no record) is 'Not Configured'. */
export function syncStatusLabel(status: SyncStatus | null | undefined): string {
  return status ? SYNC_STATUS_LABELS[status] : NOT_CONFIGURED_LABEL;
}

/** Labels of the form fields, as named in the 'Please fill in: ' message. */
export const INTEGRATION_FIELD_LABELS = {
  systemName: 'Provider',
  apiEndpoint: 'API Endpoint',
  apiKey: 'API Key',
  webhookUrl: 'Webhook URL',
} as const;

/** Required on every integration type, in the order the form lists them. */
export const REQUIRED_INTEGRATION_FIELDS = ['systemName', 'apiEndpoint', 'apiKey'] as const;
type RequiredIntegrationField = (typeof REQUIRED_INTEGRATION_FIELDS)[number];

/**
 * The labels of the required fields the draft leaves empty (blank counts as empty), in form
 * order: the client shows 'Please fill in: ' + labels.join(', ') and does not save.
 */
export function missingRequiredIntegrationFields(
  draft: Partial<Record<RequiredIntegrationField, string | null>>,
): string[] {
  return REQUIRED_INTEGRATION_FIELDS.filter((field) => !draft[field]?.trim()).map(
    (field) => INTEGRATION_FIELD_LABELS[field],
  );
}

// ── API key masking ──────────────────────────────────────────────────────────────────────────

export const API_KEY_MASK_PREFIX = '••••';

/** Keys shorter than this show no characters at all in their hint. */
const MIN_KEY_LENGTH_FOR_HINT = 8;

/**
 * The hint an answer shows in place of a key: '••••' and its last 4 characters. A key shorter
 * than 8 characters shows only '••••', since 4 of its characters would give most of it away.
 */
export function maskApiKey(key: string): string {
  if (key.length < MIN_KEY_LENGTH_FOR_HINT) return API_KEY_MASK_PREFIX;
  return API_KEY_MASK_PREFIX + key.slice(-4);
}

/**
 * Whether a PATCH keeps the stored key: the body has no key, or sends back a masked hint (the
 * form is prefilled with the hint and the enabled toggle resends it). No real key starts with '•'.
 */
export function keepsStoredApiKey(apiKey: string | undefined): boolean {
  return apiKey === undefined || apiKey.startsWith(API_KEY_MASK_PREFIX);
}

// ── Answers ──────────────────────────────────────────────────────────────────────────────────

/** A JSON object of provider-specific settings. */
const ZConfigData = z.record(z.string().max(200), z.unknown());

/**
 * An integration record as answered. A plain (stripping) object on purpose: whatever else the
 * server holds for the record, the encrypted key included, is dropped on the way out.
 */
export const ZSystemIntegration = z.object({
  id: ZRecordId,
  systemType: ZSystemType,
  systemName: ZProvider,
  /** The owner: always the signed-in user. */
  userId: ZRecordId,
  isEnabled: z.boolean(),
  syncFrequency: ZSyncFrequency,
  apiEndpoint: z.string().nullable(),
  webhookUrl: z.string().nullable(),
  configData: ZConfigData.nullable(),
  /** null: never tested or synced, shown as 'Not Configured'. */
  syncStatus: ZSyncStatus.nullable(),
  lastSyncAt: ZIsoDateTime.nullable(),
  lastSyncMessage: z.string().nullable(),
  hasApiKey: z.boolean(),
  /** '••••1234' when a key is stored, else null. */
  apiKeyHint: z.string().nullable(),
});
export type SystemIntegration = z.infer<typeof ZSystemIntegration>;

/** GET /api/system-integrations */
export const ZSystemIntegrationsResponse = z.array(ZSystemIntegration);
export type SystemIntegrationsResponse = z.infer<typeof ZSystemIntegrationsResponse>;

/**
 * Why a connection test failed: no answer (`invalid-url`, `blocked` private/loopback/link-local
 * target, `dns`, `refused`, `timeout`, `tls`, `too-many-redirects`, `too-large`, `network`), an
 * answer refusing the key (`rejected-key`: 401/403) or another status (`http-status`), or a stored
 * key the server can no longer read (`unreadable-key`).
 */
export const ZConnectionTestFailure = z.enum([
  'invalid-url',
  'blocked',
  'dns',
  'refused',
  'timeout',
  'tls',
  'too-many-redirects',
  'too-large',
  'network',
  'rejected-key',
  'http-status',
  'unreadable-key',
]);
export type ConnectionTestFailure = z.infer<typeof ZConnectionTestFailure>;

/** POST /api/system-integrations/:id/test: the outcome, and the record with its new sync status. */
export const ZConnectionTestResponse = z.object({
  ok: z.boolean(),
  status: ZSyncStatus,
  message: z.string(),
  /** Null on success. */
  reason: ZConnectionTestFailure.nullable(),
  /** The endpoint's HTTP status; null when no answer came (refused, timed out, DNS). */
  httpStatus: z.number().int().min(100).max(599).nullable(),
  durationMs: z.number().int().min(0),
  integration: ZSystemIntegration,
});
export type ConnectionTestResponse = z.infer<typeof ZConnectionTestResponse>;

// ── Request bodies ───────────────────────────────────────────────────────────────────────────

function httpUrl(field: string) {
  return z
    .url({ protocol: /^https?$/, error: `${field} must be an http(s) URL` })
    .trim()
    .max(2048, `${field} must be at most 2048 characters`);
}

const integrationFields = {
  systemType: ZSystemType,
  systemName: z.enum(ZProvider.options, { error: 'systemName must be a known provider' }),
  /** Sent by the client ('current-user' in a new draft) and ignored: records belong to the session user. */
  userId: z.union([z.string().max(200), z.number(), z.null()]).optional(),
  isEnabled: z.boolean(),
  syncFrequency: ZSyncFrequency,
  apiEndpoint: httpUrl('apiEndpoint'),
  apiKey: z
    .string()
    .trim()
    .min(1, 'apiKey must not be empty')
    .max(4096, 'apiKey must be at most 4096 characters'),
  /** HRIS only; null when left empty. */
  webhookUrl: httpUrl('webhookUrl').nullable().optional(),
  configData: ZConfigData.nullable().optional(),
};

const ZIntegrationFields = z.strictObject(integrationFields);
type RuleInput = Partial<
  Pick<z.infer<typeof ZIntegrationFields>, 'systemType' | 'systemName' | 'webhookUrl'>
>;

export interface IntegrationRuleViolation {
  path: 'systemName' | 'webhookUrl';
  message: string;
}

/**
 * The cross-field rules of an integration: the provider belongs to the type, and only HRIS has a
 * webhook. A rule is checked only when the fields it needs are present, so the server runs this
 * again on a PATCH merged with the stored record.
 */
export function integrationRuleViolations(input: RuleInput): IntegrationRuleViolation[] {
  const violations: IntegrationRuleViolation[] = [];
  const { systemType, systemName, webhookUrl } = input;
  if (systemType !== undefined && systemName !== undefined) {
    const allowed: readonly string[] = PROVIDERS_BY_SYSTEM_TYPE[systemType];
    if (!allowed.includes(systemName)) {
      violations.push({
        path: 'systemName',
        message: `systemName '${systemName}' is not a provider of systemType '${systemType}' (one of: ${allowed.join(', ')})`,
      });
    }
  }
  if (systemType !== undefined && systemType !== 'hris' && webhookUrl != null) {
    violations.push({
      path: 'webhookUrl',
      message: `webhookUrl is only allowed for systemType 'hris', not '${systemType}'`,
    });
  }
  return violations;
}

function addRuleIssues(input: RuleInput, ctx: z.RefinementCtx): void {
  for (const { path, message } of integrationRuleViolations(input)) {
    ctx.addIssue({ code: 'custom', path: [path], message, input: input[path] });
  }
}

/** POST /api/system-integrations: a new record for a type that has none. */
export const ZSystemIntegrationInput = ZIntegrationFields.superRefine((input, ctx) => {
  addRuleIssues(input, ctx);
  if (input.apiKey.startsWith(API_KEY_MASK_PREFIX)) {
    ctx.addIssue({
      code: 'custom',
      path: ['apiKey'],
      message: 'apiKey must be the key itself, not its masked hint',
      input: input.apiKey,
    });
  }
});
export type SystemIntegrationInput = z.infer<typeof ZSystemIntegrationInput>;

/**
 * PATCH /api/system-integrations/:id: any of the fields. A key that is absent or masked keeps the
 * stored one (keepsStoredApiKey). The cross-field rules are checked here when both fields are in
 * the body; the server checks them again against the stored record (integrationRuleViolations).
 */
export const ZSystemIntegrationUpdate = ZIntegrationFields.partial().superRefine(addRuleIssues);
export type SystemIntegrationUpdate = z.infer<typeof ZSystemIntegrationUpdate>;
