import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOW_TICK_MS, useNow } from './use-now';

describe('useNow', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-01-02T12:00:00.000Z') }));
  afterEach(() => vi.useRealTimers());

  it('reads the clock when first shown, then moves on every 30 s, one clock for all', () => {
    const first = renderHook(() => useNow());
    const second = renderHook(() => useNow());
    expect(first.result.current.toISOString()).toBe('2026-01-02T12:00:00.000Z');
    act(() => vi.advanceTimersByTime(NOW_TICK_MS - 1));
    expect(first.result.current.toISOString()).toBe('2026-01-02T12:00:00.000Z');
    act(() => vi.advanceTimersByTime(1));
    expect(first.result.current.toISOString()).toBe('2026-01-02T12:00:30.000Z');
    expect(second.result.current.toISOString()).toBe('2026-01-02T12:00:30.000Z');
    first.unmount();
    second.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('starts from the present after a while unshown', () => {
    const shown = renderHook(() => useNow());
    shown.unmount();
    act(() => vi.advanceTimersByTime(10 * 60_000));
    const later = renderHook(() => useNow());
    expect(later.result.current.toISOString()).toBe('2026-01-02T12:10:00.000Z');
    later.unmount();
  });
});
