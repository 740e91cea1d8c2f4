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

/** The app's server entry, if it was built. */
export async function loadServerEntry(appDir: string): Promise<RenderPage | undefined> {
  const entry = serverEntryFile(appDir);
  if (!existsSync(entry)) return undefined;
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
 * the same routes, access rules and read cache as the browser's own call. The answer's JSON, or
 * undefined for anything but a 200.
 */
async function readAsVisitor(
  app: FastifyInstance,
  request: FastifyRequest,
  path: string,
): Promise<unknown> {
  const cookie = request.headers.cookie;
  const response = await app.inject({
    method: 'GET',
    url: path,
    headers: cookie ? { cookie } : {},
  });
  return response.statusCode === 200 ? response.json() : undefined;
}

/**
 * What a page is rendered with: its URL, the session's user, and the answers of its calls that
 * came in time (`PAGE_ANSWERS_WAIT_MS`); a call that failed or came late is left to the browser.
 */
export async function readPageRequest(
  app: FastifyInstance,
  request: FastifyRequest,
  calls: readonly string[],
): Promise<PageRequest> {
  const deadline = timeout(PAGE_ANSWERS_WAIT_MS);
  const [me, ...answers] = await Promise.all(
    ['/api/auth/me', ...calls].map((path) =>
      Promise.race([readAsVisitor(app, request, path).catch(() => undefined), deadline]),
    ),
  );
  const user = (me as { user?: User } | undefined)?.user ?? null;
  return {
    url: request.url,
    user,
    answers: Object.fromEntries(
      calls.flatMap((path, index) =>
        answers[index] === undefined ? [] : [[path, answers[index]] as const],
      ),
    ),
  };
}

const ROOT_ELEMENT = '<div id="root"></div>';

/** The app's `index.html` with the rendered page in `#root`, its styles and its state. */
export function fillPage(template: string, page: RenderedPage): string {
  const state = `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${page.state}</script>`;
  return template
    .replace('</head>', () => `${page.styles}</head>`)
    .replace(ROOT_ELEMENT, () => `<div id="root">${page.html}</div>${state}`);
}
