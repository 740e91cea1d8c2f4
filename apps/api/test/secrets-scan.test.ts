import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, login, SARAH, type TestApp } from './helpers.js';
import { scanTotals, secretsIn, takeLeaks } from './secrets-scan.js';

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
        apiEndpoint: 'http://127.0.0.1:9/ats',
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
});
