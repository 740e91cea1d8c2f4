import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ENDPOINTS } from '@q/schemas/api';
import { ZApiError } from '@q/schemas/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nonCanonicalPath } from '../src/guards/canonical-path.js';
import {
  buildTestApp,
  freshAddress,
  login,
  SARAH,
  snapshotTables,
  type TestApp,
} from './helpers.js';

/**
 * The security properties of every call, asked through other spellings of its path. The router
 * decodes percent escapes before it matches, while the hooks that guard /api read the raw path;
 * a spelling the two read differently must never be answered as the call.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const hex = (char: string) => `%${char.charCodeAt(0).toString(16)}`;

/**
 * Other spellings of `/api/<call>`, each of which a router or a client may read as the call. (Dot
 * segments, encoded or not, are asked over HTTP below: the injecting client resolves them first,
 * as a browser does.)
 */
const SPELLINGS: [string, (path: string) => string][] = [
  ['a percent-encoded letter of /api', (path) => path.replace('/api/', '/%61pi/')],
  ['an upper-case escape of /api', (path) => path.replace('/api/', '/%41%50%49/')],
  [
    'a percent-encoded letter of the call',
    (path) => path.replace(/^\/api\/(.)/, (_, c) => `/api/${hex(c)}`),
  ],
  ['an encoded slash', (path) => path.replace('/api/', '/api%2F')],
  ['a lower-case encoded slash', (path) => path.replace('/api/', '/api%2f')],
  ['a double slash', (path) => path.replace('/api/', '/api//')],
  ['a leading double slash', (path) => `/${path}`],
  ['a trailing dot', (path) => `${path}.`],
  ['mixed case', (path) => path.replace('/api/', '/Api/')],
];

const concrete = (path: string) => path.replace(':id', '1');
const CASES = ENDPOINTS.flatMap(([name, call]) =>
  SPELLINGS.map(
    ([spelling, respell]) =>
      [`${call.method} ${call.path}`, spelling, name, call, respell(concrete(call.path))] as const,
  ),
);

describe('another spelling of a call', () => {
  it.each(CASES)(
    '%s through %s: never answered as the call, from another site or signed out, and changes nothing',
    async (_call, _spelling, _name, call, url) => {
      const sarah = await login(t.app, SARAH);
      const before = await snapshotTables(t.database);
      const attempts = [
        // From another site, with the victim's cookie.
        { headers: { origin: 'https://evil.test' }, cookies: sarah.cookies },
        // Signed out.
        { headers: {}, cookies: {} },
      ];
      for (const { headers, cookies } of attempts) {
        const response = await t.app.inject({
          method: call.method,
          url,
          headers,
          cookies,
          ...(call.method !== 'GET' && {
            payload: call.path.endsWith('/login') ? { email: SARAH } : {},
          }),
          remoteAddress: freshAddress(),
        });
        expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, url).toBeLessThan(500);
        expect(ZApiError.parse(response.json()).statusCode).toBe(response.statusCode);
      }
      expect(await snapshotTables(t.database)).toEqual(before);
    },
  );

  it('is refused before it can end a session that the cache would still honour', async () => {
    const sarah = await login(t.app, SARAH);
    const me = () => t.app.inject({ method: 'GET', url: '/api/auth/me', cookies: sarah.cookies });
    expect((await me()).statusCode).toBe(200);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/%61pi/auth/logout',
      cookies: sarah.cookies,
    });
    expect(logout.statusCode).toBe(400);
    expect(ZApiError.parse(logout.json()).message).toMatch(/canonical/);
    // Nothing claimed the session ended, and it did not: the answer and the session agree.
    expect((await me()).statusCode).toBe(200);
  });

  it('names no part of the path it refused', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/%61pi/employees?secret=x' });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain('secret');
    expect(response.body).not.toContain('%61');
  });
});

describe('raw request targets over HTTP (no client normalising them)', () => {
  it.each([
    '/api/./employees',
    '/api/%2e/employees',
    '/api/x/../employees',
    '/api/employees/..',
    '//api/employees',
    '/%61pi/employees',
    '/api/%65mployees',
    '/dashboard/./',
    '/_app/aitchq/%2e%2e/secret',
  ])('%s is refused with 400 in the JSON error shape', async (target) => {
    await t.app.listen({ port: 0, host: '127.0.0.1' }).catch(() => undefined);
    const { port } = t.app.server.address() as AddressInfo;
    const { status, body } = await new Promise<{ status: number; body: string }>(
      (resolve, reject) => {
        const request = httpRequest(
          { host: '127.0.0.1', port, path: target, method: 'GET' },
          (response) => {
            let text = '';
            response.setEncoding('utf8');
            response.on('data', (chunk) => (text += chunk));
            response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
          },
        );
        request.on('error', reject);
        request.end();
      },
    );
    expect(status).toBe(400);
    expect(ZApiError.parse(JSON.parse(body)).statusCode).toBe(400);
  });
});

describe('nonCanonicalPath', () => {
  it.each([
    '/',
    '/api/employees',
    '/api/system-integrations/12/test',
    '/qube/signals',
    '/_app/qube/assets/index-abc.js',
    '/storybook/a%20b.png',
    '/api/x%3Fy',
  ])('takes %s as canonical', (path) => {
    expect(nonCanonicalPath(path)).toBeUndefined();
  });

  it.each([
    '/%61pi/employees',
    '/api/%7e',
    '/api%2Femployees',
    '/api%5Cemployees',
    '/api/%2e/x',
    '/api//employees',
    '//api',
    '/api/./employees',
    '/api/x/../y',
    '/api/x/..',
    '/api/x/.',
  ])('refuses %s', (path) => {
    expect(nonCanonicalPath(path)).toBeDefined();
  });
});
