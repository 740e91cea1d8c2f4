import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    setupFiles: ['@q/vite-config/vitest.setup'],
    passWithNoTests: false,
  },
});
