import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type InTurnsSizes, jsonNestedDeeperThan, parseJsonInTurns } from './json-body.js';

/** Tiny pieces, so that small texts are scanned, cut and parsed over many turns. */
const TINY: InTurnsSizes = { scanChars: 7, splitChars: 4, batchChars: 5 };

/** What JSON.parse makes of `text`: its value, or that it refused it. */
function reference(text: string): { value: unknown } | { refused: true } {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return { refused: true };
  }
}

async function inTurns(text: string, limit = 64, sizes = TINY) {
  try {
    const parsed = await parseJsonInTurns(text, limit, sizes);
    return parsed.kind === 'value' ? { value: parsed.value } : { tooDeep: true };
  } catch (error) {
    expect(error).toBeInstanceOf(SyntaxError);
    return { refused: true };
  }
}

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
    expect(jsonNestedDeeperThan(noisy, 2)).toBe(false);
    expect(await parseJsonInTurns(noisy, 2)).toEqual({ kind: 'value', value: JSON.parse(noisy) });
    // Deep nesting placed after the first slice is still found.
    const deep = `[${noisy},${'['.repeat(70)}${']'.repeat(70)}]`;
    expect(jsonNestedDeeperThan(deep, 64)).toBe(true);
    expect(await parseJsonInTurns(deep, 64)).toEqual({ kind: 'too-deep' });
    // A backslash as the last character of a slice still escapes the first of the next.
    for (const offset of [0, 1, 2]) {
      const padding = 'x'.repeat(512 * 1024 - 3 + offset);
      const text = `["${padding}\\\\", "\\"[[[[", []]`;
      expect(await parseJsonInTurns(text, 2)).toEqual({ kind: 'value', value: JSON.parse(text) });
    }
  });
});

describe('JSON parsed in turns', () => {
  it('gives what JSON.parse gives for any JSON value, however it is cut', async () => {
    await fc.assert(
      fc.asyncProperty(fc.json({ maxDepth: 5 }), async (text) => {
        expect(await inTurns(text)).toEqual(reference(text));
      }),
      { numRuns: 400 },
    );
  });

  it('refuses what JSON.parse refuses, and accepts what it accepts', async () => {
    const texts = [
      '[1,]',
      '[1111111,]',
      '[1111111, \n ]',
      '{"a": [2222222,  ]}',
      '[,1]',
      '[1,,2]',
      '[ , ]',
      '[    ]',
      '{"a":[1,2}}',
      '{"a":[1,2]]',
      '{"a":[1, 2, 3, 4]} x',
      '[1, 2, 3, 4] [5]',
      '[1, 2, 3, 4',
      '{"a": [1, 2, 3], "b": [4, 5, 6], "c": "[,]"}',
      '{"a": [1, 2, 3], "a": 7}',
      '{"a": 7, "a": [1, 2, 3, 4, 5]}',
      '{"__proto__": [1, 2, 3, 4, 5], "x": {"__proto__": [1]}}',
      '{"a": "\\u0000q-split-0", "b": [1, 2, 3, 4, 5]}',
      '{"a": "\\u0000q-split-1", "b": [1, 2, 3, 4, 5]}',
      '"\\u0000q-split-0"',
      '[{"a": [1, 2, 3]}, [4, 5, [6, 7]], "]", "\\"],"]',
      ' \n[ 1 , 2 , 3 ] \n',
    ];
    for (const text of texts) {
      expect(await inTurns(text), text).toEqual(reference(text));
    }
  });

  it('keeps `__proto__` an own key, as JSON.parse does', async () => {
    const parsed = await inTurns('{"__proto__": [1, 2, 3, 4, 5]}');
    const value = (parsed as { value: Record<string, unknown> }).value;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.hasOwn(value, '__proto__')).toBe(true);
    expect(Object.getOwnPropertyDescriptor(value, '__proto__')?.value).toEqual([1, 2, 3, 4, 5]);
  });

  it('refuses more levels than the limit before parsing, in any piece', async () => {
    expect(await inTurns('{"a": [1, 2, [3, [4]]]}', 3)).toEqual({ tooDeep: true });
    expect(await inTurns('{"a": [1, 2, [3, [4]]]}', 4)).toEqual(
      reference('{"a": [1, 2, [3, [4]]]}'),
    );
  });

  it("parses a provider's report a batch of employees per turn", async () => {
    const report = JSON.stringify({
      fields: [{ id: 'firstName' }],
      employees: Array.from({ length: 20_000 }, (_, i) => ({ id: String(i), firstName: `N${i}` })),
    });
    let turns = 0;
    const counting = setInterval(() => {
      turns += 1;
    }, 0);
    const parsed = await parseJsonInTurns(report, 64);
    clearInterval(counting);
    expect(parsed).toEqual({ kind: 'value', value: JSON.parse(report) });
    // ~700 KB in batches of 96 KB: the event loop ran timers between them.
    expect(turns).toBeGreaterThan(3);
  });
});
