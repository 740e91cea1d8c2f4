import { ErrorBoundary, PageFrame } from '@q/ui';
import { createRootRoute, Link, Outlet, useLocation } from '@tanstack/react-router';

export const rootRoute = createRootRoute({
  component: RootLayout,
});

/** The frame of the eyeQ pages: the brand (a link home) and the dashboard switcher. */
function RootLayout() {
  // A page that failed gets a fresh chance on the next page.
  const { pathname } = useLocation();
  return (
    <PageFrame
      brand="eyeQ"
      brandLabel="eyeQ home"
      dashboard="eyeq"
      renderCurrent={(props) => <Link to="/eyeq-dashboard" {...props} />}
    >
      <ErrorBoundary resetKeys={[pathname]}>
        <Outlet />
      </ErrorBoundary>
    </PageFrame>
  );
}
