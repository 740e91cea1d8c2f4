import type { ServerRouterOptions } from '@q/ui/app/server';
import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routes/pages';

/** The app's router, in the browser or (with the server's options) for a render on the server. */
export function createAppRouter(queryClient: QueryClient, server?: ServerRouterOptions) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    scrollRestoration: true,
    ...server,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
