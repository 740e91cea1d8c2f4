import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS } from '../constants';
import { renderWithTheme } from '../test/render';
import {
  CARRIED_TOAST_STORAGE_KEY,
  carryToastToNextPage,
  parseCarriedToast,
  showCarriedToast,
} from './carried-toast';
import { dismiss, toast } from './toast-store';
import { Toaster } from './toaster';

const NOW = Date.UTC(2025, 0, 6, 9, 0, 0);

function renderToaster() {
  renderWithTheme(<Toaster />);
  return screen.getByRole('region', { name: 'Notifications (F8)' });
}

function stored(): unknown {
  const raw = sessionStorage.getItem(CARRIED_TOAST_STORAGE_KEY);
  return raw === null ? null : JSON.parse(raw);
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});

afterEach(() => {
  act(() => dismiss());
  sessionStorage.clear();
  vi.useRealTimers();
});

describe('carryToastToNextPage', () => {
  it('stores the open toast as text, with the time its display ends', () => {
    const shown = toast({
      title: 'Login successful',
      description: 'Welcome to your workspace!',
    });
    vi.advanceTimersByTime(600);

    carryToastToNextPage(shown);

    expect(stored()).toEqual({
      title: 'Login successful',
      description: 'Welcome to your workspace!',
      closesAt: NOW + TOAST_DURATION_MS,
    });
  });

  it('carries nothing for a toast that was closed', () => {
    const shown = toast({ title: 'Login successful' });
    shown.dismiss();

    carryToastToNextPage(shown);

    expect(stored()).toBeNull();
  });

  it('carries nothing for a toast whose text is markup', () => {
    const shown = toast({ title: <strong>Login successful</strong> });

    carryToastToNextPage(shown);

    expect(stored()).toBeNull();
  });
});

describe('showCarriedToast', () => {
  it('shows the carried toast only for the rest of its time, not a fresh TOAST_DURATION_MS', () => {
    const shown = toast({ title: 'Login successful', description: 'Welcome!' });
    vi.advanceTimersByTime(700);
    carryToastToNextPage(shown);
    act(() => dismiss());
    // The next page: the toast was shown 700 ms ago, and the page took 300 ms to load.
    vi.advanceTimersByTime(300);
    const notifications = renderToaster();

    act(() => {
      expect(showCarriedToast()).toBe(true);
    });

    const left = TOAST_DURATION_MS - 1000;
    expect(within(notifications).getByText('Login successful')).toBeVisible();
    expect(within(notifications).getByText('Welcome!')).toBeVisible();
    act(() => {
      vi.advanceTimersByTime(left - 1);
    });
    expect(within(notifications).getByText('Login successful')).toBeVisible();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(within(notifications).queryByText('Login successful')).not.toBeInTheDocument();
  });

  it('counts the rest from when the toaster draws it, however late its code loaded', () => {
    sessionStorage.setItem(
      CARRIED_TOAST_STORAGE_KEY,
      JSON.stringify({ title: 'Login successful', closesAt: NOW + 4000 }),
    );
    act(() => {
      showCarriedToast();
    });
    vi.advanceTimersByTime(1500);
    const notifications = renderToaster();

    act(() => {
      vi.advanceTimersByTime(2499);
    });
    expect(within(notifications).getByText('Login successful')).toBeVisible();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(within(notifications).queryByText('Login successful')).not.toBeInTheDocument();
  });

  it('reads it once: it is taken out of storage', () => {
    sessionStorage.setItem(
      CARRIED_TOAST_STORAGE_KEY,
      JSON.stringify({ title: 'Login successful', closesAt: NOW + 4000 }),
    );

    expect(showCarriedToast()).toBe(true);
    expect(sessionStorage.getItem(CARRIED_TOAST_STORAGE_KEY)).toBeNull();
    expect(showCarriedToast()).toBe(false);
  });

  it('shows nothing when nothing was carried', () => {
    const notifications = renderToaster();

    act(() => {
      expect(showCarriedToast()).toBe(false);
    });

    expect(within(notifications).queryAllByRole('listitem')).toHaveLength(0);
  });

  it.each([
    ['unreadable JSON', '{"title":"Login'],
    ['a JSON null', 'null'],
    ['a bare string', '"Login successful"'],
    ['no title', JSON.stringify({ closesAt: NOW + 4000 })],
    ['a title that is not text', JSON.stringify({ title: 3, closesAt: NOW + 4000 })],
    [
      'a description that is not text',
      JSON.stringify({ title: 'Hi', description: {}, closesAt: NOW + 4000 }),
    ],
    ['an unknown variant', JSON.stringify({ title: 'Hi', variant: 'loud', closesAt: NOW + 4000 })],
    ['no end time', JSON.stringify({ title: 'Hi' })],
    ['an end time that is not a number', JSON.stringify({ title: 'Hi', closesAt: 'soon' })],
    ['a toast whose time is up', JSON.stringify({ title: 'Hi', closesAt: NOW })],
    ['a toast of an hour ago', JSON.stringify({ title: 'Hi', closesAt: NOW - 3_600_000 })],
    [
      'a toast claiming more than a whole display',
      JSON.stringify({ title: 'Hi', closesAt: NOW + TOAST_DURATION_MS + 1 }),
    ],
  ])('ignores %s, and removes it', (_case, raw) => {
    sessionStorage.setItem(CARRIED_TOAST_STORAGE_KEY, raw);
    const notifications = renderToaster();

    act(() => {
      expect(showCarriedToast()).toBe(false);
    });

    expect(within(notifications).queryAllByRole('listitem')).toHaveLength(0);
    expect(sessionStorage.getItem(CARRIED_TOAST_STORAGE_KEY)).toBeNull();
  });
});

describe('parseCarriedToast', () => {
  it('keeps a toast with exactly a whole display left, and one with 1 ms left', () => {
    const whole = { title: 'Hi', closesAt: NOW + TOAST_DURATION_MS };
    expect(parseCarriedToast(JSON.stringify(whole), NOW)).toEqual(whole);
    const last = { title: 'Hi', variant: 'destructive', closesAt: NOW + 1 };
    expect(parseCarriedToast(JSON.stringify(last), NOW)).toEqual(last);
  });
});
