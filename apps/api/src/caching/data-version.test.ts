import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { SharedDataVersion } from '../db/client.js';
import dataVersionPlugin, { type DataStamp, setBounded } from './data-version.js';

describe('setBounded', () => {
  it('drops the oldest entry to make room, and only then', () => {
    const entries = new Map([
      ['a', 1],
      ['b', 2],
    ]);
    setBounded(entries, 'c', 3, 3);
    expect([...entries.keys()]).toEqual(['a', 'b', 'c']);
    setBounded(entries, 'd', 4, 3);
    expect([...entries.entries()]).toEqual([
      ['b', 2],
      ['c', 3],
      ['d', 4],
    ]);
  });

  it('replaces a kept key in place, dropping nothing', () => {
    const entries = new Map([
      ['a', 1],
      ['b', 2],
    ]);
    setBounded(entries, 'a', 10, 2);
    expect(Object.fromEntries(entries)).toEqual({ a: 10, b: 2 });
  });
});

/**
 * A shared version kept in memory, as PostgreSQL's `data_version` sequence is, whose moves on
 * fail as the test says: the next `failures` of them, or every one while `down`.
 */
function flakyVersion() {
  const state = { version: 0, failures: 0, down: false, tries: 0 };
  const shared: SharedDataVersion = {
    read: async () => String(state.version),
    bump: async () => {
      state.tries += 1;
      if (state.down || state.failures > 0) {
        state.failures = Math.max(0, state.failures - 1);
        throw new Error('Connection terminated unexpectedly');
      }
      state.version += 1;
    },
  };
  return { shared, state };
}

/** The data version on a bare server sharing `shared`, with a few writes and a read. */
async function sharingServer(shared: SharedDataVersion) {
  const app = Fastify();
  await app.register(dataVersionPlugin, { sharedVersion: shared });
  app.post('/api/thing', async () => ({ saved: true }));
  app.post('/api/narrow', { config: { invalidates: ['/api/narrow'] } }, async () => ({
    saved: true,
  }));
  app.post('/api/broken', async (_request, reply) =>
    reply.code(500).send({ statusCode: 500, error: 'Internal Server Error', message: 'broken' }),
  );
  let stamp: DataStamp | null = null;
  app.get('/api/stamp', async (request) => {
    stamp = await request.dataStamp();
    return { ok: true };
  });
  await app.ready();
  /** Where the data stood for a read made now. */
  const stampNow = async () => {
    await app.inject({ method: 'GET', url: '/api/stamp' });
    if (!stamp) throw new Error('the shared version could not be read');
    return stamp;
  };
  return { app, stampNow };
}

describe('a write whose shared version does not move on at the first try', () => {
  it('tries again until it holds: the write answers as it was, and the version moved on', async () => {
    const { shared, state } = flakyVersion();
    const { app } = await sharingServer(shared);
    try {
      state.failures = 1;
      const answer = await app.inject({ method: 'POST', url: '/api/thing' });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ saved: true });
      expect(state.tries).toBe(2);
      expect(await shared.read()).toBe('1');
    } finally {
      await app.close();
    }
  });

  it('answers 503, saying so, when it never holds; this process keeps nothing from before', async () => {
    const { shared, state } = flakyVersion();
    const { app, stampNow } = await sharingServer(shared);
    try {
      const before = await stampNow();
      state.down = true;
      // A write that declares it changes one read alone: had the version moved on, every other
      // read kept in this process would still hold.
      const answer = await app.inject({ method: 'POST', url: '/api/narrow' });
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.json()).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: expect.stringMatching(/saved.*other servers/i),
      });
      expect(state.tries).toBeGreaterThan(1);
      expect(await shared.read()).toBe('0');
      const now = await stampNow();
      expect(app.dataVersion.isCurrent(before, now, ['/api/other'])).toBe(false);
      expect(app.dataVersion.isCurrent(before, now)).toBe(false);
    } finally {
      await app.close();
    }
  });

  it('leaves a 5xx as it was: it never said all was well', async () => {
    const { shared, state } = flakyVersion();
    const { app } = await sharingServer(shared);
    try {
      state.down = true;
      const answer = await app.inject({ method: 'POST', url: '/api/broken' });
      expect(answer.statusCode).toBe(500);
      expect(answer.json()).toMatchObject({ message: 'broken' });
    } finally {
      await app.close();
    }
  });

  it('moves it on in the background once the database answers again, with no write', async () => {
    const { shared, state } = flakyVersion();
    const { app } = await sharingServer(shared);
    try {
      state.down = true;
      expect((await app.inject({ method: 'POST', url: '/api/thing' })).statusCode).toBe(503);
      state.down = false;
      for (let waited = 0; state.version === 0 && waited < 5_000; waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(await shared.read()).toBe('1');
    } finally {
      await app.close();
    }
  });
});

describe('a write that did not come through a request (a sync run ending)', () => {
  it('moves the shared version on after a failed try', async () => {
    const { shared, state } = flakyVersion();
    const { app } = await sharingServer(shared);
    try {
      state.failures = 2;
      await app.dataVersion.written();
      expect(await shared.read()).toBe('1');
    } finally {
      await app.close();
    }
  });

  it('fails when it never holds, so a transaction around it does not commit', async () => {
    const { shared, state } = flakyVersion();
    const { app, stampNow } = await sharingServer(shared);
    try {
      const before = await stampNow();
      state.down = true;
      await expect(app.dataVersion.written(['/api/narrow'])).rejects.toMatchObject({
        statusCode: 503,
      });
      expect(app.dataVersion.isCurrent(before, await stampNow(), ['/api/other'])).toBe(false);
    } finally {
      await app.close();
    }
  });
});
