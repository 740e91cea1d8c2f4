import { z } from 'zod';

/** A database id as it appears in a URL path: a positive integer, given as digits. */
export const ZIdParam = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'id must be a positive integer')
    .transform(Number)
    .pipe(z.number().max(2_147_483_647, 'id is out of range')),
});
export type IdParam = z.infer<typeof ZIdParam>;

/**
 * A decimal number carried as a string, as the numeric-string fields of docs/behaviour.md §3 are.
 */
export const ZNumericString = z.string().regex(/^-?\d+(\.\d+)?$/, 'must be a numeric string');

// ── Dates ───────────────────────────────────────────────────────────────────────────────────
//
// The one rule for every date and timestamp the suite accepts, from a request or a provider:
// a calendar date from 1900-01-01 to 9999-12-31, and a timestamp whose instant (in UTC) falls in
// those years. PostgreSQL refuses year 0 and JavaScript reads years beyond 9999 that ISO text
// cannot write back; nothing the product shows (hire dates, openings, time off) is older than
// 1900. A value outside is refused by the schema, never by the database.

/** The first and last calendar day any stored date may be. */
export const FIRST_STORABLE_DAY = '1900-01-01';
export const LAST_STORABLE_DAY = '9999-12-31';
export const DATE_RANGE_MESSAGE = `must be a date from ${FIRST_STORABLE_DAY} to ${LAST_STORABLE_DAY}`;

const FIRST_STORABLE_MS = Date.UTC(1900, 0, 1);
const AFTER_LAST_STORABLE_MS = Date.UTC(10_000, 0, 1);

/** True when the instant (milliseconds since the epoch) lies within the storable years. */
export function isStorableInstant(ms: number): boolean {
  return Number.isFinite(ms) && ms >= FIRST_STORABLE_MS && ms < AFTER_LAST_STORABLE_MS;
}

/**
 * True for a `YYYY-MM-DD` day or an ISO-8601 timestamp within the storable range; false for
 * anything else, unreadable text included.
 */
export function isStorableDate(text: string): boolean {
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) {
    return text >= FIRST_STORABLE_DAY && text <= LAST_STORABLE_DAY;
  }
  return isStorableInstant(Date.parse(text));
}

/**
 * Marks an issue as a date out of the storable range, so a reader of provider data can tell it
 * from other mismatches (and null the field or skip the record instead of failing a run).
 */
export const DATE_RANGE_ISSUE = 'date-out-of-range';

/** An ISO-8601 timestamp as carried in JSON, within the storable years (see above). */
export const ZIsoDateTime = z.iso
  .datetime({ offset: true })
  .refine(isStorableDate, { message: DATE_RANGE_MESSAGE, params: { kind: DATE_RANGE_ISSUE } });

/** A calendar date (YYYY-MM-DD) from 1900-01-01 to 9999-12-31. */
export const ZIsoDate = z.iso
  .date()
  .refine(isStorableDate, { message: DATE_RANGE_MESSAGE, params: { kind: DATE_RANGE_ISSUE } });

/** The id of a record the server stores: a positive integer. */
export const ZRecordId = z.number().int().positive().max(2_147_483_647);

/** The id of an item of fixed sample data held in a page: a short slug. */
export const ZSampleId = z.string().min(1).max(100);

/** A percentage from 0 to 100 (progress, completion, uptime, scores out of 100). */
export const ZPercent = z.number().min(0).max(100);

/** An absolute http or https URL. */
export const ZHttpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).max(2048);

/** A short piece of display text (relative times like '2 hours ago', durations, labels). */
export const ZLabel = z.string().min(1).max(200);

// ── Storable input ───────────────────────────────────────────────────────────────────────────
//
// What the server may store, decided once here and used by every request body. PostgreSQL
// cannot hold NUL in text or jsonb, jsonb refuses lone UTF-16 surrogates, and a text column
// silently turns them into U+FFFD; so they are refused, as 400s, before anything is stored.
// The other C0 controls and DEL are refused too: no name, URL, key or setting a person types
// holds them, they turn into terminal escapes in logs, and a key is sent in an HTTP header, which
// may hold none of them. Tab, LF and CR stay allowed in free text (a note), not in one-line
// values. Non-characters (U+FFFE, U+FFFF) and C1 controls are valid Unicode that stores and
// reads back unchanged: allowed.
//
// Invisible format characters (Unicode general category Cf) are refused too: the bidirectional
// embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), the marks (U+200E, U+200F,
// U+061C), zero-width space and no-break (U+200B, U+2060, U+FEFF), the invisible operators
// (U+2061–U+2064), U+180E, the soft hyphen, the tag characters, and the rest of Cf. Nothing
// shows them, so a name holding one looks like a name without it — a second "Sarah Chen ·
// Manager" on the public demo list — and the bidirectional ones reorder what follows them.
// Two uses are real and stay allowed, each only where it does its job:
// - ZWNJ and ZWJ (U+200C, U+200D) between two letters or symbols of a script that needs them
//   (Persian and Indic words, emoji sequences such as 👩‍💻): never next to a Latin letter, a
//   space, another format character or an end of the text, where they do nothing visible and
//   only tell two identical-looking names apart;
// - the tag characters (U+E0020–U+E007E, ended by U+E007F) right after 🏴 (U+1F3F4): the
//   subdivision flags (England, Scotland, Wales). Anywhere else they carry hidden text.

/** Whether the text has any format character at all (the cheap first look). */
const HAS_FORMAT = /\p{Cf}/u;
/** One format character, or one white-space character. */
const FORMAT_CHAR = /^\p{Cf}$/u;
const SPACE_OR_FORMAT_CHAR = /^[\s\p{Cf}]$/u;
const ZWNJ = 0x200c;
const ZWJ = 0x200d;
const WAVING_BLACK_FLAG = 0x1f3f4;
const TAG_FIRST = 0xe0020;
const TAG_LAST = 0xe007e;
const CANCEL_TAG = 0xe007f;

/** Whether a joiner next to this code point joins something visible (not Latin, space, format). */
function isJoinable(codePoint: number | undefined): boolean {
  if (codePoint === undefined || codePoint < 0x370) return false;
  if (codePoint >= 0x1e00 && codePoint <= 0x1eff) return false; // Latin Extended Additional
  if (codePoint >= 0xd800 && codePoint <= 0xdfff) return false; // a lone surrogate
  return !SPACE_OR_FORMAT_CHAR.test(String.fromCodePoint(codePoint));
}

/**
 * Where the text holds a refused format character (see above), as [start, end) ranges in UTF-16
 * units; empty when there is none. One pass, whatever the text.
 */
export function refusedFormatRanges(text: string): [number, number][] {
  if (!HAS_FORMAT.test(text)) return [];
  const ranges: [number, number][] = [];
  let previous: number | undefined;
  let i = 0;
  while (i < text.length) {
    const codePoint = text.codePointAt(i) as number;
    const size = codePoint > 0xffff ? 2 : 1;
    if (codePoint === WAVING_BLACK_FLAG) {
      // A subdivision flag: 🏴, one or more tags, the cancel tag. Kept whole or judged as is.
      let j = i + size;
      while (j < text.length) {
        const tag = text.codePointAt(j) as number;
        if (tag < TAG_FIRST || tag > TAG_LAST) break;
        j += 2;
      }
      if (j > i + size && text.codePointAt(j) === CANCEL_TAG) {
        i = j + 2;
        previous = CANCEL_TAG;
        continue;
      }
    } else if (FORMAT_CHAR.test(String.fromCodePoint(codePoint))) {
      const isJoiner = codePoint === ZWNJ || codePoint === ZWJ;
      if (!(isJoiner && isJoinable(previous) && isJoinable(text.codePointAt(i + size)))) {
        ranges.push([i, i + size]);
      }
    }
    previous = codePoint;
    i += size;
  }
  return ranges;
}

/** Whether the text holds an invisible format character that is refused (see above). */
export const hasRefusedFormat = (text: string) => refusedFormatRanges(text).length > 0;

/** The text without its refused format characters (for text from elsewhere: providers). */
export function withoutRefusedFormat(text: string): string {
  const ranges = refusedFormatRanges(text);
  if (ranges.length === 0) return text;
  let out = '';
  let from = 0;
  for (const [start, end] of ranges) {
    out += text.slice(from, start);
    from = end;
  }
  return out + text.slice(from);
}

/** Deepest nesting of arrays and objects a JSON body (and a stored JSON value) may have. */
export const JSON_MAX_DEPTH = 64;

export const UNSTORABLE_TEXT_MESSAGE =
  'must not contain NUL, control characters (other than tab and line breaks), invisible format characters (such as bidirectional controls or zero-width spaces) or lone surrogates';
export const UNSTORABLE_LINE_MESSAGE =
  'must not contain NUL, control characters, line breaks, invisible format characters (such as bidirectional controls or zero-width spaces) or lone surrogates';

/**
 * True when the string can be stored and read back as it is, and shows what it holds (no
 * refused format character); `line`: no tab, LF or CR either.
 */
export function isStorableText(text: string, line = false): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    if (unit < 0x20) {
      if (line || (unit !== 0x09 && unit !== 0x0a && unit !== 0x0d)) return false;
    } else if (unit === 0x7f) {
      return false;
    } else if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i += 1;
    } else if (unit >= 0xdc00 && unit <= 0xdfff) {
      return false;
    }
  }
  return !hasRefusedFormat(text);
}

export const isStorableLine = (text: string) => isStorableText(text, true);

/** Free text the server stores (tab and line breaks allowed). */
export const ZStorableText = z.string().refine(isStorableText, UNSTORABLE_TEXT_MESSAGE);

/** A one-line value the server stores or sends on: a name, a URL, a key, a settings key. */
export const ZStorableLine = z.string().refine(isStorableLine, UNSTORABLE_LINE_MESSAGE);

/**
 * Why a JSON value cannot be stored, or undefined: a string or key that is not storable text, a
 * number JSON cannot carry (1e400 parses to Infinity), nesting deeper than JSON_MAX_DEPTH, or
 * something that is not JSON at all. Walks without recursion, so any depth is safe to ask about.
 */
export function unstorableJsonReason(value: unknown): string | undefined {
  const pending: [unknown, number][] = [[value, 0]];
  for (let item = pending.pop(); item !== undefined; item = pending.pop()) {
    const [current, depth] = item;
    if (current === null || typeof current === 'boolean') continue;
    if (typeof current === 'string') {
      if (!isStorableText(current)) return `a string ${UNSTORABLE_TEXT_MESSAGE}`;
      continue;
    }
    if (typeof current === 'number') {
      if (!Number.isFinite(current)) return 'numbers must be finite';
      continue;
    }
    if (typeof current !== 'object') return 'must be JSON';
    if (depth >= JSON_MAX_DEPTH)
      return `must not be nested more than ${JSON_MAX_DEPTH} levels deep`;
    if (Array.isArray(current)) {
      for (const element of current) pending.push([element, depth + 1]);
      continue;
    }
    for (const [key, member] of Object.entries(current)) {
      if (!isStorableLine(key)) return `a key ${UNSTORABLE_LINE_MESSAGE}`;
      pending.push([member, depth + 1]);
    }
  }
  return undefined;
}

/** Any JSON value the server stores as is (a jsonb column): storable strings and keys, finite numbers. */
export const ZStorableJson = z.unknown().superRefine((value, ctx) => {
  const reason = unstorableJsonReason(value);
  if (reason) ctx.addIssue({ code: 'custom', message: reason, input: value });
});

// ── Messages stored from outside ─────────────────────────────────────────────────────────────

/** The most characters a stored message (a run's cause, a test's outcome) keeps. */
export const STORED_MESSAGE_MAX = 500;

/** Characters that reorder or hide text when shown: bidirectional controls and marks. */
const BIDI_CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The text with control characters removed: C0 and DEL (and C1 with `dropC1`), tabs and line
 * breaks as spaces in a one-line value (`line`) and kept otherwise, each lone surrogate as
 * U+FFFD. With `limit`, it stops once that many characters are out (`isCut` then says the text
 * went on). The one cleaning loop of provider text and stored messages.
 */
export function withoutControls(
  text: string,
  { line, dropC1 = false, limit = Number.POSITIVE_INFINITY }: WithoutControlsOptions,
): { text: string; isCut: boolean } {
  let out = '';
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    if (unit === 0x09 || unit === 0x0a || unit === 0x0d) {
      out += line ? ' ' : text[i];
    } else if (unit < 0x20 || unit === 0x7f || (dropC1 && unit >= 0x80 && unit <= 0x9f)) {
      // dropped
    } else if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        out += text.slice(i, i + 2);
        i += 1;
      } else {
        out += '\ufffd';
      }
    } else if (unit >= 0xdc00 && unit <= 0xdfff) {
      out += '\ufffd';
    } else {
      out += text[i];
    }
    if (out.length > limit && i < text.length - 1) return { text: out, isCut: true };
  }
  return { text: out, isCut: false };
}

export interface WithoutControlsOptions {
  /** A one-line value: tabs and line breaks become spaces. */
  line: boolean;
  /** Also drop the C1 controls (U+0080–U+009F). */
  dropC1?: boolean;
  /** Stop once more than this many characters are out. */
  limit?: number;
}

/**
 * The one rule for every message or cause the server stores or answers that may carry outside
 * content (a provider's link, host or words): NUL, control characters (C0, DEL and C1) and
 * bidirectional controls removed, line breaks and tabs as spaces, runs of spaces as one, each
 * lone surrogate as U+FFFD, and at most `max` characters, the end cut with an ellipsis (never
 * between the halves of a surrogate pair). Always storable one-line text, whatever goes in.
 */
export function storableMessage(text: string, max = STORED_MESSAGE_MAX): string {
  // Far more than will be kept is never built up.
  const cleaned = withoutControls(text, { line: true, dropC1: true, limit: max * 2 + 2 });
  const stopped = cleaned.isCut;
  const out = cleaned.text.replace(BIDI_CONTROL, '').replace(/ {2,}/g, ' ').trim();
  if (!stopped && out.length <= max) return out;
  let cut = max - 1;
  const last = out.charCodeAt(cut - 1);
  if (last >= 0xd800 && last <= 0xdbff) cut -= 1;
  return `${out.slice(0, cut).trimEnd()}…`;
}

/** `storableMessage` of a value that may be null. */
export const storableMessageOrNull = (text: string | null, max = STORED_MESSAGE_MAX) =>
  text === null ? null : storableMessage(text, max);
