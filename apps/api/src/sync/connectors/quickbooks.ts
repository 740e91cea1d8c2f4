import { isWholeCents } from '@q/schemas/other-feed';
import {
  cleanProviderText,
  type FinanceLineKind,
  financeLineKey,
  fiscalYearStartOf,
  MAX_AMOUNT_CENTS,
  type SyncedCashBalance,
  type SyncedFinanceLine,
} from '@q/schemas/sync';
import { z } from 'zod';
import {
  basicAuthorization,
  type Connector,
  type ConnectorInput,
  type ConnectorResult,
  type OAuthGrant,
  parsePage,
  SyncError,
} from '../connector.js';
import type { ProviderAnswer, ProviderHttp } from '../provider-http.js';

/**
 * QuickBooks Online, through Intuit's Accounting API (developer.intuit.com):
 *
 * - Auth: OAuth 2.0 authorization code. An admin presses Connect QuickBooks; Intuit's consent
 *   page sends the browser back with a code and the company's `realmId`, which the server
 *   exchanges at Intuit's token endpoint (HTTP Basic `client_id:client_secret`) for an access
 *   token (an hour) and a refresh token (about 100 days, rolling). A run refreshes the access
 *   token shortly before it expires, and once when a call answers 401; Intuit may rotate the
 *   refresh token on each refresh, so the new grant is stored at once. A refresh refused
 *   (`invalid_grant`: the consent was revoked at Intuit or lapsed) ends the run saying so.
 * - `configData.clientId` is the app's client id, the API key its client secret (sent only to
 *   the token endpoint). The API Endpoint is `https://quickbooks.api.intuit.com` (or the
 *   sandbox's); for those hosts the authorize and token URLs are Intuit's own, for any other
 *   origin (the loopback fake, a proxy) `/connect/oauth2` and `/oauth2/v1/tokens/bearer` on it.
 * - Reads, each with `minorversion` pinned: the company's fiscal year from `/preferences`; the
 *   classes (`query`: select * from Class); the ProfitAndLoss (the company's, and each class's
 *   with `class=<id>`) and BalanceSheet reports by month (`summarize_column_by=Month`, at most
 *   six months a request, as Intuit advises) for the previous and the current fiscal year up to
 *   this month; the accounts and the budgets (`query`: select * from Account / Budget).
 *
 * Mapping: each top-level account of the Income, COGS, Expenses, OtherIncome and OtherExpenses
 * sections is a category (its sub-accounts roll into it: the section's Summary); the Bank
 * Accounts section's summary is the month-end cash. Budget lines go to their account's
 * top-level account. When several active profit-and-loss budgets have lines in a month, the
 * first QuickBooks lists (lowest id) is the one read for that month.
 *
 * Departments are QuickBooks classes (`select * from Class`): a class's actuals come from the
 * ProfitAndLoss filtered by it (`class=<id>`, same months), a budget line's from its `ClassRef`;
 * the class's name is the line's department. A company without active classes that tracks
 * locations (`select * from Department`) has its locations read the same way (`department=<id>`,
 * `DepartmentRef`); one of the two, never both, so no amount is split twice. Every amount is
 * stored once: a department's share under its name, and what none names (the company's report
 * less the departments' shares, or a budget line without one) with no department. Company-wide
 * figures add up every line, so they stay the company's report.
 */

/** The Accounting API's minor version every call pins. */
export const QUICKBOOKS_MINOR_VERSION = 75;
export const INTUIT_AUTHORIZE_URL = 'https://appcenter.intuit.com/connect/oauth2';
export const INTUIT_TOKEN_URL = 'https://oauth.platform.intuit.com/oauth2/v1/tokens/bearer';
export const QUICKBOOKS_SCOPE = 'com.intuit.quickbooks.accounting';
const INTUIT_API_HOSTS = new Set([
  'quickbooks.api.intuit.com',
  'sandbox-quickbooks.api.intuit.com',
]);

/** An access token is refreshed when it has less than this left. */
const REFRESH_MARGIN_MS = 5 * 60_000;
/** Months per report request. */
const MONTHS_PER_REPORT = 6;
/** Query results per page, and the most pages read. */
const QUERY_PAGE = 1000;
const MAX_QUERY_PAGES = 20;
/** How deep the Balance Sheet is searched for its Bank Accounts section. */
const MAX_SECTION_DEPTH = 12;
/** The most rows one report may hold, all levels together. */
const MAX_REPORT_ROWS = 50_000;

export interface QuickBooksUrls {
  /** The API's origin: calls go to `<api>/v3/company/<realmId>/…`. */
  api: string;
  authorizeUrl: string;
  tokenUrl: string;
}

/** Where a QuickBooks integration's calls go, from its API Endpoint; null when it is no URL. */
export function quickbooksUrls(endpoint: string): QuickBooksUrls | null {
  let url: URL;
  try {
    url = new URL(endpoint.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const intuit = INTUIT_API_HOSTS.has(url.hostname) && url.protocol === 'https:';
  return {
    api: url.origin,
    authorizeUrl: intuit ? INTUIT_AUTHORIZE_URL : `${url.origin}/connect/oauth2`,
    tokenUrl: intuit ? INTUIT_TOKEN_URL : `${url.origin}/oauth2/v1/tokens/bearer`,
  };
}

/** The origins a QuickBooks run may call: the API's and the token endpoint's. */
export function quickbooksOrigins(endpoint: string): string[] {
  const urls = quickbooksUrls(endpoint);
  return urls ? [...new Set([urls.api, new URL(urls.tokenUrl).origin])] : [];
}

/** The client id from configData; a run without one fails at once. */
export function quickbooksClientId(configData: Record<string, unknown> | null): string {
  const clientId = configData?.clientId;
  if (typeof clientId !== 'string' || clientId.trim() === '') {
    throw new SyncError(
      'contract',
      'The QuickBooks integration has no Client ID: enter the Intuit app’s Client ID in its settings',
    );
  }
  return clientId.trim();
}

// ── Tokens ───────────────────────────────────────────────────────────────────────────────────

const ZIntuitToken = z.object({
  access_token: z.string().min(1).max(8192),
  refresh_token: z.string().min(1).max(8192),
  expires_in: z.number().int().min(1).max(86_400),
  x_refresh_token_expires_in: z
    .number()
    .int()
    .min(1)
    .max(10 * 365 * 86_400)
    .optional(),
  token_type: z.string().max(50).optional(),
});

/** A token endpoint's answer as a grant of `realmId`. */
function grantFrom(body: unknown, realmId: string, now: number): OAuthGrant {
  const token = parsePage(ZIntuitToken, body, 'Intuit token');
  return {
    realmId,
    accessToken: token.access_token,
    refreshToken: token.refresh_token,
    accessExpiresAt: new Date(now + token.expires_in * 1000),
    refreshExpiresAt:
      token.x_refresh_token_expires_in === undefined
        ? null
        : new Date(now + token.x_refresh_token_expires_in * 1000),
  };
}

/** POSTs a form to Intuit's token endpoint with the app's client credentials. */
async function tokenRequest(
  http: ProviderHttp,
  tokenUrl: string,
  clientId: string,
  clientSecret: string,
  form: Record<string, string>,
): Promise<ProviderAnswer> {
  return http.json(tokenUrl, {
    method: 'POST',
    headers: {
      authorization: basicAuthorization(clientId, clientSecret),
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    },
    body: new URLSearchParams(form).toString(),
  });
}

const CLIENT_REFUSED =
  'QuickBooks refused the app’s client credentials: check the Client ID and the API key (the client secret)';
export const CONSENT_LAPSED =
  'QuickBooks no longer accepts this connection (invalid_grant): the consent was revoked at Intuit or has lapsed. An admin must press Connect QuickBooks in System Settings again';

/**
 * The code exchange after consent: a grant of `realmId`, or a SyncError (the code used or
 * expired, the client credentials refused).
 */
export async function exchangeQuickBooksCode(
  http: ProviderHttp,
  urls: QuickBooksUrls,
  client: { clientId: string; clientSecret: string },
  code: string,
  redirectUri: string,
  realmId: string,
): Promise<OAuthGrant> {
  let answer: ProviderAnswer;
  try {
    answer = await tokenRequest(http, urls.tokenUrl, client.clientId, client.clientSecret, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
    });
  } catch (error) {
    const status = error instanceof SyncError ? error.httpStatus : null;
    if (status === 401) throw new SyncError('rejected-key', CLIENT_REFUSED, false, status);
    if (status === 400) {
      throw new SyncError(
        'rejected-key',
        'QuickBooks refused the authorization code (invalid_grant): it was used or expired; press Connect QuickBooks again',
        false,
        status,
      );
    }
    throw error;
  }
  return grantFrom(answer.body, realmId, Date.now());
}

/**
 * API calls of one run with the integration's grant: refreshed shortly before it expires and
 * once after a 401; every refreshed grant is saved before it is used.
 */
function grantSession(input: ConnectorInput, urls: QuickBooksUrls, clientId: string) {
  const oauth = input.oauth;
  if (!oauth?.grant) {
    throw new SyncError(
      'rejected-key',
      'QuickBooks is not connected yet: an admin must press Connect QuickBooks in System Settings',
    );
  }
  let grant: OAuthGrant = oauth.grant;

  async function refresh(again = true): Promise<void> {
    let answer: ProviderAnswer;
    try {
      answer = await tokenRequest(input.http, urls.tokenUrl, clientId, input.apiKey, {
        grant_type: 'refresh_token',
        refresh_token: grant.refreshToken,
      });
    } catch (error) {
      const status = error instanceof SyncError ? error.httpStatus : null;
      if (status === 401) throw new SyncError('rejected-key', CLIENT_REFUSED, false, status);
      if (status !== 400) throw error;
      // Refused: another run or test may have refreshed first, spending this refresh token.
      // The grant it stored is the one to go on with; only when there is none is it revoked.
      const stored = again ? await oauth?.reload?.() : null;
      if (!stored || stored.refreshToken === grant.refreshToken) {
        throw new SyncError('rejected-key', CONSENT_LAPSED, false, status);
      }
      grant = stored;
      if (grant.accessExpiresAt.getTime() - Date.now() < REFRESH_MARGIN_MS) await refresh(false);
      return;
    }
    grant = grantFrom(answer.body, grant.realmId, Date.now());
    await (oauth as NonNullable<typeof oauth>).save(grant);
  }

  async function call(url: string): Promise<ProviderAnswer> {
    return input.http.json(url, {
      headers: { authorization: `Bearer ${grant.accessToken}`, accept: 'application/json' },
    });
  }

  return {
    realmId: () => grant.realmId,
    async get(url: string): Promise<ProviderAnswer> {
      if (grant.accessExpiresAt.getTime() - Date.now() < REFRESH_MARGIN_MS) await refresh();
      try {
        return await call(url);
      } catch (error) {
        if (!(error instanceof SyncError) || error.httpStatus !== 401) throw error;
      }
      await refresh();
      try {
        return await call(url);
      } catch (error) {
        if (error instanceof SyncError && error.httpStatus === 401) {
          throw new SyncError('rejected-key', CONSENT_LAPSED, false, 401);
        }
        throw error;
      }
    },
  };
}

type Session = ReturnType<typeof grantSession>;

// ── Reports ──────────────────────────────────────────────────────────────────────────────────

const ZColData = z.array(z.object({ value: z.string().max(1000).optional() }).loose()).max(400);

const ZReportFrame = z.object({
  Header: z.object({ Currency: z.string().max(10).optional() }).loose(),
  Columns: z.object({
    Column: z
      .array(
        z
          .object({
            ColType: z.string().max(100).optional(),
            MetaData: z
              .array(z.object({ Name: z.string().max(100), Value: z.string().max(100) }))
              .max(50)
              .optional(),
          })
          .loose(),
      )
      .max(400),
  }),
  Rows: z.object({ Row: z.array(z.unknown()).max(MAX_REPORT_ROWS).optional() }).loose(),
});

const ZRow = z
  .object({
    type: z.string().max(50).optional(),
    group: z.string().max(100).optional(),
    ColData: ZColData.optional(),
    Header: z.object({ ColData: ZColData }).loose().optional(),
    Summary: z.object({ ColData: ZColData }).loose().optional(),
    Rows: z
      .object({ Row: z.array(z.unknown()).max(MAX_REPORT_ROWS).optional() })
      .loose()
      .optional(),
  })
  .loose();
type Row = z.infer<typeof ZRow>;

/** A report's month columns: for each column index, its month (`YYYY-MM`) or null. */
function monthColumns(frame: z.infer<typeof ZReportFrame>, format: string): (string | null)[] {
  return frame.Columns.Column.map((column, index) => {
    const meta = new Map((column.MetaData ?? []).map((m) => [m.Name, m.Value]));
    const start = meta.get('StartDate');
    if (column.ColType !== 'Money' || start === undefined) return null;
    const match = /^(\d{4})-(\d{2})-01$/.exec(start);
    const year = Number(match?.[1]);
    const month = Number(match?.[2]);
    if (!match || year < 1900 || month < 1 || month > 12) {
      throw new SyncError(
        'contract',
        `The answer did not match the ${format} format at Columns.Column[${index}] (a column that is not a month)`,
      );
    }
    return `${match[1]}-${match[2]}`;
  });
}

/** Whole cents of a report amount: '' is nothing; anything but a plain decimal fails the run. */
function amountCents(value: string | undefined, format: string, where: string): number {
  const text = (value ?? '').trim();
  if (text === '') return 0;
  const match = /^(-?)(\d{1,13})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) {
    throw new SyncError(
      'contract',
      `The answer did not match the ${format} format at ${where} (an amount that is not a number)`,
    );
  }
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] === '-' ? -cents : cents;
}

/** A row's label, cleaned; a label cleaning leaves empty fails the run. */
function label(
  colData: { value?: string | undefined }[] | undefined,
  format: string,
  where: string,
) {
  const text = cleanProviderText(colData?.[0]?.value ?? '')
    .trim()
    .slice(0, 200);
  if (text === '') {
    throw new SyncError(
      'contract',
      `The answer did not match the ${format} format at ${where} (a row without a name)`,
    );
  }
  return text;
}

/** The amounts of a row's ColData by month; a month whose cell is empty has none. */
function monthAmounts(
  colData: { value?: string | undefined }[],
  months: (string | null)[],
  format: string,
  where: string,
): Map<string, number> {
  const out = new Map<string, number>();
  months.forEach((month, index) => {
    if (month === null || (colData[index]?.value ?? '').trim() === '') return;
    out.set(month, amountCents(colData[index]?.value, format, `${where}.ColData[${index}].value`));
  });
  return out;
}

const PL_GROUPS: Record<string, FinanceLineKind> = {
  Income: 'revenue',
  COGS: 'costOfSales',
  Expenses: 'expense',
  OtherIncome: 'otherIncome',
  OtherExpenses: 'otherExpense',
};

interface CategoryAmounts {
  kind: FinanceLineKind;
  category: string;
  amounts: Map<string, number>;
}

/** The profit and loss by top-level account: each section's rows, sub-accounts rolled up. */
function profitAndLossCategories(body: unknown): {
  currency: string | null;
  rows: CategoryAmounts[];
} {
  const format = 'QuickBooks ProfitAndLoss report';
  const frame = parsePage(ZReportFrame, body, format);
  const months = monthColumns(frame, format);
  const rows: CategoryAmounts[] = [];
  for (const [i, raw] of (frame.Rows.Row ?? []).entries()) {
    const where = `Rows.Row[${i}]`;
    const section = parsePage(ZRow, raw, format, where);
    const kind = section.group === undefined ? undefined : PL_GROUPS[section.group];
    if (kind === undefined) continue; // Gross Profit, Net Income…: worked out, not read
    for (const [j, childRaw] of (section.Rows?.Row ?? []).entries()) {
      const at = `${where}.Rows.Row[${j}]`;
      const child: Row = parsePage(ZRow, childRaw, format, at);
      if (child.Summary) {
        // An account with sub-accounts: its total is its section's summary.
        rows.push({
          kind,
          category: label(
            child.Header?.ColData ?? child.Summary.ColData,
            format,
            `${at}.Header.ColData[0]`,
          ),
          amounts: monthAmounts(child.Summary.ColData, months, format, `${at}.Summary`),
        });
      } else if (child.ColData) {
        rows.push({
          kind,
          category: label(child.ColData, format, `${at}.ColData[0]`),
          amounts: monthAmounts(child.ColData, months, format, at),
        });
      } else {
        throw new SyncError(
          'contract',
          `The answer did not match the ${format} format at ${at} (a row without amounts)`,
        );
      }
    }
  }
  return { currency: frame.Header.Currency ?? null, rows };
}

/** Month-end cash: the Bank Accounts section's summary, wherever the Balance Sheet nests it. */
function balanceSheetCash(body: unknown): Map<string, number> {
  const format = 'QuickBooks BalanceSheet report';
  const frame = parsePage(ZReportFrame, body, format);
  const months = monthColumns(frame, format);
  let visited = 0;
  const find = (list: unknown[], path: string, depth: number): Map<string, number> | null => {
    if (depth > MAX_SECTION_DEPTH) return null;
    for (const [i, raw] of list.entries()) {
      visited += 1;
      if (visited > MAX_REPORT_ROWS) {
        throw new SyncError('contract', `The ${format} has more rows than Q reads`);
      }
      const where = `${path}[${i}]`;
      const row = parsePage(ZRow, raw, format, where);
      if (row.group === 'BankAccounts') {
        if (!row.Summary) return new Map();
        return monthAmounts(row.Summary.ColData, months, format, `${where}.Summary`);
      }
      const found = find(row.Rows?.Row ?? [], `${where}.Rows.Row`, depth + 1);
      if (found) return found;
    }
    return null;
  };
  return find(frame.Rows.Row ?? [], 'Rows.Row', 0) ?? new Map();
}

// ── Accounts and budgets ────────────────────────────────────────────────────────────────────

const ZAccount = z
  .object({
    Id: z.string().min(1).max(100),
    Name: z.string().max(200),
    AccountType: z.string().max(100),
    ParentRef: z
      .object({ value: z.string().max(100) })
      .loose()
      .optional(),
  })
  .loose();

/** A budget line's class or location. */
const ZBudgetRef = z
  .object({ value: z.string().min(1).max(100), name: z.string().max(200).optional() })
  .loose()
  .optional();

const ZBudget = z
  .object({
    Id: z.string().min(1).max(100),
    BudgetType: z.string().max(100).optional(),
    Active: z.boolean().optional(),
    BudgetDetail: z
      .array(
        z
          .object({
            BudgetDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
            Amount: z
              .number()
              .min(-MAX_AMOUNT_CENTS / 100)
              .max(MAX_AMOUNT_CENTS / 100)
              .refine(isWholeCents, { message: 'at most two decimals' }),
            AccountRef: z.object({ value: z.string().min(1).max(100) }).loose(),
            ClassRef: ZBudgetRef,
            DepartmentRef: ZBudgetRef,
          })
          .loose(),
      )
      .max(100_000)
      .optional(),
  })
  .loose();

/** A class or a location (QuickBooks' `Department`): both have an id, a name and a flag. */
const ZClass = z
  .object({
    Id: z.string().min(1).max(100),
    Name: z.string().max(200),
    FullyQualifiedName: z.string().max(1000).optional(),
    Active: z.boolean().optional(),
  })
  .loose();

/** The most classes (or locations) whose reports a run reads. */
const MAX_CLASSES = 200;

const ACCOUNT_KINDS: Record<string, FinanceLineKind> = {
  Income: 'revenue',
  'Cost of Goods Sold': 'costOfSales',
  Expense: 'expense',
  'Other Income': 'otherIncome',
  'Other Expense': 'otherExpense',
};

/** Every row of an entity, a page of `QUERY_PAGE` at a time. */
async function queryAll<S extends z.ZodType>(
  session: Session,
  base: string,
  entity: 'Account' | 'Budget' | 'Class' | 'Department',
  schema: S,
): Promise<z.output<S>[]> {
  const format = `QuickBooks ${entity} query`;
  const out: z.output<S>[] = [];
  for (let page = 0; page < MAX_QUERY_PAGES; page += 1) {
    const query = `select * from ${entity} STARTPOSITION ${page * QUERY_PAGE + 1} MAXRESULTS ${QUERY_PAGE}`;
    const answer = await session.get(
      `${base}/query?query=${encodeURIComponent(query)}&minorversion=${QUICKBOOKS_MINOR_VERSION}`,
    );
    const frame = parsePage(
      z.object({
        QueryResponse: z
          .object({ [entity]: z.array(z.unknown()).max(QUERY_PAGE).optional() })
          .loose(),
      }),
      answer.body,
      format,
    );
    const rows = (frame.QueryResponse[entity] as unknown[] | undefined) ?? [];
    rows.forEach((row, i) => {
      out.push(parsePage(schema, row, format, `QueryResponse.${entity}[${i}]`));
    });
    if (rows.length < QUERY_PAGE) return out;
  }
  throw new SyncError('too-many-pages', `QuickBooks answered more ${entity} pages than Q reads`);
}

// ── The run ─────────────────────────────────────────────────────────────────────────────────

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** `YYYY-MM` of a year and a month counted from 1 (months beyond 12 roll into later years). */
function monthKey(year: number, month: number): string {
  const y = year + Math.floor((month - 1) / 12);
  const m = ((((month - 1) % 12) + 12) % 12) + 1;
  return `${y}-${String(m).padStart(2, '0')}`;
}

function lastDayOf(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
}

/**
 * The months read: from the first month of the previous fiscal year to the current month (UTC),
 * in spans of at most six months.
 */
export function reportSpans(now: Date, firstFiscalMonth: number): { start: string; end: string }[] {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  const currentStartYear = month >= firstFiscalMonth ? year : year - 1;
  const spans: { start: string; end: string }[] = [];
  const y = currentStartYear - 1;
  let m = firstFiscalMonth;
  const last = monthKey(year, month);
  for (let guard = 0; guard < 12; guard += 1) {
    const first = monthKey(y, m);
    if (first > last) break;
    let end = monthKey(y, m + MONTHS_PER_REPORT - 1);
    if (end > last) end = last;
    spans.push({ start: `${first}-01`, end: lastDayOf(end) });
    m += MONTHS_PER_REPORT;
  }
  return spans;
}

const ZPreferences = z.object({
  Preferences: z
    .object({
      AccountingInfoPrefs: z
        .object({ FirstMonthOfFiscalYear: z.string().max(20).optional() })
        .loose()
        .optional(),
      CurrencyPrefs: z
        .object({
          HomeCurrency: z
            .object({ value: z.string().max(10) })
            .loose()
            .optional(),
        })
        .loose()
        .optional(),
    })
    .loose(),
});

function addUp(totals: Map<string, number>, key: string, cents: number) {
  const total = (totals.get(key) ?? 0) + cents;
  if (Math.abs(total) > MAX_AMOUNT_CENTS) {
    throw new SyncError(
      'contract',
      'QuickBooks amounts add up to more than the largest amount Q keeps',
    );
  }
  totals.set(key, total);
}

async function readQuickBooks(input: ConnectorInput): Promise<ConnectorResult> {
  const urls = quickbooksUrls(input.endpoint);
  if (!urls) throw new SyncError('invalid-url', 'The API Endpoint is not an http(s) URL');
  const clientId = quickbooksClientId(input.configData);
  const session = grantSession(input, urls, clientId);
  const base = `${urls.api}/v3/company/${encodeURIComponent(session.realmId())}`;
  const minor = `minorversion=${QUICKBOOKS_MINOR_VERSION}`;

  const preferences = parsePage(
    ZPreferences,
    (await session.get(`${base}/preferences?${minor}`)).body,
    'QuickBooks preferences',
  );
  const fiscal = preferences.Preferences.AccountingInfoPrefs?.FirstMonthOfFiscalYear;
  const firstFiscalMonth = fiscal === undefined ? 1 : MONTHS.indexOf(fiscal) + 1;
  if (firstFiscalMonth < 1) {
    throw new SyncError(
      'contract',
      'The answer did not match the QuickBooks preferences format at Preferences.AccountingInfoPrefs.FirstMonthOfFiscalYear',
    );
  }
  const spans = reportSpans(input.now, firstFiscalMonth);
  const firstMonth = spans[0]?.start.slice(0, 7) ?? '';
  const lastMonth = spans.at(-1)?.end.slice(0, 7) ?? '';

  let currency: string | null = null;
  const homeCurrency = preferences.Preferences.CurrencyPrefs?.HomeCurrency?.value ?? null;
  const lines = new Map<string, Omit<SyncedFinanceLine, 'amountCents' | 'currency'>>();
  const totals = new Map<string, number>();
  const add = (
    fields: Omit<SyncedFinanceLine, 'amountCents' | 'currency' | 'sourceId'>,
    cents: number,
  ) => {
    const sourceId = financeLineKey(fields);
    lines.set(sourceId, { sourceId, ...fields });
    addUp(totals, sourceId, cents);
  };
  const cash = new Map<string, number>();

  // Departments: the active classes with a name, by id; without any, the active locations.
  const activeNamed = async (entity: 'Class' | 'Department', what: string) => {
    const named = new Map<string, string>();
    for (const row of await queryAll(session, base, entity, ZClass)) {
      const name = cleanProviderText(row.Name).trim().slice(0, 200);
      if (row.Active === false || name === '') continue;
      if (named.size >= MAX_CLASSES) {
        throw new SyncError('contract', `QuickBooks has more than ${MAX_CLASSES} ${what}`);
      }
      named.set(row.Id, name);
    }
    return named;
  };
  let classes = await activeNamed('Class', 'classes');
  let segment: { filter: 'class' | 'department'; ref: 'ClassRef' | 'DepartmentRef' } = {
    filter: 'class',
    ref: 'ClassRef',
  };
  if (classes.size === 0) {
    classes = await activeNamed('Department', 'locations');
    segment = { filter: 'department', ref: 'DepartmentRef' };
  }

  for (const span of spans) {
    const range = `start_date=${span.start}&end_date=${span.end}&summarize_column_by=Month&accounting_method=Accrual&${minor}`;
    const pl = profitAndLossCategories(
      (await session.get(`${base}/reports/ProfitAndLoss?${range}`)).body,
    );
    if (pl.currency !== null) {
      if (!/^[A-Z]{3}$/.test(pl.currency) || (currency !== null && currency !== pl.currency)) {
        throw new SyncError(
          'contract',
          'The answer did not match the QuickBooks ProfitAndLoss report format at Header.Currency',
        );
      }
      currency = pl.currency;
    }
    // The classes' shares first; what remains of the company's report has no department.
    const classified = new Map<string, number>();
    for (const [classId, department] of classes) {
      const report = profitAndLossCategories(
        (
          await session.get(
            `${base}/reports/ProfitAndLoss?${range}&${segment.filter}=${encodeURIComponent(classId)}`,
          )
        ).body,
      );
      for (const row of report.rows) {
        for (const [month, cents] of row.amounts) {
          if (cents === 0) continue;
          add(
            { month, scenario: 'actual', kind: row.kind, category: row.category, department },
            cents,
          );
          addUp(classified, `${row.kind}|${row.category}|${month}`, cents);
        }
      }
    }
    for (const row of pl.rows) {
      for (const [month, amount] of row.amounts) {
        const cents = amount - (classified.get(`${row.kind}|${row.category}|${month}`) ?? 0);
        if (cents === 0) continue;
        add(
          { month, scenario: 'actual', kind: row.kind, category: row.category, department: null },
          cents,
        );
      }
    }
    const balances = balanceSheetCash(
      (await session.get(`${base}/reports/BalanceSheet?${range}`)).body,
    );
    for (const [month, cents] of balances) cash.set(month, cents);
  }

  // Budgets: each line to its account's top-level account, which names the category and kind.
  const accounts = new Map(
    (await queryAll(session, base, 'Account', ZAccount)).map((a) => [a.Id, a]),
  );
  const topOf = (id: string) => {
    let account = accounts.get(id);
    for (let hops = 0; account?.ParentRef && hops < 20; hops += 1) {
      const parent = accounts.get(account.ParentRef.value);
      if (!parent) break;
      account = parent;
    }
    return account;
  };
  const budgets = (await queryAll(session, base, 'Budget', ZBudget))
    .filter((b) => b.Active !== false && (b.BudgetType ?? 'ProfitAndLoss') === 'ProfitAndLoss')
    .sort((a, b) => Number(a.Id) - Number(b.Id) || a.Id.localeCompare(b.Id));
  const monthOwner = new Map<string, string>();
  for (const budget of budgets) {
    for (const detail of budget.BudgetDetail ?? []) {
      const month = detail.BudgetDate.slice(0, 7);
      if (month < firstMonth || month > lastMonth) continue;
      const owner = monthOwner.get(month) ?? budget.Id;
      monthOwner.set(month, owner);
      if (owner !== budget.Id || detail.Amount === 0) continue;
      const top = topOf(detail.AccountRef.value);
      const kind = top ? ACCOUNT_KINDS[top.AccountType] : undefined;
      if (!top || !kind) continue; // a balance-sheet account's budget: not a P&L figure
      const category = cleanProviderText(top.Name).trim().slice(0, 200);
      if (category === '') continue;
      const ref = detail[segment.ref];
      const classId = ref?.value;
      const department =
        classId === undefined
          ? null
          : (classes.get(classId) ??
            (cleanProviderText(ref?.name ?? '')
              .trim()
              .slice(0, 200) ||
              null));
      add(
        { month, scenario: 'budget', kind, category, department },
        Math.round(detail.Amount * 100),
      );
    }
  }

  const finalCurrency = currency ?? homeCurrency;
  if (finalCurrency === null || !/^[A-Z]{3}$/.test(finalCurrency)) {
    throw new SyncError(
      'contract',
      'QuickBooks did not say the currency of its amounts (the report’s Header.Currency, or the home currency)',
    );
  }
  const financeLines: SyncedFinanceLine[] = [...lines.values()].map((line) => ({
    ...line,
    currency: finalCurrency,
    amountCents: totals.get(line.sourceId) ?? 0,
    fiscalYearStart: fiscalYearStartOf(line.month, firstFiscalMonth),
  }));
  const cashBalances: SyncedCashBalance[] = [...cash.entries()]
    .filter(([month]) => month >= firstMonth && month <= lastMonth)
    .map(([month, amountCents]) => ({
      sourceId: month,
      month,
      currency: finalCurrency,
      amountCents,
    }));
  return { records: { financeLines, cashBalances }, missingFields: [] };
}

/** The connection test: the company's preferences, with the stored grant. */
async function probeQuickBooks(input: ConnectorInput): Promise<void> {
  const urls = quickbooksUrls(input.endpoint);
  if (!urls) throw new SyncError('invalid-url', 'The API Endpoint is not an http(s) URL');
  const session = grantSession(input, urls, quickbooksClientId(input.configData));
  await session.get(
    `${urls.api}/v3/company/${encodeURIComponent(session.realmId())}/preferences?minorversion=${QUICKBOOKS_MINOR_VERSION}`,
  );
}

export const quickbooksConnector: Connector = {
  provider: 'quickbooks',
  systemType: 'financial',
  kinds: ['financeLines', 'cashBalances'],
  authorization: 'consent',
  read: readQuickBooks,
  probe: probeQuickBooks,
};
