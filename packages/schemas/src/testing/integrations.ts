import type { SystemIntegration } from '../integrations';

/**
 * A connected Workday HRIS record as the server answers it (key masked to its hint), for tests
 * and stories that need one without a server. Override what a case is about:
 * `{ ...TEST_WORKDAY_RECORD, syncFrequency: 'weekly' }`.
 */
export const TEST_WORKDAY_RECORD: SystemIntegration = {
  id: 7,
  systemType: 'hris',
  systemName: 'workday',
  userId: 2,
  isEnabled: true,
  syncFrequency: 'hourly',
  apiEndpoint: 'https://wd.example.com/api',
  webhookUrl: null,
  configData: null,
  syncStatus: 'success',
  lastSyncAt: '2026-01-02T03:04:05.000Z',
  lastSyncMessage: 'Connected: HTTP 200 in 40 ms',
  hasApiKey: true,
  apiKeyHint: '••••1234',
};
