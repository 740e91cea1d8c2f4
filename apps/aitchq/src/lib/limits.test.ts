import { describe, expect, it } from 'vitest';
import { limitList, moreLabel } from './limits';

describe('limitList', () => {
  it('keeps everything at or under the limit', () => {
    expect(limitList(['a', 'b', 'c'], 3)).toEqual({ shown: ['a', 'b', 'c'], hiddenCount: 0 });
    expect(limitList([], 3)).toEqual({ shown: [], hiddenCount: 0 });
  });
  it('keeps the first items over the limit and counts the rest', () => {
    expect(limitList(['a', 'b', 'c', 'd'], 3)).toEqual({ shown: ['a', 'b', 'c'], hiddenCount: 1 });
    expect(limitList(['a', 'b', 'c', 'd', 'e'], 2)).toEqual({ shown: ['a', 'b'], hiddenCount: 3 });
  });
  it('shows nothing for a zero or negative limit', () => {
    expect(limitList(['a'], 0)).toEqual({ shown: [], hiddenCount: 1 });
    expect(limitList(['a'], -1)).toEqual({ shown: [], hiddenCount: 1 });
  });
});

describe('moreLabel', () => {
  it('says +N only when something is left out', () => {
    expect(moreLabel(0)).toBe('');
    expect(moreLabel(1)).toBe('+1');
    expect(moreLabel(12)).toBe('+12');
  });
});
