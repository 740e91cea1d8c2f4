import { QThemeProvider } from '@q/ui';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClockText } from './clock-text';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('ClockText', () => {
  it("takes the server's words over quietly, then says its own at once", async () => {
    const errors = vi.spyOn(console, 'error');
    const onRecoverableError = vi.fn();
    const container = document.createElement('div');
    document.body.append(container);
    // Kept pages: the server wrote '2 min ago' a while back; it is 4 min ago now.
    container.innerHTML = renderToString(
      <QThemeProvider>
        <ClockText dateTime="2026-01-02T11:56:00.000Z">synced 2 min ago</ClockText>
      </QThemeProvider>,
    );
    expect(container.textContent).toBe('synced 2 min ago');
    await act(async () => {
      hydrateRoot(
        container,
        <QThemeProvider>
          <ClockText dateTime="2026-01-02T11:56:00.000Z">synced 4 min ago</ClockText>
        </QThemeProvider>,
        { onRecoverableError },
      );
    });
    expect(container.textContent).toBe('synced 4 min ago');
    expect(container.querySelector('time')).toHaveAttribute('datetime', '2026-01-02T11:56:00.000Z');
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });
});
