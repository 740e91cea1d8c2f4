import { createSuiteRouter } from '@q/ui/app';
import type { ServerRouterOptions } from '@q/ui/app/server';
import { routeTree } from './routes/pages';

/** The app's router, in the browser or (with the server's options) for a render on the server. */
export const createAppRouter = (server?: ServerRouterOptions) =>
  createSuiteRouter(routeTree, { server });

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
