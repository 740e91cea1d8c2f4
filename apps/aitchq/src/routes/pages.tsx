import { Spinner } from '@q/ui';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { DashboardPage } from './dashboard-page';
import { prefetchFirstScreen } from './prefetch-dashboard';
import { rootRoute } from './root';

const dashboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/dashboard',
  // Not awaited: the page renders at once, with its first screen's data already on its way.
  loader: ({ context }) => prefetchFirstScreen(context.queryClient),
  component: DashboardPage,
});

const settingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/settings',
  component: lazyRouteComponent(() => import('./settings-route'), 'SettingsRoute'),
  pendingComponent: () => <Spinner label="Loading" />,
});

export const routeTree = rootRoute.addChildren([dashboardRoute, settingsRoute]);
