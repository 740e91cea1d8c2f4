import { type OtherFeedFake, startOtherFeedFake } from '@q/provider-fakes/other-feed';
import { ZSyncRunsResponse } from '@q/schemas/sync';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncedCashBalances, syncedFinanceLines } from '../src/db/schema.js';
import { buildTestApp, login, SARAH, syncAndWait, type TestApp } from './helpers.js';

/**
 * The "Other" financial feed through the engine into the database (PGlite or PostgreSQL): the
 * monthly amounts and month-end cash the fake serves, stored as whole cents, amounts of the same
 * key added up; a feed that breaks its contract fails the run and changes nothing stored.
 */
let t: TestApp;
const fakes: OtherFeedFake[] = [];
const KEY = 'fin-feed-key-Qm7Tz3Lp';

beforeAll(async () => {
  t = await buildTestApp({
    config: { integrationAllowPrivateTargets: true, syncBackoffBaseMs: 5 },
  });
});

afterAll(async () => {
  await t?.close();
  await Promise.all(fakes.map((fake) => fake.close()));
});

/** The feed of a small company: two months of actuals, a budget line, cash at two month-ends. */
const LINES = [
  {
    month: '2026-08',
    scenario: 'actual',
    kind: 'revenue',
    category: 'Subscriptions',
    amount: 100000,
  },
  {
    month: '2026-08',
    scenario: 'actual',
    kind: 'costOfSales',
    category: 'Hosting',
    amount: 20000.5,
  },
  {
    month: '2026-08',
    scenario: 'actual',
    kind: 'expense',
    category: 'Salaries',
    department: 'Engineering',
    amount: 90000,
  },
  {
    month: '2026-08',
    scenario: 'actual',
    kind: 'expense',
    category: 'Salaries',
    department: 'Engineering',
    amount: 10000.25,
  },
  {
    month: '2026-08',
    scenario: 'budget',
    kind: 'expense',
    category: 'Salaries',
    department: 'Engineering',
    amount: 95000,
  },
  {
    month: '2026-09',
    scenario: 'actual',
    kind: 'revenue',
    category: 'Subscriptions',
    amount: 110000.1,
  },
  {
    month: '2026-09',
    scenario: 'actual',
    kind: 'expense',
    category: 'Mar\u0000keting',
    department: null,
    amount: 30000,
  },
];
const CASH = [
  { month: '2026-08', balance: 1500000 },
  { month: '2026-09', balance: 1420000.55 },
];

async function connect(cookies: Record<string, string>, endpoint: string): Promise<number> {
  const existing = (await t.app.inject({ url: '/api/system-integrations', cookies })).json() as {
    id: number;
    systemType: string;
  }[];
  for (const record of existing.filter((r) => r.systemType === 'financial')) {
    await t.app.inject({ method: 'DELETE', url: `/api/system-integrations/${record.id}`, cookies });
  }
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/system-integrations',
    cookies,
    payload: {
      systemType: 'financial',
      systemName: 'other',
      isEnabled: true,
      syncFrequency: 'daily',
      apiEndpoint: endpoint,
      apiKey: KEY,
    },
  });
  expect(created.statusCode).toBe(201);
  expect(created.json().syncAvailable).toBe(true);
  return created.json().id;
}

async function storedLines(integrationId: number) {
  return t.database.db
    .select({
      sourceId: syncedFinanceLines.sourceId,
      month: syncedFinanceLines.month,
      scenario: syncedFinanceLines.scenario,
      kind: syncedFinanceLines.kind,
      category: syncedFinanceLines.category,
      department: syncedFinanceLines.department,
      currency: syncedFinanceLines.currency,
      amountCents: syncedFinanceLines.amountCents,
    })
    .from(syncedFinanceLines)
    .where(eq(syncedFinanceLines.integrationId, integrationId))
    .orderBy(asc(syncedFinanceLines.sourceId));
}

async function storedCash(integrationId: number) {
  return t.database.db
    .select({
      month: syncedCashBalances.month,
      currency: syncedCashBalances.currency,
      amountCents: syncedCashBalances.amountCents,
    })
    .from(syncedCashBalances)
    .where(eq(syncedCashBalances.integrationId, integrationId))
    .orderBy(asc(syncedCashBalances.month));
}

/** The integration's newest run, as its History answers it. */
async function lastRun(integrationId: number) {
  const { cookies } = await login(t.app, SARAH);
  const runs = ZSyncRunsResponse.parse(
    (
      await t.app.inject({ url: `/api/system-integrations/${integrationId}/sync-runs`, cookies })
    ).json(),
  );
  return runs[0];
}

/** What the fake's feed stores, worked out by hand from LINES and CASH above. */
const EXPECTED_LINES = [
  {
    sourceId: 'actual|2026-08|costOfSales|Hosting|',
    month: '2026-08',
    scenario: 'actual',
    kind: 'costOfSales',
    category: 'Hosting',
    department: null,
    currency: 'EUR',
    amountCents: 2_000_050,
  },
  {
    // 90,000.00 + 10,000.25, sent as two lines of one key.
    sourceId: 'actual|2026-08|expense|Salaries|Engineering',
    month: '2026-08',
    scenario: 'actual',
    kind: 'expense',
    category: 'Salaries',
    department: 'Engineering',
    currency: 'EUR',
    amountCents: 10_000_025,
  },
  {
    sourceId: 'actual|2026-08|revenue|Subscriptions|',
    month: '2026-08',
    scenario: 'actual',
    kind: 'revenue',
    category: 'Subscriptions',
    department: null,
    currency: 'EUR',
    amountCents: 10_000_000,
  },
  {
    // The NUL is cleaned out of the category.
    sourceId: 'actual|2026-09|expense|Marketing|',
    month: '2026-09',
    scenario: 'actual',
    kind: 'expense',
    category: 'Marketing',
    department: null,
    currency: 'EUR',
    amountCents: 3_000_000,
  },
  {
    sourceId: 'actual|2026-09|revenue|Subscriptions|',
    month: '2026-09',
    scenario: 'actual',
    kind: 'revenue',
    category: 'Subscriptions',
    department: null,
    currency: 'EUR',
    amountCents: 11_000_010,
  },
  {
    sourceId: 'budget|2026-08|expense|Salaries|Engineering',
    month: '2026-08',
    scenario: 'budget',
    kind: 'expense',
    category: 'Salaries',
    department: 'Engineering',
    currency: 'EUR',
    amountCents: 9_500_000,
  },
];
const EXPECTED_CASH = [
  { month: '2026-08', currency: 'EUR', amountCents: 150_000_000 },
  { month: '2026-09', currency: 'EUR', amountCents: 142_000_055 },
];

describe('the "Other" financial feed, through the engine', () => {
  it('stores every month’s amounts and cash in cents, and a second run changes nothing', async () => {
    const fake = await startOtherFeedFake({
      apiKey: KEY,
      financialLines: LINES,
      cash: CASH,
      currency: 'EUR',
      pageSize: 2,
    });
    fakes.push(fake);
    const { cookies } = await login(t.app, SARAH);
    const id = await connect(cookies, fake.financialEndpoint);
    await syncAndWait(t, cookies, id, 'success');
    expect(await storedLines(id)).toEqual(EXPECTED_LINES);
    expect(await storedCash(id)).toEqual(EXPECTED_CASH);
    // 7 lines on 4 pages of 2; every request carried the key.
    expect(fake.feedRequests()).toHaveLength(4);
    expect(fake.feedRequests().every((r) => r.headers.authorization === `Bearer ${KEY}`)).toBe(
      true,
    );
    expect((await lastRun(id))?.counts).toEqual({ created: 8, updated: 0, removed: 0 });

    await syncAndWait(t, cookies, id, 'success');
    expect((await lastRun(id))?.counts).toEqual({ created: 0, updated: 0, removed: 0 });
  });

  it('waits out a 429 and applies the run', async () => {
    const fake = await startOtherFeedFake({
      apiKey: KEY,
      financialLines: LINES,
      cash: CASH,
      currency: 'EUR',
      pageSize: 2,
      rateLimitEvery: 2,
    });
    fakes.push(fake);
    const { cookies } = await login(t.app, SARAH);
    const id = await connect(cookies, fake.financialEndpoint);
    await syncAndWait(t, cookies, id, 'success');
    expect(await storedLines(id)).toEqual(EXPECTED_LINES);
    const run = await lastRun(id);
    expect(run?.retries).toBeGreaterThan(0);
    expect(
      fake.feedRequests().filter((r) => r.url.pathname === '/financial').length,
    ).toBeGreaterThan(4);
  });

  it.each([
    ['an amount sent as text', { amount: '12.50' }, 'at lines[0].amount'],
    ['an amount with a third decimal', { amount: 1.005 }, 'at lines[0].amount'],
    ['an amount beyond a trillion', { amount: 1e13 }, 'at lines[0].amount'],
    ['a month that is not one', { month: '2026-13' }, 'at lines[0].month'],
    ['an unknown kind', { kind: 'ebitda' }, 'at lines[0].kind'],
  ])('fails the run on %s, and keeps what was stored', async (_name, broken, where) => {
    const lines: Record<string, unknown>[] = [...LINES];
    const good = await startOtherFeedFake({
      apiKey: KEY,
      financialLines: lines,
      cash: CASH,
      currency: 'EUR',
      pageSize: 2,
    });
    fakes.push(good);
    const { cookies } = await login(t.app, SARAH);
    const id = await connect(cookies, good.financialEndpoint);
    await syncAndWait(t, cookies, id, 'success');

    // The same feed, its third page's first line now broken.
    lines[4] = { ...lines[4], ...broken };
    await syncAndWait(t, cookies, id, 'error');
    const run = await lastRun(id);
    expect(run?.reason).toBe('contract');
    expect(run?.message).toContain('Q financial feed');
    expect(run?.message).toContain(where);
    expect(await storedLines(id)).toEqual(EXPECTED_LINES);
    expect(await storedCash(id)).toEqual(EXPECTED_CASH);
  });

  it('keeps the fiscal year the feed names on every line, and refuses pages that disagree', async () => {
    const fake = await startOtherFeedFake({
      apiKey: KEY,
      financialLines: LINES,
      cash: CASH,
      currency: 'EUR',
      fiscalYearStartMonth: () => 7,
      pageSize: 2,
    });
    fakes.push(fake);
    const { cookies } = await login(t.app, SARAH);
    const id = await connect(cookies, fake.financialEndpoint);
    await syncAndWait(t, cookies, id, 'success');
    const rows = await t.database.db
      .select({ month: syncedFinanceLines.month, start: syncedFinanceLines.fiscalYearStart })
      .from(syncedFinanceLines)
      .where(eq(syncedFinanceLines.integrationId, id));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      // July starts the fiscal year: June 2026 is of the year from July 2025.
      const year = Number(row.month.slice(0, 4)) - (Number(row.month.slice(5)) >= 7 ? 0 : 1);
      expect(row.start).toBe(`${year}-07`);
    }

    const split = await startOtherFeedFake({
      apiKey: KEY,
      financialLines: LINES,
      cash: CASH,
      currency: 'EUR',
      fiscalYearStartMonth: (page) => (page === 2 ? 4 : undefined),
      pageSize: 2,
    });
    fakes.push(split);
    const other = await connect(cookies, split.financialEndpoint);
    await syncAndWait(t, cookies, other, 'error');
    expect((await lastRun(other))?.message).toContain('different first months of the fiscal year');
  });

  it('fails the run when pages name different currencies, nothing applied', async () => {
    const fake = await startOtherFeedFake({
      apiKey: KEY,
      financialLines: LINES,
      cash: CASH,
      currency: (page) => (page === 3 ? 'USD' : 'EUR'),
      pageSize: 2,
    });
    fakes.push(fake);
    const { cookies } = await login(t.app, SARAH);
    const id = await connect(cookies, fake.financialEndpoint);
    await syncAndWait(t, cookies, id, 'error');
    expect((await lastRun(id))?.message).toContain('different currencies');
    expect(await storedLines(id)).toEqual([]);
    expect(await storedCash(id)).toEqual([]);
  });
});
