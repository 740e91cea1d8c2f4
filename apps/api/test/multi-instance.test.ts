import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALEX, buildTestApp, SARAH, TEST_DB_KIND, type TestApp } from './helpers.js';
import { Client, type ServerProcess, startServer } from './server-process.js';

/**
 * Two API processes on one PostgreSQL database, as behind a load balancer: sessions, logouts and
 * writes made through one are in force on the other at once. Written against behaviour (answers),
 * not against how the servers keep (or do not keep) anything in memory.
 */
const runs = TEST_DB_KIND === 'postgres';

describe.skipIf(!runs)(
  // Several instances need a shared PostgreSQL; the embedded database belongs to one process.
  'two API instances on one PostgreSQL',
  () => {
    let t: TestApp;
    let dataDir: string;
    const servers: ServerProcess[] = [];
    let a: string;
    let b: string;

    beforeAll(async () => {
      // A fresh, migrated and seeded database of its own, dropped in afterAll.
      t = await buildTestApp();
      if (!t.databaseUrl) throw new Error('the postgres project gives every file its database URL');
      dataDir = mkdtempSync(join(tmpdir(), 'q-multi-'));
      const env = {
        DATABASE_URL: t.databaseUrl,
        APP_SECRET: 'shared-secret-of-both-instances-at-least-32-chars',
        DATA_DIR: dataDir,
      };
      for (const server of await Promise.all([startServer(env), startServer(env)])) {
        servers.push(server);
      }
      [a, b] = servers.map((server) => server.origin) as [string, string];
      expect(a).not.toBe(b);
    }, 300_000);

    afterAll(async () => {
      const codes = await Promise.all(servers.map((server) => server.stop('SIGTERM')));
      await t?.close();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
      expect(codes).toEqual(servers.map(() => 0));
    }, 120_000);

    /** The same signed-in browser, talking to instance A or B (the cookie is shared). */
    const browser = () => {
      const onA = new Client(a);
      const onB = new Client(b);
      return {
        onA,
        onB,
        share(from: Client) {
          onA.cookie = from.cookie;
          onB.cookie = from.cookie;
        },
      };
    };

    it('accepts on B a session made on A', async () => {
      const tab = browser();
      const id = await tab.onA.login(SARAH);
      tab.share(tab.onA);
      const me = await tab.onB.call('GET', '/api/auth/me');
      expect(me.status).toBe(200);
      expect(me.json).toMatchObject({ user: { id, email: SARAH } });
    });

    it('revokes on both a session ended on one', async () => {
      const tab = browser();
      await tab.onA.login(ALEX);
      tab.share(tab.onA);
      const stolen = tab.onA.cookie;
      // Both instances have just seen the session (anything they keep is warm).
      expect((await tab.onA.call('GET', '/api/auth/me')).status).toBe(200);
      expect((await tab.onB.call('GET', '/api/auth/me')).status).toBe(200);
      expect((await tab.onB.call('POST', '/api/auth/logout')).status).toBe(200);
      tab.onA.cookie = stolen;
      tab.onB.cookie = stolen;
      expect((await tab.onA.call('GET', '/api/auth/me')).status).toBe(401);
      expect((await tab.onB.call('GET', '/api/auth/me')).status).toBe(401);
      expect((await tab.onA.call('GET', '/api/system-integrations')).status).toBe(401);
    });

    it('shows on one, at once, what was written on the other', async () => {
      const tab = browser();
      const userId = await tab.onA.login(SARAH);
      tab.share(tab.onA);
      const listedIds = async (client: Client) =>
        ((await client.call('GET', '/api/management-insights')).json as { id: number }[]).map(
          (insight) => insight.id,
        );

      // Dismissals, alternating the instance that writes; the other reads right after the answer.
      const active = await listedIds(tab.onB);
      expect(active.length).toBeGreaterThan(3);
      for (const [round, insightId] of active.slice(0, 4).entries()) {
        const [writer, reader] = round % 2 === 0 ? [tab.onA, tab.onB] : [tab.onB, tab.onA];
        expect(await listedIds(reader)).toContain(insightId); // warm whatever the reader keeps
        const dismissed = await writer.call(
          'POST',
          `/api/management-insights/${insightId}/dismiss`,
        );
        expect(dismissed.status).toBe(200);
        expect(await listedIds(reader)).not.toContain(insightId);
      }

      // An integration created on A is listed by B; an edit on B is read back by A.
      expect((await tab.onB.call('GET', '/api/system-integrations')).json).toEqual([]);
      const created = await tab.onA.call('POST', '/api/system-integrations', {
        systemType: 'hris',
        systemName: 'workday',
        isEnabled: true,
        syncFrequency: 'daily',
        apiEndpoint: 'https://127.0.0.1:9/hris',
        apiKey: 'sk_multi_0123456789_abcdef',
      });
      expect(created.status).toBe(201);
      const record = created.json as { id: number };
      expect((await tab.onB.call('GET', '/api/system-integrations')).json).toMatchObject([
        { id: record.id, isEnabled: true },
      ]);
      for (const isEnabled of [false, true, false]) {
        expect((await tab.onA.call('GET', '/api/system-integrations')).status).toBe(200);
        const patched = await tab.onB.call('PATCH', `/api/system-integrations/${record.id}`, {
          isEnabled,
        });
        expect(patched.status).toBe(200);
        expect((await tab.onA.call('GET', '/api/system-integrations')).json).toMatchObject([
          { id: record.id, isEnabled },
        ]);
      }

      // A renamed user, and a revalidation (If-None-Match) that must not be told "unchanged".
      const before = await fetch(`${b}/api/auth/me`, { headers: { cookie: tab.onB.cookie } });
      const etag = before.headers.get('etag');
      const renamed = await tab.onA.call('PUT', `/api/auth/user/${userId}`, {
        name: 'Sarah Renamed',
      });
      expect(renamed.status).toBe(200);
      const after = await fetch(`${b}/api/auth/me`, {
        headers: { cookie: tab.onB.cookie, ...(etag && { 'if-none-match': etag }) },
      });
      expect(after.status).toBe(200);
      expect(await after.json()).toMatchObject({ user: { name: 'Sarah Renamed' } });
      const listed = await fetch(`${b}/api/management-insights`, {
        headers: { cookie: tab.onB.cookie },
      });
      const listEtag = listed.headers.get('etag');
      const [next] = await listedIds(tab.onB);
      expect((await tab.onA.call('POST', `/api/management-insights/${next}/complete`)).status).toBe(
        200,
      );
      const revalidated = await fetch(`${b}/api/management-insights`, {
        headers: { cookie: tab.onB.cookie, ...(listEtag && { 'if-none-match': listEtag }) },
      });
      expect(revalidated.status).toBe(200);
      expect(((await revalidated.json()) as { id: number }[]).map((i) => i.id)).not.toContain(next);
    });
  },
);
