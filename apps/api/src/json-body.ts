import { JSON_MAX_DEPTH } from '@q/schemas/common';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-errors.js';

/**
 * True when the JSON text opens more than `limit` arrays or objects inside each other. A scan of
 * the raw text (brackets inside strings do not count), so a deeply nested body is refused before
 * the recursive parts (JSON.parse's reviver, zod, JSON.stringify, the database) ever see it.
 * Malformed text is left for JSON.parse to refuse.
 */
export function jsonNestedDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    if (inString) {
      if (unit === 0x5c)
        i += 1; // a backslash escapes the next character
      else if (unit === 0x22) inString = false;
    } else if (unit === 0x22) {
      inString = true;
    } else if (unit === 0x5b || unit === 0x7b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (unit === 0x5d || unit === 0x7d) {
      depth -= 1;
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
