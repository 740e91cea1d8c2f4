import { InfiniteQueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../http';
import { createQueryClient } from '../query-client';
import { errorResponse, jsonResponse, stubFetch } from '../testing/fetch-stub';
import {
  AUDIT_EXPORT_MAX,
  auditEventsInfiniteQuery,
  auditEventsUrl,
  collectAuditEvents,
  myAuditEventsInfiniteQuery,
  myAuditEventsUrl,
  normaliseAuditFilters,
  verifyAuditLogMutation,
} from './audit';

afterEach(() => vi.unstubAllGlobals());

/** An event as the server sends it; `id` sets its place in the trail. */
const event = (id: number) => ({
  id,
  at: '2026-11-27T14:05:00.000Z',
  actor: { kind: 'user', userId: 1, label: 'alex@acme.example' },
  action: 'integration-changed',
  target: { type: 'integration', id: '7', label: 'Workday' },
  changes: { syncFrequency: { before: 'daily', after: 'weekly' } },
  detail: null,
  ip: '127.0.0.1',
  userAgent: 'Firefox',
  requestId: `req-${id}`,
  result: 'ok',
  status: null,
});

const REFUSAL = '{"statusCode":403,"error":"Forbidden","message":"Only an admin can see this"}';

describe('auditEventsUrl', () => {
  it('sends the filters, the page size and, after the first page, the cursor', () => {
    expect(
      auditEventsUrl(
        { person: '  sarah ', action: 'sign-in', from: '2026-11-01', to: '2026-11-27' },
        { limit: 50 },
      ),
    ).toBe('/api/audit-events?person=sarah&action=sign-in&from=2026-11-01&to=2026-11-27&limit=50');
    expect(auditEventsUrl({}, { limit: 50, before: 120 })).toBe(
      '/api/audit-events?limit=50&before=120',
    );
    expect(auditEventsUrl({ person: 'a&b=c @x' }, { limit: 1 })).toBe(
      '/api/audit-events?person=a%26b%3Dc+%40x&limit=1',
    );
  });

  it('leaves out empty filters, and keys equal filters alike', () => {
    expect(normaliseAuditFilters({ person: '   ', from: '', to: '2026-11-27' })).toEqual({
      to: '2026-11-27',
    });
    expect(auditEventsInfiniteQuery({ person: ' ' }).queryKey).toEqual(
      auditEventsInfiniteQuery({}).queryKey,
    );
    expect(auditEventsInfiniteQuery({ action: 'sign-out' }).queryKey).toEqual([
      '/api/audit-events',
      { action: 'sign-out' },
    ]);
  });

  it('asks for the signed-in person’s events a page of 20 at a time', () => {
    expect(myAuditEventsUrl({ limit: 20 })).toBe('/api/me/audit-events?limit=20');
    expect(myAuditEventsUrl({ limit: 20, before: 9 })).toBe(
      '/api/me/audit-events?limit=20&before=9',
    );
  });
});

describe('auditEventsInfiniteQuery', () => {
  it('reads the newest page, then the next from its cursor, and stops on the last', async () => {
    const fetchMock = stubFetch({
      'GET /api/audit-events?action=sign-in&limit=50': () =>
        jsonResponse({ events: [event(3), event(2)], next: 2 }),
      'GET /api/audit-events?action=sign-in&limit=50&before=2': () =>
        jsonResponse({ events: [event(1)], next: null }),
    });
    const client = createQueryClient();
    const observer = new InfiniteQueryObserver(
      client,
      auditEventsInfiniteQuery({ action: 'sign-in' }),
    );
    const first = await observer.refetch();
    expect(first.data?.pages.flatMap((page) => page.events.map(({ id }) => id))).toEqual([3, 2]);
    expect(observer.getCurrentResult().hasNextPage).toBe(true);

    const second = await observer.fetchNextPage();
    expect(second.data?.pages.flatMap((page) => page.events.map(({ id }) => id))).toEqual([
      3, 2, 1,
    ]);
    expect(second.hasNextPage).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/audit-events?action=sign-in&limit=50',
      expect.objectContaining({ method: 'GET', credentials: 'include' }),
    );
  });

  it('refuses an answer that is not the contract’s', async () => {
    stubFetch({
      'GET /api/audit-events?limit=50': () =>
        jsonResponse({ events: [{ ...event(1), action: 'deleted-everything' }], next: null }),
    });
    await expect(
      createQueryClient().fetchInfiniteQuery(auditEventsInfiniteQuery({})),
    ).rejects.toThrow();
  });

  it('reads the signed-in person’s events the same way', async () => {
    stubFetch({
      'GET /api/me/audit-events?limit=20': () => jsonResponse({ events: [event(5)], next: null }),
    });
    const data = await createQueryClient().fetchInfiniteQuery(myAuditEventsInfiniteQuery());
    expect(data.pages[0]?.events[0]?.id).toBe(5);
    expect(myAuditEventsInfiniteQuery().queryKey).toEqual(['/api/me/audit-events']);
  });
});

describe('collectAuditEvents', () => {
  it('reads every page of the filters, 200 at a time, newest first', async () => {
    const fetchMock = stubFetch({
      'GET /api/audit-events?person=sarah&limit=200': () =>
        jsonResponse({ events: [event(3), event(2)], next: 2 }),
      'GET /api/audit-events?person=sarah&limit=200&before=2': () =>
        jsonResponse({ events: [event(1)], next: null }),
    });
    const progress: number[] = [];
    const collected = await collectAuditEvents(
      { person: 'sarah' },
      { onProgress: (count) => progress.push(count) },
    );
    expect(collected.events.map(({ id }) => id)).toEqual([3, 2, 1]);
    expect(collected.isCut).toBe(false);
    expect(progress).toEqual([2, 3]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('stops at the most an export holds, and says it was cut', async () => {
    stubFetch({
      'GET /api/audit-events?limit=3': () =>
        jsonResponse({ events: [event(9), event(8)], next: 8 }),
      'GET /api/audit-events?limit=1&before=8': () => jsonResponse({ events: [event(7)], next: 7 }),
    });
    const collected = await collectAuditEvents({}, { max: 3 });
    expect(collected.events.map(({ id }) => id)).toEqual([9, 8, 7]);
    expect(collected.isCut).toBe(true);
    expect(AUDIT_EXPORT_MAX).toBe(10_000);
  });

  it('is not cut when the last page ends exactly at the most', async () => {
    stubFetch({
      'GET /api/audit-events?limit=2': () =>
        jsonResponse({ events: [event(2), event(1)], next: null }),
    });
    await expect(collectAuditEvents({}, { max: 2 })).resolves.toMatchObject({ isCut: false });
  });

  it('fails as the call failed', async () => {
    stubFetch({ 'GET /api/audit-events?limit=200': () => errorResponse(403, REFUSAL) });
    await expect(collectAuditEvents({})).rejects.toBeInstanceOf(ApiError);
  });
});

describe('verifyAuditLogMutation', () => {
  it('checks the chain and parses the answer', async () => {
    const answer = {
      ok: false,
      checked: 41,
      anchor: { id: 1, hash: 'ab12' },
      firstBroken: { id: 42, reason: 'hash does not match' },
    };
    stubFetch({ 'GET /api/audit-events/verify': () => jsonResponse(answer) });
    const mutation = verifyAuditLogMutation(createQueryClient());
    await expect(mutation.mutationFn()).resolves.toEqual(answer);
    expect(mutation.mutationKey).toEqual(['/api/audit-events/verify']);
  });

  it('asks again who may manage the organisation when refused (403), only then', async () => {
    stubFetch({ 'GET /api/audit-events/verify': () => errorResponse(403, REFUSAL) });
    const client = createQueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const mutation = verifyAuditLogMutation(client);
    const error = await mutation.mutationFn().catch((caught: unknown) => caught);
    await mutation.onError(error as Error);
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      ['/api/organisation'],
    ]);
    invalidate.mockClear();
    await mutation.onError(new ApiError(500, 'Internal Server Error'));
    expect(invalidate).not.toHaveBeenCalled();
  });
});
