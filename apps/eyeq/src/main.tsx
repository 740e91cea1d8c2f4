import { mountApp } from '@q/ui/app';
import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routes/pages';

const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

// Fixed pages: no data client up front (see AppProviders).
mountApp({ router });
