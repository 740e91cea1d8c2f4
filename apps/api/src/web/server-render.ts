import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { User } from '@q/schemas/auth';
import {
  type PageRequest,
  type RenderedPage,
  type RenderPage,
  SERVER_STATE_ELEMENT_ID,
} from '@q/schemas/server-render';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { inProcessHeaders } from '../guards/allowed-hosts.js';

/**
 * How long a page waits for the answers it renders with. The dashboard's reads come from memory
 * in well under a millisecond; a live Workday read can take seconds, and its widget then renders
 * its loading state and asks in the browser instead of holding the whole page back.
 */
export const PAGE_ANSWERS_WAIT_MS = 300;

/** Where an app's server entry is built: `dist-ssr/entry-server.js` beside its build. */
function serverEntryFile(appDir: string): string {
  return join(appDir, 'dist-ssr', 'entry-server.js');
}

/** Whether the app has a server entry, i.e. its pages are rendered on the server. */
export function hasServerEntry(appDir: string): boolean {
  return existsSync(serverEntryFile(appDir));
}

/**
 * The app's server entry (`hasServerEntry`), loaded on first use: its code is megabytes, which
 * the server does not compile before it answers its first request. The first page of each app
 * is asked once after the start (`page-warming.ts`), which loads it.
 */
export async function loadServerEntry(appDir: string): Promise<RenderPage> {
  const entry = serverEntryFile(appDir);
  const module = (await import(pathToFileURL(entry).href)) as { render?: unknown };
  if (typeof module.render !== 'function') {
    throw new Error(`${entry} does not export a render function`);
  }
  return module.render as RenderPage;
}

const timeout = (ms: number) =>
  new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms).unref());

/**
 * A GET of this server's own API as the page's visitor (the same cookie), answered in process:
 * the same routes, access rules and read cache as the browser's own call, and the host the page
 * was asked of (already allowed: `allowed-hosts.ts` refused any other before the page's route).
 */
function askAsVisitor(app: FastifyInstance, request: FastifyRequest, path: string) {
  const cookie = request.headers.cookie;
  const headers = request.host ? { host: request.host } : inProcessHeaders(app);
  return app.inject({
    method: 'GET',
    url: path,
    headers: cookie ? { ...headers, cookie } : headers,
  });
}

/** The answer's text of a GET asked as the visitor, or undefined for anything but a 200. */
async function readAsVisitor(
  app: FastifyInstance,
  request: FastifyRequest,
  path: string,
): Promise<string | undefined> {
  const response = await askAsVisitor(app, request, path);
  return response.statusCode === 200 ? response.body : undefined;
}

/**
 * Who the page is for: the session's user, null for a visitor (`/api/auth/me` answered 401), or
 * undefined when that could not be told in time (any other answer, or a late one).
 */
export async function readViewer(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<User | null | undefined> {
  // No cookie, no session: a visitor, told without asking (most page visits, and the cheapest).
  if (!request.headers.cookie) return null;
  const me = askAsVisitor(app, request, '/api/auth/me').then(
    (response) => {
      if (response.statusCode === 401) return null;
      if (response.statusCode !== 200) return undefined;
      return (response.json() as { user?: User }).user ?? undefined;
    },
    () => undefined,
  );
  return Promise.race([me, timeout(PAGE_ANSWERS_WAIT_MS)]);
}

/**
 * The most answer text a page is rendered with. Rendering, the page's state block (embedded in
 * the page, parsed again by the browser) and compressing the result all grow with it, on the only
 * thread: 30,000 synced people took one page 10 s and held every other request. Beyond it the
 * page is answered bare and the browser renders it, asking its calls itself. The dashboard's
 * answers are about 60 KB; a bounded team keeps them there whatever the organisation.
 */
export const PAGE_STATE_BUDGET_BYTES = 512 * 1024;

/**
 * What a page is rendered with: its URL, the viewer (`readViewer`, once it could be told) and
 * the answers of its calls that came in time (`PAGE_ANSWERS_WAIT_MS`); a call that failed or
 * came late is left to the browser. 'over-budget' when the answers' text exceeds `budgetBytes`
 * (`PAGE_STATE_BUDGET_BYTES`), told before any of it is parsed: the page is not rendered here.
 */
export async function readPageRequest(
  app: FastifyInstance,
  request: FastifyRequest,
  calls: readonly string[],
  user: User | null,
  budgetBytes = PAGE_STATE_BUDGET_BYTES,
): Promise<PageRequest | 'over-budget'> {
  const deadline = timeout(PAGE_ANSWERS_WAIT_MS);
  const texts = await Promise.all(
    calls.map((path) =>
      Promise.race([readAsVisitor(app, request, path).catch(() => undefined), deadline]),
    ),
  );
  let bytes = 0;
  for (const text of texts) bytes += text?.length ?? 0;
  if (bytes > budgetBytes) return 'over-budget';
  return {
    url: request.url,
    user,
    answers: Object.fromEntries(
      calls.flatMap((path, index) => {
        const text = texts[index];
        return text === undefined ? [] : [[path, JSON.parse(text) as unknown] as const];
      }),
    ),
  };
}

const ROOT_ELEMENT = '<div id="root"></div>';

/** The app's code in `index.html`: its entry script and the modules preloaded beside it. */
const APP_CODE = /<(script type="module"|link rel="modulepreload")(?![^>]*\sfetchpriority=)/g;

/**
 * A page that arrives drawn needs its code only to take the page over, not to show it: the code
 * is fetched at low priority, so that on a slow connection it does not hold up what the first
 * paint needs (a page rendered in the browser keeps the default: its code is its first paint).
 */
function codeAtLowPriority(template: string): string {
  return template.replace(APP_CODE, '<$1 fetchpriority="low"');
}

/** The app's `index.html` with the rendered page in `#root`, its styles and its state. */
export function fillPage(template: string, page: RenderedPage): string {
  const state = `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${page.state}</script>`;
  return codeAtLowPriority(template)
    .replace('</head>', () => `${page.styles}</head>`)
    .replace(ROOT_ELEMENT, () => `<div id="root">${page.html}</div>${state}`);
}
