import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

/**
 * The Vitest configuration of every React package and app: jsdom, the shared setup (jest-dom
 * matchers, DOM cleanup, the browser APIs Radix needs), and styled-components' browser build.
 *
 * @returns {import('vitest/config').ViteUserConfig}
 */
export function componentTestConfig() {
  return {
    resolve: {
      alias: [
        // styled-components names its browser build in package.json's "browser" field, which
        // Node resolution ignores; its server build never injects createGlobalStyle rules.
        {
          find: /^styled-components$/,
          replacement: require.resolve('styled-components/dist/styled-components.browser.cjs.js'),
        },
      ],
    },
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: [fileURLToPath(new URL('./vitest.setup.ts', import.meta.url))],
      restoreMocks: true,
      // The first test of a file pays for transforming the page's modules; on a small machine
      // running several suites at once that alone can pass Vitest's 5 s default.
      testTimeout: 30_000,
      unstubGlobals: true,
    },
  };
}
