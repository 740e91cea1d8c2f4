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
 * Every call of the sections below, started once the first screen has been shown: they travel
 * while those sections' code loads, and on a connection that carries six requests at a time they
 * do not queue ahead of what the first screen needs. Each call starts in a task of its own:
 * starting a request costs the main thread a few milliseconds, and a dozen in one task would
 * block input for as long as a long task does. Resolves once every call has settled (answered or
 * failed; a failure is the widget's to show).
 */
export function prefetchLaterSections(queryClient: QueryClient): Promise<void> {
  const calls: (() => Promise<unknown>)[] = [
    () => queryClient.prefetchQuery(employeesQuery()),
    () => queryClient.prefetchQuery(managementInsightsQuery()),
    () => prefetchLiveOrStored(queryClient, workdayGoalsQuery(), smartGoalsQuery()),
    () => prefetchLiveOrStored(queryClient, workdayOkrsQuery(), okrsQuery()),
    () => queryClient.prefetchQuery(hrisInsightsQuery()),
    () => queryClient.prefetchQuery(headcountMetricsQuery()),
    () => queryClient.prefetchQuery(atsInsightsQuery()),
    () => queryClient.prefetchQuery(capacityModelQuery()),
    () => queryClient.prefetchQuery(systemsStatusQuery()),
    () => queryClient.prefetchQuery(budgetTrackerQuery()),
  ];
  const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
  const settled = calls.map((call) =>
    nextTask()
      .then(call)
      .catch(() => undefined),
  );
  return Promise.all(settled).then(() => undefined);
}
