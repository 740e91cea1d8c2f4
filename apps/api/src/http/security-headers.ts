import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Security headers. The CSP fits the built React apps: own scripts only, inline styles for
 * styled-components, images from this origin or inline (`data:`) only, calls to this origin only.
 * The docs page (/api/docs) sets its own, wider policy for swagger-ui. In development (pages
 * proxied to the Vite dev servers) there is no CSP.
 */
export function helmetOptions(development: boolean): HelmetOptions {
  return {
    // Vite's dev server injects inline scripts and talks to its own port for hot reload.
    contentSecurityPolicy: development
      ? false
      : {
          useDefaults: true,
          directives: {
            'default-src': ["'self'"],
            'script-src': ["'self'"],
            'style-src': ["'self'", "'unsafe-inline'"],
            // This origin and inline images only: an image from another host would tell it who
            // views the page and from where (a synced person is shown by initials, logos inline).
            'img-src': ["'self'", 'data:'],
            'font-src': ["'self'", 'data:'],
            'connect-src': ["'self'"],
            'object-src': ["'none'"],
            'frame-ancestors': ["'none'"],
            // Served over plain http on a LAN or in a container too; upgrading would break that.
            'upgrade-insecure-requests': null,
          },
        },
  };
}

/** One response header, as `setHeader` takes it. */
export type SecurityHeader = readonly [name: string, value: string];

/**
 * The headers helmet sets with these options, computed once: none of them depends on the
 * request (no nonces), so running helmet's middleware on every answer would only redo the same
 * work (parsing the CSP directives, naming each header) a few thousand times a second.
 */
export function securityHeaderList(development: boolean): readonly SecurityHeader[] {
  const headers = new Map<string, string>();
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name.toLowerCase(), String(value));
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
    getHeader: (name: string) => headers.get(name.toLowerCase()),
  };
  const apply = helmet(helmetOptions(development));
  apply({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return [...headers];
}

/**
 * The same headers for an answer that no route or hook sees (a URL the router cannot even
 * decode is answered before any hook runs).
 */
export function securityHeaders(
  development: boolean,
): (request: IncomingMessage, response: ServerResponse) => void {
  const list = securityHeaderList(development);
  return (_request, response) => {
    for (const [name, value] of list) response.setHeader(name, value);
  };
}

/**
 * Every answer gets the security headers, set from the list computed at start. A route that
 * needs another policy (the API docs, Storybook) sets its own header later, which wins.
 */
const helmetPlugin: FastifyPluginAsync<{ development?: boolean }> = async (app, options) => {
  const headers = Object.fromEntries(securityHeaderList(options.development ?? false));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
};

export default fp(helmetPlugin, { name: 'helmet' });
