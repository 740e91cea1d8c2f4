import { type OtherFeedFake, startOtherFeedFake } from '@q/provider-fakes/other-feed';
import { ZDepartmentBudgetResponse, ZFinanceFiguresResponse } from '@q/schemas/finance';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALEX,
  buildTestApp,
  JORDAN,
  login,
  SARAH,
  syncAndWait,
  syncEngineeringHris,
  type TestApp,
} from './helpers.js';

/**
 * GET /api/finance/figures from a financial feed synced into the database (PGlite or
 * PostgreSQL): every figure equals the one worked out by hand from the feed below.
 */
let t: TestApp;
const fakes: OtherFeedFake[] = [];
const KEY = 'fin-figures-key-Wd3Yc8Np';

beforeAll(async () => {
  t = await buildTestApp({
    config: {
      integrationAllowPrivateTargets: true,
      syncBackoffBaseMs: 5,
      // Sarah alone changes connections: Jordan is neither an admin nor an executive.
      adminEmails: [SARAH],
    },
  });
});

afterAll(async () => {
  await t?.close();
  await Promise.all(fakes.map((fake) => fake.close()));
});

const month = (m: string, scenario: string, kind: string, category: string, amount: number) => ({
  month: m,
  scenario,
  kind,
  category,
  amount,
});

/** Three months of a company, actuals and budgets, and its cash at each month-end. */
const LINES = ['2026-07', '2026-08', '2026-09'].flatMap((m, i) => [
  month(m, 'actual', 'revenue', 'Subscriptions', [100_000, 110_000, 120_000][i] as number),
  month(m, 'budget', 'revenue', 'Subscriptions', 100_000),
  month(m, 'actual', 'costOfSales', 'Hosting', [20_000, 22_000, 24_000][i] as number),
  month(m, 'budget', 'costOfSales', 'Hosting', 20_000),
  { ...month(m, 'actual', 'expense', 'Salaries', 150_000), department: 'Engineering' },
  { ...month(m, 'budget', 'expense', 'Salaries', 140_000), department: 'Engineering' },
  month(m, 'actual', 'expense', 'Marketing', [30_000, 25_000, 35_000][i] as number),
  month(m, 'budget', 'expense', 'Marketing', 30_000),
]);
LINES.push(month('2026-09', 'actual', 'otherIncome', 'Interest', 1_000));
const CASH = [
  { month: '2026-07', balance: 2_000_000 },
  { month: '2026-08', balance: 1_900_000 },
  { month: '2026-09', balance: 1_800_000 },
];

async function figures(cookies: Record<string, string>) {
  const answer = await t.app.inject({ url: '/api/finance/figures', cookies });
  expect(answer.statusCode).toBe(200);
  return ZFinanceFiguresResponse.parse(answer.json());
}

describe('the financial figures', () => {
  it('are the sample (none) until a financial source has synced', async () => {
    const { cookies } = await login(t.app, SARAH);
    expect(await figures(cookies)).toMatchObject({
      provenance: { state: 'sample', provider: null },
      figures: null,
    });
  });

  it('equal the figures worked out by hand from the feed', async () => {
    const fake = await startOtherFeedFake({
      apiKey: KEY,
      financialLines: LINES,
      cash: CASH,
      currency: 'USD',
      pageSize: 10,
    });
    fakes.push(fake);
    const { cookies } = await login(t.app, SARAH);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/system-integrations',
      cookies,
      payload: {
        systemType: 'financial',
        systemName: 'other',
        isEnabled: true,
        syncFrequency: 'daily',
        apiEndpoint: fake.financialEndpoint,
        apiKey: KEY,
      },
    });
    expect(created.statusCode).toBe(201);
    await syncAndWait(t, cookies, created.json().id, 'success');

    const answer = await figures(cookies);
    expect(answer.provenance).toMatchObject({ state: 'live', provider: 'other', cause: null });
    expect(answer.figures).toEqual({
      currency: 'USD',
      // Year to date of the latest month with actuals.
      period: { from: '2026-01', to: '2026-09' },
      summary: {
        // 100,000 + 110,000 + 120,000 against 3 × 100,000.
        revenue: { actualCents: 33_000_000, budgetCents: 30_000_000, varianceCents: 3_000_000 },
        // Hosting 66,000 + Salaries 450,000 + Marketing 90,000, against 60,000 + 420,000 + 90,000.
        expenses: { actualCents: 60_600_000, budgetCents: 57_000_000, varianceCents: 3_600_000 },
        // (330,000 − 66,000) ÷ 330,000 and (300,000 − 60,000) ÷ 300,000.
        grossMargin: { actual: 80, budget: 80, variance: 0 },
        // Burns 100,000, 87,000 and 88,000 (with 1,000 of interest): 91,666.67 a month, against
        // 90,000 a month budgeted.
        burnRate: { actualCents: 9_166_667, budgetCents: 9_000_000, varianceCents: 166_667 },
      },
      categories: [
        {
          category: 'Hosting',
          kind: 'costOfSales',
          budgetedCents: 6_000_000,
          actualCents: 6_600_000,
          varianceCents: 600_000,
          status: 'over',
        },
        {
          category: 'Marketing',
          kind: 'expense',
          budgetedCents: 9_000_000,
          actualCents: 9_000_000,
          varianceCents: 0,
          status: 'under',
        },
        {
          category: 'Salaries',
          kind: 'expense',
          budgetedCents: 42_000_000,
          actualCents: 45_000_000,
          varianceCents: 3_000_000,
          status: 'over',
        },
      ],
      runway: {
        cashMonth: '2026-09',
        currentCashCents: 180_000_000,
        monthlyBurnCents: 9_166_667,
        burnMonths: ['2026-07', '2026-08', '2026-09'],
        // 1,800,000 ÷ 91,666.67 = 19.64 months: the cash runs out in the 20th month after September.
        runwayMonths: 19.6,
        projectedCashOut: '2028-05',
      },
    });
  });

  it("are the executive's (an executive account, no HRIS synced), the same as the admin's", async () => {
    const { cookies } = await login(t.app, ALEX);
    const answer = await figures(cookies);
    expect(answer.provenance).toMatchObject({ state: 'live', provider: 'other' });
    expect(answer.figures?.summary.revenue).toEqual({
      actualCents: 33_000_000,
      budgetCents: 30_000_000,
      varianceCents: 3_000_000,
    });
    expect(answer.figures?.runway?.runwayMonths).toBe(19.6);
  });

  it('are the sample (none) for someone who is neither an executive, HR nor an admin', async () => {
    const { cookies } = await login(t.app, JORDAN);
    expect(await figures(cookies)).toMatchObject({
      provenance: { state: 'sample', provider: null },
      figures: null,
    });
  });

  it("give a manager the tracker lines of their own department, and no one else's", async () => {
    const { cookies } = await login(t.app, SARAH);
    const budget = async (who: Record<string, string>) => {
      const answer = await t.app.inject({ url: '/api/finance/department-budget', cookies: who });
      expect(answer.statusCode).toBe(200);
      return ZDepartmentBudgetResponse.parse(answer.json());
    };
    // Before an HRIS says who is in which department: no lines, the tracker keeps its sample.
    expect((await budget(cookies)).lines).toBeNull();
    // Alex at the top, Sarah managing Engineering, Jordan one of her engineers.
    fakes.push(await syncEngineeringHris(t, cookies, KEY));

    expect(await budget(cookies)).toMatchObject({
      provenance: { state: 'live', provider: 'other' },
      department: 'Engineering',
      currency: 'USD',
      period: { from: '2026-01', to: '2026-09' },
      // Salaries of Engineering: 3 × 140,000 budgeted, 3 × 150,000 spent: 107.1 %.
      lines: [
        {
          id: 1,
          category: 'Salaries',
          budgeted: '420000.00',
          actual: '450000.00',
          utilization: '107.1',
        },
      ],
    });
    // Jordan manages no one: no department's budget, however his department is known.
    expect(await budget((await login(t.app, JORDAN)).cookies)).toMatchObject({
      department: null,
      lines: null,
    });
  });

  it("are the sample (none) for a visitor, and so are the tracker's lines", async () => {
    expect(await figures({})).toMatchObject({
      provenance: { state: 'sample', provider: null },
      figures: null,
    });
    const tracker = await t.app.inject({ url: '/api/finance/department-budget' });
    expect(tracker.statusCode).toBe(200);
    expect(ZDepartmentBudgetResponse.parse(tracker.json())).toEqual({
      provenance: expect.objectContaining({ state: 'sample', provider: null }),
      department: null,
      currency: null,
      period: null,
      lines: null,
    });
  });
});
