import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    // Every test stubs fetch; a forgotten stub must fail loudly, never reach the network.
    unstubGlobals: true,
  },
});
