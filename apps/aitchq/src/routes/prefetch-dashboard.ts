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

/*
 * The dashboard asks for its data in two waves, into the cache its widgets read. Calls already
 * answered in this visit are not repeated (the data never goes stale).
 */

/**
 * The first screen's one server call (the ticker; Key Deliverables is fixed data), started by
 * the route before the page renders.
 */
export function prefetchFirstScreen(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(newsTickerQuery());
}

/**
 * Every call of the sections below, started once the first screen has been committed: they
 * travel while those sections render, and on a connection that carries six requests at a time
 * they do not queue ahead of what the first screen needs.
 */
export function prefetchLaterSections(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(employeesQuery());
  void queryClient.prefetchQuery(managementInsightsQuery());
  void prefetchLiveOrStored(queryClient, workdayGoalsQuery(), smartGoalsQuery());
  void prefetchLiveOrStored(queryClient, workdayOkrsQuery(), okrsQuery());
  void queryClient.prefetchQuery(hrisInsightsQuery());
  void queryClient.prefetchQuery(headcountMetricsQuery());
  void queryClient.prefetchQuery(atsInsightsQuery());
  void queryClient.prefetchQuery(capacityModelQuery());
  void queryClient.prefetchQuery(systemsStatusQuery());
  void queryClient.prefetchQuery(budgetTrackerQuery());
}
