import {
  OTHER_FEED_MAX_RECORDS_PER_PAGE,
  type OtherFeedApplication,
  type OtherFeedCashBalance,
  type OtherFeedFinancialLine,
  type OtherFeedJob,
  type OtherFeedPerson,
  type OtherFeedTimeOff,
  ZOtherAtsFeedPage,
  ZOtherFeedApplication,
  ZOtherFeedCashBalance,
  ZOtherFeedFinancialLine,
  ZOtherFeedJob,
  ZOtherFeedPerson,
  ZOtherFeedTimeOff,
  ZOtherFinancialFeedPage,
  ZOtherHrisFeedPage,
} from '@q/schemas/other-feed';
import {
  cleanProviderText,
  financeLineKey,
  fiscalYearStartOf,
  MAX_AMOUNT_CENTS,
  type SyncedApplication,
  type SyncedCashBalance,
  type SyncedFinanceLine,
  type SyncedJob,
  type SyncedPerson,
  type SyncedTimeOff,
} from '@q/schemas/sync';
import type { z } from 'zod';
import {
  type Connector,
  type ConnectorInput,
  type ConnectorResult,
  notProvided,
  parseEach,
  parsePage,
  SyncError,
  ZListOfUnknown,
} from '../connector.js';

/**
 * A page's lists as frames (their length checked, their records not looked at), so that the
 * records are validated a slice at a time with the event loop free between slices.
 */
const framedList = ZListOfUnknown.max(OTHER_FEED_MAX_RECORDS_PER_PAGE).default([]);
const HRIS_PAGE = {
  frame: ZOtherHrisFeedPage.extend({ people: framedList, timeOff: framedList }),
  lists: { people: ZOtherFeedPerson, timeOff: ZOtherFeedTimeOff },
  full: ZOtherHrisFeedPage,
};
const ATS_PAGE = {
  frame: ZOtherAtsFeedPage.extend({ jobs: framedList, applications: framedList }),
  lists: { jobs: ZOtherFeedJob, applications: ZOtherFeedApplication },
  full: ZOtherAtsFeedPage,
};
const FINANCIAL_PAGE = {
  frame: ZOtherFinancialFeedPage.extend({ lines: framedList, cash: framedList }),
  lists: { lines: ZOtherFeedFinancialLine, cash: ZOtherFeedCashBalance },
  full: ZOtherFinancialFeedPage,
};

/**
 * The "Other" HRIS, ATS and financial system: the suite's own feed contract, version 1 (`@q/schemas/other-feed`,
 * documented in apps/api/docs/other-feed.md). GET the API Endpoint with `Authorization: Bearer
 * <key>`, validate each page against the contract, follow `next` (on the endpoint's origin only:
 * the ProviderHttp refuses any other) until it is null, then clean the text and map.
 */

/** The origins an "Other" run may call: the endpoint's only. Empty when it is not an http(s) URL. */
export function otherFeedOrigins(endpoint: string): string[] {
  try {
    const url = new URL(endpoint.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? [url.origin] : [];
  } catch {
    return [];
  }
}

/** Where a page's records sit, for messages: `people[3]`. */
interface Located<T> {
  record: T;
  where: string;
}

/** Every page of the feed, validated (its frame, then each list a slice at a time), in order. */
async function readPages<S extends z.ZodType>(
  input: ConnectorInput,
  page: { frame: z.ZodType; lists: Record<string, z.ZodType>; full: S },
  format: string,
): Promise<z.output<S>[]> {
  if (otherFeedOrigins(input.endpoint).length === 0) {
    throw new SyncError('invalid-url', 'The API Endpoint is not an http(s) URL');
  }
  const pages: z.output<S>[] = [];
  const seen = new Set<string>();
  let url: string | null = input.endpoint.trim();
  while (url !== null) {
    seen.add(url);
    const answer = await input.http.json(url, {
      headers: { authorization: `Bearer ${input.apiKey}` },
    });
    const framed = parsePage(page.frame, answer.body, format) as Record<string, unknown> & {
      next: string | null;
    };
    for (const [key, item] of Object.entries(page.lists)) {
      framed[key] = await parseEach(item, framed[key] as unknown[], format, key);
    }
    pages.push(framed as z.output<S>);
    if (framed.next === null) break;
    let next: string;
    try {
      next = new URL(framed.next, answer.url).toString();
    } catch {
      throw new SyncError('contract', `The ${format}'s next link is not a URL`);
    }
    if (seen.has(next)) {
      throw new SyncError('contract', `The ${format}'s next links led back to a page already read`);
    }
    url = next;
  }
  return pages;
}

/** A one-line value, cleaned (NUL and control characters out, lone surrogates replaced). */
function cleanLine(text: string, max = 200): string {
  return cleanProviderText(text).trim().slice(0, max);
}

function cleanOptional(text: string | null | undefined, max = 200): string | null {
  if (text === null || text === undefined) return null;
  const clean = cleanLine(text, max);
  return clean === '' ? null : clean;
}

/** A required value that cleaning must not empty: an id, a name. */
function cleanRequired(text: string, format: string, where: string): string {
  const clean = cleanLine(text);
  if (clean === '') {
    throw new SyncError('contract', `The answer did not match the ${format} format at ${where}`);
  }
  return clean;
}

function httpUrl(text: string | null | undefined): string | null {
  const clean = cleanOptional(text, 2048);
  if (clean === null) return null;
  try {
    const url = new URL(clean);
    return url.protocol === 'https:' || url.protocol === 'http:' ? clean : null;
  } catch {
    return null;
  }
}

/** Records by sourceId; a record sent twice keeps its last copy. */
function lastById<T extends { sourceId: string }>(records: readonly T[]): T[] {
  return [...new Map(records.map((record) => [record.sourceId, record])).values()];
}

const HRIS_FORMAT = 'Q HRIS feed';
const ATS_FORMAT = 'Q ATS feed';
const FINANCIAL_FORMAT = 'Q financial feed';

function mapPerson({ record: p, where }: Located<OtherFeedPerson>): SyncedPerson {
  const sourceId = cleanRequired(p.sourceId, HRIS_FORMAT, `${where}.sourceId`);
  const supervisor = cleanOptional(p.supervisorSourceId);
  return {
    sourceId,
    name: cleanRequired(p.name, HRIS_FORMAT, `${where}.name`),
    jobTitle: cleanOptional(p.jobTitle),
    department: cleanOptional(p.department),
    // A person listed as their own supervisor has none known (BambooHR and Workday say the same
    // of their top person); kept, they would be their own report.
    supervisorSourceId: supervisor === sourceId ? null : supervisor,
    hireDate: p.hireDate ?? null,
    workEmail: cleanOptional(p.workEmail, 320)?.toLowerCase() ?? null,
    photoUrl: httpUrl(p.photoUrl),
    sourceUpdatedAt: p.sourceUpdatedAt ?? null,
  };
}

function mapTimeOff({ record: t, where }: Located<OtherFeedTimeOff>): SyncedTimeOff {
  return {
    sourceId: cleanRequired(t.sourceId, HRIS_FORMAT, `${where}.sourceId`),
    personSourceId: cleanOptional(t.personSourceId),
    personName: cleanRequired(t.personName, HRIS_FORMAT, `${where}.personName`),
    start: t.start,
    end: t.end,
    kind: cleanOptional(t.kind),
  };
}

function mapJob({ record: j, where }: Located<OtherFeedJob>): SyncedJob {
  return {
    sourceId: cleanRequired(j.sourceId, ATS_FORMAT, `${where}.sourceId`),
    title: cleanRequired(j.title, ATS_FORMAT, `${where}.title`),
    department: cleanOptional(j.department),
    status: j.status,
    openedAt: j.openedAt ?? null,
    closedAt: j.closedAt ?? null,
    openings: (j.openings ?? []).map((opening) => ({ ...opening })),
    sourceUpdatedAt: j.sourceUpdatedAt ?? null,
  };
}

function mapApplication({ record: a, where }: Located<OtherFeedApplication>): SyncedApplication {
  return {
    sourceId: cleanRequired(a.sourceId, ATS_FORMAT, `${where}.sourceId`),
    jobSourceId: cleanOptional(a.jobSourceId),
    appliedAt: a.appliedAt,
    hiredAt: a.hiredAt ?? null,
    status: a.status,
    sourceUpdatedAt: a.sourceUpdatedAt ?? null,
  };
}

function located<T>(records: readonly T[], kind: string): Located<T>[] {
  return records.map((record, index) => ({ record, where: `${kind}[${index}]` }));
}

async function readHris(input: ConnectorInput): Promise<ConnectorResult> {
  const pages = await readPages(input, HRIS_PAGE, HRIS_FORMAT);
  const people = pages.flatMap((page) => located(page.people, 'people'));
  const timeOff = pages.flatMap((page) => located(page.timeOff, 'timeOff'));
  const peopleRecords = people.map((p) => p.record);
  const timeOffRecords = timeOff.map((t) => t.record);
  return {
    records: {
      people: lastById(people.map(mapPerson)),
      timeOff: lastById(timeOff.map(mapTimeOff)),
    },
    missingFields: [
      ...notProvided('people', peopleRecords, [
        'jobTitle',
        'department',
        'supervisorSourceId',
        'hireDate',
        'workEmail',
        'photoUrl',
        'sourceUpdatedAt',
      ]),
      ...notProvided('timeOff', timeOffRecords, ['personSourceId', 'kind']),
    ],
  };
}

async function readAts(input: ConnectorInput): Promise<ConnectorResult> {
  const pages = await readPages(input, ATS_PAGE, ATS_FORMAT);
  const jobs = pages.flatMap((page) => located(page.jobs, 'jobs'));
  const applications = pages.flatMap((page) => located(page.applications, 'applications'));
  return {
    records: {
      jobs: lastById(jobs.map(mapJob)),
      applications: lastById(applications.map(mapApplication)),
    },
    missingFields: [
      ...notProvided(
        'jobs',
        jobs.map((j) => j.record),
        ['department', 'openedAt', 'closedAt', 'openings', 'sourceUpdatedAt'],
      ),
      ...notProvided(
        'applications',
        applications.map((a) => a.record),
        ['jobSourceId', 'hiredAt', 'sourceUpdatedAt'],
      ),
    ],
  };
}

/** Whole cents of an amount the feed's schema has checked (at most two decimals). */
const toCents = (amount: number) => Math.round(amount * 100);

/** Adds `cents` to the total at `key`; a total beyond the storable bound fails the run. */
function addUp(totals: Map<string, number>, key: string, cents: number, where: string) {
  const total = (totals.get(key) ?? 0) + cents;
  if (Math.abs(total) > MAX_AMOUNT_CENTS) {
    throw new SyncError(
      'contract',
      `The ${FINANCIAL_FORMAT}'s amounts at ${where} add up to more than the largest amount Q keeps`,
    );
  }
  totals.set(key, total);
}

async function readFinancial(input: ConnectorInput): Promise<ConnectorResult> {
  const pages = await readPages(input, FINANCIAL_PAGE, FINANCIAL_FORMAT);
  const currency = pages[0]?.currency;
  if (currency === undefined || pages.some((page) => page.currency !== currency)) {
    throw new SyncError(
      'contract',
      `The ${FINANCIAL_FORMAT}'s pages name different currencies; every amount must be in one`,
    );
  }
  const firstFiscalMonth = pages[0]?.fiscalYearStartMonth ?? 1;
  if (pages.some((page) => (page.fiscalYearStartMonth ?? 1) !== firstFiscalMonth)) {
    throw new SyncError(
      'contract',
      `The ${FINANCIAL_FORMAT}'s pages name different first months of the fiscal year`,
    );
  }
  // Amounts of the same month, scenario, kind, category and department add up.
  const lines = new Map<string, Omit<SyncedFinanceLine, 'amountCents'>>();
  const lineTotals = new Map<string, number>();
  for (const { record, where } of pages.flatMap((page) => located(page.lines, 'lines'))) {
    const line = record as OtherFeedFinancialLine;
    const fields = {
      month: line.month,
      scenario: line.scenario,
      kind: line.kind,
      category: cleanRequired(line.category, FINANCIAL_FORMAT, `${where}.category`),
      department: cleanOptional(line.department),
      currency,
    };
    const sourceId = financeLineKey(fields);
    lines.set(sourceId, { sourceId, ...fields });
    addUp(lineTotals, sourceId, toCents(line.amount), where);
  }
  // A month's cash sent twice keeps its last copy, as a balance does not add up.
  const cash = new Map<string, SyncedCashBalance>();
  for (const balance of pages.flatMap((page) => page.cash as OtherFeedCashBalance[])) {
    cash.set(balance.month, {
      sourceId: balance.month,
      month: balance.month,
      currency,
      amountCents: toCents(balance.balance),
    });
  }
  return {
    records: {
      financeLines: [...lines.values()].map((line) => ({
        ...line,
        amountCents: lineTotals.get(line.sourceId) ?? 0,
        fiscalYearStart: fiscalYearStartOf(line.month, firstFiscalMonth),
      })),
      cashBalances: [...cash.values()],
    },
    missingFields: [],
  };
}

/** The feed's first page, with the key. */
async function probeFeed(input: ConnectorInput): Promise<void> {
  if (otherFeedOrigins(input.endpoint).length === 0) {
    throw new SyncError('invalid-url', 'The API Endpoint is not an http(s) URL');
  }
  await input.http.json(input.endpoint.trim(), {
    headers: { authorization: `Bearer ${input.apiKey}` },
  });
}

export const otherHrisConnector: Connector = {
  provider: 'other',
  systemType: 'hris',
  kinds: ['people', 'timeOff'],
  read: readHris,
  probe: probeFeed,
};

export const otherAtsConnector: Connector = {
  provider: 'other',
  systemType: 'ats',
  kinds: ['jobs', 'applications'],
  read: readAts,
  probe: probeFeed,
};

export const otherFinancialConnector: Connector = {
  provider: 'other',
  systemType: 'financial',
  kinds: ['financeLines', 'cashBalances'],
  read: readFinancial,
  probe: probeFeed,
};
