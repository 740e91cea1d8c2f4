import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../button';
import { renderWithTheme } from '../test/render';
import { expectTooltipAfterHoverDelay, findTooltipTrigger } from '../testing/tooltip';
import { DeferredTooltip, DeferredTooltipProvider } from './deferred-tooltip';

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
    const button = await findTooltipTrigger('Export Report');
    expectTooltipAfterHoverDelay(button, 'Coming soon');
  });

  it('opens on keyboard focus without a provider of its own', async () => {
    renderWithTheme(
      <DeferredTooltip content="Opens System Settings">
        <Button>Settings</Button>
      </DeferredTooltip>,
    );
    const button = await findTooltipTrigger('Settings');
    act(() => button.focus());
    expect(screen.getByRole('tooltip')).toHaveTextContent('Opens System Settings');
  });
});
