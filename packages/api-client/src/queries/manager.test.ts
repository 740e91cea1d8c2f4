import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../query-client';
import { errorResponse, jsonResponse, stubFetch } from '../testing/fetch-stub';
import {
  atsInsightsQuery,
  budgetTrackerQuery,
  capacityModelQuery,
  employeesQuery,
  headcountMetricsQuery,
  hrisInsightsQuery,
  insightActionMutation,
  managementInsightsQuery,
  NEWS_TICKER_REFETCH_MS,
  newsTickerQuery,
  okrsQuery,
  smartGoalsQuery,
  systemsStatusQuery,
  workdayGoalsQuery,
  workdayOkrsQuery,
} from './manager';

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
  [employeesQuery, [{ id: 1, name: 'Ada', position: 'Director', managerId: null, avatar: null }]],
  [hrisInsightsQuery, [{ id: 1, title: 'PTO', description: '', type: 'pto', priority: 'low' }]],
  [headcountMetricsQuery, { hired: 3, open: 2, planned: 6, teamCapacity: '87.5' }],
  [headcountMetricsQuery, null],
  [atsInsightsQuery, { avgTimeToFill: 30, avgTimeToHire: 25, openPositions: [] }],
  [atsInsightsQuery, null],
  [systemsStatusQuery, { tools: [] }],
  [workdayGoalsQuery, []],
  [workdayOkrsQuery, []],
  [smartGoalsQuery, []],
  [okrsQuery, [{ id: 1, title: 'Ship', type: 'company', progress: '40' }]],
  [capacityModelQuery, null],
  [managementInsightsQuery, [insight]],
  [budgetTrackerQuery, []],
  [newsTickerQuery, []],
] as const;

describe('manager query factories', () => {
  it.each(VALID_ANSWERS)('%o GETs its key path and validates the answer', async (factory, body) => {
    const query = factory();
    const path = query.queryKey[0];
    stubFetch({ [`GET ${path}`]: () => jsonResponse(body) });
    await expect(createQueryClient().fetchQuery(query as never)).resolves.toEqual(body);
  });

  it('rejects an answer of the wrong shape', async () => {
    stubFetch({ 'GET /api/headcount-metrics': () => jsonResponse({ hired: 'three' }) });
    await expect(createQueryClient().fetchQuery(headcountMetricsQuery())).rejects.toThrow();
  });

  it.each([
    ['Workday goals', workdayGoalsQuery],
    ['Workday OKRs', workdayOkrsQuery],
    ['insights list', managementInsightsQuery],
  ] as const)(
    'asks the %s once: no retry, not even when a widget mounts over the failure',
    async (_name, factory) => {
      const query = factory() as ReturnType<typeof workdayGoalsQuery>;
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
    expect(newsTickerQuery().refetchInterval).toBe(300_000);
    expect(employeesQuery()).not.toHaveProperty('refetchInterval');
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
