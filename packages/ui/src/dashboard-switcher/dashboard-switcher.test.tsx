import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test/render';
import { DashboardSwitcher } from './dashboard-switcher';

describe('DashboardSwitcher', () => {
  it('links the other dashboards and lets the app draw the current one', () => {
    renderWithTheme(
      <DashboardSwitcher
        current="eyeq"
        renderCurrent={(props) => <a href="/eyeq-dashboard" data-router-link="" {...props} />}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Dashboards' });
    expect(within(nav).getByRole('link', { name: 'Qube' })).toHaveAttribute('href', '/qube');
    expect(within(nav).getByRole('link', { name: 'aitchQ' })).toHaveAttribute('href', '/dashboard');
    const current = within(nav).getByRole('link', { name: 'eyeQ' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveAttribute('data-router-link');
    expect(
      within(nav)
        .getAllByRole('link')
        .filter((link) => link.hasAttribute('aria-current')),
    ).toHaveLength(1);
  });
});
