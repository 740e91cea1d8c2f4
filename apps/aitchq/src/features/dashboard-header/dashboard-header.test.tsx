import { renderPage } from '@q/ui/testing';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, stubServer } from '../../lib/test-server';
import { DashboardHeader } from './dashboard-header';

const SARAH = {
  id: 2,
  email: 'sarah@acme.example',
  name: 'Sarah Chen',
  role: 'manager' as const,
  preferences: {},
};

afterEach(() => localStorage.clear());

describe('DashboardHeader', () => {
  it('shows the brand, the tagline as the page heading, settings and the bell with 3', async () => {
    await renderPage(<DashboardHeader />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Management Headquarters' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    expect(screen.getByRole('img', { name: 'Notifications: 3' })).toHaveTextContent('3');
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('opens the Q menu with its three mail links, and closes it with Escape', async () => {
    await renderPage(<DashboardHeader />);
    const q = await screen.findByRole('button', { name: 'Contact the Q team' });
    await userEvent.click(q);
    expect(q).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Contact Us', 'Interested in Investing', 'Leave Feedback']) {
      expect(screen.getByRole('link', { name })).toHaveAttribute(
        'href',
        expect.stringMatching(/^mailto:/),
      );
    }
    await userEvent.keyboard('{Escape}');
    expect(q).toHaveAttribute('aria-expanded', 'false');
    expect(q).toHaveFocus();
  });

  it('offers sign-out in the user menu', async () => {
    stubServer({ '/api/auth/me': { user: SARAH } });
    await renderPage(<DashboardHeader />, { user: SARAH });
    await userEvent.click(await screen.findByRole('button', { name: 'Account: Sarah Chen' }));
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign out everywhere' })).toBeVisible();
    expect(screen.getByText('sarah@acme.example')).toBeVisible();
  });

  it('signs out and leaves for the home page after a demo session', async () => {
    const fetchMock = stubServer({
      '/api/auth/me': { user: SARAH },
      'POST /api/auth/logout': { ok: true },
    });
    const navigate = vi.fn();
    await renderPage(<DashboardHeader navigate={navigate} />, { user: SARAH });
    await userEvent.click(await screen.findByRole('button', { name: 'Account: Sarah Chen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout', expect.anything());
    expect(localStorage.getItem('currentUser')).toBeNull();
  });

  it('leaves for the page the server names after signing out of a company sign-in', async () => {
    stubServer({
      '/api/auth/me': { user: SARAH },
      'POST /api/auth/logout': { ok: true, next: '/login?signed-out=1' },
    });
    const navigate = vi.fn();
    await renderPage(<DashboardHeader navigate={navigate} />, { user: SARAH });
    await userEvent.click(await screen.findByRole('button', { name: 'Account: Sarah Chen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login?signed-out=1'));
  });

  it('leaves for the page the server names, or home, after signing out everywhere', async () => {
    stubServer({
      '/api/auth/me': { user: SARAH },
      'POST /api/auth/logout-everywhere': { ok: true, next: '/login?signed-out=1' },
    });
    const navigate = vi.fn();
    await renderPage(<DashboardHeader navigate={navigate} />, { user: SARAH });
    await userEvent.click(await screen.findByRole('button', { name: 'Account: Sarah Chen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login?signed-out=1'));
    cleanup();
    localStorage.clear();

    stubServer({
      '/api/auth/me': { user: SARAH },
      'POST /api/auth/logout-everywhere': { ok: true },
    });
    const home = vi.fn();
    await renderPage(<DashboardHeader navigate={home} />, { user: SARAH });
    await userEvent.click(await screen.findByRole('button', { name: 'Account: Sarah Chen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(home).toHaveBeenCalledWith('/'));
  });

  it('says so when signing out everywhere fails, and keeps the user signed in', async () => {
    stubServer({
      '/api/auth/me': { user: SARAH },
      'POST /api/auth/logout-everywhere': failure(),
    });
    await renderPage(<DashboardHeader />, { user: SARAH });
    await userEvent.click(await screen.findByRole('button', { name: 'Account: Sarah Chen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not sign out everywhere');
    expect(screen.getByRole('button', { name: 'Account: Sarah Chen' })).toBeInTheDocument();
  });
});
