import { afterAll, expect, vi } from 'vitest';
import { leaksFound } from './secrets-scan.js';

/**
 * Every app a test builds logs into the secrets scan and has its answers scanned; at the end of
 * each test file no issued session token and no API key may have appeared in any of them.
 */
vi.mock('../src/app.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../src/app.js')>();
  const { scanningLogger, watchApp } = await import('./secrets-scan.js');
  return {
    ...actual,
    buildApp: async (options: Parameters<typeof actual.buildApp>[0]) => {
      const app = await actual.buildApp({ ...options, logger: scanningLogger(options.logger) });
      watchApp(app);
      return app;
    },
  };
});

afterAll(() => {
  expect(leaksFound(), 'session tokens or API keys in answers or logs').toEqual([]);
});
