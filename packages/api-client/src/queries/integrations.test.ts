import { INTEGRATIONS_API } from '@q/schemas/api/integrations';
import { TEST_SYNC_RUN, TEST_WORKDAY_RECORD } from '@q/schemas/testing/integrations';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpointQuery } from '../endpoint';
import { ApiError } from '../http';
import { createQueryClient } from '../query-client';
import { errorResponse, jsonResponse, stubFetch } from '../testing/fetch-stub';
import {
  createIntegrationMutation,
  deleteIntegrationMutation,
  isConnectionsRefusal,
  organisationQuery,
  refreshAfterSync,
  startSyncMutation,
  syncRunsQuery,
  testIntegrationMutation,
  updateIntegrationMutation,
} from './integrations';

afterEach(() => vi.unstubAllGlobals());

const record = { ...TEST_WORKDAY_RECORD, id: 3, userId: 1, syncFrequency: 'daily' };

describe('integration calls', () => {
  it('lists the records and validates the answer', async () => {
    stubFetch({ 'GET /api/system-integrations': () => jsonResponse([record]) });
    await expect(
      createQueryClient().fetchQuery(endpointQuery(INTEGRATIONS_API.listIntegrations)),
    ).resolves.toEqual([record]);
    stubFetch({ 'GET /api/system-integrations': () => jsonResponse([{ ...record, id: 'x' }]) });
    await expect(
      createQueryClient().fetchQuery(endpointQuery(INTEGRATIONS_API.listIntegrations)),
    ).rejects.toThrow();
  });

  /** The list, and every dashboard read a sync feeds: a record turned off or removed takes its data off. */
  const AFTER_CHANGE = [
    ['/api/system-integrations'],
    ['/api/data-sources'],
    ['/api/employees'],
    ['/api/hris-insights'],
    ['/api/headcount-metrics'],
    ['/api/ats-insights'],
    ['/api/workday/goals'],
    ['/api/workday/okrs'],
  ];

  it('creates with a JSON body and refreshes the list and every synced dashboard read', async () => {
    const fetchMock = stubFetch({
      'POST /api/system-integrations': () => jsonResponse(record, 201),
    });
    const client = createQueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const mutation = createIntegrationMutation(client);
    const body = {
      systemType: 'hris',
      systemName: 'workday',
      userId: 'current-user',
      isEnabled: false,
      syncFrequency: 'daily',
      apiEndpoint: 'https://wd.example.com/api',
      apiKey: 'sk_1234',
      webhookUrl: null,
      configData: null,
    } as const;
    await expect(mutation.mutationFn(body)).resolves.toEqual(record);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual(body);
    await mutation.onSuccess();
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual(AFTER_CHANGE);
  });

  it('updates by id and turns an error answer into "<status>: <body>"', async () => {
    stubFetch({
      'PATCH /api/system-integrations/3': () =>
        errorResponse(
          400,
          '{"statusCode":400,"error":"Bad Request","message":"body/apiEndpoint: x"}',
        ),
    });
    const mutation = updateIntegrationMutation(createQueryClient());
    await expect(mutation.mutationFn({ id: 3, body: { isEnabled: false } })).rejects.toThrow(
      /^400: \{"statusCode":400/,
    );
  });

  it('tests by id without a body and validates the outcome', async () => {
    const fetchMock = stubFetch({
      'POST /api/system-integrations/3/test': () =>
        jsonResponse({
          ok: false,
          status: 'error',
          message: 'The endpoint rejected the API key (HTTP 401)',
          reason: 'rejected-key',
          httpStatus: 401,
          durationMs: 12,
          integration: { ...record, syncStatus: 'error' },
        }),
    });
    const mutation = testIntegrationMutation(createQueryClient());
    await expect(mutation.mutationFn(3)).resolves.toMatchObject({ ok: false, httpStatus: 401 });
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBeUndefined();
  });

  it('deletes by id and refreshes the list and every synced dashboard read', async () => {
    const fetchMock = stubFetch({
      'DELETE /api/system-integrations/3': () => jsonResponse({ id: 3, deleted: true }),
    });
    const client = createQueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const mutation = deleteIntegrationMutation(client);
    await expect(mutation.mutationFn(3)).resolves.toEqual({ id: 3, deleted: true });
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({
      method: 'DELETE',
      credentials: 'include',
    });
    await mutation.onSuccess();
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual(AFTER_CHANGE);
  });

  it('starts a sync by id without a body, and refreshes the list', async () => {
    const runId = '0b5c9a2e-8f6d-4f7a-9a51-3c2d1e0f9a87';
    const fetchMock = stubFetch({
      'POST /api/system-integrations/3/sync': () => jsonResponse({ runId }, 202),
    });
    const client = createQueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const mutation = startSyncMutation(client);
    await expect(mutation.mutationFn(3)).resolves.toEqual({ runId });
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'POST', body: undefined });
    await mutation.onSuccess();
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      ['/api/system-integrations'],
    ]);
  });

  it('turns a 409 while a run goes on into an error with its status', async () => {
    stubFetch({
      'POST /api/system-integrations/3/sync': () =>
        errorResponse(409, '{"statusCode":409,"message":"A sync run is already under way"}'),
    });
    await expect(startSyncMutation(createQueryClient()).mutationFn(3)).rejects.toMatchObject({
      status: 409,
    });
  });

  it("reads an integration's runs under the list's key, validated", async () => {
    stubFetch({
      'GET /api/system-integrations/3/sync-runs': () => jsonResponse([TEST_SYNC_RUN]),
    });
    const client = createQueryClient();
    expect(syncRunsQuery(3).queryKey).toEqual(['/api/system-integrations', 3, 'sync-runs']);
    await expect(client.fetchQuery(syncRunsQuery(3))).resolves.toEqual([TEST_SYNC_RUN]);
    stubFetch({
      'GET /api/system-integrations/3/sync-runs': () =>
        jsonResponse([{ ...TEST_SYNC_RUN, status: 'done' }]),
    });
    await expect(createQueryClient().fetchQuery(syncRunsQuery(3))).rejects.toThrow();
  });

  it('refreshes the runs and the synced dashboard reads once a run has finished', async () => {
    const client = createQueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    await refreshAfterSync(client, 3);
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      ['/api/system-integrations', 3, 'sync-runs'],
      ['/api/data-sources'],
      ['/api/employees'],
      ['/api/hris-insights'],
      ['/api/headcount-metrics'],
      ['/api/ats-insights'],
      ['/api/workday/goals'],
      ['/api/workday/okrs'],
    ]);
  });

  it('reads the organisation and whether the user may change its connections, validated', async () => {
    const access = { name: 'Acme', canManageConnections: false, canManageAccess: false };
    stubFetch({ 'GET /api/organisation': () => jsonResponse(access) });
    expect(organisationQuery().queryKey).toEqual(['/api/organisation']);
    await expect(createQueryClient().fetchQuery(organisationQuery())).resolves.toEqual(access);
    stubFetch({ 'GET /api/organisation': () => jsonResponse({ name: 'Acme' }) });
    await expect(createQueryClient().fetchQuery(organisationQuery())).rejects.toThrow();
  });

  const REFUSAL =
    '{"statusCode":403,"error":"Forbidden","message":"Only an admin can change the company\'s connections; ask one of them"}';

  it('asks again who may change connections, and the list, when a write is refused (403)', async () => {
    const writes = [
      createIntegrationMutation,
      updateIntegrationMutation,
      testIntegrationMutation,
      deleteIntegrationMutation,
      startSyncMutation,
    ];
    for (const write of writes) {
      const client = createQueryClient();
      const invalidate = vi.spyOn(client, 'invalidateQueries');
      const refused = new ApiError(403, REFUSAL);
      expect(isConnectionsRefusal(refused)).toBe(true);
      await write(client).onError(refused);
      expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
        ['/api/organisation'],
        ['/api/system-integrations'],
      ]);
    }
  });

  it('leaves the cache alone after any other failure', async () => {
    stubFetch({
      'POST /api/system-integrations/3/sync': () =>
        errorResponse(409, '{"statusCode":409,"message":"A sync run is already under way"}'),
    });
    const client = createQueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const mutation = startSyncMutation(client);
    const error = await mutation.mutationFn(3).then(
      () => new Error('the sync started'),
      (caught: unknown) => caught as Error,
    );
    expect(error).toMatchObject({ status: 409 });
    expect(isConnectionsRefusal(error)).toBe(false);
    await mutation.onError(error);
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('turns a 403 answer into an error that says it is a refusal', async () => {
    stubFetch({ 'DELETE /api/system-integrations/3': () => errorResponse(403, REFUSAL) });
    const error = await deleteIntegrationMutation(createQueryClient())
      .mutationFn(3)
      .catch((caught: unknown) => caught);
    expect(isConnectionsRefusal(error)).toBe(true);
    expect(String(error)).toContain('Only an admin can change');
  });
});
