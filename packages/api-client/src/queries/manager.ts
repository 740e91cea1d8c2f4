import { MANAGER_API } from '@q/schemas/api/manager';
import type { DismissReason, ManagementInsight } from '@q/schemas/manager';
import type { QueryClient } from '@tanstack/react-query';
import { endpointQuery, endpointRequest } from '../endpoint';

type InsightAction = 'dismiss' | 'complete';
type InsightId = ManagementInsight['id'];

/** What a dismiss takes: the insight's id, or the id with the reason the person gave. */
export type DismissInsightVariables = InsightId | { id: InsightId; reason?: DismissReason };

/** What each action's mutation takes: a dismiss may carry a reason, a completion never does. */
export type InsightActionVariables<A extends InsightAction> = A extends 'dismiss'
  ? DismissInsightVariables
  : InsightId;

/** What a snooze takes: the insight, and the day it comes back ('YYYY-MM-DD'). */
export interface SnoozeInsightVariables {
  id: InsightId;
  until: string;
}

/** The insight a mutation's variables are about (a dismiss's may be an id or an object). */
export function insightIdOf(
  variables: DismissInsightVariables | SnoozeInsightVariables,
): InsightId {
  return typeof variables === 'number' ? variables : variables.id;
}

/** Refreshes the insights list by its query key, whatever the outcome of a write. */
function refreshInsights(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    queryKey: endpointQuery(MANAGER_API.managementInsights).queryKey,
  });
}

/**
 * Mutation options for dismissing or completing a management insight (needs a session). Either
 * one refreshes the insights list by its query key, whatever the outcome. A dismiss takes the id
 * alone (no body is sent) or `{ id, reason }` (the body `{ reason }`; none without a reason).
 */
export function insightActionMutation<const A extends InsightAction>(
  queryClient: QueryClient,
  action: A,
) {
  return {
    mutationKey: [MANAGER_API.managementInsights.path, action] as const,
    mutationFn: (variables: InsightActionVariables<A>) => {
      const params = { id: insightIdOf(variables) };
      if (action === 'complete') return endpointRequest(MANAGER_API.completeInsight, { params });
      const reason = typeof variables === 'number' ? undefined : variables.reason;
      return endpointRequest(MANAGER_API.dismissInsight, {
        params,
        body: reason === undefined ? undefined : { reason },
      });
    },
    onSettled: () => refreshInsights(queryClient),
  };
}

/**
 * Mutation options for snoozing a computed insight until a day (needs a session): POSTs
 * `{ until }` and refreshes the insights list by its query key, whatever the outcome. The server
 * answers 400 for a day outside tomorrow to a year ahead, 404 for a sample insight and 409 when
 * the insight is settled already.
 */
export function snoozeInsightMutation(queryClient: QueryClient) {
  return {
    mutationKey: [MANAGER_API.managementInsights.path, 'snooze'] as const,
    mutationFn: ({ id, until }: SnoozeInsightVariables) =>
      endpointRequest(MANAGER_API.snoozeInsight, { params: { id }, body: { until } }),
    onSettled: () => refreshInsights(queryClient),
  };
}
