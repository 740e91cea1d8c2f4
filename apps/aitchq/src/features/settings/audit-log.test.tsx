import { AUDIT_ACTIONS, type AuditEvent } from '@q/schemas/audit';
import { jsonFetch, renderPage } from '@q/ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AUDIT_EVENTS_PATH,
  AUDIT_VERIFY_PATH,
  auditEvent,
  BROKEN_CHAIN,
  INTACT_CHAIN,
  testAuditEvents,
} from '../../lib/audit-fixtures';
import { failure, never } from '../../lib/test-server';
import { BOM } from './audit-csv';
import { AuditLog } from './audit-log';
import {
  ADMIN_ACCESS,
  DEMO_ADMIN_ACCESS,
  MEMBER_ACCESS,
  MEMBERS_PATH,
  ORGANISATION_PATH,
} from './organisation-fixtures';
import { SettingsPage } from './settings-page';

const ALEX = {
  id: 1,
  email: 'alex.morgan@acme.example',
  name: 'Alex Morgan',
  role: 'executive' as const,
  preferences: {},
};

const EVENTS = testAuditEvents();

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type AuditAnswer = (url: URL) => Response | Promise<Response>;

/**
 * The server: an admin of Acme unless `routes` say otherwise; the trail's list answered by
 * `list` from the request's URL (its filters and cursor).
 */
function stub(list: AuditAnswer, routes: Parameters<typeof jsonFetch>[0] = {}) {
  const others = jsonFetch({ [ORGANISATION_PATH]: ADMIN_ACCESS, ...routes });
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === AUDIT_EVENTS_PATH) return list(url);
    return others(input, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The list's requests, as path and query string. */
const listCalls = (fetchMock: ReturnType<typeof stub>) =>
  fetchMock.mock.calls
    .map(([input]) => String(input))
    .filter((url) => url.startsWith(`${AUDIT_EVENTS_PATH}?`));

const onePage =
  (events: AuditEvent[] = EVENTS) =>
  () =>
    json({ events, next: null });

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const render = () => renderPage(<AuditLog />, { path: '/settings', user: ALEX });
const table = () => screen.findByRole('table', { name: 'Audit events, newest first' });
const rowOf = async (text: string) => {
  const rows = within(await table()).getAllByRole('row');
  const found = rows.find((row) => within(row).queryByText(text) !== null);
  if (!found) throw new Error(`No row with ${text}`);
  return found;
};

describe('AuditLog', () => {
  it('shows the events newest first in a table: time, actor, action, target and result', async () => {
    const fetchMock = stub(onePage());
    await render();
    const events = await table();
    expect(
      within(events)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Time', 'Actor', 'Action', 'Target', 'Result', 'Details']);

    const changed = await rowOf('Integration changed');
    const time = within(changed).getByText('27 Nov 2026, 14:05 UTC');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2026-11-27T14:05:00.000Z');
    expect(within(changed).getByRole('rowheader')).toHaveTextContent('27 Nov 2026, 14:05 UTC');
    expect(within(changed).getByText('alex.morgan@acme.example')).toBeVisible();
    expect(within(changed).getByText('Workday')).toBeVisible();
    expect(within(changed).getByText('integration #7')).toBeVisible();
    expect(within(changed).getByText('OK')).toBeVisible();

    const refused = await rowOf('Integration deleted');
    expect(within(refused).getByText('Refused (403)')).toBeVisible();

    // A target without a label: its type and id; the system by its label.
    const sync = await rowOf('Sync finished');
    expect(within(sync).getByText('sync-run #88')).toBeVisible();
    expect(within(sync).getByText('system:sync')).toBeVisible();

    const times = within(events)
      .getAllByRole('rowheader')
      .map((header) => header.querySelector('time')?.getAttribute('datetime'));
    expect(times).toEqual(EVENTS.map((event) => event.at));
    expect(listCalls(fetchMock)).toEqual(['/api/audit-events?limit=50']);
    expect(screen.getByText('All 7 events shown')).toBeVisible();
  });

  it('reveals an event’s changes, detail, IP, user agent and request id under Details', async () => {
    stub(onePage());
    await render();
    const user = userEvent.setup();
    const changed = await rowOf('Integration changed');
    const details = within(changed).getByRole('button', { name: 'Details of event #1234' });
    expect(details).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(details.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeVisible();

    await user.click(details);
    expect(details).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(panel).toHaveTextContent('syncFrequency: daily → changed to weekly');
    expect(panel).toHaveTextContent('isEnabled: no → changed to yes');
    expect(panel).toHaveTextContent('IP address203.0.113.7');
    expect(panel).toHaveTextContent('User agentMozilla/5.0 (Macintosh;');
    expect(panel).toHaveTextContent('Request IDreq-7f3a9c');
    expect(panel).toHaveTextContent('Event#1234');

    const sync = await rowOf('Sync finished');
    await user.click(within(sync).getByRole('button', { name: 'Details of event #1232' }));
    const syncPanel = document.getElementById(
      within(sync)
        .getByRole('button', { name: /^Details/ })
        .getAttribute('aria-controls') ?? '',
    );
    expect(syncPanel).toHaveTextContent('counts: {"created":12,"updated":3,"removed":1}');
    expect(syncPanel).toHaveTextContent('ChangesNone');
    expect(syncPanel).toHaveTextContent('IP addressNot recorded');

    await user.click(details);
    expect(panel).not.toBeVisible();
  });

  it('applies the filters on Apply filters, and clears them on Clear', async () => {
    const fetchMock = stub((url) =>
      url.searchParams.has('person') ? json({ events: [EVENTS[1]], next: null }) : onePage()(),
    );
    await render();
    await table();
    const user = userEvent.setup();
    const filters = screen.getByRole('search', { name: 'Filter the audit events' });
    await user.type(within(filters).getByLabelText('Person'), '  sarah.chen ');
    const action = within(filters).getByLabelText('Action');
    expect(within(action).getAllByRole('option')[0]).toHaveTextContent('All actions');
    // 'All actions', then every action the trail records.
    expect(within(action).getAllByRole('option')).toHaveLength(AUDIT_ACTIONS.length + 1);
    await user.selectOptions(action, 'Integration deleted');
    await user.type(within(filters).getByLabelText('From'), '2026-11-01');
    await user.type(within(filters).getByLabelText('To'), '2026-11-27');
    // Nothing is asked until the filters are applied.
    expect(listCalls(fetchMock)).toHaveLength(1);

    await user.click(within(filters).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(screen.getByText('All 1 event shown')).toBeVisible());
    expect(listCalls(fetchMock).at(-1)).toBe(
      '/api/audit-events?person=sarah.chen&action=integration-deleted&from=2026-11-01&to=2026-11-27&limit=50',
    );
    expect(within(await table()).queryByText('Integration changed')).not.toBeInTheDocument();

    await user.click(within(filters).getByRole('button', { name: 'Clear' }));
    expect(within(filters).getByLabelText('Person')).toHaveValue('');
    expect(within(filters).getByLabelText('Action')).toHaveValue('');
    expect(within(filters).getByLabelText('From')).toHaveValue('');
    expect(await within(await table()).findByText('Integration changed')).toBeVisible();
  });

  it('refuses a From after the To, and asks nothing', async () => {
    const fetchMock = stub(onePage());
    await render();
    await table();
    const user = userEvent.setup();
    const from = screen.getByLabelText('From');
    await user.type(from, '2026-11-27');
    await user.type(screen.getByLabelText('To'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('From must be on or before To');
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(from).toHaveAccessibleDescription('From must be on or before To');
    expect(listCalls(fetchMock)).toEqual(['/api/audit-events?limit=50']);
  });

  it('loads the next page from the cursor on Load more, and gives its first event focus', async () => {
    const older = [auditEvent({ id: 1100, at: '2026-11-20T10:00:00.000Z', action: 'sign-out' })];
    const fetchMock = stub((url) =>
      url.searchParams.get('before') === '1228'
        ? json({ events: older, next: null })
        : json({ events: EVENTS, next: 1228 }),
    );
    await render();
    await table();
    expect(screen.getByText('7 events shown')).toBeVisible();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Load more' }));

    const signOut = await rowOf('Signed out');
    await waitFor(() => expect(signOut).toHaveFocus());
    expect(listCalls(fetchMock)).toEqual([
      '/api/audit-events?limit=50',
      '/api/audit-events?limit=50&before=1228',
    ]);
    expect(screen.getByText('All 8 events shown')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says when a next page could not be loaded, and keeps the events', async () => {
    let answerOlder: () => Response = () => new Response('Internal Server Error', { status: 500 });
    stub((url) =>
      url.searchParams.has('before') ? answerOlder() : json({ events: EVENTS, next: 1228 }),
    );
    await render();
    await table();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unable to load more events. 500: Internal Server Error',
    );
    expect(await rowOf('Integration changed')).toBeVisible();

    answerOlder = () => json({ events: [], next: null });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('shows placeholders while the events load', async () => {
    stub(never);
    await render();
    expect(await screen.findByText('Loading audit events')).toBeInTheDocument();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
  });

  it('says when no event matches the filters', async () => {
    stub(onePage([]));
    await render();
    expect(await screen.findByText('No audit events match these filters')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says the events could not be loaded, and asks again on Retry', async () => {
    let answer: () => Response = failure(500, '');
    stub(() => answer());
    await render();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unable to load the audit events.');
    answer = onePage();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await table()).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('verifies the chain and says it is intact', async () => {
    stub(onePage(), { [AUDIT_VERIFY_PATH]: INTACT_CHAIN });
    await render();
    await userEvent.click(await screen.findByRole('button', { name: 'Verify chain' }));
    await waitFor(() =>
      expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(
        'Chain intact: 1,234 events checked from event #1',
      ),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says where the chain is broken, as an alert', async () => {
    stub(onePage(), { [AUDIT_VERIFY_PATH]: BROKEN_CHAIN });
    await render();
    await userEvent.click(await screen.findByRole('button', { name: 'Verify chain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Chain broken at event #812: its hash does not match its content',
    );
  });

  it('says when the chain could not be checked', async () => {
    stub(onePage(), { [AUDIT_VERIFY_PATH]: failure(500, 'Internal Server Error') });
    await render();
    await userEvent.click(await screen.findByRole('button', { name: 'Verify chain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unable to verify the chain. 500: Internal Server Error',
    );
  });

  it('shows stacked cards with the same facts when narrow', async () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ width: 358, height: 800 }),
    );
    stub(onePage());
    await render();
    const list = await screen.findByRole('list', { name: 'Audit events, newest first' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(EVENTS.length);
    const [first] = cards;
    if (!first) throw new Error('no card');
    const facts = within(first)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(facts).toEqual(['Time', 'Actor', 'Action', 'Target', 'Result']);
    expect(within(first).getByText('27 Nov 2026, 14:05 UTC')).toHaveAttribute(
      'datetime',
      '2026-11-27T14:05:00.000Z',
    );
    await userEvent.click(within(first).getByRole('button', { name: 'Details of event #1234' }));
    expect(first).toHaveTextContent('Request IDreq-7f3a9c');
    expect(within(cards[1] as HTMLElement).getByText('Refused (403)')).toBeVisible();
  });
});

/** Catches the downloads the export starts: the file names and their blobs. */
function catchDownloads() {
  const downloads: Array<{ name: string; blob: Blob }> = [];
  const blobs = new Map<string, Blob>();
  // jsdom has no object URLs: these stand in for the two the download uses.
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      const url = `blob:test/${blobs.size}`;
      blobs.set(url, blob);
      return url;
    },
    revokeObjectURL: () => {},
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.getAttribute('href') ?? '');
    if (blob) downloads.push({ name: this.download, blob });
  });
  return downloads;
}

const today = () => new Date().toISOString().slice(0, 10);

describe('AuditLog, Export CSV', () => {
  it('downloads every event of the applied filters as audit-log-<day>.csv, formulas kept inert', async () => {
    const hostile = auditEvent({
      id: 1,
      actor: { kind: 'user', userId: null, label: '=HYPERLINK("http://evil.example","x")' },
      action: 'sign-in-refused',
      userAgent: '@SUM(1+1)',
      result: 'refused',
      status: 403,
    });
    const fetchMock = stub((url) => {
      if (url.searchParams.get('limit') === '50') return json({ events: EVENTS, next: 1228 });
      return url.searchParams.get('before') === '1228'
        ? json({ events: [hostile], next: null })
        : json({ events: EVENTS, next: 1228 });
    });
    const downloads = catchDownloads();
    await render();
    await table();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Person'), 'acme');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(listCalls(fetchMock)).toHaveLength(2));
    const day = today();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]?.name).toBe(`audit-log-${day}.csv`);
    expect(downloads[0]?.blob.type).toBe('text/csv;charset=utf-8');
    expect(listCalls(fetchMock).slice(2)).toEqual([
      '/api/audit-events?person=acme&limit=200',
      '/api/audit-events?person=acme&limit=200&before=1228',
    ]);
    const text = await downloads[0]?.blob.text();
    const lines = text?.replace(BOM, '').split('\r\n') ?? [];
    expect(lines).toHaveLength(EVENTS.length + 3);
    expect(lines[1]).toMatch(
      /^2026-11-27T14:05:00.000Z,alex.morgan@acme.example,integration-changed,/,
    );
    expect(lines.at(-2)).toBe(
      `2026-11-27T14:05:00.000Z,"'=HYPERLINK(""http://evil.example"",""x"")",sign-in-refused,session,,,refused,403,,'@SUM(1+1),,,`,
    );
    expect(await screen.findByText(`Downloaded audit-log-${day}.csv: 8 events.`)).toBeVisible();
  });

  it('stops at 10,000 events and says the file holds only the newest', async () => {
    let nextId = 20_000;
    stub((url) => {
      const limit = Number(url.searchParams.get('limit'));
      const events = Array.from({ length: limit }, () => auditEvent({ id: nextId-- }));
      return json({ events, next: nextId + 1 });
    });
    const downloads = catchDownloads();
    await render();
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1), { timeout: 30_000 });
    expect(
      await screen.findByText(
        `Downloaded audit-log-${today()}.csv: 10,000 events. Only the newest 10,000 are in the file; narrow the filters to export the rest.`,
      ),
    ).toBeVisible();
  }, 60_000);

  it('says why an export failed, and downloads nothing', async () => {
    stub((url) =>
      url.searchParams.get('limit') === '200'
        ? new Response('Internal Server Error', { status: 500 })
        : onePage()(),
    );
    const downloads = catchDownloads();
    await render();
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Export failed. 500: Internal Server Error',
    );
    expect(downloads).toEqual([]);
  });
});

const auditTab = () => screen.queryByRole('tab', { name: 'Audit Log' });

describe('SettingsPage, Audit Log', () => {
  it('is a fourth tab for an admin, after the three and before the AI Assistant, and opens on the events', async () => {
    const fetchMock = stub(onePage(), {
      [MEMBERS_PATH]: { members: [] },
      '/api/system-integrations': [],
    });
    await renderPage(<SettingsPage />, { path: '/settings', user: ALEX });
    const tab = await screen.findByRole('tab', { name: 'Audit Log' });
    expect(screen.getAllByRole('tab').map((each) => each.textContent)).toEqual([
      'System Integrations',
      'Sync Settings',
      'Security & Access',
      'Audit Log',
      'AI Assistant',
    ]);
    // Not asked until the tab is opened.
    expect(listCalls(fetchMock)).toEqual([]);
    const user = userEvent.setup();
    await user.click(tab);
    expect(tab).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Audit Log' });
    expect(
      await within(panel).findByRole('heading', { level: 2, name: 'Audit Log' }),
    ).toBeVisible();
    expect(await within(panel).findByRole('table')).toBeVisible();
    expect(listCalls(fetchMock)).toEqual(['/api/audit-events?limit=50']);
  });

  it.each([
    ['someone who is not an admin', MEMBER_ACCESS],
    // The demo company's accounts are shared by every visitor of the demo.
    ['an admin of the demo company', DEMO_ADMIN_ACCESS],
  ])('is not there for %s, and the trail is never asked for', async (_who, access) => {
    const fetchMock = stub(onePage(), {
      [ORGANISATION_PATH]: access,
      '/api/system-integrations': [],
    });
    const { queryClient } = await renderPage(<SettingsPage />, { path: '/settings', user: ALEX });
    await waitFor(() =>
      expect(queryClient.getQueryState([ORGANISATION_PATH])?.status).toBe('success'),
    );
    await act(async () => {});
    expect(screen.getAllByRole('tab').map((each) => each.textContent)).toEqual([
      'System Integrations',
      'Sync Settings',
      'Security & Access',
      'AI Assistant',
    ]);
    expect(auditTab()).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'System Integrations' }));
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Security & Access' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(listCalls(fetchMock)).toEqual([]);
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/audit-events'))).toBe(
      false,
    );
  });

  it.each([
    ['while', never],
    ['when', failure(500, '')],
  ])('is not there %s it is not known who is an admin', async (_when, answer) => {
    const fetchMock = stub(onePage(), {
      [ORGANISATION_PATH]: answer,
      '/api/system-integrations': [],
    });
    const { queryClient } = await renderPage(<SettingsPage />, { path: '/settings', user: ALEX });
    await screen.findByRole('tab', { name: 'System Integrations' });
    if (answer !== never) {
      await waitFor(() =>
        expect(queryClient.getQueryState([ORGANISATION_PATH])?.status).toBe('error'),
      );
      await act(async () => {});
    }
    expect(auditTab()).not.toBeInTheDocument();
    expect(listCalls(fetchMock)).toEqual([]);
  });

  it('goes, back to the first tab, when the server says the viewer is no longer an admin', async () => {
    let access = ADMIN_ACCESS;
    stub(
      () => {
        access = MEMBER_ACCESS;
        return json({ statusCode: 403, error: 'Forbidden', message: 'Admins only' }, 403);
      },
      {
        [ORGANISATION_PATH]: () => json(access),
        [MEMBERS_PATH]: { members: [] },
        '/api/system-integrations': [],
      },
    );
    await renderPage(<SettingsPage />, { path: '/settings', user: ALEX });
    await userEvent.click(await screen.findByRole('tab', { name: 'Audit Log' }));
    await waitFor(() => expect(auditTab()).not.toBeInTheDocument());
    expect(screen.getByRole('tab', { name: 'System Integrations' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});
