import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../button';
import { renderWithTheme } from '../test/render';
import { expectTooltipAfterHoverDelay } from '../testing/tooltip';
import { Tooltip, TooltipProvider } from './tooltip';

/*
 * Events are fired directly: user-event's own pauses never resolve under fake timers,
 * and the delay is what these tests control.
 */
const focus = (element: HTMLElement) => act(() => element.focus());

describe('Tooltip', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens on hover only after the 700 ms delay', () => {
    renderWithTheme(
      <TooltipProvider>
        <Tooltip content="Opens System Settings">
          <Button>Settings</Button>
        </Tooltip>
      </TooltipProvider>,
    );
    const button = screen.getByRole('button', { name: 'Settings' });
    expectTooltipAfterHoverDelay(button, 'Opens System Settings');
  });

  it('opens when its trigger gets keyboard focus, and closes with Escape', () => {
    renderWithTheme(
      <Tooltip content="Opens System Settings">
        <Button>Settings</Button>
      </Tooltip>,
    );
    const button = screen.getByRole('button', { name: 'Settings' });
    focus(button);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Opens System Settings');
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('explains a disabled button through a focusable wrapper', () => {
    renderWithTheme(
      <Tooltip content="Available in the next update">
        <Button disabled>Export Report</Button>
      </Tooltip>,
    );
    const button = screen.getByRole('button', { name: 'Export Report' });
    expect(button).toBeDisabled();
    const wrapper = button.parentElement as HTMLElement;
    expect(wrapper).toHaveAttribute('tabindex', '0');
    focus(wrapper);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Available in the next update');
  });

  it('wraps plain text in a focusable trigger', () => {
    renderWithTheme(<Tooltip content="Net revenue retention">NRR</Tooltip>);
    const trigger = screen.getByText('NRR');
    focus(trigger);
    expect(trigger).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Net revenue retention');
  });
});
