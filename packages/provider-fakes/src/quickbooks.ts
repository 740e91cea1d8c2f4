import { randomBytes } from 'node:crypto';
import {
  basicCredentials,
  type FakeAnswer,
  type FakeFaults,
  type FakeRequest,
  type FakeServer,
  jsonAnswer,
  startProviderServer,
} from './server';

/**
 * A fake QuickBooks Online: Intuit's OAuth 2.0 server and the Accounting API's reads a finance
 * sync makes, answering in their documented formats:
 *
 * - `GET /connect/oauth2` (Intuit's `https://appcenter.intuit.com/connect/oauth2`): the consent
 *   page. The fake consents at once and redirects to `redirect_uri` with `code`, `state` and
 *   `realmId` (or `error=access_denied` when told to refuse).
 * - `POST /oauth2/v1/tokens/bearer` (Intuit's `https://oauth.platform.intuit.com/…`): HTTP Basic
 *   `client_id:client_secret`, form `grant_type=authorization_code` with `code` and the same
 *   `redirect_uri`, or `grant_type=refresh_token` with `refresh_token`. Answers `{ token_type:
 *   'bearer', access_token, refresh_token, expires_in: 3600, x_refresh_token_expires_in }`; each
 *   refresh rotates the refresh token (the old one stops working), as Intuit's may. A used code,
 *   an unknown or revoked refresh token is a 400 `{ error: 'invalid_grant' }`.
 * - `GET /v3/company/{realmId}/reports/ProfitAndLoss|BalanceSheet?start_date&end_date&
 *   summarize_column_by=Month&minorversion=N`: the report as `Header`/`Columns`/`Rows`, with
 *   sections (`type: 'Section'`, `group`, `Header`, `Rows`, `Summary`) nested around data rows
 *   (`type: 'Data'`, `ColData: [{ value, id }]`), sub-accounts as sections inside their parent;
 *   one Money column per month (`MetaData` StartDate/EndDate) and a Total column.
 *   With `class=<id>` (comma-separated ids), the ProfitAndLoss holds only what was posted with
 *   those classes; with `department=<id>`, those locations (`departmentsAre: 'locations'`).
 * - `GET /v3/company/{realmId}/query?query=select * from Account|Budget|Class|Department&minorversion=N`:
 *   `{ QueryResponse: { Account: […] } }` / `{ QueryResponse: { Budget: […] } }` (a line with a
 *   class carries its `ClassRef`) / `{ QueryResponse: { Class: […] } }`.
 * - `GET /v3/company/{realmId}/preferences`: the fiscal year's first month.
 *
 * API calls need `Authorization: Bearer <access token>` (401 with an AUTHENTICATION fault
 * otherwise) and a `minorversion` (400 without). Amounts are the strings QuickBooks sends.
 */

export type QuickBooksAccountType =
  | 'Income'
  | 'Cost of Goods Sold'
  | 'Expense'
  | 'Other Income'
  | 'Other Expense'
  | 'Bank';

export interface QuickBooksFakeAccount {
  id: string;
  name: string;
  type: QuickBooksAccountType;
  /** The parent account's id, for a sub-account. */
  parentId?: string;
  /** Amounts by month (`YYYY-MM`): activity for profit-and-loss accounts, month-end balance for banks. */
  amounts: Record<string, string>;
  /**
   * The share of `amounts` posted with a class, by class id then month: a report filtered by
   * that class shows only it. What no class names is the rest of `amounts`.
   */
  classAmounts?: Record<string, Record<string, string>>;
}

export interface QuickBooksFakeBudgetLine {
  accountId: string;
  /** `YYYY-MM` */
  month: string;
  amount: number;
  classId?: string;
}

export interface QuickBooksFakeOptions {
  clientId: string;
  clientSecret: string;
  realmId: string;
  accounts: QuickBooksFakeAccount[];
  budgets?: { id: string; name: string; lines: QuickBooksFakeBudgetLine[] }[];
  classes?: { id: string; name: string }[];
  /**
   * How the books tag departments: as classes (default), or as locations — then `classes`,
   * `classAmounts` and budget lines' `classId` are served as QuickBooks' locations (`select *
   * from Department`, a report's `department=<id>`, a budget line's `DepartmentRef`), and the
   * company has no classes.
   */
  departmentsAre?: 'classes' | 'locations';
  /** 'January' unless given. */
  fiscalYearStartMonth?: string;
  currency?: string;
  /** Answer 429 (a ThrottleExceeded fault, `Retry-After: 1`) to every Nth API request. */
  throttleEvery?: number;
  /** The consent page refuses (`error=access_denied`). */
  denyConsent?: boolean;
  faults?: FakeFaults;
  port?: number;
}

export interface QuickBooksFake extends FakeServer {
  /** The API Endpoint to enter: the fake's origin stands in for quickbooks.api.intuit.com. */
  endpoint: string;
  /** Makes every access token issued so far answer 401 (as after its hour). */
  expireAccessTokens(): void;
  /** The user disconnected the app at Intuit: every token stops working. */
  revokeConsent(): void;
  /** Requests to the API (not the OAuth server). */
  apiRequests(): FakeRequest[];
  /** Requests to the token endpoint. */
  tokenRequests(): FakeRequest[];
  /** The access and refresh tokens issued so far, oldest first. */
  issued(): { accessToken: string; refreshToken: string }[];
  /** The ProfitAndLoss report the fake answers for these dates (to break one on purpose). */
  profitAndLoss(start: string, end: string): Record<string, unknown>;
  /** The next ProfitAndLoss answer is `value` instead (a string is sent as it is). */
  overrideNextProfitAndLoss(value: unknown): void;
}

const MONTH_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** The months from `start` to `end` (YYYY-MM-DD), as YYYY-MM. */
function monthsBetween(start: string, end: string): string[] {
  const months: string[] = [];
  let year = Number(start.slice(0, 4));
  let month = Number(start.slice(5, 7));
  const last = end.slice(0, 7);
  for (let guard = 0; guard < 1200; guard += 1) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    months.push(key);
    if (key >= last) break;
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

function lastDay(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const day = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return `${month}-${String(day).padStart(2, '0')}`;
}

const cents = (amount: string | undefined) => Math.round(Number(amount ?? '0') * 100);
const money = (value: number) => (value === 0 ? '' : (value / 100).toFixed(2));

const fault = (status: number, type: string, message: string, code: string): FakeAnswer => ({
  status,
  json: { Fault: { Error: [{ Message: message, Detail: message, code }], type }, time: '' },
});

const PL_SECTIONS: { group: string; title: string; types: QuickBooksAccountType[] }[] = [
  { group: 'Income', title: 'Income', types: ['Income'] },
  { group: 'COGS', title: 'Cost of Goods Sold', types: ['Cost of Goods Sold'] },
  { group: 'Expenses', title: 'Expenses', types: ['Expense'] },
  { group: 'OtherIncome', title: 'Other Income', types: ['Other Income'] },
  { group: 'OtherExpenses', title: 'Other Expenses', types: ['Other Expense'] },
];

export async function startQuickBooksFake(options: QuickBooksFakeOptions): Promise<QuickBooksFake> {
  const faults = options.faults ?? {};
  const codes = new Map<string, string>(); // code → redirect_uri
  const accessTokens = new Set<string>();
  const refreshTokens = new Set<string>();
  const issuedTokens: { accessToken: string; refreshToken: string }[] = [];
  let apiCount = 0;
  let profitAndLossOverride: unknown;
  const byId = new Map(options.accounts.map((account) => [account.id, account]));
  /** The accounts the report being built sees (a class filter narrows their amounts). */
  let seen = options.accounts;
  const children = (id: string | undefined) => seen.filter((account) => account.parentId === id);

  function issue(): FakeAnswer {
    const accessToken = `qbo-at-${randomBytes(12).toString('hex')}`;
    const refreshToken = `qbo-rt-${randomBytes(12).toString('hex')}`;
    accessTokens.add(accessToken);
    refreshTokens.add(refreshToken);
    issuedTokens.push({ accessToken, refreshToken });
    return {
      json: {
        token_type: 'bearer',
        access_token: accessToken,
        refresh_token: refreshToken,
        expires_in: 3600,
        x_refresh_token_expires_in: 8_726_400,
      },
    };
  }

  function token(request: FakeRequest): FakeAnswer {
    const client = basicCredentials(request.headers.authorization);
    if (client?.user !== options.clientId || client.password !== options.clientSecret) {
      return { status: 401, json: { error: 'invalid_client' } };
    }
    const form = new URLSearchParams(request.body);
    const grant = form.get('grant_type');
    if (grant === 'authorization_code') {
      const code = form.get('code') ?? '';
      const redirect = codes.get(code);
      codes.delete(code);
      if (redirect === undefined || redirect !== form.get('redirect_uri')) {
        return { status: 400, json: { error: 'invalid_grant' } };
      }
      return issue();
    }
    if (grant === 'refresh_token') {
      const refresh = form.get('refresh_token') ?? '';
      if (!refreshTokens.delete(refresh)) return { status: 400, json: { error: 'invalid_grant' } };
      return issue();
    }
    return { status: 400, json: { error: 'unsupported_grant_type' } };
  }

  function authorize(request: FakeRequest): FakeAnswer {
    const params = request.url.searchParams;
    const redirect = params.get('redirect_uri');
    if (
      params.get('client_id') !== options.clientId ||
      params.get('response_type') !== 'code' ||
      !redirect
    ) {
      return { status: 400, raw: 'invalid request' };
    }
    const back = new URL(redirect);
    back.searchParams.set('state', params.get('state') ?? '');
    if (options.denyConsent) {
      back.searchParams.set('error', 'access_denied');
    } else {
      const code = `qbo-code-${randomBytes(8).toString('hex')}`;
      codes.set(code, redirect);
      back.searchParams.set('code', code);
      back.searchParams.set('realmId', options.realmId);
    }
    return { status: 302, headers: { location: back.toString() } };
  }

  function columns(months: string[]) {
    return {
      Column: [
        { ColTitle: '', ColType: 'Account', MetaData: [{ Name: 'ColKey', Value: 'account' }] },
        ...months.map((month) => ({
          ColTitle: `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`,
          ColType: 'Money',
          MetaData: [
            { Name: 'StartDate', Value: `${month}-01` },
            { Name: 'EndDate', Value: lastDay(month) },
            { Name: 'ColKey', Value: month },
          ],
        })),
        { ColTitle: 'Total', ColType: 'Money', MetaData: [{ Name: 'ColKey', Value: 'total' }] },
      ],
    };
  }

  /** Totals in cents per month of an account and its sub-accounts. */
  function totals(account: QuickBooksFakeAccount, months: string[], balance: boolean): number[] {
    const own = months.map((month) => cents(account.amounts[month]));
    for (const child of children(account.id)) {
      totals(child, months, balance).forEach((value, i) => {
        own[i] = (own[i] ?? 0) + value;
      });
    }
    return own;
  }

  function moneyRow(values: number[], balance: boolean) {
    const total = balance ? (values.at(-1) ?? 0) : values.reduce((sum, v) => sum + v, 0);
    return [...values.map(money), money(total)];
  }

  /** An account as QuickBooks shows it: a data row, or a section when it has sub-accounts. */
  function accountRow(account: QuickBooksFakeAccount, months: string[], balance: boolean): unknown {
    const own = months.map((month) => cents(account.amounts[month]));
    const subs = children(account.id);
    if (subs.length === 0) {
      return {
        type: 'Data',
        ColData: [{ value: account.name, id: account.id }, ...moneyRow(own, balance).map(v)],
      };
    }
    // A parent's own postings are a data row of its own name inside its section.
    const ownRow = own.some((value) => value !== 0)
      ? [
          {
            type: 'Data',
            ColData: [{ value: account.name, id: account.id }, ...moneyRow(own, balance).map(v)],
          },
        ]
      : [];
    return {
      type: 'Section',
      Header: {
        ColData: [{ value: account.name, id: account.id }, ...months.map(() => v('')), v('')],
      },
      Rows: { Row: [...ownRow, ...subs.map((sub) => accountRow(sub, months, balance))] },
      Summary: {
        ColData: [
          { value: `Total ${account.name}` },
          ...moneyRow(totals(account, months, balance), balance).map(v),
        ],
      },
    };
  }

  function v(value: string) {
    return { value };
  }

  function section(
    group: string,
    title: string,
    accounts: QuickBooksFakeAccount[],
    months: string[],
    balance: boolean,
  ) {
    const sums = months.map(() => 0);
    for (const account of accounts) {
      totals(account, months, balance).forEach((value, i) => {
        sums[i] = (sums[i] ?? 0) + value;
      });
    }
    return {
      row: {
        type: 'Section',
        group,
        Header: { ColData: [{ value: title }, ...months.map(() => v('')), v('')] },
        Rows: { Row: accounts.map((account) => accountRow(account, months, balance)) },
        Summary: { ColData: [{ value: `Total ${title}` }, ...moneyRow(sums, balance).map(v)] },
      },
      sums,
    };
  }

  function summaryRow(group: string, title: string, values: number[]) {
    return {
      type: 'Section',
      group,
      Summary: { ColData: [{ value: title }, ...moneyRow(values, false).map(v)] },
    };
  }

  function header(name: string, start: string, end: string) {
    return {
      Time: '2026-11-27T09:00:00-08:00',
      ReportName: name,
      ReportBasis: 'Accrual',
      StartPeriod: start,
      EndPeriod: end,
      SummarizeColumnsBy: 'Month',
      Currency: options.currency ?? 'USD',
      Option: [{ Name: 'NoReportData', Value: 'false' }],
    };
  }

  /** The accounts as a report filtered by `classIds` sees them: only those classes' amounts. */
  function ofClasses(classIds: string[] | null): QuickBooksFakeAccount[] {
    if (classIds === null) return options.accounts;
    return options.accounts.map((account) => {
      const amounts: Record<string, number> = {};
      for (const id of classIds) {
        for (const [month, amount] of Object.entries(account.classAmounts?.[id] ?? {})) {
          amounts[month] = (amounts[month] ?? 0) + cents(amount);
        }
      }
      return {
        ...account,
        amounts: Object.fromEntries(
          Object.entries(amounts).map(([month, value]) => [month, money(value)]),
        ),
      };
    });
  }

  function profitAndLoss(start: string, end: string, classIds: string[] | null = null) {
    const months = monthsBetween(start, end);
    seen = ofClasses(classIds);
    const tops = (types: QuickBooksAccountType[]) =>
      seen.filter((a) => types.includes(a.type) && a.parentId === undefined);
    const parts = PL_SECTIONS.map((s) => section(s.group, s.title, tops(s.types), months, false));
    seen = options.accounts;
    const [income, cogs, expenses, otherIncome, otherExpenses] = parts as [
      (typeof parts)[number],
      (typeof parts)[number],
      (typeof parts)[number],
      (typeof parts)[number],
      (typeof parts)[number],
    ];
    const gross = months.map((_, i) => (income.sums[i] ?? 0) - (cogs.sums[i] ?? 0));
    const operating = months.map((_, i) => (gross[i] ?? 0) - (expenses.sums[i] ?? 0));
    const other = months.map((_, i) => (otherIncome.sums[i] ?? 0) - (otherExpenses.sums[i] ?? 0));
    const net = months.map((_, i) => (operating[i] ?? 0) + (other[i] ?? 0));
    return {
      Header: header('ProfitAndLoss', start, end),
      Columns: columns(months),
      Rows: {
        Row: [
          income.row,
          cogs.row,
          summaryRow('GrossProfit', 'Gross Profit', gross),
          expenses.row,
          summaryRow('NetOperatingIncome', 'Net Operating Income', operating),
          otherIncome.row,
          otherExpenses.row,
          summaryRow('NetOtherIncome', 'Net Other Income', other),
          summaryRow('NetIncome', 'Net Income', net),
        ],
      },
    };
  }

  function balanceSheet(start: string, end: string) {
    const months = monthsBetween(start, end);
    const banks = options.accounts.filter((a) => a.type === 'Bank' && a.parentId === undefined);
    const bank = section('BankAccounts', 'Bank Accounts', banks, months, true);
    const current = {
      type: 'Section',
      group: 'CurrentAssets',
      Header: { ColData: [{ value: 'Current Assets' }, ...months.map(() => v('')), v('')] },
      Rows: { Row: [bank.row] },
      Summary: {
        ColData: [{ value: 'Total Current Assets' }, ...moneyRow(bank.sums, true).map(v)],
      },
    };
    return {
      Header: header('BalanceSheet', start, end),
      Columns: columns(months),
      Rows: {
        Row: [
          {
            type: 'Section',
            group: 'TotalAssets',
            Header: { ColData: [{ value: 'ASSETS' }, ...months.map(() => v('')), v('')] },
            Rows: { Row: [current] },
            Summary: {
              ColData: [{ value: 'TOTAL ASSETS' }, ...moneyRow(bank.sums, true).map(v)],
            },
          },
        ],
      },
    };
  }

  function query(text: string): FakeAnswer {
    const entity = /^select \* from (\w+)/i.exec(text.trim())?.[1]?.toLowerCase();
    const time = '2026-11-27T09:00:00-08:00';
    if (entity === 'account') {
      const accounts = options.accounts.map((a) => ({
        Id: a.id,
        Name: a.name,
        FullyQualifiedName: a.parentId ? `${byId.get(a.parentId)?.name ?? ''}:${a.name}` : a.name,
        SubAccount: a.parentId !== undefined,
        ...(a.parentId && { ParentRef: { value: a.parentId } }),
        AccountType: a.type,
        Active: true,
        CurrencyRef: { value: options.currency ?? 'USD' },
      }));
      return jsonAnswer(
        {
          QueryResponse: { Account: accounts, startPosition: 1, maxResults: accounts.length },
          time,
        },
        faults,
      );
    }
    const asLocations = options.departmentsAre === 'locations';
    if (entity === 'class' || entity === 'department') {
      const served = (entity === 'department') === asLocations ? (options.classes ?? []) : [];
      const classes = served.map((c) => ({
        Id: c.id,
        Name: c.name,
        FullyQualifiedName: c.name,
        SubClass: false,
        Active: true,
      }));
      return jsonAnswer(
        {
          QueryResponse: {
            [entity === 'class' ? 'Class' : 'Department']: classes,
            startPosition: 1,
            maxResults: classes.length,
          },
          time,
        },
        faults,
      );
    }
    if (entity === 'budget') {
      const className = (id: string | undefined) =>
        options.classes?.find((c) => c.id === id)?.name ?? '';
      const budgets = (options.budgets ?? []).map((budget) => ({
        Id: budget.id,
        Name: budget.name,
        BudgetType: 'ProfitAndLoss',
        BudgetEntryType: 'Monthly',
        Active: true,
        BudgetDetail: budget.lines.map((line) => ({
          BudgetDate: `${line.month}-01`,
          Amount: line.amount,
          AccountRef: { value: line.accountId, name: byId.get(line.accountId)?.name ?? '' },
          ...(line.classId && {
            [asLocations ? 'DepartmentRef' : 'ClassRef']: {
              value: line.classId,
              name: className(line.classId),
            },
          }),
        })),
      }));
      return jsonAnswer(
        { QueryResponse: { Budget: budgets, startPosition: 1, maxResults: budgets.length }, time },
        faults,
      );
    }
    return fault(400, 'ValidationFault', 'Error parsing query', '4000');
  }

  function api(request: FakeRequest, realmId: string, rest: string): FakeAnswer {
    apiCount += 1;
    if (options.throttleEvery && apiCount % options.throttleEvery === 0) {
      return {
        ...fault(
          429,
          'SERVICE',
          'message=ThrottleExceeded; errorCode=003001; statusCode=429',
          '3001',
        ),
        headers: { 'retry-after': '1' },
      };
    }
    const bearer = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (!bearer || !accessTokens.has(bearer)) {
      return fault(
        401,
        'AUTHENTICATION',
        'message=AuthenticationFailed; errorCode=003200; statusCode=401',
        '3200',
      );
    }
    if (realmId !== options.realmId) {
      return fault(403, 'AUTHORIZATION', 'message=ApplicationAuthorizationFailed', '003100');
    }
    const params = request.url.searchParams;
    if (!params.get('minorversion')) {
      return fault(400, 'ValidationFault', 'minorversion is required', '2010');
    }
    if (rest === 'preferences') {
      return jsonAnswer(
        {
          Preferences: {
            AccountingInfoPrefs: {
              FirstMonthOfFiscalYear: options.fiscalYearStartMonth ?? 'January',
            },
            CurrencyPrefs: { HomeCurrency: { value: options.currency ?? 'USD' } },
          },
          time: '2026-11-27T09:00:00-08:00',
        },
        faults,
      );
    }
    if (rest === 'query') return query(params.get('query') ?? '');
    const start = params.get('start_date') ?? '';
    const end = params.get('end_date') ?? '';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(start) || !/^\d{4}-\d{2}-\d{2}$/.test(end) || end < start) {
      return fault(400, 'ValidationFault', 'Invalid date range', '2010');
    }
    if (rest === 'reports/ProfitAndLoss') {
      if (profitAndLossOverride !== undefined) {
        const body = profitAndLossOverride;
        profitAndLossOverride = undefined;
        return typeof body === 'string'
          ? { headers: { 'content-type': 'application/json' }, raw: body }
          : jsonAnswer(body, faults);
      }
      const classIds = params.get(options.departmentsAre === 'locations' ? 'department' : 'class');
      return jsonAnswer(
        profitAndLoss(start, end, classIds === null ? null : classIds.split(',')),
        faults,
      );
    }
    if (rest === 'reports/BalanceSheet') return jsonAnswer(balanceSheet(start, end), faults);
    return fault(404, 'ValidationFault', 'Unsupported operation', '4000');
  }

  const server = await startProviderServer(
    (request) => {
      const path = request.url.pathname;
      if (request.method === 'GET' && path === '/connect/oauth2') return authorize(request);
      if (request.method === 'POST' && path === '/oauth2/v1/tokens/bearer') return token(request);
      const match = /^\/v3\/company\/([^/]+)\/(.+)$/.exec(path);
      if (request.method === 'GET' && match) {
        return api(request, decodeURIComponent(match[1] as string), match[2] as string);
      }
      return { status: 404, json: { error: 'not found' } };
    },
    faults,
    options.port,
  );
  return {
    ...server,
    endpoint: server.origin,
    expireAccessTokens: () => accessTokens.clear(),
    revokeConsent: () => {
      accessTokens.clear();
      refreshTokens.clear();
    },
    apiRequests: () => server.requests.filter((r) => r.url.pathname.startsWith('/v3/')),
    tokenRequests: () =>
      server.requests.filter((r) => r.url.pathname === '/oauth2/v1/tokens/bearer'),
    issued: () => [...issuedTokens],
    profitAndLoss: (start, end) => profitAndLoss(start, end) as Record<string, unknown>,
    overrideNextProfitAndLoss: (value) => {
      profitAndLossOverride = value;
    },
  };
}

/**
 * A small company's books for the walkthrough: the twelve months to `now` (UTC) of sales,
 * hosting, payroll and marketing, a bank account's month-end balance, and this year's budget.
 * Two classes, named as the demo HRIS names its departments: Engineering takes part of hosting
 * and payroll, Marketing all of marketing, and the budget lines split the same way (the
 * company's totals are those of the books without classes).
 */
export function demoBooks(
  now: Date,
): Pick<QuickBooksFakeOptions, 'accounts' | 'budgets' | 'classes'> {
  const months = Array.from({ length: 12 }, (_, i) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11 + i, 1))
      .toISOString()
      .slice(0, 7),
  );
  const series = (start: number, step: number) =>
    Object.fromEntries(months.map((month, i) => [month, (start + step * i).toFixed(2)]));
  const thisYear = months.filter((month) => month.startsWith(String(now.getUTCFullYear())));
  return {
    classes: [
      { id: '10', name: 'Engineering' },
      { id: '20', name: 'Marketing' },
    ],
    accounts: [
      { id: '1', name: 'Sales', type: 'Income', amounts: series(180_000, 6_000) },
      {
        id: '2',
        name: 'Hosting',
        type: 'Cost of Goods Sold',
        amounts: series(36_000, 900),
        classAmounts: { '10': series(30_000, 700) },
      },
      {
        id: '3',
        name: 'Payroll',
        type: 'Expense',
        amounts: series(150_000, 2_500),
        classAmounts: { '10': series(90_000, 1_500), '20': series(20_000, 500) },
      },
      {
        id: '4',
        name: 'Marketing',
        type: 'Expense',
        amounts: series(40_000, 0),
        classAmounts: { '20': series(40_000, 0) },
      },
      { id: '5', name: 'Checking', type: 'Bank', amounts: series(3_200_000, -45_000) },
    ],
    budgets: [
      {
        id: '1',
        name: `FY${now.getUTCFullYear()} budget`,
        lines: thisYear.flatMap((month) => [
          { accountId: '1', month, amount: 220_000 },
          { accountId: '2', month, amount: 8_000 },
          { accountId: '2', month, amount: 32_000, classId: '10' },
          { accountId: '3', month, amount: 45_000 },
          { accountId: '3', month, amount: 95_000, classId: '10' },
          { accountId: '3', month, amount: 20_000, classId: '20' },
          { accountId: '4', month, amount: 35_000, classId: '20' },
        ]),
      },
    ],
  };
}
