import { createServer } from 'node:net';
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

process.env.STORIES_PORT ??= String(await freePort());
const baseURL = `http://127.0.0.1:${process.env.STORIES_PORT}`;

/** Renders every story of the built Storybook in the system's Chromium. */
export default defineConfig<object, { colorTheme: 'light' | 'dark' }>({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  reporter: [['dot']],
  use: { baseURL },
  // Every story in both themes: the toolbar's Theme is set to each before the stories render.
  projects: (['light', 'dark'] as const).map((colorTheme) => ({
    name: colorTheme,
    use: {
      ...devices['Desktop Chrome'],
      colorTheme,
      launchOptions: {
        executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--no-first-run',
          '--disable-background-networking',
        ],
      },
    },
  })),
  webServer: {
    command: 'node scripts/serve-static.mjs',
    url: `${baseURL}/index.json`,
    reuseExistingServer: false,
    timeout: 30_000,
    env: { STORIES_PORT: process.env.STORIES_PORT },
  },
});
