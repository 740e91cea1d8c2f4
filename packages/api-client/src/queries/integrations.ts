import { INTEGRATIONS_API } from '@q/schemas/api/integrations';
import { MANAGER_API } from '@q/schemas/api/manager';
import type { SystemIntegration, SystemIntegrationUpdate } from '@q/schemas/integrations';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { endpointQuery, endpointRequest } from '../endpoint';
import { ApiError } from '../http';

/**
 * The System Settings calls (docs/behaviour.md §7): the organisation's integrations, which an
 * admin creates, updates, tests, syncs and deletes; the list is
 * `endpointQuery(INTEGRATIONS_API.listIntegrations)`, who may change them `organisationQuery()`.
 */

/**
 * GET /api/organisation: the signed-in user's organisation (its name) and whether they may change
 * its connections (`canManageConnections`, an admin). Named by the page (`pages: ['/settings']`):
 * a page the server renders starts with its answer.
 */
export function organisationQuery() {
  return endpointQuery(INTEGRATIONS_API.organisation);
}

/**
 * Whether a write was refused because the signed-in user may not change the organisation's
 * connections (403): they were an admin when the page read it and no longer are.
 */
export function isConnectionsRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 403;
}

/**
 * After a write failed: on a 403, who may change connections is asked again (and the list, which
 * an admin reads with key hints and settings, others without), so the page turns read-only.
 */
async function refreshAfterRefusal(queryClient: QueryClient, error: unknown) {
  if (!isConnectionsRefusal(error)) return;
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: organisationQuery().queryKey }),
    queryClient.invalidateQueries({
      queryKey: endpointQuery(INTEGRATIONS_API.listIntegrations).queryKey,
    }),
  ]);
}

/**
 * What the form sends to create a record (docs/behaviour.md §7: the whole draft; the server ignores
 * userId).
 */
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

/** The dashboard's reads a finished sync can change: the synced feeds and where they come from. */
const SYNCED_READS = [
  MANAGER_API.dataSources,
  MANAGER_API.employees,
  MANAGER_API.hrisInsights,
  MANAGER_API.headcountMetrics,
  MANAGER_API.atsInsights,
  MANAGER_API.workdayGoals,
  MANAGER_API.workdayOkrs,
] as const;

/**
 * After a record changed (created, saved, enabled or disabled, tested, deleted): the list, and
 * every dashboard read fed by a sync, since an integration turned off, replaced or removed takes
 * its data off the dashboard and one turned on brings it back.
 */
async function refreshAfterChange(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({
      queryKey: endpointQuery(INTEGRATIONS_API.listIntegrations).queryKey,
    }),
    ...SYNCED_READS.map((read) =>
      queryClient.invalidateQueries({ queryKey: endpointQuery(read).queryKey }),
    ),
  ]);
}

/** POST /api/system-integrations: creates the record of a type that has none. */
export function createIntegrationMutation(queryClient: QueryClient) {
  return {
    mutationKey: [INTEGRATIONS_API.listIntegrations.path, 'create'] as const,
    mutationFn: (body: IntegrationDraftBody) =>
      endpointRequest(INTEGRATIONS_API.createIntegration, { body }),
    onSuccess: () => refreshAfterChange(queryClient),
    onError: (error: Error) => refreshAfterRefusal(queryClient, error),
  };
}

/** PATCH /api/system-integrations/:id: an absent or masked key keeps the stored one. */
export function updateIntegrationMutation(queryClient: QueryClient) {
  return {
    mutationKey: [INTEGRATIONS_API.listIntegrations.path, 'update'] as const,
    mutationFn: ({ id, body }: { id: SystemIntegration['id']; body: SystemIntegrationUpdate }) =>
      endpointRequest(INTEGRATIONS_API.updateIntegration, { params: { id }, body }),
    onSuccess: () => refreshAfterChange(queryClient),
    onError: (error: Error) => refreshAfterRefusal(queryClient, error),
  };
}

/**
 * POST /api/system-integrations/:id/test: calls the stored endpoint with the stored key. The
 * answer says whether it worked; a successful test refreshes the list (docs/behaviour.md §4). A
 * failed one refreshes it too, since the record's status changed to Error.
 */
export function testIntegrationMutation(queryClient: QueryClient) {
  return {
    mutationKey: [INTEGRATIONS_API.listIntegrations.path, 'test'] as const,
    mutationFn: (id: SystemIntegration['id']) =>
      endpointRequest(INTEGRATIONS_API.testIntegration, { params: { id } }),
    onSuccess: () => refreshAfterChange(queryClient),
    onError: (error: Error) => refreshAfterRefusal(queryClient, error),
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
    onError: (error: Error) => refreshAfterRefusal(queryClient, error),
  };
}

/**
 * GET /api/system-integrations/:id/sync-runs: the integration's last 20 sync runs, newest first.
 * Keyed under the list's path (`['/api/system-integrations', id, 'sync-runs']`, the call's own
 * path), so whatever refreshes the list refreshes the runs too.
 */
export function syncRunsQuery(id: SystemIntegration['id']) {
  return queryOptions({
    queryKey: [INTEGRATIONS_API.listIntegrations.path, id, 'sync-runs'] as const,
    queryFn: ({ signal }) => endpointRequest(INTEGRATIONS_API.syncRuns, { params: { id }, signal }),
  });
}

/**
 * POST /api/system-integrations/:id/sync: starts a run in the background (202, its id); 409 while
 * one waits or runs. Refreshes the list, whose record now shows the run.
 */
export function startSyncMutation(queryClient: QueryClient) {
  return {
    mutationKey: [INTEGRATIONS_API.listIntegrations.path, 'sync'] as const,
    mutationFn: (id: SystemIntegration['id']) =>
      endpointRequest(INTEGRATIONS_API.startSync, { params: { id } }),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: endpointQuery(INTEGRATIONS_API.listIntegrations).queryKey,
      }),
    onError: (error: Error) => refreshAfterRefusal(queryClient, error),
  };
}

/**
 * After a run has finished: its integration's history and the dashboard's synced reads are asked
 * again (those not on screen when next shown).
 */
export async function refreshAfterSync(
  queryClient: QueryClient,
  id: SystemIntegration['id'],
): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: syncRunsQuery(id).queryKey }),
    ...SYNCED_READS.map((read) =>
      queryClient.invalidateQueries({ queryKey: endpointQuery(read).queryKey }),
    ),
  ]);
}
