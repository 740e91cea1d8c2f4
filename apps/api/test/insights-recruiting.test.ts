import { type BambooHrEmployee, startBambooHrFake } from '@q/provider-fakes/bamboohr';
import {
  type GreenhouseFakeApplication,
  type GreenhouseFakeJob,
  startGreenhouseFake,
} from '@q/provider-fakes/greenhouse';
import type { FakeServer } from '@q/provider-fakes/server';
import { ZManagementInsightsResponse } from '@q/schemas/manager';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALEX,
  buildTestApp,
  createBambooHrIntegration,
  login,
  PRIYA,
  SARAH,
  syncAndWait,
  type TestApp,
} from './helpers.js';

/**
 * The rules over an ATS (Greenhouse fake) and over people who leave (BambooHR fake), worked out
 * by hand:
 *
 * - Sarah Chen (3) leads Engineering with six reports (5, 6, 7, 9, 10, 11); Priya Patel (4)
 *   leads Design with one (8); both report to Alex Morgan (1, Executive).
 * - Jobs: Backend Engineer (Engineering) open 40 days, an application 2 days ago — past the
 *   35-day benchmark (medium), not stalled; Product Designer (Design) open 70 days, no
 *   application — urgent past 60 (high) and stalled; Data Engineer (Engineering) open 20 days,
 *   its only application 20 days ago — stalled (no application in 14 days), not overdue; a
 *   closed job, which no rule looks at.
 * - Then two of Sarah's reports (10, 11) leave: 2 leavers within 90 days from a team of 6
 *   (4 now + 2) — a departures insight on Sarah's team.
 *
 * Sarah's subtree holds Engineering: she sees Backend Engineer and Data Engineer; Priya's holds
 * Design: Product Designer twice (overdue, stalled); Alex's holds both.
 */

const DAY_MS = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

const PEOPLE: [id: string, name: string, supervisor: string | null, department: string][] = [
  ['1', 'Alex Morgan', null, 'Executive'],
  ['3', 'Sarah Chen', '1', 'Engineering'],
  ['4', 'Priya Patel', '1', 'Design'],
  ['5', 'Jordan Lee', '3', 'Engineering'],
  ['6', 'Sam Okafor', '3', 'Engineering'],
  ['7', 'Mia Wong', '3', 'Engineering'],
  ['8', 'Pat Quinn', '4', 'Design'],
  ['9', 'Kim Novak', '3', 'Engineering'],
  ['10', 'Lou Brandt', '3', 'Engineering'],
  ['11', 'Ana Ruiz', '3', 'Engineering'],
];
const EMAILS: Record<string, string> = { '1': ALEX, '3': SARAH, '4': PRIYA };

function employees(): BambooHrEmployee[] {
  return PEOPLE.map(([id, name, supervisor, department], index) => {
    const [firstName = name, lastName = ''] = name.split(' ');
    return {
      id,
      firstName,
      lastName,
      displayName: name,
      jobTitle: 'Engineer',
      department,
      division: null,
      location: null,
      supervisorEId: supervisor,
      // Hired on days far from any anniversary or check-in window.
      hireDate: ago(400 + index * 50).slice(0, 10),
      workEmail: EMAILS[id] ?? `${name.toLowerCase().replace(' ', '.')}@acme.example`,
      photoUrl: null,
      lastChanged: '2025-01-01T00:00:00+00:00',
      status: 'Active',
      terminationDate: '0000-00-00',
    };
  });
}

const job = (
  id: number,
  name: string,
  departmentId: number,
  status: GreenhouseFakeJob['status'],
  openedDaysAgo: number,
): GreenhouseFakeJob => ({
  id,
  name,
  requisition_id: null,
  notes: null,
  confidential: false,
  status,
  opened_at: ago(openedDaysAgo),
  closed_at: status === 'closed' ? ago(1) : null,
  is_template: false,
  copied_from_id: null,
  department_id: departmentId,
  office_ids: [],
  custom_fields: {},
  created_at: ago(openedDaysAgo),
  updated_at: ago(1),
});

const application = (id: number, jobId: number, daysAgo: number): GreenhouseFakeApplication => ({
  id,
  candidate_id: id,
  job_id: jobId,
  job_post_id: null,
  status: 'in_process',
  prospect: false,
  stage_id: null,
  stage_name: null,
  source_id: null,
  recruiter_id: null,
  rejected_at: null,
  last_activity_at: ago(daysAgo),
  created_at: ago(daysAgo),
  updated_at: ago(daysAgo),
});

let t: TestApp;
const fakes: FakeServer[] = [];
let sarah: Record<string, string>;
let hrisId: number;
let people: BambooHrEmployee[];

async function rulesOf(email: string) {
  const { cookies } = await login(t.app, email);
  const response = await t.app.inject({ url: '/api/management-insights', cookies });
  expect(response.statusCode).toBe(200);
  return ZManagementInsightsResponse.parse(response.json())
    .map((insight) => `${insight.evidence?.rule} · ${insight.priority} · ${insight.title}`)
    .sort();
}

beforeAll(async () => {
  t = await buildTestApp({
    config: { integrationAllowPrivateTargets: true, syncBackoffBaseMs: 5 },
  });
  const bamboo = await startBambooHrFake({ employees: employees(), timeOff: [] });
  people = bamboo.employees;
  const greenhouse = await startGreenhouseFake({
    departments: [
      {
        id: 1,
        name: 'Engineering',
        parent_id: null,
        external_id: null,
        created_at: ago(900),
        updated_at: ago(900),
      },
      {
        id: 2,
        name: 'Design',
        parent_id: null,
        external_id: null,
        created_at: ago(900),
        updated_at: ago(900),
      },
    ],
    jobs: [
      job(101, 'Backend Engineer', 1, 'open', 40),
      job(102, 'Product Designer', 2, 'open', 70),
      job(103, 'Data Engineer', 1, 'open', 20),
      job(104, 'Closed Role', 1, 'closed', 90),
    ],
    applications: [application(9001, 101, 2), application(9002, 103, 20)],
    openings: [],
  });
  fakes.push(bamboo, greenhouse);
  sarah = (await login(t.app, SARAH)).cookies;
  hrisId = await createBambooHrIntegration(t.app, sarah, bamboo);
  const ats = await t.app.inject({
    method: 'POST',
    url: '/api/system-integrations',
    cookies: sarah,
    payload: {
      systemType: 'ats',
      systemName: 'greenhouse',
      isEnabled: true,
      syncFrequency: 'daily',
      apiEndpoint: greenhouse.endpoint,
      apiKey: greenhouse.clientSecret,
      configData: { clientId: greenhouse.clientId },
    },
  });
  expect(ats.statusCode).toBe(201);
  await syncAndWait(t, sarah, hrisId);
  await syncAndWait(t, sarah, ats.json().id);
}, 60_000);

afterAll(async () => {
  await t?.close();
  await Promise.all(fakes.map((fake) => fake.close()));
});

describe('insights from the ATS and from people who leave', () => {
  it('open roles past the benchmark and stalled pipelines, for the departments in scope', async () => {
    expect(await rulesOf(SARAH)).toEqual([
      'open-role-overdue · medium · Backend Engineer has been open for 40 days',
      'stalled-pipeline · medium · No new applications for Data Engineer in 20 days',
    ]);
    expect(await rulesOf(PRIYA)).toEqual([
      'open-role-overdue · high · Product Designer has been open for 70 days',
      'span-of-control · low · Priya Patel has a single direct report',
      'stalled-pipeline · medium · No applications for Product Designer in 70 days',
    ]);
    expect(await rulesOf(ALEX)).toHaveLength(5);
  });

  it('two people leaving a team of six within 90 days', async () => {
    people.splice(
      0,
      people.length,
      ...people.filter((employee) => employee.id !== '10' && employee.id !== '11'),
    );
    await syncAndWait(t, sarah, hrisId);
    const departures = (await rulesOf(SARAH)).filter((line) => line.startsWith('departures'));
    expect(departures).toHaveLength(1);
    expect(departures[0]).toMatch(/^departures · high · /);
    expect(departures[0]).toContain('2');
    expect(departures[0]).toContain('Sarah Chen');
    // Priya's team lost no one; Alex sees Sarah's.
    expect((await rulesOf(PRIYA)).some((line) => line.startsWith('departures'))).toBe(false);
    expect((await rulesOf(ALEX)).some((line) => line.startsWith('departures'))).toBe(true);
  });
});
