import {
  type BambooHrFake,
  createWideBambooHrOrganisation,
  startBambooHrFake,
} from '@q/provider-fakes/bamboohr';
import { TEAM_PAGE_SIZE, ZEmployeesResponse, ZTeamReportsResponse } from '@q/schemas/manager';
import { type SyncRun, ZStartSyncResponse, ZSyncRunsResponse } from '@q/schemas/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALEX,
  buildTestApp,
  createBambooHrIntegration,
  login,
  SARAH,
  type TestApp,
} from './helpers.js';

/**
 * The team read is bounded whatever the size of the synced organisation: Sarah has 3,000 direct
 * reports; `/api/employees` answers her chain, her and the first page of them with the count,
 * `/api/team/reports` the next pages (hers only), and a viewer who is no one in the organisation
 * gets an empty team, never the organisation.
 */

const PEOPLE = 3_200;
const REPORTS = 3_000;

let t: TestApp;
let fake: BambooHrFake;
let sarah: Record<string, string>;
let alex: Record<string, string>;

const get = (url: string, cookies: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, cookies });

async function syncAndWait(cookies: Record<string, string>, id: number): Promise<SyncRun> {
  const started = await t.app.inject({
    method: 'POST',
    url: `/api/system-integrations/${id}/sync`,
    cookies,
  });
  expect(started.statusCode).toBe(202);
  const { runId } = ZStartSyncResponse.parse(started.json());
  for (let i = 0; i < 1200; i += 1) {
    const runs = ZSyncRunsResponse.parse(
      (await get(`/api/system-integrations/${id}/sync-runs`, cookies)).json(),
    );
    const run = runs.find((r) => r.id === runId);
    if (run && run.status !== 'running') return run;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`run ${runId} did not finish`);
}

beforeAll(async () => {
  fake = await startBambooHrFake({
    employees: createWideBambooHrOrganisation(PEOPLE, {
      manager: { firstName: 'Sarah', lastName: 'Chen', workEmail: SARAH },
      directReports: REPORTS,
    }),
  });
  t = await buildTestApp({
    config: { integrationAllowPrivateTargets: true, syncBackoffBaseMs: 5 },
  });
  sarah = (await login(t.app, SARAH)).cookies;
  alex = (await login(t.app, ALEX)).cookies;
  // Sarah connects the company once, for everybody: she is in it, Alex (by his work email) is not.
  const hris = await createBambooHrIntegration(t.app, sarah, fake);
  // Partial only for goals: a company of more than 2,000 is not asked for them.
  const run = await syncAndWait(sarah, hris);
  expect(run).toMatchObject({
    status: 'partial',
    missingFields: [expect.stringMatching(/^goals\.\*/)],
  });
}, 180_000);

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('the team of a synced organisation, bounded', () => {
  it('answers the chain above the viewer, the viewer with the count, and a first page of reports', async () => {
    const team = ZEmployeesResponse.parse((await get('/api/employees', sarah)).json());
    const viewer = team.find((e) => e.isViewer);
    expect(viewer?.name).toBe('Sarah Chen');
    expect(viewer?.directReportCount).toBe(REPORTS);
    const reports = team.filter((e) => e.managerId === viewer?.id);
    expect(reports).toHaveLength(TEAM_PAGE_SIZE);
    // Her manager (the chief executive), her, her first reports: nothing else.
    expect(team).toHaveLength(1 + 1 + TEAM_PAGE_SIZE);
    expect(team[0]?.id).toBe(viewer?.managerId);
    const ids = reports.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('pages through every report, each once, in id order, with the cursor of the page after', async () => {
    const team = ZEmployeesResponse.parse((await get('/api/employees', sarah)).json());
    const viewer = team.find((e) => e.isViewer);
    const seen = team.filter((e) => e.managerId === viewer?.id).map((e) => e.id);
    let after = seen.at(-1);
    let pages = 0;
    while (after !== undefined) {
      const response = await get(`/api/team/reports?after=${after}`, sarah);
      expect(response.statusCode).toBe(200);
      const page = ZTeamReportsResponse.parse(response.json());
      expect(page.reports.length).toBeLessThanOrEqual(TEAM_PAGE_SIZE);
      expect(page.reports.every((e) => e.managerId === viewer?.id && !e.isViewer)).toBe(true);
      expect(page.reports.every((e) => e.synced !== undefined)).toBe(true);
      seen.push(...page.reports.map((e) => e.id));
      pages += 1;
      if (page.next === null) break;
      expect(page.next).toBe(page.reports.at(-1)?.id);
      after = page.next;
    }
    expect(pages).toBe(Math.ceil(REPORTS / TEAM_PAGE_SIZE) - 1);
    expect(seen).toHaveLength(REPORTS);
    expect(new Set(seen).size).toBe(REPORTS);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    // Without a cursor: the first page, the one the team answer holds.
    const first = ZTeamReportsResponse.parse((await get('/api/team/reports', sarah)).json());
    expect(first.reports.map((e) => e.id)).toEqual(seen.slice(0, TEAM_PAGE_SIZE));
    expect(first.next).toBe(seen[TEAM_PAGE_SIZE - 1]);
  });

  it('never answers a whole organisation: a viewer who is no one in it gets an empty team', async () => {
    const response = await get('/api/employees', alex);
    expect(response.statusCode).toBe(200);
    expect(ZEmployeesResponse.parse(response.json())).toEqual([]);
  });

  it("pages only the viewer's own reports, whatever the cursor", async () => {
    const team = ZEmployeesResponse.parse((await get('/api/employees', sarah)).json());
    const cursor = team.find((e) => e.isViewer)?.id ?? 1;
    // Alex, in the same company's copy, is not Sarah: her cursor shows him none of her people.
    for (const after of [cursor, 1]) {
      const page = ZTeamReportsResponse.parse(
        (await get(`/api/team/reports?after=${after}`, alex)).json(),
      );
      expect(page).toEqual({ reports: [], next: null });
    }
    // Signed out, there is no one's team to page.
    expect((await get(`/api/team/reports?after=${cursor}`)).statusCode).toBe(401);
  });

  it('refuses a bad cursor or an unknown parameter with a 400', async () => {
    for (const query of [
      'after=abc',
      'after=0',
      'after=-1',
      'after=1.5',
      'after=99999999999',
      'after=',
      'after=1&after=2',
      'after=1&viewer=3',
      'userId=2',
    ]) {
      const response = await get(`/api/team/reports?${query}`, sarah);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().statusCode).toBe(400);
    }
  });
});
