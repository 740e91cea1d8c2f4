import { TEST_SYNC_RUN, TEST_WORKDAY_RECORD } from '@q/schemas/testing/integrations';
import { renderPage } from '@q/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, never, stubServer } from '../../lib/test-server';
import {
  ADMIN_ACCESS,
  ADMIN_ONLY_REFUSAL,
  MEMBER_ACCESS,
  MEMBERS_PATH,
  ORGANISATION_PATH,
} from './organisation-fixtures';
import { SettingsPage } from './settings-page';

const SARAH = {
  id: 2,
  email: 'sarah@acme.example',
  name: 'Sarah Chen',
  role: 'manager' as const,
  preferences: { defaultDashboard: 'aitchq' as const },
};

const HRIS = TEST_WORKDAY_RECORD;

/** `GET /api/assistant/model` for someone who is not an admin: no model yet. */
const ASSISTANT_MODEL_READ_ONLY = {
  state: 'not-configured',
  canManage: false,
  baseUrl: null,
  model: null,
  apiKeyHint: null,
  updatedBy: null,
  updatedAt: null,
};

const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

/**
 * The server, with the signed-in user an admin of Acme unless `routes` answer otherwise; no one
 * has signed in yet (the admins' list of people with access is empty).
 */
const stub = (routes: Parameters<typeof stubServer>[0]) =>
  stubServer({ [ORGANISATION_PATH]: ADMIN_ACCESS, [MEMBERS_PATH]: { members: [] }, ...routes });
const render = () => renderPage(<SettingsPage />, { path: '/settings', user: SARAH });
/** A card, once the page knows the user may change connections (its Configure or Edit shows). */
const card = async (name: string) => {
  const region = await screen.findByRole('region', { name });
  await within(region).findByRole('button', { name: new RegExp(`^(Configure|Edit) ${name}$`) });
  return region;
};
const bodyOf = (fetchMock: ReturnType<typeof stub>, method: string, path: string) => {
  const call = fetchMock.mock.calls.find(
    ([url, init]) => String(url) === path && init?.method === method,
  );
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
};

describe('SettingsPage', () => {
  it('shows its title, the way back and three tabs, two of them announced for later, then the AI Assistant', async () => {
    // Someone who is not an admin: an admin has the Audit Log too, before the AI Assistant
    // (audit-log.test.tsx).
    stub({
      [ORGANISATION_PATH]: MEMBER_ACCESS,
      '/api/system-integrations': [],
      '/api/assistant/model': ASSISTANT_MODEL_READ_ONLY,
    });
    await render();
    expect(await screen.findByRole('heading', { level: 1, name: 'System Settings' })).toBeVisible();
    await screen.findByText(/Only an admin can change Acme's connections/);
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/qube',
    );
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual([
      'System Integrations',
      'Sync Settings',
      'Security & Access',
      'AI Assistant',
    ]);

    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'System Integrations' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Sync Settings' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent(
      'Sync Settings will be available in the next update.',
    );
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent(
      'Security & Access will be available in the next update.',
    );
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'AI Assistant' })).toHaveFocus();
    const panel = screen.getByRole('tabpanel', { name: 'AI Assistant' });
    expect(await within(panel).findByText('Only an admin can change this.')).toBeVisible();
    expect(within(panel).getByText('Not configured')).toBeVisible();
  });

  it('has the AI Assistant last for an admin too, its code and settings asked only once opened', async () => {
    const fetchMock = stub({
      '/api/system-integrations': [],
      '/api/assistant/model': { ...ASSISTANT_MODEL_READ_ONLY, canManage: true },
    });
    await render();
    await screen.findByRole('tab', { name: 'Audit Log' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'System Integrations',
      'Sync Settings',
      'Security & Access',
      'Audit Log',
      'AI Assistant',
    ]);
    const assistantCalls = () =>
      fetchMock.mock.calls.filter(([url]) => String(url) === '/api/assistant/model');
    expect(assistantCalls()).toEqual([]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'AI Assistant' }));
    const panel = screen.getByRole('tabpanel', { name: 'AI Assistant' });
    expect(await within(panel).findByLabelText('Base URL')).toBeVisible();
    expect(assistantCalls()).toHaveLength(1);
  });

  it('shows one card per type, Not Configured until saved', async () => {
    stub({ '/api/system-integrations': [HRIS] });
    await render();
    for (const name of ['ATS', 'LMS', 'Financial', 'Monitoring', 'Collaboration']) {
      const region = await card(name);
      expect(within(region).getByText('Not Configured')).toBeVisible();
      expect(within(region).getByRole('button', { name: `Configure ${name}` })).toBeVisible();
    }
    const hris = await card('HRIS');
    expect(within(hris).getByText('Connected')).toBeVisible();
    expect(within(hris).getByText('Workday')).toBeVisible();
    expect(within(hris).getByRole('button', { name: 'Edit HRIS' })).toBeVisible();
  });

  it('shows a skeleton while loading and a retry on failure', async () => {
    stub({ '/api/system-integrations': never });
    await render();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading integrations');
    localStorage.clear();
    vi.unstubAllGlobals();

    stub({ '/api/system-integrations': failure(500, '') });
    await renderPage(<SettingsPage />, { path: '/settings', user: SARAH });
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to load integrations');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('refuses to save a draft with empty required fields, naming them', async () => {
    const fetchMock = stub({ '/api/system-integrations': [] });
    await render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Configure HRIS' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Missing required fields')).toBeVisible();
    expect(screen.getByText('Please fill in: Provider, API Endpoint, API Key')).toBeVisible();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('creates a record from a new draft, then closes the form and refreshes the list', async () => {
    let list: unknown[] = [];
    const fetchMock = stub({
      'GET /api/system-integrations': () => json(list)(),
      'POST /api/system-integrations': () => {
        list = [{ ...HRIS, systemName: 'bamboohr', isEnabled: false, syncStatus: 'pending' }];
        return json(list[0], 201)();
      },
    });
    await render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Configure HRIS' }));
    const form = screen.getByRole('form', { name: 'HRIS integration settings' });
    expect(within(form).getByLabelText('Sync Frequency')).toHaveValue('daily');
    expect(within(form).getByRole('switch', { name: 'Enabled' })).not.toBeChecked();
    await user.selectOptions(within(form).getByLabelText('Provider'), 'bamboohr');
    await user.type(within(form).getByLabelText('API Endpoint'), 'https://api.bamboohr.example/v1');
    await user.type(within(form).getByLabelText('API Key'), 'sk_new_key_5678');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Integration saved successfully')).toBeVisible();
    expect(bodyOf(fetchMock, 'POST', '/api/system-integrations')).toEqual({
      systemType: 'hris',
      systemName: 'bamboohr',
      userId: 'current-user',
      isEnabled: false,
      syncFrequency: 'daily',
      apiEndpoint: 'https://api.bamboohr.example/v1',
      apiKey: 'sk_new_key_5678',
      webhookUrl: null,
      configData: null,
    });
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
    expect(within(await card('HRIS')).getByText('Pending')).toBeVisible();
  });

  it('offers Greenhouse’s User ID with its help, refuses one that is not a number, and sends it', async () => {
    const fetchMock = stub({
      'GET /api/system-integrations': [],
      'POST /api/system-integrations': json(
        { ...HRIS, id: 9, systemType: 'ats', systemName: 'greenhouse' },
        201,
      ),
    });
    await render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Configure ATS' }));
    const form = screen.getByRole('form', { name: 'ATS integration settings' });
    await user.selectOptions(within(form).getByLabelText('Provider'), 'greenhouse');
    const userId = within(form).getByLabelText('User ID (optional)');
    expect(userId).not.toBeRequired();
    expect(userId).toHaveAttribute('maxlength', '20');
    expect(userId).toHaveAttribute('inputmode', 'numeric');
    expect(userId).toHaveAccessibleDescription(
      /numeric id of the Greenhouse user the sync acts as/,
    );
    await user.type(within(form).getByLabelText('API Endpoint'), 'https://api.greenhouse.io/v3');
    await user.type(within(form).getByLabelText('API Key'), 'gh_secret_5678');
    await user.type(within(form).getByLabelText('Client ID'), 'client-1');
    await user.type(userId, 'jane.doe');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Check the settings')).toBeVisible();
    expect(
      screen.getByText('User ID must be the numeric id of a Greenhouse user (digits only)'),
    ).toBeVisible();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.clear(userId);
    await user.type(userId, ' 4080001 ');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Integration saved successfully')).toBeVisible();
    expect(bodyOf(fetchMock, 'POST', '/api/system-integrations')?.configData).toEqual({
      clientId: 'client-1',
      userId: '4080001',
    });
  });

  it('says why a save failed', async () => {
    stub({
      'GET /api/system-integrations': [],
      'POST /api/system-integrations': json(
        {
          statusCode: 400,
          error: 'Bad Request',
          message: 'body/apiEndpoint: apiEndpoint must be an http(s) URL',
        },
        400,
      ),
    });
    await render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Configure ATS' }));
    await user.selectOptions(screen.getByLabelText('Provider'), 'lever');
    await user.type(screen.getByLabelText('API Endpoint'), 'ftp://x');
    await user.type(screen.getByLabelText('API Key'), 'k');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to save integration')).toBeVisible();
    expect(
      screen.getByText('400: body/apiEndpoint: apiEndpoint must be an http(s) URL'),
    ).toBeVisible();
    expect(screen.getByRole('form')).toBeInTheDocument();
  });

  it('shows the key hint, never the key, behind show/hide; webhook for HRIS only', async () => {
    stub({ '/api/system-integrations': [HRIS] });
    await render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit HRIS' }));
    const key = screen.getByLabelText('API Key');
    expect(key).toHaveAttribute('type', 'password');
    expect(key).toHaveValue('••••1234');
    await user.click(screen.getByRole('button', { name: 'Show API key' }));
    expect(key).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide API key' }));
    expect(key).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Webhook URL (optional)')).toBeVisible();

    // One card edits at a time: opening ATS closes HRIS.
    await user.click(screen.getByRole('button', { name: 'Configure ATS' }));
    expect(screen.getAllByRole('form')).toHaveLength(1);
    expect(screen.getByRole('form', { name: 'ATS integration settings' })).toBeVisible();
    expect(screen.queryByLabelText('Webhook URL (optional)')).not.toBeInTheDocument();
  });

  it('saves the enabled switch at once, with the stored fields unchanged', async () => {
    const fetchMock = stub({
      'GET /api/system-integrations': [HRIS],
      'PATCH /api/system-integrations/7': json({ ...HRIS, isEnabled: false }),
    });
    await render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit HRIS' }));
    await user.clear(screen.getByLabelText('API Endpoint'));
    await user.type(screen.getByLabelText('API Endpoint'), 'https://draft.example.com');
    await user.click(screen.getByRole('switch', { name: 'Enabled' }));
    expect(await screen.findByText('Integration saved successfully')).toBeVisible();
    // Only the switch: the draft's endpoint is not saved, and the stored fields stay as stored.
    expect(bodyOf(fetchMock, 'PATCH', '/api/system-integrations/7')).toEqual({ isEnabled: false });
    expect(screen.getByRole('switch', { name: 'Enabled' })).not.toBeChecked();
  });

  it('tests the saved settings and says what happened', async () => {
    const outcome = (ok: boolean, message: string) =>
      json({
        ok,
        status: ok ? 'success' : 'error',
        message,
        reason: ok ? null : 'rejected-key',
        httpStatus: ok ? 200 : 401,
        durationMs: 12,
        integration: { ...HRIS, syncStatus: ok ? 'success' : 'error' },
      });
    let answer = outcome(false, 'The endpoint rejected the API key (HTTP 401)');
    const fetchMock = stub({
      'GET /api/system-integrations': [HRIS],
      'POST /api/system-integrations/7/test': () => answer(),
    });
    await render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit HRIS' }));
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(await screen.findByText('Connection test failed')).toBeVisible();
    expect(screen.getByText('The endpoint rejected the API key (HTTP 401)')).toBeVisible();

    answer = outcome(true, 'Connected: HTTP 200 in 12 ms');
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(await screen.findByText('Connection test successful')).toBeVisible();
    // Testing saves nothing, and the list is fetched again.
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.filter(
          ([url, init]) =>
            String(url) === '/api/system-integrations' && (init?.method ?? 'GET') === 'GET',
        ).length,
      ).toBeGreaterThanOrEqual(2),
    );
  });

  it('disconnects after a confirmation, and keeps everything on Cancel', async () => {
    let records: unknown[] = [HRIS];
    const fetchMock = stub({
      'GET /api/system-integrations': () => json(records)(),
      'DELETE /api/system-integrations/7': () => {
        records = [];
        return json({ id: 7, deleted: true })();
      },
    });
    await render();
    const user = userEvent.setup();
    const hris = await card('HRIS');
    await user.click(within(hris).getByRole('button', { name: 'Disconnect HRIS' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect Workday?' });
    expect(dialog).toHaveTextContent('The stored API key is deleted');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await user.click(within(hris).getByRole('button', { name: 'Disconnect HRIS' }));
    const confirm = await screen.findByRole('dialog', { name: 'Disconnect Workday?' });
    await user.click(within(confirm).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('Integration disconnected')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      await within(await card('HRIS')).findByLabelText('Sync status: Not Configured'),
    ).toBeVisible();
    expect(
      within(await card('HRIS')).getByRole('button', { name: 'Configure HRIS' }),
    ).toBeVisible();
  });

  it('says why a disconnect failed, and keeps the record', async () => {
    stub({
      'GET /api/system-integrations': [HRIS],
      'DELETE /api/system-integrations/7': json(
        { statusCode: 404, error: 'Not Found', message: 'Integration not found' },
        404,
      ),
    });
    await render();
    const user = userEvent.setup();
    const hris = await card('HRIS');
    await user.click(within(hris).getByRole('button', { name: 'Disconnect HRIS' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect Workday?' });
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('Failed to disconnect integration')).toBeVisible();
    expect(screen.getByText('404: Integration not found')).toBeVisible();
    expect(within(hris).getByLabelText('Sync status: Connected')).toBeVisible();
  });

  it('cannot test a draft that was never saved', async () => {
    stub({ '/api/system-integrations': [] });
    await render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Configure LMS' }));
    expect(screen.getByRole('button', { name: 'Test connection' })).toBeDisabled();
    expect(screen.getByText('Save the integration to test it.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});

/** Acme's HRIS as someone who is not an admin reads it: no key hint, no settings, no webhook. */
const HRIS_READ_ONLY = {
  ...HRIS,
  apiKeyHint: null,
  webhookUrl: null,
  configData: null,
  lastRun: TEST_SYNC_RUN,
};
const READ_ONLY_NOTE =
  "Only an admin can change Acme's connections. You see their status and history.";
const CHANGING_BUTTON = /^(Configure|Edit|Disconnect|Sync now|Syncing|Enable now|Test connection)/;

/** The names of the buttons in the tab's panel (the tabs themselves are not buttons). */
const panelButtons = () =>
  within(screen.getByRole('tabpanel'))
    .queryAllByRole('button')
    .map((button) => button.getAttribute('aria-label') ?? button.textContent);

describe('SettingsPage for someone who is not an admin', () => {
  it('shows each connection’s status, freshness, last run and history, and nothing to change them', async () => {
    stub({
      [ORGANISATION_PATH]: MEMBER_ACCESS,
      '/api/system-integrations': [HRIS_READ_ONLY],
      '/api/system-integrations/7/sync-runs': [TEST_SYNC_RUN],
    });
    await render();
    expect(await screen.findByText(READ_ONLY_NOTE)).toBeVisible();
    const hris = await screen.findByRole('region', { name: 'HRIS' });
    expect(within(hris).getByLabelText('Sync status: Connected')).toBeVisible();
    expect(within(hris).getByText('Workday')).toBeVisible();
    expect(within(hris).getByText('Enabled')).toBeVisible();
    expect(within(hris).getByText('Connected: HTTP 200 in 40 ms')).toBeVisible();
    const sync = within(hris).getByRole('region', { name: 'Data sync' });
    expect(within(sync).getByRole('status')).toHaveTextContent(
      '12 created · 3 updated · 1 removed',
    );
    for (const name of ['ATS', 'LMS', 'Financial', 'Monitoring', 'Collaboration']) {
      expect(
        within(screen.getByRole('region', { name })).getByLabelText('Sync status: Not Configured'),
      ).toBeVisible();
    }

    // The history is everyone's; it is the only thing to press.
    expect(panelButtons()).toEqual(['History']);
    const user = userEvent.setup();
    await user.click(within(hris).getByRole('button', { name: 'History' }));
    expect(
      await within(hris).findByRole('list', { name: 'Sync runs, newest first' }),
    ).toHaveTextContent('Success');

    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('API Key')).not.toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).not.toHaveTextContent('••••');
  });

  it('says no integration is configured, without asking them to connect one', async () => {
    stub({ [ORGANISATION_PATH]: MEMBER_ACCESS, '/api/system-integrations': [] });
    await render();
    expect(await screen.findByText(READ_ONLY_NOTE)).toBeVisible();
    expect(screen.getByText('No integrations are configured yet.')).toBeVisible();
    expect(screen.queryByText(/Pick a system below/)).not.toBeInTheDocument();
    expect(panelButtons()).toEqual([]);
  });

  it('shows the cards without buttons while it is not yet known who may change them', async () => {
    let answer: (response: Response) => void = () => {};
    stub({
      [ORGANISATION_PATH]: () => new Promise<Response>((resolve) => (answer = resolve)),
      '/api/system-integrations': [{ ...HRIS, lastRun: TEST_SYNC_RUN }],
    });
    await render();
    const hris = await screen.findByRole('region', { name: 'HRIS' });
    expect(within(hris).getByLabelText('Sync status: Connected')).toBeVisible();
    expect(panelButtons()).toEqual(['History']);
    expect(screen.queryByText(READ_ONLY_NOTE)).not.toBeInTheDocument();

    // An admin: the buttons come, and none was there to vanish before.
    answer(json(ADMIN_ACCESS)());
    expect(await within(hris).findByRole('button', { name: 'Edit HRIS' })).toBeVisible();
    expect(within(hris).getByRole('button', { name: 'Disconnect HRIS' })).toBeVisible();
    expect(within(hris).getByRole('button', { name: 'Sync now (HRIS)' })).toBeVisible();
    expect(screen.queryByText(READ_ONLY_NOTE)).not.toBeInTheDocument();
  });

  it('is read-only and says so when the permissions cannot be loaded, until they can', async () => {
    let access: () => Response = failure(500, '');
    stub({
      [ORGANISATION_PATH]: () => access(),
      '/api/system-integrations': [HRIS],
    });
    await render();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Your permissions could not be loaded, so the connections are shown read-only.',
    );
    expect(
      within(await screen.findByRole('region', { name: 'HRIS' })).getByText('Connected'),
    ).toBeVisible();
    expect(panelButtons().filter((name) => CHANGING_BUTTON.test(name ?? ''))).toEqual([]);

    access = json(ADMIN_ACCESS);
    const user = userEvent.setup();
    await user.click(within(alert).getByRole('button', { name: 'Check permissions again' }));
    expect(await screen.findByRole('button', { name: 'Edit HRIS' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps today’s page for an admin: no note, every button', async () => {
    stub({ '/api/system-integrations': [] });
    await render();
    expect(await screen.findByRole('button', { name: 'Configure HRIS' })).toBeVisible();
    expect(
      screen.getByText('No integrations are configured yet. Pick a system below and connect it.'),
    ).toBeVisible();
    expect(screen.queryByText(/Only an admin/)).not.toBeInTheDocument();
    expect(panelButtons()).toEqual([
      'Configure HRIS',
      'Configure ATS',
      'Configure LMS',
      'Configure Financial',
      'Configure Monitoring',
      'Configure Collaboration',
    ]);
  });
});

describe('SettingsPage when an admin’s rights go while the page is open', () => {
  it('says a refused save in the server’s words, and turns read-only', async () => {
    let access = ADMIN_ACCESS;
    const fetchMock = stub({
      [ORGANISATION_PATH]: () => json(access)(),
      'GET /api/system-integrations': () =>
        json([access.canManageConnections ? HRIS : HRIS_READ_ONLY])(),
      'PATCH /api/system-integrations/7': () => {
        access = MEMBER_ACCESS;
        return json(ADMIN_ONLY_REFUSAL, 403)();
      },
    });
    await render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit HRIS' }));
    await user.selectOptions(screen.getByLabelText('Sync Frequency'), 'weekly');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Connections are read-only for you')).toBeVisible();
    expect(
      screen.getByText("403: Only an admin can change the company's connections; ask one of them"),
    ).toBeVisible();
    // Who may change them was asked again: the form is gone, the note says why, and has focus.
    const note = await screen.findByText(READ_ONLY_NOTE);
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
    expect(note.parentElement).toHaveFocus();
    expect(panelButtons()).toEqual(['History']);
    expect(
      fetchMock.mock.calls.filter(([url]) => String(url) === ORGANISATION_PATH).length,
    ).toBeGreaterThanOrEqual(2);
  });

  it('says a refused Sync now in a toast, not beside a button that is gone', async () => {
    let access = ADMIN_ACCESS;
    stub({
      [ORGANISATION_PATH]: () => json(access)(),
      'GET /api/system-integrations': () => json([{ ...HRIS, lastRun: TEST_SYNC_RUN }])(),
      'POST /api/system-integrations/7/sync': () => {
        access = MEMBER_ACCESS;
        return json(ADMIN_ONLY_REFUSAL, 403)();
      },
    });
    await render();
    const user = userEvent.setup();
    const hris = await card('HRIS');
    await user.click(within(hris).getByRole('button', { name: 'Sync now (HRIS)' }));
    expect(await screen.findByText('Connections are read-only for you')).toBeVisible();
    expect(await screen.findByText(READ_ONLY_NOTE)).toBeVisible();
    expect(within(hris).queryByRole('button', { name: /Sync now/ })).not.toBeInTheDocument();
    expect(within(hris).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says a refused disconnect in the server’s words, and closes the dialog', async () => {
    let access = ADMIN_ACCESS;
    stub({
      [ORGANISATION_PATH]: () => json(access)(),
      'GET /api/system-integrations': () => json([HRIS])(),
      'DELETE /api/system-integrations/7': () => {
        access = MEMBER_ACCESS;
        return json(ADMIN_ONLY_REFUSAL, 403)();
      },
    });
    await render();
    const user = userEvent.setup();
    await user.click(within(await card('HRIS')).getByRole('button', { name: 'Disconnect HRIS' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect Workday?' });
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('Connections are read-only for you')).toBeVisible();
    expect(await screen.findByText(READ_ONLY_NOTE)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Sync status: Connected')).toBeVisible();
  });
});
