import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '../src/auth/session.js';
import type { Config } from '../src/config.js';
import { sessions, users } from '../src/db/schema.js';
import {
  ALEX,
  buildTestApp,
  createBambooHrIntegration,
  freshAddress,
  JORDAN,
  login,
  PRIYA,
  SARAH,
  sessionCookie,
  snapshotTables,
  type TestApp,
  testConfig,
} from './helpers.js';

/**
 * Sessions: the `__Host-` cookie over HTTPS, the idle timeout beside the absolute lifetime,
 * "sign out everywhere", and the per-account rate limits on sign-in and outbound calls.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Another app on the test database, with settings over the test defaults. */
async function appWith(config: Partial<Config>): Promise<FastifyInstance> {
  const app = await buildApp({ config: { ...testConfig(), ...config }, database: t.database });
  await app.ready();
  return app;
}

const me = (app: FastifyInstance, cookies: Record<string, string>, headers = {}) =>
  app.inject({ method: 'GET', url: '/api/auth/me', cookies, headers });

describe('the session cookie over HTTPS', () => {
  const https = { 'x-forwarded-proto': 'https' };

  it('is __Host-q_session: Secure, Path=/, no Domain; only that name is read over HTTPS', async () => {
    const proxied = await appWith({ trustProxy: true });
    try {
      const response = await proxied.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: SARAH },
        headers: { ...https, 'x-forwarded-for': freshAddress() },
      });
      expect(response.statusCode).toBe(200);
      const cookie = response.cookies.find((c) => c.name === SECURE_SESSION_COOKIE);
      expect(cookie).toMatchObject({ secure: true, path: '/', httpOnly: true });
      expect(cookie?.domain).toBeUndefined();
      expect(response.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
      const value = cookie?.value ?? '';

      expect((await me(proxied, { [SECURE_SESSION_COOKIE]: value }, https)).statusCode).toBe(200);
      // The unprefixed name over HTTPS: what a sibling subdomain or an http page could plant.
      expect((await me(proxied, { [SESSION_COOKIE]: value }, https)).statusCode).toBe(401);
      // And the prefixed one is not read over plain http.
      expect((await me(proxied, { [SECURE_SESSION_COOKIE]: value })).statusCode).toBe(401);

      const logout = await proxied.inject({
        method: 'POST',
        url: '/api/auth/logout',
        cookies: { [SECURE_SESSION_COOKIE]: value },
        headers: https,
      });
      const cleared = logout.cookies.find((c) => c.name === SECURE_SESSION_COOKIE);
      expect(cleared).toMatchObject({ value: '', secure: true, path: '/' });
      expect((await me(proxied, { [SECURE_SESSION_COOKIE]: value }, https)).statusCode).toBe(401);
    } finally {
      await proxied.close();
    }
  });

  it('stays q_session, without Secure, over plain http (local use)', async () => {
    const { response } = await login(t.app, SARAH);
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie?.secure).toBeFalsy();
  });
});

describe('the idle timeout', () => {
  it('ends a session unused longer than SESSION_IDLE_TIMEOUT_HOURS, before its absolute end', async () => {
    const app = await appWith({ sessionIdleTimeoutMs: 60 * 60 * 1000 });
    try {
      const { cookies, cookie } = await login(app, JORDAN);
      const [jordan] = await t.database.db.select().from(users).where(eq(users.email, JORDAN));
      const userId = jordan?.id ?? 0;
      // Used 50 minutes ago: still on (its absolute end is 30 days away).
      await t.database.db
        .update(sessions)
        .set({ lastSeenAt: new Date(Date.now() - 50 * 60 * 1000) })
        .where(eq(sessions.userId, userId));
      const fresh = await login(app, JORDAN);
      expect((await me(app, fresh.cookies)).statusCode).toBe(200);
      expect(cookie).toBeDefined();
      // Unused for 61 minutes: over, and deleted.
      await t.database.db
        .update(sessions)
        .set({ lastSeenAt: new Date(Date.now() - 61 * 60 * 1000) })
        .where(eq(sessions.userId, userId));
      expect((await me(app, cookies)).statusCode).toBe(401);
      const left = await t.database.db.select().from(sessions).where(eq(sessions.userId, userId));
      expect(left.length).toBeLessThan(2);
    } finally {
      await app.close();
    }
  });

  it('keeps a session in use: each use moves its idle end on', async () => {
    const app = await appWith({ sessionIdleTimeoutMs: 60 * 60 * 1000 });
    try {
      const { cookies } = await login(app, PRIYA);
      const [priya] = await t.database.db.select().from(users).where(eq(users.email, PRIYA));
      await t.database.db
        .update(sessions)
        .set({ lastSeenAt: new Date(Date.now() - 59 * 60 * 1000) })
        .where(eq(sessions.userId, priya?.id ?? 0));
      const other = await login(app, PRIYA);
      // A lookup refreshes the last-seen time of a session used 59 minutes ago.
      expect((await me(app, other.cookies)).statusCode).toBe(200);
      expect((await me(app, cookies)).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('ends a session at its absolute lifetime (SESSION_MAX_AGE_HOURS), however active, and a shortened one applies to sessions made before', async () => {
    const { cookies } = await login(t.app, ALEX);
    const [alex] = await t.database.db.select().from(users).where(eq(users.email, ALEX));
    // Made nine hours ago, in use a minute ago: on under 30 days, over under 8 hours.
    await t.database.db
      .update(sessions)
      .set({
        createdAt: new Date(Date.now() - 9 * 60 * 60 * 1000),
        lastSeenAt: new Date(Date.now() - 60 * 1000),
      })
      .where(eq(sessions.userId, alex?.id ?? 0));
    expect((await me(t.app, cookies)).statusCode).toBe(200);
    const shorter = await appWith({ sessionMaxAgeMs: 8 * 60 * 60 * 1000 });
    try {
      expect((await me(shorter, cookies)).statusCode).toBe(401);
      // A new session lives its 8 hours: the cookie's expiry says so.
      const fresh = await login(shorter, ALEX);
      const cookie = fresh.response.cookies.find((c) => c.name === SESSION_COOKIE);
      const lifetime = (cookie?.expires?.getTime() ?? 0) - Date.now();
      expect(lifetime).toBeGreaterThan(8 * 60 * 60 * 1000 - 60_000);
      expect(lifetime).toBeLessThanOrEqual(8 * 60 * 60 * 1000);
    } finally {
      await shorter.close();
    }
  });

  it('is read from SESSION_IDLE_TIMEOUT_HOURS, 7 days by default', () => {
    expect(testConfig().sessionIdleTimeoutMs).toBe(7 * 24 * 60 * 60 * 1000);
  });
});

describe('POST /api/auth/logout-everywhere', () => {
  it("ends every session of the person, this one included, and no one else's", async () => {
    const first = await login(t.app, SARAH);
    const second = await login(t.app, SARAH);
    const alex = await login(t.app, ALEX);
    expect((await me(t.app, second.cookies)).statusCode).toBe(200);

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout-everywhere',
      cookies: first.cookies,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(sessionCookie(response)).toBe('');
    expect(response.cookies.find((c) => c.name === 'q_signed_in')?.value).toBe('');

    expect((await me(t.app, first.cookies)).statusCode).toBe(401);
    expect((await me(t.app, second.cookies)).statusCode).toBe(401);
    expect((await me(t.app, alex.cookies)).statusCode).toBe(200);
    const [sarah] = await t.database.db.select().from(users).where(eq(users.email, SARAH));
    expect(
      await t.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, sarah?.id ?? 0)),
    ).toEqual([]);
  });

  it('needs a session (401), and changes nothing without one', async () => {
    const before = await snapshotTables(t.database);
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout-everywhere' });
    expect(response.statusCode).toBe(401);
    expect(await snapshotTables(t.database)).toEqual(before);
  });
});

describe('per-account rate limits', () => {
  it('limits sign-in attempts per account, from any address, case aside', async () => {
    const app = await appWith({ loginRateLimitPerAccountPerMinute: 3 });
    try {
      const attempt = (email: string) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email },
          remoteAddress: freshAddress(),
        });
      for (const email of [SARAH, SARAH.toUpperCase(), SARAH]) {
        expect((await attempt(email)).statusCode).toBe(200);
      }
      const refused = await attempt(SARAH);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(sessionCookie(refused)).toBeUndefined();
      // Another account is not held up; unknown emails count per email too.
      expect((await attempt(ALEX)).statusCode).toBe(200);
      for (let i = 0; i < 3; i += 1) {
        expect((await attempt('nobody@acme.example')).statusCode).toBe(401);
      }
      expect((await attempt('nobody@acme.example')).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });

  it('limits outbound calls (connection tests, sync starts) per user, from any address', async () => {
    const app = await appWith({ outboundRateLimitPerAccountPerMinute: 2 });
    try {
      const sarah = await login(app, SARAH);
      const id = await createBambooHrIntegration(app, sarah.cookies, {
        endpoint: 'https://127.0.0.1:9/bamboo',
        apiKey: 'sk_limit_0123456789',
      });
      const test = (cookies: Record<string, string>) =>
        app.inject({
          method: 'POST',
          url: `/api/system-integrations/${id}/test`,
          cookies,
          remoteAddress: freshAddress(),
        });
      expect((await test(sarah.cookies)).statusCode).toBe(200);
      expect((await test(sarah.cookies)).statusCode).toBe(200);
      const refused = await test(sarah.cookies);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/this account/);
      const sync = await app.inject({
        method: 'POST',
        url: `/api/system-integrations/${id}/sync`,
        cookies: sarah.cookies,
        remoteAddress: freshAddress(),
      });
      expect(sync.statusCode).toBe(429);
      // Another user's calls are counted apart: Alex, an admin of the same organisation, tests
      // its connection as usual.
      const alex = await login(app, ALEX);
      expect((await test(alex.cookies)).statusCode).toBe(200);
      await app.inject({
        method: 'DELETE',
        url: `/api/system-integrations/${id}`,
        cookies: sarah.cookies,
      });
    } finally {
      await app.close();
    }
  });

  it('reads both limits from the environment, 10 a minute by default', async () => {
    const { loadConfig } = await import('../src/config.js');
    const config = loadConfig({
      DATA_DIR: testConfig().dataDir,
      APP_SECRET: testConfig().appSecret,
    });
    expect(config.loginRateLimitPerAccountPerMinute).toBe(10);
    expect(config.outboundRateLimitPerAccountPerMinute).toBe(10);
  });
});
