import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test/render';
import { readThemePreference, setThemePreference } from './theme-preference';
import { ThemeSwitch } from './theme-switch';

const root = document.documentElement;

afterEach(() => {
  localStorage.clear();
  root.removeAttribute('data-theme');
});

describe('ThemeSwitch', () => {
  it('offers light, dark and the system setting under the name Theme, system by default', () => {
    renderWithTheme(<ThemeSwitch />);
    const select = screen.getByRole('combobox', { name: 'Theme' });
    expect(
      screen
        .getAllByRole('option')
        .map((option) => [option.textContent, option.getAttribute('value')]),
    ).toEqual([
      ['Light theme', 'light'],
      ['Dark theme', 'dark'],
      ['System theme', 'system'],
    ]);
    expect(select).toHaveValue('system');
    expect(root).not.toHaveAttribute('data-theme');
  });

  it('applies a choice at once and remembers it for every app of the origin', async () => {
    const user = userEvent.setup();
    renderWithTheme(<ThemeSwitch />);
    const select = screen.getByRole('combobox', { name: 'Theme' });
    await user.selectOptions(select, 'dark');
    expect(root).toHaveAttribute('data-theme', 'dark');
    expect(localStorage.getItem('q-theme')).toBe('dark');
    expect(select).toHaveValue('dark');

    await user.selectOptions(select, 'light');
    expect(root).toHaveAttribute('data-theme', 'light');
    expect(localStorage.getItem('q-theme')).toBe('light');
  });

  it('forgets the choice for the system setting, leaving the device to decide', async () => {
    const user = userEvent.setup();
    setThemePreference('dark');
    renderWithTheme(<ThemeSwitch />);
    const select = screen.getByRole('combobox', { name: 'Theme' });
    expect(select).toHaveValue('dark');
    await user.selectOptions(select, 'system');
    expect(root).not.toHaveAttribute('data-theme');
    expect(localStorage.getItem('q-theme')).toBeNull();
  });

  it('is reached from the keyboard (a native select: the arrow keys change it)', async () => {
    const user = userEvent.setup();
    renderWithTheme(<ThemeSwitch />);
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Theme' })).toHaveFocus();
  });

  it('follows a choice made in another tab (the storage event)', () => {
    renderWithTheme(<ThemeSwitch />);
    act(() => {
      localStorage.setItem('q-theme', 'dark');
      window.dispatchEvent(new StorageEvent('storage', { key: 'q-theme', newValue: 'dark' }));
    });
    expect(screen.getByRole('combobox', { name: 'Theme' })).toHaveValue('dark');
    expect(root).toHaveAttribute('data-theme', 'dark');
  });

  it('reads an unknown stored value as the system setting', () => {
    localStorage.setItem('q-theme', 'purple');
    expect(readThemePreference()).toBe('system');
  });
});
