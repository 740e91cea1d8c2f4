import { ErrorBoundary } from '@q/ui';
import { createRootRoute, Outlet, useLocation } from '@tanstack/react-router';
import { PageFrame } from '../lib/page-frame';

export const rootRoute = createRootRoute({
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
