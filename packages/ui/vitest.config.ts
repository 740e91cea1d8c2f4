import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    alias: [
      // styled-components names its browser build in the package.json "browser" field, which
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
    setupFiles: ['./vitest.setup.ts'],
    restoreMocks: true,
  },
});
