import { TEST_WORKDAY_RECORD } from '@q/schemas/testing/integrations';
import { renderPage } from '@q/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, never, stubServer } from '../../lib/test-server';
import { SettingsPage } from './settings-page';

const SARAH = {
  id: 2,
  email: 'sarah@acme.example',
  name: 'Sarah Chen',
  role: 'manager' as const,
  preferences: { defaultDashboard: 'aitchq' as const },
};

const HRIS = TEST_WORKDAY_RECORD;

const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

const render = () => renderPage(<SettingsPage />, { path: '/settings', user: SARAH });
const card = (name: string) => screen.findByRole('region', { name });
const bodyOf = (fetchMock: ReturnType<typeof stubServer>, method: string, path: string) => {
  const call = fetchMock.mock.calls.find(
    ([url, init]) => String(url) === path && init?.method === method,
  );
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
};

describe('SettingsPage', () => {
  it('shows its title, the way back and three tabs, two of them announced for later', async () => {
    stubServer({ '/api/system-integrations': [] });
    await render();
    expect(await screen.findByRole('heading', { level: 1, name: 'System Settings' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/qube',
    );
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['System Integrations', 'Sync Settings', 'Security & Access']);

    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'System Integrations' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Sync Settings' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent(
      'Sync Settings will be available in the next update.',
    );
    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent(
      'Security & Access will be available in the next update.',
    );
  });

  it('shows one card per type, Not Configured until saved', async () => {
    stubServer({ '/api/system-integrations': [HRIS] });
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
    stubServer({ '/api/system-integrations': never });
    await render();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading integrations');
    localStorage.clear();
    vi.unstubAllGlobals();

    stubServer({ '/api/system-integrations': failure(500, '') });
    await renderPage(<SettingsPage />, { path: '/settings', user: SARAH });
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to load integrations');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('refuses to save a draft with empty required fields, naming them', async () => {
    const fetchMock = stubServer({ '/api/system-integrations': [] });
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
    const fetchMock = stubServer({
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
    const fetchMock = stubServer({
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
    stubServer({
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
    stubServer({ '/api/system-integrations': [HRIS] });
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
    const fetchMock = stubServer({
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
    const fetchMock = stubServer({
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
    const fetchMock = stubServer({
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
    stubServer({
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
    stubServer({ '/api/system-integrations': [] });
    await render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Configure LMS' }));
    expect(screen.getByRole('button', { name: 'Test connection' })).toBeDisabled();
    expect(screen.getByText('Save the integration to test it.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
