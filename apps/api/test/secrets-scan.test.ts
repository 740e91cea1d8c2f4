import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, login, SARAH, type TestApp } from './helpers.js';
import { rememberKey, scanLogLine, scanTotals, secretsIn, takeLeaks } from './secrets-scan.js';

/** The secrets scan itself: it must see what a leak would look like (this file leaks on purpose). */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('the secrets scan', () => {
  it('knows the issued session tokens and the API keys sent', async () => {
    const { cookie, cookies } = await login(t.app, SARAH);
    const token = cookie?.split('.')[0] ?? '';
    expect(secretsIn(`x ${token} y`)).toEqual([token]);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/system-integrations',
      cookies,
      payload: {
        systemType: 'ats',
        systemName: 'greenhouse',
        isEnabled: true,
        syncFrequency: 'daily',
        apiEndpoint: 'https://127.0.0.1:9/ats',
        apiKey: 'sk_scan_self_test_0123456789',
      },
    });
    expect(created.statusCode).toBe(201);
    expect(secretsIn('{"apiKey":"sk_scan_self_test_0123456789"}')).toHaveLength(1);
    expect(scanTotals().tokens).toBeGreaterThan(0);
    expect(takeLeaks()).toEqual([]);
  });

  it('flags an answer and a log line that carry them', async () => {
    const { cookie, cookies } = await login(t.app, SARAH);
    const token = cookie?.split('.')[0] ?? '';
    const { buildApp } = await import('../src/app.js');
    const { testConfig } = await import('./helpers.js');
    const leaky = await buildApp({ config: testConfig(), database: t.database });
    leaky.get('/api/test/leak', async (request) => {
      request.log.info({ cookieSeen: request.headers.cookie }, 'leaking on purpose');
      return { token };
    });
    try {
      const response = await leaky.inject({ method: 'GET', url: '/api/test/leak', cookies });
      expect(response.statusCode).toBe(200);
    } finally {
      await leaky.close();
    }
    const leaks = takeLeaks();
    expect(leaks.some((leak) => leak.startsWith('answer to GET /api/test/leak'))).toBe(true);
    expect(leaks.some((leak) => leak.startsWith('log line'))).toBe(true);
  });

  it('flags a key in the parameters of a failed query, which the server never logs', async () => {
    const key = 'sk_failed_query_0123456789';
    rememberKey(key);
    // A query that fails with the key as a parameter, as a failed insert of a record would.
    const failingQuery = () => t.database.db.execute(sql`select ${key}::integer as n`);
    const failure = await failingQuery().then(
      () => undefined,
      (error: unknown) => error as Error,
    );
    expect(failure).toBeInstanceOf(Error);
    // The error as it stands carries the key (Drizzle's "params: …", the driver's message): a log
    // line holding it is flagged.
    scanLogLine(JSON.stringify({ msg: 'request failed', err: { message: failure?.message } }));
    expect(takeLeaks().length).toBeGreaterThan(0);

    const { buildApp } = await import('../src/app.js');
    const { testConfig } = await import('./helpers.js');
    const lines: string[] = [];
    const app = await buildApp({
      config: testConfig(),
      database: t.database,
      logger: { level: 'error', stream: { write: (line: string) => lines.push(line) > 0 } },
    });
    app.get('/api/test/failing-query', async () => {
      await failingQuery();
      return {};
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/test/failing-query' });
      expect(response.statusCode).toBe(500);
    } finally {
      await app.close();
    }
    // The server logs the failure, what failed and its SQLSTATE, but no parameter.
    expect(lines).toHaveLength(1);
    const logged = JSON.parse(lines[0] ?? '{}');
    expect(logged.err.message).toMatch(/^Failed query: select \$1::integer as n/);
    expect(logged.err.code).toBe('22P02');
    expect(lines[0]).not.toContain('params');
    expect(takeLeaks()).toEqual([]);
  });
});
