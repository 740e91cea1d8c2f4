import { renderPage } from '@q/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
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
