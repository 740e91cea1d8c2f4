import { APP_NAMES, APPS } from '@q/schemas/apps';
import type { FastifyInstance } from 'fastify';
import type { PageSource } from './page-source.js';

/**
 * Forwards each app's base to its Vite dev server (development, with hot reload), and asks that
 * server for the app's `index.html` on every page request. Nothing is rendered on the server.
 */
export async function registerDevServers(app: FastifyInstance): Promise<PageSource> {
  // Loaded here, not at the top: a production server never proxies, and the proxy's code is a
  // noticeable part of loading the server.
  const { default: fastifyHttpProxy } = await import('@fastify/http-proxy');
  for (const name of APP_NAMES) {
    const { base, devPort } = APPS[name];
    await app.register(fastifyHttpProxy, {
      upstream: `http://127.0.0.1:${devPort}`,
      prefix: base,
      rewritePrefix: base,
    });
  }
  return {
    load: async (name) => {
      const { base, devPort } = APPS[name];
      try {
        const response = await fetch(`http://127.0.0.1:${devPort}${base}`, {
          headers: { accept: 'text/html' },
        });
        if (!response.ok) return { problem: `The ${name} dev server answered ${response.status}.` };
        return { html: await response.text() };
      } catch {
        return {
          problem: `The ${name} dev server is not running on port ${devPort} (\`pnpm dev\` starts it).`,
        };
      }
    },
    renderedApps: [],
  };
}
