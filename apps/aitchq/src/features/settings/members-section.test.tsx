import { renderPage } from '@q/ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, never, stubServer } from '../../lib/test-server';
import { MembersSection } from './members-section';
import {
  ADMIN_ACCESS,
  DEMO_ADMIN_ACCESS,
  MEMBER_ACCESS,
  MEMBERS_PATH,
  ORGANISATION_PATH,
  testMembers,
} from './organisation-fixtures';
import { SettingsPage } from './settings-page';

/** The signed-in admin: Alex, not on the list's first rows. */
const ALEX = {
  id: 1,
  email: 'alexandra.morgan-whitfield@headquarters.acme.example',
  name: 'Alexandra Morgan-Whitfield',
  role: 'executive' as const,
  preferences: {},
};

const MEMBERS = testMembers();
const SARAH = MEMBERS[0];

const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

const render = () => renderPage(<MembersSection />, { path: '/settings', user: ALEX });
const section = () => screen.findByRole('region', { name: 'People with access' });
const row = async (name: string) => {
  const rows = within(await section()).getAllByRole('listitem');
  const found = rows.find((item) => within(item).queryByText(name) !== null);
  if (!found) throw new Error(`No row for ${name}`);
  return found;
};
const membersCalls = (fetchMock: ReturnType<typeof stubServer>, method = 'GET') =>
  fetchMock.mock.calls.filter(
    ([url, init]) => String(url) === MEMBERS_PATH && (init?.method ?? 'GET') === method,
  );

describe('MembersSection', () => {
  it('lists the people with access, how they sign in, when they last did, and their sessions', async () => {
    stubServer({ [ORGANISATION_PATH]: ADMIN_ACCESS, [MEMBERS_PATH]: { members: MEMBERS } });
    await render();
    expect(await screen.findByText('Sarah Chen')).toBeVisible();
    expect(within(await section()).getByText(/Who can sign in to Acme/)).toBeVisible();

    const sarah = await row('Sarah Chen');
    expect(within(sarah).getByText('sarah.chen@acme.example')).toBeVisible();
    expect(within(sarah).getByText('Manager')).toBeVisible();
    expect(within(sarah).getByText('Company sign-in')).toBeVisible();
    expect(within(sarah).getByText('4 min ago')).toHaveAttribute('datetime', SARAH?.lastSignInAt);
    expect(within(sarah).getByText('2 open sessions')).toBeVisible();
    expect(within(sarah).getByRole('button', { name: 'End sessions of Sarah Chen' })).toBeVisible();

    const alex = await row('Alexandra Morgan-Whitfield');
    expect(within(alex).getByText('You')).toBeVisible();
    expect(within(alex).getByText('Executive')).toBeVisible();
    expect(within(alex).getByText('1 open session')).toBeVisible();

    const priya = await row('Priya Patel');
    expect(within(priya).getByText('Individual contributor')).toBeVisible();
    expect(within(priya).getByText('Never')).toBeVisible();
    expect(within(priya).getByText('No open sessions')).toBeVisible();
    expect(within(priya).queryByRole('button')).not.toBeInTheDocument();

    const jordan = await row('Jordan Lee');
    expect(within(jordan).getByText('Demo account')).toBeVisible();
    expect(within(jordan).getByText('Not recorded')).toBeVisible();
    expect(within(jordan).queryByRole('button')).not.toBeInTheDocument();
  });

  it.each([
    ['someone who is not an admin', MEMBER_ACCESS],
    // The demo company's accounts are shared by every visitor of the demo.
    ['an admin of the demo company', DEMO_ADMIN_ACCESS],
  ])('is not there for %s, and never asks for the list', async (_who, access) => {
    const fetchMock = stubServer({
      [ORGANISATION_PATH]: access,
      [MEMBERS_PATH]: { members: MEMBERS },
    });
    const { queryClient } = await render();
    await waitFor(() =>
      expect(queryClient.getQueryState([ORGANISATION_PATH])?.status).toBe('success'),
    );
    // The render that follows the answer.
    await act(async () => {});
    expect(screen.queryByRole('region', { name: 'People with access' })).not.toBeInTheDocument();
    expect(membersCalls(fetchMock)).toEqual([]);
  });

  it('is not there while, or when, it is not known who is an admin', async () => {
    const fetchMock = stubServer({ [ORGANISATION_PATH]: failure(), [MEMBERS_PATH]: never });
    const { queryClient } = await render();
    expect(screen.queryByRole('region', { name: 'People with access' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(queryClient.getQueryState([ORGANISATION_PATH])?.status).toBe('error'),
    );
    await act(async () => {});
    expect(screen.queryByRole('region', { name: 'People with access' })).not.toBeInTheDocument();
    expect(membersCalls(fetchMock)).toEqual([]);
  });

  it('shows placeholders while the list loads', async () => {
    stubServer({ [ORGANISATION_PATH]: ADMIN_ACCESS, [MEMBERS_PATH]: never });
    await render();
    const region = await section();
    expect(within(region).getByText('Loading people with access')).toBeInTheDocument();
    expect(region.querySelector('[aria-busy="true"]')).not.toBeNull();
  });

  it('says when no one has signed in yet', async () => {
    stubServer({ [ORGANISATION_PATH]: ADMIN_ACCESS, [MEMBERS_PATH]: { members: [] } });
    await render();
    expect(await within(await section()).findByText('No one has signed in yet')).toBeVisible();
  });

  it('says the list could not be loaded, and asks again on Retry', async () => {
    let answer: () => Response = failure(500, '');
    stubServer({ [ORGANISATION_PATH]: ADMIN_ACCESS, [MEMBERS_PATH]: () => answer() });
    await render();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unable to load the people with access.');

    answer = json({ members: MEMBERS });
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Sarah Chen')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('ends a person’s sessions after a confirmation, then shows the list again', async () => {
    let members = MEMBERS;
    const fetchMock = stubServer({
      [ORGANISATION_PATH]: ADMIN_ACCESS,
      [`GET ${MEMBERS_PATH}`]: () => json({ members })(),
      [`POST ${MEMBERS_PATH}/2/end-sessions`]: () => {
        members = MEMBERS.map((member) =>
          member.id === 2 ? { ...member, activeSessions: 0 } : member,
        );
        return json({ ended: 2 })();
      },
    });
    await render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'End sessions of Sarah Chen' }));

    const dialog = await screen.findByRole('dialog', { name: 'End sessions of Sarah Chen?' });
    expect(dialog).toHaveAccessibleDescription(
      'Sarah Chen is signed out on every device (2 open sessions) and must sign in again.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'End sessions' }));

    expect((await screen.findAllByText('Sessions ended')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('2 sessions of Sarah Chen ended').length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sarah = await row('Sarah Chen');
    expect(await within(sarah).findByText('No open sessions')).toBeVisible();
    expect(within(sarah).queryByRole('button')).not.toBeInTheDocument();
    expect(
      fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/end-sessions')),
    ).toHaveLength(1);
    expect(membersCalls(fetchMock).length).toBe(2);
  });

  it('keeps everything on Cancel, and says so when ending fails', async () => {
    const fetchMock = stubServer({
      [ORGANISATION_PATH]: ADMIN_ACCESS,
      [`GET ${MEMBERS_PATH}`]: { members: MEMBERS },
      [`POST ${MEMBERS_PATH}/2/end-sessions`]: failure(500, 'Internal Server Error'),
    });
    await render();
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'End sessions of Sarah Chen' });
    await user.click(button);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.click(button);
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'End sessions' }),
    );
    expect((await screen.findAllByText('Failed to end sessions')).length).toBeGreaterThan(0);
    // The dialog stays, to try again or cancel; nothing changed.
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(await row('Sarah Chen')).getByText('2 open sessions')).toBeVisible();
  });

  it('warns an admin that ending their own sessions signs them out here too', async () => {
    stubServer({ [ORGANISATION_PATH]: ADMIN_ACCESS, [MEMBERS_PATH]: { members: MEMBERS } });
    await render();
    await userEvent.click(
      await screen.findByRole('button', { name: 'End sessions of Alexandra Morgan-Whitfield' }),
    );
    expect(await screen.findByRole('dialog')).toHaveAccessibleDescription(
      'You are signed out on every device (1 open session), this one included, and must sign in again.',
    );
  });
});

describe('SettingsPage, people with access', () => {
  it('comes below the integrations on the System Integrations tab, for an admin', async () => {
    stubServer({
      [ORGANISATION_PATH]: ADMIN_ACCESS,
      [MEMBERS_PATH]: { members: MEMBERS },
      '/api/system-integrations': [],
    });
    await renderPage(<SettingsPage />, { path: '/settings', user: ALEX });
    const people = await section();
    const hris = await screen.findByRole('region', { name: 'HRIS' });
    expect(hris.compareDocumentPosition(people)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(within(people).getByRole('heading', { level: 2 })).toHaveTextContent(
      'People with access',
    );
  });

  it('is not on the page for anyone else', async () => {
    const fetchMock = stubServer({
      [ORGANISATION_PATH]: MEMBER_ACCESS,
      [MEMBERS_PATH]: { members: MEMBERS },
      '/api/system-integrations': [],
    });
    await renderPage(<SettingsPage />, { path: '/settings', user: ALEX });
    expect(await screen.findByText(/Only an admin can change Acme's connections/)).toBeVisible();
    expect(screen.queryByRole('region', { name: 'People with access' })).not.toBeInTheDocument();
    expect(membersCalls(fetchMock)).toEqual([]);
  });
});
