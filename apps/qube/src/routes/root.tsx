import { QUBE_PAGES } from '@q/schemas/apps';
import { ErrorBoundary, PageFrame } from '@q/ui';
import { createRootRoute, Link, Outlet, useLocation } from '@tanstack/react-router';

export const rootRoute = createRootRoute({
  component: RootLayout,
});

/** The frame of every Qube page: brand, the executive sections, the dashboard switcher. */
function RootLayout() {
  // A page that failed gets a fresh chance on the next page.
  const { pathname } = useLocation();
  return (
    <PageFrame
      brand="Qube"
      dashboard="qube"
      renderCurrent={(props) => <Link to="/qube" {...props} />}
      sections={{
        label: 'Executive sections',
        items: Object.values(QUBE_PAGES),
        renderLink: (section) => (
          <Link to={section.path} activeOptions={{ exact: true, includeSearch: false }}>
            {section.label}
          </Link>
        ),
      }}
    >
      <ErrorBoundary resetKeys={[pathname]}>
        <Outlet />
      </ErrorBoundary>
    </PageFrame>
  );
}
