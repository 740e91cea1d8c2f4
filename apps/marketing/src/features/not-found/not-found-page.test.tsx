import type { User } from '@q/schemas/auth';
import { jsonFetch, renderPage } from '@q/ui/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NotFoundPage } from './not-found-page';

const MANAGER: User = {
  id: 2,
  email: 'sarah.chen@acme.example',
  name: 'Sarah Chen',
  role: 'manager',
  preferences: { defaultDashboard: 'aitchq' },
};

describe('NotFoundPage', () => {
  it('says the page was not found and leads home', async () => {
    await renderPage(<NotFoundPage />, { path: '/no-such-page' });
    expect(
      await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('offers a signed-in user their own dashboard', async () => {
    vi.stubGlobal('fetch', jsonFetch({ '/api/auth/me': { user: MANAGER } }));
    await renderPage(<NotFoundPage />, { path: '/no-such-page', user: MANAGER });
    expect(await screen.findByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });
});
