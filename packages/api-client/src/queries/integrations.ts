import { INTEGRATIONS_API } from '@q/schemas/api/integrations';
import { MANAGER_API } from '@q/schemas/api/manager';
import type { SystemIntegration, SystemIntegrationUpdate } from '@q/schemas/integrations';
import type { QueryClient } from '@tanstack/react-query';
import { endpointQuery, endpointRequest } from '../endpoint';

/**
 * The System Settings calls (SPEC §7): create, update and test the signed-in user's integrations;
 * the list is `endpointQuery(INTEGRATIONS_API.listIntegrations)`.
 */

/** What the form sends to create a record (SPEC §7: the whole draft; the server ignores userId). */
export interface IntegrationDraftBody {
  systemType: SystemIntegration['systemType'];
  systemName: SystemIntegration['systemName'];
  userId: string | number | null;
  isEnabled: boolean;
  syncFrequency: SystemIntegration['syncFrequency'];
  apiEndpoint: string;
  apiKey: string;
  webhookUrl: string | null;
  configData: Record<string, unknown> | null;
}

/** A save or a test changes what the list and the live Workday source answer. */
async function refreshAfterChange(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({
      queryKey: endpointQuery(INTEGRATIONS_API.listIntegrations).queryKey,
    }),
    queryClient.invalidateQueries({ queryKey: endpointQuery(MANAGER_API.workdayGoals).queryKey }),
    queryClient.invalidateQueries({ queryKey: endpointQuery(MANAGER_API.workdayOkrs).queryKey }),
  ]);
}

/** POST /api/system-integrations: creates the record of a type that has none. */
export function createIntegrationMutation(queryClient: QueryClient) {
  return {
    mutationKey: [INTEGRATIONS_API.listIntegrations.path, 'create'] as const,
    mutationFn: (body: IntegrationDraftBody) =>
      endpointRequest(INTEGRATIONS_API.createIntegration, { body }),
    onSuccess: () => refreshAfterChange(queryClient),
  };
}

/** PATCH /api/system-integrations/:id: an absent or masked key keeps the stored one. */
export function updateIntegrationMutation(queryClient: QueryClient) {
  return {
    mutationKey: [INTEGRATIONS_API.listIntegrations.path, 'update'] as const,
    mutationFn: ({ id, body }: { id: SystemIntegration['id']; body: SystemIntegrationUpdate }) =>
      endpointRequest(INTEGRATIONS_API.updateIntegration, { params: { id }, body }),
    onSuccess: () => refreshAfterChange(queryClient),
  };
}

/**
 * POST /api/system-integrations/:id/test: calls the stored endpoint with the stored key. The
 * answer says whether it worked; a successful test refreshes the list (SPEC §4). A failed one
 * refreshes it too, since the record's status changed to Error.
 */
export function testIntegrationMutation(queryClient: QueryClient) {
  return {
    mutationKey: [INTEGRATIONS_API.listIntegrations.path, 'test'] as const,
    mutationFn: (id: SystemIntegration['id']) =>
      endpointRequest(INTEGRATIONS_API.testIntegration, { params: { id } }),
    onSuccess: () => refreshAfterChange(queryClient),
  };
}

/**
 * DELETE /api/system-integrations/:id: disconnects the integration; the record and its stored key
 * are destroyed. Refreshes the list and the live Workday sources, which stop using it.
 */
export function deleteIntegrationMutation(queryClient: QueryClient) {
  return {
    mutationKey: [INTEGRATIONS_API.listIntegrations.path, 'delete'] as const,
    mutationFn: (id: SystemIntegration['id']) =>
      endpointRequest(INTEGRATIONS_API.deleteIntegration, { params: { id } }),
    onSuccess: () => refreshAfterChange(queryClient),
  };
}
