import { act, fireEvent, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS } from '../constants';
import { renderWithTheme } from '../test/render';
import { theme } from '../theme/theme';
import { dismiss, toast, useToast } from './toast-store';
import { Toaster } from './toaster';

function renderToaster() {
  renderWithTheme(<Toaster />);
  return screen.getByRole('region', { name: 'Notifications (F8)' });
}

afterEach(() => {
  act(() => dismiss());
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('shows the title and description of a toast', () => {
    const notifications = renderToaster();
    act(() => {
      toast({
        title: 'Insight dismissed',
        description: 'The insight has been removed from your dashboard.',
      });
    });
    expect(within(notifications).getByText('Insight dismissed')).toBeVisible();
    expect(
      within(notifications).getByText('The insight has been removed from your dashboard.'),
    ).toBeVisible();
  });

  it('shows one toast at a time: a new toast replaces the previous one', () => {
    const notifications = renderToaster();
    act(() => {
      toast({ title: 'Login successful' });
    });
    act(() => {
      toast({ title: 'Integration saved successfully' });
    });
    expect(within(notifications).getAllByRole('listitem')).toHaveLength(1);
    expect(within(notifications).getByText('Integration saved successfully')).toBeVisible();
    expect(within(notifications).queryByText('Login successful')).not.toBeInTheDocument();
  });

  it('draws the destructive variant in the danger colours', () => {
    const notifications = renderToaster();
    act(() => {
      toast({
        title: 'Error',
        description: 'Failed to dismiss insight. Please try again.',
        variant: 'destructive',
      });
    });
    const item = within(notifications).getByRole('listitem');
    expect(item).toHaveAttribute('data-variant', 'destructive');
    expect(item).toHaveStyle({
      backgroundColor: theme.colors.danger,
      color: theme.colors.onDanger,
    });
  });

  it('closes with its close button', async () => {
    const notifications = renderToaster();
    act(() => {
      toast({ title: 'Action completed' });
    });
    await userEvent.click(
      within(notifications).getByRole('button', { name: 'Close notification' }),
    );
    expect(within(notifications).queryByText('Action completed')).not.toBeInTheDocument();
  });

  it('closes by itself after the display duration', () => {
    vi.useFakeTimers();
    const notifications = renderToaster();
    act(() => {
      toast({ title: 'Connection test successful' });
    });
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    });
    expect(within(notifications).getByText('Connection test successful')).toBeVisible();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(within(notifications).queryByText('Connection test successful')).not.toBeInTheDocument();
  });

  it('moves focus to the notifications with the F8 hotkey', () => {
    const notifications = renderToaster();
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    expect(within(notifications).getByRole('list')).toHaveFocus();
  });
});

describe('toast store', () => {
  it('keeps a dismissed toast, closed, for TOAST_REMOVE_DELAY_MS before removing it', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useToast());
    let id = '';
    act(() => {
      id = result.current.toast({ title: 'Login failed', variant: 'destructive' }).id;
    });
    expect(result.current.toasts).toEqual([
      { id, title: 'Login failed', variant: 'destructive', open: true },
    ]);

    act(() => result.current.dismiss(id));
    expect(result.current.toasts).toEqual([
      { id, title: 'Login failed', variant: 'destructive', open: false },
    ]);

    act(() => {
      vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    });
    expect(result.current.toasts).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.toasts).toEqual([]);
  });

  it('dismisses through the handle returned by toast()', () => {
    const { result } = renderHook(() => useToast());
    act(() => {
      toast({ title: 'Saving…' }).dismiss();
    });
    expect(result.current.toasts.map((item) => item.open)).toEqual([false]);
  });
});
