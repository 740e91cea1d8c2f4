import type { Provider, SyncFrequency, SyncStatus, SystemType } from './enums';

/**
 * What the settings screen shows of integrations, without zod: the types and their providers,
 * display labels, the required-field rule and the key mask. A page can import these without
 * loading the validation schemas (`./integrations` re-exports them all).
 */

/** The integration types, in the order the settings screen shows them. */
export const SYSTEM_TYPES = [
  'hris',
  'ats',
  'lms',
  'financial',
  'monitoring',
  'collaboration',
] as const satisfies readonly SystemType[];

/** Provider options per integration type (docs/behaviour.md §3). */
export const PROVIDERS_BY_SYSTEM_TYPE = {
  hris: ['workday', 'bamboohr', 'adp', 'successfactors', 'other'],
  ats: ['greenhouse', 'lever', 'workable', 'smartrecruiters', 'other'],
  lms: ['cornerstone', 'udemy', 'linkedin', 'degreed', 'other'],
  financial: ['quickbooks', 'netsuite', 'sap', 'oracle', 'other'],
  monitoring: ['datadog', 'newrelic', 'splunk', 'pagerduty', 'other'],
  collaboration: ['slack', 'teams', 'google', 'other'],
} as const satisfies Record<SystemType, readonly Provider[]>;

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

// ── Where a stored key may go ────────────────────────────────────────────────────────────────

/** The origin (scheme, host and port) of an http(s) URL, or null for anything else. */
export function urlOrigin(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * Whether a save must carry a new key: the stored key is only ever sent to the origin it was
 * saved for, so an endpoint that moves to another origin (scheme, host or port) needs the key
 * entered again. Moving within the origin (another path) keeps it.
 */
export function keyMustBeReentered(storedEndpoint: string | null, nextEndpoint: string): boolean {
  if (storedEndpoint === null) return false;
  return urlOrigin(storedEndpoint.trim()) !== urlOrigin(nextEndpoint.trim());
}

export const REENTER_KEY_MESSAGE =
  'apiKey must be entered again: the endpoint moved to another origin, and a stored key is only sent to the origin it was saved for';

/** Whether a URL names a user or a password (`https://user:pass@host`). */
export function urlHasCredentials(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.username !== '' || parsed.password !== '';
  } catch {
    return false;
  }
}

// ── Connected data ───────────────────────────────────────────────────────────────────────────

/** The providers whose data the suite syncs, per type; the other types say "Sync coming soon". */
export const SYNC_PROVIDERS = {
  hris: ['bamboohr', 'workday', 'other'],
  ats: ['greenhouse', 'other'],
  lms: [],
  financial: ['quickbooks', 'other'],
  monitoring: [],
  collaboration: [],
} as const satisfies Record<SystemType, readonly Provider[]>;

/** Whether a record of this type and provider can sync its data into the dashboards. */
export function isSyncAvailable(systemType: SystemType, provider: Provider): boolean {
  return (SYNC_PROVIDERS[systemType] as readonly Provider[]).includes(provider);
}

/** A setting a provider needs beyond the endpoint and key, kept in the record's configData. */
export interface ProviderSetting {
  /** Its key in configData. */
  key: string;
  label: string;
  required: boolean;
  type: 'text' | 'url';
  placeholder: string;
  hint: string;
  /** Most characters the value may hold: the form stops there, and a save with more is refused. */
  maxLength: number;
  /** What the value must look like beyond one line of text, and the sentence that says so. */
  format?: { pattern: RegExp; message: string };
  /** The keyboard a phone shows for it. */
  inputMode?: 'numeric';
}

/** The settings of providers that need more than an endpoint and a key (their connectors read them). */
export const PROVIDER_SETTINGS: Partial<Record<Provider, readonly ProviderSetting[]>> = {
  workday: [
    {
      key: 'username',
      label: 'Integration user',
      required: true,
      type: 'text',
      placeholder: 'ISU_Q_Sync',
      hint: 'The Workday user the report is shared with; the API Key is its password.',
      maxLength: 200,
    },
    {
      key: 'okrReportUrl',
      label: 'OKR report URL',
      required: false,
      type: 'url',
      placeholder: 'https://…/ccx/service/customreport2/tenant/owner/Organization_Goals',
      hint: 'A second report with the organisation’s objectives, on the same host (optional).',
      maxLength: 2048,
    },
  ],
  quickbooks: [
    {
      key: 'clientId',
      label: 'Client ID',
      required: true,
      type: 'text',
      placeholder: 'Intuit app client ID',
      hint: 'From your app’s Keys & credentials on the Intuit Developer Portal; the API Key is its client secret. Save, then press Connect QuickBooks to give consent at Intuit.',
      maxLength: 200,
    },
  ],
  greenhouse: [
    {
      key: 'clientId',
      label: 'Client ID',
      required: true,
      type: 'text',
      placeholder: 'Harvest v3 client ID',
      hint: 'From Greenhouse’s Dev Center; the API Key is the client secret.',
      maxLength: 200,
    },
    {
      // Sent as `sub` with the client credentials (Greenhouse's Harvest v3 authentication guide).
      key: 'userId',
      label: 'User ID',
      required: false,
      type: 'text',
      placeholder: 'e.g. 12345',
      hint: 'The numeric id of the Greenhouse user the sync acts as, which Greenhouse’s token request asks for as “sub”: open the user in Greenhouse and copy the number from the address. Choose a user with the permissions the sync needs (a Site Admin, for Greenhouse’s list calls).',
      maxLength: 20,
      format: {
        pattern: /^\d+$/,
        message: 'User ID must be the numeric id of a Greenhouse user (digits only)',
      },
      inputMode: 'numeric',
    },
  ],
};

/** A provider setting that cannot be saved as it is, and why, in words naming its label. */
export interface ProviderSettingProblem {
  key: string;
  message: string;
}

/**
 * What is wrong with the settings of `systemName` in `configData`: a value that is not text, is
 * longer than its setting allows, or does not have its format. Settings left empty (absent, null
 * or blank) are not looked at: the required ones are named by the missing-fields rule. Keys that
 * are not a setting of the provider are left alone. The form runs this before a save; the server
 * runs it on every save that carries configData.
 */
export function providerSettingProblems(
  systemName: Provider | '',
  configData: Readonly<Record<string, unknown>> | null | undefined,
): ProviderSettingProblem[] {
  if (systemName === '' || !configData) return [];
  const problems: ProviderSettingProblem[] = [];
  for (const setting of PROVIDER_SETTINGS[systemName] ?? []) {
    if (!Object.hasOwn(configData, setting.key)) continue;
    const value = configData[setting.key];
    if (value === undefined || value === null) continue;
    const fail = (message: string) => problems.push({ key: setting.key, message });
    if (typeof value !== 'string') {
      fail(`${setting.label} must be text`);
      continue;
    }
    const text = value.trim();
    if (text === '') continue;
    if (text.length > setting.maxLength) {
      fail(`${setting.label} must be at most ${setting.maxLength} characters`);
    } else if (setting.format && !setting.format.pattern.test(text)) {
      fail(setting.format.message);
    }
  }
  return problems;
}

/** What to enter as the API Endpoint, per provider the suite syncs. */
export const ENDPOINT_PLACEHOLDERS: Partial<Record<Provider, string>> = {
  bamboohr: 'https://api.bamboohr.com/api/gateway.php/yourcompany',
  workday: 'https://…workday.com/ccx/service/customreport2/tenant/owner/Workers',
  greenhouse: 'https://harvest.greenhouse.io/v3',
  quickbooks: 'https://quickbooks.api.intuit.com',
  other: 'https://feeds.example.com/q/hris',
};
