import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { colorSchemeHead } from './color-scheme-head';

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

describe('colorSchemeHead', () => {
  it('inlines the style sheet and loads the pre-paint script as a hashed file of the build, in the head', async () => {
    root = mkdtempSync(join(tmpdir(), 'q-scheme-'));
    writeFileSync(
      join(root, 'index.html'),
      '<!doctype html><html lang="en"><head><title>Qube</title></head><body><div id="root"></div><script type="module" src="/main.js"></script></body></html>',
    );
    writeFileSync(join(root, 'main.js'), 'console.log(1);');
    const script = 'document.documentElement.dataset.theme="dark";\n';
    await build({
      root,
      base: '/_app/qube/',
      logLevel: 'silent',
      configFile: false,
      plugins: [colorSchemeHead({ styleSheet: ':root{--q-text:#000}', script })],
      build: { outDir: 'dist' },
    });
    const html = readFileSync(join(root, 'dist', 'index.html'), 'utf8');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<style>:root{--q-text:#000}</style>');
    const src =
      /<script src="\/_app\/qube\/(assets\/color-scheme-[0-9a-f]{8}\.js)"><\/script>/.exec(
        head,
      )?.[1];
    expect(src).toBeDefined();
    // A classic script: it runs where it stands, before the body is parsed and painted.
    expect(head).not.toMatch(/<script[^>]*(defer|async|type="module")[^>]*color-scheme/);
    const file = join(root, 'dist', src as string);
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, 'utf8')).toBe(script);
  });
});
