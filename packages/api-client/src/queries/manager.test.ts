import { MANAGER_API, NEWS_TICKER_REFETCH_MS } from '@q/schemas/api/manager';
import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpointQuery } from '../endpoint';
import { createQueryClient } from '../query-client';
import { errorResponse, jsonResponse, stubFetch } from '../testing/fetch-stub';
import { insightActionMutation, snoozeInsightMutation } from './manager';

afterEach(() => vi.unstubAllGlobals());

const insight = {
  id: 7,
  title: 'Schedule a 1:1',
  description: 'Morale dipped',
  type: 'people',
  priority: 'high',
  status: 'active',
  source: 'hris',
  actionRequired: true,
  actionText: 'Book it',
  impact: null,
  dueDate: '2025-01-10',
  person: null,
  aiGenerated: false,
};

const VALID_ANSWERS = [
  [
    MANAGER_API.employees,
    [{ id: 1, name: 'Ada', position: 'Director', managerId: null, avatar: null }],
  ],
  [
    MANAGER_API.hrisInsights,
    [{ id: 1, title: 'PTO', description: '', type: 'pto', priority: 'low' }],
  ],
  [MANAGER_API.headcountMetrics, { hired: 3, open: 2, planned: 6, teamCapacity: '87.5' }],
  [MANAGER_API.headcountMetrics, null],
  [MANAGER_API.atsInsights, { avgTimeToFill: 30, avgTimeToHire: 25, openPositions: [] }],
  [MANAGER_API.atsInsights, null],
  [MANAGER_API.systemsStatus, { tools: [] }],
  [MANAGER_API.workdayGoals, []],
  [MANAGER_API.workdayOkrs, []],
  [MANAGER_API.smartGoals, []],
  [MANAGER_API.okrs, [{ id: 1, title: 'Ship', type: 'company', progress: '40' }]],
  [MANAGER_API.capacityModel, null],
  [MANAGER_API.managementInsights, [insight]],
  [MANAGER_API.budgetTracker, []],
  [MANAGER_API.newsTicker, []],
] as const;

describe("the manager dashboard's queries", () => {
  it.each(VALID_ANSWERS.map(([call, body]) => [call.path, call, body] as const))(
    '%s: GETs its key path and validates the answer',
    async (_path, call, body) => {
      const query = endpointQuery(call);
      const path = query.queryKey[0];
      stubFetch({ [`GET ${path}`]: () => jsonResponse(body) });
      await expect(createQueryClient().fetchQuery(query as never)).resolves.toEqual(body);
    },
  );

  it('rejects an answer of the wrong shape', async () => {
    stubFetch({ 'GET /api/headcount-metrics': () => jsonResponse({ hired: 'three' }) });
    await expect(
      createQueryClient().fetchQuery(endpointQuery(MANAGER_API.headcountMetrics)),
    ).rejects.toThrow();
  });

  it.each([
    ['Workday goals', MANAGER_API.workdayGoals],
    ['Workday OKRs', MANAGER_API.workdayOkrs],
    ['insights list', MANAGER_API.managementInsights],
  ] as const)(
    'asks the %s once: no retry, not even when a widget mounts over the failure',
    async (_name, call) => {
      const query = endpointQuery(call as typeof MANAGER_API.workdayGoals);
      const fetchMock = stubFetch({
        [`GET ${query.queryKey[0]}`]: () => errorResponse(503, 'Unavailable'),
      });
      const client = createQueryClient();
      await client.prefetchQuery(query);
      const observer = new QueryObserver(client, query);
      const unsubscribe = observer.subscribe(() => {});
      await Promise.resolve();
      unsubscribe();
      expect(observer.getCurrentResult().status).toBe('error');
      expect(fetchMock).toHaveBeenCalledTimes(1);
    },
  );

  it('refetches the news ticker every 5 minutes, and only that query', () => {
    expect(NEWS_TICKER_REFETCH_MS).toBe(300_000);
    expect(endpointQuery(MANAGER_API.newsTicker).refetchInterval).toBe(300_000);
    expect(endpointQuery(MANAGER_API.employees)).not.toHaveProperty('refetchInterval');
  });
});

describe('insightActionMutation', () => {
  it.each(['dismiss', 'complete'] as const)(
    '%s POSTs to the insight and refreshes the list by its key',
    async (action) => {
      const fetchMock = stubFetch({
        [`POST /api/management-insights/7/${action}`]: () =>
          jsonResponse({ ...insight, status: action === 'dismiss' ? 'dismissed' : 'completed' }),
      });
      const queryClient = createQueryClient();
      const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
      const options = insightActionMutation(queryClient, action);
      await queryClient.getMutationCache().build(queryClient, options).execute(7);
      expect(fetchMock).toHaveBeenCalledWith(
        `/api/management-insights/7/${action}`,
        expect.objectContaining({ method: 'POST', credentials: 'include' }),
      );
      expect(invalidate).toHaveBeenCalledWith({ queryKey: ['/api/management-insights'] });
    },
  );

  it('surfaces a 409 as an error and still refreshes the list', async () => {
    stubFetch({
      'POST /api/management-insights/7/complete': () => errorResponse(409, 'Already completed'),
    });
    const queryClient = createQueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const mutation = queryClient
      .getMutationCache()
      .build(queryClient, insightActionMutation(queryClient, 'complete'));
    await expect(mutation.execute(7)).rejects.toThrow('409: Already completed');
    expect(invalidate).toHaveBeenCalled();
  });
});

describe('the dismiss mutation with a reason', () => {
  it.each([
    ['the id alone', 7, undefined],
    ['an id without a reason', { id: 7 }, undefined],
    ['an id with a reason', { id: 7, reason: 'wrong-data' as const }, '{"reason":"wrong-data"}'],
  ] as const)('takes %s, and sends a body only with a reason', async (_name, variables, body) => {
    const fetchMock = stubFetch({
      'POST /api/management-insights/7/dismiss': () =>
        jsonResponse({ ...insight, status: 'dismissed' }),
    });
    const queryClient = createQueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const options = insightActionMutation(queryClient, 'dismiss');
    await queryClient.getMutationCache().build(queryClient, options).execute(variables);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/management-insights/7/dismiss',
      expect.objectContaining({ method: 'POST', body }),
    );
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['/api/management-insights'] });
  });
});

describe('snoozeInsightMutation', () => {
  it('POSTs the day and refreshes the list by its key', async () => {
    const fetchMock = stubFetch({
      'POST /api/management-insights/7/snooze': () => jsonResponse({ id: 7, until: '2025-01-17' }),
    });
    const queryClient = createQueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const mutation = queryClient
      .getMutationCache()
      .build(queryClient, snoozeInsightMutation(queryClient));
    await expect(mutation.execute({ id: 7, until: '2025-01-17' })).resolves.toEqual({
      id: 7,
      until: '2025-01-17',
    });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/management-insights/7/snooze',
      expect.objectContaining({
        method: 'POST',
        credentials: 'include',
        body: '{"until":"2025-01-17"}',
      }),
    );
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['/api/management-insights'] });
  });

  it('surfaces a 400 as an error and still refreshes the list', async () => {
    stubFetch({
      'POST /api/management-insights/7/snooze': () =>
        errorResponse(400, '{"message":"until must be tomorrow to a year ahead"}'),
    });
    const queryClient = createQueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const mutation = queryClient
      .getMutationCache()
      .build(queryClient, snoozeInsightMutation(queryClient));
    await expect(mutation.execute({ id: 7, until: '2024-01-01' })).rejects.toMatchObject({
      status: 400,
    });
    expect(invalidate).toHaveBeenCalled();
  });
});
