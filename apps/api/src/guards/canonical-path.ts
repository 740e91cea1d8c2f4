import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, requestPath } from '../http/errors.js';

/** Characters a canonical path never percent-encodes (RFC 3986 unreserved), and the separators. */
const NEVER_ENCODED = /^[A-Za-z0-9\-._~/\\]$/;
const PERCENT_ESCAPE = /%([0-9A-Fa-f]{2})/g;
/** An empty segment (`//`) or a dot segment (`/./`, `/../`, or one at the end). */
const NON_CANONICAL_SEGMENT = /\/\/|\/\.\.?(?:\/|$)/;

/**
 * Why a path is not in its one canonical spelling, or undefined when it is. The router decodes
 * percent escapes before matching (`/%61pi/x` finds `/api/x`), while every hook that protects
 * `/api` (the Origin check, the session, the read cache, write invalidation) reads the raw path:
 * a path that the two would read differently is refused before any of them runs.
 */
export function nonCanonicalPath(path: string): string | undefined {
  for (const [, hex] of path.includes('%') ? path.matchAll(PERCENT_ESCAPE) : []) {
    const char = String.fromCharCode(Number.parseInt(hex as string, 16));
    if (NEVER_ENCODED.test(char)) return 'a letter, digit, "-._~" or slash is percent-encoded';
  }
  if (NON_CANONICAL_SEGMENT.test(path)) return 'it has an empty or a dot segment';
  return undefined;
}

/**
 * Refuses, with a 400 and before any other hook of the server, a request whose path is not
 * canonical: so every later decision on a request's path (is it `/api`, which route, which
 * cache entry) sees the same path the router matched.
 */
const canonicalPathPlugin: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', (request, _reply, done) => {
    const reason = nonCanonicalPath(requestPath(request));
    done(
      reason ? new HttpError(400, `The path is not in its canonical form: ${reason}`) : undefined,
    );
  });
};

export default fp(canonicalPathPlugin, { name: 'canonical-path' });
