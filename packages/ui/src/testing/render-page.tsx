import { CURRENT_USER_STORAGE_KEY, createQueryClient } from '@q/api-client';
import type { User } from '@q/schemas/auth';
import type { QueryClient } from '@tanstack/react-query';
import {
  type AnyRoute,
  type AnyRouter,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { type RenderResult, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AppProviders } from '../app';

export interface RenderPageOptions {
  /** The URL the page is shown at (default '/'). */
  path?: string;
  /** The signed-in user, as the auth context would read it from storage; none by default. */
  user?: User;
  queryClient?: QueryClient;
}

export interface RenderPageResult extends RenderResult {
  queryClient: QueryClient;
  router: AnyRouter;
}

/**
 * Renders a page or widget inside the apps' own providers (theme, toasts, the query client with
 * the documented defaults, the auth context) under a router in memory whose every path shows `ui`.
 * Resolves once the router has loaded; find elements with `findBy…` queries, as the auth state
 * is read in an effect.
 */
export async function renderPage(
  ui: ReactElement,
  options: RenderPageOptions = {},
): Promise<RenderPageResult> {
  const rootRoute = createRootRoute();
  const pageRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '$',
    component: () => ui,
  });
  const indexRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    component: () => ui,
  });
  return renderRoutes(rootRoute.addChildren([indexRoute, pageRoute]), options);
}

/**
 * Renders an app's own route tree at `path`, inside the apps' providers as `renderPage` does, and
 * resolves with its router once it has loaded: the test of an app's pages and links.
 */
export async function renderRoutes(
  routeTree: AnyRoute,
  { path = '/', user, queryClient = createQueryClient() }: RenderPageOptions = {},
): Promise<RenderPageResult> {
  if (user) localStorage.setItem(CURRENT_USER_STORAGE_KEY, JSON.stringify(user));
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const result = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  await router.load();
  return { ...result, queryClient, router };
}

/** A fetch stub answering JSON by path; any other request fails the test. */
export function jsonFetch(routes: Record<string, unknown | ((init?: RequestInit) => Response)>) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const answer = routes[key] ?? routes[url.pathname];
    if (answer === undefined) throw new Error(`Unexpected request: ${key}`);
    if (typeof answer === 'function') return (answer as (init?: RequestInit) => Response)(init);
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
}
