import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { TOOLTIP_DELAY_MS } from '../constants';

/** The button named `name` once its tooltip's code has arrived: Radix marks it `data-state`. */
export async function findTooltipTrigger(name: string): Promise<HTMLElement> {
  await waitFor(() =>
    expect(screen.getByRole('button', { name })).toHaveAttribute('data-state', 'closed'),
  );
  return screen.getByRole('button', { name });
}

/**
 * Hovers `trigger` with a mouse and checks that its tooltip opens after the tooltip delay
 * (docs/behaviour.md §9: 700 ms) and not a millisecond sooner, saying `text` and describing the
 * trigger. Time is faked from here on: restore it with `vi.useRealTimers()` after the test.
 */
export function expectTooltipAfterHoverDelay(trigger: HTMLElement, text: string): void {
  vi.useFakeTimers();
  fireEvent.pointerMove(trigger, { pointerType: 'mouse' });
  act(() => {
    vi.advanceTimersByTime(TOOLTIP_DELAY_MS - 1);
  });
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  act(() => {
    vi.advanceTimersByTime(1);
  });
  expect(screen.getByRole('tooltip')).toHaveTextContent(text);
  expect(trigger).toHaveAccessibleDescription(text);
}
