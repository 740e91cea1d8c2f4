import type { IncomingMessage, ServerResponse } from 'node:http';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Security headers. The CSP fits the built React apps: own scripts only, inline styles for
 * styled-components, images from anywhere over https (logos), calls to this origin only.
 * The docs page (/api/docs) sets its own, wider policy for swagger-ui. In development (pages
 * proxied to the Vite dev servers) there is no CSP.
 */
export function helmetOptions(development: boolean): FastifyHelmetOptions {
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
            'img-src': ["'self'", 'data:', 'https:'],
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

/**
 * The same headers for an answer that no route or hook sees (a URL the router cannot even
 * decode is answered before any hook runs).
 */
export function securityHeaders(
  development: boolean,
): (request: IncomingMessage, response: ServerResponse) => void {
  // The same options; @fastify/helmet types them against its own copy of helmet's types.
  const apply = helmet(helmetOptions(development) as Parameters<typeof helmet>[0]);
  return (request, response) => apply(request, response, () => {});
}

const helmetPlugin: FastifyPluginAsync<{ development?: boolean }> = async (app, options) => {
  await app.register(fastifyHelmet, helmetOptions(options.development ?? false));
};

export default fp(helmetPlugin, { name: 'helmet' });
