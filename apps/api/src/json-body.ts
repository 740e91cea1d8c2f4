import { JSON_MAX_DEPTH } from '@q/schemas/common';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-errors.js';

/** Where a scan of JSON text stands between slices. */
interface NestingScan {
  depth: number;
  inString: boolean;
  /** The previous character was a backslash inside a string. */
  escaped: boolean;
}

/** Scans `text[start, end)`; true as soon as more than `limit` levels are open. */
function scanNesting(text: string, start: number, end: number, limit: number, scan: NestingScan) {
  for (let i = start; i < end; i += 1) {
    const unit = text.charCodeAt(i);
    if (scan.inString) {
      if (scan.escaped) scan.escaped = false;
      else if (unit === 0x5c) scan.escaped = true;
      else if (unit === 0x22) scan.inString = false;
    } else if (unit === 0x22) {
      scan.inString = true;
    } else if (unit === 0x5b || unit === 0x7b) {
      scan.depth += 1;
      if (scan.depth > limit) return true;
    } else if (unit === 0x5d || unit === 0x7d) {
      scan.depth -= 1;
    }
  }
  return false;
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

/** Characters scanned per turn of the event loop by {@link jsonNestedDeeperThanInTurns}. */
const SCAN_SLICE_CHARS = 512 * 1024;

/** As {@link jsonNestedDeeperThan}, for large texts: a slice per turn of the event loop. */
export async function jsonNestedDeeperThanInTurns(text: string, limit: number): Promise<boolean> {
  const scan: NestingScan = { depth: 0, inString: false, escaped: false };
  for (let start = 0; start < text.length; start += SCAN_SLICE_CHARS) {
    if (start > 0) await new Promise((resolve) => setImmediate(resolve));
    if (scanNesting(text, start, Math.min(text.length, start + SCAN_SLICE_CHARS), limit, scan)) {
      return true;
    }
  }
  return false;
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
