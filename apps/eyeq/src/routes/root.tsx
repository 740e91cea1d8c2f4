import { ErrorBoundary } from '@q/ui';
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, useLocation } from '@tanstack/react-router';
import { PageFrame } from '../lib/page-frame';

export interface RouterContext {
  queryClient: QueryClient;
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
});

function RootLayout() {
  // A page that failed gets a fresh chance on the next page.
  const { pathname } = useLocation();
  return (
    <PageFrame>
      <ErrorBoundary resetKeys={[pathname]}>
        <Outlet />
      </ErrorBoundary>
    </PageFrame>
  );
}
