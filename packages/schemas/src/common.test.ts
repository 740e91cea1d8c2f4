import { describe, expect, it } from 'vitest';
import {
  DATE_RANGE_MESSAGE,
  isStorableDate,
  isStorableLine,
  isStorableText,
  JSON_MAX_DEPTH,
  STORED_MESSAGE_MAX,
  storableMessage,
  unstorableJsonReason,
  ZIdParam,
  ZIsoDate,
  ZIsoDateTime,
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

describe('storableMessage: one rule for every message stored from outside', () => {
  const hostile = [
    '',
    'plain words',
    `a next link to http://${'a'.repeat(2_000)}.example/`,
    'NUL\u0000 BEL\u0007 ESC\u001b[31m DEL\u007f C1\u009b end',
    'line\nbreaks\r\nand\ttabs',
    'bidi \u202eevil\u202c \u2066isolate\u2069 \u200emark\u200f \u061c',
    `lone ${'\ud800'} high, lone ${'\udc00'} low, pair 😀`,
    `${'😀'.repeat(600)}`,
    `${'x'.repeat(499)}😀`,
    `${'\u202e'.repeat(5_000)}after many controls`,
    ' '.repeat(3_000),
  ];

  it.each(hostile.map((text) => [text.slice(0, 40), text]))(
    'makes %j one storable line of at most 500 characters, without bidi controls',
    (_label, text) => {
      const message = storableMessage(text);
      expect(message.length).toBeLessThanOrEqual(STORED_MESSAGE_MAX);
      expect(isStorableLine(message)).toBe(true);
      expect(message).not.toMatch(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u0080-\u009f]/);
      // Idempotent: cleaning what is stored again changes nothing.
      expect(storableMessage(message)).toBe(message);
    },
  );

  it('keeps ordinary text as it is and marks a cut with an ellipsis', () => {
    expect(storableMessage('The provider answered HTTP 503')).toBe(
      'The provider answered HTTP 503',
    );
    const cut = storableMessage(`host ${'a'.repeat(2_000)}`);
    expect(cut).toHaveLength(STORED_MESSAGE_MAX);
    expect(cut.endsWith('…')).toBe(true);
    expect(storableMessage(`${'\u202e'.repeat(5_000)}after`).endsWith('…')).toBe(true);
  });
});

describe('dates: 1900-01-01 to 9999-12-31, the range the database stores and the product shows', () => {
  it.each(['1900-01-01', '2024-02-29', '9999-12-31'])('accepts the day %s', (day) => {
    expect(ZIsoDate.safeParse(day).success).toBe(true);
  });

  it.each(['0000-01-01', '0001-06-15', '1899-12-31', '2023-02-29', '2024-13-01'])(
    'refuses the day %s',
    (day) => {
      expect(ZIsoDate.safeParse(day).success).toBe(false);
    },
  );

  it.each(['1900-01-01T00:00:00Z', '2024-05-01T10:22:11+02:00', '9999-12-31T23:59:59.999Z'])(
    'accepts the timestamp %s',
    (stamp) => {
      expect(ZIsoDateTime.safeParse(stamp).success).toBe(true);
    },
  );

  it.each([
    '0000-01-01T00:00:00Z',
    '1899-12-31T23:59:59Z',
    '1900-01-01T00:30:00+01:00',
    '9999-12-31T23:00:00-05:00',
  ])('refuses the timestamp %s (its instant in UTC is outside)', (stamp) => {
    const parsed = ZIsoDateTime.safeParse(stamp);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(DATE_RANGE_MESSAGE);
  });

  it('tells a date out of range from a malformed one', () => {
    expect(isStorableDate('0000-01-01')).toBe(false);
    expect(isStorableDate('not a date')).toBe(false);
    expect(isStorableDate('2024-01-01')).toBe(true);
  });
});
