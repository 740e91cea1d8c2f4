import type { SystemIntegration } from '@q/schemas/integrations';
import type { SyncRun } from '@q/schemas/sync';
import { TEST_SYNC_RUN, TEST_WORKDAY_RECORD } from '@q/schemas/testing/integrations';
import { renderPage } from '@q/ui/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, never, stubServer } from '../../lib/test-server';
import { IntegrationsPanel } from './integrations-panel';
import { ADMIN_ACCESS, ORGANISATION_PATH } from './organisation-fixtures';

/** Four minutes after TEST_SYNC_RUN finished. */
const NOW = new Date('2026-01-02T03:08:05.000Z');

const SARAH = {
  id: 2,
  email: 'sarah@acme.example',
  name: 'Sarah Chen',
  role: 'manager' as const,
  preferences: { defaultDashboard: 'aitchq' as const },
};

const LIST = '/api/system-integrations';
const RUN_ID = '0b5c9a2e-8f6d-4f7a-9a51-3c2d1e0f9a87';

const withRun = (lastRun: SyncRun | null, overrides: Partial<SystemIntegration> = {}) => ({
  ...TEST_WORKDAY_RECORD,
  lastRun,
  ...overrides,
});

const RUNNING: SyncRun = {
  ...TEST_SYNC_RUN,
  id: RUN_ID,
  status: 'running',
  queuedAt: '2026-01-02T03:08:04.000Z',
  startedAt: '2026-01-02T03:08:04.000Z',
  finishedAt: null,
  durationMs: null,
  counts: { created: 0, updated: 0, removed: 0 },
};
const FINISHED: SyncRun = {
  ...RUNNING,
  status: 'success',
  finishedAt: '2026-01-02T03:08:09.000Z',
  durationMs: 5000,
  counts: { created: 12, updated: 3, removed: 1 },
};

const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** The server, with the signed-in user an admin of Acme. */
const stub = (routes: Parameters<typeof stubServer>[0]) =>
  stubServer({ [ORGANISATION_PATH]: ADMIN_ACCESS, ...routes });
const render = () => renderPage(<IntegrationsPanel />, { path: '/settings', user: SARAH });
/** A card, once the page knows the user may change connections (its Configure or Edit shows). */
const card = async (name: string) => {
  const region = await screen.findByRole('region', { name });
  await within(region).findByRole('button', { name: new RegExp(`^(Configure|Edit) ${name}$`) });
  return region;
};
const sync = (region: HTMLElement) => within(region).getByRole('region', { name: 'Data sync' });
const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
const listCalls = (fetchMock: ReturnType<typeof stub>) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => String(url) === LIST && (init?.method ?? 'GET') === 'GET',
  ).length;

describe('IntegrationSync', () => {
  it('shows the last run: status, when, how long, and what it changed', async () => {
    stub({ [LIST]: [withRun(TEST_SYNC_RUN)] });
    await render();
    const hris = sync(await card('HRIS'));
    const status = within(hris).getByRole('status');
    expect(status).toHaveTextContent('Success');
    expect(status).toHaveTextContent('12 created · 3 updated · 1 removed');
    expect(hris).toHaveTextContent('finished 4 min ago · took 4 s');
    expect(within(hris).getByRole('button', { name: 'Sync now (HRIS)' })).toBeEnabled();
  });

  it('says why a partial or a failed run fell short', async () => {
    stub({
      [LIST]: [
        withRun({ ...TEST_SYNC_RUN, status: 'partial', missingFields: ['hireDate'] }),
        withRun(
          {
            ...TEST_SYNC_RUN,
            integrationId: 8,
            status: 'error',
            message: 'Greenhouse rejected the API key (HTTP 401)',
            reason: 'rejected-key',
          },
          { id: 8, systemType: 'ats', systemName: 'greenhouse' },
        ),
      ],
    });
    await render();
    const hris = within(sync(await card('HRIS'))).getByRole('status');
    expect(hris).toHaveTextContent('Partial');
    expect(hris).toHaveTextContent('Missing fields: hireDate');
    const ats = within(sync(await card('ATS'))).getByRole('status');
    expect(ats).toHaveTextContent('Error');
    expect(ats).toHaveTextContent('Greenhouse rejected the API key (HTTP 401)');
  });

  it('says a record that never synced has not, and still offers Sync now', async () => {
    stub({ [LIST]: [withRun(null)] });
    await render();
    const hris = sync(await card('HRIS'));
    expect(within(hris).getByRole('status')).toHaveTextContent('Never synced');
    expect(within(hris).getByRole('button', { name: 'Sync now (HRIS)' })).toBeVisible();
  });

  it('says Sync coming soon where nothing syncs yet, and offers no Sync now there', async () => {
    stub({
      [LIST]: [
        withRun(null, { systemName: 'adp', syncAvailable: false }),
        withRun(null, { id: 9, systemType: 'lms', systemName: 'udemy', syncAvailable: false }),
      ],
    });
    await render();
    for (const name of ['HRIS', 'LMS', 'Monitoring', 'Collaboration']) {
      const region = await card(name);
      expect(within(region).getByText('Sync coming soon')).toBeVisible();
      expect(within(region).queryByRole('button', { name: /sync now/i })).not.toBeInTheDocument();
    }
    // An ATS or financial card with nothing configured offers neither: it is configured first.
    for (const name of ['ATS', 'Financial']) {
      const region = await card(name);
      expect(within(region).queryByText('Sync coming soon')).not.toBeInTheDocument();
      expect(within(region).queryByRole('region', { name: 'Data sync' })).not.toBeInTheDocument();
    }
    // The card's own status and actions are as before.
    expect(within(await card('HRIS')).getByLabelText('Sync status: Connected')).toBeVisible();
    expect(within(await card('HRIS')).getByRole('button', { name: 'Edit HRIS' })).toBeVisible();
  });

  it('says a disabled integration’s data is not shown, and after Sync now offers to enable it', async () => {
    let record = withRun(null, { isEnabled: false });
    const fetchMock = stub({
      [`GET ${LIST}`]: () => json([record])(),
      'POST /api/system-integrations/7/sync': () => {
        record = withRun(FINISHED, { isEnabled: false });
        return json({ runId: RUN_ID }, 202)();
      },
      'PATCH /api/system-integrations/7': () => {
        record = withRun(FINISHED, { isEnabled: true });
        return json(record)();
      },
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await render();
    const hris = sync(await card('HRIS'));
    expect(hris).toHaveTextContent('Not shown on the dashboard while disabled');
    await user.click(within(hris).getByRole('button', { name: 'Sync now (HRIS)' }));
    expect(
      await within(hris).findByText(
        'Its data will show on the dashboard once the integration is enabled.',
      ),
    ).toBeVisible();
    expect(await within(hris).findByText('Synced · not shown while disabled')).toBeVisible();
    await user.click(within(hris).getByRole('button', { name: 'Enable now (HRIS)' }));
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ isEnabled: true });
    expect(await screen.findByText('The integration is enabled.')).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(within(hris).queryByText(/not shown while disabled/)).not.toBeInTheDocument(),
    );
    expect(
      within(hris).queryByRole('button', { name: 'Enable now (HRIS)' }),
    ).not.toBeInTheDocument();
  });

  it('offers nothing of the kind for an enabled integration', async () => {
    stub({ [LIST]: [withRun(TEST_SYNC_RUN)] });
    await render();
    const hris = sync(await card('HRIS'));
    expect(hris).not.toHaveTextContent(/not shown/);
  });

  it('starts a run, follows it every 2 s while it runs, and stops asking once it ends', async () => {
    let record = withRun(TEST_SYNC_RUN);
    const fetchMock = stub({
      [`GET ${LIST}`]: () => json([record])(),
      'POST /api/system-integrations/7/sync': () => {
        record = withRun(RUNNING);
        return json({ runId: RUN_ID }, 202)();
      },
    });
    const { queryClient } = await render();
    const invalidated = vi.spyOn(queryClient, 'invalidateQueries');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const hris = await card('HRIS');
    await user.click(within(hris).getByRole('button', { name: 'Sync now (HRIS)' }));

    const status = await within(hris).findByText('Running');
    expect(within(sync(hris)).getByRole('status')).toContainElement(status);
    const button = within(hris).getByRole('button', { name: 'Syncing… (HRIS)' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(sync(hris)).toHaveTextContent('started just now');
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(post?.[1]?.body).toBeUndefined();

    // A click while it runs asks nothing.
    await user.click(button);
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);

    const afterStart = listCalls(fetchMock);
    await advance(2000);
    expect(listCalls(fetchMock)).toBe(afterStart + 1);
    await advance(2000);
    expect(listCalls(fetchMock)).toBe(afterStart + 2);

    record = withRun(FINISHED);
    await advance(2000);
    expect(await within(sync(hris)).findByText('Success')).toBeVisible();
    expect(within(sync(hris)).getByRole('status')).toHaveTextContent(
      '12 created · 3 updated · 1 removed',
    );
    expect(within(hris).getByRole('button', { name: 'Sync now (HRIS)' })).not.toHaveAttribute(
      'aria-disabled',
    );
    // The dashboard's synced figures are asked again when next shown.
    expect(invalidated.mock.calls.map(([filters]) => filters?.queryKey)).toEqual(
      expect.arrayContaining([['/api/data-sources'], ['/api/employees'], ['/api/workday/goals']]),
    );
    const settled = listCalls(fetchMock);
    await advance(10_000);
    expect(listCalls(fetchMock)).toBe(settled);
  });

  it('says a sync is already running on a 409, and shows that run', async () => {
    let record = withRun(TEST_SYNC_RUN);
    stub({
      [`GET ${LIST}`]: () => json([record])(),
      'POST /api/system-integrations/7/sync': () => {
        record = withRun({ ...RUNNING, trigger: 'schedule' });
        return json({ statusCode: 409, error: 'Conflict', message: 'Busy' }, 409)();
      },
    });
    await render();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const hris = await card('HRIS');
    await user.click(within(hris).getByRole('button', { name: 'Sync now (HRIS)' }));
    expect(await within(hris).findByRole('alert')).toHaveTextContent('A sync is already running');
    expect(await within(hris).findByText('Running')).toBeVisible();
  });

  it('says why a run could not be started', async () => {
    stub({
      [`GET ${LIST}`]: [withRun(TEST_SYNC_RUN)],
      'POST /api/system-integrations/7/sync': json(
        { statusCode: 429, error: 'Too Many Requests', message: 'Rate limit exceeded' },
        429,
      ),
    });
    await render();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const hris = await card('HRIS');
    await user.click(within(hris).getByRole('button', { name: 'Sync now (HRIS)' }));
    expect(await within(hris).findByRole('alert')).toHaveTextContent('429: Rate limit exceeded');
    expect(within(sync(hris)).getByRole('status')).toHaveTextContent('Success');
  });

  it('lists the history only once opened, with each run and what went wrong', async () => {
    const failed: SyncRun = {
      ...TEST_SYNC_RUN,
      id: '5e4d3c2b-1a09-4f8e-8d7c-6b5a49382716',
      trigger: 'schedule',
      status: 'error',
      durationMs: 1200,
      counts: { created: 0, updated: 0, removed: 0 },
      message: 'The endpoint did not answer within 10 s',
      reason: 'timeout',
    };
    const fetchMock = stub({
      [LIST]: [withRun(TEST_SYNC_RUN)],
      '/api/system-integrations/7/sync-runs': [TEST_SYNC_RUN, failed],
    });
    await render();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const hris = await card('HRIS');
    const runsAsked = () =>
      fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/sync-runs')).length;
    expect(runsAsked()).toBe(0);

    const toggle = within(hris).getByRole('button', { name: 'History' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = await within(hris).findByRole('list', { name: 'Sync runs, newest first' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Success');
    expect(first).toHaveTextContent('took 4 s');
    expect(first).toHaveTextContent('12 created · 3 updated · 1 removed');
    expect(first?.querySelector('time')).toHaveAttribute('datetime', TEST_SYNC_RUN.startedAt);
    expect(second).toHaveTextContent('Error');
    expect(second).toHaveTextContent('took 1 s');
    expect(second).toHaveTextContent('The endpoint did not answer within 10 s');
    expect(runsAsked()).toBe(1);
  });

  it('says when the history is loading, empty or cannot be loaded', async () => {
    for (const [answer, text] of [
      [never, 'Loading sync history…'],
      [[], 'No sync runs yet.'],
      [failure(500, ''), 'Unable to load the sync history.'],
    ] as const) {
      stub({
        [LIST]: [withRun(TEST_SYNC_RUN)],
        '/api/system-integrations/7/sync-runs': answer,
      });
      const { unmount } = await render();
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
      const hris = await card('HRIS');
      await user.click(within(hris).getByRole('button', { name: 'History' }));
      expect(await within(hris).findByText(text, { exact: false })).toBeVisible();
      unmount();
      localStorage.clear();
    }
  });
});
