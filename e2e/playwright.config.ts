import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/** A free loopback port, chosen once: the config is evaluated again in each worker. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'q-e2e-'));
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const DESKTOP_CHROMIUM = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  },
};

/** Tests that record a figure (a time) rather than check behaviour. */
const TIMING_TESTS = /time-to-data\.spec\.ts/;

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: TIMING_TESTS,
      use: DESKTOP_CHROMIUM,
    },
    {
      // Figures, taken after every other test has finished, so that no other worker competes
      // with the page being timed.
      name: 'timing',
      testMatch: TIMING_TESTS,
      dependencies: ['chromium'],
      use: DESKTOP_CHROMIUM,
    },
  ],
  webServer: {
    // The production build on one origin, with a fresh embedded database.
    command: 'node ../apps/api/dist/server.js',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // The server's own calendar day is UTC's: the session-agreement suite reads pages in time
      // zones whose day is another one.
      TZ: 'UTC',
      // The settings suite's fake Workday listens on 127.0.0.1; production refuses loopback.
      INTEGRATION_ALLOW_PRIVATE_TARGETS: 'true',
      // Every test signs in from 127.0.0.1; the API suite checks the production limit of 10.
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      // …and as the same few demo accounts, and the settings suite tests and syncs often.
      LOGIN_RATE_LIMIT_PER_ACCOUNT_PER_MINUTE: '1000',
      OUTBOUND_RATE_LIMIT_PER_ACCOUNT_PER_MINUTE: '1000',
    },
  },
});
