import type { ServerRouterOptions } from '@q/ui/app/server';
import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routes/pages';

/** The app's router, in the browser or (with the server's options) for a render on the server. */
export function createAppRouter(server?: ServerRouterOptions) {
  return createRouter({
    routeTree,
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
