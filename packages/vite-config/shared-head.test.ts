import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { sharedHead } from './shared-head';

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

describe('sharedHead', () => {
  it("opens every page's head with the shared tags, charset first, and keeps the page's title", async () => {
    root = mkdtempSync(join(tmpdir(), 'q-head-'));
    writeFileSync(
      join(root, 'index.html'),
      '<!doctype html><html lang="en"><head><title>Qube</title></head><body><div id="root"></div><script type="module" src="/main.js"></script></body></html>',
    );
    writeFileSync(join(root, 'main.js'), 'console.log(1);');
    await build({
      root,
      logLevel: 'silent',
      configFile: false,
      plugins: [sharedHead()],
      build: { outDir: 'dist' },
    });
    const html = readFileSync(join(root, 'dist', 'index.html'), 'utf8');
    const head = html.slice(html.indexOf('<head>') + '<head>'.length, html.indexOf('</head>'));
    expect(head.trimStart().startsWith('<meta charset="UTF-8">')).toBe(true);
    expect(head).toContain(
      '<meta name="viewport" content="width=device-width, initial-scale=1.0">',
    );
    expect(head).toContain('<meta name="theme-color" content="#4338ca">');
    expect(head).toMatch(/<meta name="description" content="Q turns company signals into action/);
    expect(head).toMatch(/<link rel="icon" href="data:image\/svg\+xml,/);
    expect(head.indexOf('<title>Qube</title>')).toBeGreaterThan(head.indexOf('rel="icon"'));
    expect(html).toContain('<div id="root"></div>');
  });
});
