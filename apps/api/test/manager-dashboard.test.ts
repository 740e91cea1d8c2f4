import { API, type EndpointName } from '@q/schemas/api';
import {
  ZHrisInsightType,
  ZInsightSource,
  ZNewsType,
  ZOkrType,
  ZOpenPositionStatus,
} from '@q/schemas/enums';
import {
  type Employee,
  ZAtsInsights,
  ZBudgetTrackerResponse,
  ZCapacityModel,
  ZEmployeesResponse,
  ZHeadcountMetrics,
  ZHrisInsightsResponse,
  ZManagementInsightsResponse,
  ZNewsTickerResponse,
  ZOkrsResponse,
  ZSmartGoalsResponse,
  ZSystemsStatusResponse,
} from '@q/schemas/manager';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoEmployees, DEMO_EMPLOYEE_COUNT } from '../src/db/seed/employees.js';
import { seedDatabase } from '../src/db/seed/index.js';
import { ALEX, buildTestApp, JORDAN, login, SARAH, type TestApp } from './helpers.js';

let t: TestApp;
let sarahCookies: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  sarahCookies = (await login(t.app, SARAH)).cookies;
});
afterAll(async () => {
  await t?.close();
});

const get = async (url: string, cookies: Record<string, string> = {}) => {
  const response = await t.app.inject({ method: 'GET', url, cookies });
  expect(response.statusCode, url).toBe(200);
  return response.json();
};

/** The manager dashboard's reads: public, answered for signed-out and signed-in callers alike. */
const MANAGER_READS = [
  'employees',
  'hrisInsights',
  'headcountMetrics',
  'atsInsights',
  'systemsStatus',
  'workdayGoals',
  'smartGoals',
  'workdayOkrs',
  'okrs',
  'capacityModel',
  'managementInsights',
  'budgetTracker',
  'newsTicker',
] as const satisfies readonly EndpointName[];

describe('manager dashboard reads', () => {
  it('answer 200 with their schema, with and without a session', async () => {
    for (const name of MANAGER_READS) {
      const route = { ...API[name], ...(await API[name].schemas()) };
      expect(route).toMatchObject({ method: 'GET', access: 'public' });
      for (const cookies of [{}, sarahCookies]) {
        const response = await t.app.inject({ method: 'GET', url: route.path, cookies });
        expect(response.statusCode, route.path).toBe(200);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        const parsed = route.response.safeParse(response.json());
        expect(parsed.error, route.path).toBeUndefined();
      }
    }
  });

  it('are documented in the OpenAPI document', async () => {
    const { paths } = await get('/api/openapi.json');
    for (const name of MANAGER_READS) {
      expect(paths[API[name].path]?.get, name).toBeDefined();
    }
  });
});

describe('GET /api/employees', () => {
  it("lists the organisation's 247 employees as one tree", async () => {
    const employees = ZEmployeesResponse.parse(await get('/api/employees'));
    expect(employees).toHaveLength(DEMO_EMPLOYEE_COUNT);
    const byId = new Map(employees.map((e) => [e.id, e]));
    expect(byId.size).toBe(DEMO_EMPLOYEE_COUNT);
    expect(employees.filter((e) => e.managerId === null)).toHaveLength(1);
    for (const employee of employees) {
      // Every chain of managers ends at the top without a cycle.
      const seen = new Set<number>();
      let current: Employee | undefined = employee;
      while (current?.managerId != null) {
        expect(seen.has(current.id), employee.name).toBe(false);
        seen.add(current.id);
        current = byId.get(current.managerId);
        expect(current, `manager of ${employee.name}`).toBeDefined();
      }
    }
  });

  it("puts the team card's chain first: director, Sarah Chen, her direct reports", async () => {
    const employees = ZEmployeesResponse.parse(await get('/api/employees'));
    const [director, sarah, ...rest] = employees;
    expect(director).toMatchObject({ position: 'Director of Engineering' });
    expect(sarah).toMatchObject({
      name: 'Sarah Chen',
      position: 'Engineering Manager',
      managerId: director?.id,
    });
    const reports = employees.filter((e) => e.managerId === sarah?.id);
    expect(reports.length).toBeGreaterThanOrEqual(6);
    expect(reports.length).toBeLessThanOrEqual(8);
    expect(rest.slice(0, reports.length)).toEqual(reports);
    expect(reports.map((e) => e.position)).toEqual(
      expect.arrayContaining(['Tech Lead', 'Senior Software Engineer', 'Product Designer']),
    );
    // The team card recognises the viewer by position: nobody else is an 'Engineering Manager'.
    expect(employees.filter((e) => e.position.includes('Engineering Manager'))).toEqual([sarah]);
  });

  it("answers the signed-in user's team first, and Sarah's to everyone else", async () => {
    const anonymous = ZEmployeesResponse.parse(await get('/api/employees'));
    expect(ZEmployeesResponse.parse(await get('/api/employees', sarahCookies))).toEqual(anonymous);

    const jordan = ZEmployeesResponse.parse(
      await get('/api/employees', (await login(t.app, JORDAN)).cookies),
    );
    expect(jordan.slice(0, 2).map((e) => e.name)).toEqual(['Sarah Chen', 'Jordan Lee']);

    const alex = ZEmployeesResponse.parse(
      await get('/api/employees', (await login(t.app, ALEX)).cookies),
    );
    expect(alex[0]).toMatchObject({ name: 'Alex Morgan', managerId: null });
    expect(alex[1]?.managerId).toBe(alex[0]?.id);
    expect(new Set(alex.map((e) => e.id))).toEqual(new Set(anonymous.map((e) => e.id)));
  });

  it('comes from a deterministic generator, and reseeding adds nothing', async () => {
    expect(buildDemoEmployees()).toEqual(buildDemoEmployees());
    const before = ZEmployeesResponse.parse(await get('/api/employees'));
    const fixtures = buildDemoEmployees().map(({ id, name, position, managerId }) => ({
      id,
      name,
      position,
      managerId,
      avatar: null,
    }));
    expect([...before].sort((a, b) => a.id - b.id)).toEqual(fixtures);

    const counts = async () =>
      Promise.all(
        ['/api/hris-insights', '/api/smart-goals', '/api/okrs', '/api/news-ticker'].map(
          async (url) => ((await get(url)) as unknown[]).length,
        ),
      );
    const countsBefore = await counts();
    await seedDatabase(t.database.db);
    expect(await counts()).toEqual(countsBefore);
  });

  it('puts back, at the next seed, a fixture row that went missing, and only that', async () => {
    const tables = ['news_items', 'okrs', 'users', 'employees'];
    const countRows = async () =>
      Promise.all(
        tables.map(async (table) => {
          const { rows } = await t.database.executeSql(`SELECT count(*)::int AS n FROM ${table}`);
          return (rows[0] as { n: number }).n;
        }),
      );
    const before = await countRows();
    await t.database.executeSql(
      'DELETE FROM news_items WHERE id = (SELECT max(id) FROM news_items)',
    );
    expect((await countRows())[0]).toBe((before[0] ?? 0) - 1);
    await seedDatabase(t.database.db);
    expect(await countRows()).toEqual(before);
    t.app.readCache.clear();
    expect(((await get('/api/news-ticker')) as unknown[]).length).toBe(before[0]);
  });
});

describe('HR reads', () => {
  it('GET /api/hris-insights covers anniversaries, time off and timecards', async () => {
    const insights = ZHrisInsightsResponse.parse(await get('/api/hris-insights'));
    expect(new Set(insights.map((i) => i.type))).toEqual(new Set(ZHrisInsightType.options));
    expect(insights.map((i) => i.priority)).toContain('high');
  });

  it('GET /api/headcount-metrics and /api/ats-insights agree on open positions', async () => {
    const headcount = ZHeadcountMetrics.parse(await get('/api/headcount-metrics'));
    const ats = ZAtsInsights.parse(await get('/api/ats-insights'));
    expect(headcount.teamCapacity).toMatch(/^\d+\.\d{2}$/);
    expect(headcount.open).toBe(ats.openPositions.length);
    // The sample company has every figure.
    expect(headcount.planned).toBeGreaterThanOrEqual(
      (headcount.hired ?? Number.NaN) + (headcount.open ?? Number.NaN),
    );
    expect(new Set(ats.openPositions.map((p) => p.status))).toEqual(
      new Set(ZOpenPositionStatus.options),
    );
    expect(ats.avgTimeToFill).toBeGreaterThan(0);
    expect(ats.avgTimeToHire).toBeGreaterThan(0);
  });
});

describe('goals and planning reads', () => {
  it('GET /api/smart-goals has numeric-string progress and an optional target', async () => {
    const goals = ZSmartGoalsResponse.parse(await get('/api/smart-goals'));
    expect(goals.length).toBeGreaterThan(0);
    for (const goal of goals) expect(goal.progress).toMatch(/^\d+\.\d{2}$/);
    expect(goals.some((goal) => 'target' in goal)).toBe(true);
    // A goal without a target has no key at all, not a null.
    expect(goals.some((goal) => !('target' in goal))).toBe(true);
  });

  it('GET /api/okrs has company and functional OKRs', async () => {
    const okrs = ZOkrsResponse.parse(await get('/api/okrs'));
    expect(new Set(okrs.map((okr) => okr.type))).toEqual(new Set(ZOkrType.options));
    for (const okr of okrs) expect(typeof okr.progress).toBe('string');
  });

  it('GET /api/capacity-model answers the model', async () => {
    expect(ZCapacityModel.parse(await get('/api/capacity-model'))).toMatchObject({
      currentVelocity: expect.any(Number),
      targetVelocity: expect.any(Number),
    });
  });

  it('GET /api/workday/goals and /api/workday/okrs are empty while Workday is not connected', async () => {
    for (const cookies of [{}, sarahCookies]) {
      expect(await get('/api/workday/goals', cookies)).toEqual([]);
      expect(await get('/api/workday/okrs', cookies)).toEqual([]);
    }
  });
});

describe('operations reads', () => {
  it('GET /api/systems-status lists each tool once', async () => {
    const { tools } = ZSystemsStatusResponse.parse(await get('/api/systems-status'));
    expect(tools.length).toBeGreaterThan(0);
    expect(new Set(tools.map((tool) => tool.id)).size).toBe(tools.length);
  });

  it('GET /api/budget-tracker computes utilization from budgeted and actual', async () => {
    const lines = ZBudgetTrackerResponse.parse(await get('/api/budget-tracker'));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      const expected = ((Number(line.actual) * 100) / Number(line.budgeted)).toFixed(2);
      expect(line.utilization, line.category).toBe(expected);
    }
  });

  it('GET /api/news-ticker has every kind of item', async () => {
    const news = ZNewsTickerResponse.parse(await get('/api/news-ticker'));
    expect(new Set(news.map((item) => item.type))).toEqual(new Set(ZNewsType.options));
  });

  it('GET /api/management-insights lists the active insights from every source', async () => {
    const insights = ZManagementInsightsResponse.parse(await get('/api/management-insights'));
    expect(insights.length).toBeGreaterThanOrEqual(6);
    expect(insights.every((insight) => insight.status === 'active')).toBe(true);
    expect(new Set(insights.map((i) => i.source))).toEqual(new Set(ZInsightSource.options));
  });
});
