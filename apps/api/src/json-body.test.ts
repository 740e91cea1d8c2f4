import { describe, expect, it } from 'vitest';
import { jsonNestedDeeperThan, jsonNestedDeeperThanInTurns } from './json-body.js';

describe('the nesting scan of JSON text', () => {
  it('counts only brackets outside strings, escapes included', () => {
    expect(jsonNestedDeeperThan('[[["a"]]]', 2)).toBe(true);
    expect(jsonNestedDeeperThan('[[["a"]]]', 3)).toBe(false);
    expect(jsonNestedDeeperThan('["[[[[", "\\\\", "\\"[[["]', 1)).toBe(false);
  });

  it('answers the same in turns, across slice boundaries, for a large text', async () => {
    // Strings full of brackets and escaped quotes, long enough to span several slices.
    const noisy = JSON.stringify(
      Array.from({ length: 40_000 }, (_, i) => ({ id: i, note: `[{"\\\\${'['.repeat(i % 7)}` })),
    );
    expect(noisy.length).toBeGreaterThan(1_100_000);
    expect(await jsonNestedDeeperThanInTurns(noisy, 2)).toBe(jsonNestedDeeperThan(noisy, 2));
    expect(await jsonNestedDeeperThanInTurns(noisy, 2)).toBe(false);
    // Deep nesting placed after the first slice is still found.
    const deep = `[${noisy},${'['.repeat(70)}${']'.repeat(70)}]`;
    expect(jsonNestedDeeperThan(deep, 64)).toBe(true);
    expect(await jsonNestedDeeperThanInTurns(deep, 64)).toBe(true);
    // A backslash as the last character of a slice still escapes the first of the next.
    for (const offset of [0, 1, 2]) {
      const padding = 'x'.repeat(512 * 1024 - 3 + offset);
      const text = `["${padding}\\\\", "\\"[[[[", []]`;
      expect(await jsonNestedDeeperThanInTurns(text, 2)).toBe(jsonNestedDeeperThan(text, 2));
    }
  });
});
