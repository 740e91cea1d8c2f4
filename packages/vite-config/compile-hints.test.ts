import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { build } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from './compile-hints';
import { precompress } from './precompress';

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

/** A page whose entry imports a module statically and another lazily: three chunks. */
function fixture(): string {
  const dir = mkdtempSync(join(tmpdir(), 'q-hints-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><script type="module" src="/main.js"></script>',
  );
  // Long enough to be precompressed (over 1 KB).
  const body = Array.from({ length: 80 }, (_, i) => `export const item${i} = () => ${i};`);
  writeFileSync(join(dir, 'shared.js'), body.join('\n'));
  writeFileSync(
    join(dir, 'main.js'),
    "import { item1 } from './shared.js';\nconsole.log(item1());\nimport('./later.js').then((m) => m.later());",
  );
  writeFileSync(
    join(dir, 'later.js'),
    "import { item2 } from './shared.js';\nexport function later() { return item2(); }",
  );
  return dir;
}

async function buildFixture(dir: string, ssr?: string) {
  await build({
    root: dir,
    logLevel: 'silent',
    configFile: false,
    plugins: [compileHints(), precompress()],
    build: { outDir: 'dist', ssr, minify: true },
  });
}

describe('compileHints', () => {
  it('starts every JavaScript file of the browser build with the hint, compressed copies too', async () => {
    root = fixture();
    await buildFixture(root);
    const assets = join(root, 'dist', 'assets');
    const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    for (const name of scripts) {
      const code = readFileSync(join(assets, name), 'utf8');
      expect(code.startsWith(COMPILE_HINT), name).toBe(true);
      // Once only.
      expect(code.indexOf(COMPILE_HINT, 1), name).toBe(-1);
    }
    const compressed = readdirSync(assets).filter((name) => name.endsWith('.js.br'));
    expect(compressed.length).toBeGreaterThanOrEqual(1);
    for (const name of compressed) {
      const base = join(assets, name.slice(0, -'.br'.length));
      expect(brotliDecompressSync(readFileSync(`${base}.br`)).toString()).toBe(
        readFileSync(base, 'utf8'),
      );
      expect(gunzipSync(readFileSync(`${base}.gz`)).toString()).toBe(readFileSync(base, 'utf8'));
    }
  });

  it('leaves a server build alone', async () => {
    root = fixture();
    await buildFixture(root, 'main.js');
    const scripts = readdirSync(join(root, 'dist'), { recursive: true, encoding: 'utf8' }).filter(
      (name) => /\.m?js$/.test(name),
    );
    expect(scripts.length).toBeGreaterThanOrEqual(1);
    for (const name of scripts) {
      const code = readFileSync(join(root, 'dist', name), 'utf8');
      expect(code.startsWith(COMPILE_HINT), name).toBe(false);
    }
  });
});
