import { ZSyncRunsResponse } from '@q/schemas/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createBambooHrIntegration,
  login,
  SARAH,
  snapshotTables,
  type TestApp,
} from './helpers.js';

/**
 * A sync goes through the connection test's address guard: with private targets not allowed (as
 * in production), a run whose endpoint is a private address ends 'blocked' before any connection
 * is made (the endpoints are IP literals, refused without a lookup).
 */
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ config: { integrationAllowPrivateTargets: false } });
});

afterAll(async () => {
  await t?.close();
});

describe('the address guard on syncs', () => {
  it.each([
    ['a private IPv4 address', 'https://10.20.30.40/api/gateway.php/acme'],
    ['loopback', 'https://127.0.0.1:4101/api/gateway.php/acme'],
    ['an IPv4-translated IPv6 address', 'https://[::ffff:0:a00:1]/api/gateway.php/acme'],
  ])('refuses %s, and records why', async (_case, apiEndpoint) => {
    const { cookies } = await login(t.app, SARAH);
    const existing = (await t.app.inject({ url: '/api/system-integrations', cookies })).json();
    for (const record of existing) {
      await t.app.inject({
        method: 'DELETE',
        url: `/api/system-integrations/${record.id}`,
        cookies,
      });
    }
    const id = await createBambooHrIntegration(t.app, cookies, {
      endpoint: apiEndpoint,
      apiKey: 'bhr-guard-key-0001',
    });
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/system-integrations/${id}/sync`,
      cookies,
    });
    expect(started.statusCode).toBe(202);
    let status = 'running';
    let runs = ZSyncRunsResponse.parse([]);
    for (let i = 0; i < 200 && status === 'running'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      runs = ZSyncRunsResponse.parse(
        (await t.app.inject({ url: `/api/system-integrations/${id}/sync-runs`, cookies })).json(),
      );
      status = runs[0]?.status ?? 'running';
    }
    expect(runs[0]).toMatchObject({ status: 'error', reason: 'blocked', retries: 0 });
    expect(runs[0]?.message).toMatch(/address/);
    const test = await t.app.inject({
      method: 'POST',
      url: `/api/system-integrations/${id}/test`,
      cookies,
    });
    expect(test.json()).toMatchObject({ ok: false, reason: 'blocked' });
  });
});

describe('a job engine that could not start', () => {
  it('answers Sync now with a 503 and changes nothing; the server answers all the same', async () => {
    // The job engine's SQL fails (pg-boss's own schema): the rest of the app works as ever.
    const broken = await buildTestApp({
      config: { integrationAllowPrivateTargets: true },
      wrapDatabase: (database) => ({
        ...database,
        executeSql: async () => {
          throw new Error('the job engine cannot reach its tables');
        },
      }),
    });
    try {
      const { cookies } = await login(broken.app, SARAH);
      const id = await createBambooHrIntegration(broken.app, cookies, {
        endpoint: 'https://127.0.0.1:4101/api/gateway.php/acme',
        apiKey: 'bhr-broken-engine-0001',
      });
      const before = await snapshotTables(broken.database);
      const started = await broken.app.inject({
        method: 'POST',
        url: `/api/system-integrations/${id}/sync`,
        cookies,
      });
      expect(started.statusCode).toBe(503);
      expect(started.json()).toMatchObject({
        statusCode: 503,
        message: 'Syncing is unavailable right now: the job engine did not start',
      });
      expect(await snapshotTables(broken.database)).toEqual(before);
      expect((await broken.app.inject({ url: '/api/employees' })).statusCode).toBe(200);
    } finally {
      await broken.close();
    }
  });
});
