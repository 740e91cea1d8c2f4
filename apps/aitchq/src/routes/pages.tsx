import { useAuth } from '@q/api-client';
import { Spinner } from '@q/ui';
import { createRoute } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { DashboardPage } from './dashboard-page';
import { rootRoute } from './root';

const dashboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/dashboard',
  component: DashboardPage,
});

/** The settings screen loads on demand, keeping its code out of the dashboard's first chunk. */
const SettingsPage = lazy(() =>
  import('../features/settings/settings-page').then((module) => ({ default: module.SettingsPage })),
);

/** /settings exists only for signed-in users; visitors are sent to the landing page. */
function SettingsRoute() {
  const { isAuthenticated } = useAuth();
  useEffect(() => {
    if (!isAuthenticated) window.location.replace('/');
  }, [isAuthenticated]);
  if (!isAuthenticated) return <Spinner label="Loading" />;
  return (
    <Suspense fallback={<Spinner label="Loading" />}>
      <SettingsPage />
    </Suspense>
  );
}

const settingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/settings',
  component: SettingsRoute,
});

export const routeTree = rootRoute.addChildren([dashboardRoute, settingsRoute]);
