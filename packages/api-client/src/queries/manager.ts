import { MANAGER_API } from '@q/schemas/api/manager';
import type { ManagementInsight } from '@q/schemas/manager';
import type { QueryClient } from '@tanstack/react-query';
import { endpointQuery, endpointRequest } from '../endpoint';

type InsightAction = 'dismiss' | 'complete';

const INSIGHT_ACTIONS = {
  dismiss: MANAGER_API.dismissInsight,
  complete: MANAGER_API.completeInsight,
} as const;

/**
 * Mutation options for dismissing or completing a management insight (needs a session). Either
 * one refreshes the insights list by its query key, whatever the outcome.
 */
export function insightActionMutation(queryClient: QueryClient, action: InsightAction) {
  return {
    mutationKey: [MANAGER_API.managementInsights.path, action] as const,
    mutationFn: (id: ManagementInsight['id']) =>
      endpointRequest(INSIGHT_ACTIONS[action], { params: { id } }),
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: endpointQuery(MANAGER_API.managementInsights).queryKey,
      }),
  };
}
