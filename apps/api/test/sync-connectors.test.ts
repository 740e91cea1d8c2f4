import { createDemoBambooHrEmployees, startBambooHrFake } from '@q/provider-fakes/bamboohr';
import { startGreenhouseFake } from '@q/provider-fakes/greenhouse';
import { startOtherFeedFake } from '@q/provider-fakes/other-feed';
import type { FakeServer } from '@q/provider-fakes/server';
import { startWorkdayFake, workdayWorkers } from '@q/provider-fakes/workday';
import { ZAtsInsights, ZHeadcountMetrics } from '@q/schemas/manager';
import { type SyncRun, ZDataSourcesResponse, ZSyncRunsResponse } from '@q/schemas/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemIntegrations } from '../src/db/schema.js';
import { ALEX, buildTestApp, JORDAN, login, PRIYA, SARAH, type TestApp } from './helpers.js';

/**
 * Every connector through the engine and into the database of the project (PGlite or
 * PostgreSQL): Workday's people, goals and objectives, Greenhouse's jobs with their openings and
 * applications, and the `other` feed for HRIS and ATS; each run applied, read back by the
 * dashboard, and an unchanged second run writing nothing.
 */
let t: TestApp;
const fakes: FakeServer[] = [];

beforeAll(async () => {
  t = await buildTestApp({
    // These tests follow what each provider's data becomes on the dashboard, the company's whole
    // of it: their viewers are named HR, who see everyone (test/scope.test.ts holds the scopes).
    config: {
      integrationAllowPrivateTargets: true,
      syncBackoffBaseMs: 5,
      hrEmails: [SARAH, PRIYA, JORDAN, ALEX].map((email) => email.toLowerCase()),
    },
  });
});

afterAll(async () => {
  await t?.close();
  await Promise.all(fakes.map((fake) => fake.close()));
});

/** Disconnects the organisation's integration of `systemType`, if it has one. */
async function disconnectType(cookies: Record<string, string>, systemType: unknown) {
  const existing = (await t.app.inject({ url: '/api/system-integrations', cookies })).json() as {
    id: number;
    systemType: string;
  }[];
  for (const record of existing.filter((r) => r.systemType === systemType)) {
    await disconnect(record.id, cookies);
  }
}

async function connectAndSync(cookies: Record<string, string>, draft: Record<string, unknown>) {
  // The organisation has one connection per type: each test connects its own provider in place
  // of the one a test before it left.
  await disconnectType(cookies, draft.systemType);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/system-integrations',
    cookies,
    payload: { isEnabled: true, syncFrequency: 'daily', ...draft },
  });
  expect(created.statusCode).toBe(201);
  const id: number = created.json().id;
  const sync = async (): Promise<SyncRun> => {
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/system-integrations/${id}/sync`,
      cookies,
    });
    expect(started.statusCode).toBe(202);
    const runId: string = started.json().runId;
    for (let i = 0; i < 300; i += 1) {
      const runs = ZSyncRunsResponse.parse(
        (await t.app.inject({ url: `/api/system-integrations/${id}/sync-runs`, cookies })).json(),
      );
      const run = runs.find((r) => r.id === runId);
      if (run && run.status !== 'running') return run;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the run did not finish');
  };
  return { id, sync };
}

const get = async (url: string, cookies: Record<string, string>) =>
  (await t.app.inject({ url, cookies })).json();

/** A BambooHR fake connected by `email` and synced once. */
async function syncedBambooHr(email: string, options: Parameters<typeof startBambooHrFake>[0]) {
  const fake = await startBambooHrFake(options);
  fakes.push(fake);
  const { cookies, response } = await login(t.app, email);
  const { id, sync } = await connectAndSync(cookies, {
    systemType: 'hris',
    systemName: 'bamboohr',
    apiEndpoint: fake.endpoint,
    apiKey: fake.apiKey,
  });
  expect((await sync()).status).toBe('success');
  return { id, cookies, userId: response.json().user.id as number };
}

async function disconnect(id: number, cookies: Record<string, string>) {
  const removed = await t.app.inject({
    method: 'DELETE',
    url: `/api/system-integrations/${id}`,
    cookies,
  });
  expect(removed.statusCode).toBe(200);
}

describe('every connector, through the engine', () => {
  it('Workday: people, goals with due dates and objectives reach the dashboard', async () => {
    const workers = workdayWorkers(9).map((worker) => ({ ...worker, Photo_URL: '' }));
    const fake = await startWorkdayFake({
      username: 'ISU_T',
      password: 'wd-pass-1234',
      workers,
      objectives: 3,
    });
    fakes.push(fake);
    const { cookies } = await login(t.app, PRIYA);
    const { sync } = await connectAndSync(cookies, {
      systemType: 'hris',
      systemName: 'workday',
      apiEndpoint: fake.reportUrl,
      apiKey: 'wd-pass-1234',
      configData: { username: 'ISU_T', okrReportUrl: fake.okrReportUrl },
    });
    const run = await sync();
    expect(run).toMatchObject({ status: 'success', reason: null });
    const goals = await get('/api/workday/goals', cookies);
    expect(goals.length).toBeGreaterThan(0);
    expect(goals[0]).toMatchObject({ metrics: { unit: '%' } });
    const okrs = await get('/api/workday/okrs', cookies);
    expect(okrs).toHaveLength(3);
    expect(okrs[0].progress).toMatch(/^\d+\.\d{2}$/);
    // Priya is none of the report's workers: an empty team, never the whole organisation.
    expect(await get('/api/employees', cookies)).toEqual([]);
    const sources = ZDataSourcesResponse.parse(await get('/api/data-sources', cookies));
    expect(sources.team.recordCount).toBe(9);
    expect(sources.goals).toMatchObject({ state: 'live', provider: 'workday' });
    expect(sources.okrs).toMatchObject({ state: 'live', provider: 'workday' });
    expect((await sync()).counts).toEqual({ created: 0, updated: 0, removed: 0 });
  });

  it('Greenhouse: jobs with openings and applications give recruiting figures from real dates', async () => {
    const fake = await startGreenhouseFake({ jobs: 30, applications: 400 });
    fakes.push(fake);
    const { cookies } = await login(t.app, ALEX);
    // Recruiting alone: the organisation has no HRIS connected.
    await disconnectType(cookies, 'hris');
    const { sync } = await connectAndSync(cookies, {
      systemType: 'ats',
      systemName: 'greenhouse',
      apiEndpoint: fake.endpoint,
      apiKey: fake.clientSecret,
      configData: { clientId: fake.clientId },
    });
    const run = await sync();
    expect(run).toMatchObject({ status: 'success', reason: null });
    expect(run.counts.created).toBeGreaterThan(30);
    const ats = ZAtsInsights.parse(await get('/api/ats-insights', cookies));
    expect(ats.avgTimeToFill).toBeGreaterThan(0);
    expect(ats.avgTimeToHire).toBeGreaterThan(0);
    expect(ats.openPositions.length).toBeGreaterThan(0);
    // Open from the ATS; with no HRIS connected, hired, planned and capacity have no source and
    // are not filled in with the sample company's figures.
    const headcount = ZHeadcountMetrics.parse(await get('/api/headcount-metrics', cookies));
    expect(headcount.open).toBeGreaterThan(0);
    expect(headcount).toMatchObject({ hired: null, planned: null, teamCapacity: null });
    const sources = ZDataSourcesResponse.parse(await get('/api/data-sources', cookies));
    expect(sources.recruiting).toMatchObject({ state: 'live', provider: 'greenhouse' });
    expect(sources.openings).toMatchObject({ state: 'live', provider: 'greenhouse' });
    expect(sources.headcount).toMatchObject({ state: 'live', provider: 'greenhouse' });
    expect((await sync()).counts).toEqual({ created: 0, updated: 0, removed: 0 });
  });

  it("the 'other' feed, for an HRIS and an ATS", async () => {
    const fake = await startOtherFeedFake({
      apiKey: 'feed-key-123456',
      people: [
        { sourceId: 'p1', name: 'Jordan Lee', jobTitle: 'Engineering Manager', workEmail: JORDAN },
        { sourceId: 'p2', name: 'Sam Reyes', jobTitle: 'Engineer', supervisorSourceId: 'p1' },
        { sourceId: 'p3', name: 'Ana Lima', jobTitle: 'Engineer', supervisorSourceId: 'p1' },
      ],
      timeOff: [],
      jobs: [
        {
          sourceId: 'j1',
          title: 'Platform Engineer',
          status: 'open',
          openedAt: '2026-09-01T09:00:00Z',
          openings: [{ openedAt: '2026-09-01T09:00:00Z', closedAt: null, filled: false }],
        },
      ],
      applications: [
        { sourceId: 'a1', jobSourceId: 'j1', appliedAt: '2026-09-10T09:00:00Z', status: 'active' },
      ],
    });
    fakes.push(fake);
    const { cookies } = await login(t.app, JORDAN);
    const hris = await connectAndSync(cookies, {
      systemType: 'hris',
      systemName: 'other',
      apiEndpoint: fake.hrisEndpoint,
      apiKey: 'feed-key-123456',
    });
    const ats = await connectAndSync(cookies, {
      systemType: 'ats',
      systemName: 'other',
      apiEndpoint: fake.atsEndpoint,
      apiKey: 'feed-key-123456',
    });
    expect((await hris.sync()).status).not.toBe('error');
    expect((await ats.sync()).status).not.toBe('error');
    const team = await get('/api/employees', cookies);
    expect(team.map((e: { name: string }) => e.name)).toEqual([
      'Jordan Lee',
      'Sam Reyes',
      'Ana Lima',
    ]);
    expect(team[0].isViewer).toBe(true);
    const recruiting = ZAtsInsights.parse(await get('/api/ats-insights', cookies));
    expect(recruiting.openPositions.map((p) => p.title)).toEqual(['Platform Engineer']);
    // Nothing filled and nobody hired yet: no average, rather than 0 days.
    expect(recruiting).toMatchObject({ avgTimeToFill: null, avgTimeToHire: null });
    const headcount = ZHeadcountMetrics.parse(await get('/api/headcount-metrics', cookies));
    // Both connected: planned is hired + open, capacity the staffed share of it (3 of 4).
    expect(headcount).toEqual({ hired: 3, open: 1, planned: 4, teamCapacity: '75.00' });
    // The feed carries no stage, offer or source: Qube's People page says so and keeps samples.
    const people = await get('/api/executive/people', (await login(t.app, ALEX)).cookies);
    expect(people.ats?.provider).toBe('Other');
    expect(people.hiring).toMatchObject({
      pipelineStages: null,
      offerAcceptanceRate: null,
      offersAnswered: null,
      sourcingChannels: null,
      notSynced: 'application stages, offers and sources',
    });
  });

  it('BambooHR: work anniversaries in the next 30 days, from hire dates, across a year end and 29 February', async () => {
    const employees = createDemoBambooHrEmployees(60, { emailDomain: 'anniversary.example' });
    const hired: Record<number, string> = {
      2: '2016-02-29', // a leap day: 1 March in other years
      3: '2020-03-16', // 29 days after 15 February 2027
      4: '2020-03-18', // 31 days after: outside
      5: '2019-01-10', // after the year end from 20 December 2027
      6: '2027-02-15', // hired today: no anniversary yet
    };
    for (const [index, date] of Object.entries(hired)) {
      Object.assign(employees[Number(index)] ?? {}, { hireDate: date });
    }
    const fake = await startBambooHrFake({ employees, timeOff: [] });
    fakes.push(fake);
    const { cookies, response } = await login(t.app, ALEX);
    const { sync } = await connectAndSync(cookies, {
      systemType: 'hris',
      systemName: 'bamboohr',
      apiEndpoint: fake.endpoint,
      apiKey: fake.apiKey,
    });
    expect((await sync()).status).toBe('success');
    const userId: number = response.json().user.id;
    // The rule as the card states it, over every person: an anniversary of at least one year
    // on a day from today through 30 days ahead (JavaScript's calendar: 29 February → 1 March).
    const expected = (now: Date) => {
      const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
      const titles: string[] = [];
      for (const person of employees) {
        const date = new Date(`${person.hireDate}T00:00:00Z`);
        for (const year of [now.getUTCFullYear(), now.getUTCFullYear() + 1]) {
          const at = Date.UTC(year, date.getUTCMonth(), date.getUTCDate());
          const years = year - date.getUTCFullYear();
          const days = Math.round((at - today) / 86_400_000);
          if (years >= 1 && days >= 0 && days <= 30) {
            titles.push(`${person.displayName}: ${years}-year work anniversary`);
          }
        }
      }
      return titles.sort();
    };
    const names = (index: number) => employees[index]?.displayName;
    for (const [day, including, excluding] of [
      ['2027-02-15', [2, 3], [4, 6]],
      ['2027-12-20', [5], []],
      ['2028-02-10', [2], []],
      ['2027-06-30', [], []],
    ] as const) {
      const now = new Date(`${day}T09:30:00Z`);
      const insights = await t.app.syncedData.hrisInsights({ userId, stamp: null }, now);
      const titles = (insights ?? [])
        .filter((insight) => insight.type === 'anniversary')
        .map((insight) => insight.title)
        .sort();
      expect(titles.length, day).toBeLessThan(20);
      expect(titles, day).toEqual(expected(now));
      for (const index of including) {
        expect(
          titles.some((title) => title.startsWith(`${names(index)}:`)),
          day,
        ).toBe(true);
      }
      for (const index of excluding) {
        expect(
          titles.some((title) => title.startsWith(`${names(index)}:`)),
          day,
        ).toBe(false);
      }
    }
  });

  it('BambooHR: time off becomes an alert from 14 days before it starts until it ends', async () => {
    const employees = createDemoBambooHrEmployees(8, { emailDomain: 'time-off.example' });
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    // Seen from 10 days on (`now` below): one ended the day before, one ends that day, one is
    // under way, one starts in 14 days, one in 15.
    const spans: Record<string, [number, number]> = {
      ended: [6, 9],
      'ends today': [8, 10],
      'under way': [9, 12],
      'in 14 days': [24, 25],
      'in 15 days': [25, 26],
    };
    const timeOff = Object.entries(spans).map(([name, [start, end]], index) => ({
      id: 500 + index,
      type: 'timeOff' as const,
      employeeId: Number(employees[index]?.id),
      name,
      start: day(start),
      end: day(end),
    }));
    const { id, cookies, userId } = await syncedBambooHr(SARAH, { employees, timeOff });
    const now = new Date(Date.now() + 10 * 86_400_000);
    const insights = await t.app.syncedData.hrisInsights({ userId, stamp: null }, now);
    const alerts = (insights ?? []).filter((insight) => insight.type === 'pto');
    expect(alerts.map((alert) => alert.title)).toEqual([
      'ends today: time off',
      'under way: time off',
      'in 14 days: time off',
    ]);
    // Left as it was found: the viewer's HRIS feeds the next tests.
    await disconnect(id, cookies);
  });

  it("the dashboard's reads share one look-up of the viewer's sources per data stamp, and look again at the next", async () => {
    const { id, cookies, userId } = await syncedBambooHr(SARAH, { employees: 5, timeOff: [] });
    const at = (generation: number) => ({
      userId,
      stamp: { generation, version: 'stamp-test', day: '2026-01-01' },
    });
    const teamState = async (reader: Parameters<typeof t.app.syncedData.dataSources>[0]) =>
      (await t.app.syncedData.dataSources(reader)).team.state;

    expect(await teamState(at(-1))).toBe('live');
    // Changed behind the data version's back: a request at the same stamp still reads what the
    // first one looked up, as it would have had it come a moment earlier.
    await t.app.db
      .update(systemIntegrations)
      .set({ isEnabled: false })
      .where(eq(systemIntegrations.id, id));
    expect(await teamState(at(-1))).toBe('live');
    // At any other stamp, or none, it is looked up again.
    expect(await teamState(at(-2))).toBe('sample');
    expect(await teamState({ userId, stamp: null })).toBe('sample');

    // A write through the API is seen at once by the next request.
    await t.app.db
      .update(systemIntegrations)
      .set({ isEnabled: true })
      .where(eq(systemIntegrations.id, id));
    const sources = async () =>
      ZDataSourcesResponse.parse(
        (await t.app.inject({ url: '/api/data-sources', cookies })).json(),
      );
    await disconnect(id, cookies);
    expect((await sources()).team.state).toBe('sample');
  });

  it('BambooHR: people who have left are not synced, nor counted, and their reports still read', async () => {
    // Employee 2 manages 8–13; three former employees follow the twenty current ones.
    const employees = createDemoBambooHrEmployees(20, {
      emailDomain: 'leavers.example',
      formerEmployees: 3,
    });
    const byId = (id: string) => employees.find((e) => e.id === id) as (typeof employees)[number];
    Object.assign(byId('2'), { status: 'Inactive', terminationDate: '2025-06-30' });
    Object.assign(byId('9'), { workEmail: SARAH });
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const away = (id: number, employeeId: string) => ({
      id,
      type: 'timeOff' as const,
      employeeId: Number(employeeId),
      name: byId(employeeId).displayName ?? '',
      start: day(2),
      end: day(3),
    });
    const fake = await startBambooHrFake({
      employees,
      timeOff: [away(701, '2'), away(702, '21'), away(703, '10')],
    });
    fakes.push(fake);
    const { cookies } = await login(t.app, SARAH);
    const { id, sync } = await connectAndSync(cookies, {
      systemType: 'hris',
      systemName: 'bamboohr',
      apiEndpoint: fake.endpoint,
      apiKey: fake.apiKey,
    });
    const first = await sync();
    expect(first).toMatchObject({ status: 'success', missingFields: [] });
    // 19 people and the one absence that is not a leaver's.
    expect(first.counts.created).toBe(20);

    // Sarah's manager has left: the team is Sarah alone, with no manager, and nothing breaks.
    const team = await get('/api/employees', cookies);
    expect(team).toEqual([expect.objectContaining({ isViewer: true, managerId: null })]);
    const headcount = ZHeadcountMetrics.parse(await get('/api/headcount-metrics', cookies));
    expect(headcount.hired).toBe(19);
    const insights: { type: string; title: string }[] = await get('/api/hris-insights', cookies);
    const timeOff = insights.filter((insight) => insight.type === 'pto').map((i) => i.title);
    expect(timeOff).toEqual([`${byId('10').displayName}: time off`]);
    const sources = ZDataSourcesResponse.parse(await get('/api/data-sources', cookies));
    expect(sources.team).toMatchObject({ state: 'live', provider: 'bamboohr' });

    // Someone who leaves later is gone at the next run, with their time off.
    Object.assign(byId('10'), { status: 'Inactive', terminationDate: day(-1) });
    const second = await sync();
    expect(second.counts).toEqual({ created: 0, updated: 0, removed: 2 });
    expect(ZHeadcountMetrics.parse(await get('/api/headcount-metrics', cookies)).hired).toBe(18);
    await disconnect(id, cookies);
  });

  it('BambooHR at size: 6,000 people applied in chunks, and a second run compares them all and writes nothing', async () => {
    const fake = await startBambooHrFake({ employees: 6_000, timeOff: [] });
    fakes.push(fake);
    const { cookies } = await login(t.app, SARAH);
    const { sync } = await connectAndSync(cookies, {
      systemType: 'hris',
      systemName: 'bamboohr',
      apiEndpoint: fake.endpoint,
      apiKey: fake.apiKey,
    });
    expect((await sync()).counts).toEqual({ created: 6_000, updated: 0, removed: 0 });
    // The last three are leaves of the tree: no one reports to them, so nothing else changes.
    const departed = fake.employees.splice(-3);
    expect(departed).toHaveLength(3);
    expect((await sync()).counts).toEqual({ created: 0, updated: 0, removed: 3 });
    const sources = ZDataSourcesResponse.parse(await get('/api/data-sources', cookies));
    expect(sources.team.recordCount).toBe(5_997);
  }, 60_000);
});
