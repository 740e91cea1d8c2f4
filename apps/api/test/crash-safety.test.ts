import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SystemType } from '@q/schemas/enums';
import { PROVIDERS_BY_SYSTEM_TYPE } from '@q/schemas/integration-catalog';
import { afterAll, describe, expect, it } from 'vitest';
import { ALEX, JORDAN, PRIYA, SARAH, TEST_DB_KIND } from './helpers.js';
import { Client, type ServerProcess, startServer } from './server-process.js';

/**
 * Crash safety of the embedded database: the real server runs as a child process on a temporary
 * data directory, takes a stream of writes, and is killed with SIGKILL in the middle of it; after
 * a restart every write that was answered 2xx must be there. Then SIGTERM: the requests in flight
 * are answered, PGlite is closed, and nothing is lost.
 */
const USERS = [SARAH, ALEX, PRIYA, JORDAN] as const;
const TYPES = ['hris', 'ats', 'lms'] as const satisfies readonly SystemType[];
/** SIGKILL once this many writes have been acknowledged (more are in flight by then). */
const KILL_AFTER_ACKS = 60;

const dataDir = mkdtempSync(join(tmpdir(), 'q-crash-'));
const running = new Set<ServerProcess>();
const env = { DATA_DIR: dataDir, APP_SECRET: 'crash-test-secret-that-is-at-least-32-characters' };

async function start(): Promise<ServerProcess> {
  const server = await startServer(env);
  running.add(server);
  void server.exited.then(() => running.delete(server));
  return server;
}

afterAll(async () => {
  await Promise.all([...running].map((server) => server.stop('SIGKILL')));
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

interface Acks {
  /** `${email} ${insightId}` → the outcome the server confirmed. */
  settles: Map<string, 'dismissed' | 'completed'>;
  /** `${email} ${type}` → every acknowledged save's sequence number. */
  saves: Map<string, number[]>;
}
const acks: Acks = { settles: new Map(), saves: new Map() };
const ackCount = () =>
  acks.settles.size + [...acks.saves.values()].reduce((sum, seqs) => sum + seqs.length, 0);

const integrationBody = (type: (typeof TYPES)[number], seq: number) => ({
  systemType: type,
  systemName: PROVIDERS_BY_SYSTEM_TYPE[type][0],
  isEnabled: seq % 2 === 0,
  syncFrequency: 'daily',
  // Never called: nothing in this test runs a connection test.
  apiEndpoint: `https://127.0.0.1:9/${type}/${seq}`,
  apiKey: `sk_crash_${type}_0123456789`,
  configData: { seq },
});

/** The stored sequence number of each of the user's integrations. */
async function storedSeqs(client: Client): Promise<Map<string, number>> {
  const { status, json } = await client.call('GET', '/api/system-integrations');
  expect(status).toBe(200);
  const records = json as { systemType: string; configData: { seq: number } | null }[];
  return new Map(records.map((record) => [record.systemType, record.configData?.seq ?? -1]));
}

describe.skipIf(TEST_DB_KIND !== 'pglite')(
  // On PostgreSQL durability is the database server's job; this is about the embedded one.
  'the embedded database under SIGKILL and SIGTERM',
  () => {
    let insightIds: number[] = [];

    it('keeps every acknowledged write after SIGKILL in the middle of a stream', async () => {
      const server = await start();
      const anonymous = new Client(server.origin);
      const listed = await anonymous.call('GET', '/api/management-insights');
      insightIds = (listed.json as { id: number }[]).map((insight) => insight.id);
      expect(insightIds.length).toBeGreaterThan(3);

      let killed = false;
      let inFlightAtKill = 0;
      let inFlight = 0;
      const killWhenEnough = () => {
        if (!killed && ackCount() >= KILL_AFTER_ACKS) {
          killed = true;
          inFlightAtKill = inFlight;
          server.child.kill('SIGKILL');
        }
      };
      const tracked = async <T>(call: () => Promise<T>): Promise<T> => {
        inFlight += 1;
        try {
          return await call();
        } finally {
          inFlight -= 1;
        }
      };

      // One lane per user, all four at once: settle each insight, save each integration, and
      // keep saving until the server dies. A failed call (the kill) ends the lane.
      const lane = async (email: string, laneIndex: number) => {
        const client = new Client(server.origin);
        await client.login(email);
        try {
          for (let seq = 0; !killed; seq++) {
            const insightId = insightIds[seq];
            if (insightId !== undefined) {
              const outcome = (seq + laneIndex) % 2 === 0 ? 'dismissed' : 'completed';
              const action = outcome === 'dismissed' ? 'dismiss' : 'complete';
              const result = await tracked(() =>
                client.call('POST', `/api/management-insights/${insightId}/${action}`),
              );
              if (result.status === 200) acks.settles.set(`${email} ${insightId}`, outcome);
              else expect(result.status).toBe(409);
            }
            const type = TYPES[seq % TYPES.length] ?? 'hris';
            const key = `${email} ${type}`;
            const seqs = acks.saves.get(key) ?? [];
            const body = integrationBody(type, seq);
            const existing = (await tracked(() => storedIdOf(client, type))) ?? null;
            const result =
              existing === null
                ? await tracked(() => client.call('POST', '/api/system-integrations', body))
                : await tracked(() =>
                    client.call('PATCH', `/api/system-integrations/${existing}`, {
                      configData: body.configData,
                      apiEndpoint: body.apiEndpoint,
                      isEnabled: body.isEnabled,
                    }),
                  );
            if (result.status === 200 || result.status === 201) {
              acks.saves.set(key, [...seqs, seq]);
            }
            killWhenEnough();
          }
        } catch {
          // The connection died with the server: the write in flight was not acknowledged.
        }
      };
      const ids = new Map<string, number>();
      const storedIdOf = async (client: Client, type: string) => {
        const key = `${client.cookie} ${type}`;
        if (ids.has(key)) return ids.get(key);
        const { json } = await client.call('GET', '/api/system-integrations');
        const record = (json as { id: number; systemType: string }[]).find(
          (r) => r.systemType === type,
        );
        if (record) ids.set(key, record.id);
        return record?.id;
      };

      await Promise.all(USERS.map((email, index) => lane(email, index)));
      expect(killed).toBe(true);
      expect(await server.exited).toBeNull(); // killed by the signal, not a clean exit
      const acknowledged = ackCount();
      expect(acknowledged).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);

      // The same data directory opens again, cleanly, and holds every acknowledged write.
      const restarted = await start();
      let found = 0;
      for (const email of USERS) {
        const client = new Client(restarted.origin);
        await client.login(email);
        const listedNow = await client.call('GET', '/api/management-insights');
        const stillActive = new Set((listedNow.json as { id: number }[]).map((i) => i.id));
        for (const insightId of insightIds) {
          const outcome = acks.settles.get(`${email} ${insightId}`);
          if (!outcome) continue;
          const again = await client.call('POST', `/api/management-insights/${insightId}/dismiss`);
          const message = (again.json as { message?: string }).message;
          if (
            !stillActive.has(insightId) &&
            again.status === 409 &&
            message === `Insight is already ${outcome}`
          ) {
            found += 1;
          }
        }
        const stored = await storedSeqs(client);
        for (const type of TYPES) {
          // A later save may have landed unanswered; an answered one is never missing.
          const seq = stored.get(type) ?? -1;
          found += (acks.saves.get(`${email} ${type}`) ?? []).filter(
            (acked) => acked <= seq,
          ).length;
        }
      }
      console.info(
        `crash safety: ${acknowledged} writes acknowledged before SIGKILL (${inFlightAtKill} more in flight), ${found} found after restart`,
      );
      expect(found).toBe(acknowledged);
      const health = await new Client(restarted.origin).call('GET', '/api/health');
      expect(health).toEqual({ status: 200, json: { status: 'ok', database: 'pglite' } });

      // SIGTERM with a batch of saves in flight: each is answered, the process exits 0.
      const clients = await Promise.all(
        USERS.map(async (email) => {
          const client = new Client(restarted.origin);
          await client.login(email);
          return { email, client, ids: await idsOf(client) };
        }),
      );
      const batch = clients.flatMap(({ email, client, ids: byType }) =>
        TYPES.map(async (type) => {
          const seq = 1000 + TYPES.indexOf(type);
          const result = await client.call(
            'PATCH',
            `/api/system-integrations/${byType.get(type)}`,
            {
              configData: { seq },
            },
          );
          return { email, type, seq, status: result.status };
        }),
      );
      // Wait until the server has received every request of the batch, then ask it to stop.
      await until(() => countIncoming(restarted, 'PATCH') >= batch.length);
      restarted.child.kill('SIGTERM');
      const answered = await Promise.all(batch);
      expect(answered.map((a) => a.status)).toEqual(answered.map(() => 200));
      expect(await restarted.exited).toBe(0);
      expect(restarted.lines.some((line) => line.includes('shutting down'))).toBe(true);

      const third = await start();
      try {
        for (const { email } of clients) {
          const client = new Client(third.origin);
          await client.login(email);
          const stored = await storedSeqs(client);
          for (const { type, seq } of answered.filter((a) => a.email === email)) {
            expect(stored.get(type), `${email} ${type}`).toBe(seq);
          }
        }
      } finally {
        expect(await third.stop('SIGTERM')).toBe(0);
      }
    }, 600_000);
  },
);

async function idsOf(client: Client): Promise<Map<string, number>> {
  const { json } = await client.call('GET', '/api/system-integrations');
  return new Map((json as { id: number; systemType: string }[]).map((r) => [r.systemType, r.id]));
}

/** How many requests of the method the server has logged as received. */
function countIncoming(server: ServerProcess, method: string): number {
  return server.lines.filter(
    (line) => line.includes('"incoming request"') && line.includes(`"method":"${method}"`),
  ).length;
}

async function until(condition: () => boolean, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting for the server');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
