import type { User } from '@q/schemas/auth';
import type { PageRequest, RenderedPage } from '@q/schemas/server-render';
import type { QueryClient } from '@tanstack/react-query';
import { type AnyRouter, createMemoryHistory } from '@tanstack/react-router';
// The web-streams build, not Node's: Node's keeps each render's context in an AsyncLocalStorage,
// and the first render turns on async hooks for the rest of the process's life, a cost on every
// promise of every later request (about 15% of the API's cached-read throughput).
import { prerender } from 'react-dom/static.edge';
import { ServerStyleSheet } from 'styled-components';
import { AppRoot } from './app-providers';
import { localIsoDay, RenderedDayProvider } from './rendered-day';
import type { ServerRouterOptions } from './router';
import { seedAnswers, serializeServerState } from './server-state';

export interface RenderPageOptions {
  /** A router on a memory history at the page's URL (`isServer: true`). */
  router: AnyRouter;
  /** The query cache, holding the answers the page is rendered with. */
  queryClient?: QueryClient;
  /** The session's user, or null. */
  user: User | null;
  /** The answers in the cache, handed to the browser with the page. */
  answers: PageRequest['answers'];
}

/**
 * Renders a page as the browser's first render will (`AppRoot`), with every lazily loaded part
 * in (React's prerender waits for them), and collects the CSS of what it rendered. A query with
 * no answer in the cache renders its loading state, as it will in the browser until it is asked.
 */
export async function renderPageToHtml({
  router,
  queryClient,
  user,
  answers,
}: RenderPageOptions): Promise<RenderedPage> {
  await router.load();
  // The day the page's dates are worded for, handed to the browser with it (see `useToday`).
  const day = localIsoDay(new Date());
  const errors: unknown[] = [];
  const sheet = new ServerStyleSheet();
  try {
    const { prelude } = await prerender(
      sheet.collectStyles(
        <RenderedDayProvider value={day}>
          <AppRoot router={router} queryClient={queryClient} initialUser={user} />
        </RenderedDayProvider>,
      ),
      // Every part inline, in order: a large part would otherwise be sent after the rest and put
      // in place by an inline script, which the pages' policy forbids.
      {
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError(error) {
          // A part that failed here is rendered by the browser instead; a page never does so
          // by design, so the failure is the server's to report.
          errors.push(error);
        },
      },
    );
    const html = await new Response(prelude).text();
    if (errors.length > 0) {
      throw new AggregateError(errors, `Rendering ${router.latestLocation.href} failed`);
    }
    return {
      html,
      styles: sheet.getStyleTags(),
      state: serializeServerState({ user, answers, day }),
    };
  } finally {
    sheet.seal();
  }
}

/** A page's app as its server entry builds it: its router and, for an app that fetches, its data client. */
export interface ServerApp {
  router: AnyRouter;
  queryClient?: QueryClient;
}

/**
 * An app's server entry: builds the app for the request (`createApp`, with the server's router
 * options), fills its query cache with the request's answers — a query's key is its path — and
 * renders it.
 */
export type { PageRequest, RenderedPage, ServerRouterOptions };

export function renderPage(
  request: PageRequest,
  createApp: (options: ServerRouterOptions) => ServerApp,
): Promise<RenderedPage> {
  const { router, queryClient } = createApp({
    history: createMemoryHistory({ initialEntries: [request.url] }),
    isServer: true,
    scrollRestoration: false,
  });
  // An app without a data client renders no answers, and hands none over.
  const answers = queryClient ? request.answers : {};
  if (queryClient) seedAnswers(queryClient, answers);
  return renderPageToHtml({ router, queryClient, user: request.user, answers });
}
