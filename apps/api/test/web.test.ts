import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { pagePreloads } from '@q/schemas/api';
import { APP_NAMES, APPS } from '@q/schemas/apps';
import { SERVER_STATE_ELEMENT_ID } from '@q/schemas/server-render';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import dataVersionPlugin from '../src/caching/data-version.js';
import {
  type AllowedHost,
  allowedHostList,
  refuseOtherHosts,
} from '../src/guards/allowed-hosts.js';
import { compressOffThread } from '../src/http/compression.js';
import { sendNotFound } from '../src/http/errors.js';
import { webPlugin } from '../src/web/index.js';
import {
  KEPT_PAGE_MAX_AGE_MS,
  MAX_RENDERS_IN_FLIGHT,
  RENDER_TIME_BUDGET_MS,
} from '../src/web/rendered-pages.js';
import { PAGE_ANSWERS_WAIT_MS, PAGE_STATE_BUDGET_BYTES } from '../src/web/server-render.js';

/**
 * The synchronous compressions, watched: a large body must never go through them (they hold the
 * only thread while they work); they still compress.
 */
const syncCompressions = vi.hoisted(() => ({ sizes: [] as number[] }));
vi.mock('node:zlib', async (importOriginal) => {
  const zlib = await importOriginal<typeof import('node:zlib')>();
  const watched =
    <A extends unknown[], R>(compress: (body: string | Buffer, ...rest: A) => R) =>
    (body: string | Buffer, ...rest: A): R => {
      syncCompressions.sizes.push(Buffer.byteLength(body));
      return compress(body, ...rest);
    };
  return {
    ...zlib,
    brotliCompressSync: watched(zlib.brotliCompressSync),
    gzipSync: watched(zlib.gzipSync),
  };
});

/** The largest body compressed on the main thread since `since` calls were recorded. */
const largestSyncCompression = (since: number) =>
  Math.max(0, ...syncCompressions.sizes.slice(since));

/** A body this large must be compressed on the thread pool (`compression.ts`). */
const LARGE_BODY = 64 * 1024;

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

/** The state block of a page rendered on the server. */
function stateOf(body: string) {
  const match = body.match(
    new RegExp(`<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">(.*?)</script>`),
  );
  if (!match?.[1]) throw new Error('no state in the page');
  return JSON.parse(match[1]);
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

  it("names a page's API calls as preloads, in the mode the apps fetch them, where no server entry renders it", async () => {
    const dashboard = await app.inject({ method: 'GET', url: '/dashboard' });
    expect(dashboard.headers.link).toContain(
      '</api/news-ticker>; rel=preload; as=fetch; crossorigin=use-credentials',
    );
    expect(String(dashboard.headers.link).split(', ')).toHaveLength(
      pagePreloads('/dashboard').length,
    );
    // The overview's KPI cards read the company's financial figures; the signals page reads none.
    const qube = await app.inject({ method: 'GET', url: '/qube' });
    expect(qube.headers.link).toBe(
      '</api/finance/figures>; rel=preload; as=fetch; crossorigin=use-credentials',
    );
    const signals = await app.inject({ method: 'GET', url: '/qube/signals' });
    expect(signals.headers.link).toBeUndefined();
  });

  it('names who is signed in as a preload of a page the browser renders, when a session may exist', async () => {
    const me = '</api/auth/me>; rel=preload; as=fetch; crossorigin=use-credentials';
    const sent: Record<string, string>[] = [{ q_session: 'a.b' }, { q_signed_in: '1' }];
    for (const cookies of sent) {
      const signals = await app.inject({ method: 'GET', url: '/qube/signals', cookies });
      expect(signals.headers.link, JSON.stringify(cookies)).toBe(me);
      const dashboard = await app.inject({ method: 'GET', url: '/dashboard', cookies });
      expect(String(dashboard.headers.link).split(', ')[0]).toBe(me);
    }
    // A visitor without either makes no such call: nothing to preload.
    const visitor = await app.inject({
      method: 'GET',
      url: '/qube/signals',
      cookies: { other: '1' },
    });
    expect(visitor.headers.link).toBeUndefined();
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

describe("a page's route code", () => {
  /** The builds, Qube's with a manifest as Vite writes it: the entry and two lazy routes. */
  function buildsWithQubeManifest(): string {
    const dir = fakeBuilds(APP_NAMES);
    const manifest = {
      'index.html': { file: 'assets/index-abc123.js', isEntry: true, imports: ['_vendor.js'] },
      '_vendor.js': { file: 'assets/vendor-v1.js' },
      '_chart.js': { file: 'assets/chart-c1.js', imports: ['_vendor.js'] },
      'src/routes/okrs-page.tsx': {
        file: 'assets/okrs-page-o1.js',
        isDynamicEntry: true,
        imports: ['index.html', '_vendor.js', '_chart.js'],
      },
      'src/routes/people-page.tsx': {
        file: 'assets/people-page-p1.js',
        isDynamicEntry: true,
        imports: ['index.html', '_chart.js'],
      },
    };
    writeFileSync(join(dir, 'qube', 'dist', '.vite', 'manifest.json'), JSON.stringify(manifest));
    writeFileSync(
      join(dir, 'qube', 'dist', 'index.html'),
      '<!doctype html><html><head><title>qube</title></head><body><div id="root"></div></body></html>',
    );
    return dir;
  }

  it('is named in the page (modulepreload), beyond what the entry loads, for the browser to fetch at once', async () => {
    const appsDir = buildsWithQubeManifest();
    const app = await serve(appsDir);
    try {
      const okrs = await app.inject({ method: 'GET', url: '/qube/okrs?quarter=q3' });
      expect(okrs.statusCode).toBe(200);
      expect(okrs.body).toContain(
        '<link rel="modulepreload" crossorigin href="/_app/qube/assets/okrs-page-o1.js">' +
          '<link rel="modulepreload" crossorigin href="/_app/qube/assets/chart-c1.js"></head>',
      );
      // The entry and what it imports are named by the build's own tags.
      expect(okrs.body).not.toContain('vendor-v1.js');
      expect(okrs.body).not.toContain('index-abc123.js');

      const people = await app.inject({ method: 'GET', url: '/qube/people/' });
      expect(people.body).toContain('people-page-p1.js');
      expect(people.body).not.toContain('okrs-page-o1.js');

      // A page in the entry names nothing more; nor one whose route the manifest lacks.
      for (const url of ['/qube', '/qube/finance']) {
        const page = await app.inject({ method: 'GET', url });
        expect(page.statusCode).toBe(200);
        expect(page.body).not.toContain('modulepreload');
      }
    } finally {
      await app.close();
      rmSync(appsDir, { recursive: true, force: true });
    }
  });

  it('is left to the entry when the build manifest is unusable: the page is served as built', async () => {
    const appsDir = fakeBuilds(APP_NAMES);
    writeFileSync(join(appsDir, 'qube', 'dist', '.vite', 'manifest.json'), '{"broken": ');
    const app = await serve(appsDir);
    try {
      const okrs = await app.inject({ method: 'GET', url: '/qube/okrs' });
      expect(okrs.statusCode).toBe(200);
      expect(okrs.body).toBe('<!doctype html><title>qube</title>');
    } finally {
      await app.close();
      rmSync(appsDir, { recursive: true, force: true });
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
  async function serveWithStorybook(storybookDir: string, serveStorybook = true) {
    const app = Fastify();
    app.setNotFoundHandler((request, reply) => sendNotFound(reply, request));
    await app.register(webPlugin, {
      mode: 'static',
      appsDir: fakeBuilds(['marketing']),
      serveStorybook,
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

  it('is not served unless the setting turns it on, and never its dependency listing', async () => {
    const storybookDir = mkdtempSync(join(tmpdir(), 'q-storybook-'));
    writeFileSync(join(storybookDir, 'index.html'), '<!doctype html><title>Storybook</title>');
    writeFileSync(join(storybookDir, 'project.json'), '{"knownPackages":{"vite":"8.3.8"}}');
    const off = await serveWithStorybook(storybookDir, false);
    const on = await serveWithStorybook(storybookDir);
    try {
      const page = await off.inject({ method: 'GET', url: '/storybook/' });
      expect(page.body).not.toContain('<title>Storybook</title>');
      expect(page.headers['content-security-policy'] ?? '').not.toContain('unsafe-inline');
      const listing = await on.inject({ method: 'GET', url: '/storybook/project.json' });
      expect(listing.statusCode).toBe(404);
      expect(listing.body).not.toContain('knownPackages');
    } finally {
      await off.close();
      await on.close();
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

describe('pages rendered on the server', () => {
  /** An app build with a server entry that renders what it was asked, as the real entries do. */
  function buildsWithServerEntry(entry: string): string {
    const dir = fakeBuilds(APP_NAMES);
    const aitchq = join(dir, 'aitchq');
    writeFileSync(
      join(aitchq, 'dist', 'index.html'),
      '<!doctype html><html><head><title>aitchq</title></head><body><div id="root"></div></body></html>',
    );
    mkdirSync(join(aitchq, 'dist-ssr'));
    writeFileSync(join(aitchq, 'dist-ssr', 'entry-server.js'), entry);
    return dir;
  }

  /** Echoes the request: its URL, user and answers, as markup, styles and state. */
  const ECHO_ENTRY = `export async function render(request) {
    return {
      html: '<main>' + request.url + '</main>',
      styles: '<style data-styled="true">main{color:red}</style>',
      state: JSON.stringify(request).replace(/</g, '\\u003c'),
    };
  }`;

  /**
   * The page's server API: a session for the cookie 'q_session=ok', two quick reads, one slow.
   * Every URL asked of it goes into `asked`.
   */
  async function serveWithApi(
    appsDir: string,
    asked: string[] = [],
    employees?: () => unknown,
    allowedHosts?: readonly AllowedHost[],
  ) {
    const app = Fastify();
    if (allowedHosts) refuseOtherHosts(app, allowedHosts, {});
    app.addHook('onRequest', async (request) => {
      asked.push(request.url);
    });
    app.setNotFoundHandler((request, reply) => sendNotFound(reply, request));
    app.get('/api/auth/me', async (request, reply) => {
      if (request.headers.cookie === 'q_session=ok') return { user: { id: 2, name: 'Sarah Chen' } };
      // A session store that fails: who is signed in cannot be told.
      if (request.headers.cookie === 'q_session=failing') {
        return reply
          .code(500)
          .send({ statusCode: 500, error: 'Internal Server Error', message: 'x' });
      }
      return reply.code(401).send({ statusCode: 401, error: 'Unauthorized', message: 'no' });
    });
    app.get('/api/news-ticker', async (request) => [
      { title: `news for ${request.headers.cookie}` },
    ]);
    app.get('/api/employees', async (_request, reply) =>
      employees ? employees() : reply.code(500).send({ message: 'x' }),
    );
    app.get('/api/budget-tracker', async () => {
      await new Promise((resolve) => setTimeout(resolve, PAGE_ANSWERS_WAIT_MS + 500));
      return [];
    });
    await app.register(webPlugin, { mode: 'static', appsDir });
    await app.ready();
    return app;
  }

  it('renders the page into #root with its styles and the state it was rendered with, read as the visitor', async () => {
    const appsDir = buildsWithServerEntry(ECHO_ENTRY);
    const app = await serveWithApi(appsDir);
    try {
      const response = await app.inject({
        method: 'GET',
        url: '/dashboard?x=1',
        headers: { cookie: 'q_session=ok' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root"><main>/dashboard?x=1</main></div>');
      expect(response.body).toContain('<style data-styled="true">main{color:red}</style></head>');
      const state = stateOf(response.body);
      expect(state.user).toEqual({ id: 2, name: 'Sarah Chen' });
      expect(state.answers['/api/news-ticker']).toEqual([{ title: 'news for q_session=ok' }]);
      // A failed call and one that came too late are left to the browser.
      expect(state.answers).not.toHaveProperty('/api/employees');
      expect(state.answers).not.toHaveProperty('/api/budget-tracker');
      // Rendered with its answers, the page needs no preload.
      expect(response.headers.link).toBeUndefined();

      const visitor = stateOf((await app.inject({ method: 'GET', url: '/dashboard' })).body);
      expect(visitor.user).toBeNull();
      expect(visitor.answers['/api/news-ticker']).toEqual([{ title: 'news for undefined' }]);
    } finally {
      await app.close();
      rmSync(appsDir, { recursive: true, force: true });
    }
  });

  it('reads the answers under the host the page was asked of, which ALLOWED_HOSTS lets through', async () => {
    const appsDir = buildsWithServerEntry(ECHO_ENTRY);
    const app = await serveWithApi(appsDir, [], undefined, allowedHostList('q.example', '0.0.0.0'));
    try {
      const response = await app.inject({
        method: 'GET',
        url: '/dashboard',
        headers: { cookie: 'q_session=ok', host: 'q.example' },
      });
      expect(response.statusCode).toBe(200);
      const state = stateOf(response.body);
      expect(state.user).toEqual({ id: 2, name: 'Sarah Chen' });
      expect(state.answers['/api/news-ticker']).toEqual([{ title: 'news for q_session=ok' }]);
    } finally {
      await app.close();
      rmSync(appsDir, { recursive: true, force: true });
    }
  });

  it('sends the bare page when who is signed in cannot be told, never one rendered for a visitor', async () => {
    const appsDir = buildsWithServerEntry(ECHO_ENTRY);
    const app = await serveWithApi(appsDir);
    try {
      const response = await app.inject({
        method: 'GET',
        url: '/dashboard',
        headers: { cookie: 'q_session=failing' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('<main>');
      expect(response.body).not.toContain('q-server-state');
      expect(response.headers['server-timing']).toBe('page;desc="bare"');
    } finally {
      await app.close();
      rmSync(appsDir, { recursive: true, force: true });
    }
  });

  it("answers the bare page, for the browser to render, when the page's answers exceed the budget", async () => {
    const appsDir = buildsWithServerEntry(ECHO_ENTRY);
    // A team of thousands, as a synced organisation's once was: more than the budget allows.
    const person = { id: 1, name: 'Someone Synced', position: 'Engineer', managerId: null };
    const count = Math.ceil(PAGE_STATE_BUDGET_BYTES / JSON.stringify(person).length) + 10;
    const app = await serveWithApi(appsDir, [], () => Array.from({ length: count }, () => person));
    try {
      const response = await app.inject({
        method: 'GET',
        url: '/dashboard',
        headers: { cookie: 'q_session=ok' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['server-timing']).toBe('page;desc="bare"');
      // Nothing rendered, no state to take over: the browser renders the page from scratch (no
      // hydration, so no mismatch), asking its calls itself, named as preloads.
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).not.toContain(SERVER_STATE_ELEMENT_ID);
      expect(String(response.headers.link)).toContain('</api/employees>; rel=preload');
      expect(response.body.length).toBeLessThan(10_000);
    } finally {
      await app.close();
      rmSync(appsDir, { recursive: true, force: true });
    }
  });

  it('compresses a large rendered page off the main thread, in either coding', async () => {
    const appsDir = buildsWithServerEntry(
      `export async function render() { return { html: '<ul>' + Array.from({ length: 40000 }, (_, i) => '<li>person ' + i + '</li>').join('') + '</ul>', styles: '', state: '{}' }; }`,
    );
    const app = await serveWithApi(appsDir);
    try {
      for (const [encoding, decompress] of [
        ['br', brotliDecompressSync],
        ['gzip', gunzipSync],
      ] as const) {
        const since = syncCompressions.sizes.length;
        const response = await app.inject({
          method: 'GET',
          url: '/dashboard',
          headers: { 'accept-encoding': encoding },
        });
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(decompress(response.rawPayload).toString()).toContain('<li>person 39999</li>');
        expect(largestSyncCompression(since)).toBeLessThan(LARGE_BODY);
      }
    } finally {
      await app.close();
      rmSync(appsDir, { recursive: true, force: true });
    }
  });

  it('compresses a large body on the thread pool, the loop turning meanwhile', async () => {
    // Text that compresses slowly: a page of a few megabytes of varied markup.
    let seed = 7;
    const words = Array.from({ length: 400_000 }, () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed.toString(36);
    }).join(' ');
    const html = `<p>${words}</p>`;
    for (const encoding of ['br', 'gzip'] as const) {
      const compressing = compressOffThread(html, encoding);
      // The call handed the work to the thread pool: the loop turns before it is done.
      let turned = false;
      setImmediate(() => {
        turned = true;
      });
      let doneBeforeTurn = false;
      void compressing.then(() => {
        doneBeforeTurn = !turned;
      });
      const compressed = await compressing;
      expect(doneBeforeTurn).toBe(false);
      const text = (encoding === 'br' ? brotliDecompressSync : gunzipSync)(
        compressed ?? Buffer.alloc(0),
      ).toString();
      expect(text).toBe(html);
    }
    // Small bodies are not worth it.
    expect(await compressOffThread('<p>short</p>', 'br')).toBeUndefined();
  });

  it('compresses the page for a browser that accepts it', async () => {
    const appsDir = buildsWithServerEntry(
      `export async function render() { return { html: '<p>' + 'signal '.repeat(500) + '</p>', styles: '', state: '{}' }; }`,
    );
    const app = await serveWithApi(appsDir);
    try {
      const response = await app.inject({
        method: 'GET',
        url: '/dashboard',
        headers: { 'accept-encoding': 'gzip, br' },
      });
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers.vary).toContain('Accept-Encoding');
      expect(brotliDecompressSync(response.rawPayload).toString()).toContain('signal signal');
    } finally {
      await app.close();
      rmSync(appsDir, { recursive: true, force: true });
    }
  });

  it('serves the bare page, for the browser to render, when rendering fails', async () => {
    const appsDir = buildsWithServerEntry(
      `export async function render() { throw new Error('broken entry'); }`,
    );
    const app = await serveWithApi(appsDir);
    try {
      const response = await app.inject({ method: 'GET', url: '/dashboard' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).not.toContain(SERVER_STATE_ELEMENT_ID);
      expect(response.headers.link).toContain('</api/news-ticker>');
    } finally {
      await app.close();
      rmSync(appsDir, { recursive: true, force: true });
    }
  });

  it('answers 503, and logs why, for pages whose server entry has no render function', async () => {
    const appsDir = buildsWithServerEntry('export const nothing = 1;');
    const app = await serveWithApi(appsDir);
    const logged: unknown[] = [];
    const logError = app.log.error.bind(app.log);
    app.log.error = ((...args: Parameters<typeof logError>) => {
      logged.push(args[0]);
      return logError(...args);
    }) as typeof app.log.error;
    try {
      // The entry is loaded on first use, not at start: the server answers before it is read.
      const response = await app.inject({ method: 'GET', url: '/dashboard' });
      expect(response.statusCode).toBe(503);
      expect(response.body).toBe("The aitchq app's server build could not be loaded.");
      expect(String((logged[0] as { err?: Error }).err)).toMatch(
        /does not export a render function/,
      );
      // The other apps' pages are served as ever.
      expect((await app.inject({ method: 'GET', url: '/landing' })).statusCode).toBe(200);
    } finally {
      await app.close();
      rmSync(appsDir, { recursive: true, force: true });
    }
  });

  it('names no route code in a page it rendered, but does in the bare page it falls back to', async () => {
    const manifest = JSON.stringify({
      'index.html': { file: 'assets/index-abc123.js', isEntry: true },
      'src/routes/dashboard-page.tsx': { file: 'assets/dashboard-d1.js', isDynamicEntry: true },
      'src/routes/settings-route.tsx': { file: 'assets/settings-s1.js', isDynamicEntry: true },
    });
    const rendering = buildsWithServerEntry(ECHO_ENTRY);
    const failing = buildsWithServerEntry(
      `export async function render() { throw new Error('broken entry'); }`,
    );
    for (const dir of [rendering, failing]) {
      writeFileSync(join(dir, 'aitchq', 'dist', '.vite', 'manifest.json'), manifest);
    }
    const renderingApp = await serveWithApi(rendering);
    const failingApp = await serveWithApi(failing);
    try {
      // Its content shows before any code runs: the entry alone goes first.
      const rendered = await renderingApp.inject({ method: 'GET', url: '/settings' });
      expect(rendered.body).toContain('<main>/settings</main>');
      expect(rendered.body).not.toContain('modulepreload');

      const bare = await failingApp.inject({ method: 'GET', url: '/settings' });
      expect(bare.body).toContain('<div id="root"></div>');
      expect(bare.body).toContain(
        '<link rel="modulepreload" crossorigin href="/_app/aitchq/assets/settings-s1.js">',
      );
    } finally {
      await renderingApp.close();
      await failingApp.close();
      rmSync(rendering, { recursive: true, force: true });
      rmSync(failing, { recursive: true, force: true });
    }
  });

  it("fetches a rendered page's code at low priority, and a bare page's at the default", async () => {
    const head =
      '<script type="module" crossorigin src="/_app/aitchq/assets/index-abc123.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/_app/aitchq/assets/chunk-c1.js">' +
      '<script src="/_app/aitchq/assets/color-scheme-h1.js"></script>';
    const rendering = buildsWithServerEntry(ECHO_ENTRY);
    const failing = buildsWithServerEntry(
      `export async function render() { throw new Error('broken entry'); }`,
    );
    for (const dir of [rendering, failing]) {
      writeFileSync(
        join(dir, 'aitchq', 'dist', 'index.html'),
        `<!doctype html><html><head>${head}</head><body><div id="root"></div></body></html>`,
      );
    }
    const renderingApp = await serveWithApi(rendering);
    const failingApp = await serveWithApi(failing);
    try {
      const rendered = (await renderingApp.inject({ method: 'GET', url: '/dashboard' })).body;
      expect(rendered).toContain('<main>/dashboard</main>');
      expect(rendered).toContain(
        '<script type="module" fetchpriority="low" crossorigin src="/_app/aitchq/assets/index-abc123.js">',
      );
      expect(rendered).toContain(
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/_app/aitchq/assets/chunk-c1.js">',
      );
      // The theme is set before the first paint: that script keeps its place and priority.
      expect(rendered).toContain('<script src="/_app/aitchq/assets/color-scheme-h1.js">');

      const bare = (await failingApp.inject({ method: 'GET', url: '/dashboard' })).body;
      expect(bare).toContain('<div id="root"></div>');
      expect(bare).toContain(head);
      expect(bare).not.toContain('fetchpriority');
    } finally {
      await renderingApp.close();
      await failingApp.close();
      rmSync(rendering, { recursive: true, force: true });
      rmSync(failing, { recursive: true, force: true });
    }
  });

  it('warms, at start, the first page of each app rendered on the server, and no other', async () => {
    const appsDir = buildsWithServerEntry(ECHO_ENTRY);
    const asked: string[] = [];
    const app = await serveWithApi(appsDir, asked);
    try {
      await app.warmPages();
      // The page, and the calls it was rendered with; no other app's page.
      expect(asked[0]).toBe(APPS.aitchq.paths[0]);
      expect(asked.filter((url) => !url.startsWith('/api/'))).toEqual([APPS.aitchq.paths[0]]);
    } finally {
      await app.close();
      rmSync(appsDir, { recursive: true, force: true });
    }
  });
});

describe('pages rendered on the server: kept per viewer, and the bound on renders', () => {
  const renders = globalThis as { pageRenders?: number; renderGate?: Promise<void> };

  /** Echoes the request, counting its renders, and waits for `renderGate` when one is set. */
  const COUNTING_ENTRY = `export async function render(request) {
    globalThis.pageRenders = (globalThis.pageRenders ?? 0) + 1;
    if (globalThis.renderGate) await globalThis.renderGate;
    return {
      html: '<main>' + request.url + '</main>' + '<p>filler</p>'.repeat(200),
      styles: '',
      state: JSON.stringify(request).replace(/</g, '\\\\u003c'),
    };
  }`;

  /**
   * aitchQ built with the counting entry, behind a fake API with the data version: two sessions
   * ('q_session=a' is user 2, 'q_session=b' user 3), every page call answered at once (the news
   * names the cookie it was read with), and a write.
   */
  async function serveKeeping(options: { entry?: string; failing?: string } = {}) {
    const appsDir = fakeBuilds(APP_NAMES);
    const aitchq = join(appsDir, 'aitchq');
    writeFileSync(
      join(aitchq, 'dist', 'index.html'),
      '<!doctype html><html><head><title>aitchq</title></head><body><div id="root"></div></body></html>',
    );
    mkdirSync(join(aitchq, 'dist-ssr'));
    writeFileSync(join(aitchq, 'dist-ssr', 'entry-server.js'), options.entry ?? COUNTING_ENTRY);
    const users: Record<string, { id: number; name: string }> = {
      'q_session=a': { id: 2, name: 'Sarah Chen' },
      'q_session=b': { id: 3, name: 'Marcus Webb' },
    };
    const app = Fastify();
    app.setNotFoundHandler((request, reply) => sendNotFound(reply, request));
    await app.register(dataVersionPlugin);
    app.get('/api/auth/me', async (request, reply) => {
      const user = users[request.headers.cookie ?? ''];
      return user
        ? { user }
        : reply.code(401).send({ statusCode: 401, error: 'Unauthorized', message: 'no' });
    });
    app.get('/api/news-ticker', async (request) => [
      { title: `news for ${request.headers.cookie}` },
    ]);
    if (options.failing) {
      app.get(options.failing, async (_request, reply) =>
        reply.code(500).send({ statusCode: 500, error: 'Internal Server Error', message: 'x' }),
      );
    }
    app.get('/api/*', async () => []);
    app.post('/api/write', async () => ({ ok: true }));
    await app.register(webPlugin, { mode: 'static', appsDir });
    await app.ready();
    renders.pageRenders = 0;
    const visit = (cookie?: string, headers: Record<string, string> = {}) =>
      app.inject({
        method: 'GET',
        url: '/dashboard',
        headers: cookie ? { ...headers, cookie } : headers,
      });
    return {
      app,
      visit,
      /**
       * A visit once the render bound lets one through: after a render, the next waits as long
       * as that render took (a bare answer renders and keeps nothing, so asking again is safe).
       */
      async visitWhenIdle(cookie?: string, headers: Record<string, string> = {}) {
        for (let attempt = 0; attempt < 200; attempt += 1) {
          const response = await visit(cookie, headers);
          if (String(response.headers['server-timing']) !== 'page;desc="bare"') return response;
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        throw new Error('the render bound never let a visit through');
      },
      async close() {
        await app.close();
        rmSync(appsDir, { recursive: true, force: true });
      },
    };
  }

  const outcome = (response: { headers: Record<string, unknown> }) =>
    String(response.headers['server-timing']);

  it('serves the same viewer the page kept at the same data stamp, with no second render, compressed once', async () => {
    const server = await serveKeeping();
    try {
      const first = await server.visit('q_session=a');
      expect(outcome(first)).toBe('page;desc="rendered"');
      const again = await server.visit('q_session=a', { 'accept-encoding': 'br' });
      expect(outcome(again)).toBe('page;desc="kept"');
      expect(renders.pageRenders).toBe(1);
      expect(again.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(again.rawPayload).toString()).toBe(first.body);
      // The visitor's page is kept apart from the user's.
      await server.visitWhenIdle();
      expect(outcome(await server.visit())).toBe('page;desc="kept"');
      expect(renders.pageRenders).toBe(2);
    } finally {
      await server.close();
    }
  });

  it('answers bare, until the data changes, a page whose render took longer than the budget', async () => {
    // The render takes (on a faked clock) twice the budget; the page is not kept (a call fails).
    const clock = globalThis as { clockOffsetMs?: number };
    clock.clockOffsetMs = 0;
    const realNow = performance.now.bind(performance);
    const now = vi
      .spyOn(performance, 'now')
      .mockImplementation(() => realNow() + (clock.clockOffsetMs ?? 0));
    const server = await serveKeeping({
      entry: COUNTING_ENTRY.replace(
        'globalThis.pageRenders = (globalThis.pageRenders ?? 0) + 1;',
        `globalThis.pageRenders = (globalThis.pageRenders ?? 0) + 1; globalThis.clockOffsetMs += ${2 * RENDER_TIME_BUDGET_MS};`,
      ),
      failing: '/api/employees',
    });
    try {
      expect(outcome(await server.visit('q_session=a'))).toBe('page;desc="rendered"');
      // Long past the render bound's pause: only the budget can answer it bare now.
      clock.clockOffsetMs += 4 * RENDER_TIME_BUDGET_MS;
      const again = await server.visit('q_session=a');
      expect(outcome(again)).toBe('page;desc="bare"');
      expect(again.body).not.toContain(SERVER_STATE_ELEMENT_ID);
      expect(renders.pageRenders).toBe(1);
      // Another viewer's page is not held to this one's time.
      expect(outcome(await server.visit('q_session=b'))).toBe('page;desc="rendered"');
      clock.clockOffsetMs += 4 * RENDER_TIME_BUDGET_MS;
      // A write changes what the page shows: it is rendered again.
      await server.app.inject({ method: 'POST', url: '/api/write' });
      expect(outcome(await server.visit('q_session=a'))).toBe('page;desc="rendered"');
      expect(renders.pageRenders).toBe(3);
      // Slow again, then bare; with no write, tried again once the pause is over.
      clock.clockOffsetMs += 4 * RENDER_TIME_BUDGET_MS;
      expect(outcome(await server.visit('q_session=a'))).toBe('page;desc="bare"');
      clock.clockOffsetMs += KEPT_PAGE_MAX_AGE_MS;
      expect(outcome(await server.visit('q_session=a'))).toBe('page;desc="rendered"');
      expect(renders.pageRenders).toBe(4);
    } finally {
      now.mockRestore();
      await server.close();
    }
  });

  it('compresses a large kept page off the main thread', async () => {
    const server = await serveKeeping({
      entry: COUNTING_ENTRY.replace(
        "'<p>filler</p>'.repeat(200)",
        "Array.from({ length: 40000 }, (_, i) => '<p>' + i + '</p>').join('')",
      ),
    });
    try {
      const since = syncCompressions.sizes.length;
      const first = await server.visit('q_session=a', { 'accept-encoding': 'br' });
      expect(outcome(first)).toBe('page;desc="rendered"');
      const kept = await server.visit('q_session=a', { 'accept-encoding': 'gzip' });
      expect(outcome(kept)).toBe('page;desc="kept"');
      expect(gunzipSync(kept.rawPayload).toString()).toContain('<p>39999</p>');
      expect(largestSyncCompression(since)).toBeLessThan(LARGE_BODY);
    } finally {
      await server.close();
    }
  });

  it('renders the page again after a write', async () => {
    const server = await serveKeeping();
    try {
      await server.visit('q_session=a');
      expect((await server.app.inject({ method: 'POST', url: '/api/write' })).statusCode).toBe(200);
      expect(outcome(await server.visitWhenIdle('q_session=a'))).toBe('page;desc="rendered"');
      expect(renders.pageRenders).toBe(2);
    } finally {
      await server.close();
    }
  });

  it("never serves one viewer's page to another viewer or to a visitor", async () => {
    const server = await serveKeeping();
    try {
      await server.visit('q_session=a');
      expect(outcome(await server.visit('q_session=a'))).toBe('page;desc="kept"');
      for (const cookie of ['q_session=b', undefined, 'q_session=forged']) {
        const other = await server.visit(cookie);
        expect(other.body).not.toContain('Sarah Chen');
        expect(other.body).not.toContain('news for q_session=a');
      }
      const otherUser = stateOf((await server.visitWhenIdle('q_session=b')).body);
      expect(otherUser.user).toEqual({ id: 3, name: 'Marcus Webb' });
      expect(otherUser.answers['/api/news-ticker']).toEqual([{ title: 'news for q_session=b' }]);
    } finally {
      await server.close();
    }
  });

  it('lets a visit a moment after a render wait for its turn rather than answer bare', async () => {
    const server = await serveKeeping();
    try {
      const [first, second] = await Promise.all([
        server.visit('q_session=a'),
        server.visit('q_session=b'),
      ]);
      expect(outcome(first)).toBe('page;desc="rendered"');
      expect(outcome(second)).toBe('page;desc="rendered"');
      expect(stateOf(second.body).user).toEqual({ id: 3, name: 'Marcus Webb' });
      expect(renders.pageRenders).toBe(2);
    } finally {
      await server.close();
    }
  });

  it('answers the bare page, never an error, beyond the renders in flight', async () => {
    const server = await serveKeeping();
    let release = () => {};
    renders.renderGate = new Promise<void>((resolve) => {
      release = resolve;
    });
    try {
      const first = server.visit('q_session=a');
      // Wait until the first visit is in its render.
      while (renders.pageRenders === 0) await new Promise((resolve) => setTimeout(resolve, 5));
      const crowd = await Promise.all(
        Array.from({ length: MAX_RENDERS_IN_FLIGHT + 4 }, (_, index) =>
          server.visit(index % 2 ? 'q_session=b' : undefined),
        ),
      );
      for (const response of crowd) {
        expect(response.statusCode).toBe(200);
        expect(outcome(response)).toBe('page;desc="bare"');
        expect(response.body).toContain('<div id="root"></div>');
        expect(response.body).not.toContain(SERVER_STATE_ELEMENT_ID);
        expect(response.headers.link).toContain('</api/news-ticker>');
      }
      release();
      expect(outcome(await first)).toBe('page;desc="rendered"');
      expect(renders.pageRenders).toBe(MAX_RENDERS_IN_FLIGHT);
    } finally {
      release();
      renders.renderGate = undefined;
      await server.close();
    }
  });
});
