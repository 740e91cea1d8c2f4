import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, requestPath } from '../http/errors.js';

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Whether the request's Origin names this server: same host and port as the request's Host
 * (`request.host` follows X-Forwarded-Host only when TRUST_PROXY trusts the sender). The scheme
 * is left out on purpose: behind a TLS-terminating proxy without TRUST_PROXY the server sees http
 * while the browser says https, and the host alone already tells another site apart.
 */
export function isSameOrigin(origin: string, host: string): boolean {
  try {
    const from = new URL(origin);
    if (from.protocol !== 'http:' && from.protocol !== 'https:') return false;
    // Parsed with the Origin's scheme, so an explicit default port ('q.example:443') compares equal.
    return new URL(`${from.protocol}//${host}`).host === from.host;
  } catch {
    return false;
  }
}

function refusesCrossSite(request: FastifyRequest): boolean {
  if (!STATE_CHANGING_METHODS.has(request.method)) return false;
  if (!requestPath(request).startsWith('/api/')) return false;
  const origin = request.headers.origin;
  // No Origin: curl or a server-to-server call. Browsers send one on every cross-site write, and
  // the SameSite=Lax session cookie is not sent on those anyway; this check is the second lock.
  if (origin === undefined) return false;
  return !isSameOrigin(origin, request.host);
}

/**
 * Cross-site writes are refused: a POST/PUT/PATCH/DELETE under /api whose Origin header is present
 * and is not this server's own origin (including the opaque `null`) answers 403 before any
 * session lookup or handler runs.
 */
const originCheckPlugin: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', (request, _reply, done) => {
    done(
      refusesCrossSite(request)
        ? new HttpError(403, 'Cross-site request refused: the Origin is not this server')
        : undefined,
    );
  });
};

export default fp(originCheckPlugin, { name: 'origin-check' });
