import { resolve } from 'node:path';
import type { AppName } from '@q/schemas/apps';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { findAppsDir } from './apps-dir.js';
import { registerDevServers } from './dev-proxy.js';
import { warmPages } from './page-warming.js';
import { registerPages } from './pages.js';
import { registerBuiltApps } from './static-builds.js';
import { registerStorybook, storybookBuildDir } from './storybook.js';

export interface WebOptions {
  /**
   * `static` serves each app's production build; `proxy` forwards to the Vite dev servers
   * (development, with hot reload); `off` serves no pages (API only).
   */
  mode: 'static' | 'proxy' | 'off';
  /** Folder holding `marketing/`, `qube/`, `aitchq/`, `eyeq/`; found from this file by default. */
  appsDir?: string;
  /** Serve the Storybook build at /storybook/ (`SERVE_STORYBOOK`); off unless asked for. */
  serveStorybook?: boolean;
  /** The Storybook build, when served; `packages/storybook/storybook-static` by default. */
  storybookDir?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Asks the first page of each app rendered on the server once (`page-warming.ts`); does
     * nothing when no server entry was loaded (development, or no server build).
     */
    warmPages(): Promise<void>;
  }
}

/**
 * The four front-end apps on the API's origin, by the app manifest: Storybook, then each app's
 * build (or its dev server), then every page path. In a context of their own, so that what the
 * static and proxy plugins add stays with the pages.
 */
async function servePages(app: FastifyInstance, options: WebOptions): Promise<readonly AppName[]> {
  const appsDir = resolve(options.appsDir ?? findAppsDir());
  if (options.serveStorybook) {
    await registerStorybook(app, resolve(options.storybookDir ?? storybookBuildDir(appsDir)));
  }
  const source =
    options.mode === 'static'
      ? await registerBuiltApps(app, appsDir)
      : await registerDevServers(app);
  registerPages(app, source);
  return source.renderedApps;
}

export const webPlugin = fp<WebOptions>(
  async (app, options) => {
    let renderedApps: readonly AppName[] = [];
    if (options.mode !== 'off') {
      await app.register(async (pages) => {
        renderedApps = await servePages(pages, options);
      });
    }
    app.decorate('warmPages', () => warmPages(app, renderedApps));
  },
  { name: 'web' },
);
