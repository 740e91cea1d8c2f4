import fastifyHelmet from '@fastify/helmet';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers. The CSP fits the built React apps: own scripts only, inline styles for
 * styled-components, images from anywhere over https (logos), calls to this origin only.
 * The docs page (/api/docs) sets its own, wider policy for swagger-ui. In development (pages
 * proxied to the Vite dev servers) there is no CSP.
 */
const helmetPlugin: FastifyPluginAsync<{ development?: boolean }> = async (app, options) => {
  await app.register(fastifyHelmet, {
    // Vite's dev server injects inline scripts and talks to its own port for hot reload.
    contentSecurityPolicy: options.development
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
  });
};

export default fp(helmetPlugin, { name: 'helmet' });
