import { type BambooHrFake, startBambooHrFake } from '@q/provider-fakes/bamboohr';
import { ZStartSyncResponse } from '@q/schemas/sync';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SharedDataVersion } from '../src/db/client.js';
import { syncedPeople, syncRuns, systemIntegrations } from '../src/db/schema.js';
import {
  buildTestApp,
  createBambooHrIntegration,
  insertOrganisation,
  insertUser,
  login,
  SARAH,
  signInMember,
  TEST_DB_KIND,
  type TestApp,
} from './helpers.js';

/**
 * When the data version every server process shares (PostgreSQL's `data_version` sequence) cannot
 * be moved on — the database's connection hiccups — a write is never answered as if every process
 * saw it. On PGlite, which has no shared version, the app is given one of the test's own (in
 * memory), so the requests' part runs in both projects; a run's end moves the version on inside
 * its transaction on PostgreSQL only.
 */

/** What the next moves on of the shared version do: fail `failures` times, or all while `down`. */
const outage = { failures: 0, down: false, tries: 0 };
/** The next `failures` moves on fail; `tries` counts from now. */
const failNext = (failures: number) => Object.assign(outage, { failures, down: false, tries: 0 });
/** Every move on fails from now until the end of the test; `tries` counts from now. */
const goDown = () => Object.assign(outage, { failures: 0, down: true, tries: 0 });

/** `real` (PostgreSQL's), or one kept in memory (PGlite), whose moves on fail as `outage` says. */
function failingAsTold(real: SharedDataVersion | undefined): SharedDataVersion {
  let own = 0;
  const inner: SharedDataVersion = real ?? {
    read: async () => String(own),
    bump: async () => {
      own += 1;
    },
  };
  return {
    read: () => inner.read(),
    bump: async () => {
      outage.tries += 1;
      if (outage.down || outage.failures > 0) {
        outage.failures = Math.max(0, outage.failures - 1);
        throw new Error('Connection terminated unexpectedly');
      }
      await inner.bump();
    },
  };
}

let t: TestApp;
let fake: BambooHrFake;
let shared: SharedDataVersion;
let sarah: Record<string, string>;
let hrisId: number;

const call = (method: 'GET' | 'POST', url: string) => t.app.inject({ method, url, cookies: sarah });
const version = async () => BigInt(await shared.read());

beforeAll(async () => {
  fake = await startBambooHrFake({ employees: 20 });
  t = await buildTestApp({
    // Runs are worked here, by hand (`runJob`), not by a worker in the background.
    config: { integrationAllowPrivateTargets: true, syncWorker: false, syncBackoffBaseMs: 5 },
    wrapDatabase: (database) => {
      shared = failingAsTold(database.sharedVersion);
      return { ...database, sharedVersion: shared };
    },
  });
  sarah = (await login(t.app, SARAH)).cookies;
  hrisId = await createBambooHrIntegration(t.app, sarah, fake);
});

afterEach(() => {
  failNext(0);
});

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const insightIds = async () =>
  ((await call('GET', '/api/management-insights')).json() as { id: number }[]).map((i) => i.id);

describe('a write while the shared data version cannot be moved on', () => {
  it('answers as it was when one try failed, and the version did move on', async () => {
    const [id] = await insightIds();
    const before = await version();
    failNext(1);
    const dismissed = await call('POST', `/api/management-insights/${id}/dismiss`);
    expect(dismissed.statusCode).toBe(200);
    expect(outage.tries).toBe(2);
    expect(await version()).toBe(before + 1n);
    expect(await insightIds()).not.toContain(id);
  });

  it('answers 503, not 2xx, when it never moves on; this process reads everything again', async () => {
    // Kept in memory: the insights, and the team (which the write below does not change).
    for (let round = 0; round < 2; round += 1) {
      await insightIds();
      expect((await call('GET', '/api/employees')).statusCode).toBe(200);
    }
    const [id] = await insightIds();
    const before = await version();
    goDown();
    const completed = await call('POST', `/api/management-insights/${id}/complete`);
    expect(completed.statusCode).toBe(503);
    expect(completed.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: expect.stringMatching(/saved.*other servers/i),
    });
    expect(outage.tries).toBeGreaterThan(1);
    expect(await version()).toBe(before);
    // The change was made, and this process no longer answers from what it kept before it.
    const { misses } = t.app.readCache.stats();
    expect(await insightIds()).not.toContain(id);
    expect((await call('GET', '/api/employees')).statusCode).toBe(200);
    expect(t.app.readCache.stats().misses).toBe(misses + 2);
  });
});

// On PGlite a run's end moves the version on after its commit (the database is this process's).
describe.runIf(TEST_DB_KIND === 'postgres')(
  'a run’s end while the shared data version cannot be moved on',
  () => {
    const startRun = async (integrationId: number, cookies: Record<string, string>) => {
      const started = await t.app.inject({
        method: 'POST',
        url: `/api/system-integrations/${integrationId}/sync`,
        cookies,
      });
      expect(started.statusCode).toBe(202);
      return ZStartSyncResponse.parse(started.json()).runId;
    };
    const runOf = async (runId: string) => {
      const [run] = await t.database.db.select().from(syncRuns).where(eq(syncRuns.id, runId));
      return run;
    };

    it('commits once a failed try held, moving the version on before and after the commit', async () => {
      const runId = await startRun(hrisId, sarah);
      const before = await version();
      failNext(1);
      await t.app.syncEngine.runJob({ runId, integrationId: hrisId });
      expect(await runOf(runId)).toMatchObject({ status: 'success' });
      // Before and after the commit (the first try failed), then once more when the insights
      // computed after the run are stored.
      expect(outage.tries).toBe(4);
      expect(await version()).toBe(before + 3n);
    });

    it('is not committed when it never holds: nothing of the run is applied', async () => {
      // An integration of its own (another organisation's): pg-boss still holds the job of the
      // run above, by hand.
      const organisationId = await insertOrganisation(t.database, 'Globex', { isDemo: true });
      await insertUser(t.database, {
        email: 'admin@globex.example',
        name: 'Globex Admin',
        organisationId,
      });
      const alex = (await signInMember(t.app, 'admin@globex.example')).cookies;
      const integrationId = await createBambooHrIntegration(t.app, alex, fake);
      const runId = await startRun(integrationId, alex);
      const before = await version();
      goDown();
      await expect(t.app.syncEngine.runJob({ runId, integrationId })).rejects.toThrow();
      expect(await version()).toBe(before);
      expect((await runOf(runId))?.status).not.toBe('success');
      const applied = await t.database.db
        .select()
        .from(syncedPeople)
        .where(eq(syncedPeople.integrationId, integrationId));
      expect(applied).toEqual([]);
      const [integration] = await t.database.db
        .select()
        .from(systemIntegrations)
        .where(eq(systemIntegrations.id, integrationId));
      expect(integration?.lastSyncAt).toBeNull();
    });
  },
);
