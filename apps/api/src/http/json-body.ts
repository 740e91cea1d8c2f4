import { JSON_MAX_DEPTH } from '@q/schemas/common';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.js';

/** An array of the outer levels, cut between its elements so they can be parsed in batches. */
interface SplitArray {
  /** Index of its `[` and of its `]`. */
  open: number;
  close: number;
  /** The level it opens (1: the whole answer, 2: a member of the whole answer's object). */
  depth: number;
  /** Index of every comma between its elements. */
  commas: number[];
}

/** Where a scan of JSON text stands between slices. */
interface NestingScan {
  depth: number;
  inString: boolean;
  /** The previous character was a backslash inside a string. */
  escaped: boolean;
  /** Set to collect the outer arrays: the answer's first bracket (`[` or `{`, as a code unit). */
  outer?: number;
  /** The outer arrays found so far, and the one being scanned. */
  arrays?: SplitArray[];
  open?: SplitArray | undefined;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;

/** Scans `text[start, end)`; true as soon as more than `limit` levels are open. */
function scanNesting(text: string, start: number, end: number, limit: number, scan: NestingScan) {
  for (let i = start; i < end; i += 1) {
    const unit = text.charCodeAt(i);
    if (scan.inString) {
      if (scan.escaped) scan.escaped = false;
      else if (unit === BACKSLASH) scan.escaped = true;
      else if (unit === QUOTE) scan.inString = false;
    } else if (unit === QUOTE) {
      scan.inString = true;
    } else if (unit === OPEN_ARRAY || unit === OPEN_OBJECT) {
      scan.depth += 1;
      if (scan.depth > limit) return true;
      if (scan.arrays) noteOpen(scan, unit, i);
    } else if (unit === CLOSE_ARRAY || unit === CLOSE_OBJECT) {
      if (scan.open?.depth === scan.depth) {
        // An array closed by `}` is not cut: left whole in the text, JSON.parse refuses it.
        if (unit === CLOSE_ARRAY) {
          scan.open.close = i;
          scan.arrays?.push(scan.open);
        }
        scan.open = undefined;
      }
      scan.depth -= 1;
    } else if (unit === COMMA && scan.open?.depth === scan.depth) {
      scan.open.commas.push(i);
    }
  }
  return false;
}

/** Starts collecting an array that is the whole answer or a member of the answer's object. */
function noteOpen(scan: NestingScan, unit: number, index: number) {
  if (scan.depth === 1) scan.outer ??= unit;
  if (unit !== OPEN_ARRAY) return;
  if (scan.depth === 1 || (scan.depth === 2 && scan.outer === OPEN_OBJECT)) {
    scan.open = { open: index, close: -1, depth: scan.depth, commas: [] };
  }
}

/**
 * True when the JSON text opens more than `limit` arrays or objects inside each other. A scan of
 * the raw text (brackets inside strings do not count), so a deeply nested body is refused before
 * the recursive parts (JSON.parse's reviver, zod, JSON.stringify, the database) ever see it.
 * Malformed text is left for JSON.parse to refuse.
 */
export function jsonNestedDeeperThan(text: string, limit: number): boolean {
  return scanNesting(text, 0, text.length, limit, { depth: 0, inString: false, escaped: false });
}

/** How {@link parseJsonInTurns} cuts its work (tests make the pieces small). */
export interface InTurnsSizes {
  /** Characters scanned per turn of the event loop. */
  scanChars: number;
  /** Outer arrays whose text is at least this long are parsed in batches of elements. */
  splitChars: number;
  /** Characters of elements parsed per turn. */
  batchChars: number;
}

const IN_TURNS_SIZES: InTurnsSizes = {
  scanChars: 512 * 1024,
  splitChars: 128 * 1024,
  batchChars: 96 * 1024,
};

/** What {@link parseJsonInTurns} found. */
export type ParsedInTurns = { kind: 'value'; value: unknown } | { kind: 'too-deep' };

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * JSON.parse for large untrusted answers without holding the only thread for the whole text: the
 * depth scan runs a slice per turn of the event loop (refusing more than `limit` levels before
 * any parsing) and notes where the outer arrays' elements begin and end — the answer itself when
 * it is an array, or its object's members that are (a provider's `employees` or `Report_Entry`).
 * Those elements are parsed a batch per turn; the rest, with each such array in place of a
 * marker, in one piece. The value is the one JSON.parse gives: the same errors for malformed
 * text (a SyntaxError), the last of duplicate keys, `__proto__` as an own key.
 */
export async function parseJsonInTurns(
  text: string,
  limit: number,
  sizes: InTurnsSizes = IN_TURNS_SIZES,
): Promise<ParsedInTurns> {
  const scan: NestingScan = { depth: 0, inString: false, escaped: false, arrays: [] };
  for (let start = 0; start < text.length; start += sizes.scanChars) {
    if (start > 0) await nextTurn();
    if (scanNesting(text, start, Math.min(text.length, start + sizes.scanChars), limit, scan)) {
      return { kind: 'too-deep' };
    }
  }
  const large = (scan.arrays ?? []).filter((array) => array.close - array.open >= sizes.splitChars);
  if (large.length === 0) {
    if (text.length >= sizes.scanChars) await nextTurn();
    return { kind: 'value', value: JSON.parse(text) };
  }
  const parts: unknown[][] = [];
  for (const array of large) {
    await nextTurn();
    parts.push(await parseElementsInTurns(text, array, sizes.batchChars));
  }
  await nextTurn();
  let skeleton = '';
  let from = 0;
  for (const [slot, array] of large.entries()) {
    skeleton += `${text.slice(from, array.open)}"${SLOT_PREFIX}${slot}"`;
    from = array.close + 1;
  }
  const value = JSON.parse(skeleton + text.slice(from)) as unknown;
  const placed = placeArrays(value, parts);
  // An answer holding a marker's text itself (or a key given twice) is parsed in one piece.
  return { kind: 'value', value: placed ?? JSON.parse(text) };
}

/** The text put in an outer array's place while the rest is parsed (a NUL cannot be a raw JSON character). */
const SLOT_PREFIX = '\\u0000q-split-';
const SLOT_VALUE_PREFIX = '\u0000q-split-';

/** The elements of one outer array, a batch of whole elements per turn. */
async function parseElementsInTurns(text: string, array: SplitArray, batchChars: number) {
  const elements: unknown[] = [];
  const inner = text.slice(array.open + 1, array.close);
  if (array.commas.length === 0 && inner.trim() === '') return elements;
  let from = array.open + 1;
  const cuts = [...array.commas, array.close];
  for (const [i, cut] of cuts.entries()) {
    const last = i === cuts.length - 1;
    if (!last && cut - from < batchChars) continue;
    const batch = text.slice(from, cut);
    // `[1,]` and `[,1]`: an empty element alone in its batch would parse as an empty array.
    if (batch.trim() === '') throw new SyntaxError('Unexpected token in JSON: an empty element');
    for (const element of JSON.parse(`[${batch}]`) as unknown[]) elements.push(element);
    from = cut + 1;
    if (!last) await nextTurn();
  }
  return elements;
}

/** Puts each parsed array where its marker is; undefined unless each marker is found once. */
function placeArrays(value: unknown, parts: unknown[][]): unknown {
  const slotOf = (candidate: unknown) =>
    typeof candidate === 'string' && candidate.startsWith(SLOT_VALUE_PREFIX)
      ? Number(candidate.slice(SLOT_VALUE_PREFIX.length))
      : undefined;
  const whole = slotOf(value);
  if (whole !== undefined) return parts.length === 1 && whole === 0 ? parts[0] : undefined;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const found = new Set<number>();
  for (const [key, member] of Object.entries(value)) {
    const slot = slotOf(member);
    if (slot === undefined) continue;
    if (found.has(slot) || parts[slot] === undefined) return undefined;
    found.add(slot);
    // An own property even for `__proto__`, as JSON.parse makes it.
    Object.defineProperty(value, key, {
      value: parts[slot],
      writable: true,
      enumerable: true,
      configurable: true,
    });
  }
  return found.size === parts.length ? value : undefined;
}

/**
 * The API's JSON body parser: Fastify's own (400 for malformed JSON, `__proto__` and
 * `constructor` keys; 413 over the body limit), after a depth check of the raw text (400 beyond
 * JSON_MAX_DEPTH levels, from @q/schemas/common, which bounds stored JSON values too).
 */
export function useBoundedJsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonNestedDeeperThan(text, JSON_MAX_DEPTH)) {
      done(new HttpError(400, `Body is nested more than ${JSON_MAX_DEPTH} levels deep`), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
