import {
  type BambooHrFake,
  type BambooHrGoal,
  createDemoBambooHrEmployees,
  startBambooHrFake,
} from '@q/provider-fakes/bamboohr';
import type { FakeServer } from '@q/provider-fakes/server';
import { startWorkdayFake, type WorkdayWorkerEntry } from '@q/provider-fakes/workday';
import { ZManagementInsightsResponse } from '@q/schemas/manager';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createBambooHrIntegration,
  JORDAN,
  login,
  PRIYA,
  syncAndWait,
  type TestApp,
} from './helpers.js';

/**
 * Goals at risk through a Workday sync, worked out by hand. Priya Patel (W1) manages Jordan Lee
 * (W2); Jordan's goals:
 *
 * - "Ship the billing service": due yesterday, 30 % done — overdue (high);
 * - "Migrate the CI": began 60 days ago, due in 40 days (60 % of its period gone), 10 % done —
 *   50 points behind (≥ 20): at risk (medium);
 * - "Write the runbook": began 60 days ago, due in 40 days, 70 % done — ahead: nothing;
 * - "Plan the offsite": completed — nothing.
 *
 * Jordan sees his own two; Priya (his manager) sees them too. The same goals through a BambooHR
 * sync (its Performance module, in its words: "in_progress", "completed", a completion date) give
 * the same two; a fifth, "closed" and past its due date, is not read, so it is not overdue.
 */

const DAY_MS = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

const WORKERS: WorkdayWorkerEntry[] = [
  {
    Employee_ID: 'W1',
    Worker: 'Priya Patel',
    Business_Title: 'Design Lead',
    Supervisory_Organization: 'Design',
    Hire_Date: '2019-03-04',
    Work_Email: PRIYA,
    Worker_Status: 'Active',
  },
  {
    Employee_ID: 'W2',
    Worker: 'Jordan Lee',
    Business_Title: 'Software Engineer',
    Supervisory_Organization: 'Design',
    Manager_Employee_ID: 'W1',
    Hire_Date: '2021-05-10',
    Work_Email: JORDAN,
    Worker_Status: 'Active',
    Goals: [
      {
        Goal_ID: 'G-1',
        Goal: 'Ship the billing service',
        Goal_Description: '',
        Status: 'In Progress',
        Due_Date: day(-1),
        Completion_Percent: '30',
      },
      {
        Goal_ID: 'G-2',
        Goal: 'Migrate the CI',
        Goal_Description: '',
        Status: 'In Progress',
        Start_Date: day(-60),
        Due_Date: day(40),
        Completion_Percent: '10',
      },
      {
        Goal_ID: 'G-3',
        Goal: 'Write the runbook',
        Goal_Description: '',
        Status: 'In Progress',
        Start_Date: day(-60),
        Due_Date: day(40),
        Completion_Percent: '70',
      },
      {
        Goal_ID: 'G-4',
        Goal: 'Plan the offsite',
        Goal_Description: '',
        Status: 'Completed',
        Due_Date: day(-10),
        Completion_Percent: '100',
      },
    ],
  },
];

let t: TestApp;
let fake: FakeServer;

async function goalInsights(email: string, app = t) {
  const { cookies } = await login(app.app, email);
  const response = await app.app.inject({ url: '/api/management-insights', cookies });
  expect(response.statusCode).toBe(200);
  return ZManagementInsightsResponse.parse(response.json())
    .filter((insight) => insight.evidence?.rule === 'goals-at-risk')
    .map((insight) => ({
      priority: insight.priority,
      title: insight.title,
      person: insight.person,
      dueDate: insight.dueDate,
    }))
    .sort((a, b) => a.title.localeCompare(b.title));
}

beforeAll(async () => {
  t = await buildTestApp({
    config: { integrationAllowPrivateTargets: true, syncBackoffBaseMs: 5 },
  });
  const workday = await startWorkdayFake({
    username: 'ISU_T',
    password: 'wd-pass-1234',
    workers: WORKERS,
    objectives: 0,
  });
  fake = workday;
  const { cookies } = await login(t.app, PRIYA);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/system-integrations',
    cookies,
    payload: {
      systemType: 'hris',
      systemName: 'workday',
      isEnabled: true,
      syncFrequency: 'daily',
      apiEndpoint: workday.reportUrl,
      apiKey: 'wd-pass-1234',
      configData: { username: 'ISU_T', okrReportUrl: workday.okrReportUrl },
    },
  });
  expect(created.statusCode).toBe(201);
  await syncAndWait(t, cookies, created.json().id, 'partial');
}, 60_000);

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('goals at risk, from a Workday sync', () => {
  it('an overdue goal and one behind the time elapsed, to their owner and his manager', async () => {
    const expected = [
      {
        priority: 'medium',
        title: expect.stringContaining('Migrate the CI'),
        person: 'Jordan Lee',
        dueDate: day(40),
      },
      {
        priority: 'high',
        title: expect.stringContaining('Ship the billing service'),
        person: 'Jordan Lee',
        dueDate: day(-1),
      },
    ];
    expect(await goalInsights(JORDAN)).toEqual(expected);
    expect(await goalInsights(PRIYA)).toEqual(expected);
  });
});

describe('goals at risk, from a BambooHR sync', () => {
  let bambooApp: TestApp;
  let bamboo: BambooHrFake;
  const bambooGoal = (id: string, goal: Partial<BambooHrGoal>): BambooHrGoal => ({
    id,
    title: `Goal ${id}`,
    description: null,
    percentComplete: 0,
    alignsWithOptionId: null,
    sharedWithEmployeeIds: [2],
    dueDate: day(40),
    completionDate: null,
    status: 'in_progress',
    lastChangedDateTime: '2026-01-05T09:00:00Z',
    ...goal,
  });

  beforeAll(async () => {
    const [priya, jordan] = createDemoBambooHrEmployees(2);
    if (!priya || !jordan) throw new Error('two employees expected');
    Object.assign(priya, {
      firstName: 'Priya',
      lastName: 'Patel',
      displayName: 'Priya Patel',
      workEmail: PRIYA,
    });
    Object.assign(jordan, {
      firstName: 'Jordan',
      lastName: 'Lee',
      displayName: 'Jordan Lee',
      workEmail: JORDAN,
    });
    bamboo = await startBambooHrFake({
      employees: [priya, jordan],
      timeOff: [],
      goals: {
        '2': [
          bambooGoal('11', {
            title: 'Ship the billing service',
            percentComplete: 30,
            dueDate: day(-1),
          }),
          bambooGoal('12', { title: 'Migrate the CI', percentComplete: 10, startDate: day(-60) }),
          bambooGoal('13', {
            title: 'Write the runbook',
            percentComplete: 70,
            startDate: day(-60),
          }),
          bambooGoal('14', {
            title: 'Plan the offsite',
            percentComplete: 100,
            dueDate: day(-10),
            status: 'completed',
            completionDate: `${day(-12)}T16:00:00Z`,
          }),
          bambooGoal('15', {
            title: 'Old plan',
            percentComplete: 0,
            dueDate: day(-5),
            status: 'closed',
          }),
        ],
      },
    });
    bambooApp = await buildTestApp({
      config: { integrationAllowPrivateTargets: true, syncBackoffBaseMs: 5 },
    });
    const { cookies } = await login(bambooApp.app, PRIYA);
    const id = await createBambooHrIntegration(bambooApp.app, cookies, bamboo);
    await syncAndWait(bambooApp, cookies, id);
  }, 60_000);

  afterAll(async () => {
    await bambooApp?.close();
    await bamboo?.close();
  });

  it('the same overdue goal and the one behind, to their owner and his manager', async () => {
    const expected = [
      {
        priority: 'medium',
        title: expect.stringContaining('Migrate the CI'),
        person: 'Jordan Lee',
        dueDate: day(40),
      },
      {
        priority: 'high',
        title: expect.stringContaining('Ship the billing service'),
        person: 'Jordan Lee',
        dueDate: day(-1),
      },
    ];
    expect(await goalInsights(JORDAN, bambooApp)).toEqual(expected);
    expect(await goalInsights(PRIYA, bambooApp)).toEqual(expected);
  });
});
