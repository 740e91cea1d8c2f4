import { createQueryClient } from '@q/api-client';
import { pagePreloads } from '@q/schemas/api';
import { SAMPLE_PROVENANCE } from '@q/schemas/sync';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIVE_GOAL } from '../features/goals/goal-fixtures';
import { dataSourcesAnswer } from '../lib/provenance-fixtures';
import { failure, stubServer } from '../lib/test-server';
import { prefetchDashboard } from './prefetch-dashboard';

afterEach(() => vi.unstubAllGlobals());

/** The calls that leave at once, each answered with an empty list or no figures. */
const FIRST_WAVE = {
  '/api/news-ticker': [],
  '/api/employees': [],
  '/api/management-insights': [],
  '/api/hris-insights': [],
  '/api/headcount-metrics': null,
  '/api/ats-insights': null,
  '/api/capacity-model': null,
  '/api/systems-status': { tools: [] },
  '/api/budget-tracker': [],
  '/api/finance/department-budget': {
    provenance: SAMPLE_PROVENANCE,
    department: null,
    currency: null,
    period: null,
    lines: null,
  },
  '/api/data-sources': dataSourcesAnswer(),
};

const requestedPaths = (fetchMock: ReturnType<typeof stubServer>) =>
  fetchMock.mock.calls.map(([input]) => String(input));

/** Waits until `calls` requests have left and every answer is in the cache. */
async function settle(
  queryClient: ReturnType<typeof createQueryClient>,
  fetchMock: ReturnType<typeof stubServer>,
  calls: number,
) {
  await vi.waitFor(() => {
    expect(fetchMock).toHaveBeenCalledTimes(calls);
    expect(queryClient.isFetching()).toBe(0);
  });
}

describe('prefetchDashboard', () => {
  it('asks for every widget call, and the stored copies when Workday answers nothing', async () => {
    const fetchMock = stubServer({
      ...FIRST_WAVE,
      '/api/workday/goals': [],
      '/api/workday/okrs': failure(503),
      '/api/smart-goals': [],
      '/api/okrs': [],
    });
    const queryClient = createQueryClient();
    prefetchDashboard(queryClient);
    expect(requestedPaths(fetchMock)).toEqual(
      expect.arrayContaining([
        ...Object.keys(FIRST_WAVE),
        '/api/workday/goals',
        '/api/workday/okrs',
      ]),
    );
    await settle(queryClient, fetchMock, 15);
    expect(requestedPaths(fetchMock)).toEqual(
      expect.arrayContaining(['/api/smart-goals', '/api/okrs']),
    );
    // The server renders the page with the same calls' answers.
    expect(new Set(pagePreloads('/dashboard'))).toEqual(new Set(requestedPaths(fetchMock)));
    expect(queryClient.getQueryData(['/api/smart-goals'])).toEqual([]);
    expect(queryClient.getQueryState(['/api/workday/okrs'])?.status).toBe('error');
  });

  it('leaves the stored copy alone when Workday answers goals', async () => {
    const fetchMock = stubServer({
      ...FIRST_WAVE,
      '/api/workday/goals': [LIVE_GOAL],
      '/api/workday/okrs': [],
      '/api/okrs': [],
    });
    const queryClient = createQueryClient();
    prefetchDashboard(queryClient);
    await settle(queryClient, fetchMock, 14);
    expect(requestedPaths(fetchMock)).not.toContain('/api/smart-goals');
    expect(queryClient.getQueryData(['/api/workday/goals'])).toHaveLength(1);
  });

  it('asks nothing again that this visit already has', async () => {
    const fetchMock = stubServer({
      ...FIRST_WAVE,
      '/api/workday/goals': [],
      '/api/workday/okrs': [],
      '/api/smart-goals': [],
      '/api/okrs': [],
    });
    const queryClient = createQueryClient();
    prefetchDashboard(queryClient);
    await settle(queryClient, fetchMock, 15);
    prefetchDashboard(queryClient);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).toHaveBeenCalledTimes(15);
  });

  it('resolves once every call has settled, failures included', async () => {
    const fetchMock = stubServer({
      ...FIRST_WAVE,
      '/api/employees': failure(500),
      '/api/workday/goals': [],
      '/api/workday/okrs': [],
      '/api/smart-goals': [],
      '/api/okrs': failure(503),
    });
    const queryClient = createQueryClient();
    await prefetchDashboard(queryClient);
    expect(fetchMock).toHaveBeenCalledTimes(15);
    expect(queryClient.isFetching()).toBe(0);
    expect(queryClient.getQueryState(['/api/employees'])?.status).toBe('error');
    expect(queryClient.getQueryData(['/api/budget-tracker'])).toEqual([]);
  });
});
