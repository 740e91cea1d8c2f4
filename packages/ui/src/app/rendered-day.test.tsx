import { SERVER_STATE_ELEMENT_ID } from '@q/schemas/server-render';
import { act, render, renderHook } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dayFromIso, localIsoDay, RenderedDayProvider, useToday } from './rendered-day';
import { serializeServerState, takeServerState } from './server-state';

function Today() {
  return <p>{localIsoDay(useToday())}</p>;
}

describe('useToday', () => {
  beforeEach(() =>
    vi.useFakeTimers({
      now: new Date(2025, 0, 10, 23, 58),
      toFake: ['Date', 'setInterval', 'clearInterval'],
    }),
  );
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('keeps the same date within a day and moves on after midnight', () => {
    const { result } = renderHook(() => useToday());
    const first = result.current;
    expect(first.getDate()).toBe(10);
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current).toBe(first);
    act(() => vi.advanceTimersByTime(2 * 60_000));
    expect(result.current.getDate()).toBe(11);
  });

  it("takes over a page rendered on another day with that day's markup, then moves to its own", async () => {
    const errors = vi.spyOn(console, 'error');
    const onRecoverableError = vi.fn();
    // The server rendered the page on the 9th (its time zone, or a page kept since then), and
    // left its state in the page; the browser takes the state before it takes the markup over.
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(
      <RenderedDayProvider value="2025-01-09">
        <Today />
      </RenderedDayProvider>,
    );
    expect(container.textContent).toBe('2025-01-09');
    const state = document.createElement('script');
    state.type = 'application/json';
    state.id = SERVER_STATE_ELEMENT_ID;
    state.textContent = serializeServerState({ user: null, answers: {}, day: '2025-01-09' });
    document.body.append(state);
    expect(takeServerState()?.day).toBe('2025-01-09');
    await act(async () => {
      hydrateRoot(container, <Today />, { onRecoverableError });
    });
    expect(container.textContent).toBe('2025-01-10');
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });

  it('renders in the browser with its own day, whatever day a server page was rendered on', () => {
    const { container } = render(
      <RenderedDayProvider value="2025-01-09">
        <Today />
      </RenderedDayProvider>,
    );
    expect(container.textContent).toBe('2025-01-10');
  });
});

describe('localIsoDay and dayFromIso', () => {
  it('write and read a local calendar day', () => {
    expect(localIsoDay(new Date(2025, 0, 9, 23, 59))).toBe('2025-01-09');
    expect(dayFromIso('2025-01-09')).toEqual(new Date(2025, 0, 9));
  });

  it('read nothing from a day they cannot read', () => {
    expect(dayFromIso('not a day')).toBeUndefined();
    expect(dayFromIso(undefined)).toBeUndefined();
  });
});
