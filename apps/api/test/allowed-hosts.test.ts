import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { allowedHostList, isAllowedHost } from '../src/guards/allowed-hosts.js';
import {
  buildTestApp,
  freshAddress,
  login,
  SARAH,
  snapshotTables,
  type TestApp,
  testConfig,
} from './helpers.js';

/**
 * DNS rebinding: a page on an attacker's name that resolves to 127.0.0.1 is "same origin" with
 * itself, so its Origin and Host agree and the Origin check lets its writes through. Only the
 * configured host names are answered; any other Host is 421 before any hook.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const REBOUND = 'rebind.attacker.test:3000';

describe('allowed hosts (DNS rebinding)', () => {
  it('refuses a sign-in from a rebinding page, with a JSON 421 that changes nothing', async () => {
    const before = await snapshotTables(t.database);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host: REBOUND, origin: `http://${REBOUND}` },
      payload: { email: SARAH },
      remoteAddress: freshAddress(),
    });
    expect(response.statusCode).toBe(421);
    expect(response.json()).toMatchObject({ statusCode: 421, error: 'Misdirected Request' });
    expect(response.cookies).toEqual([]);
    expect(response.headers['content-security-policy']).toBeDefined();
    expect(await snapshotTables(t.database)).toEqual(before);
  });

  it('refuses reads, writes with a session, unknown paths and pages for another host', async () => {
    const sarah = await login(t.app, SARAH);
    const before = await snapshotTables(t.database);
    for (const [method, url] of [
      ['GET', '/api/employees'],
      ['GET', '/api/auth/me'],
      ['POST', '/api/auth/logout'],
      ['PUT', '/api/auth/user/1'],
      ['GET', '/api/nothing-here'],
      ['OPTIONS', '/api/auth/login'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers: { host: REBOUND },
        cookies: sarah.cookies,
        ...(method === 'PUT' && { payload: { name: 'Mallory' } }),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(421);
      expect(response.json().statusCode).toBe(421);
    }
    for (const url of ['/', '/login', '/dashboard?x=1']) {
      const page = await t.app.inject({ method: 'GET', url, headers: { host: REBOUND } });
      expect(page.statusCode, url).toBe(421);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain('does not answer to that host name');
    }
    expect(await snapshotTables(t.database)).toEqual(before);
    // The session is untouched.
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', cookies: sarah.cookies });
    expect(me.statusCode).toBe(200);
  });

  it('answers the loopback names on any port by default', async () => {
    for (const host of ['localhost', 'localhost:80', '127.0.0.1:3000', '[::1]:3000', 'LOCALHOST']) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/demo-users',
        headers: { host },
      });
      expect(response.statusCode, host).toBe(200);
    }
    for (const host of ['localhost.', 'localhost.attacker.test', '127.0.0.2', 'evil@localhost']) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/demo-users',
        headers: { host },
      });
      expect(response.statusCode, JSON.stringify(host)).toBe(421);
    }
  });

  it('answers exactly the configured names of ALLOWED_HOSTS, with their port when given', async () => {
    const config = loadConfig({
      ...process.env,
      NODE_ENV: 'test',
      APP_SECRET: testConfig().appSecret,
      DATA_DIR: testConfig().dataDir,
      ALLOWED_HOSTS: 'q.example, intranet.example:8443',
      HOST: '0.0.0.0',
    });
    const app = await buildApp({ config, database: t.database });
    try {
      const status = async (host: string) =>
        (await app.inject({ method: 'GET', url: '/api/demo-users', headers: { host } })).statusCode;
      expect(await status('q.example')).toBe(200);
      expect(await status('Q.EXAMPLE:443')).toBe(200);
      expect(await status('intranet.example:8443')).toBe(200);
      expect(await status('intranet.example')).toBe(421);
      expect(await status('intranet.example:443')).toBe(421);
      expect(await status('localhost')).toBe(421);
      expect(await status('0.0.0.0:3000')).toBe(421);
    } finally {
      await app.close();
    }
  });

  it('believes X-Forwarded-Host only from a trusted proxy (TRUST_PROXY)', async () => {
    const headers = { host: '127.0.0.1:3000', 'x-forwarded-host': 'q.example' };
    const config = { ...testConfig(), allowedHosts: allowedHostList('q.example', '0.0.0.0') };
    const direct = await buildApp({ config, database: t.database });
    const proxied = await buildApp({
      config: { ...config, trustProxy: true },
      database: t.database,
    });
    try {
      const ask = (app: typeof direct) =>
        app.inject({ method: 'GET', url: '/api/demo-users', headers });
      expect((await ask(direct)).statusCode).toBe(421);
      expect((await ask(proxied)).statusCode).toBe(200);
    } finally {
      await direct.close();
      await proxied.close();
    }
  });

  it('refuses over a real connection too, and answers the listening address', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const ask = (host: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = httpRequest(
          { host: '127.0.0.1', port, path: '/api/demo-users', headers: { host } },
          (res) => {
            let body = '';
            res.setEncoding('utf8');
            res.on('data', (chunk) => {
              body += chunk;
            });
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          },
        );
        req.on('error', reject);
        req.end();
      });
    expect((await ask(`127.0.0.1:${port}`)).status).toBe(200);
    const refused = await ask(`rebind.attacker.test:${port}`);
    expect(refused.status).toBe(421);
    expect(JSON.parse(refused.body).statusCode).toBe(421);
  });
});

describe('ALLOWED_HOSTS', () => {
  const env = { DATA_DIR: testConfig().dataDir, APP_SECRET: testConfig().appSecret };
  const names = (extra: Record<string, string>) =>
    loadConfig({ ...env, ...extra }).allowedHosts.map(
      (host) => `${host.name}${host.port ? `:${host.port}` : ''}`,
    );

  it('defaults to the loopback names and the address listened on, unless every interface', () => {
    expect(names({})).toEqual(['localhost', '127.0.0.1', '[::1]']);
    expect(names({ HOST: '192.168.1.20' })).toEqual([
      'localhost',
      '127.0.0.1',
      '[::1]',
      '192.168.1.20',
    ]);
    expect(names({ HOST: 'fe80::1' })).toContain('[fe80::1]');
    expect(names({ HOST: '0.0.0.0' })).toEqual(['localhost', '127.0.0.1', '[::1]']);
    expect(names({ HOST: '::' })).toEqual(['localhost', '127.0.0.1', '[::1]']);
  });

  it('replaces the defaults when set, and refuses what is not a host', () => {
    expect(names({ ALLOWED_HOSTS: 'Q.example,q.example:8443 , [::1]' })).toEqual([
      'q.example',
      'q.example:8443',
      '[::1]',
    ]);
    for (const bad of [
      'https://q.example',
      'q.example/x',
      'user@q.example',
      'q.example:99999',
      ',',
    ]) {
      expect(() => loadConfig({ ...env, ALLOWED_HOSTS: bad }), bad).toThrow(/ALLOWED_HOSTS/);
    }
  });

  it('matches names case-insensitively and ports exactly', () => {
    const allowed = allowedHostList('q.example:8443,other.example', '0.0.0.0');
    expect(isAllowedHost('Q.Example:8443', allowed)).toBe(true);
    expect(isAllowedHost('q.example', allowed)).toBe(false);
    expect(isAllowedHost('other.example:1', allowed)).toBe(true);
    expect(isAllowedHost(undefined, allowed)).toBe(false);
    expect(isAllowedHost('other.example:1:2', allowed)).toBe(false);
  });
});
