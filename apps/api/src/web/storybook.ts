import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { PAGE_CACHE } from './cache-control.js';

export const STORYBOOK_PREFIX = '/storybook/';

/**
 * Storybook's pages run inline scripts and frame their own previews, which the apps' policy
 * forbids; on its own path it gets a policy that allows exactly that, and nothing else.
 */
const STORYBOOK_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "frame-src 'self'",
  "frame-ancestors 'self'",
].join('; ');

/** Where `pnpm build` puts the Storybook build: `packages/storybook/storybook-static`. */
export function storybookBuildDir(appsDir: string): string {
  return join(appsDir, '..', 'packages', 'storybook', 'storybook-static');
}

/**
 * Files of the build that say which packages, at which versions, the project uses: a map for
 * an attacker, and nothing Storybook's own pages need.
 */
const DEPENDENCY_LISTINGS = new Set(['/project.json']);

/**
 * The designers' Storybook, on the product's origin, when it has been built and the setting
 * turns it on (`SERVE_STORYBOOK`): its pages need inline scripts, which the product's own
 * pages never allow, so it is off unless asked for.
 */
export async function registerStorybook(app: FastifyInstance, root: string): Promise<void> {
  if (!existsSync(join(root, 'index.html'))) return;
  // Its pages load their files by relative paths, which need the trailing slash.
  app.get(STORYBOOK_PREFIX.slice(0, -1), (_request, reply) =>
    reply.redirect(STORYBOOK_PREFIX, 301),
  );
  await app.register(fastifyStatic, {
    root,
    prefix: STORYBOOK_PREFIX,
    decorateReply: false,
    index: ['index.html'],
    wildcard: true,
    dotfiles: 'ignore',
    allowedPath: (path) => !DEPENDENCY_LISTINGS.has(path),
    cacheControl: false,
    setHeaders(res) {
      res.header('cache-control', PAGE_CACHE);
      res.header('content-security-policy', STORYBOOK_CSP);
      res.header('x-frame-options', 'SAMEORIGIN');
    },
  });
}
