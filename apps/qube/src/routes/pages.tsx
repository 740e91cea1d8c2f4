import { Spinner } from '@q/ui';
import {
  createRoute,
  lazyRouteComponent,
  type SearchSchemaInput,
  stripSearchParams,
} from '@tanstack/react-router';
import {
  parseSignalsSearch,
  SIGNAL_FILTER_DEFAULTS,
  type SignalFilters,
} from '../lib/signals-search';
import { rootRoute } from './root';

/**
 * Shown while a page's code loads: each page is a chunk of its own, so no page carries another's
 * code (the server names a page's chunk in it, so a first visit fetches it beside the entry).
 */
function PagePending() {
  return <Spinner label="Loading page" />;
}

const overviewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/qube',
  component: lazyRouteComponent(() => import('./overview-page'), 'OverviewPage'),
  pendingComponent: PagePending,
});

const okrsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/qube/okrs',
  component: lazyRouteComponent(() => import('./okrs-page'), 'OkrsPage'),
  pendingComponent: PagePending,
});

const peopleRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/qube/people',
  component: lazyRouteComponent(() => import('./people-page'), 'PeoplePage'),
  pendingComponent: PagePending,
});

const financeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/qube/finance',
  component: lazyRouteComponent(() => import('./finance-page'), 'FinancePage'),
  pendingComponent: PagePending,
});

/** The filters live in the URL: a filtered view can be shared and survives a reload. */
const signalsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/qube/signals',
  // Links may name any of the filters or none; whatever the URL holds is checked at run time.
  validateSearch: (search: Partial<SignalFilters> & SearchSchemaInput) =>
    parseSignalsSearch(search),
  search: { middlewares: [stripSearchParams(SIGNAL_FILTER_DEFAULTS)] },
  component: lazyRouteComponent(() => import('./signals-page'), 'SignalsPage'),
  pendingComponent: PagePending,
});

export const routeTree = rootRoute.addChildren([
  overviewRoute,
  okrsRoute,
  peopleRoute,
  financeRoute,
  signalsRoute,
]);
