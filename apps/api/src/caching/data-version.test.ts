import { describe, expect, it } from 'vitest';
import { setBounded } from './data-version.js';

describe('setBounded', () => {
  it('drops the oldest entry to make room, and only then', () => {
    const entries = new Map([
      ['a', 1],
      ['b', 2],
    ]);
    setBounded(entries, 'c', 3, 3);
    expect([...entries.keys()]).toEqual(['a', 'b', 'c']);
    setBounded(entries, 'd', 4, 3);
    expect([...entries.entries()]).toEqual([
      ['b', 2],
      ['c', 3],
      ['d', 4],
    ]);
  });

  it('replaces a kept key in place, dropping nothing', () => {
    const entries = new Map([
      ['a', 1],
      ['b', 2],
    ]);
    setBounded(entries, 'a', 10, 2);
    expect(Object.fromEntries(entries)).toEqual({ a: 10, b: 2 });
  });
});
