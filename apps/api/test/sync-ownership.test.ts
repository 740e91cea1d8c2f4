import { randomUUID } from 'node:crypto';
import { startFakeServer } from '@q/provider-fakes/server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemIntegrations } from '../src/db/schema.js';
import { SyncError } from '../src/sync/connector.js';
import { createProviderHttp, DEFAULT_PROVIDER_HTTP_SETTINGS } from '../src/sync/provider-http.js';
import { buildTestApp, login, PRIYA, type TestApp } from './helpers.js';

/**
 * One execution per run: the job engine may hand a job out again (expiry, retry), but only the
 * execution that claimed the run may end it, and a late one never changes its integration. And
 * the provider client's own bounds: a cap on rate-limit waiting, the run's deadline, and the
 * check before each request, which runs after any wait.
 */

let t: TestApp;
let integrationId: number;

beforeAll(async () => {
  // No worker: the runs below are driven by hand.
  t = await buildTestApp({ config: { syncWorker: false } });
  const { cookies } = await login(t.app, PRIYA);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/system-integrations',
    cookies,
    payload: {
      systemType: 'ats',
      systemName: 'other',
      isEnabled: true,
      syncFrequency: 'daily',
      apiEndpoint: 'https://feed.example/ats',
      apiKey: 'ownership-key-1',
    },
  });
  expect(created.statusCode).toBe(201);
  integrationId = created.json().id;
});

afterAll(async () => {
  await t?.close();
});

const status = async () =>
  (
    await t.database.db
      .select({ syncStatus: systemIntegrations.syncStatus })
      .from(systemIntegrations)
      .where(eq(systemIntegrations.id, integrationId))
  )[0]?.syncStatus;

const failure = { reason: 'network' as const, message: 'late duplicate', retries: 0 };

describe('a run belongs to the execution that claimed it', () => {
  it('is claimed once while fresh, and a stranger can neither end it nor touch its integration', async () => {
    const store = t.app.syncStore;
    const runId = randomUUID();
    expect((await store.startRun(null, integrationId, 'manual', runId)).kind).toBe('started');
    const fresh = new Date(Date.now() - 60_000);
    const claim = await store.claimRun(runId, fresh);
    expect(claim).toBeInstanceOf(Date);
    // A second execution (pg-boss's retry of the same job) finds it worked: it leaves it.
    expect(await store.claimRun(runId, fresh)).toBeUndefined();
    expect(await store.failRun(runId, integrationId, failure, new Date(0))).toBe(false);
    expect(await status()).toBe('pending');
    expect(await store.failRun(runId, integrationId, failure, claim as Date)).toBe(true);
    expect(await status()).toBe('error');
  });

  it('a late duplicate never marks a healthy integration failed', async () => {
    const store = t.app.syncStore;
    const runId = randomUUID();
    await store.startRun(null, integrationId, 'manual', runId);
    const first = (await store.claimRun(runId, new Date(0))) as Date;
    // Past its deadline (its process stopped): another execution takes it over, and applies.
    const second = (await store.claimRun(runId, new Date(Date.now() + 1_000))) as Date;
    expect(second.getTime()).toBeGreaterThanOrEqual(first.getTime());
    const [row] = await t.database.db
      .select()
      .from(systemIntegrations)
      .where(eq(systemIntegrations.id, integrationId));
    const connection = {
      isEnabled: true,
      systemName: 'other',
      apiEndpoint: row?.apiEndpoint ?? '',
      sealedKey: row?.apiKeyCiphertext ?? '',
    };
    const result = { kinds: ['jobs'] as const, records: { jobs: [] }, missingFields: [] };
    if (second.getTime() !== first.getTime()) {
      expect(
        (await store.applyRun(runId, integrationId, connection, result, 0, first)).status,
      ).toBe('lost');
    }
    const applied = await store.applyRun(runId, integrationId, connection, result, 0, second);
    expect(applied.status).toBe('success');
    expect(await status()).toBe('success');
    // The first execution wakes up late and fails: nothing changes.
    expect(await store.failRun(runId, integrationId, failure, first)).toBe(false);
    expect(await store.failRun(runId, integrationId, failure, second)).toBe(false);
    expect(await status()).toBe('success');
  });
});

describe('the provider client of one run', () => {
  it('caps the time spent waiting on a rate limit, checking the integration after each wait', async () => {
    const server = await startFakeServer(() => ({
      headers: { 'x-ratelimit-remaining': '0', 'retry-after': '120' },
      json: { ok: true },
    }));
    const events: string[] = [];
    try {
      const http = createProviderHttp(
        {
          ...DEFAULT_PROVIDER_HTTP_SETTINGS,
          allowPrivateTargets: true,
          maxRateLimitWaitMs: 200_000,
          sleep: async (ms) => {
            events.push(`wait ${ms > 119_000 ? '120s' : ms}`);
          },
        },
        [server.origin],
        {
          beforeRequest: async () => {
            events.push('check');
          },
        },
      );
      await http.json(`${server.origin}/1`);
      await http.json(`${server.origin}/2`);
      const error = await http.json(`${server.origin}/3`).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SyncError);
      expect(error).toMatchObject({ reason: 'rate-limited' });
      expect((error as Error).message).toMatch(/more than 200 s in all/);
      // Each request checked right before it left, after its wait; none after the cap.
      expect(events).toEqual(['check', 'wait 120s', 'check']);
      expect(server.requests).toHaveLength(2);
    } finally {
      await server.close();
    }
  });

  it('sends nothing once the check says stop, and nothing past the deadline', async () => {
    const server = await startFakeServer(() => ({ json: { ok: true } }));
    try {
      const stopped = createProviderHttp(
        { ...DEFAULT_PROVIDER_HTTP_SETTINGS, allowPrivateTargets: true },
        [server.origin],
        {
          beforeRequest: async () => {
            throw new SyncError('interrupted', 'The integration was deleted during the run');
          },
        },
      );
      await expect(stopped.json(`${server.origin}/x`)).rejects.toMatchObject({
        reason: 'interrupted',
      });
      const late = createProviderHttp(
        { ...DEFAULT_PROVIDER_HTTP_SETTINGS, allowPrivateTargets: true },
        [server.origin],
        { deadline: Date.now() - 1, deadlineText: '15 minutes' },
      );
      await expect(late.json(`${server.origin}/x`)).rejects.toMatchObject({ reason: 'timeout' });
      expect(server.requests).toHaveLength(0);
    } finally {
      await server.close();
    }
  });
});
