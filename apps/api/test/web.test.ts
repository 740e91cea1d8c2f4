import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APP_NAMES, APPS } from '@q/schemas/apps';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendNotFound } from '../src/http-errors.js';
import { webPlugin } from '../src/web/index.js';

/** A stand-in `apps/` folder whose builds say which app they are. */
function fakeBuilds(apps: readonly string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'q-web-'));
  for (const name of apps) {
    const dist = join(dir, name, 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), `<!doctype html><title>${name}</title>`);
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), `console.log('${name}');`);
    writeFileSync(join(dist, 'robots.txt'), 'User-agent: *');
    mkdirSync(join(dist, '.vite'));
    writeFileSync(join(dist, '.vite', 'manifest.json'), '{"index.html":{}}');
    // A precompressed copy, as the build writes it (content told apart for the test).
    writeFileSync(join(dist, 'assets', 'index-abc123.js.br'), 'brotli bytes');
  }
  return dir;
}

async function serve(appsDir: string): Promise<FastifyInstance> {
  const app = Fastify();
  app.setNotFoundHandler((request, reply) => sendNotFound(reply, request));
  await app.register(webPlugin, { mode: 'static', appsDir });
  await app.ready();
  return app;
}

describe('one-origin page serving (production builds)', () => {
  let appsDir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    appsDir = fakeBuilds(APP_NAMES);
    app = await serve(appsDir);
  });

  afterAll(async () => {
    await app.close();
    rmSync(appsDir, { recursive: true, force: true });
  });

  it.each(APP_NAMES.flatMap((name) => APPS[name].paths.map((path) => [path, name] as const)))(
    'serves %s from the %s build',
    async (path, name) => {
      const response = await app.inject({ method: 'GET', url: path });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain(`<title>${name}</title>`);
    },
  );

  it("names a page's first-screen API calls as preloads, in the mode the apps fetch them", async () => {
    const dashboard = await app.inject({ method: 'GET', url: '/dashboard' });
    expect(dashboard.headers.link).toBe(
      '</api/news-ticker>; rel=preload; as=fetch; crossorigin=use-credentials',
    );
    const settings = await app.inject({ method: 'GET', url: '/settings' });
    expect(settings.headers.link).toBeUndefined();
  });

  it('serves unknown paths with the marketing app, keeping the query string out of the way', async () => {
    for (const url of ['/no-such-page', '/qube/unknown', '/a/b/c?x=1', '/dashboard/']) {
      const response = await app.inject({ method: 'GET', url });
      const expected = url === '/dashboard/' ? 'aitchq' : 'marketing';
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain(`<title>${expected}</title>`);
    }
  });

  it('serves hashed assets with immutable caching, other files revalidated', async () => {
    const asset = await app.inject({ method: 'GET', url: '/_app/qube/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toContain("'qube'");
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const robots = await app.inject({ method: 'GET', url: '/_app/eyeq/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['cache-control']).toBe('no-cache');
  });

  it('sends the precompressed copy to a browser that accepts it', async () => {
    const url = '/_app/qube/assets/index-abc123.js';
    const compressed = await app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.body).toBe('brotli bytes');
    expect(compressed.headers.vary).toContain('accept-encoding');

    const plain = await app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain("'qube'");
  });

  it('keeps the build manifest and other dot-files private', async () => {
    const response = await app.inject({ method: 'GET', url: '/_app/qube/.vite/manifest.json' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('index.html');
  });

  it('answers a JSON 404 for missing assets and unknown /api paths, never a page', async () => {
    for (const url of ['/_app/qube/assets/missing.js', '/api/no-such-thing', '/api']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    }
  });

  it('does not serve files outside the build folders', async () => {
    for (const url of [
      '/_app/qube/%2e%2e/%2e%2e/marketing/dist/assets/index-abc123.js',
      '/_app/qube/..%2f..%2fmarketing%2fdist%2fassets%2findex-abc123.js',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.body, url).not.toContain("console.log('marketing')");
      expect(response.headers['content-type'] ?? '', url).not.toContain('javascript');
    }
  });
});

describe('one-origin page serving without a build', () => {
  it('answers 503 with what to do for an app that is not built', async () => {
    const appsDir = fakeBuilds(['marketing']);
    const app = await serve(appsDir);
    try {
      const missing = await app.inject({ method: 'GET', url: '/qube' });
      expect(missing.statusCode).toBe(503);
      expect(missing.body).toContain('pnpm build');
      const built = await app.inject({ method: 'GET', url: '/' });
      expect(built.statusCode).toBe(200);
    } finally {
      await app.close();
      rmSync(appsDir, { recursive: true, force: true });
    }
  });
});

describe('the Storybook build at /storybook/', () => {
  async function serveWithStorybook(storybookDir: string) {
    const app = Fastify();
    app.setNotFoundHandler((request, reply) => sendNotFound(reply, request));
    await app.register(webPlugin, {
      mode: 'static',
      appsDir: fakeBuilds(['marketing']),
      storybookDir,
    });
    await app.ready();
    return app;
  }

  it('serves it, framing its own previews, when it has been built', async () => {
    const storybookDir = mkdtempSync(join(tmpdir(), 'q-storybook-'));
    writeFileSync(join(storybookDir, 'index.html'), '<!doctype html><title>Storybook</title>');
    writeFileSync(join(storybookDir, 'iframe.html'), '<!doctype html><title>Preview</title>');
    const app = await serveWithStorybook(storybookDir);
    try {
      const index = await app.inject({ method: 'GET', url: '/storybook/' });
      expect(index.statusCode).toBe(200);
      expect(index.body).toContain('<title>Storybook</title>');
      expect(index.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      const preview = await app.inject({ method: 'GET', url: '/storybook/iframe.html' });
      expect(preview.body).toContain('<title>Preview</title>');
      const bare = await app.inject({ method: 'GET', url: '/storybook' });
      expect(bare.statusCode).toBe(301);
      expect(bare.headers.location).toBe('/storybook/');
      const missing = await app.inject({ method: 'GET', url: '/storybook/nope.js' });
      expect(missing.statusCode).toBe(404);
    } finally {
      await app.close();
      rmSync(storybookDir, { recursive: true, force: true });
    }
  });

  it('leaves /storybook/ to the pages when there is no build', async () => {
    const app = await serveWithStorybook(join(tmpdir(), 'q-no-storybook-here'));
    try {
      const response = await app.inject({ method: 'GET', url: '/storybook/' });
      expect(response.body).toContain('<title>marketing</title>');
    } finally {
      await app.close();
    }
  });
});
