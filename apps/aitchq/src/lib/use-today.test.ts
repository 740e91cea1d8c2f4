import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToday } from './use-today';

describe('useToday', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date(2025, 0, 10, 23, 58) }));
  afterEach(() => vi.useRealTimers());

  it('keeps the same date within a day and moves on after midnight', () => {
    const { result } = renderHook(() => useToday());
    const first = result.current;
    expect(first.getDate()).toBe(10);
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current).toBe(first);
    act(() => vi.advanceTimersByTime(2 * 60_000));
    expect(result.current.getDate()).toBe(11);
  });
});
