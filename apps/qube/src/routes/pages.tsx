import { createRoute } from '@tanstack/react-router';
import { ExecutivePage } from '../features/overview/executive-page';
import { rootRoute } from './root';

const PAGES = [
  { path: '/qube', title: 'Executive Command Center' },
  { path: '/qube/okrs', title: 'OKRs' },
  { path: '/qube/people', title: 'People' },
  { path: '/qube/finance', title: 'Finance' },
  { path: '/qube/signals', title: 'AI Signals' },
] as const;

export const routeTree = rootRoute.addChildren(
  PAGES.map(({ path, title }) =>
    createRoute({
      getParentRoute: () => rootRoute,
      path,
      component: () => <ExecutivePage title={title} />,
    }),
  ),
);
