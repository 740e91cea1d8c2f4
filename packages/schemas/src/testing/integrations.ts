import type { SystemIntegration } from '../integrations';
import type { SyncRun } from '../sync';

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
  configData: { username: 'ISU_Q_Sync' },
  syncStatus: 'success',
  lastSyncAt: '2026-01-02T03:04:05.000Z',
  lastSyncMessage: 'Connected: HTTP 200 in 40 ms',
  hasApiKey: true,
  apiKeyHint: '••••1234',
  syncAvailable: true,
  lastRun: null,
  consented: false,
};

/** A finished sync run of {@link TEST_WORKDAY_RECORD}, for tests and stories of the run views. */
export const TEST_SYNC_RUN: SyncRun = {
  id: '7d0f3c52-1b7e-4c4f-9d55-2f1f3f0a9b10',
  integrationId: 7,
  trigger: 'manual',
  status: 'success',
  queuedAt: '2026-01-02T03:04:00.000Z',
  startedAt: '2026-01-02T03:04:01.000Z',
  finishedAt: '2026-01-02T03:04:05.000Z',
  durationMs: 4000,
  counts: { created: 12, updated: 3, removed: 1 },
  missingFields: [],
  message: null,
  reason: null,
  retries: 0,
};
