import { TOOLTIP_DELAY_MS } from '@q/ui';
import { renderPage } from '@q/ui/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuickActions } from './quick-actions';

const ACTIONS = [
  'Schedule Focus Time',
  'Request 1:1 Meeting',
  'Continue Learning',
  'View Impact Report',
];

/** The tooltip code arrives after the first render; Radix then marks the trigger. */
const withTooltip = async (name: string) => {
  await waitFor(() =>
    expect(screen.getByRole('button', { name })).toHaveAttribute('data-state', 'closed'),
  );
  return screen.getByRole('button', { name });
};

describe('QuickActions', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the four actions, disabled and saying they are coming soon', async () => {
    await renderPage(<QuickActions />);
    const card = await screen.findByRole('region', { name: 'Quick Actions' });
    expect(card).toHaveTextContent('Coming soon: these shortcuts are not available yet.');
    for (const name of ACTIONS) {
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-disabled', 'true');
    }
  });

  it("opens the 'Coming soon' tooltip on hover after 700 ms", async () => {
    await renderPage(<QuickActions />);
    const button = await withTooltip('Schedule Focus Time');
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

  it('opens the tooltip on keyboard focus, and a click does nothing', async () => {
    await renderPage(<QuickActions />);
    const button = await withTooltip('View Impact Report');
    act(() => button.focus());
    expect(screen.getByRole('tooltip')).toHaveTextContent('Coming soon');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('heading', { name: 'Quick Actions' })).toBeInTheDocument();
  });
});
