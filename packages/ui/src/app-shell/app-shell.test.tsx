import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test/render';
import { AppBrand, AppHeader, AppMain, AppShell, NavList } from './styled';

describe('AppShell', () => {
  it('lays out a banner with brand and navigation, and the main content', () => {
    renderWithTheme(
      <AppShell>
        <AppHeader>
          <AppBrand href="/">aitchQ</AppBrand>
          <nav aria-label="Dashboards">
            <NavList>
              <li>
                <a href="/qube">Qube</a>
              </li>
            </NavList>
          </nav>
        </AppHeader>
        <AppMain>
          <h1>Your Management Headquarters</h1>
        </AppMain>
      </AppShell>,
    );
    expect(screen.getByRole('banner')).toContainElement(
      screen.getByRole('link', { name: 'aitchQ' }),
    );
    expect(screen.getByRole('navigation', { name: 'Dashboards' })).toContainElement(
      screen.getByRole('link', { name: 'Qube' }),
    );
    expect(screen.getByRole('main')).toContainElement(
      screen.getByRole('heading', { name: 'Your Management Headquarters' }),
    );
  });
});
