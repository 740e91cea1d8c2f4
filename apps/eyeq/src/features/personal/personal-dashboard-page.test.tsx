import { jsonFetch, renderPage } from '@q/ui/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PersonalDashboardPage } from './personal-dashboard-page';

const jordan = {
  id: 4,
  email: 'jordan.lee@acme.example',
  name: 'Jordan Lee',
  role: 'individual_contributor',
  preferences: { defaultDashboard: 'eyeq' },
} as const;

describe('PersonalDashboardPage', () => {
  it('shows the subtitle and the switch to the other dashboards', async () => {
    await renderPage(<PersonalDashboardPage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Personal Dashboard' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Your personal workspace for growth and impact/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Qube' })).toHaveAttribute('href', '/qube');
  });

  it('greets the signed-in user by name', async () => {
    // The auth context checks the stored user against the server session.
    vi.stubGlobal('fetch', jsonFetch({ '/api/auth/me': { user: jordan } }));
    await renderPage(<PersonalDashboardPage />, { user: jordan });
    expect(await screen.findByText(/Welcome back, Jordan Lee/)).toBeInTheDocument();
  });
});
