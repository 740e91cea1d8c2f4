import { Spinner } from '@q/ui';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { DashboardPage, loadLaterSections } from './dashboard-page';
import { prefetchDashboard } from './prefetch-dashboard';
import { rootRoute } from './root';

const dashboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/dashboard',
  // Not awaited: the page renders at once, its widgets' data and second chunk already on their way.
  loader: ({ context }) => {
    void prefetchDashboard(context.queryClient);
    void loadLaterSections();
  },
  component: DashboardPage,
});

const settingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/settings',
  component: lazyRouteComponent(() => import('./settings-route'), 'SettingsRoute'),
  pendingComponent: () => <Spinner label="Loading" />,
});

export const routeTree = rootRoute.addChildren([dashboardRoute, settingsRoute]);
