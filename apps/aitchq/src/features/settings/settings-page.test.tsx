import { renderPage } from '@q/ui/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SettingsPage } from './settings-page';

describe('SettingsPage', () => {
  it('shows its title and the way back to the executive dashboard', async () => {
    await renderPage(<SettingsPage />, { path: '/settings' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'System Settings' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/qube',
    );
  });
});
