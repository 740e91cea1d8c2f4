import { createRootRoute, Outlet, useLocation } from '@tanstack/react-router';
import { ErrorBoundary } from '../error-boundary';
import { PageFrame, type PageFrameProps, type PageFrameSection } from '../page-frame';

type Frame<TSection extends PageFrameSection> = Omit<PageFrameProps<TSection>, 'children'>;

function FramedPage<TSection extends PageFrameSection>({ frame }: { frame: Frame<TSection> }) {
  // A page that failed gets a fresh chance on the next page.
  const { pathname } = useLocation();
  return (
    <PageFrame {...frame}>
      <ErrorBoundary resetKeys={[pathname]}>
        <Outlet />
      </ErrorBoundary>
    </PageFrame>
  );
}

/**
 * The root route of a dashboard whose pages all sit in the kit's `PageFrame`: the frame, and the
 * page inside an error boundary, so that a page which fails leaves the frame standing.
 */
export function createPageFrameRoute<TSection extends PageFrameSection>(frame: Frame<TSection>) {
  return createRootRoute({ component: () => <FramedPage frame={frame} /> });
}
