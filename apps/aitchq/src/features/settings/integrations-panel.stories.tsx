import type { SyncRun } from '@q/schemas/sync';
import { TEST_SYNC_RUN, TEST_WORKDAY_RECORD } from '@q/schemas/testing/integrations';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { minutesBefore } from '../../lib/provenance-fixtures';
import { IntegrationsPanel } from './integrations-panel';
import { ADMIN_ACCESS, MEMBER_ACCESS, ORGANISATION_PATH } from './organisation-fixtures';

const HRIS = TEST_WORKDAY_RECORD;
const NOW = Date.now();

/** A run that finished `minutes` ago after 4 s. */
const run = (minutes: number, overrides: Partial<SyncRun> = {}): SyncRun => ({
  ...TEST_SYNC_RUN,
  queuedAt: minutesBefore(NOW, minutes + 0.1),
  startedAt: minutesBefore(NOW, minutes + 0.07),
  finishedAt: minutesBefore(NOW, minutes),
  ...overrides,
});
const SUCCESS = run(4);
const PARTIAL = run(4, { status: 'partial', missingFields: ['hireDate', 'department'] });
const FAILED = run(120, {
  status: 'error',
  durationMs: 1200,
  counts: { created: 0, updated: 0, removed: 0 },
  message: 'The endpoint rejected the API key (HTTP 401)',
  reason: 'rejected-key',
});
const RUNNING = run(0, {
  id: '0b5c9a2e-8f6d-4f7a-9a51-3c2d1e0f9a87',
  status: 'running',
  startedAt: minutesBefore(NOW, 1),
  finishedAt: null,
  durationMs: null,
  counts: { created: 0, updated: 0, removed: 0 },
});
const GREENHOUSE = {
  ...HRIS,
  id: 8,
  systemType: 'ats' as const,
  systemName: 'greenhouse' as const,
  webhookUrl: null,
};
/** Who may change connections: an admin, as in the demo (every story but the read-only ones). */
const ADMIN = { [ORGANISATION_PATH]: { json: ADMIN_ACCESS } } as const;
const list = (...records: unknown[]) => ({
  ...ADMIN,
  '/api/system-integrations': { json: records },
});

/** Clicks the first button whose words start with `text`, once the panel has rendered it. */
const clickButton = (text: string) =>
  async function play({ canvasElement }: { canvasElement: HTMLElement }) {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const button = [...canvasElement.querySelectorAll('button')].find((element) =>
        element.textContent?.startsWith(text),
      );
      if (button) {
        button.click();
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

const meta = {
  title: 'aitchQ/Settings: system integrations',
  component: IntegrationsPanel,
  parameters: {
    user: {
      id: 2,
      email: 'sarah@acme.example',
      name: 'Sarah Chen',
      role: 'manager',
      preferences: { defaultDashboard: 'aitchq' },
    },
  },
} satisfies Meta<typeof IntegrationsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { requests: { ...ADMIN, '/api/system-integrations': 'loading' } },
};
/** No integration saved yet: every type is Not Configured. */
export const Empty: Story = {
  parameters: { requests: { ...ADMIN, '/api/system-integrations': { json: [] } } },
};
export const ErrorState: Story = {
  name: 'Error',
  parameters: {
    requests: {
      ...ADMIN,
      '/api/system-integrations': { status: 500, body: 'Internal Server Error' },
    },
  },
};
export const WithData: Story = {
  parameters: { requests: list(HRIS) },
};
/** The HRIS form, opened with Edit as a user would. */
export const FormOpen: Story = {
  parameters: { requests: list(HRIS) },
  play: async ({ canvasElement }) => {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const edit = canvasElement.querySelector<HTMLButtonElement>('button[aria-label="Edit HRIS"]');
      if (edit) {
        edit.click();
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  },
};
/** HRIS synced 4 minutes ago; ATS's last run failed, with its cause. */
export const SyncSuccessAndError: Story = {
  parameters: {
    requests: list({ ...HRIS, lastRun: SUCCESS }, { ...GREENHOUSE, lastRun: FAILED }),
  },
};
/** A partial run names the fields the provider left out. */
export const SyncPartial: Story = {
  parameters: { requests: list({ ...HRIS, systemName: 'bamboohr', lastRun: PARTIAL }) },
};
/** A run in progress: Running, Syncing…, and the list asked again every 2 s until it ends. */
export const SyncRunning: Story = {
  parameters: { requests: list({ ...HRIS, lastRun: RUNNING }) },
};
/** Sync now while another run goes on: the server answers 409. */
export const SyncAlreadyRunning: Story = {
  parameters: {
    requests: {
      ...list({ ...HRIS, lastRun: SUCCESS }),
      'POST /api/system-integrations/7/sync': {
        status: 409,
        body: '{"statusCode":409,"error":"Conflict","message":"A sync run is already under way"}',
      },
    },
  },
  play: clickButton('Sync now'),
};
/** Sync now refused for another reason: the server's words. */
export const SyncStartFailed: Story = {
  parameters: {
    requests: {
      ...list({ ...HRIS, lastRun: SUCCESS }),
      'POST /api/system-integrations/7/sync': {
        status: 429,
        body: '{"statusCode":429,"error":"Too Many Requests","message":"Rate limit exceeded"}',
      },
    },
  },
  play: clickButton('Sync now'),
};
/**
 * A disabled integration synced: its data is not shown, and Sync now explains that it shows once
 * the integration is enabled, with Enable now.
 */
export const SyncWhileDisabled: Story = {
  parameters: {
    requests: {
      ...list({ ...HRIS, isEnabled: false, lastRun: SUCCESS }),
      'POST /api/system-integrations/7/sync': {
        json: { runId: '0b5c9a2e-8f6d-4f7a-9a51-3c2d1e0f9a87' },
      },
    },
  },
  play: clickButton('Sync now'),
};
/** The history, opened: the last runs with what each changed, and why one failed. */
export const SyncHistory: Story = {
  parameters: {
    requests: {
      ...list({ ...HRIS, lastRun: SUCCESS }),
      '/api/system-integrations/7/sync-runs': { json: [SUCCESS, PARTIAL, FAILED] },
    },
  },
  play: clickButton('History'),
};
/** A provider without a connector (ADP), and the types nothing syncs yet: Sync coming soon. */
export const SyncComingSoon: Story = {
  parameters: {
    requests: list(
      { ...HRIS, systemName: 'adp', syncAvailable: false },
      {
        ...HRIS,
        id: 9,
        systemType: 'lms',
        systemName: 'udemy',
        webhookUrl: null,
        syncAvailable: false,
      },
    ),
  },
};

/** Acme's connections as someone who is not an admin reads them: no key hint, no settings. */
const READ_ONLY_HRIS = { ...HRIS, apiKeyHint: null, webhookUrl: null, configData: null };

/**
 * Someone who is not an admin: each card's status, last test, last run and history, and a note
 * saying who changes them; no Configure, Edit, Sync now or Disconnect.
 */
export const ReadOnly: Story = {
  parameters: {
    requests: {
      [ORGANISATION_PATH]: { json: MEMBER_ACCESS },
      '/api/system-integrations': {
        json: [
          { ...READ_ONLY_HRIS, lastRun: SUCCESS },
          { ...GREENHOUSE, apiKeyHint: null, configData: null, lastRun: FAILED },
        ],
      },
      '/api/system-integrations/7/sync-runs': { json: [SUCCESS, PARTIAL, FAILED] },
    },
  },
};
/** Read-only, with the history opened: everyone may read it. */
export const ReadOnlyHistory: Story = {
  parameters: ReadOnly.parameters,
  play: clickButton('History'),
};
/** Read-only, with nothing connected yet. */
export const ReadOnlyEmpty: Story = {
  parameters: {
    requests: {
      [ORGANISATION_PATH]: { json: MEMBER_ACCESS },
      '/api/system-integrations': { json: [] },
    },
  },
};
/** Who may change connections is still being asked: the cards, without their buttons. */
export const RightsLoading: Story = {
  parameters: {
    requests: {
      [ORGANISATION_PATH]: 'loading',
      '/api/system-integrations': { json: [{ ...HRIS, lastRun: SUCCESS }] },
    },
  },
};
/** Who may change connections could not be read: read-only, and the note says so. */
export const RightsError: Story = {
  parameters: {
    requests: {
      [ORGANISATION_PATH]: { status: 500, body: 'Internal Server Error' },
      '/api/system-integrations': { json: [{ ...HRIS, lastRun: SUCCESS }] },
    },
  },
};
