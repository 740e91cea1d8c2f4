import {
  providerLine,
  type SyncedApplication,
  type SyncedJob,
  type SyncedOfferStatus,
  type SyncedOpening,
  ZProviderId,
} from '@q/schemas/sync';
import { z } from 'zod';
import {
  basicAuthorization,
  type Connector,
  type ConnectorInput,
  type ConnectorResult,
  parseEach,
  parsePage,
  SyncError,
  ZListOfUnknown,
} from '../connector.js';
import { nextLink, type ProviderAnswer, type ProviderHttp } from '../provider-http.js';

/**
 * Greenhouse Recruiting through Harvest API v3 (harvestdocs.greenhouse.io), the only Harvest API
 * left since v1/v2 (Basic auth with the key) were removed on 2026-08-31.
 *
 * - Auth: OAuth 2.0 client credentials. `POST https://auth.greenhouse.io/token` with HTTP Basic
 *   `client_id:client_secret` and the form `grant_type=client_credentials` (plus `sub`, the
 *   numeric id of the Greenhouse user the calls act as, when configured: Greenhouse's
 *   authentication guide lists it with the grant) answers an access token that lives an hour;
 *   every call then sends `Authorization: Bearer <token>`. The integration's API key is the
 *   client secret, sent only to the token endpoint; `configData.clientId` the client id;
 *   `configData.userId` (the form's "User ID") the optional sub.
 * - Lists: `GET <base>/v3/jobs|openings|applications|departments|offers` answer a bare JSON array; the
 *   first request carries `per_page` (at most 500) and the filters, and the next page is the
 *   `Link: <…?cursor=…>; rel="next"` URL, followed exactly as given (a cursor must travel alone).
 * - Rate limits: `X-RateLimit-Limit`/`X-RateLimit-Remaining` per 10 s window, 429 with
 *   `Retry-After`; {@link ProviderHttp} honours both.
 *
 * Openings are their own resource in v3: an opening is filled when it closed with a hire, which
 * Harvest records as the `application_id` of the application that filled it; that opening's
 * `closed_at` is the application's hire time. Prospect applications (no real application to a
 * job) are left out.
 *
 * An application carries its current stage (`current_stage.name`) and its source
 * (`source.public_name`), kept as cleaned single lines. Offers are their own list: each names its
 * `application_id` and a status (unresolved, accepted, rejected, deprecated); an application keeps
 * the status of its latest offer that is not deprecated (an offer replaced by a newer version),
 * latest by version, then creation time, then id. An offer for an application not read is left
 * out. Offers are an optional read: a 403 keeps every application without an offer status and
 * the run partial, naming the missing scope.
 */

/** Greenhouse's own OAuth server: for Greenhouse's hosts, the only one that sees the secret. */
export const GREENHOUSE_AUTH_ORIGIN = 'https://auth.greenhouse.io';
export const GREENHOUSE_TOKEN_URL = `${GREENHOUSE_AUTH_ORIGIN}/token`;
/** Greenhouse's domain: its API hosts (`api.greenhouse.io`, `harvest.greenhouse.io`) are under it. */
const GREENHOUSE_DOMAIN = 'greenhouse.io';

/** Whether a host is Greenhouse's own (`harvest.greenhouse.io`, `api.greenhouse.io`, …). */
function isGreenhouseHost(hostname: string): boolean {
  // `URL` lower-cases the host; a trailing dot names the same host.
  const host = hostname.replace(/\.$/, '');
  return host === GREENHOUSE_DOMAIN || host.endsWith(`.${GREENHOUSE_DOMAIN}`);
}
/** Harvest v3's largest page. */
export const GREENHOUSE_PAGE_SIZE = 500;
/** Harvest v3 access tokens live an hour when the answer does not say. */
const DEFAULT_TOKEN_LIFETIME_MS = 3_600_000;
/** A token is renewed this long before it expires (at most half its life). */
const TOKEN_RENEW_MARGIN_MS = 60_000;

interface GreenhouseUrls {
  /** `<origin><path>/v3`, without a trailing slash. */
  base: string;
  tokenUrl: string;
}

/**
 * Where the calls go, from the saved API Endpoint. The Harvest base is the endpoint with any
 * trailing `/v1`, `/v2` or `/v3` replaced by `/v3` (an endpoint saved in the v1 days keeps
 * working). The token URL is never taken from configData, so a stored secret cannot be sent to a
 * host the user did not save the key for: it is Greenhouse's fixed auth server,
 * `https://auth.greenhouse.io/token`, whenever the endpoint is one of Greenhouse's hosts (the
 * documented `https://api.greenhouse.io/v3`, `harvest.greenhouse.io`, any path), never that
 * host's own `/token`; and `/token` on the endpoint's own origin for any other host (the origin
 * the key was saved for: the loopback fake, a customer's proxy).
 */
export function greenhouseUrls(endpoint: string): GreenhouseUrls | null {
  let url: URL;
  try {
    url = new URL(endpoint.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const path = url.pathname.replace(/\/+$/, '').replace(/\/v[123]$/, '');
  return {
    base: `${url.origin}${path}/v3`,
    tokenUrl: isGreenhouseHost(url.hostname) ? GREENHOUSE_TOKEN_URL : `${url.origin}/token`,
  };
}

/**
 * The origins a Greenhouse run may call, for `createProviderHttp(settings, origins)`: the
 * endpoint's, and Greenhouse's auth server when the endpoint is one of Greenhouse's hosts. Empty
 * when the endpoint is not an http(s) URL (the run then fails on it).
 */
export function greenhouseOrigins(endpoint: string): string[] {
  const urls = greenhouseUrls(endpoint);
  if (!urls) return [];
  return [...new Set([new URL(urls.base).origin, new URL(urls.tokenUrl).origin])];
}

// ── Harvest v3 answers (untrusted input) ────────────────────────────────────────────────────

/** A provider timestamp, as ISO 8601 in UTC ("2030-01-01T00:00:00+0000" included). */
const ZGreenhouseTime = z
  .string()
  .max(64)
  .transform((text, ctx) => {
    const ms = Date.parse(text);
    if (Number.isNaN(ms) || ms < Date.UTC(1900, 0, 1) || ms >= Date.UTC(3000, 0, 1)) {
      ctx.addIssue({ code: 'custom', message: 'not a date and time' });
      return z.NEVER;
    }
    return new Date(ms).toISOString();
  });
const optionalTime = ZGreenhouseTime.nullable().optional();

/** A lower-cased enum value ("Open" and "open" alike). */
const lowerEnum = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .max(50)
    .transform((text) => text.trim().toLowerCase())
    .pipe(z.enum(values));

const ZGreenhouseDepartment = z.object({
  id: ZProviderId,
  name: providerLine(200).nullable().optional(),
});

const ZGreenhouseJob = z.object({
  id: ZProviderId,
  name: providerLine(200).nullable().optional(),
  status: lowerEnum(['open', 'closed', 'draft']),
  opened_at: optionalTime,
  closed_at: optionalTime,
  department_id: ZProviderId.nullable().optional(),
  updated_at: optionalTime,
});

const ZGreenhouseOpening = z.object({
  id: ZProviderId,
  job_id: ZProviderId,
  opened_at: optionalTime,
  closed_at: optionalTime,
  /** Set when the opening closed with a hire: the application that filled it. */
  application_id: ZProviderId.nullable().optional(),
  close_reason_id: ZProviderId.nullable().optional(),
});

/** A named thing an application points to (its stage, its source): anything else reads as none. */
const namedLine = (key: string) =>
  z
    .unknown()
    .optional()
    .transform((value) => {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
      const parsed = providerLine(200).safeParse((value as Record<string, unknown>)[key]);
      return parsed.success && parsed.data !== '' ? parsed.data : null;
    });

const ZGreenhouseApplication = z
  .object({
    id: ZProviderId,
    job_id: ZProviderId.nullable().optional(),
    current_stage: namedLine('name'),
    source: namedLine('public_name'),
    // The list filter says `active`, the answer `in_process`; `converted` is a prospect promoted.
    status: lowerEnum(['in_process', 'active', 'rejected', 'hired', 'converted']),
    prospect: z.boolean().nullable().optional(),
    // v3 names the time of application `created_at` (v1's `applied_at`); either is accepted.
    applied_at: optionalTime,
    created_at: optionalTime,
    updated_at: optionalTime,
  })
  .superRefine((application, ctx) => {
    if (!application.applied_at && !application.created_at) {
      ctx.addIssue({ code: 'custom', path: ['created_at'], message: 'no time of application' });
    }
  });

const ZGreenhouseOffer = z.object({
  id: ZProviderId,
  application_id: ZProviderId,
  status: lowerEnum(['unresolved', 'accepted', 'rejected', 'deprecated']),
  version: z.number().int().min(0).max(1_000_000).nullable().optional(),
  created_at: optionalTime,
  sent_at: optionalTime,
  resolved_at: optionalTime,
});

const ZGreenhouseToken = z.object({
  // Sent in a header: visible ASCII only.
  access_token: z
    .string()
    .min(1)
    .max(8192)
    .regex(/^[\x21-\x7e]+$/),
  token_type: z.string().max(50).optional(),
  expires_in: z.number().positive().max(31_536_000).optional(),
  expires_at: z.string().max(64).optional(),
});

type GreenhouseJob = z.output<typeof ZGreenhouseJob>;
type GreenhouseOpening = z.output<typeof ZGreenhouseOpening>;
type GreenhouseApplication = z.output<typeof ZGreenhouseApplication>;
type GreenhouseOffer = z.output<typeof ZGreenhouseOffer>;

// ── Credentials ─────────────────────────────────────────────────────────────────────────────

function configText(configData: ConnectorInput['configData'], key: string): string | undefined {
  const value = configData?.[key];
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  return text === '' ? undefined : text;
}

function readCredentials(input: ConnectorInput) {
  const clientId = configText(input.configData, 'clientId');
  if (!clientId) {
    throw new SyncError(
      'rejected-key',
      'Greenhouse Harvest v3 needs the OAuth client ID in configData.clientId (the API key is the client secret)',
    );
  }
  // Basic authorization cannot carry a colon in the user part.
  if (clientId.includes(':') || !/^[\x21-\x7e]+$/.test(clientId)) {
    throw new SyncError('rejected-key', 'configData.clientId is not a Greenhouse client ID');
  }
  // Optional, but a value that is there must be a user id: it is never silently left out.
  const rawUserId = input.configData?.userId;
  const isUserIdSet =
    rawUserId !== undefined &&
    rawUserId !== null &&
    !(typeof rawUserId === 'string' && rawUserId.trim() === '');
  const userId = isUserIdSet ? (configText(input.configData, 'userId') ?? '') : undefined;
  if (userId !== undefined && !/^\d{1,20}$/.test(userId)) {
    throw new SyncError(
      'rejected-key',
      'The User ID (configData.userId) must be the numeric id of a Greenhouse user',
    );
  }
  if (!input.apiKey) {
    throw new SyncError('rejected-key', 'The API key (the Greenhouse client secret) is empty');
  }
  return { clientId, userId };
}

/**
 * Access tokens for one run: fetched on first use, renewed shortly before they expire, and
 * fetched again once when a list call answers 401 (a token that expired or was revoked mid-run).
 */
function tokenSession(
  http: ProviderHttp,
  tokenUrl: string,
  clientId: string,
  clientSecret: string,
  userId: string | undefined,
) {
  let token: string | null = null;
  let renewAt = 0;

  async function fetchToken(): Promise<string> {
    const form = new URLSearchParams({ grant_type: 'client_credentials' });
    if (userId !== undefined) form.set('sub', userId);
    let answer: ProviderAnswer;
    try {
      answer = await http.json(tokenUrl, {
        method: 'POST',
        headers: {
          // Lower-case: the guarded client drops `authorization` on a redirect to another origin.
          authorization: basicAuthorization(clientId, clientSecret),
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: form.toString(),
      });
    } catch (error) {
      // 400 (invalid_client, unauthorized_client), 401 and 403 all mean these credentials fail.
      const status = error instanceof SyncError ? error.httpStatus : null;
      if (status === 400 || status === 401 || status === 403) {
        const checks =
          userId === undefined
            ? 'configData.clientId and the API key (the client secret)'
            : 'configData.clientId, the API key (the client secret) and the User ID (configData.userId)';
        throw new SyncError(
          'rejected-key',
          `Greenhouse refused the client credentials (HTTP ${status}): check ${checks}`,
          false,
          status,
        );
      }
      throw error;
    }
    const parsed = parsePage(ZGreenhouseToken, answer.body, 'Greenhouse token');
    const now = Date.now();
    const expiresAt =
      parsed.expires_in !== undefined
        ? now + parsed.expires_in * 1000
        : parsed.expires_at !== undefined && !Number.isNaN(Date.parse(parsed.expires_at))
          ? Date.parse(parsed.expires_at)
          : now + DEFAULT_TOKEN_LIFETIME_MS;
    const life = Math.max(0, expiresAt - now);
    renewAt = expiresAt - Math.min(TOKEN_RENEW_MARGIN_MS, life / 2);
    token = parsed.access_token;
    return token;
  }

  async function current(): Promise<string> {
    if (token !== null && Date.now() < renewAt) return token;
    return fetchToken();
  }

  return {
    async get(url: string): Promise<ProviderAnswer> {
      const first = await current();
      try {
        return await http.json(url, { headers: { authorization: `Bearer ${first}` } });
      } catch (error) {
        if (!(error instanceof SyncError) || error.httpStatus !== 401) throw error;
      }
      token = null;
      const fresh = await fetchToken();
      try {
        return await http.json(url, { headers: { authorization: `Bearer ${fresh}` } });
      } catch (error) {
        if (error instanceof SyncError && error.httpStatus === 401) {
          throw new SyncError(
            'rejected-key',
            'Greenhouse refused a newly issued access token (HTTP 401)',
            false,
            401,
          );
        }
        throw error;
      }
    },
  };
}

// ── Reading ─────────────────────────────────────────────────────────────────────────────────

type Session = ReturnType<typeof tokenSession>;

/**
 * Every record of one list, page by page: the first URL carries `per_page` and the filters, and
 * each next page is the `rel="next"` URL as Greenhouse gave it (never rebuilt). A 403 (a scope the
 * credentials lack) names the scope; with `optional`, it answers null instead of failing.
 */
async function listAll<S extends z.ZodType>(
  session: Session,
  base: string,
  resource: string,
  schema: S,
  filters: Record<string, string>,
  optional = false,
): Promise<z.output<S>[] | null> {
  const records: z.output<S>[] = [];
  const seen = new Set<string>();
  let url: string | undefined = `${base}/${resource}?${new URLSearchParams({
    per_page: String(GREENHOUSE_PAGE_SIZE),
    ...filters,
  })}`;
  while (url !== undefined) {
    seen.add(url);
    let answer: ProviderAnswer;
    try {
      answer = await session.get(url);
    } catch (error) {
      if (error instanceof SyncError && error.httpStatus === 403) {
        if (optional) return null;
        throw new SyncError(
          'rejected-key',
          `Greenhouse refused to list ${resource} (HTTP 403): the credentials need the harvest:${resource}:list scope and a Site Admin user`,
          false,
          403,
        );
      }
      throw error;
    }
    // The page's frame, then its records a slice at a time (a page may hold any number).
    const page = parsePage(ZListOfUnknown, answer.body, `Greenhouse ${resource}`);
    for (const record of await parseEach(schema, page, `Greenhouse ${resource}`, '')) {
      records.push(record);
    }
    const next = nextLink(answer.headers.link, answer.url);
    if (next !== undefined && seen.has(next)) {
      throw new SyncError(
        'contract',
        `Greenhouse's ${resource} pages led back to a page already read`,
      );
    }
    url = next;
  }
  return records;
}

/** The later of a list's records per id (a record seen twice while paging keeps its last copy). */
function byId<T extends { id: string }>(records: readonly T[]): Map<string, T> {
  return new Map(records.map((record) => [record.id, record]));
}

function earliest(times: readonly (string | null)[]): string | null {
  let first: string | null = null;
  for (const time of times) if (time !== null && (first === null || time < first)) first = time;
  return first;
}

function mapJob(
  job: GreenhouseJob,
  departments: Map<string, string | null> | null,
  openings: readonly GreenhouseOpening[],
): SyncedJob {
  const seats: SyncedOpening[] = openings
    .map((opening) => ({
      openedAt: opening.opened_at ?? null,
      closedAt: opening.closed_at ?? null,
      filled: Boolean(opening.closed_at) && opening.application_id != null,
    }))
    .sort((a, b) => (a.openedAt ?? '\uffff').localeCompare(b.openedAt ?? '\uffff'))
    .slice(0, 1000);
  const departmentId = job.department_id ?? null;
  return {
    sourceId: job.id,
    title: job.name || `Job ${job.id}`,
    department: departmentId === null ? null : (departments?.get(departmentId) ?? null),
    status: job.status,
    openedAt: job.opened_at ?? earliest(seats.map((seat) => seat.openedAt)),
    closedAt: job.status === 'closed' ? (job.closed_at ?? null) : null,
    openings: seats,
    sourceUpdatedAt: job.updated_at ?? null,
  };
}

/** The missing field a run names when offers may not be listed, with the scope it needs. */
export const OFFERS_REFUSED =
  'applications.offerStatus (HTTP 403: the credentials need the harvest:offers:list scope)';

/** Whether offer `a` is later than offer `b`: by version, then creation time, then id. */
function isLaterOffer(a: GreenhouseOffer, b: GreenhouseOffer): boolean {
  const versions = (a.version ?? 0) - (b.version ?? 0);
  if (versions !== 0) return versions > 0;
  const created = (a.created_at ?? '').localeCompare(b.created_at ?? '');
  if (created !== 0) return created > 0;
  return a.id.length - b.id.length > 0 || (a.id.length === b.id.length && a.id > b.id);
}

/** Per application, the status of its latest offer that is not deprecated. */
export function offerStatuses(offers: readonly GreenhouseOffer[]): Map<string, SyncedOfferStatus> {
  const latest = new Map<string, GreenhouseOffer>();
  for (const offer of offers) {
    if (offer.status === 'deprecated') continue;
    const held = latest.get(offer.application_id);
    if (!held || isLaterOffer(offer, held)) latest.set(offer.application_id, offer);
  }
  const statuses = new Map<string, SyncedOfferStatus>();
  for (const [applicationId, offer] of latest) {
    statuses.set(applicationId, offer.status as SyncedOfferStatus);
  }
  return statuses;
}

function mapApplication(
  application: GreenhouseApplication,
  hiredAt: Map<string, string>,
  offers: Map<string, SyncedOfferStatus> | null,
): SyncedApplication | null {
  // Prospects have not applied; a converted prospect lives on as a candidate application.
  if (application.prospect === true || application.status === 'converted') return null;
  const status =
    application.status === 'hired'
      ? 'hired'
      : application.status === 'rejected'
        ? 'rejected'
        : 'active';
  return {
    sourceId: application.id,
    jobSourceId: application.job_id ?? null,
    appliedAt: (application.applied_at ?? application.created_at) as string,
    hiredAt: status === 'hired' ? (hiredAt.get(application.id) ?? null) : null,
    status,
    sourceUpdatedAt: application.updated_at ?? null,
    stage: application.current_stage,
    source: application.source,
    offerStatus: offers?.get(application.id) ?? null,
  };
}

async function readGreenhouse(input: ConnectorInput): Promise<ConnectorResult> {
  const urls = greenhouseUrls(input.endpoint);
  if (!urls) throw new SyncError('invalid-url', 'The API Endpoint is not an http(s) URL');
  const { clientId, userId } = readCredentials(input);
  const session = tokenSession(input.http, urls.tokenUrl, clientId, input.apiKey, userId);
  const missingFields: string[] = [];

  const jobs = (await listAll(session, urls.base, 'jobs', ZGreenhouseJob, {})) ?? [];
  const departmentList = await listAll(
    session,
    urls.base,
    'departments',
    ZGreenhouseDepartment,
    {},
    true,
  );
  if (departmentList === null) missingFields.push('jobs.department');
  const openingList = await listAll(session, urls.base, 'openings', ZGreenhouseOpening, {}, true);
  if (openingList === null) missingFields.push('jobs.openings', 'applications.hiredAt');
  const applications =
    (await listAll(session, urls.base, 'applications', ZGreenhouseApplication, {
      prospect: 'false',
    })) ?? [];
  const offerList = await listAll(session, urls.base, 'offers', ZGreenhouseOffer, {}, true);
  // Without the offers scope the stored offer statuses are kept and the run is partial.
  if (offerList === null) missingFields.push(OFFERS_REFUSED);
  const offers = offerList === null ? null : offerStatuses([...byId(offerList).values()]);

  const departments =
    departmentList === null
      ? null
      : new Map([...byId(departmentList).values()].map((d) => [d.id, d.name ?? null]));
  const openingsByJob = new Map<string, GreenhouseOpening[]>();
  const hiredAt = new Map<string, string>();
  for (const opening of byId(openingList ?? []).values()) {
    const list = openingsByJob.get(opening.job_id);
    if (list) list.push(opening);
    else openingsByJob.set(opening.job_id, [opening]);
    if (opening.application_id != null && opening.closed_at) {
      hiredAt.set(opening.application_id, opening.closed_at);
    }
  }

  const syncedJobs = [...byId(jobs).values()].map((job) =>
    mapJob(job, departments, openingsByJob.get(job.id) ?? []),
  );
  const syncedApplications: SyncedApplication[] = [];
  let mappedCount = 0;
  for (const application of byId(applications).values()) {
    // Tens of thousands of applications: the event loop gets a turn every thousand.
    mappedCount += 1;
    if (mappedCount % 1000 === 0) await new Promise((resolve) => setImmediate(resolve));
    const mapped = mapApplication(application, hiredAt, offers);
    if (mapped) syncedApplications.push(mapped);
  }
  return { records: { jobs: syncedJobs, applications: syncedApplications }, missingFields };
}

/** The token exchange, then one job: proves the client credentials and the jobs scope. */
async function probeGreenhouse(input: ConnectorInput): Promise<void> {
  const urls = greenhouseUrls(input.endpoint);
  if (!urls) throw new SyncError('invalid-url', 'The API Endpoint is not an http(s) URL');
  const { clientId, userId } = readCredentials(input);
  const session = tokenSession(input.http, urls.tokenUrl, clientId, input.apiKey, userId);
  const first = new URL(`${urls.base}/jobs`);
  first.searchParams.set('per_page', '1');
  await session.get(first.toString());
}

export const greenhouseConnector: Connector = {
  provider: 'greenhouse',
  systemType: 'ats',
  kinds: ['jobs', 'applications'],
  read: readGreenhouse,
  probe: probeGreenhouse,
};
