import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ZSystemType } from './enums';
import {
  keyMustBeReentered,
  PROVIDERS_BY_SYSTEM_TYPE,
  urlHasCredentials,
  urlOrigin,
} from './integration-catalog';
import {
  API_KEY_MASK_PREFIX,
  integrationRuleViolations,
  keepsStoredApiKey,
  maskApiKey,
  missingRequiredIntegrationFields,
  PROVIDER_LABELS,
  SYNC_FREQUENCY_LABELS,
  syncStatusLabel,
  ZConnectionTestResponse,
  ZSystemIntegration,
  ZSystemIntegrationInput,
  ZSystemIntegrationUpdate,
} from './integrations';

const validInput = {
  systemType: 'hris',
  systemName: 'workday',
  userId: 'current-user',
  isEnabled: true,
  syncFrequency: 'daily',
  apiEndpoint: 'https://wd5-impl-services1.workday.com/ccx/api/v1/acme',
  apiKey: 'sk_live_abcdef123456',
  webhookUrl: null,
  configData: null,
};

function issues(result: z.ZodSafeParseResult<unknown>): { path: string; message: string }[] {
  return (result.error?.issues ?? []).map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }));
}

describe('ZSystemIntegrationInput', () => {
  it('accepts a complete HRIS record and trims its text fields', () => {
    const result = ZSystemIntegrationInput.safeParse({
      ...validInput,
      apiEndpoint: '  https://api.example.com/v1 ',
      apiKey: ' key-123456 ',
      webhookUrl: 'https://hooks.example.com/workday',
    });
    expect(result.success).toBe(true);
    expect(result.data?.apiEndpoint).toBe('https://api.example.com/v1');
    expect(result.data?.apiKey).toBe('key-123456');
  });

  it.each(
    ZSystemType.options.flatMap((systemType) =>
      PROVIDERS_BY_SYSTEM_TYPE[systemType].map((systemName) => [systemType, systemName]),
    ),
  )('accepts %s provider %s', (systemType, systemName) => {
    const result = ZSystemIntegrationInput.safeParse({
      ...validInput,
      systemType,
      systemName,
      webhookUrl: null,
    });
    expect(result.success).toBe(true);
  });

  it.each([
    ['hris', 'greenhouse'],
    ['ats', 'workday'],
    ['collaboration', 'sap'],
  ])('rejects %s with provider %s, naming systemName', (systemType, systemName) => {
    const found = issues(
      ZSystemIntegrationInput.safeParse({ ...validInput, systemType, systemName }),
    );
    expect(found).toHaveLength(1);
    expect(found[0]?.path).toBe('systemName');
    expect(found[0]?.message).toContain('systemName');
  });

  it('rejects an unknown provider, naming systemName', () => {
    const found = issues(ZSystemIntegrationInput.safeParse({ ...validInput, systemName: 'acme' }));
    expect(found).toEqual([{ path: 'systemName', message: expect.stringContaining('systemName') }]);
  });

  it('rejects a webhook URL on a type other than HRIS, naming webhookUrl', () => {
    const found = issues(
      ZSystemIntegrationInput.safeParse({
        ...validInput,
        systemType: 'ats',
        systemName: 'lever',
        webhookUrl: 'https://hooks.example.com/lever',
      }),
    );
    expect(found).toEqual([{ path: 'webhookUrl', message: expect.stringContaining('webhookUrl') }]);
  });

  it.each(['ftp://files.example.com/api', 'javascript:alert(1)', 'not a url', 'http://'])(
    'rejects the endpoint %s, naming apiEndpoint',
    (apiEndpoint) => {
      const found = issues(ZSystemIntegrationInput.safeParse({ ...validInput, apiEndpoint }));
      expect(found).toEqual([
        { path: 'apiEndpoint', message: 'apiEndpoint must be an http(s) URL' },
      ]);
    },
  );

  it('rejects a non-http(s) webhook URL, naming webhookUrl', () => {
    const found = issues(
      ZSystemIntegrationInput.safeParse({ ...validInput, webhookUrl: 'javascript:alert(1)' }),
    );
    expect(found).toEqual([{ path: 'webhookUrl', message: 'webhookUrl must be an http(s) URL' }]);
  });

  it('rejects unknown keys', () => {
    const found = issues(ZSystemIntegrationInput.safeParse({ ...validInput, isAdmin: true }));
    expect(found).toHaveLength(1);
    expect(found[0]?.message).toContain('isAdmin');
  });

  it('rejects an empty, blank, too long or masked API key', () => {
    for (const apiKey of ['', '   ', 'k'.repeat(4097), `${API_KEY_MASK_PREFIX}3456`]) {
      const found = issues(ZSystemIntegrationInput.safeParse({ ...validInput, apiKey }));
      expect(found.map((issue) => issue.path)).toEqual(['apiKey']);
    }
    expect(
      ZSystemIntegrationInput.safeParse({ ...validInput, apiKey: 'k'.repeat(4096) }).success,
    ).toBe(true);
  });

  it('requires provider, endpoint and key', () => {
    const { systemName: _n, apiEndpoint: _e, apiKey: _k, ...rest } = validInput;
    const found = issues(ZSystemIntegrationInput.safeParse(rest));
    expect(found.map((issue) => issue.path)).toEqual(['systemName', 'apiEndpoint', 'apiKey']);
  });

  it('accepts any userId shape the client sends, or none', () => {
    for (const userId of ['current-user', 7, null, undefined]) {
      expect(ZSystemIntegrationInput.safeParse({ ...validInput, userId }).success).toBe(true);
    }
  });
});

describe('ZSystemIntegrationUpdate', () => {
  it('accepts any subset of the fields, an empty body included', () => {
    expect(ZSystemIntegrationUpdate.safeParse({}).success).toBe(true);
    expect(ZSystemIntegrationUpdate.safeParse({ isEnabled: false }).success).toBe(true);
    expect(ZSystemIntegrationUpdate.safeParse({ apiKey: '••••3456' }).success).toBe(true);
  });

  it('cross-checks type and provider when both are present', () => {
    const found = issues(
      ZSystemIntegrationUpdate.safeParse({ systemType: 'lms', systemName: 'slack' }),
    );
    expect(found.map((issue) => issue.path)).toEqual(['systemName']);
    expect(ZSystemIntegrationUpdate.safeParse({ systemName: 'slack' }).success).toBe(true);
  });

  it('still rejects unknown keys and bad URLs', () => {
    expect(ZSystemIntegrationUpdate.safeParse({ apiKeyEncrypted: 'x' }).success).toBe(false);
    expect(ZSystemIntegrationUpdate.safeParse({ apiEndpoint: 'ftp://x.example' }).success).toBe(
      false,
    );
  });
});

describe('integrationRuleViolations', () => {
  it('checks a PATCH merged with the stored record', () => {
    expect(
      integrationRuleViolations({
        systemType: 'monitoring',
        systemName: 'datadog',
        webhookUrl: null,
      }),
    ).toEqual([]);
    expect(
      integrationRuleViolations({
        systemType: 'monitoring',
        systemName: 'workday',
        webhookUrl: 'https://hooks.example.com',
      }).map((violation) => violation.path),
    ).toEqual(['systemName', 'webhookUrl']);
  });
});

describe('missingRequiredIntegrationFields', () => {
  it('lists the labels of the missing required fields in form order', () => {
    expect(missingRequiredIntegrationFields({ systemName: '', apiEndpoint: null })).toEqual([
      'Provider',
      'API Endpoint',
      'API Key',
    ]);
    expect(missingRequiredIntegrationFields({ systemName: 'workday', apiKey: '  ' })).toEqual([
      'API Endpoint',
      'API Key',
    ]);
    expect(
      missingRequiredIntegrationFields({
        systemName: 'workday',
        apiEndpoint: 'https://api.example.com',
        apiKey: 'k',
      }),
    ).toEqual([]);
  });
});

describe('API key masking', () => {
  it('shows the mask and the last 4 characters', () => {
    expect(maskApiKey('sk_live_abcdef1234')).toBe('••••1234');
    expect(maskApiKey('12345678')).toBe('••••5678');
  });

  it('shows no characters of a short key', () => {
    expect(maskApiKey('1234567')).toBe('••••');
    expect(maskApiKey('k')).toBe('••••');
  });

  it('keeps the stored key when the key is absent or masked', () => {
    expect(keepsStoredApiKey(undefined)).toBe(true);
    expect(keepsStoredApiKey('••••1234')).toBe(true);
    expect(keepsStoredApiKey('new-key-5678')).toBe(false);
  });
});

describe('labels', () => {
  it('names sync statuses, with Not Configured for none', () => {
    expect(syncStatusLabel('success')).toBe('Connected');
    expect(syncStatusLabel('error')).toBe('Error');
    expect(syncStatusLabel('pending')).toBe('Pending');
    expect(syncStatusLabel(null)).toBe('Not Configured');
  });

  it('names frequencies and every provider', () => {
    expect(SYNC_FREQUENCY_LABELS.hourly).toBe('Every Hour');
    const providers = Object.values(PROVIDERS_BY_SYSTEM_TYPE).flat();
    for (const provider of providers) expect(PROVIDER_LABELS[provider]).toBeTruthy();
  });
});

describe('ZSystemIntegration', () => {
  it('drops any field outside the answer shape, the stored key included', () => {
    const parsed = ZSystemIntegration.parse({
      id: 1,
      systemType: 'hris',
      systemName: 'workday',
      userId: 2,
      isEnabled: true,
      syncFrequency: 'daily',
      apiEndpoint: 'https://api.example.com',
      webhookUrl: null,
      configData: { tenant: 'acme' },
      syncStatus: null,
      lastSyncAt: null,
      lastSyncMessage: null,
      hasApiKey: true,
      apiKeyHint: '••••1234',
      syncAvailable: true,
      lastRun: null,
      consented: false,
      apiKey: 'sk_live_abcdef1234',
    });
    expect(parsed).not.toHaveProperty('apiKey');
    expect(parsed.apiKeyHint).toBe('••••1234');
  });
});

describe('ZConnectionTestResponse', () => {
  it('carries why a test failed, and null when it worked', () => {
    const integration = {
      id: 1,
      systemType: 'hris',
      systemName: 'workday',
      userId: 1,
      isEnabled: true,
      syncFrequency: 'daily',
      apiEndpoint: 'https://wd.example.com',
      webhookUrl: null,
      configData: null,
      syncStatus: 'error',
      lastSyncAt: '2026-01-01T00:00:00.000Z',
      lastSyncMessage: 'The endpoint rejected the API key (HTTP 401)',
      hasApiKey: true,
      apiKeyHint: '••••1234',
      syncAvailable: true,
      lastRun: null,
      consented: false,
    };
    const failed = {
      ok: false,
      status: 'error',
      message: 'The endpoint rejected the API key (HTTP 401)',
      reason: 'rejected-key',
      httpStatus: 401,
      durationMs: 12,
      integration,
    };
    expect(ZConnectionTestResponse.parse(failed)).toEqual(failed);
    expect(ZConnectionTestResponse.safeParse({ ...failed, reason: 'gremlins' }).success).toBe(
      false,
    );
    expect(
      ZConnectionTestResponse.safeParse({ ...failed, ok: true, status: 'success', reason: null })
        .success,
    ).toBe(true);
  });
});

describe('where a stored key may go', () => {
  it('names the origin of http(s) URLs only', () => {
    expect(urlOrigin('https://wd.example.com/api/x?y=1')).toBe('https://wd.example.com');
    expect(urlOrigin('https://wd.example.com:443/api')).toBe('https://wd.example.com');
    expect(urlOrigin('ftp://wd.example.com/')).toBeNull();
    expect(urlOrigin('not a url')).toBeNull();
  });

  it.each([
    ['https://wd.example.com/api', 'https://wd.example.com/other/path', false],
    ['https://wd.example.com/api', ' https://WD.example.com:443/api ', false],
    ['https://wd.example.com/api', 'http://wd.example.com/api', true],
    ['https://wd.example.com/api', 'https://wd.example.com:8443/api', true],
    ['https://wd.example.com/api', 'https://evil.example/api', true],
    ['https://wd.example.com/api', 'https://wd.example.com.evil.example/api', true],
    [null, 'https://wd.example.com/api', false],
  ] as const)('from %s to %s: key entered again is %s', (stored, next, expected) => {
    expect(keyMustBeReentered(stored, next)).toBe(expected);
  });

  it('sees credentials in a URL, and none elsewhere', () => {
    expect(urlHasCredentials('https://user:pass@wd.example.com/')).toBe(true);
    expect(urlHasCredentials('https://user@wd.example.com/')).toBe(true);
    expect(urlHasCredentials('https://:pass@wd.example.com/')).toBe(true);
    expect(urlHasCredentials('https://wd.example.com/user:pass@x')).toBe(false);
    expect(urlHasCredentials('https://wd.example.com/?u=user:pass@x')).toBe(false);
  });

  it('refuses an endpoint or webhook with credentials at validation', () => {
    const result = ZSystemIntegrationUpdate.safeParse({
      apiEndpoint: 'https://user:pass@wd.example.com/api',
      webhookUrl: 'https://a:b@hooks.example.com/',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'apiEndpoint',
      'webhookUrl',
    ]);
  });
});
