import { useAuth } from '@q/api-client';
import { ErrorBoundary } from '@q/ui';
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { LandingPage, NotFoundPage } from '../features/site/site-pages';

export interface RouterContext {
  queryClient: QueryClient;
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
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
function UnknownPath() {
  const { isAuthenticated } = useAuth();
  return isAuthenticated ? <NotFoundPage /> : <LandingPage />;
}
