import { renderPage } from '@q/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { auditEvent, MY_AUDIT_EVENTS_PATH, testMyAuditEvents } from '../../lib/audit-fixtures';
import { failure, never, stubServer } from '../../lib/test-server';
import { DashboardHeader } from './dashboard-header';

const PRIYA = {
  id: 5,
  email: 'priya.patel@acme.example',
  name: 'Priya Patel',
  role: 'individual_contributor' as const,
  preferences: {},
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

/** The header, signed in as Priya, with her account menu open. */
async function openMenu() {
  await renderPage(<DashboardHeader />, { user: PRIYA });
  const user = userEvent.setup();
  const account = await screen.findByRole('button', { name: 'Account: Priya Patel' });
  await user.click(account);
  const item = screen.getByRole('button', { name: 'Who viewed my data' });
  return { user, account, item };
}

/** Opens "Who viewed my data" from the account menu. */
async function openDialog() {
  const opened = await openMenu();
  await opened.user.click(opened.item);
  const dialog = await screen.findByRole('dialog', { name: 'Who viewed my data' });
  return { ...opened, dialog };
}

const myCalls = (fetchMock: ReturnType<typeof stubServer>) =>
  fetchMock.mock.calls
    .map(([input]) => String(input))
    .filter((url) => url.startsWith(MY_AUDIT_EVENTS_PATH));

describe('Who viewed my data', () => {
  it('is in the account menu and is not asked for until opened', async () => {
    const fetchMock = stubServer({
      '/api/auth/me': { user: PRIYA },
      [MY_AUDIT_EVENTS_PATH]: { events: testMyAuditEvents(), next: null },
    });
    const { item } = await openMenu();
    expect(item).toHaveAttribute('aria-haspopup', 'dialog');
    expect(myCalls(fetchMock)).toEqual([]);
  });

  it('lists who viewed what of yours and when, newest first', async () => {
    const fetchMock = stubServer({
      '/api/auth/me': { user: PRIYA },
      [MY_AUDIT_EVENTS_PATH]: { events: testMyAuditEvents(), next: null },
    });
    const { dialog } = await openDialog();
    const list = await within(dialog).findByRole('list', {
      name: 'Events about you, newest first',
    });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'sarah.chen@acme.example viewed your time off and work anniversary · , 27 Nov 2026, 14:05 UTC',
      'alex.morgan@acme.example viewed your goals · , 25 Nov 2026, 10:30 UTC',
      'alex.morgan@acme.example: Sessions ended by an admin · , 20 Nov 2026, 17:45 UTC',
      'A sync: Sessions ended by a sync · , 18 Nov 2026, 06:00 UTC',
    ]);
    expect(within(items[0] as HTMLElement).getByText('27 Nov 2026, 14:05 UTC')).toHaveAttribute(
      'datetime',
      '2026-11-27T14:05:00.000Z',
    );
    expect(within(dialog).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(myCalls(fetchMock)).toEqual(['/api/me/audit-events?limit=20']);
  });

  it('takes focus in, and gives it back to the menu item on close, the menu still open', async () => {
    stubServer({
      '/api/auth/me': { user: PRIYA },
      [MY_AUDIT_EVENTS_PATH]: { events: testMyAuditEvents(), next: null },
    });
    const { user, account, item, dialog } = await openDialog();
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(item).toHaveFocus();
    expect(account).toHaveAttribute('aria-expanded', 'true');

    // Opened again and closed with its X: the same.
    await user.click(item);
    const again = await screen.findByRole('dialog', { name: 'Who viewed my data' });
    await user.click(within(again).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(item).toHaveFocus();

    // Then Escape closes the menu, as before.
    await user.keyboard('{Escape}');
    expect(account).toHaveAttribute('aria-expanded', 'false');
    expect(account).toHaveFocus();
  });

  it('loads older events on Load more, from the cursor', async () => {
    const older = auditEvent({
      id: 900,
      at: '2026-10-02T08:00:00.000Z',
      action: 'hr-data-viewed',
      detail: { call: '/api/workday/goals', everyone: true, people: null },
    });
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url === '/api/auth/me') return json({ user: PRIYA });
      if (url.includes('before=1007')) return json({ events: [older], next: null });
      return json({ events: testMyAuditEvents(), next: 1007 });
    });
    vi.stubGlobal('fetch', fetchMock);
    const { user, dialog } = await openDialog();
    await user.click(await within(dialog).findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(5));
    const item = within(dialog).getAllByRole('listitem').at(-1);
    expect(item).toHaveTextContent(
      'alex.morgan@acme.example viewed your goals · , 2 Oct 2026, 08:00 UTC',
    );
    await waitFor(() => expect(item).toHaveFocus());
    expect(fetchMock.mock.calls.map(([input]) => String(input)).slice(-2)).toEqual([
      '/api/me/audit-events?limit=20',
      '/api/me/audit-events?limit=20&before=1007',
    ]);
    expect(within(dialog).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows placeholders while loading', async () => {
    stubServer({ '/api/auth/me': { user: PRIYA }, [MY_AUDIT_EVENTS_PATH]: never });
    const { dialog } = await openDialog();
    expect(await within(dialog).findByText('Loading who viewed your data')).toBeInTheDocument();
  });

  it('says when no one has viewed your data', async () => {
    stubServer({
      '/api/auth/me': { user: PRIYA },
      [MY_AUDIT_EVENTS_PATH]: { events: [], next: null },
    });
    const { dialog } = await openDialog();
    expect(await within(dialog).findByText('No one has viewed your personal data')).toBeVisible();
  });

  it('says the list could not be loaded, and asks again on Retry', async () => {
    let answer: () => Response = failure(500, 'Internal Server Error');
    stubServer({ '/api/auth/me': { user: PRIYA }, [MY_AUDIT_EVENTS_PATH]: () => answer() });
    const { user, dialog } = await openDialog();
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(
      'Unable to load who viewed your data. 500: Internal Server Error',
    );
    answer = () => json({ events: testMyAuditEvents(), next: null });
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByText(/viewed your time off/)).toBeVisible();
  });

  it('is not offered to a visitor', async () => {
    await renderPage(<DashboardHeader />);
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Who viewed my data' })).not.toBeInTheDocument();
  });
});
