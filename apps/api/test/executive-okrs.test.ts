import type { FakeServer } from '@q/provider-fakes/server';
import { startWorkdayFake, workdayWorkers } from '@q/provider-fakes/workday';
import { ZExecutiveOkrsResponse } from '@q/schemas/executive-people';
import { ZDataSourcesResponse } from '@q/schemas/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALEX, buildTestApp, login, SARAH, syncAndWait, type TestApp } from './helpers.js';

/**
 * Qube's OKRs from a Workday fake's organisation goals report, worked out by hand: four
 * objectives, two of them company-wide by their type ('Company', 'Strategic': G-1 at 40%, G-3 at
 * 75.5% → 76%) and two functional ('Department', 'Functional'). The answer lists the company ones
 * by id, and counts the functional ones: 2.
 */

const OBJECTIVES = [
  {
    Organization_Goal_ID: 'G-1',
    Organization_Goal: 'Grow recurring revenue',
    Goal_Type: 'Company',
    Completion_Percent: '40',
  },
  {
    Organization_Goal_ID: 'G-2',
    Organization_Goal: 'Hire ten engineers',
    Goal_Type: 'Department',
    Completion_Percent: '20',
  },
  {
    Organization_Goal_ID: 'G-3',
    Organization_Goal: 'Enter two new markets',
    Goal_Type: 'Strategic',
    Completion_Percent: '75.5',
  },
  {
    Organization_Goal_ID: 'G-4',
    Organization_Goal: 'Close the books in five days',
    Goal_Type: 'Functional',
    Completion_Percent: '90',
  },
];

const SAMPLE = {
  state: 'sample',
  source: null,
  companyObjectives: null,
  functionalObjectives: null,
};

let t: TestApp;
let fake: FakeServer & { reportUrl: string; okrReportUrl: string };
let sarah: Record<string, string>;
let alex: Record<string, string>;

async function okrs(cookies: Record<string, string> = {}) {
  const response = await t.app.inject({ url: '/api/executive/okrs', cookies });
  expect(response.statusCode).toBe(200);
  return ZExecutiveOkrsResponse.parse(response.json());
}

beforeAll(async () => {
  t = await buildTestApp({
    config: { integrationAllowPrivateTargets: true, syncBackoffBaseMs: 5 },
  });
  fake = await startWorkdayFake({
    username: 'ISU_T',
    password: 'wd-pass-1234',
    workers: workdayWorkers(6).map((worker) => ({ ...worker, Photo_URL: '' })),
    objectives: OBJECTIVES,
  });
  sarah = (await login(t.app, SARAH)).cookies;
  alex = (await login(t.app, ALEX)).cookies;
}, 60_000);

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('GET /api/executive/okrs', () => {
  it('answers the sample with nothing connected, and signed out', async () => {
    expect(await okrs(alex)).toEqual(SAMPLE);
    expect(await okrs()).toEqual(SAMPLE);
  });

  it("answers the company's objectives synced from Workday, with their source", async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/system-integrations',
      cookies: sarah,
      payload: {
        systemType: 'hris',
        systemName: 'workday',
        isEnabled: true,
        syncFrequency: 'daily',
        apiEndpoint: fake.reportUrl,
        apiKey: 'wd-pass-1234',
        configData: { username: 'ISU_T', okrReportUrl: fake.okrReportUrl },
      },
    });
    expect(created.statusCode).toBe(201);
    await syncAndWait(t, sarah, created.json().id);
    const answer = await okrs(alex);
    const sources = ZDataSourcesResponse.parse(
      (await t.app.inject({ url: '/api/data-sources', cookies: alex })).json(),
    );
    expect(answer).toEqual({
      state: 'computed',
      source: { provider: 'Workday', syncedAt: sources.okrs.syncedAt, isStale: false },
      companyObjectives: [
        { id: 'G-1', title: 'Grow recurring revenue', progress: 40 },
        { id: 'G-3', title: 'Enter two new markets', progress: 76 },
      ],
      functionalObjectives: 2,
    });
    // The company's objectives are every member's, as the manager dashboard's OKRs are.
    expect(await okrs(sarah)).toEqual(answer);
    // Never a visitor's.
    expect(await okrs()).toEqual(SAMPLE);
  });
});
