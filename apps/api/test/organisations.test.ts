import { type BambooHrEmployee, startBambooHrFake } from '@q/provider-fakes/bamboohr';
import type { FakeServer } from '@q/provider-fakes/server';
import { ENDPOINTS } from '@q/schemas/api';
import { ZSyncRunsResponse } from '@q/schemas/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncedPeople, systemIntegrations } from '../src/db/schema.js';
import {
  buildTestApp,
  insertOrganisation,
  insertUser,
  login,
  SARAH,
  signInMember,
  type TestApp,
} from './helpers.js';

/**
 * Two companies on one database: Acme (the demo organisation, Sarah its admin) and Globex (Hank
 * its admin), each with its own BambooHR. No read, write, sync or scheduled job of one reaches
 * the other's people or connections.
 */

const HANK = 'hank.scorpio@globex.example';
const DAY = new Date().toISOString().slice(5, 10);

function company(domain: string, names: string[], top: string): BambooHrEmployee[] {
  return names.map((name, index) => {
    const [firstName = name, lastName = ''] = name.split(' ');
    return {
      id: String(index + 1),
      firstName,
      lastName,
      displayName: name,
      jobTitle: index === 0 ? 'Chief Executive Officer' : 'Engineer',
      department: 'Engineering',
      division: null,
      location: null,
      supervisorEId: index === 0 ? null : '1',
      hireDate: `2019-${DAY}`,
      workEmail: index === 0 ? top : `${name.toLowerCase().replace(' ', '.')}@${domain}`,
      photoUrl: null,
      lastChanged: '2025-01-01T00:00:00+00:00',
      status: 'Active',
      terminationDate: '0000-00-00',
    };
  });
}

const ACME = ['Sarah Chen', 'Ada Lovelace', 'Grace Hopper'];
const GLOBEX = ['Hank Scorpio', 'Homer Simpson', 'Frank Grimes'];

let t: TestApp;
const fakes: FakeServer[] = [];
const sessions: Record<string, Record<string, string>> = {};
const integrationOf: Record<string, number> = {};

async function connectAndSync(email: string, employees: BambooHrEmployee[]) {
  const fake = await startBambooHrFake({ employees, timeOff: [] });
  fakes.push(fake);
  const cookies = sessions[email] as Record<string, string>;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/system-integrations',
    cookies,
    payload: {
      systemType: 'hris',
      systemName: 'bamboohr',
      isEnabled: true,
      syncFrequency: 'daily',
      apiEndpoint: fake.endpoint,
      apiKey: fake.apiKey,
    },
  });
  expect(created.statusCode).toBe(201);
  const id: number = created.json().id;
  integrationOf[email] = id;
  await sync(email, id);
}

async function sync(email: string, id: number) {
  const cookies = sessions[email] as Record<string, string>;
  const started = await t.app.inject({
    method: 'POST',
    url: `/api/system-integrations/${id}/sync`,
    cookies,
  });
  expect(started.statusCode).toBe(202);
  for (let i = 0; i < 300; i += 1) {
    const runs = ZSyncRunsResponse.parse(
      (await t.app.inject({ url: `/api/system-integrations/${id}/sync-runs`, cookies })).json(),
    );
    if (runs[0] && runs[0].status !== 'running') {
      expect(runs[0].status).toBe('success');
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the run did not finish');
}

/**
 * Every GET of an organisation's own data (its people, its connections, the user's own account;
 * no path parameter) as `email`. The sample company's calls answer everyone alike.
 */
async function everyRead(email: string): Promise<string> {
  const answers: string[] = [];
  for (const [, declaration] of ENDPOINTS) {
    if (declaration.method !== 'GET' || declaration.path.includes(':')) continue;
    if (declaration.scope === 'sample' || declaration.scope === 'none') continue;
    const response = await t.app.inject({ url: declaration.path, cookies: sessions[email] });
    answers.push(`${declaration.path} ${response.statusCode} ${response.body}`);
  }
  return answers.join('\n');
}

beforeAll(async () => {
  t = await buildTestApp({
    config: { integrationAllowPrivateTargets: true, syncBackoffBaseMs: 5 },
  });
  const globex = await insertOrganisation(t.database, 'Globex', { isDemo: true });
  await insertUser(t.database, { email: HANK, name: 'Hank Scorpio', organisationId: globex });
  sessions[SARAH] = (await login(t.app, SARAH)).cookies;
  sessions[HANK] = (await signInMember(t.app, HANK)).cookies;
  await connectAndSync(SARAH, company('acme.example', ACME, SARAH));
  await connectAndSync(HANK, company('globex.example', GLOBEX, HANK));
}, 120_000);

afterAll(async () => {
  await t?.close();
  await Promise.all(fakes.map((fake) => fake.close()));
});

describe('two organisations on one database', () => {
  it('each reads its own company through every call, and nothing of the other', async () => {
    const acme = await everyRead(SARAH);
    const globex = await everyRead(HANK);
    for (const name of ACME) {
      expect(acme).toContain(name);
      expect(globex).not.toContain(name);
    }
    for (const name of GLOBEX.slice(1)) {
      expect(globex).toContain(name);
      expect(acme).not.toContain(name);
    }
    const listed = async (email: string) =>
      (await t.app.inject({ url: '/api/system-integrations', cookies: sessions[email] }))
        .json()
        .map((record: { id: number }) => record.id);
    expect(await listed(SARAH)).toEqual([integrationOf[SARAH]]);
    expect(await listed(HANK)).toEqual([integrationOf[HANK]]);
    expect(globex).toContain('"name":"Globex"');
  });

  it('changes, tests, syncs and history of the other’s connection are not found', async () => {
    const other = integrationOf[SARAH] as number;
    const cookies = sessions[HANK];
    for (const [method, url] of [
      ['PATCH', `/api/system-integrations/${other}`],
      ['DELETE', `/api/system-integrations/${other}`],
      ['POST', `/api/system-integrations/${other}/test`],
      ['POST', `/api/system-integrations/${other}/sync`],
      ['GET', `/api/system-integrations/${other}/sync-runs`],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        cookies,
        ...(method === 'PATCH' && { payload: { isEnabled: false } }),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const [acme] = await t.database.db
      .select()
      .from(systemIntegrations)
      .where(eq(systemIntegrations.id, other));
    expect(acme?.isEnabled).toBe(true);
  });

  it('a run of one leaves the other’s records alone, and the schedule runs each as its own', async () => {
    const count = async (id: number) =>
      (await t.database.db.select().from(syncedPeople).where(eq(syncedPeople.integrationId, id)))
        .length;
    const acmeId = integrationOf[SARAH] as number;
    const globexId = integrationOf[HANK] as number;
    await sync(HANK, globexId);
    expect(await count(acmeId)).toBe(ACME.length);
    expect(await count(globexId)).toBe(GLOBEX.length);
    // Due a week later: the schedule starts one run of each, and each applies its own company.
    const started = await t.app.syncEngine.startDueRuns(new Date(Date.now() + 8 * 86_400_000));
    expect(started).toBe(2);
    expect(await count(acmeId)).toBe(ACME.length);
    expect(await count(globexId)).toBe(GLOBEX.length);
    expect(await everyRead(HANK)).not.toContain('Ada Lovelace');
  });
});
