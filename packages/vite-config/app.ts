import type { AppEntry } from '@q/schemas/apps';
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';
import { type ColorSchemeHead, colorSchemeHead } from './color-scheme-head';
import { compileHints } from './compile-hints';
import { precompress } from './precompress';
import { sharedHead } from './shared-head';

/**
 * The Vite configuration every front-end app shares. Each app is served under its own asset
 * base (from the app manifest) so that the one-origin server can tell the apps' files apart,
 * and its dev server runs on the manifest's port behind that same origin. `colorScheme` is the
 * kit's light and dark colours and pre-paint script (`@q/ui/color-scheme`), passed in because
 * the kit itself is built and tested with this package.
 */
export function appViteConfig(app: AppEntry, colorScheme: ColorSchemeHead): UserConfig {
  return {
    base: app.base,
    plugins: [react(), sharedHead(), colorSchemeHead(colorScheme), compileHints(), precompress()],
    server: {
      host: '127.0.0.1',
      port: app.devPort,
      strictPort: true,
      // The page is loaded through the one-origin server; hot reload talks to Vite directly.
      hmr: { clientPort: app.devPort },
    },
    // The server build (`--ssr src/entry-server.tsx --outDir dist-ssr`) carries every package it
    // uses: the API server loads it from the app's folder, where not all of them resolve.
    ssr: { noExternal: true },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      assetsInlineLimit: 2048,
      // dist/.vite/manifest.json: which chunks each page loads, read by the bundle budget check.
      manifest: true,
      rolldownOptions: {
        onLog(level, log, handler) {
          // Libraries ship "use client" directives for server components; they are meaningless here.
          if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
          handler(level, log);
        },
      },
    },
  };
}
