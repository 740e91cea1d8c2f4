import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../button';
import { TOOLTIP_DELAY_MS } from '../constants';
import { renderWithTheme } from '../test/render';
import { DeferredTooltip, DeferredTooltipProvider } from './deferred-tooltip';

/** Radix marks its trigger with `data-state` once the tooltip code has arrived. */
const settled = async (name: string) => {
  await waitFor(() =>
    expect(screen.getByRole('button', { name })).toHaveAttribute('data-state', 'closed'),
  );
  return screen.getByRole('button', { name });
};

describe('DeferredTooltip', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows its trigger at once, then opens on hover after the 700 ms delay', async () => {
    renderWithTheme(
      <DeferredTooltipProvider>
        <DeferredTooltip content="Coming soon">
          <Button aria-disabled="true">Export Report</Button>
        </DeferredTooltip>
      </DeferredTooltipProvider>,
    );
    expect(screen.getByRole('button', { name: 'Export Report' })).toBeInTheDocument();
    const button = await settled('Export Report');

    vi.useFakeTimers();
    fireEvent.pointerMove(button, { pointerType: 'mouse' });
    act(() => {
      vi.advanceTimersByTime(TOOLTIP_DELAY_MS - 1);
    });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('tooltip')).toHaveTextContent('Coming soon');
    expect(button).toHaveAccessibleDescription('Coming soon');
  });

  it('opens on keyboard focus without a provider of its own', async () => {
    renderWithTheme(
      <DeferredTooltip content="Opens System Settings">
        <Button>Settings</Button>
      </DeferredTooltip>,
    );
    const button = await settled('Settings');
    act(() => button.focus());
    expect(screen.getByRole('tooltip')).toHaveTextContent('Opens System Settings');
  });
});
