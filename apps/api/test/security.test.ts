import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ENDPOINTS } from '@q/schemas/api';
import { APP_NAMES, APPS } from '@q/schemas/apps';
import { ZApiError } from '@q/schemas/errors';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { allowedHostList } from '../src/guards/allowed-hosts.js';
import { isSameOrigin } from '../src/guards/origin-check.js';
import {
  ALEX,
  buildTestApp,
  freshAddress,
  login,
  SARAH,
  sessionCookie,
  snapshotTables,
  type TestApp,
  testConfig,
} from './helpers.js';

/**
 * Sessions, cross-site writes and security headers. The other session basics (signed HttpOnly
 * cookie, tampered and expired cookies, the login rate limit) are in auth.test.ts.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** The path of a route with a real-looking id in place of `:id`. */
const concretePath = (path: string) => path.replace(':id', '1');
const stateChangingRoutes = ENDPOINTS.filter(([, route]) => route.method !== 'GET');

describe('cross-site writes (Origin check)', () => {
  it('compares the Origin with the Host, default ports included', () => {
    expect(isSameOrigin('http://localhost:3000', 'localhost:3000')).toBe(true);
    expect(isSameOrigin('https://q.example', 'q.example')).toBe(true);
    expect(isSameOrigin('https://q.example', 'q.example:443')).toBe(true);
    expect(isSameOrigin('http://q.example', 'q.example')).toBe(true);
    expect(isSameOrigin('http://localhost:3001', 'localhost:3000')).toBe(false);
    expect(isSameOrigin('https://q.example.evil.test', 'q.example')).toBe(false);
    expect(isSameOrigin('https://evil.test', 'q.example')).toBe(false);
    expect(isSameOrigin('null', 'q.example')).toBe(false);
    expect(isSameOrigin('file://', 'q.example')).toBe(false);
    expect(isSameOrigin('not a url', 'q.example')).toBe(false);
  });

  it.each(stateChangingRoutes)(
    'refuses %s from another site with 403, changing nothing',
    async (_name, route) => {
      const sarah = await login(t.app, SARAH);
      const before = await snapshotTables(t.database);
      for (const origin of ['https://evil.test', 'null', 'http://localhost:8080']) {
        const response = await t.app.inject({
          method: route.method,
          url: concretePath(route.path),
          headers: { origin },
          cookies: sarah.cookies,
          payload: route.path.endsWith('/login') ? { email: ALEX } : {},
          remoteAddress: freshAddress(),
        });
        expect(response.statusCode, origin).toBe(403);
        expect(ZApiError.parse(response.json()).message).toMatch(/cross-site/i);
        expect(sessionCookie(response)).toBeUndefined();
      }
      expect(await snapshotTables(t.database)).toEqual(before);
      // The refused logout did not end the session.
      const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', cookies: sarah.cookies });
      expect(me.statusCode).toBe(200);
    },
  );

  it('lets writes through from the same origin and without an Origin (curl, servers)', async () => {
    const deployed = await buildApp({
      config: { ...testConfig(), allowedHosts: allowedHostList('q.example,localhost', '0.0.0.0') },
      database: t.database,
    });
    const sameOrigin = await deployed.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'http://q.example:3000', host: 'q.example:3000' },
      payload: { email: SARAH },
      remoteAddress: freshAddress(),
    });
    await deployed.close();
    expect(sameOrigin.statusCode).toBe(200);
    const noOrigin = await login(t.app, SARAH);
    expect(noOrigin.response.statusCode).toBe(200);
  });

  it('lets reads through from anywhere (they change nothing)', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/management-insights',
      headers: { origin: 'https://evil.test' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('believes X-Forwarded-Host only from a trusted proxy (TRUST_PROXY)', async () => {
    const request = {
      method: 'POST' as const,
      url: '/api/auth/login',
      headers: {
        host: 'api-internal:3000',
        'x-forwarded-host': 'q.example',
        'x-forwarded-proto': 'https',
        origin: 'https://q.example',
      },
      payload: { email: SARAH },
    };
    // The proxy's own name is answered too, so the Origin check is what refuses the write.
    const allowedHosts = allowedHostList('q.example,api-internal:3000', '0.0.0.0');
    const direct = await buildApp({
      config: { ...testConfig(), allowedHosts },
      database: t.database,
    });
    const behindProxy = await buildApp({
      config: { ...testConfig(), allowedHosts, trustProxy: true },
      database: t.database,
    });
    try {
      const untrusted = await direct.inject({ ...request, remoteAddress: freshAddress() });
      expect(untrusted.statusCode).toBe(403);
      const trusted = await behindProxy.inject({ ...request, remoteAddress: freshAddress() });
      expect(trusted.statusCode).toBe(200);
    } finally {
      await direct.close();
      await behindProxy.close();
    }
  });
});

describe('sessions', () => {
  it('issues a fresh session id at every login, never the one presented', async () => {
    const first = await login(t.app, SARAH);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: SARAH },
      cookies: first.cookies,
      remoteAddress: freshAddress(),
    });
    const second = sessionCookie(again);
    expect(second).toBeDefined();
    expect(second?.split('.')[0]).not.toBe(first.cookie?.split('.')[0]);
    // A cookie the client made up is never adopted as a session.
    const madeUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: SARAH },
      cookies: { q_session: 'attacker-chosen-token' },
      remoteAddress: freshAddress(),
    });
    expect(sessionCookie(madeUp)?.startsWith('attacker-chosen-token')).toBe(false);
  });

  it('refuses a cookie replayed after logout on every session route (401)', async () => {
    const sarah = await login(t.app, SARAH);
    const userId: number = sarah.response.json().user.id;
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: sarah.cookies,
    });
    expect(logout.statusCode).toBe(200);
    const before = await snapshotTables(t.database);
    for (const [, route] of ENDPOINTS.filter(([, r]) => r.access === 'session')) {
      const response = await t.app.inject({
        method: route.method,
        url: route.path.replace(
          ':id',
          route.path.startsWith('/api/auth/user') ? String(userId) : '1',
        ),
        cookies: sarah.cookies,
        ...(route.method !== 'GET' && { payload: {} }),
      });
      expect(response.statusCode, route.path).toBe(401);
    }
    expect(await snapshotTables(t.database)).toEqual(before);
  });
});

describe('security headers on every page and answer', () => {
  let appsDir: string;
  let web: FastifyInstance;

  beforeAll(async () => {
    appsDir = mkdtempSync(join(tmpdir(), 'q-headers-'));
    for (const name of APP_NAMES) {
      const dist = join(appsDir, name, 'dist');
      mkdirSync(join(dist, 'assets'), { recursive: true });
      writeFileSync(join(dist, 'index.html'), `<!doctype html><title>${name}</title>`);
    }
    web = await buildApp({
      config: testConfig(),
      database: t.database,
      web: { mode: 'static', appsDir },
    });
  });
  afterAll(async () => {
    await web?.close();
    rmSync(appsDir, { recursive: true, force: true });
  });

  const pagePaths = APP_NAMES.flatMap((name) => APPS[name].paths);

  it.each([...pagePaths, '/no-such-page', '/api/health', '/api/no-such-call'])(
    '%s: CSP without inline script, frame-ancestors none, nosniff, Referrer-Policy',
    async (path) => {
      const response = await web.inject({ method: 'GET', url: path });
      expect(response.statusCode).toBeLessThan(500);
      const csp = String(response.headers['content-security-policy']);
      const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'));
      expect(scriptSrc?.trim()).toBe("script-src 'self'");
      expect(csp).toMatch(/(^|;)\s*frame-ancestors 'none'/);
      expect(csp).toMatch(/(^|;)\s*object-src 'none'/);
      expect(csp).not.toContain("'unsafe-eval'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBeDefined();
      expect(String(response.headers['referrer-policy'])).toMatch(
        /no-referrer|same-origin|strict-origin/,
      );
      expect(response.headers['x-frame-options']).toBeDefined();
    },
  );
});
