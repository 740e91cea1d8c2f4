import { type BambooHrEmployee, startBambooHrFake } from '@q/provider-fakes/bamboohr';
import {
  type GreenhouseFakeApplication,
  type GreenhouseFakeJob,
  type GreenhouseFakeOffer,
  type GreenhouseFakeOpening,
  startGreenhouseFake,
} from '@q/provider-fakes/greenhouse';
import type { FakeServer } from '@q/provider-fakes/server';
import { ZExecutivePeopleResponse } from '@q/schemas/executive-people';
import { ZDataSourcesResponse } from '@q/schemas/sync';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncRuns } from '../src/db/schema.js';
import {
  ALEX,
  buildTestApp,
  createBambooHrIntegration,
  login,
  SARAH,
  syncAndWait,
  type TestApp,
} from './helpers.js';

/**
 * Qube's People figures from a BambooHR fake and a Greenhouse fake, worked out by hand:
 *
 * People (18): Alex Morgan (1, Executive) at the top; Sarah Chen (2) leads Engineering with six
 * reports (5–10); Priya Patel (3) leads Design with three (11–13); Sam Okafor (4) leads Sales
 * with four (14–17), and 14 leads 18 (Sales). Everyone was hired over 400 days ago.
 * - Managers: 1, 2, 3, 4, 14 = 5; direct reports: everyone but Alex = 17; span 17 ÷ 5 = 3.4;
 *   leadership ratio 5 : 13 who manage no one, 13 ÷ 5 = 2.6 → '1:3'.
 * - Departments, largest first: Engineering 7 (1 manager, 6 reports, span 6), Sales 6 (managers 4 and 14,
 *   4 reports, span 2); Design (4) and Executive (1) are under 5 people: 2 left out.
 * - Then 9 and 10 leave: 16 people, 2 leavers since the first sync (today); headcount at the
 *   window's start 16 + 2 = 18, average (18 + 16) ÷ 2 = 17, attrition 2 ÷ 17 = 11.8%.
 *   Engineering is 5 (1 manager, 4 reports, span 4), now after Sales (6), largest first; span
 *   15 ÷ 5 = 3; ratio 11 ÷ 5 = 2.2 → '1:2'.
 *
 * Jobs: Backend Engineer (open) with two unfilled seats and one filled after 30 days; Product
 * Designer (open) with one unfilled seat and one filled after 38 days; a closed job with a seat
 * filled after 10 days and one closed without a hire; a draft job with an unfilled seat.
 * - Open positions: the open jobs' unfilled seats, 2 + 1 = 3 (the draft's is not open).
 * - Time to fill: (30 + 38 + 10) ÷ 3 = 26 days.
 * - Applications in process for the open jobs: 9001, 9002 (Backend), 9003, 9010 (Designer) = 4
 *   (not the rejected 9008, the draft's 9004, the closed job's 9009, nor the hired);
 *   4 ÷ 3 = 1.3 per opening.
 * - Pipeline by stage, over those 4: 9001 and 9003 at Phone Screen, 9002 at Onsite, 9010 at no
 *   stage → Phone Screen 2, No stage 1, Onsite 1 (ties by name). 9004 (draft job, at Offer) and
 *   9009 (closed job, at Onsite) are not in the pipeline of the open jobs.
 * - Offers, latest not deprecated per application: 9005 accepted (its version 1 deprecated),
 *   9006 accepted, 9007 accepted (a later deprecated version ignored), 9008 declined, 9002
 *   unresolved (its declined version 1 replaced), 9004 unresolved; 9011, applied 400 days ago,
 *   declined, outside the twelve months; an offer for 9999, an application that does not exist,
 *   ignored. Acceptance 3 ÷ (3 + 1) = 75% over 4 answered offers.
 * - Sources of the 10 applications of the last twelve months (not 9011): LinkedIn 9001, 9003,
 *   9006 = 3; Indeed 9004, 9008 = 2; Referral 9002, 9005 = 2; Agency 9010 = 1; Company Website
 *   9007 = 1; none for 9009 (Unknown) = 1. The first four by count (ties by name) and Other
 *   (Company Website + Unknown) = 2: shares 30%, 20%, 20%, 10%, 20%.
 */

const DAY_MS = 86_400_000;
const NOW = Date.now();
const ago = (days: number) => new Date(NOW - days * DAY_MS).toISOString();

const PEOPLE: [id: string, name: string, supervisor: string | null, department: string][] = [
  ['1', 'Alex Morgan', null, 'Executive'],
  ['2', 'Sarah Chen', '1', 'Engineering'],
  ['3', 'Priya Patel', '1', 'Design'],
  ['4', 'Sam Okafor', '1', 'Sales'],
  ['5', 'Jordan Lee', '2', 'Engineering'],
  ['6', 'Mia Wong', '2', 'Engineering'],
  ['7', 'Kim Novak', '2', 'Engineering'],
  ['8', 'Lou Brandt', '2', 'Engineering'],
  ['9', 'Ana Ruiz', '2', 'Engineering'],
  ['10', 'Ben Ito', '2', 'Engineering'],
  ['11', 'Pat Quinn', '3', 'Design'],
  ['12', 'Ola Berg', '3', 'Design'],
  ['13', 'Ravi Shah', '3', 'Design'],
  ['14', 'Tess Grant', '4', 'Sales'],
  ['15', 'Noor Aziz', '4', 'Sales'],
  ['16', 'Eli Stone', '4', 'Sales'],
  ['17', 'Ivy Chen', '4', 'Sales'],
  ['18', 'Max Roy', '14', 'Sales'],
];
const EMAILS: Record<string, string> = { '1': ALEX, '2': SARAH };

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
      hireDate: ago(400 + index * 20).slice(0, 10),
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
): GreenhouseFakeJob => ({
  id,
  name,
  requisition_id: null,
  notes: null,
  confidential: false,
  status,
  opened_at: ago(120),
  closed_at: status === 'closed' ? ago(5) : null,
  is_template: false,
  copied_from_id: null,
  department_id: departmentId,
  office_ids: [],
  custom_fields: {},
  created_at: ago(120),
  updated_at: ago(1),
});

const opening = (
  id: number,
  jobId: number,
  openedDaysAgo: number,
  closedDaysAgo: number | null,
  hiredApplication: number | null,
): GreenhouseFakeOpening => ({
  id,
  job_id: jobId,
  opening_id: null,
  opened_at: ago(openedDaysAgo),
  closed_at: closedDaysAgo === null ? null : ago(closedDaysAgo),
  sort_order: id,
  application_id: hiredApplication,
  close_reason_id: null,
  target_start_on: null,
  open: closedDaysAgo === null,
  created_at: ago(openedDaysAgo),
  updated_at: ago(1),
});

const STAGE = {
  phone: { id: 61, name: 'Phone Screen' },
  onsite: { id: 64, name: 'Onsite' },
  offer: { id: 65, name: 'Offer' },
} as const;

const application = (
  id: number,
  jobId: number,
  status: GreenhouseFakeApplication['status'],
  stage: { id: number; name: string } | null,
  source: string | null,
  appliedDaysAgo = 60,
): GreenhouseFakeApplication => ({
  id,
  candidate_id: id,
  job_id: jobId,
  job_post_id: null,
  status,
  prospect: false,
  stage_id: stage?.id ?? null,
  stage_name: stage?.name ?? null,
  current_stage: stage,
  source_id: source === null ? null : id,
  source: source === null ? null : { id, public_name: source },
  recruiter_id: null,
  rejected_at: status === 'rejected' ? ago(3) : null,
  last_activity_at: ago(3),
  created_at: ago(appliedDaysAgo),
  updated_at: ago(3),
});

const offer = (
  id: number,
  applicationId: number,
  status: GreenhouseFakeOffer['status'],
  version = 1,
): GreenhouseFakeOffer => ({
  id,
  application_id: applicationId,
  job_id: null,
  candidate_id: null,
  version,
  status,
  created_at: ago(20),
  updated_at: ago(10),
  sent_at: ago(20),
  resolved_at: status === 'accepted' || status === 'rejected' ? ago(10) : null,
  starts_at: null,
});

const department = (id: number, name: string) => ({
  id,
  name,
  parent_id: null,
  external_id: null,
  created_at: ago(900),
  updated_at: ago(900),
});

let t: TestApp;
const fakes: FakeServer[] = [];
let sarah: Record<string, string>;
let alex: Record<string, string>;
let hrisId: number;
let atsId: number;
let people: BambooHrEmployee[];
/** What the Greenhouse fake refuses (403); read by the fake at each request. */
const forbidden: NonNullable<Parameters<typeof startGreenhouseFake>[0]>['forbidden'] = [];
let greenhouseEndpoint: { endpoint: string; clientId: string; clientSecret: string };

async function peopleFigures(cookies: Record<string, string> = {}) {
  const response = await t.app.inject({ url: '/api/executive/people', cookies });
  expect(response.statusCode).toBe(200);
  return ZExecutivePeopleResponse.parse(response.json());
}

const SAMPLE = {
  state: 'sample',
  hris: null,
  ats: null,
  capacity: { totalHeadcount: null, openPositions: null, spanOfControl: null },
  hiring: {
    timeToFill: null,
    applicationsPerOpening: null,
    pipelineStages: null,
    offerAcceptanceRate: null,
    offersAnswered: null,
    sourcingChannels: null,
    notSynced: null,
  },
  attrition: { currentRate: null, leavers: null, averageHeadcount: null, since: null },
  leadership: {
    avgSpanOfControl: null,
    leadershipRatio: null,
    departments: null,
    suppressedDepartments: 0,
    minGroupSize: 5,
  },
};

beforeAll(async () => {
  t = await buildTestApp({
    config: { integrationAllowPrivateTargets: true, syncBackoffBaseMs: 5 },
  });
  const bamboo = await startBambooHrFake({ employees: employees(), timeOff: [] });
  people = bamboo.employees;
  const greenhouse = await startGreenhouseFake({
    forbidden,
    departments: [department(1, 'Engineering'), department(2, 'Design')],
    jobs: [
      job(101, 'Backend Engineer', 1, 'open'),
      job(102, 'Product Designer', 2, 'open'),
      job(103, 'Closed Role', 1, 'closed'),
      job(104, 'Draft Role', 1, 'draft'),
    ],
    openings: [
      opening(1, 101, 30, null, null),
      opening(2, 101, 30, null, null),
      opening(3, 101, 50, 20, 9005),
      opening(4, 102, 30, null, null),
      opening(5, 102, 40, 2, 9006),
      opening(6, 103, 100, 90, 9007),
      opening(7, 103, 80, 70, null),
      opening(8, 104, 10, null, null),
    ],
    applications: [
      application(9001, 101, 'in_process', STAGE.phone, 'LinkedIn'),
      application(9002, 101, 'in_process', STAGE.onsite, 'Referral'),
      application(9003, 102, 'in_process', STAGE.phone, 'LinkedIn'),
      application(9004, 104, 'in_process', STAGE.offer, 'Indeed'),
      application(9005, 101, 'hired', null, 'Referral'),
      application(9006, 102, 'hired', null, 'LinkedIn'),
      application(9007, 103, 'hired', null, 'Company Website'),
      application(9008, 101, 'rejected', null, 'Indeed'),
      application(9009, 103, 'in_process', STAGE.onsite, null),
      application(9010, 102, 'in_process', null, 'Agency'),
      application(9011, 101, 'rejected', null, 'LinkedIn', 400),
    ],
    offers: [
      offer(1, 9005, 'deprecated', 1),
      offer(2, 9005, 'accepted', 2),
      offer(3, 9006, 'accepted'),
      offer(4, 9007, 'accepted', 1),
      offer(5, 9007, 'deprecated', 2),
      offer(6, 9008, 'rejected'),
      offer(7, 9002, 'rejected', 1),
      offer(8, 9002, 'unresolved', 2),
      offer(9, 9004, 'unresolved'),
      offer(10, 9011, 'rejected'),
      offer(11, 9999, 'accepted'),
    ],
  });
  fakes.push(bamboo, greenhouse);
  greenhouseEndpoint = greenhouse;
  sarah = (await login(t.app, SARAH)).cookies;
  alex = (await login(t.app, ALEX)).cookies;
}, 60_000);

afterAll(async () => {
  await t?.close();
  await Promise.all(fakes.map((fake) => fake.close()));
});

describe('GET /api/executive/people', () => {
  it('answers the sample (every figure null) with nothing connected, and signed out', async () => {
    expect(await peopleFigures(alex)).toEqual(SAMPLE);
    expect(await peopleFigures()).toEqual(SAMPLE);
  });

  it('computes headcount and spans of control from the HRIS, leaving out departments under 5', async () => {
    hrisId = await createBambooHrIntegration(t.app, sarah, fakes[0] as never);
    await syncAndWait(t, sarah, hrisId);
    const figures = await peopleFigures(alex);
    expect(figures.state).toBe('computed');
    expect(figures.hris?.provider).toBe('BambooHR');
    expect(figures.hris?.isStale).toBe(false);
    expect(figures.ats).toBeNull();
    expect(figures.capacity).toEqual({
      totalHeadcount: 18,
      openPositions: null,
      spanOfControl: 3.4,
    });
    expect(figures.leadership).toEqual({
      avgSpanOfControl: 3.4,
      leadershipRatio: '1:3',
      departments: [
        { name: 'Engineering', managers: 1, reports: 6, span: 6 },
        { name: 'Sales', managers: 2, reports: 4, span: 2 },
      ],
      suppressedDepartments: 2,
      minGroupSize: 5,
    });
    // No one has left since the first sync.
    expect(figures.attrition).toMatchObject({ currentRate: 0, leavers: 0, averageHeadcount: 18 });
    // Without an ATS, the hiring figures stay the sample's.
    expect(figures.hiring).toEqual(SAMPLE.hiring);
  });

  it('carries the sync it was computed from', async () => {
    const sources = await t.app.inject({ url: '/api/data-sources', cookies: alex });
    const team = ZDataSourcesResponse.parse(sources.json()).team;
    expect((await peopleFigures(alex)).hris?.syncedAt).toBe(team.syncedAt);
  });

  it('computes open positions, time to fill, the pipeline, offers and sources from the ATS', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/system-integrations',
      cookies: sarah,
      payload: {
        systemType: 'ats',
        systemName: 'greenhouse',
        isEnabled: true,
        syncFrequency: 'daily',
        apiEndpoint: greenhouseEndpoint.endpoint,
        apiKey: greenhouseEndpoint.clientSecret,
        configData: { clientId: greenhouseEndpoint.clientId },
      },
    });
    expect(created.statusCode).toBe(201);
    atsId = created.json().id;
    await syncAndWait(t, sarah, atsId);
    const figures = await peopleFigures(alex);
    expect(figures.ats?.provider).toBe('Greenhouse');
    expect(figures.capacity.openPositions).toBe(3);
    expect(figures.hiring).toEqual({
      timeToFill: 26,
      applicationsPerOpening: 1.3,
      pipelineStages: [
        { name: 'Phone Screen', applications: 2 },
        { name: 'No stage', applications: 1 },
        { name: 'Onsite', applications: 1 },
      ],
      offerAcceptanceRate: 75,
      offersAnswered: 4,
      sourcingChannels: [
        { name: 'LinkedIn', candidates: 3, percentage: 30 },
        { name: 'Indeed', candidates: 2, percentage: 20 },
        { name: 'Referral', candidates: 2, percentage: 20 },
        { name: 'Agency', candidates: 1, percentage: 10 },
        { name: 'Other', candidates: 2, percentage: 20 },
      ],
      // Greenhouse syncs stages, offers and sources: nothing is left unsynced.
      notSynced: null,
    });
  });

  it('keeps the offers of earlier runs when offers may not be read, the run partial and naming the scope', async () => {
    forbidden.push('offers');
    try {
      await syncAndWait(t, sarah, atsId, 'partial');
    } finally {
      forbidden.splice(0);
    }
    const [run] = await t.database.db
      .select({ message: syncRuns.message, missingFields: syncRuns.missingFields })
      .from(syncRuns)
      .where(eq(syncRuns.integrationId, atsId))
      .orderBy(desc(syncRuns.queuedAt))
      .limit(1);
    expect(run?.missingFields).toEqual([
      'applications.offerStatus (HTTP 403: the credentials need the harvest:offers:list scope)',
    ]);
    expect(run?.message).toContain('harvest:offers:list');
    const figures = await peopleFigures(alex);
    expect(figures.hiring).toMatchObject({ offerAcceptanceRate: 75, offersAnswered: 4 });
    expect(figures.hiring.sourcingChannels?.[0]).toEqual({
      name: 'LinkedIn',
      candidates: 3,
      percentage: 30,
    });
  });

  it('counts leavers over the average headcount since the first sync', async () => {
    people.splice(
      0,
      people.length,
      ...people.filter((employee) => employee.id !== '9' && employee.id !== '10'),
    );
    await syncAndWait(t, sarah, hrisId);
    const figures = await peopleFigures(alex);
    expect(figures.attrition).toEqual({
      currentRate: 11.8,
      leavers: 2,
      averageHeadcount: 17,
      since: new Date(NOW).toISOString().slice(0, 10),
    });
    expect(figures.capacity.totalHeadcount).toBe(16);
    expect(figures.leadership.avgSpanOfControl).toBe(3);
    expect(figures.leadership.leadershipRatio).toBe('1:2');
    // Largest first: Sales (6) now leads Engineering (5).
    expect(figures.leadership.departments).toEqual([
      { name: 'Sales', managers: 2, reports: 4, span: 2 },
      { name: 'Engineering', managers: 1, reports: 4, span: 4 },
    ]);
  });

  it('answers a manager, who may not see company figures, the sample', async () => {
    expect(await peopleFigures(sarah)).toEqual(SAMPLE);
    expect(await peopleFigures()).toEqual(SAMPLE);
  });
});
