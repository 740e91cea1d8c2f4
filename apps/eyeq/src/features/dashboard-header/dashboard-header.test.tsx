import { jsonFetch, renderPage } from '@q/ui/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DashboardHeader } from './dashboard-header';

const persona = { name: 'Taylor Brooks', title: 'Software Engineer II' };

const jordan = {
  id: 4,
  email: 'jordan.lee@acme.example',
  name: 'Jordan Lee',
  role: 'individual_contributor',
  preferences: { defaultDashboard: 'eyeq' },
} as const;

describe('DashboardHeader', () => {
  it('shows the title, the subtitle and, signed out, the sample persona', async () => {
    await renderPage(<DashboardHeader persona={persona} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Personal Dashboard' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Your personal workspace for growth and impact')).toBeInTheDocument();
    expect(screen.getByText('Welcome, Taylor Brooks')).toBeInTheDocument();
    expect(screen.getByText(/Software Engineer II · sample persona/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?redirect=eyeq',
    );
    expect(document.title).toBe('Personal Dashboard — eyeQ');
  });

  it('greets the signed-in user by name', async () => {
    // The auth context checks the stored user against the server session.
    vi.stubGlobal('fetch', jsonFetch({ '/api/auth/me': { user: jordan } }));
    await renderPage(<DashboardHeader persona={persona} />, { user: jordan });
    expect(await screen.findByText('Welcome back, Jordan Lee')).toBeInTheDocument();
    expect(screen.getByText('Individual contributor')).toBeInTheDocument();
    expect(screen.queryByText(/sample persona/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });
});
