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
  withoutRefusedFormat,
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

describe('invisible format characters', () => {
  /** Every code point of general category Cf, from the engine's own Unicode tables. */
  const FORMAT_CHARACTERS = Array.from({ length: 0x110000 }, (_, cp) => cp)
    .filter((cp) => cp < 0xd800 || cp > 0xdfff)
    .map((cp) => String.fromCodePoint(cp))
    .filter((char) => /^\p{Cf}$/u.test(char));

  it('knows the whole category, the spoofing ones included', () => {
    for (const cp of [
      0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069, 0x200b, 0x200e,
      0x200f, 0x2060, 0x2061, 0x2064, 0xfeff, 0x061c, 0x180e, 0x00ad, 0xe0041,
    ]) {
      expect(FORMAT_CHARACTERS, cp.toString(16)).toContain(String.fromCodePoint(cp));
    }
  });

  it('refuses each of them in a name, at its start, end and middle', () => {
    for (const char of FORMAT_CHARACTERS) {
      for (const text of [`${char}Sarah Chen`, `Sarah Chen${char}`, `Sarah${char} Chen`, char]) {
        expect(isStorableLine(text), JSON.stringify(text)).toBe(false);
        expect(isStorableText(text), JSON.stringify(text)).toBe(false);
        expect(unstorableJsonReason({ [text]: 1 })).toBeTypeOf('string');
        expect(unstorableJsonReason({ a: [text] })).toBeTypeOf('string');
      }
    }
  });

  it('refuses a second "Sarah Chen · Manager" made with bidirectional controls', () => {
    expect(isStorableLine('Sarah Chen\u202e')).toBe(false);
    expect(isStorableLine('\u2067Sarah Chen\u2069')).toBe(false);
    expect(isStorableLine('Sarah\u200b Chen')).toBe(false);
    expect(isStorableLine('Sarah\u200d Chen')).toBe(false);
    expect(isStorableLine('Sara\u200ch Chen')).toBe(false);
  });

  it.each([
    ['an emoji ZWJ sequence', 'Ada 👩\u200d💻'],
    ['a family emoji', '👨\u200d👩\u200d👧'],
    ['a ZWJ after a variation selector', '❤\ufe0f\u200d🔥'],
    ['a Persian ZWNJ', 'می\u200cخواهم'],
    ['a Devanagari ZWJ', 'क्\u200dष'],
    ['a Malayalam ZWNJ', 'ക\u200cക'],
    ['the flag of Scotland', 'Iona 🏴\u{e0067}\u{e0062}\u{e0073}\u{e0063}\u{e0074}\u{e007f}'],
  ])('keeps %s', (_what, text) => {
    expect(isStorableLine(text)).toBe(true);
    expect(isStorableText(text)).toBe(true);
  });

  it.each([
    ['a joiner at the start or end', '\u200d👩'],
    ['two joiners', '👩\u200d\u200d💻'],
    ['a joiner beside a space', '👩\u200d 💻'],
    ['tags without the flag', 'Iona\u{e0067}\u{e0062}\u{e007f}'],
    ['a flag whose tags are not ended', '🏴\u{e0067}\u{e0062}'],
    ['tags with text hidden after the end', '🏴\u{e0067}\u{e007f}\u{e0068}\u{e0069}'],
  ])('refuses %s', (_what, text) => {
    expect(isStorableLine(text)).toBe(false);
  });

  it('removes exactly the refused ones', () => {
    expect(withoutRefusedFormat('\u202eSarah\u200b Chen\u2069')).toBe('Sarah Chen');
    expect(withoutRefusedFormat('Ada 👩\u200d💻 \u200d')).toBe('Ada 👩\u200d💻 ');
    expect(withoutRefusedFormat('x'.repeat(10))).toBe('x'.repeat(10));
  });

  it('judges a long text in one pass', () => {
    const text = '\u{e0041}'.repeat(200_000);
    const started = performance.now();
    expect(isStorableText(text)).toBe(false);
    expect(withoutRefusedFormat(text)).toBe('');
    expect(performance.now() - started).toBeLessThan(2000);
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
