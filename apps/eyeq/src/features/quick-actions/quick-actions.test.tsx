import { expectTooltipAfterHoverDelay, findTooltipTrigger, renderPage } from '@q/ui/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuickActions } from './quick-actions';

const ACTIONS = [
  'Schedule Focus Time',
  'Request 1:1 Meeting',
  'Continue Learning',
  'View Impact Report',
];

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
    const button = await findTooltipTrigger('Schedule Focus Time');
    expectTooltipAfterHoverDelay(button, 'Coming soon');
  });

  it('opens the tooltip on keyboard focus, and a click does nothing', async () => {
    await renderPage(<QuickActions />);
    const button = await findTooltipTrigger('View Impact Report');
    act(() => button.focus());
    expect(screen.getByRole('tooltip')).toHaveTextContent('Coming soon');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('heading', { name: 'Quick Actions' })).toBeInTheDocument();
  });

  it('shows no figures, so it is no widget and carries no sample badge', async () => {
    await renderPage(<QuickActions />);
    const card = await screen.findByRole('region', { name: 'Quick Actions' });
    expect(card).not.toHaveAttribute('data-ui');
    expect(within(card).queryByText('Sample data')).not.toBeInTheDocument();
  });
});
