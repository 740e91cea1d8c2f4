import {
  type BambooHrFake,
  createDemoBambooHrEmployees,
  startBambooHrFake,
} from '@q/provider-fakes/bamboohr';
import type { FakeFaults } from '@q/provider-fakes/server';
import { ZEmployeesResponse } from '@q/schemas/manager';
import {
  type SyncRun,
  ZDataSourcesResponse,
  ZStartSyncResponse,
  ZSyncRunsResponse,
} from '@q/schemas/sync';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ALEX,
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
 * The sync engine end to end, on the database of the project (PGlite or PostgreSQL): a BambooHR
 * fake on loopback is connected, runs start as background jobs (202, one at a time: 409), their
 * records reach the dashboard's reads, failures change nothing, and the schedule starts what is due.
 */

let t: TestApp;
let fake: BambooHrFake;
const HANK = 'hank.scorpio@globex.example';
let sarah: Record<string, string>;
let alex: Record<string, string>;
let hrisId: number;
/** The fake's failure modes, changed by the tests that need a slow provider. */
const faults: FakeFaults = {};

const call = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  cookies: Record<string, string>,
  payload?: Record<string, unknown>,
) => t.app.inject({ method, url, cookies, ...(payload !== undefined && { payload }) });

/** The organisation of the fake: 40 people, one of them the signed-in manager. */
function organisation() {
  const people = createDemoBambooHrEmployees(40);
  const me = people[1];
  if (!me) throw new Error('the generator made too few people');
  Object.assign(me, {
    firstName: 'Sarah',
    lastName: 'Chen',
    displayName: 'Sarah Chen',
    workEmail: SARAH,
  });
  return people;
}

async function runs(id = hrisId, cookies = sarah): Promise<SyncRun[]> {
  const response = await call('GET', `/api/system-integrations/${id}/sync-runs`, cookies);
  expect(response.statusCode).toBe(200);
  return ZSyncRunsResponse.parse(response.json());
}

/** Waits until the run has finished (the job runs in the background). */
async function finished(runId: string): Promise<SyncRun> {
  for (let i = 0; i < 200; i += 1) {
    const run = (await runs()).find((r) => r.id === runId);
    if (run && run.status !== 'running') return run;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`run ${runId} did not finish`);
}

async function syncNow(): Promise<string> {
  const response = await call('POST', `/api/system-integrations/${hrisId}/sync`, sarah);
  expect(response.statusCode).toBe(202);
  return ZStartSyncResponse.parse(response.json()).runId;
}

const dataSources = async (cookies: Record<string, string>) =>
  ZDataSourcesResponse.parse((await call('GET', '/api/data-sources', cookies)).json());

beforeAll(async () => {
  fake = await startBambooHrFake({ employees: organisation(), faults });
  t = await buildTestApp({
    // These tests follow what each provider's data becomes on the dashboard, the company's whole
    // of it: their viewers are named HR, who see everyone (test/scope.test.ts holds the scopes).
    config: {
      integrationAllowPrivateTargets: true,
      syncBackoffBaseMs: 5,
      hrEmails: [SARAH, ALEX].map((email) => email.toLowerCase()),
      // Admins by name, one of another organisation among them (HANK below).
      adminEmails: [SARAH, ALEX, HANK].map((email) => email.toLowerCase()),
    },
  });
  sarah = (await login(t.app, SARAH)).cookies;
  alex = (await login(t.app, ALEX)).cookies;
  hrisId = await createBambooHrIntegration(t.app, sarah, fake);
});

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('a sync run', () => {
  it('starts as a background job (202), refuses a second while it runs (409), and applies', async () => {
    const before = await dataSources(sarah);
    expect(before.team.state).toBe('sample');
    const runId = await syncNow();
    const second = await call('POST', `/api/system-integrations/${hrisId}/sync`, sarah);
    expect(second.statusCode).toBe(409);
    const run = await finished(runId);
    expect(run).toMatchObject({ status: 'success', trigger: 'manual', reason: null });
    // Every person, and the time off of the next 30 days.
    expect(run.counts.created).toBeGreaterThan(fake.employees.length);
    expect(run.counts).toMatchObject({ updated: 0, removed: 0 });
    const list = (await call('GET', '/api/system-integrations', sarah)).json();
    const record = list.find((r: { id: number }) => r.id === hrisId);
    expect(record).toMatchObject({ syncStatus: 'success', syncAvailable: true });
    expect(record.lastSyncAt).toBe(run.finishedAt);
    expect(record.lastRun.id).toBe(runId);
  });

  it('shows a run waiting on the integration’s card at once, and leaves the dashboard’s kept answers', async () => {
    const dashboard = ['/api/employees', '/api/data-sources', '/api/headcount-metrics'];
    // Kept: read until a round is answered from memory (on PostgreSQL the last run's end moves
    // the shared version on once more just after its commit).
    for (let round = 0; round < 5; round += 1) {
      const { misses } = t.app.readCache.stats();
      for (const path of dashboard) expect((await call('GET', path, sarah)).statusCode).toBe(200);
      if (t.app.readCache.stats().misses === misses) break;
    }
    const before = t.app.readCache.stats();
    // A slow provider: the run is still going while the reads below are asked.
    faults.delayMs = 1_000;
    let runId = '';
    try {
      runId = await syncNow();
      const card = (await call('GET', '/api/system-integrations', sarah))
        .json()
        .find((r: { id: number }) => r.id === hrisId);
      expect(card).toMatchObject({ syncStatus: 'pending', lastRun: { id: runId } });
      for (const path of dashboard) expect((await call('GET', path, sarah)).statusCode).toBe(200);
      const after = t.app.readCache.stats();
      if (t.databaseUrl) {
        // PostgreSQL: every write moves the version every process shares on, which keeps no
        // account of what changed; the reads are read again.
        expect(after.misses - before.misses).toBe(1 + dashboard.length);
      } else {
        // Only the card was read again.
        expect(after.misses - before.misses).toBe(1);
        expect(after.hits - before.hits).toBe(dashboard.length);
      }
    } finally {
      faults.delayMs = 0;
      if (runId) await finished(runId);
    }
    const [run] = await runs();
    // The run's end puts the dashboard's answers out of date: the team says when it was read.
    expect((await dataSources(sarah)).team.lastAttemptAt).toBe(run?.finishedAt);
  });

  it('feeds the dashboard: the team is the viewer’s, marked, from the synced organisation', async () => {
    const team = ZEmployeesResponse.parse((await call('GET', '/api/employees', sarah)).json());
    // Her manager, Sarah, her direct reports: the team card's tree, not all 40 people.
    const top = fake.employees[0];
    const reports = fake.employees.filter((e) => e.supervisorEId === '2');
    expect(reports.length).toBeGreaterThan(0);
    expect(team.map((e) => e.name)).toEqual([
      `${top?.firstName} ${top?.lastName}`,
      'Sarah Chen',
      ...reports.map((e) => `${e.firstName} ${e.lastName}`),
    ]);
    const me = team[1];
    expect(me?.isViewer).toBe(true);
    expect(me?.managerId).toBe(team[0]?.id);
    expect(team.slice(2).every((e) => e.managerId === me?.id && !e.isViewer)).toBe(true);
    const sources = await dataSources(sarah);
    expect(sources.team).toMatchObject({
      state: 'live',
      provider: 'bamboohr',
      integrationId: hrisId,
    });
    expect(sources.team.recordCount).toBe(fake.employees.length);
    expect(sources.recruiting.state).toBe('sample');
    expect(sources.openings.state).toBe('sample');
    // Hired is the HRIS's; with no ATS connected, open, planned and capacity have no source and
    // are not the sample company's figures either.
    const headcount = (await call('GET', '/api/headcount-metrics', sarah)).json();
    expect(headcount).toEqual({
      hired: fake.employees.length,
      open: null,
      planned: null,
      teamCapacity: null,
    });
    // Signed out, the seeded sample; everyone in the organisation, its connection.
    const signedOut = ZEmployeesResponse.parse((await t.app.inject('/api/employees')).json());
    expect(signedOut.length).toBe(247);
    expect((await dataSources(alex)).team.state).toBe('live');
  });

  it('gives each synced person only what the provider said: their next time off, nothing made up', async () => {
    // One report away in a week, and again later; another with time off that ended yesterday.
    const today = Date.UTC(
      new Date().getUTCFullYear(),
      new Date().getUTCMonth(),
      new Date().getUTCDate(),
    );
    const day = (offset: number) =>
      new Date(today + offset * 86_400_000).toISOString().slice(0, 10);
    const [first, second] = fake.employees.filter((e) => e.supervisorEId === '2');
    if (!first || !second) throw new Error('Sarah needs two reports in the fake company');
    const name = (e: typeof first) => `${e.firstName} ${e.lastName}`;
    fake.timeOff.splice(
      0,
      fake.timeOff.length,
      {
        id: 1,
        type: 'timeOff',
        employeeId: Number(first.id),
        name: name(first),
        start: day(20),
        end: day(22),
      },
      {
        id: 2,
        type: 'timeOff',
        employeeId: Number(first.id),
        name: name(first),
        start: day(7),
        end: day(9),
      },
      {
        id: 3,
        type: 'timeOff',
        employeeId: Number(second.id),
        name: name(second),
        start: day(-3),
        end: day(-1),
      },
      { id: 4, type: 'holiday', name: 'Founders Day', start: day(2), end: day(2) },
    );
    await finished(await syncNow());
    const team = ZEmployeesResponse.parse((await call('GET', '/api/employees', sarah)).json());
    const byName = new Map(team.map((e) => [e.name, e]));
    expect(byName.get(name(first))?.synced).toEqual({
      upcomingTimeOff: { start: day(7), end: day(9), kind: null },
    });
    expect(byName.get(name(second))?.synced).toEqual({ upcomingTimeOff: null });
    // Every person carries the provider's fields and nothing else: no presence, location, time
    // zone, rating, skills or project, in the answer or anywhere in the page's data.
    const allowed = [
      'id',
      'name',
      'position',
      'managerId',
      'avatar',
      'isViewer',
      'directReportCount',
      'synced',
    ];
    // The provider's photos are not shown: drawn from its host, they would tell it who views
    // the team (the CSP allows no image from another host); a synced person shows initials.
    expect(fake.employees.some((e) => e.photoUrl?.startsWith('https://'))).toBe(true);
    for (const person of (await call('GET', '/api/employees', sarah)).json()) {
      expect(Object.keys(person).every((key) => allowed.includes(key))).toBe(true);
      expect(person.synced).toBeDefined();
      expect(person.avatar).toBeNull();
    }
    // The sample company is told apart by the absence of `synced`.
    const sample = (await t.app.inject('/api/employees')).json();
    expect(sample.some((e: { synced?: unknown }) => e.synced !== undefined)).toBe(false);
  });

  it('rewrites only what changed: nothing the second time, one update after one change', async () => {
    const again = await finished(await syncNow());
    expect(again.counts).toEqual({ created: 0, updated: 0, removed: 0 });
    const someone = fake.employees.find((e) => e.supervisorEId === '2');
    if (!someone) throw new Error('Sarah has no reports in the fake');
    someone.jobTitle = 'Principal Engineer';
    const changed = await finished(await syncNow());
    expect(changed.counts).toEqual({ created: 0, updated: 1, removed: 0 });
    const team = ZEmployeesResponse.parse((await call('GET', '/api/employees', sarah)).json());
    expect(team.find((e) => e.name === `${someone.firstName} ${someone.lastName}`)?.position).toBe(
      'Principal Engineer',
    );
  });

  it('puts every kept answer out of date when it ends, but no session; a sign-out does', async () => {
    const lookups = vi.spyOn(t.app.sessionsRepository, 'findByToken');
    try {
      const someone = fake.employees.find((e) => e.supervisorEId === '2');
      if (!someone) throw new Error('Sarah has no reports in the fake');
      someone.jobTitle = 'Staff Engineer';
      expect((await call('GET', '/api/auth/me', sarah)).statusCode).toBe(200);
      lookups.mockClear();
      // Its start, its progress asked for, its end: the session stays known throughout, and the
      // run's change is read at once.
      await finished(await syncNow());
      const team = ZEmployeesResponse.parse((await call('GET', '/api/employees', sarah)).json());
      expect(
        team.find((e) => e.name === `${someone.firstName} ${someone.lastName}`)?.position,
      ).toBe('Staff Engineer');
      // On PostgreSQL every write moves the version all processes share, which keeps no account
      // of what changed: there the session is read again after each.
      if (TEST_DB_KIND === 'pglite') expect(lookups).not.toHaveBeenCalled();

      // Any write that names nothing sends the sessions back to the database: a sign-out.
      const other = await login(t.app, ALEX);
      expect((await call('POST', '/api/auth/logout', other.cookies)).statusCode).toBe(200);
      expect((await call('GET', '/api/employees', sarah)).statusCode).toBe(200);
      expect(lookups).toHaveBeenCalled();
      expect((await call('GET', '/api/auth/me', other.cookies)).statusCode).toBe(401);
    } finally {
      lookups.mockRestore();
    }
  });

  it('is the organisation’s alone: 404 for another organisation, 401 signed out', async () => {
    const elsewhere = await insertOrganisation(t.database, 'Globex');
    await insertUser(t.database, {
      email: HANK,
      name: 'Hank Scorpio',
      organisationId: elsewhere,
    });
    const hank = (await signInMember(t.app, HANK)).cookies;
    expect((await call('POST', `/api/system-integrations/${hrisId}/sync`, hank)).statusCode).toBe(
      404,
    );
    expect(
      (await call('GET', `/api/system-integrations/${hrisId}/sync-runs`, hank)).statusCode,
    ).toBe(404);
    expect((await call('POST', `/api/system-integrations/${hrisId}/sync`, {})).statusCode).toBe(
      401,
    );
  });

  it('removes people a run no longer returns', async () => {
    const gone = fake.employees.splice(30, 5);
    const run = await finished(await syncNow());
    expect(run.status).toBe('success');
    expect(run.counts.removed).toBe(gone.length);
    const headcount = (await call('GET', '/api/headcount-metrics', sarah)).json();
    expect(headcount.hired).toBe(fake.employees.length);
  });

  it('fails without changing anything when the key is rejected, and says the data is stale', async () => {
    const teamBefore = (await call('GET', '/api/employees', sarah)).json();
    const patched = await call('PATCH', `/api/system-integrations/${hrisId}`, sarah, {
      apiKey: 'a-wrong-key-1234',
    });
    expect(patched.statusCode).toBe(200);
    const run = await finished(await syncNow());
    expect(run).toMatchObject({ status: 'error', reason: 'rejected-key' });
    expect(run.message).toMatch(/rejected the API key \(HTTP 401\)/);
    expect(JSON.stringify(run)).not.toContain('a-wrong-key-1234');
    expect((await call('GET', '/api/employees', sarah)).json()).toEqual(teamBefore);
    const sources = await dataSources(sarah);
    expect(sources.team).toMatchObject({ state: 'stale', provider: 'bamboohr' });
    expect(sources.team.cause).toMatch(/rejected the API key/);
    const record = (await call('GET', '/api/system-integrations', sarah))
      .json()
      .find((r: { id: number }) => r.id === hrisId);
    expect(record.syncStatus).toBe('error');
    await call('PATCH', `/api/system-integrations/${hrisId}`, sarah, { apiKey: fake.apiKey });
  });

  it('ends as partial when the provider leaves out fields, keeping their stored values', async () => {
    const partialFake = await startBambooHrFake({
      employees: fake.employees,
      dropFields: ['hireDate'],
    });
    try {
      await call('PATCH', `/api/system-integrations/${hrisId}`, sarah, {
        apiEndpoint: partialFake.endpoint,
        apiKey: partialFake.apiKey,
      });
      const run = await finished(await syncNow());
      expect(run.status).toBe('partial');
      expect(run.missingFields).toEqual(['people.hireDate']);
      expect(run.counts.removed).toBe(0);
      const sources = await dataSources(sarah);
      expect(sources.hrisInsights).toMatchObject({
        state: 'partial',
        missingFields: ['people.hireDate'],
      });
      expect(sources.team.state).toBe('live');
    } finally {
      await call('PATCH', `/api/system-integrations/${hrisId}`, sarah, {
        apiEndpoint: fake.endpoint,
        apiKey: fake.apiKey,
      });
      await partialFake.close();
    }
  });

  it('ends as partial, and the team and its counts say so, when the status is not answered', async () => {
    const partialFake = await startBambooHrFake({
      employees: [...fake.employees],
      dropFields: ['status'],
    });
    try {
      await call('PATCH', `/api/system-integrations/${hrisId}`, sarah, {
        apiEndpoint: partialFake.endpoint,
        apiKey: partialFake.apiKey,
      });
      // Someone left the report: a run that lacks a field still read every record, and drops
      // those it no longer finds (a report without a status column would otherwise keep every
      // leaver for good).
      expect((await finished(await syncNow())).status).toBe('partial');
      const before = (await call('GET', '/api/headcount-metrics', sarah)).json().hired;
      expect(before).toBeGreaterThan(1);
      const left = partialFake.employees.splice(-1, 1);
      expect(left).toHaveLength(1);
      const run = await finished(await syncNow());
      expect(run.status).toBe('partial');
      expect(run.missingFields).toEqual(['people.status']);
      expect((await call('GET', '/api/headcount-metrics', sarah)).json().hired).toBe(before - 1);
      const sources = await dataSources(sarah);
      for (const feed of ['team', 'headcount', 'hrisInsights'] as const) {
        expect(sources[feed], feed).toMatchObject({
          state: 'partial',
          missingFields: ['people.status'],
        });
      }
    } finally {
      await call('PATCH', `/api/system-integrations/${hrisId}`, sarah, {
        apiEndpoint: fake.endpoint,
        apiKey: fake.apiKey,
      });
      await partialFake.close();
    }
  });

  it('answers 409 "coming soon" for a type without a connector', async () => {
    const lms = await call('POST', '/api/system-integrations', sarah, {
      systemType: 'lms',
      systemName: 'udemy',
      isEnabled: true,
      syncFrequency: 'daily',
      apiEndpoint: fake.origin,
      apiKey: 'lms-key-123456',
    });
    const response = await call('POST', `/api/system-integrations/${lms.json().id}/sync`, sarah);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/coming soon/);
  });
});

describe('the connection test of a provider the suite syncs', () => {
  it('authenticates as a run does (Basic, the key as user) and does not move lastSyncAt', async () => {
    const before = (await call('GET', '/api/system-integrations', sarah))
      .json()
      .find((r: { id: number }) => r.id === hrisId);
    const seen = fake.requests.length;
    const response = await call('POST', `/api/system-integrations/${hrisId}/test`, sarah);
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result).toMatchObject({ ok: true, status: 'success', httpStatus: 200, reason: null });
    expect(result.message).toMatch(/^Connected: BambooHR accepted the key/);
    expect(result.integration.lastSyncAt).toBe(before.lastSyncAt);
    const request = fake.requests[seen];
    expect(request?.url.pathname).toMatch(/\/v1\/time_off\/whos_out\/$/);
    const basic = Buffer.from(`${fake.apiKey}:x`).toString('base64');
    expect(request?.headers.authorization).toBe(`Basic ${basic}`);
  });

  it('reports a rejected key in words', async () => {
    await call('PATCH', `/api/system-integrations/${hrisId}`, sarah, {
      apiKey: 'another-wrong-key-99',
    });
    const result = (await call('POST', `/api/system-integrations/${hrisId}/test`, sarah)).json();
    expect(result).toMatchObject({ ok: false, reason: 'rejected-key', httpStatus: 401 });
    expect(result.message).toMatch(/rejected the API key \(HTTP 401\)/);
    await call('PATCH', `/api/system-integrations/${hrisId}`, sarah, { apiKey: fake.apiKey });
  });
});

describe('the schedule', () => {
  it('starts runs of enabled, verified integrations that are due, and none of disabled ones', async () => {
    // The last successful run verified the connection; a day later the daily sync is due.
    const dayLater = new Date(Date.now() + 86_400_000);
    await call('PATCH', `/api/system-integrations/${hrisId}`, sarah, { isEnabled: false });
    expect(await t.app.syncEngine.startDueRuns(dayLater)).toBe(0);
    await call('PATCH', `/api/system-integrations/${hrisId}`, sarah, { isEnabled: true });
    // The key was re-entered above: the connection must prove itself again before a schedule.
    expect(await t.app.syncEngine.startDueRuns(dayLater)).toBe(0);
    await finished(await syncNow());
    expect(await t.app.syncEngine.startDueRuns(new Date())).toBe(0);
    expect(await t.app.syncEngine.startDueRuns(dayLater)).toBe(1);
    const [latest] = await runs();
    expect(latest?.trigger).toBe('schedule');
    if (latest) await finished(latest.id);
  });
});
