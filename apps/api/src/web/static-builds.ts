import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { APP_NAMES, APPS, type AppName } from '@q/schemas/apps';
import type { Manifest } from '@q/schemas/build-manifest';
import type { FastifyInstance } from 'fastify';
import { IMMUTABLE_CACHE, PAGE_CACHE } from './cache-control.js';
import type { AppPage, PageSource } from './page-source.js';
import { pagesWithRouteCode } from './route-code.js';
import { hasServerEntry, loadServerEntry } from './server-render.js';

/**
 * Serves each app's production build (`apps/<app>/dist`) under its base: hashed assets with
 * immutable caching and their precompressed copies. Reads each app's `index.html` and the route
 * code of its pages (build manifest) once, at start, and its server entry on first use; an app
 * that is not built, or whose server entry cannot be loaded, answers 503.
 */
export async function registerBuiltApps(
  app: FastifyInstance,
  appsDir: string,
): Promise<PageSource> {
  const pages = new Map<AppName, AppPage | (() => Promise<AppPage>)>();
  const renderedApps: AppName[] = [];
  for (const [index, name] of APP_NAMES.entries()) {
    const root = join(appsDir, name, 'dist');
    const indexFile = join(root, 'index.html');
    if (!existsSync(indexFile)) {
      app.log.warn({ app: name, root }, 'app is not built; its pages answer 503');
      pages.set(name, { problem: `The ${name} app is not built. Run \`pnpm build\` first.` });
      continue;
    }
    const html = readFileSync(indexFile, 'utf8');
    let htmlByPath: Map<string, string> | undefined;
    try {
      const manifestFile = join(root, '.vite', 'manifest.json');
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
      htmlByPath = pagesWithRouteCode(name, html, manifest);
    } catch (error) {
      // The pages still work: their route code then loads once the entry asks for it.
      app.log.warn({ app: name, err: error }, 'no usable build manifest; route code not named');
    }
    if (hasServerEntry(join(appsDir, name))) {
      renderedApps.push(name);
      pages.set(name, onFirstUse(app, name, html, htmlByPath, join(appsDir, name)));
    } else {
      pages.set(name, { html, htmlByPath });
    }
    await app.register(fastifyStatic, {
      root,
      prefix: APPS[name].base,
      decorateReply: index === 0,
      index: false,
      wildcard: true,
      preCompressed: true,
      // The build manifest (.vite/manifest.json) is for the bundle budget check, not browsers.
      dotfiles: 'ignore',
      cacheControl: false,
      setHeaders(res, filePath) {
        const cache = filePath.includes(`${join(root, 'assets')}`) ? IMMUTABLE_CACHE : PAGE_CACHE;
        res.header('cache-control', cache);
      },
    });
  }
  return {
    load: async (name) => {
      const page = pages.get(name);
      if (!page) return { problem: `Unknown app ${name}` };
      return typeof page === 'function' ? page() : page;
    },
    renderedApps,
  };
}

/** An app page whose server entry is loaded by the first request that needs it (once). */
function onFirstUse(
  app: FastifyInstance,
  name: AppName,
  html: string,
  htmlByPath: ReadonlyMap<string, string> | undefined,
  appDir: string,
): () => Promise<AppPage> {
  let page: Promise<AppPage> | undefined;
  return () => {
    page ??= loadServerEntry(appDir).then(
      (render) => ({ html, htmlByPath, render }),
      (error: unknown) => {
        app.log.error({ app: name, err: error }, 'could not load the server entry');
        return { problem: `The ${name} app's server build could not be loaded.` };
      },
    );
    return page;
  };
}
