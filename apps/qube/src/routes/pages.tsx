import { QUBE_PAGES, type QubePage } from '@q/schemas/apps';
import { Spinner } from '@q/ui';
import {
  type AnyRoute,
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

/** One route per page of the manifest (`QUBE_PAGES`), each page a lazily loaded chunk. */
const PAGE_ROUTES = {
  overview: createRoute({
    getParentRoute: () => rootRoute,
    path: QUBE_PAGES.overview.path,
    component: lazyRouteComponent(() => import('./overview-page'), 'OverviewPage'),
    pendingComponent: PagePending,
  }),
  okrs: createRoute({
    getParentRoute: () => rootRoute,
    path: QUBE_PAGES.okrs.path,
    component: lazyRouteComponent(() => import('./okrs-page'), 'OkrsPage'),
    pendingComponent: PagePending,
  }),
  people: createRoute({
    getParentRoute: () => rootRoute,
    path: QUBE_PAGES.people.path,
    component: lazyRouteComponent(() => import('./people-page'), 'PeoplePage'),
    pendingComponent: PagePending,
  }),
  finance: createRoute({
    getParentRoute: () => rootRoute,
    path: QUBE_PAGES.finance.path,
    component: lazyRouteComponent(() => import('./finance-page'), 'FinancePage'),
    pendingComponent: PagePending,
  }),
  /** The filters live in the URL: a filtered view can be shared and survives a reload. */
  signals: createRoute({
    getParentRoute: () => rootRoute,
    path: QUBE_PAGES.signals.path,
    // Links may name any of the filters or none; whatever the URL holds is checked at run time.
    validateSearch: (search: Partial<SignalFilters> & SearchSchemaInput) =>
      parseSignalsSearch(search),
    search: { middlewares: [stripSearchParams(SIGNAL_FILTER_DEFAULTS)] },
    component: lazyRouteComponent(() => import('./signals-page'), 'SignalsPage'),
    pendingComponent: PagePending,
  }),
};

// The compiler holds the routes to the manifest: a page without its route fails here.
export const routeTree = rootRoute.addChildren(PAGE_ROUTES satisfies Record<QubePage, AnyRoute>);
