import { Writable } from 'node:stream';
import { ZApiError } from '@q/schemas/errors';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BODY_LIMIT, buildApp } from '../src/app.js';
import {
  buildTestApp,
  freshAddress,
  login,
  SARAH,
  snapshotTables,
  TEST_DB_KIND,
  type TestApp,
  testConfig,
} from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const postLogin = (payload: string, contentType = 'application/json') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload,
    headers: { 'content-type': contentType },
    remoteAddress: freshAddress(),
  });

function expectApiError(response: { statusCode: number; json(): unknown }, statusCode: number) {
  expect(response.statusCode).toBe(statusCode);
  const body = ZApiError.parse(response.json());
  expect(body.statusCode).toBe(statusCode);
  return body;
}

describe('request errors', () => {
  it.each(['/api/%zz', '/api/employees%', '/dashboard%E0%A4%A', '/pricing%'])(
    'answers a URL the router cannot decode (%s) in the same shape and headers, without echoing it',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      const body = expectApiError(response, 400);
      expect(body.message).toMatch(/percent sign/);
      expect(response.body).not.toContain(url.slice(1));
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    },
  );

  it('answers 400 for malformed JSON', async () => {
    const body = expectApiError(await postLogin('{"email": '), 400);
    expect(body.error).toBe('Bad Request');
  });

  it('answers 400 naming the field for wrong types', async () => {
    const body = expectApiError(await postLogin(JSON.stringify({ email: 42 })), 400);
    expect(body.message).toMatch(/^body\/email: /);
  });

  it('answers 400 naming the field for an invalid email', async () => {
    const body = expectApiError(await postLogin(JSON.stringify({ email: 'not-an-email' })), 400);
    expect(body.message).toBe('body/email: email must be a valid email address');
  });

  it('answers 400 for an extra field', async () => {
    const body = expectApiError(
      await postLogin(JSON.stringify({ email: SARAH, admin: true })),
      400,
    );
    expect(body.message).toMatch(/admin/);
  });

  it('answers 400 for a missing email', async () => {
    const body = expectApiError(await postLogin('{}'), 400);
    expect(body.message).toMatch(/^body\/email: /);
  });

  it('answers 413 for a body over 1 MiB', async () => {
    const payload = JSON.stringify({ email: SARAH, padding: 'x'.repeat(BODY_LIMIT) });
    expectApiError(await postLogin(payload), 413);
  });

  it('answers 415 for a body that is not JSON', async () => {
    expectApiError(await postLogin(`email=${SARAH}`, 'application/x-www-form-urlencoded'), 415);
    expectApiError(await postLogin(SARAH, 'text/plain'), 415);
  });

  it('answers JSON 404 for unknown /api routes, GET and POST alike', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await t.app.inject({ method, url: '/api/xyz?secret=1' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: `Route ${method} /api/xyz not found`,
      });
    }
  });

  it('changes nothing in the database on any 4xx', async () => {
    const sarah = await login(t.app, SARAH);
    const sarahId: number = sarah.response.json().user.id;
    const before = await snapshotTables(t.database);
    const attempts = [
      postLogin('{"email": '),
      postLogin(JSON.stringify({ email: 'nobody@acme.example' })),
      postLogin(JSON.stringify({ email: SARAH, role: 'executive' })),
      postLogin(JSON.stringify({ email: SARAH, padding: 'x'.repeat(BODY_LIMIT) })),
      postLogin(SARAH, 'text/plain'),
      t.app.inject({ method: 'PUT', url: `/api/auth/user/${sarahId}`, payload: { name: 'X' } }),
      t.app.inject({
        method: 'PUT',
        url: `/api/auth/user/${sarahId}`,
        cookies: sarah.cookies,
        payload: { name: 'X', role: 'executive' },
      }),
      t.app.inject({
        method: 'PUT',
        url: `/api/auth/user/${sarahId + 1}`,
        cookies: sarah.cookies,
        payload: { name: 'X' },
      }),
      t.app.inject({
        method: 'PUT',
        url: '/api/auth/user/abc',
        cookies: sarah.cookies,
        payload: { name: 'X' },
      }),
      t.app.inject({ method: 'GET', url: '/api/auth/me', cookies: { q_session: 'forged.sig' } }),
      t.app.inject({ method: 'DELETE', url: '/api/demo-users', cookies: sarah.cookies }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    expect(await snapshotTables(t.database)).toEqual(before);
  });
});

/** A second app on the test database whose error log lines are collected, for checking them. */
async function appLoggingErrors() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = await buildApp({
    config: testConfig(),
    database: t.database,
    logger: { level: 'error', stream },
  });
  return { app, lines };
}

describe('server errors', () => {
  it('logs a 5xx with its cause and answers a generic message', async () => {
    const { app, lines } = await appLoggingErrors();
    app.get('/api/test/boom', async () => {
      throw new Error('connection string postgres://secret@db');
    });
    app.get(
      '/api/test/bad-answer',
      { schema: { response: { 200: z.object({ ok: z.literal(true) }) } } },
      // Deliberately breaks the response schema.
      async () => ({ ok: 'leaked internals' }) as unknown as { ok: true },
    );
    try {
      for (const url of ['/api/test/boom', '/api/test/bad-answer']) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(500);
        expect(response.json()).toEqual({
          statusCode: 500,
          error: 'Internal Server Error',
          message: 'An unexpected error occurred',
        });
        expect(response.body).not.toMatch(/secret|leaked/);
      }
      expect(lines.join('')).toContain('connection string postgres://secret@db');
      expect(lines).toHaveLength(2);
    } finally {
      await app.close();
    }
  });
});

describe('failed queries in the log', () => {
  it('are logged without their parameters: no key, hint, endpoint or user data', async () => {
    const { app, lines } = await appLoggingErrors();
    // The database refuses the insert, telling the row's endpoint in its detail.
    await t.database.db.execute(
      sql.raw(`create function q_test_refuse() returns trigger language plpgsql as $$
        begin raise exception 'refused by test' using detail = 'endpoint ' || new.api_endpoint; end $$`),
    );
    await t.database.db.execute(
      sql.raw(`create trigger q_test_refuse before insert on system_integrations
        for each row execute function q_test_refuse()`),
    );
    try {
      const { cookies } = await login(app, SARAH);
      const response = await app.inject({
        method: 'POST',
        url: '/api/system-integrations',
        cookies,
        payload: {
          systemType: 'ats',
          systemName: 'greenhouse',
          isEnabled: true,
          syncFrequency: 'daily',
          apiEndpoint: 'https://127.0.0.1:9/private-endpoint-path',
          apiKey: 'sk_refused_insert_0123456789',
          configData: { owner: 'user-data-in-config' },
        },
      });
      expect(response.statusCode).toBe(500);
    } finally {
      await app.close();
      await t.database.db.execute(sql.raw('drop trigger q_test_refuse on system_integrations'));
      await t.database.db.execute(sql.raw('drop function q_test_refuse()'));
    }
    expect(lines).toHaveLength(1);
    const line = lines[0] ?? '';
    const { err } = JSON.parse(line);
    expect(err.message).toMatch(/^Failed query: insert into "system_integrations"/);
    expect(err.code).toBe('P0001');
    expect(err.cause.message).toBe('refused by test');
    for (const secret of [
      'params',
      'sk_refused_insert',
      '6789',
      'private-endpoint-path',
      'user-data-in-config',
    ]) {
      expect(line).not.toContain(secret);
    }
  });
});

describe('system routes', () => {
  it('reports health and the kind of database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: TEST_DB_KIND });
  });

  it('answers liveness without a session or the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('serves an OpenAPI document listing the routes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/demo-users',
        '/api/auth/login',
        '/api/auth/me',
        '/api/auth/logout',
        '/api/auth/user/{id}',
      ]),
    );
    expect(Object.keys(document.paths).some((path) => path.startsWith('/api/docs'))).toBe(false);
    const login = document.paths['/api/auth/login'].post;
    expect(login.requestBody.content['application/json'].schema.properties.email).toBeDefined();
  });

  it('serves the reference page with its own content security policy', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Swagger UI');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('redirects the old entry of the reference page to the page, never to itself', async () => {
    for (const url of [
      '/api/docs/static/index.html',
      '/api/docs/static/index.html?x',
      '/api/docs/static/index.html?url=https://evil.test/',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location, url).toBe('/api/docs/');
      const page = await t.app.inject({ method: 'GET', url: String(response.headers.location) });
      expect(page.statusCode, url).toBe(200);
    }
  });

  it('sends security headers with the React-friendly policy on API answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    // No image from another host: it would learn who views the page (synced photos, logos).
    expect(csp).toMatch(/img-src 'self' data:(;|$)/);
    expect(csp).toContain("connect-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
