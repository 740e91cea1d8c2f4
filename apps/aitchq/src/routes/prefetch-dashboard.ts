import {
  atsInsightsQuery,
  budgetTrackerQuery,
  capacityModelQuery,
  employeesQuery,
  headcountMetricsQuery,
  hrisInsightsQuery,
  managementInsightsQuery,
  newsTickerQuery,
  okrsQuery,
  smartGoalsQuery,
  systemsStatusQuery,
  workdayGoalsQuery,
  workdayOkrsQuery,
} from '@q/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { prefetchLiveOrStored } from '../lib/use-live-or-stored';

/**
 * Every call of the dashboard's widgets, started by the route before the page renders, into the
 * cache the widgets read. Calls already answered are not repeated (the data never goes stale): on
 * a page the server rendered, the cache starts with the answers it rendered with, and nothing is
 * asked. Resolves once every call has settled (answered or failed; a failure is the widget's to
 * show).
 */
export function prefetchDashboard(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.prefetchQuery(newsTickerQuery()),
    queryClient.prefetchQuery(employeesQuery()),
    queryClient.prefetchQuery(managementInsightsQuery()),
    prefetchLiveOrStored(queryClient, workdayGoalsQuery(), smartGoalsQuery()),
    prefetchLiveOrStored(queryClient, workdayOkrsQuery(), okrsQuery()),
    queryClient.prefetchQuery(hrisInsightsQuery()),
    queryClient.prefetchQuery(headcountMetricsQuery()),
    queryClient.prefetchQuery(atsInsightsQuery()),
    queryClient.prefetchQuery(capacityModelQuery()),
    queryClient.prefetchQuery(systemsStatusQuery()),
    queryClient.prefetchQuery(budgetTrackerQuery()),
  ]).then(() => undefined);
}
