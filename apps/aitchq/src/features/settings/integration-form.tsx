import {
  createIntegrationMutation,
  testIntegrationMutation,
  updateIntegrationMutation,
} from '@q/api-client';
import type { SyncFrequency } from '@q/schemas/enums';
import {
  ENDPOINT_PLACEHOLDERS,
  INTEGRATION_FIELD_LABELS,
  PROVIDER_LABELS,
  PROVIDERS_BY_SYSTEM_TYPE,
  SYNC_FREQUENCY_LABELS,
} from '@q/schemas/integration-catalog';
import type { SystemIntegration } from '@q/schemas/integrations';
import { Button, toast } from '@q/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { writeFailureToast } from './access-rules';
import {
  draftFromIntegration,
  enabledToggleBody,
  type IntegrationDraft,
  integrationBody,
  invalidSettings,
  missingFields,
  missingFieldsMessage,
  newIntegrationDraft,
  nextApiKeyValue,
  providerSettings,
  providerSettingValue,
  withProviderSetting,
} from './integration-rules';
import * as S from './styled';
import type { SystemTypeKey } from './types';

export interface IntegrationFormProps {
  systemType: SystemTypeKey;
  /** The stored record of this type; none for a first configuration. */
  record: SystemIntegration | undefined;
  /** Cancel, or a successful save: closes the form and drops the draft. */
  onClose(): void;
}

const FREQUENCIES = Object.keys(SYNC_FREQUENCY_LABELS) as SyncFrequency[];

/** The form of one integration: provider, endpoint, key, frequency, enabled, HRIS webhook. */
export function IntegrationForm({ systemType, record, onClose }: IntegrationFormProps) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<IntegrationDraft>(() =>
    record ? draftFromIntegration(record) : newIntegrationDraft(systemType.type),
  );
  const [isKeyVisible, setIsKeyVisible] = useState(false);
  const create = useMutation(createIntegrationMutation(queryClient));
  const update = useMutation(updateIntegrationMutation(queryClient));
  const toggle = useMutation(updateIntegrationMutation(queryClient));
  const test = useMutation(testIntegrationMutation(queryClient));
  const ids = {
    provider: useId(),
    endpoint: useId(),
    key: useId(),
    keyHint: useId(),
    frequency: useId(),
    webhook: useId(),
    testHint: useId(),
    setting: useId(),
  };
  const hint = record?.apiKeyHint ?? null;
  const isSaving = create.isPending || update.isPending;
  const set = <K extends keyof IntegrationDraft>(key: K, value: IntegrationDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const save = (event: FormEvent) => {
    event.preventDefault();
    const missing = missingFields(draft, record?.apiEndpoint ?? null);
    if (missing.length > 0) {
      toast({
        title: 'Missing required fields',
        description: missingFieldsMessage(missing),
        variant: 'destructive',
      });
      return;
    }
    const invalid = invalidSettings(draft);
    if (invalid.length > 0) {
      toast({
        title: 'Check the settings',
        description: invalid.join('. '),
        variant: 'destructive',
      });
      return;
    }
    const body = integrationBody(draft);
    const handlers = {
      onSuccess: () => {
        toast({ title: 'Integration saved successfully' });
        onClose();
      },
      onError: (error: Error) => toast(writeFailureToast('Failed to save integration', error)),
    };
    if (record) update.mutate({ id: record.id, body }, handlers);
    else create.mutate(body, handlers);
  };

  /** Saved records save the toggle at once, with their other stored fields unchanged. */
  const changeEnabled = (isEnabled: boolean) => {
    set('isEnabled', isEnabled);
    if (!record) return;
    toggle.mutate(
      { id: record.id, body: enabledToggleBody(isEnabled) },
      {
        onSuccess: () =>
          toast({
            title: 'Integration saved successfully',
            description: isEnabled ? 'The integration is enabled.' : 'The integration is disabled.',
          }),
        onError: (error) => {
          set('isEnabled', !isEnabled);
          toast(writeFailureToast('Failed to save integration', error));
        },
      },
    );
  };

  const runTest = () => {
    if (!record) return;
    test.mutate(record.id, {
      onSuccess: (result) =>
        result.ok
          ? toast({ title: 'Connection test successful', description: result.message })
          : toast({
              title: 'Connection test failed',
              description: result.message,
              variant: 'destructive',
            }),
      onError: (error) => toast(writeFailureToast('Connection test failed', error)),
    });
  };

  return (
    <S.Form onSubmit={save} noValidate aria-label={`${systemType.label} integration settings`}>
      <S.Field>
        <label htmlFor={ids.provider}>{INTEGRATION_FIELD_LABELS.systemName}</label>
        <S.Select
          id={ids.provider}
          value={draft.systemName}
          required
          onChange={(event) =>
            set('systemName', event.target.value as IntegrationDraft['systemName'])
          }
        >
          <option value="">Select a provider</option>
          {PROVIDERS_BY_SYSTEM_TYPE[systemType.type].map((provider) => (
            <option key={provider} value={provider}>
              {PROVIDER_LABELS[provider]}
            </option>
          ))}
        </S.Select>
      </S.Field>

      <S.Field>
        <label htmlFor={ids.frequency}>Sync Frequency</label>
        <S.Select
          id={ids.frequency}
          value={draft.syncFrequency}
          onChange={(event) => set('syncFrequency', event.target.value as SyncFrequency)}
        >
          {FREQUENCIES.map((frequency) => (
            <option key={frequency} value={frequency}>
              {SYNC_FREQUENCY_LABELS[frequency]}
            </option>
          ))}
        </S.Select>
      </S.Field>

      <S.Field $isWide>
        <label htmlFor={ids.endpoint}>{INTEGRATION_FIELD_LABELS.apiEndpoint}</label>
        <S.Input
          id={ids.endpoint}
          type="url"
          inputMode="url"
          required
          autoComplete="off"
          spellCheck={false}
          placeholder={
            (draft.systemName && ENDPOINT_PLACEHOLDERS[draft.systemName]) ||
            'https://api.example.com/v1'
          }
          value={draft.apiEndpoint}
          onChange={(event) => set('apiEndpoint', event.target.value)}
        />
      </S.Field>

      <S.Field $isWide>
        <label htmlFor={ids.key}>{INTEGRATION_FIELD_LABELS.apiKey}</label>
        <S.KeyRow>
          <S.Input
            id={ids.key}
            type={isKeyVisible ? 'text' : 'password'}
            required
            autoComplete="new-password"
            spellCheck={false}
            aria-describedby={hint ? ids.keyHint : undefined}
            value={draft.apiKey}
            onChange={(event) =>
              set('apiKey', nextApiKeyValue(draft.apiKey, event.target.value, hint))
            }
          />
          <Button
            variant="outline"
            aria-label={isKeyVisible ? 'Hide API key' : 'Show API key'}
            aria-controls={ids.key}
            onClick={() => setIsKeyVisible((visible) => !visible)}
          >
            {isKeyVisible ? 'Hide' : 'Show'}
          </Button>
        </S.KeyRow>
        {hint && (
          <S.Hint id={ids.keyHint}>
            A key ({hint}) is stored and never shown. Type a new key to replace it.
          </S.Hint>
        )}
      </S.Field>

      {providerSettings(draft).map((setting) => (
        <S.Field $isWide key={setting.key}>
          <label htmlFor={`${ids.setting}-${setting.key}`}>
            {setting.label}
            {setting.required ? '' : ' (optional)'}
          </label>
          <S.Input
            id={`${ids.setting}-${setting.key}`}
            type={setting.type}
            inputMode={setting.inputMode ?? (setting.type === 'url' ? 'url' : undefined)}
            maxLength={setting.maxLength}
            required={setting.required}
            autoComplete="off"
            spellCheck={false}
            placeholder={setting.placeholder}
            aria-describedby={`${ids.setting}-${setting.key}-hint`}
            value={providerSettingValue(draft, setting.key)}
            onChange={(event) =>
              setDraft((current) => withProviderSetting(current, setting.key, event.target.value))
            }
          />
          <S.Hint id={`${ids.setting}-${setting.key}-hint`}>{setting.hint}</S.Hint>
        </S.Field>
      ))}

      {systemType.type === 'hris' && (
        <S.Field $isWide>
          <label htmlFor={ids.webhook}>{INTEGRATION_FIELD_LABELS.webhookUrl} (optional)</label>
          <S.Input
            id={ids.webhook}
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder="https://hooks.example.com/hris"
            value={draft.webhookUrl}
            onChange={(event) => set('webhookUrl', event.target.value)}
          />
        </S.Field>
      )}

      <S.Field $isWide>
        <S.SwitchRow>
          <S.SwitchButton
            type="button"
            role="switch"
            aria-checked={draft.isEnabled}
            aria-label="Enabled"
            disabled={toggle.isPending}
            onClick={() => changeEnabled(!draft.isEnabled)}
          />
          <span aria-hidden="true">{draft.isEnabled ? 'Enabled' : 'Disabled'}</span>
        </S.SwitchRow>
        {record && <S.Hint>The switch saves at once.</S.Hint>}
      </S.Field>

      <S.FormActions>
        <Button type="submit" disabled={isSaving} aria-busy={isSaving || undefined}>
          {isSaving ? 'Saving…' : 'Save'}
        </Button>
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        <S.Spacer />
        <Button
          variant="outline"
          disabled={!record || test.isPending}
          aria-busy={test.isPending || undefined}
          aria-describedby={ids.testHint}
          onClick={runTest}
        >
          {test.isPending ? 'Testing…' : 'Test connection'}
        </Button>
        <S.Hint id={ids.testHint}>
          {record ? 'Tests the saved settings.' : 'Save the integration to test it.'}
        </S.Hint>
      </S.FormActions>
    </S.Form>
  );
}
