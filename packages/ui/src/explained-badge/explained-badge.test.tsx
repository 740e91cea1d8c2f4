import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../constants';
import { renderWithTheme } from '../test/render';
import { expectTooltipAfterHoverDelay } from '../testing/tooltip';
import { ExplainedBadge, hintDelay, shiftIntoView } from './explained-badge';

const EXPLANATION = 'Figures from the last quarter.';

function renderBadge() {
  renderWithTheme(
    <ExplainedBadge variant="neutral" explanation={EXPLANATION} data-ui="provenance">
      Q3
    </ExplainedBadge>,
  );
  return screen.getByText('Q3');
}

describe('ExplainedBadge', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is one focusable badge described by its explanation, which stays hidden at first', () => {
    const badge = renderBadge();
    expect(badge).toHaveAttribute('tabindex', '0');
    expect(badge).toHaveAttribute('data-ui', 'provenance');
    expect(badge).toHaveAccessibleDescription(EXPLANATION);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows the explanation on keyboard focus, and hides it on Escape and on blur', async () => {
    const badge = renderBadge();
    await userEvent.tab();
    expect(badge).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent(EXPLANATION);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(badge).toHaveFocus();
    act(() => badge.blur());
    act(() => badge.focus());
    expect(screen.getByRole('tooltip')).toBeVisible();
    act(() => badge.blur());
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('opens on hover after the 700 ms delay and closes when the pointer leaves', () => {
    const badge = renderBadge();
    expectTooltipAfterHoverDelay(badge, EXPLANATION);
    fireEvent.pointerLeave(badge.parentElement as HTMLElement);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('ignores a touch moving over it', () => {
    vi.useFakeTimers();
    const badge = renderBadge();
    fireEvent.pointerMove(badge, { pointerType: 'touch' });
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});

describe('hintDelay', () => {
  it('waits 700 ms, or nothing when another explanation closed within the 300 ms skip delay', () => {
    expect(hintDelay(10_000, Number.NEGATIVE_INFINITY)).toBe(TOOLTIP_DELAY_MS);
    expect(hintDelay(10_000, 10_000 - TOOLTIP_SKIP_DELAY_MS + 1)).toBe(0);
    expect(hintDelay(10_000, 10_000 - TOOLTIP_SKIP_DELAY_MS)).toBe(TOOLTIP_DELAY_MS);
  });
});

describe('shiftIntoView', () => {
  it('leaves an explanation that fits where it is', () => {
    expect(shiftIntoView({ left: 8, right: 300 }, 400)).toBe(0);
    expect(shiftIntoView({ left: 100, right: 392 }, 400)).toBe(0);
  });

  it('moves one that starts past the left edge to the right, 8 px in', () => {
    expect(shiftIntoView({ left: -120, right: 150 }, 400)).toBe(128);
  });

  it('moves one that ends past the right edge to the left, never past the left edge', () => {
    expect(shiftIntoView({ left: 200, right: 450 }, 400)).toBe(-58);
    expect(shiftIntoView({ left: 20, right: 450 }, 400)).toBe(-12);
  });
});
