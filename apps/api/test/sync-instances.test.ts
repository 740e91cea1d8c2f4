import { type BambooHrFake, startBambooHrFake } from '@q/provider-fakes/bamboohr';
import { type SyncRun, ZStartSyncResponse, ZSyncRunsResponse } from '@q/schemas/sync';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { type Database, openDatabase } from '../src/db/client.js';
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
  testConfig,
} from './helpers.js';

/**
 * Two API instances with sync workers on one PostgreSQL: each run is worked by exactly one of
 * them (pg-boss hands a job to one worker), and a start through either is refused while a run of
 * the same integration waits or works (the database decides).
 */
describe.skipIf(TEST_DB_KIND !== 'postgres')(
  // The embedded database belongs to one process: several instances need PostgreSQL.
  'sync runs with two instances on one PostgreSQL',
  () => {
    let t: TestApp;
    let second: { app: FastifyInstance; database: Database };
    let fake: BambooHrFake;

    beforeAll(async () => {
      // Each run takes a moment, so starts through both instances overlap it.
      fake = await startBambooHrFake({ employees: 20, faults: { delayMs: 150 } });
      const config = { integrationAllowPrivateTargets: true, syncBackoffBaseMs: 5 };
      t = await buildTestApp({ config });
      if (!t.databaseUrl) throw new Error('the postgres project gives every file its database URL');
      const database = await openDatabase({ databaseUrl: t.databaseUrl, seed: false });
      const app = await buildApp({
        config: { ...testConfig(), ...config, databaseUrl: t.databaseUrl },
        database,
      });
      await app.ready();
      second = { app, database };
    }, 120_000);

    afterAll(async () => {
      await second?.app.close();
      await second?.database.close();
      await t?.close();
      await fake?.close();
    });

    it('works each run on one instance only, and refuses a second start through either', async () => {
      // Four organisations, each connecting its own HRIS: one integration per type in each.
      const owners = [SARAH];
      for (const name of ['Globex', 'Initech', 'Umbrella']) {
        const organisationId = await insertOrganisation(t.database, name, { isDemo: true });
        const email = `admin@${name.toLowerCase()}.example`;
        await insertUser(t.database, { email, name: `${name} Admin`, organisationId });
        owners.push(email);
      }
      const sessions = await Promise.all(
        owners.map(async (email) =>
          email === SARAH
            ? (await login(t.app, email)).cookies
            : (await signInMember(t.app, email)).cookies,
        ),
      );
      const ids: number[] = [];
      for (const cookies of sessions) {
        ids.push(await createBambooHrIntegration(t.app, cookies, fake));
      }
      const apps = [t.app, second.app];
      // Every owner starts through one instance and, at once, again through the other.
      const starts = await Promise.all(
        ids.flatMap((id, i) =>
          apps.map((app) =>
            app.inject({
              method: 'POST',
              url: `/api/system-integrations/${id}/sync`,
              cookies: sessions[i] as Record<string, string>,
            }),
          ),
        ),
      );
      const statuses = starts.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([...ids.map(() => 202), ...ids.map(() => 409)]);
      const runIds = starts
        .filter((response) => response.statusCode === 202)
        .map((response) => ZStartSyncResponse.parse(response.json()).runId);

      const finished: SyncRun[] = [];
      for (let attempt = 0; attempt < 300 && finished.length < ids.length; attempt += 1) {
        finished.length = 0;
        for (const [i, id] of ids.entries()) {
          const response = await second.app.inject({
            url: `/api/system-integrations/${id}/sync-runs`,
            cookies: sessions[i] as Record<string, string>,
          });
          const runs = ZSyncRunsResponse.parse(response.json());
          for (const run of runs) if (run.status !== 'running') finished.push(run);
        }
        if (finished.length < ids.length) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(finished.map((run) => run.id).sort()).toEqual([...runIds].sort());
      expect(finished.every((run) => run.status === 'success')).toBe(true);
      // One custom report read per run: no run was worked twice.
      const reports = fake.requests.filter((request) =>
        request.url.pathname.endsWith('/reports/custom'),
      );
      expect(reports).toHaveLength(ids.length);
    }, 120_000);
  },
);
