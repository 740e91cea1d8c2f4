import { defineConfig } from 'vitest/config';

/**
 * The same test files run once per database: `pglite` always (in memory), and `postgres` when
 * TEST_DATABASE_URL points at a server (each test file gets its own fresh database there).
 * `Q_TEST_DB` tells test/helpers.ts which project it runs in.
 */
const shared = {
  environment: 'node',
  pool: 'forks' as const,
  include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  // Fails a test file whose answers or logs held a session token or an API key.
  setupFiles: ['test/secrets-scan.setup.ts'],
  testTimeout: 20_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    // PGlite takes ~700 MB per instance and the machines have two cores.
    maxWorkers: 2,
    projects: [
      {
        test: {
          ...shared,
          name: 'pglite',
          env: { Q_TEST_DB: 'pglite' },
          globalSetup: ['test/global-setup.ts'],
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [{ test: { ...shared, name: 'postgres', env: { Q_TEST_DB: 'postgres' } } }]
        : []),
    ],
  },
});
