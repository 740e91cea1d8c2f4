import { Spinner } from '@q/ui';
import { isTakingOverServerPage } from '@q/ui/app';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadLaterSections } from './load-later-sections';
import { prefetchDashboard } from './prefetch-dashboard';
import { rootRoute } from './root';

const dashboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/dashboard',
  // Not awaited: the page renders once its code is in, its widgets' data and second chunk
  // already on their way. Taking over a page the server rendered, its widgets start from the
  // answers it rendered with; one it had no answer for asks once the page is taken over (an
  // answer arriving before that would not match the server's markup).
  loader: ({ context }) => {
    if (!isTakingOverServerPage(context.queryClient)) void prefetchDashboard(context.queryClient);
    void loadLaterSections();
  },
  // A chunk of its own, as every page: /settings does not carry the dashboard's code.
  component: lazyRouteComponent(() => import('./dashboard-page'), 'DashboardPage'),
  pendingComponent: () => <Spinner label="Loading" />,
});

const settingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/settings',
  component: lazyRouteComponent(() => import('./settings-route'), 'SettingsRoute'),
  pendingComponent: () => <Spinner label="Loading" />,
});

export const routeTree = rootRoute.addChildren([dashboardRoute, settingsRoute]);
