import type { SystemIntegration, SystemIntegrationUpdate } from '@q/schemas/integrations';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../http';
import { getQueryFn } from '../query-fn';
import { workdayGoalsQuery, workdayOkrsQuery } from './manager';

/**
 * The System Settings calls (SPEC §7): list, create, update and test the signed-in user's
 * integrations. The schemas load on first use, so zod stays out of a page's first chunk.
 */
const loadIntegrationSchemas = () => import('@q/schemas/integrations');

/** GET /api/system-integrations: the user's records; keys appear only as a masked hint. */
export function systemIntegrationsQuery() {
  return queryOptions({
    queryKey: ['/api/system-integrations'] as const,
    queryFn: async (context) => {
      // The request and the schemas' chunk load side by side.
      const [{ ZSystemIntegrationsResponse }, data] = await Promise.all([
        loadIntegrationSchemas(),
        getQueryFn({ on401: 'throw' })(context),
      ]);
      return ZSystemIntegrationsResponse.parse(data);
    },
  });
}

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
    queryClient.invalidateQueries({ queryKey: systemIntegrationsQuery().queryKey }),
    queryClient.invalidateQueries({ queryKey: workdayGoalsQuery().queryKey }),
    queryClient.invalidateQueries({ queryKey: workdayOkrsQuery().queryKey }),
  ]);
}

/** POST /api/system-integrations: creates the record of a type that has none. */
export function createIntegrationMutation(queryClient: QueryClient) {
  return {
    mutationKey: ['/api/system-integrations', 'create'] as const,
    mutationFn: async (body: IntegrationDraftBody) => {
      const { ZSystemIntegration } = await loadIntegrationSchemas();
      return apiRequest('POST', '/api/system-integrations', body, { schema: ZSystemIntegration });
    },
    onSuccess: () => refreshAfterChange(queryClient),
  };
}

/** PATCH /api/system-integrations/:id: an absent or masked key keeps the stored one. */
export function updateIntegrationMutation(queryClient: QueryClient) {
  return {
    mutationKey: ['/api/system-integrations', 'update'] as const,
    mutationFn: async ({
      id,
      body,
    }: {
      id: SystemIntegration['id'];
      body: SystemIntegrationUpdate;
    }) => {
      const { ZSystemIntegration } = await loadIntegrationSchemas();
      return apiRequest('PATCH', `/api/system-integrations/${id}`, body, {
        schema: ZSystemIntegration,
      });
    },
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
    mutationKey: ['/api/system-integrations', 'test'] as const,
    mutationFn: async (id: SystemIntegration['id']) => {
      const { ZConnectionTestResponse } = await loadIntegrationSchemas();
      return apiRequest('POST', `/api/system-integrations/${id}/test`, undefined, {
        schema: ZConnectionTestResponse,
      });
    },
    onSuccess: () => refreshAfterChange(queryClient),
  };
}
