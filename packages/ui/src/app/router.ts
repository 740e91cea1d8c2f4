import { type AnyRoute, createRouter, type RouterHistory } from '@tanstack/react-router';

/** The router options of a render on the server: the request's URL, and no browser behaviour. */
export interface ServerRouterOptions {
  history: RouterHistory;
  isServer: true;
  scrollRestoration: false;
}

/**
 * An app's router, as every app of the suite has it: links preload on intent, scroll positions
 * are restored; in the browser, or (with the server's options) for a render on the server.
 */
export function createSuiteRouter<TRouteTree extends AnyRoute, TContext extends object>(
  routeTree: TRouteTree,
  { context, server }: { context?: TContext; server?: ServerRouterOptions } = {},
) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    scrollRestoration: true,
    ...server,
  });
}
