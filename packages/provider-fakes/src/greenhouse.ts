import {
  basicCredentials,
  type FakeAnswer,
  type FakeFaults,
  type FakeRequest,
  type FakeServer,
  jsonAnswer,
  shouldFailPage,
  startProviderServer,
} from './server';

/**
 * A fake Greenhouse Harvest v3 API: the OAuth client-credentials token endpoint and the list
 * resources a sync reads, answering as Harvest v3 does (harvestdocs.greenhouse.io):
 *
 * - `POST /token`: HTTP Basic `client_id:client_secret`, form body `grant_type=client_credentials`
 *   and `sub`, the numeric id of the user the calls act as (optional unless `requireSub`; an id
 *   not among `userIds` is a 400), answering `{ access_token, token_type, expires_in,
 *   expires_at }`. On the real service this is `https://auth.greenhouse.io/token`.
 * - `GET /v3/departments|jobs|openings|applications|offers` with `Authorization: Bearer <token>`: a bare
 *   JSON array per page. The first request may carry `per_page` (1–500, default 100) and filters;
 *   further pages come from the `Link: <…?cursor=…>; rel="next"` header, whose URL carries only the
 *   opaque cursor (a cursor sent with any other parameter is a 422, as on Harvest v3).
 * - Every list answer carries `X-RateLimit-Limit` and `X-RateLimit-Remaining`.
 */

export type GreenhouseResource = 'departments' | 'jobs' | 'openings' | 'applications' | 'offers';

export interface GreenhouseFakeDepartment {
  id: number;
  name: string;
  parent_id: number | null;
  external_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface GreenhouseFakeJob {
  id: number;
  name: string;
  requisition_id: string | null;
  notes: string | null;
  confidential: boolean;
  status: 'open' | 'closed' | 'draft';
  opened_at: string | null;
  closed_at: string | null;
  is_template: boolean | null;
  copied_from_id: number | null;
  department_id: number | null;
  office_ids: number[];
  custom_fields: Record<string, unknown>;
  created_at: string;
  updated_at: string;
}

export interface GreenhouseFakeOpening {
  id: number;
  job_id: number;
  opening_id: string | null;
  opened_at: string | null;
  closed_at: string | null;
  sort_order: number;
  /** The application that filled it, when it closed with a hire. */
  application_id: number | null;
  close_reason_id: number | null;
  target_start_on: string | null;
  open: boolean;
  created_at: string;
  updated_at: string;
}

export interface GreenhouseFakeApplication {
  id: number;
  candidate_id: number;
  job_id: number | null;
  job_post_id: number | null;
  /** Harvest v3 answers `in_process` for an active application (the filter says `active`). */
  status: 'in_process' | 'rejected' | 'hired' | 'converted';
  prospect: boolean;
  stage_id: number | null;
  stage_name: string | null;
  /** The stage the application is at; null once it is hired or rejected. */
  current_stage?: { id: number; name: string } | null;
  source_id: number | null;
  /** Where the candidate came from. */
  source?: { id: number; public_name: string } | null;
  recruiter_id: number | null;
  rejected_at: string | null;
  last_activity_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface GreenhouseFakeOffer {
  id: number;
  application_id: number;
  job_id: number | null;
  candidate_id: number | null;
  version: number;
  /** `deprecated`: replaced by a newer version, or withdrawn. */
  status: 'unresolved' | 'accepted' | 'rejected' | 'deprecated';
  created_at: string;
  updated_at: string;
  sent_at: string | null;
  resolved_at: string | null;
  starts_at: string | null;
}

/** A list the fake serves: its length and its record at an index, made on demand. */
export interface FakeRecords<T> {
  count: number;
  at(index: number): T;
}

/** An array as {@link FakeRecords}. */
export function fakeRecords<T>(records: readonly T[]): FakeRecords<T> {
  return { count: records.length, at: (index) => records[index] as T };
}

// ── The deterministic generator (tests and the bench) ───────────────────────────────────────

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const DEFAULT_GENERATED_FROM = Date.UTC(2025, 0, 6, 9, 0, 0);
const iso = (ms: number) => new Date(ms).toISOString();

const DEPARTMENT_NAMES = [
  'Engineering',
  'Sales',
  'Marketing',
  'Customer Success',
  'Finance',
  'People',
  'Product',
  'Design',
];
const JOB_TITLES = [
  'Software Engineer',
  'Account Executive',
  'Product Designer',
  'Data Analyst',
  'Customer Success Manager',
  'Recruiter',
  'Financial Analyst',
  'Product Manager',
];

/** The stages an application in process is at, by its index modulo their count. */
export const GREENHOUSE_FAKE_STAGES = [
  { id: 61, name: 'Application Review' },
  { id: 62, name: 'Phone Screen' },
  { id: 63, name: 'Technical Interview' },
  { id: 64, name: 'Onsite' },
  { id: 65, name: 'Offer' },
] as const;

/** Where candidates come from, by the application's index modulo their count. */
export const GREENHOUSE_FAKE_SOURCES = [
  { id: 71, public_name: 'LinkedIn' },
  { id: 72, public_name: 'Referral' },
  { id: 73, public_name: 'Company Website' },
  { id: 74, public_name: 'Indeed' },
] as const;

/** Close reasons as Greenhouse names them: "Hire - …" counts as a hire. */
export const GREENHOUSE_FAKE_CLOSE_REASONS = {
  hire: 1,
  cancelled: 3,
} as const;

export const GREENHOUSE_FAKE_IDS = {
  department: 4_000,
  job: 100_000,
  opening: 500_000,
  application: 7_000_000,
  candidate: 3_000_000,
  offer: 8_000_000,
} as const;

export interface GreenhouseFakeData {
  departments: FakeRecords<GreenhouseFakeDepartment>;
  jobs: FakeRecords<GreenhouseFakeJob>;
  openings: FakeRecords<GreenhouseFakeOpening>;
  applications: FakeRecords<GreenhouseFakeApplication>;
  offers: FakeRecords<GreenhouseFakeOffer>;
}

/**
 * A consistent organisation of `jobs` jobs (two openings each) and `applications` applications,
 * every record computed from its index (nothing is held, so 2,000 jobs and 50,000 applications
 * cost nothing until asked for). Job `i` is a draft when `i % 10 === 9`, closed when
 * `i % 4 === 1`, open otherwise; its first opening is filled by application `i` (hired) when the
 * job is closed or `i % 3 === 0`. Applications from `jobs` on spread over the jobs: every 17th is
 * a prospect (no job), every 5th rejected, the rest in process. An application in process is at
 * stage `a % 5` of {@link GREENHOUSE_FAKE_STAGES}; every application's source is `a % 4` of
 * {@link GREENHOUSE_FAKE_SOURCES}. Offer `a` is application `a`'s: accepted when it was hired,
 * unresolved when it is at the Offer stage, declined when it was rejected and `a % 3 === 0`, and
 * deprecated (withdrawn) otherwise.
 */
export function greenhouseFakeData(counts: {
  jobs: number;
  applications: number;
  departments?: number;
  /** When the first job opened (epoch ms); 6 January 2025, 09:00 UTC unless given. */
  from?: number;
}): GreenhouseFakeData {
  const generatedFrom = counts.from ?? DEFAULT_GENERATED_FROM;
  const jobCount = counts.jobs;
  const applicationCount = counts.applications;
  const departmentCount = Math.max(1, counts.departments ?? DEPARTMENT_NAMES.length);

  const jobStatus = (i: number): GreenhouseFakeJob['status'] =>
    i % 10 === 9 ? 'draft' : i % 4 === 1 ? 'closed' : 'open';
  const jobOpenedMs = (i: number) => generatedFrom + i * 4 * HOUR;
  const jobClosedMs = (i: number) => jobOpenedMs(i) + (20 + (i % 40)) * DAY;
  /** When job `i`'s first opening was filled, or null. */
  const firstOpeningFilledMs = (i: number): number | null => {
    if (i >= applicationCount) return null;
    const status = jobStatus(i);
    if (status === 'closed') return jobClosedMs(i);
    if (status === 'open' && i % 3 === 0) return jobOpenedMs(i) + (10 + (i % 30)) * DAY;
    return null;
  };

  const department = (d: number): GreenhouseFakeDepartment => {
    const base = DEPARTMENT_NAMES[d % DEPARTMENT_NAMES.length] as string;
    const round = Math.floor(d / DEPARTMENT_NAMES.length);
    return {
      id: GREENHOUSE_FAKE_IDS.department + d,
      name: round === 0 ? base : `${base} ${round + 1}`,
      parent_id: null,
      external_id: null,
      created_at: iso(generatedFrom - 400 * DAY),
      updated_at: iso(generatedFrom - 300 * DAY),
    };
  };

  const job = (i: number): GreenhouseFakeJob => {
    const status = jobStatus(i);
    const opened = jobOpenedMs(i);
    const closed = status === 'closed' ? jobClosedMs(i) : null;
    return {
      id: GREENHOUSE_FAKE_IDS.job + i,
      name: `${JOB_TITLES[i % JOB_TITLES.length]} ${i + 1}`,
      requisition_id: `REQ-${1000 + i}`,
      notes: null,
      confidential: false,
      status,
      opened_at: status === 'draft' ? null : iso(opened),
      closed_at: closed === null ? null : iso(closed),
      is_template: false,
      copied_from_id: null,
      department_id: GREENHOUSE_FAKE_IDS.department + (i % departmentCount),
      office_ids: [],
      custom_fields: {},
      created_at: iso(opened - 2 * DAY),
      updated_at: iso(closed ?? opened),
    };
  };

  const opening = (j: number): GreenhouseFakeOpening => {
    const i = Math.floor(j / 2);
    const slot = j % 2;
    const status = jobStatus(i);
    const opened = status === 'draft' ? null : jobOpenedMs(i);
    let closed: number | null = null;
    let applicationId: number | null = null;
    let closeReason: number | null = null;
    const filled = slot === 0 ? firstOpeningFilledMs(i) : null;
    if (filled !== null) {
      closed = filled;
      applicationId = GREENHOUSE_FAKE_IDS.application + i;
      closeReason = GREENHOUSE_FAKE_CLOSE_REASONS.hire;
    } else if (status === 'closed') {
      closed = jobClosedMs(i);
      closeReason = GREENHOUSE_FAKE_CLOSE_REASONS.cancelled;
    }
    return {
      id: GREENHOUSE_FAKE_IDS.opening + j,
      job_id: GREENHOUSE_FAKE_IDS.job + i,
      opening_id: `REQ-${1000 + i}-${slot + 1}`,
      opened_at: opened === null ? null : iso(opened),
      closed_at: closed === null ? null : iso(closed),
      sort_order: slot,
      application_id: applicationId,
      close_reason_id: closeReason,
      target_start_on: null,
      open: closed === null,
      created_at: iso(jobOpenedMs(i) - 2 * DAY),
      updated_at: iso(closed ?? jobOpenedMs(i)),
    };
  };

  const application = (a: number): GreenhouseFakeApplication => {
    const i = jobCount > 0 ? a % jobCount : 0;
    const applied =
      jobOpenedMs(i) + (Math.floor(a / Math.max(1, jobCount)) % 30) * DAY + (a % 24) * HOUR;
    let status: GreenhouseFakeApplication['status'] = 'in_process';
    let prospect = false;
    let rejected: number | null = null;
    if (a < jobCount) {
      if (firstOpeningFilledMs(a) !== null) status = 'hired';
    } else if (a % 17 === 0) {
      prospect = true;
    } else if (a % 5 === 0) {
      status = 'rejected';
      rejected = applied + 5 * DAY;
    }
    const hired = status === 'hired' ? firstOpeningFilledMs(a) : null;
    const lastActivity = rejected ?? hired ?? applied + DAY;
    const stage =
      status === 'in_process'
        ? (GREENHOUSE_FAKE_STAGES[a % GREENHOUSE_FAKE_STAGES.length] ?? null)
        : null;
    const source = GREENHOUSE_FAKE_SOURCES[a % GREENHOUSE_FAKE_SOURCES.length] as {
      id: number;
      public_name: string;
    };
    return {
      id: GREENHOUSE_FAKE_IDS.application + a,
      candidate_id: GREENHOUSE_FAKE_IDS.candidate + a,
      job_id: prospect || jobCount === 0 ? null : GREENHOUSE_FAKE_IDS.job + i,
      job_post_id: null,
      status,
      prospect,
      stage_id: stage?.id ?? null,
      stage_name: stage?.name ?? null,
      current_stage: stage === null ? null : { ...stage },
      source_id: source.id,
      source: { ...source },
      recruiter_id: null,
      rejected_at: rejected === null ? null : iso(rejected),
      last_activity_at: iso(lastActivity),
      created_at: iso(applied),
      updated_at: iso(lastActivity),
    };
  };

  const offer = (a: number): GreenhouseFakeOffer => {
    const app = application(a);
    const status: GreenhouseFakeOffer['status'] =
      app.status === 'hired'
        ? 'accepted'
        : app.stage_name === 'Offer'
          ? 'unresolved'
          : app.status === 'rejected' && a % 3 === 0
            ? 'rejected'
            : 'deprecated';
    const created = Date.parse(app.created_at) + 2 * DAY;
    const resolved = status === 'accepted' || status === 'rejected' ? created + DAY : null;
    return {
      id: GREENHOUSE_FAKE_IDS.offer + a,
      application_id: app.id,
      job_id: app.job_id,
      candidate_id: app.candidate_id,
      version: 1,
      status,
      created_at: iso(created),
      updated_at: iso(resolved ?? created),
      sent_at: iso(created),
      resolved_at: resolved === null ? null : iso(resolved),
      starts_at: null,
    };
  };

  return {
    departments: { count: departmentCount, at: department },
    jobs: { count: jobCount, at: job },
    openings: { count: jobCount * 2, at: opening },
    applications: { count: applicationCount, at: application },
    offers: { count: applicationCount, at: offer },
  };
}

// ── The server ──────────────────────────────────────────────────────────────────────────────

export interface GreenhouseFakeOptions {
  /** Records as given, or a count generated by {@link greenhouseFakeData}. */
  jobs?: GreenhouseFakeJob[] | number;
  applications?: GreenhouseFakeApplication[] | number;
  /** Served as given; generated with the jobs when `jobs` is a count, else none. */
  openings?: GreenhouseFakeOpening[];
  /** Served as given; generated with the applications when `applications` is a count, else none. */
  offers?: GreenhouseFakeOffer[];
  /** Served as given; eight generated departments unless given. */
  departments?: GreenhouseFakeDepartment[];
  /** When the first generated job opened; the generator's fixed day in January 2025 unless given. */
  generatedFrom?: Date;
  clientId?: string;
  clientSecret?: string;
  /**
   * The organisation's Greenhouse users: a token request's `sub` (the user the calls act as)
   * must be one of their ids, or it is refused 400. Default {@link GREENHOUSE_FAKE_USER_ID} alone.
   */
  userIds?: readonly number[];
  /** Refuse (400) a token request without `sub`. */
  requireSub?: boolean;
  faults?: FakeFaults;
  /** Answer 429 with `Retry-After: 1` to every Nth list request. */
  rateLimitEvery?: number;
  /** The `X-RateLimit-Limit` reported (per 10 s window); 50 unless given. */
  rateLimit?: number;
  /** The lifetime a token is issued with and held to; 3600 (Greenhouse's hour) unless given. */
  tokenExpiresInSeconds?: number;
  /** A token answers 401 once it has been used this many times (expiry mid-run, no waiting). */
  tokenMaxUses?: number;
  /** Resources that answer 403 (a scope the credentials lack). */
  forbidden?: GreenhouseResource[];
  /** Next links point to this origin instead of the fake's own. */
  nextOrigin?: string;
  port?: number;
}

export interface GreenhouseFake extends FakeServer {
  /** What the integration saves as its API Endpoint (the fake's origin). */
  endpoint: string;
  clientId: string;
  clientSecret: string;
  /** A user id the fake accepts as `sub`. */
  userId: number;
  /** Token requests so far. */
  tokenRequests(): FakeRequest[];
  /** List requests so far (every `GET /v3/...`). */
  listRequests(): FakeRequest[];
}

export const GREENHOUSE_FAKE_CLIENT_ID = 'fake-client-id';
export const GREENHOUSE_FAKE_CLIENT_SECRET = 'fake-client-secret-0123456789';
/** The fake organisation's Greenhouse user, as `sub` names it. */
export const GREENHOUSE_FAKE_USER_ID = 4_080_001;

const RESOURCES: readonly GreenhouseResource[] = [
  'departments',
  'jobs',
  'openings',
  'applications',
  'offers',
];
const MAX_PER_PAGE = 500;
const DEFAULT_PER_PAGE = 100;

interface Cursor {
  /** The resource it pages through. */
  r: GreenhouseResource;
  /** The index the next page's scan starts at. */
  i: number;
  /** Records per page. */
  n: number;
  /** The first request's filters. */
  f: Record<string, string>;
}

const encodeCursor = (cursor: Cursor) =>
  Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url');

function decodeCursor(text: string): Cursor | null {
  try {
    const cursor = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Cursor;
    if (
      !RESOURCES.includes(cursor.r) ||
      !Number.isInteger(cursor.i) ||
      !Number.isInteger(cursor.n)
    ) {
      return null;
    }
    return cursor;
  } catch {
    return null;
  }
}

/** Whether a record passes the first request's filters (those Harvest v3 documents). */
function matches(resource: GreenhouseResource, record: unknown, filters: Record<string, string>) {
  const item = record as Record<string, unknown>;
  const ids = (name: string) => filters[name]?.split(',').map(Number);
  if (filters.status !== undefined) {
    const wanted =
      resource === 'applications' && filters.status === 'active' ? 'in_process' : filters.status;
    if (item.status !== wanted) return false;
  }
  if (filters.prospect !== undefined && String(item.prospect) !== filters.prospect) return false;
  const jobIds = ids('job_ids');
  if (jobIds && !jobIds.includes(Number(item.job_id))) return false;
  const only = ids('ids');
  if (only && !only.includes(Number(item.id))) return false;
  return true;
}

const unprocessable = (message: string): FakeAnswer => ({ status: 422, json: { message } });

export async function startGreenhouseFake(
  options: GreenhouseFakeOptions = {},
): Promise<GreenhouseFake> {
  const clientId = options.clientId ?? GREENHOUSE_FAKE_CLIENT_ID;
  const clientSecret = options.clientSecret ?? GREENHOUSE_FAKE_CLIENT_SECRET;
  const userIds = options.userIds ?? [GREENHOUSE_FAKE_USER_ID];
  const faults = options.faults ?? {};
  const ttlSeconds = options.tokenExpiresInSeconds ?? 3600;
  const limit = options.rateLimit ?? 50;

  const jobCount = typeof options.jobs === 'number' ? options.jobs : 0;
  const applicationCount = typeof options.applications === 'number' ? options.applications : 0;
  const generated = greenhouseFakeData({
    jobs: jobCount,
    applications: applicationCount,
    ...(options.generatedFrom && { from: options.generatedFrom.getTime() }),
  });
  const data: GreenhouseFakeData = {
    departments: options.departments ? fakeRecords(options.departments) : generated.departments,
    jobs: Array.isArray(options.jobs) ? fakeRecords(options.jobs) : generated.jobs,
    openings: options.openings
      ? fakeRecords(options.openings)
      : Array.isArray(options.jobs)
        ? fakeRecords<GreenhouseFakeOpening>([])
        : generated.openings,
    applications: Array.isArray(options.applications)
      ? fakeRecords(options.applications)
      : generated.applications,
    offers: options.offers
      ? fakeRecords(options.offers)
      : Array.isArray(options.applications)
        ? fakeRecords<GreenhouseFakeOffer>([])
        : generated.offers,
  };

  const tokens = new Map<string, { expiresAt: number; uses: number }>();
  let issued = 0;
  let listCount = 0;
  // A page is known by its URL: a retry of the same page keeps its number (for `failPage`).
  const pageNumbers = new Map<string, number>();
  let origin = '';

  function issueToken(request: FakeRequest): FakeAnswer {
    if (request.method !== 'POST') return { status: 405, json: { error: 'method_not_allowed' } };
    const credentials = basicCredentials(request.headers.authorization);
    if (!credentials || credentials.user !== clientId || credentials.password !== clientSecret) {
      return { status: 401, json: { error: 'invalid_client' } };
    }
    if (
      !String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')
    ) {
      return { status: 400, json: { error: 'invalid_request' } };
    }
    const form = new URLSearchParams(request.body);
    if (form.get('grant_type') !== 'client_credentials') {
      return { status: 400, json: { error: 'unsupported_grant_type' } };
    }
    // `sub`: the numeric id of the user the calls act as.
    const sub = form.get('sub');
    if (sub === null ? options.requireSub : !userIds.some((id) => String(id) === sub)) {
      return {
        status: 400,
        json: {
          error: 'invalid_request',
          error_description: sub === null ? 'sub is required' : 'sub is not a user',
        },
      };
    }
    issued += 1;
    const token = `gh-fake-token-${issued}`;
    const expiresAt = Date.now() + ttlSeconds * 1000;
    tokens.set(token, { expiresAt, uses: 0 });
    return {
      json: {
        access_token: token,
        token_type: 'Bearer',
        expires_in: ttlSeconds,
        expires_at: new Date(expiresAt).toISOString(),
      },
    };
  }

  function authorized(request: FakeRequest): boolean {
    const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    const held = token ? tokens.get(token) : undefined;
    if (!held || Date.now() > held.expiresAt) return false;
    if (options.tokenMaxUses !== undefined && held.uses >= options.tokenMaxUses) return false;
    held.uses += 1;
    return true;
  }

  function list(request: FakeRequest, resource: GreenhouseResource): FakeAnswer {
    listCount += 1;
    const rateHeaders = (remaining: number) => ({
      'x-ratelimit-limit': String(limit),
      'x-ratelimit-remaining': String(remaining),
    });
    const every = options.rateLimitEvery;
    if (every && listCount % every === 0) {
      return {
        status: 429,
        headers: { ...rateHeaders(0), 'retry-after': '1' },
        json: { message: 'Too Many Requests' },
      };
    }
    const remaining = every ? Math.max(1, every - (listCount % every)) : Math.max(1, limit - 1);
    if (!authorized(request)) {
      return { status: 401, headers: rateHeaders(remaining), json: { message: 'Unauthorized' } };
    }
    if (options.forbidden?.includes(resource)) {
      return { status: 403, headers: rateHeaders(remaining), json: { message: 'Forbidden' } };
    }
    const key = `${request.url.pathname}${request.url.search}`;
    let page = pageNumbers.get(key);
    if (page === undefined) {
      page = pageNumbers.size + 1;
      pageNumbers.set(key, page);
    }
    const failure = shouldFailPage(faults, page);
    if (failure) return { ...failure, headers: { ...failure.headers, ...rateHeaders(remaining) } };
    if (faults.notJson) {
      return {
        headers: { ...rateHeaders(remaining), 'content-type': 'application/json' },
        raw: '<html>Service temporarily unavailable</html>',
      };
    }

    const params = request.url.searchParams;
    let cursor: Cursor;
    const cursorText = params.get('cursor');
    if (cursorText !== null) {
      if ([...params.keys()].some((name) => name !== 'cursor')) {
        return unprocessable('cursor must be the only query parameter');
      }
      const decoded = decodeCursor(cursorText);
      if (!decoded || decoded.r !== resource) return unprocessable('invalid cursor');
      cursor = decoded;
    } else {
      const perPage = Number(params.get('per_page') ?? DEFAULT_PER_PAGE);
      if (!Number.isInteger(perPage) || perPage < 1 || perPage > MAX_PER_PAGE) {
        return unprocessable(`per_page must be between 1 and ${MAX_PER_PAGE}`);
      }
      const filters: Record<string, string> = {};
      for (const [name, value] of params) if (name !== 'per_page') filters[name] = value;
      cursor = { r: resource, i: 0, n: perPage, f: filters };
    }

    const records = data[resource] as FakeRecords<unknown>;
    const items: unknown[] = [];
    let index = cursor.i;
    while (index < records.count && items.length < cursor.n) {
      const record = records.at(index);
      index += 1;
      if (matches(resource, record, cursor.f)) items.push(record);
    }
    if (
      page === 1 &&
      faults.malformedRecord !== undefined &&
      faults.malformedRecord < items.length
    ) {
      items[faults.malformedRecord] = { id: null, name: 42, status: 'unheard-of' };
    }
    const headers: Record<string, string> = rateHeaders(remaining);
    if (index < records.count) {
      const next = encodeCursor({ ...cursor, i: index });
      headers.link = `<${options.nextOrigin ?? origin}/v3/${resource}?cursor=${next}>; rel="next"`;
    }
    return jsonAnswer(items, faults, headers);
  }

  const server = await startProviderServer(
    (request) => {
      const path = request.url.pathname;
      if (path === '/token') return issueToken(request);
      const resource = /^\/v3\/([a-z_]+)$/.exec(path)?.[1] as GreenhouseResource | undefined;
      if (resource && RESOURCES.includes(resource) && request.method === 'GET') {
        return list(request, resource);
      }
      return { status: 404, json: { message: 'Not Found' } };
    },
    faults,
    options.port,
  );
  origin = server.origin;

  return {
    ...server,
    endpoint: server.origin,
    clientId,
    clientSecret,
    userId: userIds[0] ?? GREENHOUSE_FAKE_USER_ID,
    tokenRequests: () => server.requests.filter((request) => request.url.pathname === '/token'),
    listRequests: () =>
      server.requests.filter((request) => request.url.pathname.startsWith('/v3/')),
  };
}
