import { ApiError } from '@q/api-client';
import type { SystemIntegration } from '@q/schemas/integrations';
import { TEST_WORKDAY_RECORD } from '@q/schemas/testing/integrations';
import { describe, expect, it } from 'vitest';
import {
  draftFromIntegration,
  enabledToggleBody,
  errorText,
  integrationBody,
  invalidSettings,
  missingFields,
  missingFieldsMessage,
  newIntegrationDraft,
  nextApiKeyValue,
  providerSettings,
  providerSettingValue,
  syncStatusVariant,
  withProviderSetting,
} from './integration-rules';

const record: SystemIntegration = {
  ...TEST_WORKDAY_RECORD,
  id: 4,
  syncFrequency: 'weekly',
  webhookUrl: 'https://hooks.example.com/wd',
};

describe('newIntegrationDraft', () => {
  it('starts daily, disabled, for the current user, without a provider (docs/behaviour.md §4)', () => {
    expect(newIntegrationDraft('ats')).toMatchObject({
      systemType: 'ats',
      syncFrequency: 'daily',
      isEnabled: false,
      userId: 'current-user',
      systemName: '',
    });
  });
});

describe('missingFields', () => {
  it('names every empty required field, in form order', () => {
    const labels = missingFields(newIntegrationDraft('hris'));
    expect(labels).toEqual(['Provider', 'API Endpoint', 'API Key']);
    expect(missingFieldsMessage(labels)).toBe('Please fill in: Provider, API Endpoint, API Key');
  });

  it('counts blanks as empty and the webhook as optional', () => {
    const draft = {
      ...newIntegrationDraft('hris'),
      // A provider with no settings of its own: only the fields every type requires count here.
      systemName: 'bamboohr',
      apiEndpoint: '  ',
    } as const;
    expect(missingFields({ ...draft, apiKey: 'k' })).toEqual(['API Endpoint']);
  });

  it('accepts a stored record as it is (its hint stands for the key)', () => {
    expect(missingFields(draftFromIntegration(record))).toEqual([]);
  });

  it('asks for the key again when the endpoint moves to another origin', () => {
    const stored = draftFromIntegration(record);
    const storedEndpoint = record.apiEndpoint;
    expect(missingFields(stored, storedEndpoint)).toEqual([]);
    const samePlace = { ...stored, apiEndpoint: `${storedEndpoint}/v2` };
    expect(missingFields(samePlace, storedEndpoint)).toEqual([]);
    const elsewhere = { ...stored, apiEndpoint: 'https://elsewhere.example/api' };
    expect(missingFields(elsewhere, storedEndpoint)).toEqual(['API Key']);
    expect(missingFields({ ...elsewhere, apiKey: 'a-new-key' }, storedEndpoint)).toEqual([]);
  });
});

describe('integrationBody', () => {
  it('sends empty optional values as null and trims text', () => {
    const body = integrationBody({
      ...newIntegrationDraft('hris'),
      systemName: 'bamboohr',
      apiEndpoint: ' https://x.example.com ',
      apiKey: ' key ',
    });
    expect(body).toEqual({
      systemType: 'hris',
      systemName: 'bamboohr',
      userId: 'current-user',
      isEnabled: false,
      syncFrequency: 'daily',
      apiEndpoint: 'https://x.example.com',
      apiKey: 'key',
      webhookUrl: null,
      configData: null,
    });
  });

  it('never sends a webhook for a type other than HRIS', () => {
    const draft = { ...newIntegrationDraft('ats'), webhookUrl: 'https://hooks.example.com' };
    expect(integrationBody(draft).webhookUrl).toBeNull();
  });
});

describe('enabledToggleBody', () => {
  it('names only isEnabled, so the stored fields stay as the server has them', () => {
    expect(enabledToggleBody(false)).toEqual({ isEnabled: false });
    expect(enabledToggleBody(true)).toEqual({ isEnabled: true });
  });
});

describe('nextApiKeyValue', () => {
  const hint = '••••1234';
  it('starts a new key when typing after the hint', () => {
    expect(nextApiKeyValue(hint, `${hint}n`, hint)).toBe('n');
  });
  it('clears a shortened hint rather than sending it', () => {
    expect(nextApiKeyValue(hint, '••••123', hint)).toBe('');
  });
  it('takes a pasted key as it is, and leaves ordinary typing alone', () => {
    expect(nextApiKeyValue(hint, 'sk_new', hint)).toBe('sk_new');
    expect(nextApiKeyValue('sk_ne', 'sk_new', hint)).toBe('sk_new');
    expect(nextApiKeyValue('', 'a', null)).toBe('a');
  });
});

describe('syncStatusVariant', () => {
  it('colours Connected, Error, Pending and Not Configured', () => {
    expect(syncStatusVariant('success')).toBe('success');
    expect(syncStatusVariant('error')).toBe('danger');
    expect(syncStatusVariant('pending')).toBe('warning');
    expect(syncStatusVariant(null)).toBe('neutral');
  });
});

describe('errorText', () => {
  it("reduces the server's JSON error to '<status>: <message>'", () => {
    const error = new ApiError(
      409,
      '{"statusCode":409,"error":"Conflict","message":"An integration of type \'hris\' already exists"}',
    );
    expect(errorText(error)).toBe("409: An integration of type 'hris' already exists");
  });
  it('keeps any other answer as the client phrased it', () => {
    expect(errorText(new ApiError(502, '', 'Bad Gateway'))).toBe('502: Bad Gateway');
    expect(errorText(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
  });
});

describe('provider settings (kept in configData)', () => {
  const workday = { ...newIntegrationDraft('hris'), systemName: 'workday' as const };

  it('are those of the chosen provider, none before one is chosen', () => {
    expect(providerSettings(newIntegrationDraft('hris'))).toEqual([]);
    expect(providerSettings(workday).map((s) => s.key)).toEqual(['username', 'okrReportUrl']);
    expect(providerSettings({ systemName: 'greenhouse' }).map((s) => s.key)).toEqual([
      'clientId',
      'userId',
    ]);
    expect(providerSettings({ systemName: 'bamboohr' })).toEqual([]);
  });

  it('are typed into configData, and an emptied one leaves it', () => {
    const typed = withProviderSetting(workday, 'username', 'ISU_Q');
    expect(typed.configData).toEqual({ username: 'ISU_Q' });
    expect(providerSettingValue(typed, 'username')).toBe('ISU_Q');
    const kept = withProviderSetting(
      { ...typed, configData: { username: 'ISU_Q', region: 'eu' } },
      'username',
      '',
    );
    expect(kept.configData).toEqual({ region: 'eu' });
    expect(withProviderSetting(typed, 'username', '').configData).toBeNull();
  });

  it('are refused when too long or not of their format, whatever the provider asks of them', () => {
    const greenhouse = {
      ...newIntegrationDraft('ats'),
      systemName: 'greenhouse' as const,
      apiEndpoint: 'https://api.greenhouse.io/v3',
      apiKey: 'secret-1234',
    };
    const withUser = (userId: string) =>
      withProviderSetting(
        withProviderSetting(greenhouse, 'clientId', 'client-1'),
        'userId',
        userId,
      );
    expect(invalidSettings(withUser(' 12345 '))).toEqual([]);
    expect(invalidSettings(withUser('1'.repeat(20)))).toEqual([]);
    // Optional: left empty it is not looked at.
    expect(invalidSettings(withProviderSetting(greenhouse, 'clientId', 'client-1'))).toEqual([]);
    for (const bad of ['abc', '12 34', '-5', '4.5', '１２３']) {
      expect(invalidSettings(withUser(bad)), bad).toEqual([
        'User ID must be the numeric id of a Greenhouse user (digits only)',
      ]);
    }
    expect(invalidSettings(withUser('1'.repeat(21)))).toEqual([
      'User ID must be at most 20 characters',
    ]);
    expect(invalidSettings(withProviderSetting(workday, 'username', 'u'.repeat(201)))).toEqual([
      'Integration user must be at most 200 characters',
    ]);
    expect(invalidSettings({ ...workday, configData: { username: 42 } })).toEqual([
      'Integration user must be text',
    ]);
    // Keys that are no setting of the provider are not its to judge.
    expect(invalidSettings({ ...workday, configData: { region: 'x'.repeat(5000) } })).toEqual([]);
  });

  it('that are required are named when missing, and sent trimmed', () => {
    const draft = { ...workday, apiEndpoint: 'https://wd.example.com/r', apiKey: 'secret-1234' };
    expect(missingFields(draft)).toEqual(['Integration user']);
    const filled = withProviderSetting(draft, 'username', '  ISU_Q ');
    expect(missingFields(filled)).toEqual([]);
    expect(integrationBody(filled).configData).toEqual({ username: 'ISU_Q' });
  });
});
