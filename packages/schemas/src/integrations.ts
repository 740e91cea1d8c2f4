import { z } from 'zod';
import {
  isStorableLine,
  UNSTORABLE_LINE_MESSAGE,
  ZIsoDateTime,
  ZRecordId,
  ZStorableJson,
  ZStorableLine,
} from './common';
import {
  INTEGRATION_CALL_FAILURES,
  ZProvider,
  ZSyncFrequency,
  ZSyncStatus,
  ZSystemType,
} from './enums';
import {
  API_KEY_MASK_PREFIX,
  PROVIDER_SETTINGS,
  PROVIDERS_BY_SYSTEM_TYPE,
  providerSettingProblems,
  urlHasCredentials,
} from './integration-catalog';
import { ZSyncRun } from './sync';

export * from './integration-catalog';

/**
 * System integrations (the /settings screen). A record belongs to the signed-in user; its API key
 * is stored encrypted by the server and never appears in an answer: answers carry `hasApiKey` and
 * a masked `apiKeyHint` ('••••1234') instead.
 */

// ── Answers ──────────────────────────────────────────────────────────────────────────────────

/** A JSON object of provider-specific settings. */
const ZConfigData = z.record(z.string().max(200), z.unknown());

/** Provider-specific settings as a request sends them: storable keys and values (common.ts). */
const ZConfigDataInput = z.record(ZStorableLine.max(200), ZStorableJson);

/**
 * An integration record as answered. A plain (stripping) object on purpose: whatever else the
 * server holds for the record, the encrypted key included, is dropped on the way out.
 */
export const ZSystemIntegration = z.object({
  id: ZRecordId,
  systemType: ZSystemType,
  systemName: ZProvider,
  /**
   * Who last changed the record (the organisation owns it); null once that user is gone.
   */
  userId: ZRecordId.nullable(),
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
  /** Whether the suite can sync this provider's data (a connector exists for it). */
  syncAvailable: z.boolean(),
  /** The newest sync run; null before the first. */
  lastRun: ZSyncRun.nullable(),
  /**
   * Whether consent was given at the provider and its grant is stored (QuickBooks): the
   * connection is made. Never the grant itself; false for a provider connected by key.
   */
  consented: z.boolean(),
});
export type SystemIntegration = z.infer<typeof ZSystemIntegration>;

/** GET /api/system-integrations */
export const ZSystemIntegrationsResponse = z.array(ZSystemIntegration);
export type SystemIntegrationsResponse = z.infer<typeof ZSystemIntegrationsResponse>;

/** Why a connection test failed (see INTEGRATION_CALL_FAILURES). */
export const ZConnectionTestFailure = z.enum(INTEGRATION_CALL_FAILURES);
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

/** DELETE /api/system-integrations/:id: the record and its sealed key are gone. */
export const ZDeleteIntegrationResponse = z.object({ id: ZRecordId, deleted: z.literal(true) });
export type DeleteIntegrationResponse = z.infer<typeof ZDeleteIntegrationResponse>;

// ── Request bodies ───────────────────────────────────────────────────────────────────────────

function httpUrl(field: string) {
  return (
    z
      .url({ protocol: /^https?$/, error: `${field} must be an http(s) URL` })
      .trim()
      .max(2048, `${field} must be at most 2048 characters`)
      // The URL parser drops tabs and line breaks: what is stored must be what is called.
      .refine(isStorableLine, `${field} ${UNSTORABLE_LINE_MESSAGE}`)
      // A key belongs in apiKey, where it is sealed and never shown; never in a URL.
      .refine(
        (url) => !urlHasCredentials(url),
        `${field} must not carry a user name or password; put the key in apiKey`,
      )
  );
}

const integrationFields = {
  systemType: ZSystemType,
  systemName: z.enum(ZProvider.options, { error: 'systemName must be a known provider' }),
  /** Sent by the client ('current-user' in a new draft) and ignored: records belong to the session user. */
  userId: z.union([ZStorableLine.max(200), z.number(), z.null()]).optional(),
  isEnabled: z.boolean(),
  syncFrequency: ZSyncFrequency,
  apiEndpoint: httpUrl('apiEndpoint'),
  apiKey: z
    .string()
    .trim()
    .min(1, 'apiKey must not be empty')
    .max(4096, 'apiKey must be at most 4096 characters')
    .refine(isStorableLine, `apiKey ${UNSTORABLE_LINE_MESSAGE}`),
  /** HRIS only; null when left empty. */
  webhookUrl: httpUrl('webhookUrl').nullable().optional(),
  configData: ZConfigDataInput.nullable().optional(),
};

const ZIntegrationFields = z.strictObject(integrationFields);
type RuleInput = Partial<
  Pick<
    z.infer<typeof ZIntegrationFields>,
    'systemType' | 'systemName' | 'webhookUrl' | 'configData'
  >
>;

export interface IntegrationRuleViolation {
  path: 'systemName' | 'webhookUrl' | 'configData';
  message: string;
}

/**
 * The cross-field rules of an integration: the provider belongs to the type, only HRIS has a
 * webhook, and the provider's own settings in configData (PROVIDER_SETTINGS) are one line of
 * text within their length and of their format. A rule is checked only when the fields it needs
 * are present, so the server runs this again on a PATCH merged with the stored record.
 */
export function integrationRuleViolations(input: RuleInput): IntegrationRuleViolation[] {
  const violations: IntegrationRuleViolation[] = [];
  const { systemType, systemName, webhookUrl, configData } = input;
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
  if (systemName !== undefined && configData) {
    for (const setting of PROVIDER_SETTINGS[systemName] ?? []) {
      const value = configData[setting.key];
      // A setting is one line: a user, an id, an address (storable text is checked before).
      if (typeof value === 'string' && !isStorableLine(value)) {
        violations.push({
          path: 'configData',
          message: `${setting.label} (configData.${setting.key}) ${UNSTORABLE_LINE_MESSAGE}`,
        });
      }
    }
    for (const { key, message } of providerSettingProblems(systemName, configData)) {
      violations.push({ path: 'configData', message: `${message} (configData.${key})` });
    }
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

/**
 * GET /api/organisation: the signed-in user's organisation, and whether they may change its
 * connections (an admin); everyone else sees them read-only.
 */
export const ZOrganisationAccess = z.object({
  name: z.string(),
  canManageConnections: z.boolean(),
  /**
   * Whether they may see who has access and end people's sessions: the admins of a company's own
   * organisation; never in the demo company, whose accounts every visitor of the demo shares.
   */
  canManageAccess: z.boolean(),
});
export type OrganisationAccess = z.infer<typeof ZOrganisationAccess>;
