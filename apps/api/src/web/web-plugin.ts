import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyHttpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import {
  APP_NAMES,
  APPS,
  type AppName,
  appForAssetPath,
  appForPath,
  pagePath,
  pagePreloads,
  pageRouteModules,
} from '@q/schemas/apps';
import { type Manifest, routeFiles } from '@q/schemas/build-manifest';
import type { RenderPage } from '@q/schemas/server-render';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { compress, preferredEncoding } from '../compression.js';
import { requestPath, sendNotFound } from '../http-errors.js';
import { fillPage, loadServerEntry, readPageRequest, serverEntryFile } from './server-render.js';

export interface WebOptions {
  /**
   * `static` serves each app's production build; `proxy` forwards to the Vite dev servers
   * (development, with hot reload); `off` serves no pages (API only).
   */
  mode: 'static' | 'proxy' | 'off';
  /** Folder holding `marketing/`, `qube/`, `aitchq/`, `eyeq/`; found from this file by default. */
  appsDir?: string;
  /** The Storybook build, served at /storybook/ when present; `packages/storybook/storybook-static` by default. */
  storybookDir?: string;
}

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

/** Hashed build output never changes under the same name, so browsers may keep it for a year. */
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Pages are small and name the current asset hashes, so they are always revalidated. */
const PAGE_CACHE = 'no-cache';

/** A page in the coding the request prefers, compressed as it is sent (pages differ by visitor). */
function encodedPage(request: FastifyRequest, reply: FastifyReply, html: string): string | Buffer {
  reply.header('vary', 'Accept-Encoding');
  const encoding = preferredEncoding(request);
  const encoded = encoding && compress(html, encoding);
  if (!encoding || !encoded) return html;
  reply.header('content-encoding', encoding);
  return encoded;
}

/** The repository's `apps/` folder, found by walking up from this module (works from src and dist). */
export function findAppsDir(from = dirname(fileURLToPath(import.meta.url))): string {
  let dir = from;
  for (;;) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return join(dir, 'apps');
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No pnpm-workspace.yaml above ${from}`);
    dir = parent;
  }
}

/**
 * A `Link` preload of an API call, in the mode the apps' client fetches it (same origin, with
 * credentials), so the browser hands the early answer to that fetch instead of asking twice.
 */
function preloadLink(apiPath: string): string {
  return `<${apiPath}>; rel=preload; as=fetch; crossorigin=use-credentials`;
}

function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

/**
 * Serves the four front-end apps on the API's origin, by the app manifest: each app's assets
 * under its own base, and every page path as its app's `index.html`. Unknown paths get the
 * marketing app, whose router shows the landing page (signed out) or the 404 page (signed in);
 * unknown `/api` paths stay JSON 404s.
 */
export const webPlugin: FastifyPluginAsync<WebOptions> = async (app, options) => {
  if (options.mode === 'off') return;
  const appsDir = resolve(options.appsDir ?? findAppsDir());
  await registerStorybook(
    app,
    resolve(
      options.storybookDir ?? join(appsDir, '..', 'packages', 'storybook', 'storybook-static'),
    ),
  );

  const loadPage =
    options.mode === 'static'
      ? await registerBuiltApps(app, appsDir)
      : await registerDevServers(app);

  const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = requestPath(request);
    if (isApiPath(path) || appForAssetPath(path)) return sendNotFound(reply, request);
    const page = await loadPage(appForPath(path));
    if (page.html === undefined) {
      return reply.code(503).type('text/plain; charset=utf-8').send(page.problem);
    }
    const preloads = pagePreloads(path);
    // A page rendered here shows its content before any code runs: its route code is left to
    // load after the entry, so as not to compete with the entry for the first bytes.
    const rendered =
      page.render && (await renderOnServer(request, page.render, page.html, preloads));
    if (!rendered && preloads.length > 0) {
      reply.header('link', preloads.map(preloadLink).join(', '));
    }
    reply.header('cache-control', PAGE_CACHE).type('text/html; charset=utf-8');
    const html = rendered || (page.htmlByPath?.get(pagePath(path)) ?? page.html);
    return reply.send(encodedPage(request, reply, html));
  };

  /**
   * The page rendered on the server with what it needs, or undefined when rendering failed: the
   * browser then renders it from the bare `index.html`, as in development.
   */
  const renderOnServer = async (
    request: FastifyRequest,
    render: RenderPage,
    template: string,
    calls: readonly string[],
  ): Promise<string | undefined> => {
    try {
      const page = await render(await readPageRequest(app, request, calls));
      return fillPage(template, page);
    } catch (error) {
      request.log.error({ err: error }, 'server rendering failed; the page renders in the browser');
      return undefined;
    }
  };
  app.get('/', servePage);
  app.get('/*', servePage);
};

/** The designers' Storybook, on the product's origin, when it has been built. */
async function registerStorybook(app: Parameters<FastifyPluginAsync>[0], root: string) {
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
    cacheControl: false,
    setHeaders(res) {
      res.header('cache-control', PAGE_CACHE);
      res.header('content-security-policy', STORYBOOK_CSP);
      res.header('x-frame-options', 'SAMEORIGIN');
    },
  });
}

type PageResult =
  | {
      html: string;
      /** Per page path, its `index.html` naming the page's route code, where it has any. */
      htmlByPath?: ReadonlyMap<string, string>;
      render?: RenderPage;
      problem?: undefined;
    }
  | { html?: undefined; problem: string };

/**
 * Each page's `index.html`, naming the files of its route code (`modulepreload`, as Vite names
 * the entry's own imports): the browser fetches them beside the entry instead of after the entry
 * has run and asked for them. Pages with no route code of their own are left out, as are pages
 * whose route modules the manifest lacks (their code loads when the entry asks for it).
 */
function pagesWithRouteCode(name: AppName, html: string, manifest: Manifest): Map<string, string> {
  const pages = new Map<string, string>();
  for (const path of APPS[name].paths) {
    const modules = pageRouteModules(name, path);
    // A module the build does not have (a stale manifest) is left to the entry to load.
    if (!modules.every((module) => module in manifest)) continue;
    const files = routeFiles(manifest, modules);
    if (files.length === 0) continue;
    const links = files
      .map((file) => `<link rel="modulepreload" crossorigin href="${APPS[name].base}${file}">`)
      .join('');
    pages.set(path, html.replace('</head>', `${links}</head>`));
  }
  return pages;
}
type PageLoader = (app: AppName) => Promise<PageResult>;

async function registerBuiltApps(
  app: Parameters<FastifyPluginAsync>[0],
  appsDir: string,
): Promise<PageLoader> {
  const pages = new Map<AppName, PageResult>();
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
    pages.set(name, { html, htmlByPath, render: await loadServerEntry(join(appsDir, name)) });
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
  return async (name) => pages.get(name) ?? { problem: `Unknown app ${name}` };
}

async function registerDevServers(app: Parameters<FastifyPluginAsync>[0]): Promise<PageLoader> {
  for (const name of APP_NAMES) {
    const { base, devPort } = APPS[name];
    await app.register(fastifyHttpProxy, {
      upstream: `http://127.0.0.1:${devPort}`,
      prefix: base,
      rewritePrefix: base,
    });
  }
  return async (name) => {
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
  };
}

/**
 * Asks the first page of each app rendered on the server once, as a signed-out visitor, so that
 * the first real visit does not pay for compiling its server entry's code. (The other apps'
 * pages are a file read.)
 */
export async function warmPages(app: FastifyInstance, appsDir = findAppsDir()): Promise<void> {
  for (const name of APP_NAMES) {
    const [path] = APPS[name].paths;
    if (path && existsSync(serverEntryFile(join(appsDir, name)))) {
      await app.inject({ method: 'GET', url: path });
    }
  }
}
