import {
  type BambooHrFake,
  type BambooHrWhosOutEntry,
  startBambooHrFake,
} from '@q/provider-fakes/bamboohr';
import { createDemoCompany, createDemoWorkdayWorkers } from '@q/provider-fakes/demo-company';
import type { FakeServer } from '@q/provider-fakes/server';
import { startWorkdayFake } from '@q/provider-fakes/workday';
import { ALL_SAMPLE, type OwnPersonalData, ZOwnPersonalData } from '@q/schemas/personal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALEX,
  buildTestApp,
  createBambooHrIntegration,
  insertUser,
  JORDAN,
  login,
  SARAH,
  syncAndWait,
  type TestApp,
} from './helpers.js';

/**
 * eyeQ's own page (`GET /api/personal/me`) on the demo company of `pnpm fakes`, worked out by
 * hand from the fake's records:
 *
 * - Liam Nguyen (2), Director of Engineering, manages Sarah Chen (8), Priya Patel (9), Theo,
 *   Nina, Ravi and Elsa Nguyen; Sarah manages Jordan Lee (44) and Zara, Omar, Lena, Kai and Iris
 *   Smith, and two people who have left; Alex Morgan (1) is at the top.
 * - Jordan's hire date is set here to three years before the day ten days from now, so he has
 *   been at the company 2 years and 11 months and turns 3 in ten days.
 * - Who's out: Jordan from yesterday to tomorrow and from day 20 to day 24; Sarah on day 5; Zara
 *   on day 3. Jordan sees only his own two; Sarah only hers.
 * - BambooHR's Performance keeps Jordan's two goals (60 % and 25 %, due in 45 and 100 days),
 *   Sarah's one and Zara's one, so one BambooHR sync gives Jordan both his goals and his time off.
 *   When BambooHR then refuses goals (403), the run is partial and the goals synced before stay.
 * - Workday, with the same company, keeps the same goals (in its own words: "On Track", a
 *   priority) and no time off.
 */

const DAY_MS = 86_400_000;
const TODAY = Date.UTC(
  new Date().getUTCFullYear(),
  new Date().getUTCMonth(),
  new Date().getUTCDate(),
);
const day = (offset: number) => new Date(TODAY + offset * DAY_MS).toISOString().slice(0, 10);

/** Ten days from now (eleven, should that be a 29 February, which comes round in no year - 3). */
const ANNIVERSARY = day(10).endsWith('-02-29') ? day(11) : day(10);
const TO_ANNIVERSARY = ANNIVERSARY === day(10) ? 10 : 11;
const JORDAN_HIRED = `${Number(ANNIVERSARY.slice(0, 4)) - 3}${ANNIVERSARY.slice(4)}`;

const company = createDemoCompany();
const jordanRecord = company.employees.find((person) => person.id === company.ids.jordan);
if (jordanRecord) jordanRecord.hireDate = JORDAN_HIRED;

const away = (id: number, employeeId: number, name: string, from: number, to: number) => ({
  id,
  type: 'timeOff' as const,
  employeeId,
  name,
  start: day(from),
  end: day(to),
});
const TIME_OFF: BambooHrWhosOutEntry[] = [
  away(1, 44, 'Jordan Lee', -1, 1),
  away(2, 44, 'Jordan Lee', 20, 24),
  away(3, 8, 'Sarah Chen', 5, 5),
  away(4, 45, 'Zara Smith', 3, 3),
];

let t: TestApp;
const fakes: FakeServer[] = [];
let sarahCookies: Record<string, string>;
let integrationId: number;
let bamboo: BambooHrFake;

async function ownPage(email?: string): Promise<OwnPersonalData> {
  const cookies = email ? (await login(t.app, email)).cookies : {};
  const response = await t.app.inject({ url: '/api/personal/me', cookies });
  expect(response.statusCode).toBe(200);
  return ZOwnPersonalData.parse(response.json());
}

/** A computed section's value (failing when the section is the sample). */
function computedValue<K extends keyof OwnPersonalData>(page: OwnPersonalData, key: K) {
  const section = page[key];
  if (section.state !== 'computed') throw new Error(`${key} is the sample`);
  return section.value as Extract<OwnPersonalData[K], { state: 'computed' }>['value'];
}

beforeAll(async () => {
  t = await buildTestApp({
    config: { integrationAllowPrivateTargets: true, syncBackoffBaseMs: 5 },
  });
  await insertUser(t.database, { email: 'nobody@acme.example', name: 'No Body' });
  sarahCookies = (await login(t.app, SARAH)).cookies;
}, 60_000);

afterAll(async () => {
  await t?.close();
  await Promise.all(fakes.map((fake) => fake.close()));
});

describe('before anything is connected', () => {
  it('every section is the sample, signed out or in', async () => {
    expect(await ownPage()).toEqual(ALL_SAMPLE);
    expect(await ownPage(JORDAN)).toEqual(ALL_SAMPLE);
  });
});

describe('with the company’s BambooHR synced', () => {
  beforeAll(async () => {
    bamboo = await startBambooHrFake({
      employees: company.employees,
      timeOff: TIME_OFF,
      goals: company.goals,
    });
    fakes.push(bamboo);
    integrationId = await createBambooHrIntegration(t.app, sarahCookies, bamboo);
    await syncAndWait(t, sarahCookies, integrationId);
  }, 60_000);

  it('Jordan: his level, tenure, own goals, own time off, manager and peers, each from BambooHR', async () => {
    const page = await ownPage(JORDAN);
    expect(computedValue(page, 'level')).toEqual({ title: 'Software Engineer' });
    expect(computedValue(page, 'tenure')).toEqual({
      hireDate: JORDAN_HIRED,
      years: 2,
      months: 11,
      nextAnniversary: ANNIVERSARY,
      nextAnniversaryYears: 3,
      daysToAnniversary: TO_ANNIVERSARY,
    });
    // His own absences that have not ended, soonest first; not Sarah's or Zara's.
    expect(computedValue(page, 'timeOff')).toEqual([
      { start: day(-1), end: day(1), kind: null },
      { start: day(20), end: day(24), kind: null },
    ]);
    expect(computedValue(page, 'team')).toEqual({
      manager: { name: 'Sarah Chen', title: 'Engineering Manager' },
      // Sarah's other current reports by name; the two who left are not peers.
      peers: [
        { name: 'Iris Smith', title: 'QA Engineer' },
        { name: 'Kai Smith', title: 'Software Engineer' },
        { name: 'Lena Smith', title: 'SRE' },
        { name: 'Omar Smith', title: 'Software Engineer' },
        { name: 'Zara Smith', title: 'Senior Software Engineer' },
      ],
      peerCount: 5,
    });
    // His own two goals from BambooHR's Performance, soonest due first; not Sarah's or Zara's.
    expect(computedValue(page, 'goals')).toEqual([
      {
        id: '44:4401',
        title: 'Ship the offline mode for the mobile app',
        description: 'Agreed at the last check-in.',
        status: 'in_progress',
        priority: 'medium',
        progress: 60,
        dueDate: day(45),
      },
      {
        id: '44:4402',
        title: 'Lead the incident review rotation',
        description: 'Agreed at the last check-in.',
        status: 'in_progress',
        priority: 'medium',
        progress: 25,
        dueDate: day(100),
      },
    ]);
    for (const key of ['level', 'tenure', 'goals', 'timeOff', 'team'] as const) {
      const section = page[key];
      expect(section.state === 'computed' && section.provenance, key).toMatchObject({
        state: 'live',
        provider: 'bamboohr',
        integrationId,
        syncedAt: expect.any(String),
      });
    }
  });

  it('a manager’s own page holds her own data only, none of her reports’', async () => {
    const page = await ownPage(SARAH);
    expect(computedValue(page, 'level')).toEqual({ title: 'Engineering Manager' });
    expect(computedValue(page, 'timeOff')).toEqual([{ start: day(5), end: day(5), kind: null }]);
    expect(computedValue(page, 'team')).toEqual({
      manager: { name: 'Liam Nguyen', title: 'Director of Engineering' },
      peers: [
        { name: 'Elsa Nguyen', title: 'Senior Software Engineer' },
        { name: 'Nina Nguyen', title: 'QA Engineer' },
        { name: 'Priya Patel', title: 'Engineering Manager' },
        { name: 'Ravi Nguyen', title: 'Software Engineer' },
        { name: 'Theo Nguyen', title: 'Engineering Manager' },
      ],
      peerCount: 5,
    });
    // Not a word of her reports: not their names, not their time off.
    const text = JSON.stringify(page);
    for (const report of ['Jordan Lee', 'Zara Smith', day(20), day(3)]) {
      expect(text).not.toContain(report);
    }
    expect(computedValue(page, 'tenure')).toMatchObject({ hireDate: '2013-07-23' });
  });

  it('Sarah: her own goal from BambooHR, none of her reports’', async () => {
    const page = await ownPage(SARAH);
    expect(
      computedValue(page, 'goals').map((goal) => [goal.id, goal.title, goal.progress]),
    ).toEqual([['8:801', 'Grow the platform team to eight engineers', 40]]);
  });

  it('the top of the chart: no manager, no peers', async () => {
    const page = await ownPage(ALEX);
    expect(computedValue(page, 'team')).toEqual({ manager: null, peers: [], peerCount: 0 });
    expect(computedValue(page, 'level')).toEqual({ title: 'Chief Executive Officer' });
  });

  it('someone the company does not hold, or nobody signed in: the sample', async () => {
    expect(await ownPage('nobody@acme.example')).toEqual(ALL_SAMPLE);
    expect(await ownPage()).toEqual(ALL_SAMPLE);
  });

  it('goals refused (403): the run is partial, the goals synced before stay, time off is live', async () => {
    bamboo.refuseGoals(403);
    try {
      await syncAndWait(t, sarahCookies, integrationId, 'partial');
    } finally {
      bamboo.refuseGoals(null);
    }
    const page = await ownPage(JORDAN);
    expect(computedValue(page, 'goals').map((goal) => goal.id)).toEqual(['44:4401', '44:4402']);
    expect(page.goals.state === 'computed' && page.goals.provenance).toMatchObject({
      state: 'partial',
      provider: 'bamboohr',
      missingFields: ['goals.* (HTTP 403: the API key may not read goals, or Performance is off)'],
    });
    expect(page.timeOff.state === 'computed' && page.timeOff.provenance).toMatchObject({
      state: 'live',
      provider: 'bamboohr',
      missingFields: [],
    });
    expect(computedValue(page, 'timeOff')).toEqual([
      { start: day(-1), end: day(1), kind: null },
      { start: day(20), end: day(24), kind: null },
    ]);
  });
});

describe('with the same company in Workday', () => {
  beforeAll(async () => {
    const workday = await startWorkdayFake({
      username: 'ISU_T',
      password: 'wd-pass-1234',
      workers: createDemoWorkdayWorkers(company),
      objectives: 0,
    });
    fakes.push(workday);
    const switched = await t.app.inject({
      method: 'PATCH',
      url: `/api/system-integrations/${integrationId}`,
      cookies: sarahCookies,
      payload: {
        systemName: 'workday',
        apiEndpoint: workday.reportUrl,
        apiKey: 'wd-pass-1234',
        configData: { username: 'ISU_T' },
      },
    });
    expect(switched.statusCode).toBe(200);
    await syncAndWait(t, sarahCookies, integrationId);
  }, 60_000);

  it('Jordan: his own two goals, soonest due first, not Sarah’s or Zara’s', async () => {
    const page = await ownPage(JORDAN);
    expect(computedValue(page, 'goals')).toEqual([
      {
        id: 'GOAL-44-1',
        title: 'Ship the offline mode for the mobile app',
        description: 'Agreed at the last check-in.',
        status: 'on_track',
        priority: 'high',
        progress: 60,
        dueDate: day(45),
      },
      {
        id: 'GOAL-44-2',
        title: 'Lead the incident review rotation',
        description: 'Agreed at the last check-in.',
        status: 'in_progress',
        priority: 'medium',
        progress: 25,
        dueDate: day(100),
      },
    ]);
    expect(page.goals.state === 'computed' && page.goals.provenance).toMatchObject({
      state: 'live',
      provider: 'workday',
    });
    // Workday's report keeps no time off here: the sample again; the rest from Workday.
    expect(page.timeOff).toEqual({ state: 'sample' });
    expect(computedValue(page, 'team').manager).toEqual({
      name: 'Sarah Chen',
      title: 'Engineering Manager',
    });
    expect(computedValue(page, 'level')).toEqual({ title: 'Software Engineer' });
  });

  it('Sarah: her own goal, none of her reports’', async () => {
    const page = await ownPage(SARAH);
    expect(
      computedValue(page, 'goals').map((goal) => [goal.title, goal.status, goal.progress]),
    ).toEqual([['Grow the platform team to eight engineers', 'at_risk', 40]]);
  });
});
