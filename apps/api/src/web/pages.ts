import { performance } from 'node:perf_hooks';
import { pagePreloads } from '@q/schemas/api';
import { AUTH_API, SESSION_HINT_COOKIE } from '@q/schemas/api/auth';
import { appForAssetPath, appForPath, pagePath } from '@q/schemas/apps';
import type { RenderPage } from '@q/schemas/server-render';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../auth/session.js';
import {
  compressOffThread,
  type EncodedForms,
  encodedPayload,
  preferredEncoding,
} from '../http/compression.js';
import { requestPath, sendNotFound } from '../http/errors.js';
import { PAGE_CACHE } from './cache-control.js';
import type { PageSource } from './page-source.js';
import { isKeepable, type PageOutcome, renderedPages } from './rendered-pages.js';
import { fillPage, readPageRequest, readViewer } from './server-render.js';

/**
 * A page in the coding the request prefers, compressed as it is sent (pages differ by visitor);
 * a large one off the main thread.
 */
async function encodedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  html: string,
): Promise<string | Buffer> {
  reply.header('vary', 'Accept-Encoding');
  const encoding = preferredEncoding(request);
  const encoded = encoding && (await compressOffThread(html, encoding));
  if (!encoding || !encoded) return html;
  reply.header('content-encoding', encoding);
  return encoded;
}

/**
 * A `Link` preload of an API call, in the mode the apps' client fetches it (same origin, with
 * credentials), so the browser hands the early answer to that fetch instead of asking twice.
 */
function preloadLink(apiPath: string): string {
  return `<${apiPath}>; rel=preload; as=fetch; crossorigin=use-credentials`;
}

/** The call that tells a page rendered in the browser who is signed in (`readSessionUser`). */
const SESSION_USER_PATH = AUTH_API.me.path;

/** A non-empty session cookie or the pages' hint that a session exists, in a Cookie header. */
const SESSION_COOKIES = new RegExp(
  `(?:^|;)\\s*(?:(?:__Host-)?${SESSION_COOKIE}|${SESSION_HINT_COOKIE})=[^;\\s]`,
);

/**
 * Whether the request may belong to a session (only a hint for a preload: the session itself is
 * checked by the call). Read from the header, so that it holds wherever pages are served.
 */
function mayHaveSession(request: FastifyRequest): boolean {
  return SESSION_COOKIES.test(request.headers.cookie ?? '');
}

function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

/**
 * Answers every page path with its app's page, by the app manifest: rendered on the server where
 * the app has a server entry, otherwise its `index.html` (naming the page's route code) with the
 * page's API calls as `Link` preloads. Unknown paths get the marketing app, whose router shows the
 * landing page (signed out) or the 404 page (signed in); unknown `/api` paths and missing assets
 * stay JSON 404s.
 */
export function registerPages(app: FastifyInstance, source: PageSource): void {
  const pages = renderedPages(app);

  /**
   * The page rendered on the server with what it needs, from memory when a current copy is kept
   * for this viewer; undefined when who is signed in could not be told in time, rendering failed
   * or the bound on renders refused it: the browser then renders it from the bare `index.html`,
   * as in development.
   */
  const renderOnServer = async (
    request: FastifyRequest,
    render: RenderPage,
    template: string,
    calls: readonly string[],
  ): Promise<{ html: string; encoded?: EncodedForms; outcome: PageOutcome } | undefined> => {
    try {
      await pages.turn();
      const viewer = await readViewer(app, request);
      // Who is signed in could not be told in time: a page rendered for the wrong one would be
      // taken as the session's word. The browser renders it and asks itself.
      if (viewer === undefined) return undefined;
      const key = await pages.keyOf(request, viewer);
      const found = key && pages.find(key);
      if (found) return { ...found, outcome: 'kept' };
      // Its last render at this data stamp took longer than a render may: the browser renders it.
      if (key && pages.isTooSlow(key)) return undefined;
      return await pages.bounded(async () => {
        const pageRequest = await readPageRequest(app, request, calls, viewer);
        if (pageRequest === 'over-budget') {
          request.log.warn(
            { url: request.url },
            "the page's answers exceed the server render's budget; the page renders in the browser",
          );
          return undefined;
        }
        const started = performance.now();
        const html = await pages.timed(async () => fillPage(template, await render(pageRequest)));
        if (key) pages.noteRenderTime(key, performance.now() - started);
        const keptPage =
          key && isKeepable(calls, pageRequest.answers) ? await pages.keep(key, html) : undefined;
        return { html, encoded: keptPage?.encoded, outcome: 'rendered' as const };
      });
    } catch (error) {
      request.log.error({ err: error }, 'server rendering failed; the page renders in the browser');
      return undefined;
    }
  };

  const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = requestPath(request);
    if (isApiPath(path) || appForAssetPath(path)) return sendNotFound(reply, request);
    const page = await source.load(appForPath(path));
    if (page.html === undefined) {
      return reply.code(503).type('text/plain; charset=utf-8').send(page.problem);
    }
    const preloads = pagePreloads(path);
    // A page rendered here shows its content before any code runs: its route code is left to
    // load after the entry, so as not to compete with the entry for the first bytes.
    const rendered =
      page.render && (await renderOnServer(request, page.render, page.html, preloads));
    if (!rendered) {
      // A page rendered in the browser asks who is signed in before its first render when a
      // session may exist: that answer is on its way with the page's code, not after it.
      const links = mayHaveSession(request) ? [SESSION_USER_PATH, ...preloads] : preloads;
      if (links.length > 0) reply.header('link', links.map(preloadLink).join(', '));
    }
    reply.header('cache-control', PAGE_CACHE).type('text/html; charset=utf-8');
    if (page.render) {
      // How the page was answered, for the benchmark and the browser's network panel.
      reply.header('server-timing', `page;desc="${rendered ? rendered.outcome : 'bare'}"`);
    }
    if (rendered?.encoded)
      return reply.send(encodedPayload(request, reply, rendered.html, rendered.encoded));
    const html = rendered?.html || (page.htmlByPath?.get(pagePath(path)) ?? page.html);
    return reply.send(await encodedPage(request, reply, html));
  };

  app.get('/', servePage);
  app.get('/*', servePage);
}
