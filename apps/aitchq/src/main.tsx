import { createAppQueryClient, mountApp } from '@q/ui/app';
import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routes/pages';

const queryClient = createAppQueryClient();
const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

mountApp({ router, queryClient });
