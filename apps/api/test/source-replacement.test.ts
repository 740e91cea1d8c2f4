import { createDemoBambooHrEmployees, startBambooHrFake } from '@q/provider-fakes/bamboohr';
import type { FakeServer } from '@q/provider-fakes/server';
import { startWorkdayFake, workdayWorkers } from '@q/provider-fakes/workday';
import { ZEmployeesResponse } from '@q/schemas/manager';
import { type SyncRun, ZDataSourcesResponse, ZSyncRunsResponse } from '@q/schemas/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncedPeople, syncedTimeOff } from '../src/db/schema.js';
import { buildTestApp, createBambooHrIntegration, login, SARAH, type TestApp } from './helpers.js';

/**
 * Records of a replaced, disabled or deleted source are never served as current: after the HRIS
 * moves from BambooHR to Workday, nothing BambooHR gave (people, time off, holidays, runs) is
 * answered under Workday's name; a disabled integration's records are not shown; a deleted one's
 * are gone from the database.
 */
let t: TestApp;
let cookies: Record<string, string>;
const fakes: FakeServer[] = [];
/** Every BambooHR person's name carries this mark, so any of them in an answer is found. */
const OLD_SOURCE_MARK = 'Bamboo';

const get = async (url: string) => (await t.app.inject({ url, cookies })).json();
const dataSources = async () => ZDataSourcesResponse.parse(await get('/api/data-sources'));

/** Every answer of the dashboard's synced reads, as text. */
async function dashboardText(): Promise<string> {
  const paths = ['/api/employees', '/api/hris-insights', '/api/headcount-metrics'];
  return (await Promise.all(paths.map(get))).map((answer) => JSON.stringify(answer)).join('\n');
}

async function sync(id: number): Promise<SyncRun> {
  const started = await t.app.inject({
    method: 'POST',
    url: `/api/system-integrations/${id}/sync`,
    cookies,
  });
  expect(started.statusCode).toBe(202);
  const runId: string = started.json().runId;
  for (let i = 0; i < 300; i += 1) {
    const run = (await runs(id)).find((r) => r.id === runId);
    if (run && run.status !== 'running') return run;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the run did not finish');
}

const runs = async (id: number) =>
  ZSyncRunsResponse.parse(await get(`/api/system-integrations/${id}/sync-runs`));

const patch = (id: number, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: `/api/system-integrations/${id}`, cookies, payload });

const storedPeople = async (id: number) =>
  t.app.db.select().from(syncedPeople).where(eq(syncedPeople.integrationId, id));

beforeAll(async () => {
  t = await buildTestApp({
    config: { integrationAllowPrivateTargets: true, syncBackoffBaseMs: 5 },
  });
  cookies = (await login(t.app, SARAH)).cookies;
});

afterAll(async () => {
  await t?.close();
  await Promise.all(fakes.map((fake) => fake.close()));
});

describe('a source that is replaced, disabled or deleted', () => {
  let id: number;

  beforeAll(async () => {
    const employees = createDemoBambooHrEmployees(30).map((person, index) => ({
      ...person,
      lastName: `${OLD_SOURCE_MARK}${index}`,
      displayName: `${person.firstName} ${OLD_SOURCE_MARK}${index}`,
      ...(index === 1 && { workEmail: SARAH }),
    }));
    const bamboo = await startBambooHrFake({ employees });
    fakes.push(bamboo);
    id = await createBambooHrIntegration(t.app, cookies, bamboo);
    expect((await sync(id)).status).toBe('success');
    expect((await dataSources()).team).toMatchObject({ state: 'live', provider: 'bamboohr' });
    expect(await dashboardText()).toContain(OLD_SOURCE_MARK);
    const timeOff = await t.app.db
      .select()
      .from(syncedTimeOff)
      .where(eq(syncedTimeOff.integrationId, id));
    expect(timeOff.length).toBeGreaterThan(0);
  });

  it('is never served while disabled, and is again once enabled', async () => {
    expect((await patch(id, { isEnabled: false })).statusCode).toBe(200);
    expect((await dataSources()).team.state).toBe('sample');
    expect(await dashboardText()).not.toContain(OLD_SOURCE_MARK);
    const team = ZEmployeesResponse.parse(await get('/api/employees'));
    expect(team.some((person) => person.synced !== undefined)).toBe(false);

    expect((await patch(id, { isEnabled: true })).statusCode).toBe(200);
    expect((await dataSources()).team).toMatchObject({ state: 'live', provider: 'bamboohr' });
    expect(await dashboardText()).toContain(OLD_SOURCE_MARK);
  });

  it('switched to another provider: none of the old records, holidays or runs, before or after its first sync', async () => {
    const workers = workdayWorkers(12).map((worker) => ({ ...worker, Photo_URL: '' }));
    // Sarah is in the new source too, so her team is answered from it.
    Object.assign(workers[1] ?? {}, { Worker: 'Sarah Chen', Work_Email: SARAH });
    const workday = await startWorkdayFake({
      username: 'ISU_T',
      password: 'wd-pass-1234',
      workers,
    });
    fakes.push(workday);
    const switched = await patch(id, {
      systemName: 'workday',
      apiEndpoint: workday.reportUrl,
      apiKey: 'wd-pass-1234',
      configData: { username: 'ISU_T' },
    });
    expect(switched.statusCode).toBe(200);
    // At once: the old records are gone from the database and from every answer.
    expect(await storedPeople(id)).toEqual([]);
    expect(await runs(id)).toEqual([]);
    expect(await dashboardText()).not.toContain(OLD_SOURCE_MARK);
    const before = await dataSources();
    expect(before.team).toMatchObject({ state: 'sample', provider: 'workday', syncedAt: null });
    expect(before.hrisInsights.state).toBe('sample');

    expect((await sync(id)).status).toBe('success');
    const after = await dataSources();
    expect(after.team).toMatchObject({ state: 'live', provider: 'workday' });
    expect(after.team.recordCount).toBe(workers.length);
    const text = await dashboardText();
    expect(text).not.toContain(OLD_SOURCE_MARK);
    const names = new Set(workers.map((worker) => worker.Worker));
    const team = ZEmployeesResponse.parse(await get('/api/employees'));
    expect(team.length).toBeGreaterThan(0);
    expect(team.every((person) => names.has(person.name))).toBe(true);
  });

  it('deleted: its records leave the database with it, and the sample is served', async () => {
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/system-integrations/${id}`,
      cookies,
    });
    expect(removed.statusCode).toBe(200);
    expect(await storedPeople(id)).toEqual([]);
    expect((await dataSources()).team).toMatchObject({ state: 'sample', provider: null });
    const team = ZEmployeesResponse.parse(await get('/api/employees'));
    expect(team).toHaveLength(247);
    expect(team.some((person) => person.synced !== undefined)).toBe(false);
  });
});
