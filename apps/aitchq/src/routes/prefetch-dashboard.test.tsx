import { createQueryClient } from '@q/api-client';
import { pagePreloads } from '@q/schemas/apps';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIVE_GOAL } from '../features/goals/goal-fixtures';
import { failure, stubServer } from '../lib/test-server';
import { prefetchFirstScreen, prefetchLaterSections } from './prefetch-dashboard';

afterEach(() => vi.unstubAllGlobals());

/** The later sections' calls that leave at once, each answered with an empty list or no figures. */
const FIRST_WAVE = {
  '/api/employees': [],
  '/api/management-insights': [],
  '/api/hris-insights': [],
  '/api/headcount-metrics': null,
  '/api/ats-insights': null,
  '/api/capacity-model': null,
  '/api/systems-status': { tools: [] },
  '/api/budget-tracker': [],
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

describe('prefetchFirstScreen', () => {
  it("asks only for the first screen's data: the ticker", async () => {
    const fetchMock = stubServer({ '/api/news-ticker': [] });
    const queryClient = createQueryClient();
    prefetchFirstScreen(queryClient);
    await settle(queryClient, fetchMock, 1);
    expect(requestedPaths(fetchMock)).toEqual(['/api/news-ticker']);
    // The server names the same call in the page's answer, so it is on its way even sooner.
    expect(pagePreloads('/dashboard')).toEqual(requestedPaths(fetchMock));
    expect(queryClient.getQueryData(['/api/news-ticker'])).toEqual([]);
  });
});

describe('prefetchLaterSections', () => {
  it('asks for every later widget call, each in a task of its own, and the stored copies when Workday answers nothing', async () => {
    const fetchMock = stubServer({
      ...FIRST_WAVE,
      '/api/workday/goals': [],
      '/api/workday/okrs': failure(503),
      '/api/smart-goals': [],
      '/api/okrs': [],
    });
    const queryClient = createQueryClient();
    prefetchLaterSections(queryClient);
    // Nothing leaves in the caller's task; every call has left once the tasks that follow ran.
    expect(fetchMock).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(requestedPaths(fetchMock)).toEqual(
      expect.arrayContaining([
        ...Object.keys(FIRST_WAVE),
        '/api/workday/goals',
        '/api/workday/okrs',
      ]),
    );
    await settle(queryClient, fetchMock, 12);
    expect(requestedPaths(fetchMock)).toEqual(
      expect.arrayContaining(['/api/smart-goals', '/api/okrs']),
    );
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
    prefetchLaterSections(queryClient);
    await settle(queryClient, fetchMock, 11);
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
    prefetchLaterSections(queryClient);
    await settle(queryClient, fetchMock, 12);
    prefetchLaterSections(queryClient);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).toHaveBeenCalledTimes(12);
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
    await prefetchLaterSections(queryClient);
    expect(fetchMock).toHaveBeenCalledTimes(12);
    expect(queryClient.isFetching()).toBe(0);
    expect(queryClient.getQueryState(['/api/employees'])?.status).toBe('error');
    expect(queryClient.getQueryData(['/api/budget-tracker'])).toEqual([]);
  });
});
