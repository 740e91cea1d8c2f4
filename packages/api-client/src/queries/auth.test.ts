import { AUTH_API } from '@q/schemas/api/auth';
import { describe, expect, it, vi } from 'vitest';
import { endpointQuery } from '../endpoint';
import { createQueryClient } from '../query-client';
import { errorResponse, jsonResponse, stubFetch } from '../testing/fetch-stub';
import { meQuery } from './auth';

const ada = { id: 1, email: 'ada@example.com', name: 'Ada', role: 'manager', preferences: {} };

describe('the demo accounts query', () => {
  it('GETs /api/demo-users and validates the answer', async () => {
    const demoUser = {
      id: 2,
      name: 'Ada',
      email: 'ada@example.com',
      role: 'manager',
      dashboard: 'aitchq',
    };
    stubFetch({ 'GET /api/demo-users': () => jsonResponse([demoUser]) });
    const query = endpointQuery(AUTH_API.demoUsers);
    expect(query.queryKey).toEqual(['/api/demo-users']);
    await expect(createQueryClient().fetchQuery(query)).resolves.toEqual([demoUser]);
  });

  it('rejects an answer of the wrong shape', async () => {
    stubFetch({ 'GET /api/demo-users': () => jsonResponse([{ id: 1 }]) });
    await expect(
      createQueryClient().fetchQuery(endpointQuery(AUTH_API.demoUsers)),
    ).rejects.toThrow();
  });
});

describe('meQuery', () => {
  it('yields the session user', async () => {
    stubFetch({ 'GET /api/auth/me': () => jsonResponse({ user: ada }) });
    const query = meQuery();
    expect(query.queryKey).toEqual(['/api/auth/me']);
    await expect(createQueryClient().fetchQuery(query)).resolves.toEqual(ada);
  });

  it('yields null without a session and does not sign the client out', async () => {
    stubFetch({ 'GET /api/auth/me': () => errorResponse(401, 'Unauthorized') });
    const onUnauthorized = vi.fn();
    await expect(createQueryClient({ onUnauthorized }).fetchQuery(meQuery())).resolves.toBeNull();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
