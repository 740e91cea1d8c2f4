import { endpointQuery, type ReadEndpoint } from '@q/api-client';
import type { Endpoint } from '@q/schemas/api/endpoint';
import { FINANCE_API } from '@q/schemas/api/finance';
import { MANAGER_API } from '@q/schemas/api/manager';
import type { QueryClient } from '@tanstack/react-query';
import { prefetchLiveOrStored } from '../lib/use-live-or-stored';

const DASHBOARD = '/dashboard';

/**
 * The dashboard's calls: the declarations of the manager's calls, and the finance call of the
 * Budget vs Actual Tracker, that name the page.
 */
const TABLE: Readonly<Record<string, Endpoint>> = { ...MANAGER_API, ...FINANCE_API };
const PAGE_CALLS = Object.entries(TABLE).filter(([, call]) => call.pages?.includes(DASHBOARD));
/** Calls asked only when the live source before them answers nothing (`fallback`). */
const FALLBACKS = new Set(PAGE_CALLS.flatMap(([, call]) => call.fallback ?? []));

type ListQuery = Parameters<typeof prefetchLiveOrStored<unknown, unknown>>[1];

/**
 * Every call of the dashboard's widgets (each declaration with `pages: ['/dashboard']`), started
 * by the route before the page renders, into the cache the widgets read; a live source and its
 * stored copy as one (the copy only when the source answers nothing). Calls already answered are
 * not repeated (the data never goes stale): on a page the server rendered, the cache starts with
 * the answers it rendered with, and nothing is asked. Resolves once every call has settled
 * (answered or failed; a failure is the widget's to show).
 */
export function prefetchDashboard(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    PAGE_CALLS.filter(([name]) => !FALLBACKS.has(name)).map(([, call]) => {
      const query = endpointQuery(call as ReadEndpoint);
      const stored = call.fallback === undefined ? undefined : TABLE[call.fallback];
      if (!stored) return queryClient.prefetchQuery(query);
      return prefetchLiveOrStored(
        queryClient,
        query as ListQuery,
        endpointQuery(stored as ReadEndpoint) as ListQuery,
      );
    }),
  ).then(() => undefined);
}
