import { describe, expect, it } from 'vitest';
import { nextTickerIndex, shouldRotate, visibleTickerIndex } from './ticker-rules';

describe('nextTickerIndex', () => {
  it('steps on and wraps after the last item', () => {
    expect(nextTickerIndex(0, 3)).toBe(1);
    expect(nextTickerIndex(1, 3)).toBe(2);
    expect(nextTickerIndex(2, 3)).toBe(0);
    expect(nextTickerIndex(0, 1)).toBe(0);
    expect(nextTickerIndex(0, 0)).toBe(0);
  });
});

describe('visibleTickerIndex', () => {
  it('stays in range when the list shrinks', () => {
    expect(visibleTickerIndex(4, 3)).toBe(1);
    expect(visibleTickerIndex(2, 3)).toBe(2);
    expect(visibleTickerIndex(2, 0)).toBe(0);
  });
});

describe('shouldRotate', () => {
  const base = { count: 3, isPaused: false, prefersReducedMotion: false };
  it('rotates more than one item while not paused', () => {
    expect(shouldRotate(base)).toBe(true);
    expect(shouldRotate({ ...base, count: 1 })).toBe(false);
    expect(shouldRotate({ ...base, isPaused: true })).toBe(false);
    expect(shouldRotate({ ...base, prefersReducedMotion: true })).toBe(false);
  });
});
