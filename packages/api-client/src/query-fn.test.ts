import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from './http';
import { getQueryFn, queryKeyToPath } from './query-fn';
import { errorResponse, jsonResponse, stubFetch } from './testing/fetch-stub';

describe('queryKeyToPath', () => {
  it.each([
    [['/api/employees'], '/api/employees'],
    [['/api/x', 1], '/api/x/1'],
    [['/api/management-insights', 7, 'dismiss'], '/api/management-insights/7/dismiss'],
    [['/api/search', 'a/b c'], '/api/search/a%2Fb%20c'],
    [['/api/employees', { page: 2 }], '/api/employees'],
  ])('%j → %s', (queryKey, path) => {
    expect(queryKeyToPath(queryKey)).toBe(path);
  });
});

describe('getQueryFn', () => {
  const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

  it('GETs the path of the key with cookies', async () => {
    const fetchMock = stubFetch({ 'GET /api/x/1': () => jsonResponse({ id: 1 }) });
    const data = await newClient().fetchQuery({
      queryKey: ['/api/x', 1],
      queryFn: getQueryFn({ on401: 'throw' }),
    });
    expect(data).toEqual({ id: 1 });
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'GET', credentials: 'include' });
  });

  it("yields null on a 401 with on401: 'returnNull'", async () => {
    stubFetch({ 'GET /api/auth/me': () => errorResponse(401, 'Unauthorized') });
    await expect(
      newClient().fetchQuery({
        queryKey: ['/api/auth/me'],
        queryFn: getQueryFn({ on401: 'returnNull' }),
      }),
    ).resolves.toBeNull();
  });

  it("throws on a 401 with on401: 'throw'", async () => {
    stubFetch({ 'GET /api/auth/me': () => errorResponse(401, 'Unauthorized') });
    await expect(
      newClient().fetchQuery({
        queryKey: ['/api/auth/me'],
        queryFn: getQueryFn({ on401: 'throw' }),
      }),
    ).rejects.toThrow(new ApiError(401, 'Unauthorized'));
  });

  it("still throws other errors with on401: 'returnNull'", async () => {
    stubFetch({ 'GET /api/auth/me': () => errorResponse(500, '', 'Internal Server Error') });
    await expect(
      newClient().fetchQuery({
        queryKey: ['/api/auth/me'],
        queryFn: getQueryFn({ on401: 'returnNull' }),
      }),
    ).rejects.toThrow('500: Internal Server Error');
  });
});
