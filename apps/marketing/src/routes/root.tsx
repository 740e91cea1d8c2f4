import { useAuth } from '@q/api-client';
import { ErrorBoundary, Spinner } from '@q/ui';
import { createRootRoute, Outlet } from '@tanstack/react-router';
import { Suspense } from 'react';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { SiteFrame } from '../lib/site-frame';
import { LandingRoute } from './landing';

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
  return (
    <SiteFrame>
      {isAuthenticated ? (
        <NotFoundPage />
      ) : (
        <Suspense fallback={<Spinner label="Loading" />}>
          <LandingRoute />
        </Suspense>
      )}
    </SiteFrame>
  );
}
