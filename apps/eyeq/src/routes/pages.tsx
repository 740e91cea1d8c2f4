import { createRoute } from '@tanstack/react-router';
import { DashboardPage } from './dashboard-page';
import { rootRoute } from './root';

/** Both paths show the same dashboard (docs/behaviour.md §2). */
export const routeTree = rootRoute.addChildren(
  ['/eyeq', '/eyeq-dashboard'].map((path) =>
    createRoute({ getParentRoute: () => rootRoute, path, component: DashboardPage }),
  ),
);
