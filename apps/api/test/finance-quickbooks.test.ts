import type { OtherFeedFake } from '@q/provider-fakes/other-feed';
import {
  type QuickBooksFake,
  type QuickBooksFakeOptions,
  startQuickBooksFake,
} from '@q/provider-fakes/quickbooks';
import { ZDepartmentBudgetResponse, ZFinanceFiguresResponse } from '@q/schemas/finance';
import { ZSystemIntegrationsResponse } from '@q/schemas/integrations';
import { ZSyncRunsResponse } from '@q/schemas/sync';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvents,
  integrationOAuthGrants,
  syncedCashBalances,
  syncedFinanceLines,
} from '../src/db/schema.js';
import {
  ALEX,
  buildTestApp,
  login,
  SARAH,
  syncAndWait,
  syncEngineeringHris,
  type TestApp,
} from './helpers.js';

/**
 * QuickBooks Online against its fake on loopback, on PGlite or PostgreSQL: the admin connects
 * by consent over HTTP (the state bound to the browser, the code exchanged, the tokens sealed),
 * a run reads the reports and the budgets into monthly figures worked out by hand below, the
 * access token is refreshed when it expires, a revoked consent fails the run saying so, a 429
 * is waited out, and a hostile report fails the run with nothing applied.
 */
let t: TestApp;
const fakes: QuickBooksFake[] = [];
const otherFakes: OtherFeedFake[] = [];
const HRIS_KEY = 'qbo-hris-key-Tc5Rw8Lm';
const CLIENT_ID = 'qbo-client-Hq2Lm';
const CLIENT_SECRET = 'qbo-secret-Vn8Rt4Kw1Zp6';
const REALM = '9130350000000001';

beforeAll(async () => {
  t = await buildTestApp({
    config: { integrationAllowPrivateTargets: true, syncBackoffBaseMs: 5 },
  });
});

afterAll(async () => {
  await t?.close();
  await Promise.all([...fakes, ...otherFakes].map((fake) => fake.close()));
});

/** `YYYY-MM` of the month `back` months before this one (UTC). */
function monthsAgo(back: number): string {
  const now = new Date();
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  return at.toISOString().slice(0, 7);
}
// Two months ago, last month and this month: inside the previous and current fiscal years.
const M1 = monthsAgo(2);
const M2 = monthsAgo(1);
const M3 = monthsAgo(0);

/** A small company's books. Consulting has a sub-account (Workshops) and postings of its own. */
function books(): Pick<QuickBooksFakeOptions, 'accounts' | 'budgets'> {
  return {
    accounts: [
      {
        id: '1',
        // A NUL and a zero-width space, as a hostile answer may carry: cleaned to 'Sales'.
        name: 'Sa\u0000les\u200B',
        type: 'Income',
        amounts: { [M1]: '50000.00', [M2]: '52000.00' },
      },
      { id: '2', name: 'Consulting', type: 'Income', amounts: { [M2]: '1000.00' } },
      {
        id: '3',
        name: 'Workshops',
        type: 'Income',
        parentId: '2',
        amounts: { [M1]: '2500.50', [M2]: '3000.00' },
      },
      {
        id: '4',
        name: 'Hosting',
        type: 'Cost of Goods Sold',
        amounts: { [M1]: '8000.00', [M2]: '8200.25' },
      },
      {
        id: '5',
        name: 'Payroll',
        type: 'Expense',
        amounts: { [M1]: '30000.00', [M2]: '30000.00' },
      },
      { id: '6', name: 'Rent', type: 'Expense', amounts: { [M2]: '5000.00' } },
      { id: '7', name: 'Interest Income', type: 'Other Income', amounts: { [M2]: '12.34' } },
      {
        id: '8',
        name: 'Checking',
        type: 'Bank',
        amounts: { [M1]: '400000.00', [M2]: '380000.00' },
      },
      {
        id: '9',
        name: 'Savings',
        type: 'Bank',
        amounts: { [M1]: '100000.00', [M2]: '100000.00' },
      },
    ],
    budgets: [
      {
        id: '1',
        name: 'FY budget',
        lines: [
          { accountId: '1', month: M2, amount: 50000 },
          { accountId: '5', month: M2, amount: 29000 },
          // A sub-account's budget counts for its top-level account.
          { accountId: '3', month: M2, amount: 3500 },
        ],
      },
      {
        id: '2',
        name: 'FY budget (revised)',
        lines: [
          // Budget 1 has this month: this line is not read.
          { accountId: '1', month: M2, amount: 99999 },
          { accountId: '1', month: M3, amount: 60000 },
        ],
      },
    ],
  };
}

/** The figures the run stores, worked out by hand from books() above (in cents). */
const EXPECTED_LINES = () =>
  [
    [`actual|${M1}|revenue|Sales|`, 5_000_000],
    [`actual|${M2}|revenue|Sales|`, 5_200_000],
    // Workshops 2,500.50 in M1; Consulting's own 1,000.00 + Workshops 3,000.00 in M2.
    [`actual|${M1}|revenue|Consulting|`, 250_050],
    [`actual|${M2}|revenue|Consulting|`, 400_000],
    [`actual|${M1}|costOfSales|Hosting|`, 800_000],
    [`actual|${M2}|costOfSales|Hosting|`, 820_025],
    [`actual|${M1}|expense|Payroll|`, 3_000_000],
    [`actual|${M2}|expense|Payroll|`, 3_000_000],
    [`actual|${M2}|expense|Rent|`, 500_000],
    [`actual|${M2}|otherIncome|Interest Income|`, 1_234],
    [`budget|${M2}|revenue|Sales|`, 5_000_000],
    [`budget|${M2}|expense|Payroll|`, 2_900_000],
    [`budget|${M2}|revenue|Consulting|`, 350_000],
    [`budget|${M3}|revenue|Sales|`, 6_000_000],
  ].sort(([a], [b]) => String(a).localeCompare(String(b)));
// Checking + Savings at each month-end.
const EXPECTED_CASH = () => [
  [M1, 50_000_000],
  [M2, 48_000_000],
];

async function startFake(extra: Partial<QuickBooksFakeOptions> = {}) {
  const fake = await startQuickBooksFake({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    realmId: REALM,
    ...books(),
    ...extra,
  });
  fakes.push(fake);
  return fake;
}

/** Saves the organisation's financial integration as QuickBooks at the fake. */
async function createIntegration(cookies: Record<string, string>, fake: QuickBooksFake) {
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
      systemName: 'quickbooks',
      isEnabled: true,
      syncFrequency: 'daily',
      apiEndpoint: fake.endpoint,
      apiKey: CLIENT_SECRET,
      configData: { clientId: CLIENT_ID },
    },
  });
  expect(created.statusCode).toBe(201);
  return created.json().id as number;
}

/**
 * Connect QuickBooks as the browser does it: Q's connect call, Intuit's consent page (the fake
 * consents and redirects), and back to Q's callback with the consent cookie. Answers the
 * callback's answer.
 */
async function connect(
  cookies: Record<string, string>,
  id: number,
  tamper: (callback: URL) => void | Promise<void> = () => {},
) {
  const start = await t.app.inject({
    url: `/api/system-integrations/${id}/quickbooks/connect`,
    cookies,
  });
  expect(start.statusCode).toBe(303);
  const consentCookie = start.cookies.find((cookie) => cookie.name === 'q_qbo_consent');
  expect(consentCookie?.httpOnly).toBe(true);
  const authorize = new URL(start.headers.location as string);
  expect(authorize.searchParams.get('client_id')).toBe(CLIENT_ID);
  expect(authorize.searchParams.get('scope')).toBe('com.intuit.quickbooks.accounting');
  const consent = await fetch(authorize, { redirect: 'manual' });
  expect(consent.status).toBe(302);
  const callback = new URL(consent.headers.get('location') as string);
  expect(callback.pathname).toBe('/api/integrations/quickbooks/callback');
  await tamper(callback);
  return t.app.inject({
    url: `${callback.pathname}${callback.search}`,
    cookies: { ...cookies, ...(consentCookie && { q_qbo_consent: consentCookie.value }) },
  });
}

async function storedLines(id: number) {
  const rows = await t.database.db
    .select({ sourceId: syncedFinanceLines.sourceId, amountCents: syncedFinanceLines.amountCents })
    .from(syncedFinanceLines)
    .where(eq(syncedFinanceLines.integrationId, id))
    .orderBy(asc(syncedFinanceLines.sourceId));
  return rows.map((row) => [row.sourceId, row.amountCents]);
}

async function storedCash(id: number) {
  const rows = await t.database.db
    .select({ month: syncedCashBalances.month, amountCents: syncedCashBalances.amountCents })
    .from(syncedCashBalances)
    .where(eq(syncedCashBalances.integrationId, id))
    .orderBy(asc(syncedCashBalances.month));
  return rows.map((row) => [row.month, row.amountCents]);
}

async function grantRow(id: number) {
  const [row] = await t.database.db
    .select()
    .from(integrationOAuthGrants)
    .where(eq(integrationOAuthGrants.integrationId, id));
  return row;
}

async function lastRun(cookies: Record<string, string>, id: number) {
  const runs = ZSyncRunsResponse.parse(
    (await t.app.inject({ url: `/api/system-integrations/${id}/sync-runs`, cookies })).json(),
  );
  return runs[0];
}

/** A connected integration at a fresh fake. */
async function connected(extra: Partial<QuickBooksFakeOptions> = {}) {
  const fake = await startFake(extra);
  const { cookies } = await login(t.app, SARAH);
  const id = await createIntegration(cookies, fake);
  const answer = await connect(cookies, id);
  expect(answer.statusCode).toBe(303);
  expect(answer.headers.location).toBe('/settings?quickbooks=connected');
  return { fake, cookies, id };
}

describe('connecting QuickBooks by consent', () => {
  it('exchanges the code, keeps the realm id and seals the tokens at rest', async () => {
    const { fake, cookies, id } = await connected();
    const row = await grantRow(id);
    expect(row?.realmId).toBe(REALM);
    const [issued] = fake.issued();
    expect(issued).toBeDefined();
    // Sealed: neither token is in the stored column, in any form.
    for (const token of [issued?.accessToken, issued?.refreshToken] as string[]) {
      expect(row?.tokensCiphertext).not.toContain(token);
      expect(row?.tokensCiphertext).not.toContain(Buffer.from(token).toString('base64'));
    }
    // The client secret went to the token endpoint only, as Basic credentials.
    const [exchange] = fake.tokenRequests();
    expect(new URLSearchParams(exchange?.body).get('grant_type')).toBe('authorization_code');
    expect(exchange?.headers.authorization).toBe(
      `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64')}`,
    );
    // The trail says who connected it, never a token.
    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'integration-authorised'));
    expect(events.length).toBeGreaterThan(0);
    expect(JSON.stringify(events)).not.toContain(issued?.accessToken as string);
    // Connected, the connection test passes with the grant.
    const tested = await t.app.inject({
      method: 'POST',
      url: `/api/system-integrations/${id}/test`,
      cookies,
    });
    expect(tested.json()).toMatchObject({ ok: true });
  });

  it('says in the integrations list whether consent was given, never a token', async () => {
    const fake = await startFake();
    const { cookies } = await login(t.app, SARAH);
    const id = await createIntegration(cookies, fake);
    const listed = async () => {
      const answer = await t.app.inject({ url: '/api/system-integrations', cookies });
      expect(answer.statusCode).toBe(200);
      const records = ZSystemIntegrationsResponse.parse(answer.json());
      return { record: records.find((r) => r.id === id), text: answer.body };
    };
    expect((await listed()).record?.consented).toBe(false);
    const answer = await connect(cookies, id);
    expect(answer.headers.location).toBe('/settings?quickbooks=connected');
    const after = await listed();
    expect(after.record?.consented).toBe(true);
    for (const { accessToken, refreshToken } of fake.issued()) {
      expect(after.text).not.toContain(accessToken);
      expect(after.text).not.toContain(refreshToken);
    }
    // Revoked at Intuit, the grant stays stored: still consented, to be given again.
    fake.revokeConsent();
    expect((await listed()).record?.consented).toBe(true);
  });

  it('refuses a callback whose state is not the one this browser was sent with (400)', async () => {
    const fake = await startFake();
    const { cookies } = await login(t.app, SARAH);
    const id = await createIntegration(cookies, fake);
    const forged = await connect(cookies, id, (callback) =>
      callback.searchParams.set('state', 'forged-state'),
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toContain('Connect QuickBooks again');
    // Without the browser's consent cookie at all.
    const start = await t.app.inject({
      url: `/api/system-integrations/${id}/quickbooks/connect`,
      cookies,
    });
    const state = new URL(start.headers.location as string).searchParams.get('state');
    const cookieless = await t.app.inject({
      url: `/api/integrations/quickbooks/callback?code=x&realmId=${REALM}&state=${state}`,
      cookies,
    });
    expect(cookieless.statusCode).toBe(400);
    // Nothing was exchanged, nothing stored.
    expect(fake.tokenRequests()).toHaveLength(0);
    expect(await grantRow(id)).toBeUndefined();
  });

  it('sends the code nowhere when the endpoint moved while the admin was at Intuit', async () => {
    const fake = await startFake();
    const elsewhere = await startFake();
    const { cookies } = await login(t.app, SARAH);
    const id = await createIntegration(cookies, fake);
    const answer = await connect(cookies, id, async () => {
      const moved = await t.app.inject({
        method: 'PATCH',
        url: `/api/system-integrations/${id}`,
        cookies,
        payload: { apiEndpoint: elsewhere.endpoint, apiKey: CLIENT_SECRET },
      });
      expect(moved.statusCode).toBe(200);
    });
    expect(answer.headers.location).toBe('/settings?quickbooks=failed');
    expect(fake.tokenRequests()).toHaveLength(0);
    expect(elsewhere.tokenRequests()).toHaveLength(0);
    expect(await grantRow(id)).toBeUndefined();
  });

  it('says so when the admin declines at Intuit', async () => {
    const fake = await startFake({ denyConsent: true });
    const { cookies } = await login(t.app, SARAH);
    const id = await createIntegration(cookies, fake);
    const answer = await connect(cookies, id);
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/settings?quickbooks=cancelled');
    expect(await grantRow(id)).toBeUndefined();
  });

  it('fails a run before consent, saying to connect', async () => {
    const fake = await startFake();
    const { cookies } = await login(t.app, SARAH);
    const id = await createIntegration(cookies, fake);
    await syncAndWait(t, cookies, id, 'error');
    expect((await lastRun(cookies, id))?.message).toContain('press Connect QuickBooks');
    expect(fake.apiRequests()).toHaveLength(0);
  });
});

describe('a QuickBooks run', () => {
  it('stores each month’s figures and cash as worked out by hand, with minorversion pinned', async () => {
    const { fake, cookies, id } = await connected();
    await syncAndWait(t, cookies, id, 'success');
    expect(await storedLines(id)).toEqual(EXPECTED_LINES());
    expect(await storedCash(id)).toEqual(EXPECTED_CASH());
    const currencies = await t.database.db
      .selectDistinct({ currency: syncedFinanceLines.currency })
      .from(syncedFinanceLines)
      .where(eq(syncedFinanceLines.integrationId, id));
    expect(currencies).toEqual([{ currency: 'USD' }]);
    for (const request of fake.apiRequests()) {
      expect(request.url.searchParams.get('minorversion')).toBe('75');
      expect(request.url.pathname).toContain(`/v3/company/${REALM}/`);
    }
    // An unchanged second run writes nothing.
    await syncAndWait(t, cookies, id, 'success');
    expect((await lastRun(cookies, id))?.counts).toEqual({ created: 0, updated: 0, removed: 0 });
  });

  it('counts the year to date from the first month of the company’s fiscal year', async () => {
    // The fiscal year starts in last month (M2): two months ago (M1) closed the previous one.
    const firstMonth = new Date(`${M2}-01T00:00:00Z`).toLocaleString('en-US', {
      month: 'long',
      timeZone: 'UTC',
    });
    const { cookies, id } = await connected({ fiscalYearStartMonth: firstMonth });
    await syncAndWait(t, cookies, id, 'success');
    const { cookies: alex } = await login(t.app, ALEX);
    const answer = ZFinanceFiguresResponse.parse(
      (await t.app.inject({ url: '/api/finance/figures', cookies: alex })).json(),
    );
    expect(answer.figures?.period).toEqual({ from: M2, to: M2 });
    // M2's revenue alone: Sales 52,000.00 and Consulting 1,000.00 with Workshops 3,000.00.
    expect(answer.figures?.summary.revenue.actualCents).toBe(5_600_000);
  });

  it('refreshes an expired access token, stores the rotated grant, and reads on', async () => {
    const { fake, cookies, id } = await connected();
    const before = await grantRow(id);
    fake.expireAccessTokens();
    await syncAndWait(t, cookies, id, 'success');
    expect(await storedLines(id)).toEqual(EXPECTED_LINES());
    const refreshes = fake
      .tokenRequests()
      .filter((r) => new URLSearchParams(r.body).get('grant_type') === 'refresh_token');
    expect(refreshes).toHaveLength(1);
    expect(new URLSearchParams(refreshes[0]?.body).get('refresh_token')).toBe(
      fake.issued()[0]?.refreshToken,
    );
    const after = await grantRow(id);
    expect(after?.tokensCiphertext).not.toBe(before?.tokensCiphertext);
    expect(after?.tokensCiphertext).not.toContain(fake.issued()[1]?.refreshToken as string);
  });

  it('refreshes before the first call when the stored token is about to expire', async () => {
    const { fake, cookies, id } = await connected();
    await t.database.db
      .update(integrationOAuthGrants)
      .set({ accessExpiresAt: new Date(Date.now() + 60_000) })
      .where(eq(integrationOAuthGrants.integrationId, id));
    await syncAndWait(t, cookies, id, 'success');
    const fresh = fake.issued()[1]?.accessToken;
    expect(fresh).toBeDefined();
    // Every call of the run carried the refreshed token: none was tried with the old one.
    for (const request of fake.apiRequests()) {
      expect(request.headers.authorization).toBe(`Bearer ${fresh}`);
    }
  });

  it('fails with a clear cause when the consent was revoked, keeping what was stored', async () => {
    const { fake, cookies, id } = await connected();
    await syncAndWait(t, cookies, id, 'success');
    fake.revokeConsent();
    await syncAndWait(t, cookies, id, 'error');
    const run = await lastRun(cookies, id);
    expect(run?.reason).toBe('rejected-key');
    expect(run?.message).toContain('invalid_grant');
    expect(run?.message).toContain('Connect QuickBooks');
    expect(await storedLines(id)).toEqual(EXPECTED_LINES());
  });

  it('waits out 429s (ThrottleExceeded) and applies the run', async () => {
    const { cookies, id } = await connected({ throttleEvery: 7 });
    await syncAndWait(t, cookies, id, 'success');
    expect(await storedLines(id)).toEqual(EXPECTED_LINES());
    expect((await lastRun(cookies, id))?.retries).toBeGreaterThan(0);
  });

  it.each([
    [
      'an amount that is not a number',
      (report: Record<string, unknown>) => {
        const income = (
          report.Rows as { Row: { Rows: { Row: { ColData: { value: string }[] }[] } }[] }
        ).Row[0];
        const cell = income?.Rows.Row[0]?.ColData[1];
        if (cell) cell.value = '12,50 USD';
      },
      'an amount that is not a number',
    ],
    [
      'a row name that is only control characters',
      (report: Record<string, unknown>) => {
        const income = (
          report.Rows as { Row: { Rows: { Row: { ColData: { value: string }[] }[] } }[] }
        ).Row[0];
        const cell = income?.Rows.Row[0]?.ColData[0];
        if (cell) cell.value = '\u0000\u0007';
      },
      'a row without a name',
    ],
    [
      'a report nested far deeper than any report is',
      (report: Record<string, unknown>) => {
        let deep: unknown = { type: 'Data', ColData: [{ value: 'x' }] };
        for (let i = 0; i < 200; i += 1) deep = { type: 'Section', Rows: { Row: [deep] } };
        (report.Rows as { Row: unknown[] }).Row.push(deep);
      },
      'nested more than',
    ],
    [
      'a report larger than Q reads (17 MiB)',
      (report: Record<string, unknown>) => {
        report.Padding = 'x'.repeat(17 * 1024 * 1024);
      },
      '',
    ],
  ])('fails the run on %s, nothing applied', async (_name, breakReport, cause) => {
    const { fake, cookies, id } = await connected();
    await syncAndWait(t, cookies, id, 'success');
    // The next run's first ProfitAndLoss answer is that report, broken.
    const report = fake.profitAndLoss(`${M1}-01`, `${M1}-28`);
    breakReport(report);
    fake.overrideNextProfitAndLoss(report);
    await syncAndWait(t, cookies, id, 'error');
    const run = await lastRun(cookies, id);
    expect(run?.reason).toBe(cause === '' ? 'too-large' : 'contract');
    expect(run?.message).toContain(cause);
    expect(await storedLines(id)).toEqual(EXPECTED_LINES());
    expect(await storedCash(id)).toEqual(EXPECTED_CASH());
  });
});

/**
 * The same books with two classes: Engineering takes part of last month's Hosting and Payroll,
 * Sales & Marketing all of its Sales and part of its Payroll; budget lines of Engineering carry
 * its ClassRef. The class names are the books' own spelling.
 */
function classBooks(): Pick<QuickBooksFakeOptions, 'accounts' | 'budgets' | 'classes'> {
  const base = books();
  const shares: Record<string, Record<string, Record<string, string>>> = {
    '1': { '200': { [M2]: '52000.00' } },
    '4': { '100': { [M2]: '6000.00' } },
    '5': { '100': { [M2]: '18000.00' }, '200': { [M2]: '7000.00' } },
  };
  return {
    classes: [
      { id: '100', name: 'engineering' },
      { id: '200', name: 'Sales & Marketing' },
    ],
    accounts: base.accounts.map((account) => ({
      ...account,
      ...(shares[account.id] && { classAmounts: shares[account.id] }),
    })),
    budgets: (base.budgets ?? []).map((budget) =>
      budget.id === '1'
        ? {
            ...budget,
            lines: [
              ...budget.lines,
              { accountId: '5', month: M2, amount: 17000, classId: '100' },
              { accountId: '4', month: M2, amount: 5000, classId: '100' },
            ],
          }
        : budget,
    ),
  };
}

describe('QuickBooks classes as departments', () => {
  it('stores each class’s share under its name and the rest with none, each amount once', async () => {
    const { fake, cookies, id } = await connected(classBooks());
    await syncAndWait(t, cookies, id, 'success');
    const expected = [
      ...EXPECTED_LINES().filter(
        ([key]) =>
          ![
            `actual|${M2}|revenue|Sales|`,
            `actual|${M2}|costOfSales|Hosting|`,
            `actual|${M2}|expense|Payroll|`,
          ].includes(key as string),
      ),
      // Sales: all 52,000.00 is Sales & Marketing's; nothing is left without a class.
      [`actual|${M2}|revenue|Sales|Sales & Marketing`, 5_200_000],
      // Hosting 8,200.25: 6,000.00 Engineering's, 2,200.25 without a class.
      [`actual|${M2}|costOfSales|Hosting|engineering`, 600_000],
      [`actual|${M2}|costOfSales|Hosting|`, 220_025],
      // Payroll 30,000.00: 18,000.00 Engineering's, 7,000.00 Sales & Marketing's, 5,000.00 left.
      [`actual|${M2}|expense|Payroll|engineering`, 1_800_000],
      [`actual|${M2}|expense|Payroll|Sales & Marketing`, 700_000],
      [`actual|${M2}|expense|Payroll|`, 500_000],
      // Budget lines with a ClassRef are Engineering's, beside the company's own.
      [`budget|${M2}|expense|Payroll|engineering`, 1_700_000],
      [`budget|${M2}|costOfSales|Hosting|engineering`, 500_000],
    ].sort(([a], [b]) => String(a).localeCompare(String(b)));
    // In one order whatever the database's collation.
    const byKey = ([a]: unknown[], [b]: unknown[]) =>
      String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0;
    expect((await storedLines(id)).sort(byKey)).toEqual(expected.sort(byKey));

    // Added up over the departments, the actuals are the company's report, as without classes.
    const company = new Map<string, number>();
    for (const [key, cents] of await storedLines(id)) {
      const [scenario, month, kind, category] = String(key).split('|');
      if (scenario !== 'actual') continue;
      const whole = `actual|${month}|${kind}|${category}|`;
      company.set(whole, (company.get(whole) ?? 0) + Number(cents));
    }
    expect([...company.entries()].sort(byKey)).toEqual(
      EXPECTED_LINES()
        .filter(([key]) => String(key).startsWith('actual|'))
        .sort(byKey),
    );

    // Each class's report was asked by its id, with the months of the company's.
    const classReports = fake
      .apiRequests()
      .filter((r) => r.url.pathname.endsWith('/reports/ProfitAndLoss'))
      .map((r) => r.url.searchParams.get('class'));
    expect(new Set(classReports)).toEqual(new Set([null, '100', '200']));
  });

  it('reads locations as the departments of a company that has no classes', async () => {
    const { fake, cookies, id } = await connected({
      ...classBooks(),
      departmentsAre: 'locations',
    });
    await syncAndWait(t, cookies, id, 'success');
    const stored = new Map((await storedLines(id)).map(([key, cents]) => [String(key), cents]));
    // The same split as with classes, read through the locations' reports and DepartmentRefs.
    expect(stored.get(`actual|${M2}|costOfSales|Hosting|engineering`)).toBe(600_000);
    expect(stored.get(`actual|${M2}|costOfSales|Hosting|`)).toBe(220_025);
    expect(stored.get(`actual|${M2}|expense|Payroll|Sales & Marketing`)).toBe(700_000);
    expect(stored.get(`budget|${M2}|expense|Payroll|engineering`)).toBe(1_700_000);
    const reports = fake
      .apiRequests()
      .filter((r) => r.url.pathname.endsWith('/reports/ProfitAndLoss'));
    expect(new Set(reports.map((r) => r.url.searchParams.get('department')))).toEqual(
      new Set([null, '100', '200']),
    );
    expect(reports.every((r) => r.url.searchParams.get('class') === null)).toBe(true);
  });

  it("gives the manager of Engineering (as the HRIS spells it) the class's tracker lines", async () => {
    const { cookies, id } = await connected(classBooks());
    await syncAndWait(t, cookies, id, 'success');
    otherFakes.push(await syncEngineeringHris(t, cookies, HRIS_KEY));

    const answer = await t.app.inject({ url: '/api/finance/department-budget', cookies });
    expect(answer.statusCode).toBe(200);
    expect(ZDepartmentBudgetResponse.parse(answer.json())).toEqual({
      provenance: expect.objectContaining({ state: 'live', provider: 'quickbooks' }),
      department: 'Engineering',
      currency: 'USD',
      // Year to date of last month, the latest with actuals.
      period: { from: `${M2.slice(0, 4)}-01`, to: M2 },
      lines: [
        // Hosting: 6,000.00 spent of 5,000.00 budgeted, 120 %.
        {
          id: 1,
          category: 'Hosting',
          budgeted: '5000.00',
          actual: '6000.00',
          utilization: '120.0',
        },
        // Payroll: 18,000.00 spent of 17,000.00 budgeted, 105.9 %.
        {
          id: 2,
          category: 'Payroll',
          budgeted: '17000.00',
          actual: '18000.00',
          utilization: '105.9',
        },
      ],
    });
  });
});
