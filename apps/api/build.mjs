// Bundles the server into dist/server.js (and the chunks it loads). Workspace packages (@q/*) are TypeScript source and are
// bundled in; real npm packages stay external and load from node_modules at run time.
// Migrations are not copied: the server finds apps/api/drizzle by walking up from dist/.
// Copies the embedded database's thread (src/db/pglite-worker.mjs, and the start parameters it
// imports) beside it. Then writes
// dist/pglite-template, the migrated cluster a new embedded database is copied from.
import { execFileSync } from 'node:child_process';
import { copyFileSync, readFileSync } from 'node:fs';
import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const npmPackages = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).filter(
  (name) => !name.startsWith('@q/'),
);

await build({
  entryPoints: { server: 'src/server.ts', 'pglite-template': 'src/db/pglite-template.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  // The app's code in a chunk of its own, with the packages only it imports: the server loads it
  // while the database opens (src/server.ts).
  splitting: true,
  target: 'node20',
  sourcemap: true,
  external: npmPackages.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});

// The embedded database's thread (plain JavaScript), beside the bundle that starts it.
copyFileSync('src/db/pglite-worker.mjs', 'dist/pglite-worker.mjs');
copyFileSync('src/db/pglite-settings.mjs', 'dist/pglite-settings.mjs');

execFileSync(process.execPath, ['dist/pglite-template.js'], { stdio: 'inherit' });
