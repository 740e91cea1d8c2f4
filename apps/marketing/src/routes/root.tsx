import { useAuth } from '@q/api-client';
import { ErrorBoundary } from '@q/ui';
import { createRootRoute, Outlet } from '@tanstack/react-router';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { SiteFrame } from '../lib/site-frame';
import { LandingRoute } from './landing-route';

export const rootRoute = createRootRoute({
  component: RootLayout,
  notFoundComponent: UnknownPath,
});

function RootLayout() {
  return (
    <ErrorBoundary>
      <Outlet />
    </ErrorBoundary>
  );
}

/** Any other path: the landing page for visitors, the 404 page for signed-in users. */
export function UnknownPath() {
  const { isAuthenticated } = useAuth();
  return <SiteFrame>{isAuthenticated ? <NotFoundPage /> : <LandingRoute />}</SiteFrame>;
}
