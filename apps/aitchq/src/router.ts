import { createSuiteRouter } from '@q/ui/app';
import type { ServerRouterOptions } from '@q/ui/app/server';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from './routes/pages';

/** The app's router, in the browser or (with the server's options) for a render on the server. */
export const createAppRouter = (queryClient: QueryClient, server?: ServerRouterOptions) =>
  createSuiteRouter(routeTree, { context: { queryClient }, server });

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
