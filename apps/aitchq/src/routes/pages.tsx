import { useAuth } from '@q/api-client';
import { Spinner } from '@q/ui';
import { createRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import { SettingsPage } from '../features/settings/settings-page';
import { DashboardPage } from './dashboard-page';
import { rootRoute } from './root';

const dashboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/dashboard',
  component: DashboardPage,
});

/** /settings exists only for signed-in users; visitors are sent to the landing page. */
function SettingsRoute() {
  const { isAuthenticated } = useAuth();
  useEffect(() => {
    if (!isAuthenticated) window.location.replace('/');
  }, [isAuthenticated]);
  return isAuthenticated ? <SettingsPage /> : <Spinner label="Loading" />;
}

const settingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/settings',
  component: SettingsRoute,
});

export const routeTree = rootRoute.addChildren([dashboardRoute, settingsRoute]);
