import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../http';
import { createQueryClient } from '../query-client';
import { errorResponse, jsonResponse, stubFetch } from '../testing/fetch-stub';
import { endMemberSessionsMutation, membersQuery } from './members';

afterEach(() => vi.unstubAllGlobals());

const SARAH = {
  id: 2,
  name: 'Sarah Chen',
  email: 'sarah@acme.example',
  role: 'manager',
  signsInWith: 'identity-provider',
  lastSignInAt: '2026-11-27T09:15:00.000Z',
  activeSessions: 2,
};

const REFUSAL = '{"statusCode":403,"error":"Forbidden","message":"Only an admin can see this"}';

describe('member calls', () => {
  it('lists the members and validates the answer', async () => {
    stubFetch({ 'GET /api/organisation/members': () => jsonResponse({ members: [SARAH] }) });
    await expect(createQueryClient().fetchQuery(membersQuery())).resolves.toEqual({
      members: [SARAH],
    });
    expect(membersQuery().queryKey).toEqual(['/api/organisation/members']);

    stubFetch({
      'GET /api/organisation/members': () =>
        jsonResponse({ members: [{ ...SARAH, signsInWith: 'password' }] }),
    });
    await expect(createQueryClient().fetchQuery(membersQuery())).rejects.toThrow();
  });

  it('ends a member’s sessions by id, then asks for the list again', async () => {
    const fetchMock = stubFetch({
      'POST /api/organisation/members/2/end-sessions': () => jsonResponse({ ended: 2 }),
    });
    const client = createQueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const mutation = endMemberSessionsMutation(client);

    await expect(mutation.mutationFn(2)).resolves.toEqual({ ended: 2 });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/organisation/members/2/end-sessions',
      expect.objectContaining({ method: 'POST' }),
    );
    await mutation.onSuccess();
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      ['/api/organisation/members'],
    ]);
  });

  it('asks again who may manage the organisation when the call is refused (403), only then', async () => {
    stubFetch({
      'POST /api/organisation/members/2/end-sessions': () => errorResponse(403, REFUSAL),
    });
    const client = createQueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const mutation = endMemberSessionsMutation(client);

    const error = await mutation.mutationFn(2).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    await mutation.onError(error as Error);
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      ['/api/organisation'],
    ]);

    invalidate.mockClear();
    await mutation.onError(new ApiError(500, 'Internal Server Error'));
    expect(invalidate).not.toHaveBeenCalled();
  });
});
