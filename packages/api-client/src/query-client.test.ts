import { focusManager, MutationObserver, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest } from './http';
import { createQueryClient } from './query-client';
import { RETURN_NULL_ON_401 } from './query-fn';
import { errorResponse, jsonResponse, stubFetch } from './testing/fetch-stub';

describe('createQueryClient defaults', () => {
  it('never goes stale, never refetches on focus or by interval, never retries', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      staleTime: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      retry: false,
    });
    expect(mutations).toMatchObject({ retry: false });
  });

  it('GETs the path of the key when a query has no queryFn', async () => {
    const fetchMock = stubFetch({ 'GET /api/employees': () => jsonResponse([{ id: 1 }]) });
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['/api/employees'] })).resolves.toEqual([{ id: 1 }]);
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include' });
  });

  it('serves cached data without fetching again, also on window focus', async () => {
    const fetchMock = stubFetch({ 'GET /api/employees': () => jsonResponse([]) });
    const client = createQueryClient();
    await client.fetchQuery({ queryKey: ['/api/employees'] });
    await client.fetchQuery({ queryKey: ['/api/employees'] });
    const observer = new QueryObserver(client, { queryKey: ['/api/employees'] });
    const unsubscribe = observer.subscribe(() => {});
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    unsubscribe();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not retry a failed query', async () => {
    const fetchMock = stubFetch({ 'GET /api/x': () => errorResponse(500, 'boom') });
    await expect(createQueryClient().fetchQuery({ queryKey: ['/api/x'] })).rejects.toThrow(
      '500: boom',
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('createQueryClient onUnauthorized', () => {
  it('is called on a 401 from a query', async () => {
    stubFetch({ 'GET /api/employees': () => errorResponse(401, 'Unauthorized') });
    const onUnauthorized = vi.fn();
    const client = createQueryClient({ onUnauthorized });
    await expect(client.fetchQuery({ queryKey: ['/api/employees'] })).rejects.toThrow(ApiError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('is not called for other errors', async () => {
    stubFetch({ 'GET /api/employees': () => errorResponse(403, 'Forbidden') });
    const onUnauthorized = vi.fn();
    const client = createQueryClient({ onUnauthorized });
    await expect(client.fetchQuery({ queryKey: ['/api/employees'] })).rejects.toThrow('403');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('is not called for a query that returns null on a 401', async () => {
    stubFetch({ 'GET /api/auth/me': () => errorResponse(401, 'Unauthorized') });
    const onUnauthorized = vi.fn();
    const client = createQueryClient({ onUnauthorized });
    await expect(
      client.fetchQuery({ queryKey: ['/api/auth/me'], meta: RETURN_NULL_ON_401 }),
    ).resolves.toBeNull();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('is called on a 401 from a mutation', async () => {
    stubFetch({ 'POST /api/x': () => errorResponse(401, 'Unauthorized') });
    const onUnauthorized = vi.fn();
    const client = createQueryClient({ onUnauthorized });
    const mutation = new MutationObserver(client, {
      mutationFn: () => apiRequest('POST', '/api/x', {}),
    });
    await expect(mutation.mutate()).rejects.toThrow('401: Unauthorized');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
