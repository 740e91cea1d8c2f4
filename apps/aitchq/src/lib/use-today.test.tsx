import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isoDateFromToday } from './dates';
import { renderedDayAnswer, useToday } from './use-today';

/** A query cache holding a server page's answers, as `seedAnswers` leaves it. */
function cacheWith(answers: Record<string, unknown>): QueryClient {
  const queryClient = new QueryClient();
  for (const [key, answer] of Object.entries(answers)) queryClient.setQueryData([key], answer);
  return queryClient;
}

function Today() {
  return <p>{isoDateFromToday(0, useToday())}</p>;
}

const withCache =
  (queryClient: QueryClient) =>
  ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );

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
    const { result } = renderHook(() => useToday(), { wrapper: withCache(new QueryClient()) });
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
    // The server rendered the page on the 9th (its time zone, or a page kept since then).
    const answers = renderedDayAnswer(new Date(2025, 0, 9, 12));
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(
      <QueryClientProvider client={cacheWith(answers)}>
        <Today />
      </QueryClientProvider>,
    );
    expect(container.textContent).toBe('2025-01-09');
    await act(async () => {
      hydrateRoot(
        container,
        <QueryClientProvider client={cacheWith(answers)}>
          <Today />
        </QueryClientProvider>,
        { onRecoverableError },
      );
    });
    expect(container.textContent).toBe('2025-01-10');
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });

  it('renders in the browser with its own day, whatever day a server page was rendered on', () => {
    const queryClient = cacheWith(renderedDayAnswer(new Date(2025, 0, 9, 12)));
    const { container } = render(<Today />, { wrapper: withCache(queryClient) });
    expect(container.textContent).toBe('2025-01-10');
  });

  it('ignores a rendered day it cannot read', () => {
    const queryClient = cacheWith({ 'rendered-day': 'not a day' });
    const { container } = render(<Today />, { wrapper: withCache(queryClient) });
    expect(container.textContent).toBe('2025-01-10');
  });
});
