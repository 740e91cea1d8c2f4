import { createSuiteRouter } from '@q/ui/app';
import { routeTree } from './routes/pages';

/** The app's router. */
export const createAppRouter = () => createSuiteRouter(routeTree);

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
