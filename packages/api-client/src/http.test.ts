import { ZUser } from '@q/schemas/auth';
import { describe, expect, it } from 'vitest';
import { ApiError, apiRequest, isUnauthorizedError, throwIfResNotOk } from './http';
import { errorResponse, jsonResponse, stubFetch } from './testing/fetch-stub';

const user = { id: 1, email: 'ada@example.com', name: 'Ada', role: 'manager', preferences: {} };

describe('ApiError', () => {
  it('says "<status>: <body text>"', () => {
    const error = new ApiError(404, '{"message":"User not found"}', 'Not Found');
    expect(error.message).toBe('404: {"message":"User not found"}');
    expect(error.status).toBe(404);
    expect(error.body).toBe('{"message":"User not found"}');
    expect(error).toBeInstanceOf(Error);
  });

  it('falls back to the status text when the body is empty', () => {
    expect(new ApiError(500, '', 'Internal Server Error').message).toBe(
      '500: Internal Server Error',
    );
  });

  it('tells a 401 apart from other errors', () => {
    expect(isUnauthorizedError(new ApiError(401, ''))).toBe(true);
    expect(isUnauthorizedError(new ApiError(403, ''))).toBe(false);
    expect(isUnauthorizedError(new Error('401: nope'))).toBe(false);
  });
});

describe('throwIfResNotOk', () => {
  it('passes an ok answer', async () => {
    await expect(throwIfResNotOk(jsonResponse({}))).resolves.toBeUndefined();
  });

  it('throws the body text of a non-ok answer', async () => {
    await expect(throwIfResNotOk(errorResponse(400, 'bad email', 'Bad Request'))).rejects.toThrow(
      new ApiError(400, 'bad email'),
    );
  });

  it('throws the status text when the body is empty', async () => {
    const error = await throwIfResNotOk(errorResponse(503, '', 'Service Unavailable')).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('503: Service Unavailable');
    expect((error as ApiError).status).toBe(503);
  });
});

describe('apiRequest', () => {
  it('sends cookies and no JSON header without a body', async () => {
    const fetchMock = stubFetch({ 'GET /api/employees': () => jsonResponse([]) });
    await apiRequest('GET', '/api/employees');
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.credentials).toBe('include');
    expect(init?.headers).toBeUndefined();
    expect(init?.body).toBeUndefined();
  });

  it('sends a body as JSON with a JSON content type', async () => {
    const fetchMock = stubFetch({ 'POST /api/auth/login': () => jsonResponse({ user }) });
    await apiRequest('POST', '/api/auth/login', { email: 'ada@example.com' });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.credentials).toBe('include');
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(init?.body).toBe('{"email":"ada@example.com"}');
  });

  it('passes the abort signal on', async () => {
    const fetchMock = stubFetch({ 'GET /api/x': () => jsonResponse(1) });
    const controller = new AbortController();
    await apiRequest('GET', '/api/x', undefined, { signal: controller.signal });
    expect(fetchMock.mock.calls[0]?.[1]?.signal).toBe(controller.signal);
  });

  it('returns the parsed JSON, validated by the schema when given', async () => {
    stubFetch({ 'GET /api/auth/me': () => jsonResponse({ ...user, extra: 'dropped' }) });
    await expect(apiRequest('GET', '/api/auth/me', undefined, { schema: ZUser })).resolves.toEqual(
      user,
    );
  });

  it('rejects an answer that does not match the schema', async () => {
    stubFetch({ 'GET /api/auth/me': () => jsonResponse({ id: 'one' }) });
    await expect(apiRequest('GET', '/api/auth/me', undefined, { schema: ZUser })).rejects.toThrow();
  });

  it('returns undefined for a 204 or an empty body', async () => {
    stubFetch({
      'DELETE /api/x/1': () => new Response(null, { status: 204 }),
      'POST /api/x/1/ping': () => new Response('', { status: 200 }),
    });
    await expect(apiRequest('DELETE', '/api/x/1')).resolves.toBeUndefined();
    await expect(apiRequest('POST', '/api/x/1/ping')).resolves.toBeUndefined();
  });

  it('throws an ApiError for a non-ok answer', async () => {
    stubFetch({ 'GET /api/x': () => errorResponse(404, 'Not here', 'Not Found') });
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('404: Not here');
  });
});
