import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { API, cachedReads } from '@q/schemas/api';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.js';
import dataVersionPlugin from '../src/caching/data-version.js';
import { entityTag, matchesIfNoneMatch } from '../src/caching/entity-tags.js';
import readCachePlugin from '../src/caching/read-cache.js';
import { openDatabase } from '../src/db/client.js';
import { compressedForms } from '../src/http/compression.js';
import { buildTestApp, login, PRIYA, SARAH, type TestApp, testConfig } from './helpers.js';

let t: TestApp;
let sarah: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  sarah = (await login(t.app, SARAH)).cookies;
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, cookies: Record<string, string> = {}, headers = {}) =>
  t.app.inject({ method: 'GET', url, cookies, headers });

/** A bare server with the data version and the read cache (which needs only request.user). */
async function bareCacheServer() {
  const app = Fastify();
  await app.register(
    fp(
      async (instance) => {
        instance.decorateRequest('user', null);
      },
      { name: 'auth' },
    ),
  );
  await app.register(dataVersionPlugin);
  await app.register(readCachePlugin);
  return app;
}

describe('the read cache', () => {
  it('answers a repeated read from memory, with the same body and ETag', async () => {
    const before = t.app.readCache.stats();
    const first = await get('/api/hris-insights');
    const second = await get('/api/hris-insights');
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.headers.etag).toBe(first.headers.etag);
    for (const answer of [first, second]) {
      expect(answer.headers['cache-control']).toBe('private, no-cache');
    }
    expect(t.app.readCache.stats().hits).toBeGreaterThan(before.hits);
  });

  it('answers 304 with no body to a matching If-None-Match, from memory or not', async () => {
    const fresh = await get('/api/budget-tracker');
    const etag = fresh.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const cached = await get('/api/budget-tracker', {}, { 'if-none-match': etag });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe('');
    const other = await get('/api/budget-tracker', {}, { 'if-none-match': '"something-else"' });
    expect(other.statusCode).toBe(200);
    // Routes that are never cached get an ETag all the same.
    const live = await get('/api/health/live');
    const again = await get('/api/health/live', {}, { 'if-none-match': live.headers.etag });
    expect(again.statusCode).toBe(304);
  });

  it('shows a write at once to the writer and keeps viewers apart', async () => {
    const visitorBefore = (await get('/api/management-insights')).json() as { id: number }[];
    const sarahBefore = (await get('/api/management-insights', sarah)).json() as { id: number }[];
    const target = sarahBefore[0]?.id;
    expect(target).toBeDefined();
    const dismissed = await t.app.inject({
      method: 'POST',
      url: `/api/management-insights/${target}/dismiss`,
      cookies: sarah,
    });
    expect(dismissed.statusCode).toBe(200);
    const sarahAfter = (await get('/api/management-insights', sarah)).json() as { id: number }[];
    expect(sarahAfter.map((insight) => insight.id)).not.toContain(target);
    // The visitor's view (the organisation's state) is not Sarah's.
    const visitorAfter = (await get('/api/management-insights')).json() as { id: number }[];
    expect(visitorAfter).toEqual(visitorBefore);
  });

  it('shows a changed name in the shared demo-user list at once', async () => {
    const priyaLogin = await login(t.app, PRIYA);
    const id = priyaLogin.response.json().user.id as number;
    const names = async () =>
      ((await get('/api/demo-users')).json() as { name: string }[]).map((user) => user.name);
    expect(await names()).toContain('Priya Patel');
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/auth/user/${id}`,
      cookies: priyaLogin.cookies,
      payload: { name: 'Priya Patel-Ng' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await names()).toContain('Priya Patel-Ng');
  });

  it('keeps requests with a query string out of the cache', async () => {
    const before = t.app.readCache.stats();
    await get('/api/news-ticker?nocache=1');
    await get('/api/news-ticker?nocache=2');
    const after = t.app.readCache.stats();
    expect(after.hits).toBe(before.hits);
    expect(after.misses).toBe(before.misses);
  });

  it('is warmed at start with every cached route a signed-out visitor reads', async () => {
    t.app.readCache.clear();
    await t.app.readCache.warm();
    const warmed = t.app.readCache.stats();
    // Every cached read a visitor may ask (those needing a session answer 401, kept by no one).
    const visitorReads = cachedReads().filter((read) => read.access === 'public');
    expect(warmed.size).toBeGreaterThanOrEqual(visitorReads.length);
    for (const url of ['/api/news-ticker', '/api/employees', '/api/management-insights']) {
      expect((await get(url)).statusCode).toBe(200);
    }
    const after = t.app.readCache.stats();
    expect(after.hits - warmed.hits).toBe(3);
    expect(after.misses).toBe(warmed.misses);
  });

  it('caches only routes whose answer depends on the database and the viewer alone', () => {
    const kept = cachedReads().map((declaration) => declaration.path);
    expect(kept).not.toContain('/api/auth/me');
    // Synced data is in the database: kept per viewer, and a sync's write moves the version on.
    expect(API.workdayGoals.cache).toBe('viewer');
    expect(API.employees.cache).toBe('viewer');
  });
});

describe('entity tags', () => {
  it('are stable for the same body and differ for another', () => {
    expect(entityTag('[1]')).toBe(entityTag('[1]'));
    expect(entityTag('[1]')).not.toBe(entityTag('[2]'));
  });

  it('match If-None-Match lists, weak tags and *', () => {
    const tag = entityTag('x');
    expect(matchesIfNoneMatch(undefined, tag)).toBe(false);
    expect(matchesIfNoneMatch(`"a", ${tag}`, tag)).toBe(true);
    expect(matchesIfNoneMatch(`W/${tag}`, tag)).toBe(true);
    expect(matchesIfNoneMatch('*', tag)).toBe(true);
    expect(matchesIfNoneMatch('"a"', tag)).toBe(false);
  });
});

describe('a read that races a write', () => {
  it('never stores what it read before the write', async () => {
    const app = await bareCacheServer();
    let value = 'old';
    let release: () => void = () => {};
    let reads = 0;
    app.get('/api/news-ticker', { config: { readCache: 'shared' } }, async () => {
      reads += 1;
      const read = value;
      if (reads === 1) await new Promise<void>((resolve) => (release = resolve));
      return { value: read };
    });
    app.post('/api/write', async () => {
      value = 'new';
      return { ok: true };
    });
    await app.ready();
    try {
      const slowRead = app.inject({ method: 'GET', url: '/api/news-ticker' });
      await new Promise((resolve) => setImmediate(resolve));
      expect((await app.inject({ method: 'POST', url: '/api/write' })).statusCode).toBe(200);
      release();
      expect((await slowRead).json()).toEqual({ value: 'old' });
      const next = await app.inject({ method: 'GET', url: '/api/news-ticker' });
      expect(next.json()).toEqual({ value: 'new' });
      expect(reads).toBe(2);
    } finally {
      await app.close();
    }
  });
});

describe('a write that declares the reads it changes', () => {
  /** Two cached reads of a counter each, and writes that change the first alone. */
  async function scopedServer() {
    const app = await bareCacheServer();
    const state = { first: 0, second: 0, reads: 0, hold: undefined as Promise<void> | undefined };
    app.get('/api/first', { config: { readCache: 'shared' } }, async () => {
      state.reads += 1;
      const read = state.first;
      await state.hold;
      return { first: read };
    });
    app.get('/api/second', { config: { readCache: 'shared' } }, async () => {
      state.reads += 1;
      const read = state.second;
      await state.hold;
      return { second: read };
    });
    const scope = { config: { invalidates: ['/api/first'] } };
    app.post('/api/first', scope, async () => {
      state.first += 1;
      return { ok: true };
    });
    app.post('/api/first/fail', scope, async (_request, reply) => {
      state.first += 1;
      state.second += 1;
      return reply.code(500).send({ error: 'failed after writing' });
    });
    await app.ready();
    const read = async (url: string) => (await app.inject({ method: 'GET', url })).json();
    return { app, state, read };
  }

  it('does not serve on a new day (UTC) what was read the day before, with no write between', async () => {
    const { app, state, read } = await scopedServer();
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-31T23:59:58Z') });
    try {
      await read('/api/first');
      await read('/api/first');
      expect(state.reads).toBe(1);
      // Answers worded from today's date ("in 3 days") would be a day off.
      vi.setSystemTime(new Date('2027-01-01T00:00:01Z'));
      await read('/api/first');
      expect(state.reads).toBe(2);
      await read('/api/first');
      expect(state.reads).toBe(2);
    } finally {
      vi.useRealTimers();
      await app.close();
    }
  });

  it('puts those reads out of date and leaves the others in memory', async () => {
    const { app, state, read } = await scopedServer();
    try {
      await read('/api/first');
      await read('/api/second');
      expect(state.reads).toBe(2);
      expect((await app.inject({ method: 'POST', url: '/api/first' })).statusCode).toBe(200);
      expect(await read('/api/first')).toEqual({ first: 1 });
      expect(await read('/api/second')).toEqual({ second: 0 });
      expect(state.reads).toBe(3);
      // Checks that do not name what they read (sessions, rendered pages) count the write.
      const stamp = { generation: 0, version: '', day: new Date().toISOString().slice(0, 10) };
      expect(app.dataVersion.isCurrent(stamp, stamp)).toBe(false);
      expect(app.dataVersion.isCurrent(stamp, stamp, ['/api/second'])).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('puts everything out of date when it fails with a 5xx', async () => {
    const { app, state, read } = await scopedServer();
    try {
      await read('/api/first');
      await read('/api/second');
      expect((await app.inject({ method: 'POST', url: '/api/first/fail' })).statusCode).toBe(500);
      expect(await read('/api/second')).toEqual({ second: 1 });
      expect(await read('/api/first')).toEqual({ first: 1 });
      expect(state.reads).toBe(4);
    } finally {
      await app.close();
    }
  });

  it('keeps what a racing read of another answer read, never what one of its reads read', async () => {
    const { app, state, read } = await scopedServer();
    try {
      let release = () => {};
      state.hold = new Promise<void>((resolve) => {
        release = resolve;
      });
      const slowFirst = app.inject({ method: 'GET', url: '/api/first' });
      const slowSecond = app.inject({ method: 'GET', url: '/api/second' });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect((await app.inject({ method: 'POST', url: '/api/first' })).statusCode).toBe(200);
      state.hold = undefined;
      release();
      expect((await slowFirst).json()).toEqual({ first: 0 });
      expect((await slowSecond).json()).toEqual({ second: 0 });
      expect(state.reads).toBe(2);
      expect(await read('/api/second')).toEqual({ second: 0 });
      expect(state.reads).toBe(2);
      expect(await read('/api/first')).toEqual({ first: 1 });
      expect(state.reads).toBe(3);
    } finally {
      await app.close();
    }
  });

  it('names only cached reads, on writes', async () => {
    const cached = new Set(cachedReads().map(({ path }) => path));
    const scoped = Object.values(API).filter((declaration) => 'invalidates' in declaration);
    expect(scoped.length).toBeGreaterThan(0);
    for (const declaration of scoped) {
      expect(declaration.method).not.toBe('GET');
      for (const path of declaration.invalidates ?? []) expect(cached).toContain(path);
    }
  });
});

describe('a refill after a write', () => {
  /** The cache on a bare server whose one cached route is read slowly, by hand. */
  async function slowServer(answer: (read: number) => unknown) {
    const app = await bareCacheServer();
    const state = { reads: 0, release: () => {} };
    app.get('/api/news-ticker', { config: { readCache: 'shared' } }, async () => {
      state.reads += 1;
      const read = state.reads;
      await new Promise<void>((resolve) => {
        state.release = resolve;
      });
      return answer(read);
    });
    await app.ready();
    return { app, state };
  }

  it('reads an answer once for clients that ask for it at the same time', async () => {
    const { app, state } = await slowServer((read) => ({ read }));
    try {
      const answers = [1, 2, 3].map(() => app.inject({ method: 'GET', url: '/api/news-ticker' }));
      await new Promise((resolve) => setTimeout(resolve, 20));
      state.release();
      const bodies = (await Promise.all(answers)).map((answer) => answer.json());
      expect(bodies).toEqual([{ read: 1 }, { read: 1 }, { read: 1 }]);
      expect(state.reads).toBe(1);
      expect(app.readCache.stats()).toMatchObject({ misses: 1, hits: 2 });
    } finally {
      await app.close();
    }
  });

  it('lets the waiting clients read for themselves when the first read fails', async () => {
    const { app, state } = await slowServer((read) => {
      if (read === 1) throw new Error('the first read failed');
      return { read };
    });
    try {
      const first = app.inject({ method: 'GET', url: '/api/news-ticker' });
      await new Promise((resolve) => setTimeout(resolve, 20));
      const second = app.inject({ method: 'GET', url: '/api/news-ticker' });
      await new Promise((resolve) => setTimeout(resolve, 20));
      state.release();
      expect((await first).statusCode).toBe(500);
      await new Promise((resolve) => setTimeout(resolve, 20));
      state.release();
      const answer = await second;
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ read: 2 });
    } finally {
      await app.close();
    }
  });
});

describe('several server processes on one PostgreSQL', () => {
  // Runs in the postgres project only: PGlite's files belong to a single process.
  it.runIf(Boolean(t?.databaseUrl) || process.env.Q_TEST_DB === 'postgres')(
    'a write on one is seen on the other at once',
    async () => {
      const url = t.databaseUrl;
      if (!url) throw new Error('The postgres project always has a database URL');
      const database = await openDatabase({ databaseUrl: url, poolSize: 2 });
      const other = await buildApp({ config: testConfig(), database });
      await other.ready();
      try {
        const otherSarah = (await login(other, SARAH)).cookies;
        const read = async (app: typeof other) =>
          (
            (
              await app.inject({
                method: 'GET',
                url: '/api/management-insights',
                cookies: otherSarah,
              })
            ).json() as { id: number }[]
          ).map((insight) => insight.id);
        // Both processes have the list in memory.
        const before = await read(other);
        expect(await read(t.app)).toEqual(before);
        expect(await read(other)).toEqual(before);
        const target = before[0];
        const completed = await t.app.inject({
          method: 'POST',
          url: `/api/management-insights/${target}/complete`,
          cookies: otherSarah,
        });
        expect(completed.statusCode).toBe(200);
        expect(await read(other)).not.toContain(target);
      } finally {
        await other.close();
        await database.close();
      }
    },
  );
});

describe('compressed answers', () => {
  it('sends a kept answer as brotli or gzip when asked, the same JSON either way', async () => {
    const plain = await get('/api/employees');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
      ['br;q=0.5, gzip;q=0.9', 'gzip', gunzipSync],
    ] as const) {
      // Twice: the first may be stored, the second is surely served from memory.
      for (let round = 0; round < 2; round += 1) {
        const answer = await get('/api/employees', {}, { 'accept-encoding': accept });
        expect(answer.headers['content-encoding'], accept).toBe(encoding);
        expect(answer.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
        expect(decode(answer.rawPayload).toString()).toBe(plain.body);
        expect(answer.headers.etag).toBe(`W/${plain.headers.etag}`);
      }
    }
    const identity = await get('/api/employees', {}, { 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain.body);
  });

  it('answers 304 to the weak tag of a compressed answer', async () => {
    const compressed = await get('/api/employees', {}, { 'accept-encoding': 'br' });
    const again = await get(
      '/api/employees',
      {},
      { 'accept-encoding': 'br', 'if-none-match': compressed.headers.etag as string },
    );
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('leaves small answers as they are', () => {
    expect(compressedForms('{"ok":true}')).toEqual({});
    expect(Object.keys(compressedForms(JSON.stringify('x'.repeat(2048)))).sort()).toEqual([
      'br',
      'gzip',
    ]);
  });
});
