import { describe, expect, it } from 'vitest';
import {
  isStorableLine,
  isStorableText,
  JSON_MAX_DEPTH,
  unstorableJsonReason,
  ZIdParam,
  ZStorableJson,
  ZStorableLine,
  ZStorableText,
} from './common';

describe('ZIdParam', () => {
  it.each(['1', '42', '2147483647'])('accepts %s', (id) => {
    expect(ZIdParam.parse({ id })).toEqual({ id: Number(id) });
  });

  it.each(['0', '-1', '1e3', '0x10', ' 7 ', '7.0', 'abc', '', '2147483648', '99999999999'])(
    'refuses %j',
    (id) => {
      expect(ZIdParam.safeParse({ id }).success).toBe(false);
    },
  );
});

describe('storable text', () => {
  it.each(['plain', '𝕼 👩‍💻 ﷽', '\ufffe\uffff', '\u0085 C1 stays', ''])('keeps %j', (text) => {
    expect(isStorableText(text)).toBe(true);
    expect(isStorableLine(text)).toBe(true);
  });

  it('keeps tab and line breaks in free text, not in a line', () => {
    expect(isStorableText('a\tb\r\nc')).toBe(true);
    expect(isStorableLine('a\tb')).toBe(false);
    expect(isStorableLine('a\nb')).toBe(false);
  });

  it.each([
    '\u0000',
    'a\u0000',
    '\u0001',
    '\u001b[31m',
    '\u007f',
    '\ud800',
    'a\ud800b',
    '\udc00',
    '\udfff\ud800',
    'x\ud83d',
  ])('refuses %j', (text) => {
    expect(isStorableText(text)).toBe(false);
    expect(ZStorableText.safeParse(text).success).toBe(false);
    expect(ZStorableLine.safeParse(text).success).toBe(false);
  });
});

describe('storable JSON', () => {
  const nested = (depth: number): unknown => {
    let value: unknown = 1;
    for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value };
    return value;
  };

  it('keeps JSON with storable strings, finite numbers and nesting up to the limit', () => {
    const value = { a: ['x', -0, 2 ** 53 + 1, null, true, { b: 'line\n' }], c: nested(10) };
    expect(unstorableJsonReason(value)).toBeUndefined();
    expect(unstorableJsonReason(nested(JSON_MAX_DEPTH))).toBeUndefined();
    expect(ZStorableJson.safeParse(value).success).toBe(true);
  });

  it.each([
    ['NUL in a value', { a: ['ok', 'x\u0000'] }],
    ['a lone surrogate in a key', { b: { '\ud800': 1 } }],
    ['a line break in a key', { 'a\nb': 1 }],
    ['Infinity', { n: Number.POSITIVE_INFINITY }],
    ['NaN', [Number.NaN]],
    ['undefined', { u: undefined }],
    ['too deep', nested(JSON_MAX_DEPTH + 1)],
    ['far too deep', nested(100_000)],
  ])('refuses %s', (_what, value) => {
    expect(unstorableJsonReason(value)).toBeTypeOf('string');
    expect(ZStorableJson.safeParse(value).success).toBe(false);
  });
});
