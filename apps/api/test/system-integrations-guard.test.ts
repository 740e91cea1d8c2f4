import { Socket } from 'node:net';
import { ZConnectionTestResponse } from '@q/schemas/integrations';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { systemIntegrations } from '../src/db/schema.js';
import { createSecretBox } from '../src/integrations/secret-box.js';
import { type FakeProvider, startFakeProvider } from './fake-provider.js';
import { buildTestApp, login, SARAH, snapshotTables, type TestApp } from './helpers.js';

/** The production setting: private, loopback and link-local targets are refused. */
const KEY = 'sk_live_guard_test_0001';

let t: TestApp;
let fake: FakeProvider;
/**
 * The fake's address as an https endpoint: plain http is refused where private targets are, and
 * the guard refuses the loopback address before any connection, so the fake never speaks TLS.
 */
const secureOrigin = () => fake.origin.replace(/^http:/, 'https:');
let sarah: Record<string, string>;
beforeAll(async () => {
  fake = await startFakeProvider(KEY);
  t = await buildTestApp({ config: { integrationAllowPrivateTargets: false } });
  sarah = (await login(t.app, SARAH)).cookies;
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

async function configure(systemType: 'hris' | 'monitoring', apiEndpoint: string) {
  const list = await t.app.inject({
    method: 'GET',
    url: '/api/system-integrations',
    cookies: sarah,
  });
  const existing = list.json().find((r: { systemType: string }) => r.systemType === systemType);
  const response = existing
    ? await t.app.inject({
        method: 'PATCH',
        url: `/api/system-integrations/${existing.id}`,
        cookies: sarah,
        // A new origin takes a new key: the stored one is only sent where it was saved for.
        payload: { apiEndpoint, apiKey: KEY },
      })
    : await t.app.inject({
        method: 'POST',
        url: '/api/system-integrations',
        cookies: sarah,
        payload: {
          systemType,
          systemName: systemType === 'hris' ? 'workday' : 'datadog',
          ...(systemType === 'hris' && { configData: { username: 'ISU_Q_Guard' } }),
          isEnabled: true,
          syncFrequency: 'hourly',
          apiEndpoint,
          apiKey: KEY,
        },
      });
  expect(response.statusCode).toBeLessThan(300);
  return response.json().id as number;
}

async function testConnection(id: number) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/system-integrations/${id}/test`,
    cookies: sarah,
  });
  expect(response.statusCode).toBe(200);
  return ZConnectionTestResponse.parse(response.json());
}

describe('connection test guard', () => {
  it.each([
    ['https://10.0.0.1/api', 'Refused to connect to 10.0.0.1: it is a private address'],
    [
      'https://169.254.169.254/latest/meta-data',
      'Refused to connect to 169.254.169.254: it is a private address. Only public addresses can be reached.',
    ],
    ['https://[::ffff:10.0.0.1]/', 'Refused to connect to ::ffff:a00:1: it is a private address'],
  ])('refuses %s before any connection', async (endpoint, reason) => {
    const id = await configure('monitoring', endpoint);
    // Every connection, plain or TLS, opens through a socket's connect: none may be tried.
    const connects = vi.spyOn(Socket.prototype, 'connect');
    let result: Awaited<ReturnType<typeof testConnection>>;
    try {
      result = await testConnection(id);
      const host = new URL(endpoint).hostname.replace(/^\[|\]$/g, '');
      const tried = connects.mock.calls.filter(([options]) =>
        JSON.stringify(options ?? null).includes(host),
      );
      expect(tried).toEqual([]);
    } finally {
      connects.mockRestore();
    }
    expect(result).toMatchObject({
      ok: false,
      status: 'error',
      httpStatus: null,
      reason: 'blocked',
    });
    expect(result.message).toContain(reason);
    expect(result.integration).toMatchObject({
      syncStatus: 'error',
      lastSyncMessage: result.message,
    });
  });

  it('refuses a loopback provider without contacting it', async () => {
    const id = await configure('monitoring', `${secureOrigin()}/ok`);
    const result = await testConnection(id);
    expect(result.ok).toBe(false);
    expect(result.message).toContain(
      '127.0.0.1: it is a private address. Only public addresses can be reached.',
    );
    expect(fake.connections()).toBe(0);
  });

  it('keeps a sync from reaching a loopback address', async () => {
    const id = await configure('hris', `${secureOrigin()}/workday`);
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/system-integrations/${id}/sync`,
      cookies: sarah,
    });
    expect(started.statusCode).toBe(202);
    let run: { status: string; reason: string | null } | undefined;
    for (let i = 0; i < 200 && run?.status !== 'error'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      const runs = await t.app.inject({
        url: `/api/system-integrations/${id}/sync-runs`,
        cookies: sarah,
      });
      run = runs.json()[0];
    }
    expect(run).toMatchObject({ status: 'error', reason: 'blocked' });
    expect(fake.connections()).toBe(0);
  });

  it('answers, never a 5xx, when the stored key was sealed under another secret', async () => {
    const id = await configure('hris', 'https://workday.example.com/api');
    const other = createSecretBox('another-app-secret-of-at-least-32-characters');
    await t.database.db
      .update(systemIntegrations)
      .set({ apiKeyCiphertext: other.seal(KEY, 'x'), syncStatus: 'success' })
      .where(eq(systemIntegrations.id, id));
    const goals = await t.app.inject({ method: 'GET', url: '/api/workday/goals', cookies: sarah });
    expect(goals.statusCode).toBe(200);
    expect(goals.json()).toEqual([]);
    const result = await testConnection(id);
    expect(result).toMatchObject({
      ok: false,
      status: 'error',
      httpStatus: null,
      reason: 'unreadable-key',
    });
    expect(result.message).toMatch(/can no longer be read.*Enter the key again/);
  });
});

describe('plain http where private targets are not allowed', () => {
  it('refuses an http endpoint on create and on update, changing nothing', async () => {
    const before = await snapshotTables(t.database);
    const create = await t.app.inject({
      method: 'POST',
      url: '/api/system-integrations',
      cookies: sarah,
      payload: {
        systemType: 'lms',
        systemName: 'udemy',
        isEnabled: true,
        syncFrequency: 'daily',
        apiEndpoint: 'http://lms.example.com/api',
        apiKey: KEY,
      },
    });
    expect(create.statusCode).toBe(400);
    expect(create.json().message).toBe(
      'body/apiEndpoint: apiEndpoint must use https (plain http is accepted only for local development)',
    );
    expect(await snapshotTables(t.database)).toEqual(before);
    const id = await configure('monitoring', 'https://monitoring.example.com/api');
    const settled = await snapshotTables(t.database);
    const update = await t.app.inject({
      method: 'PATCH',
      url: `/api/system-integrations/${id}`,
      cookies: sarah,
      payload: { apiEndpoint: 'http://monitoring.example.com/api', apiKey: KEY },
    });
    expect(update.statusCode).toBe(400);
    expect(update.json().message).toMatch(/^body\/apiEndpoint: apiEndpoint must use https/);
    expect(await snapshotTables(t.database)).toEqual(settled);
  });
});
