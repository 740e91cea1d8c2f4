import { type BambooHrEmployee, startBambooHrFake } from '@q/provider-fakes/bamboohr';
import type { FakeServer } from '@q/provider-fakes/server';
import { ZEmployeesResponse, ZHeadcountMetrics, ZHrisInsightsResponse } from '@q/schemas/manager';
import { ZSyncRunsResponse } from '@q/schemas/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALEX,
  buildTestApp,
  insertUser,
  JORDAN,
  login,
  PRIYA,
  SARAH,
  type TestApp,
} from './helpers.js';

/**
 * Who sees whom, on one synced company where the demo accounts are people: Alex at the top,
 * a director below, Sarah and Priya managers under the director, Jordan one of Sarah's reports,
 * Kim two levels below Sarah; and the data a real HRIS holds besides: two people who name each
 * other as manager, one who manages themselves, someone below them. Everyone has time off
 * starting tomorrow and a work anniversary tomorrow, so every read that shows personal data
 * shows exactly the people in the viewer's scope.
 */

const HR = 'hana.ruiz@acme.example';
const DAY_MS = 86_400_000;

const PEOPLE: [
  id: string,
  name: string,
  supervisor: string | null,
  department: string,
  email?: string,
][] = [
  ['1', 'Alex Morgan', null, 'Executive', ALEX],
  ['2', 'Dana Diaz', '1', 'Engineering'],
  ['3', 'Sarah Chen', '2', 'Engineering', SARAH],
  ['4', 'Priya Patel', '2', 'Design', PRIYA],
  ['5', 'Jordan Lee', '3', 'Engineering', JORDAN],
  ['6', 'Sam Okafor', '3', 'Engineering'],
  ['7', 'Kim Novak', '6', 'Platform'],
  ['8', 'Pat Quinn', '4', 'Design'],
  ['9', 'Lou Brandt', '4', 'Design'],
  ['10', 'Hana Ruiz', '1', 'People', HR],
  // A loop, a self-manager and someone below the loop: real data holds these.
  ['11', 'Loop One', '12', 'Operations'],
  ['12', 'Loop Two', '11', 'Operations'],
  ['13', 'Self Made', '13', 'Operations'],
  ['14', 'Below Loop', '11', 'Operations'],
];

const tomorrow = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + DAY_MS);
};

function employees(): BambooHrEmployee[] {
  const day = tomorrow().toISOString().slice(5, 10);
  return PEOPLE.map(([id, name, supervisor, department, email]) => {
    const [firstName, lastName] = name.split(' ');
    return {
      id,
      firstName: firstName ?? name,
      lastName: lastName ?? '',
      displayName: name,
      jobTitle: supervisor === null ? 'Chief Executive Officer' : 'Engineer',
      department,
      division: null,
      location: null,
      supervisorEId: supervisor,
      hireDate: `2020-${day}`,
      workEmail: email ?? `${name.toLowerCase().replace(' ', '.')}@acme.example`,
      photoUrl: null,
      lastChanged: '2025-01-01T00:00:00+00:00',
      status: 'Active',
      terminationDate: '0000-00-00',
    };
  });
}

const NAMES = new Map(PEOPLE.map(([id, name]) => [id, name]));
const named = (...ids: string[]) => ids.map((id) => NAMES.get(id)).sort();

let t: TestApp;
const fakes: FakeServer[] = [];
const viewers = new Map<string, Record<string, string>>();

/** Signs `email` in, connects the company's BambooHR and syncs it once; signs the others in. */
async function connect(email: string, people = employees(), others: string[] = []) {
  const fake = await startBambooHrFake({
    employees: people,
    timeOff: PEOPLE.filter(([id]) => people.some((person) => person.id === id)).map(
      ([id, name], index) => ({
        id: 5000 + index,
        type: 'timeOff' as const,
        employeeId: Number(id),
        name,
        start: tomorrow().toISOString().slice(0, 10),
        end: tomorrow().toISOString().slice(0, 10),
      }),
    ),
  });
  fakes.push(fake);
  const { cookies } = await login(t.app, email);
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
      viewers.set(email, cookies);
      for (const other of others) viewers.set(other, (await login(t.app, other)).cookies);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the run did not finish');
}

const read = async (email: string, url: string) =>
  (await t.app.inject({ url, cookies: viewers.get(email) ?? {} })).json();

/** Whose anniversaries and time off a viewer's HRIS Insights name. */
async function insightPeople(email: string) {
  const insights = ZHrisInsightsResponse.parse(await read(email, '/api/hris-insights'));
  const byType = (type: string) =>
    insights
      .filter((insight) => insight.type === type)
      .map((insight) => insight.title.split(':')[0])
      .sort();
  return { anniversaries: byType('anniversary'), timeOff: byType('pto') };
}

beforeAll(async () => {
  t = await buildTestApp({
    config: { integrationAllowPrivateTargets: true, syncBackoffBaseMs: 5, hrEmails: [HR] },
  });
  // An admin connects the company's HRIS once, for everybody.
  await connect(SARAH, employees(), [PRIYA, JORDAN, ALEX]);
});

afterAll(async () => {
  await t?.close();
  await Promise.all(fakes.map((fake) => fake.close()));
});

describe('the org chart decides whose personal data a viewer sees', () => {
  it('a manager: themselves and their whole subtree, two levels down included', async () => {
    const mine = named('3', '5', '6', '7');
    expect(await insightPeople(SARAH)).toEqual({ anniversaries: mine, timeOff: mine });
    expect(await insightPeople(PRIYA)).toEqual({
      anniversaries: named('4', '8', '9'),
      timeOff: named('4', '8', '9'),
    });
  });

  it('an individual contributor: themselves only', async () => {
    expect(await insightPeople(JORDAN)).toEqual({
      anniversaries: named('5'),
      timeOff: named('5'),
    });
  });

  it('the top of the chart: everyone below it, and no one the chart does not reach', async () => {
    const tree = named('1', '2', '3', '4', '5', '6', '7', '8', '9', '10');
    expect(await insightPeople(ALEX)).toEqual({ anniversaries: tree, timeOff: tree });
  });

  it('the team card: the managers above by their job facts only, time off of the team only', async () => {
    const team = ZEmployeesResponse.parse(await read(SARAH, '/api/employees'));
    // Her manager first, then her, her reports, and the rest of the chain above.
    expect(team.map((person) => person.name)).toEqual([
      'Dana Diaz',
      'Sarah Chen',
      'Jordan Lee',
      'Sam Okafor',
      'Alex Morgan',
    ]);
    const timeOff = Object.fromEntries(
      team.map((person) => [person.name, person.synced?.upcomingTimeOff ?? null]),
    );
    expect(timeOff['Dana Diaz']).toBeNull();
    expect(timeOff['Alex Morgan']).toBeNull();
    for (const name of ['Sarah Chen', 'Jordan Lee', 'Sam Okafor']) {
      expect(timeOff[name], name).not.toBeNull();
    }
  });

  it('gives each person the role the chart gives them, whatever their account said', async () => {
    const me = async (email: string) => {
      const { user } = await read(email, '/api/auth/me');
      return [user.role, user.preferences.defaultDashboard];
    };
    expect(await me(ALEX)).toEqual(['executive', 'qube']);
    expect(await me(SARAH)).toEqual(['manager', 'aitchq']);
    expect(await me(JORDAN)).toEqual(['individual_contributor', 'eyeq']);
    // An account made as a manager, of someone the chart shows with no reports.
    await insertUser(t.database, { email: 'pat.quinn@acme.example', name: 'Pat Quinn' });
    const { cookies, response } = await login(t.app, 'pat.quinn@acme.example');
    expect(response.json().user).toMatchObject({
      role: 'individual_contributor',
      preferences: { defaultDashboard: 'eyeq' },
    });
    viewers.set('pat.quinn@acme.example', cookies);
    expect(await me('pat.quinn@acme.example')).toEqual(['individual_contributor', 'eyeq']);
  });

  it('headcount counts the viewer and everyone below them, not the company', async () => {
    const headcount = async (email: string) =>
      ZHeadcountMetrics.parse(await read(email, '/api/headcount-metrics')).hired;
    expect(await headcount(SARAH)).toBe(4);
    expect(await headcount(PRIYA)).toBe(3);
    expect(await headcount(JORDAN)).toBe(1);
    expect(await headcount(ALEX)).toBe(10);
  });
});

describe('people named HR, and people the organisation does not hold', () => {
  let other: TestApp;
  afterAll(async () => {
    await other?.close();
  });

  it('HR sees everyone, loops and self-managers included; an outsider sees no one', async () => {
    // Sarah named HR, on a server of its own.
    other = await buildTestApp({
      config: {
        integrationAllowPrivateTargets: true,
        syncBackoffBaseMs: 5,
        hrEmails: [SARAH.toLowerCase()],
      },
    });
    const previous = t;
    t = other;
    try {
      // Jordan is left out of the company this organisation syncs.
      const withoutJordan = employees().filter((person) => person.workEmail !== JORDAN);
      await connect(SARAH, withoutJordan, [JORDAN]);
      // 28 alerts for 13 people, of which the card lists the first 20: every person is among
      // them, whichever of their two alerts made the cut.
      const everyone = named(...PEOPLE.filter(([id]) => id !== '5').map(([id]) => id));
      const seen = await insightPeople(SARAH);
      expect([...new Set([...seen.anniversaries, ...seen.timeOff])].sort()).toEqual(everyone);

      expect(await insightPeople(JORDAN)).toEqual({ anniversaries: [], timeOff: [] });
      expect(await read(JORDAN, '/api/employees')).toEqual([]);
      expect(
        ZHeadcountMetrics.parse(await read(JORDAN, '/api/headcount-metrics')).hired,
      ).toBeNull();
    } finally {
      t = previous;
    }
  });
});
