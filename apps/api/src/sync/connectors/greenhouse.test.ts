import {
  GREENHOUSE_FAKE_IDS,
  type GreenhouseFake,
  type GreenhouseFakeApplication,
  type GreenhouseFakeDepartment,
  type GreenhouseFakeJob,
  type GreenhouseFakeOffer,
  type GreenhouseFakeOpening,
  type GreenhouseFakeOptions,
  greenhouseFakeData,
  startGreenhouseFake,
} from '@q/provider-fakes/greenhouse';
import { basicCredentials } from '@q/provider-fakes/server';
import { afterEach, describe, expect, it } from 'vitest';
import { basicToken, syncFailure, testProviderHttp } from '../../../test/connector-helpers.js';
import type { ConnectorResult } from '../connector.js';
import type { ProviderHttp, ProviderHttpSettings } from '../provider-http.js';
import {
  GREENHOUSE_AUTH_ORIGIN,
  GREENHOUSE_TOKEN_URL,
  greenhouseConnector,
  greenhouseOrigins,
  greenhouseUrls,
} from './greenhouse.js';

const NOW = new Date('2026-11-24T09:00:00Z');
const CLIENT_ID = 'gh-client-4f1b';
/** The API key is the client secret; distinctive, so a leak into any message is found. */
const SECRET = 'gh-secret-Vq8Lm2Xr7Tz5Kw1N';

const fakes: GreenhouseFake[] = [];
afterEach(async () => {
  await Promise.all(fakes.splice(0).map((fake) => fake.close()));
});

interface Setup {
  fake: GreenhouseFake;
  http: ProviderHttp;
  /** Every wait the client asked for (time is faked: nothing sleeps). */
  waits: number[];
  read(configData?: Record<string, unknown> | null): Promise<ConnectorResult>;
}

async function setup(
  options: GreenhouseFakeOptions = {},
  settings: Partial<ProviderHttpSettings> = {},
): Promise<Setup> {
  const fake = await startGreenhouseFake({ clientId: CLIENT_ID, clientSecret: SECRET, ...options });
  fakes.push(fake);
  const { http, waits } = testProviderHttp(greenhouseOrigins(fake.endpoint), settings);
  const read = (configData: Record<string, unknown> | null = { clientId: CLIENT_ID }) =>
    greenhouseConnector.read({
      endpoint: fake.endpoint,
      apiKey: SECRET,
      configData,
      http,
      now: NOW,
    });
  return { fake, http, waits, read };
}

/** The SyncError a read ends with (the test fails if it succeeds); it never holds the secret. */
const failure = (read: Promise<unknown>) =>
  syncFailure(read, [SECRET, basicToken(CLIENT_ID, SECRET)]);

const T = (day: number, hour = 9) => new Date(Date.UTC(2026, 0, day, hour)).toISOString();

const department = (id: number, name: string): GreenhouseFakeDepartment => ({
  id,
  name,
  parent_id: null,
  external_id: null,
  created_at: T(1),
  updated_at: T(1),
});

const job = (id: number, overrides: Partial<GreenhouseFakeJob> = {}): GreenhouseFakeJob => ({
  id,
  name: `Job ${id}`,
  requisition_id: null,
  notes: null,
  confidential: false,
  status: 'open',
  opened_at: T(2),
  closed_at: null,
  is_template: false,
  copied_from_id: null,
  department_id: 10,
  office_ids: [],
  custom_fields: {},
  created_at: T(1),
  updated_at: T(3),
  ...overrides,
});

const opening = (
  id: number,
  jobId: number,
  overrides: Partial<GreenhouseFakeOpening> = {},
): GreenhouseFakeOpening => ({
  id,
  job_id: jobId,
  opening_id: null,
  opened_at: T(2),
  closed_at: null,
  sort_order: 0,
  application_id: null,
  close_reason_id: null,
  target_start_on: null,
  open: true,
  created_at: T(1),
  updated_at: T(2),
  ...overrides,
});

const application = (
  id: number,
  jobId: number | null,
  overrides: Partial<GreenhouseFakeApplication> = {},
): GreenhouseFakeApplication => ({
  id,
  candidate_id: id + 1000,
  job_id: jobId,
  job_post_id: null,
  status: 'in_process',
  prospect: false,
  stage_id: null,
  stage_name: null,
  source_id: null,
  recruiter_id: null,
  rejected_at: null,
  last_activity_at: T(6),
  created_at: T(5),
  updated_at: T(6),
  ...overrides,
});

const offer = (
  id: number,
  applicationId: number,
  status: GreenhouseFakeOffer['status'],
  overrides: Partial<GreenhouseFakeOffer> = {},
): GreenhouseFakeOffer => ({
  id,
  application_id: applicationId,
  job_id: null,
  candidate_id: null,
  version: 1,
  status,
  created_at: T(7),
  updated_at: T(8),
  sent_at: T(7),
  resolved_at: status === 'accepted' || status === 'rejected' ? T(8) : null,
  starts_at: null,
  ...overrides,
});

describe('greenhouseUrls', () => {
  it('takes the token from Greenhouse’s auth server for any of Greenhouse’s API hosts', () => {
    expect(GREENHOUSE_TOKEN_URL).toBe('https://auth.greenhouse.io/token');
    for (const [endpoint, base] of [
      // The host Greenhouse's v3 documentation gives.
      ['https://api.greenhouse.io/v3', 'https://api.greenhouse.io/v3'],
      ['https://api.greenhouse.io/v3/', 'https://api.greenhouse.io/v3'],
      ['https://api.greenhouse.io', 'https://api.greenhouse.io/v3'],
      ['  HTTPS://API.Greenhouse.IO/v1  ', 'https://api.greenhouse.io/v3'],
      ['https://harvest.greenhouse.io/v3', 'https://harvest.greenhouse.io/v3'],
      ['https://harvest.greenhouse.io/v1/', 'https://harvest.greenhouse.io/v3'],
      ['https://harvest.greenhouse.io/some/path/v2', 'https://harvest.greenhouse.io/some/path/v3'],
      ['https://api.greenhouse.io./v3', 'https://api.greenhouse.io./v3'],
    ]) {
      expect(greenhouseUrls(endpoint as string), endpoint).toEqual({
        base,
        tokenUrl: GREENHOUSE_TOKEN_URL,
      });
    }
  });

  it('keeps the token on the endpoint’s own origin for any other host, never on a look-alike', () => {
    for (const [endpoint, tokenUrl] of [
      ['http://127.0.0.1:4103', 'http://127.0.0.1:4103/token'],
      ['http://[::1]:4103/harvest/v3', 'http://[::1]:4103/token'],
      ['https://greenhouse-proxy.example.com/v3', 'https://greenhouse-proxy.example.com/token'],
      ['https://api.greenhouse.io.example.com/v3', 'https://api.greenhouse.io.example.com/token'],
      ['https://evilgreenhouse.io/v3', 'https://evilgreenhouse.io/token'],
    ]) {
      expect(greenhouseUrls(endpoint as string)?.tokenUrl, endpoint).toBe(tokenUrl);
    }
    expect(greenhouseUrls('not a url')).toBeNull();
    expect(greenhouseUrls('ftp://api.greenhouse.io/v3')).toBeNull();
  });
});

describe('greenhouseOrigins', () => {
  it('adds Greenhouse’s own auth server for Greenhouse’s hosts, and nothing from elsewhere', () => {
    expect(greenhouseOrigins('https://harvest.greenhouse.io/v1/')).toEqual([
      'https://harvest.greenhouse.io',
      GREENHOUSE_AUTH_ORIGIN,
    ]);
    expect(greenhouseOrigins('https://api.greenhouse.io/v3')).toEqual([
      'https://api.greenhouse.io',
      GREENHOUSE_AUTH_ORIGIN,
    ]);
    // Anywhere else, the token endpoint is on the endpoint's own origin (the fake, a proxy).
    expect(greenhouseOrigins('http://127.0.0.1:4100/harvest')).toEqual(['http://127.0.0.1:4100']);
    expect(greenhouseOrigins('not a url')).toEqual([]);
    expect(greenhouseOrigins('ftp://harvest.greenhouse.io')).toEqual([]);
  });
});

describe('the Greenhouse connector (Harvest v3)', () => {
  it('declares what it reads', () => {
    expect(greenhouseConnector.provider).toBe('greenhouse');
    expect(greenhouseConnector.systemType).toBe('ats');
    expect(greenhouseConnector.kinds).toEqual(['jobs', 'applications']);
  });

  it('maps jobs with their openings and departments, and applications with their hire time', async () => {
    const { read } = await setup({
      departments: [department(10, 'Engineering'), department(11, 'Sales')],
      jobs: [
        job(1, { name: 'Backend Engineer', status: 'open' }),
        job(2, {
          name: 'Account Executive',
          status: 'closed',
          closed_at: T(20),
          department_id: 11,
        }),
        job(3, { status: 'draft', opened_at: null, department_id: null }),
      ],
      openings: [
        opening(101, 1),
        opening(102, 1, {
          opened_at: T(1),
          closed_at: T(15),
          application_id: 501,
          close_reason_id: 1,
          open: false,
        }),
        opening(201, 2, { closed_at: T(20), close_reason_id: 3, open: false }),
      ],
      applications: [
        application(500, 1),
        application(501, 1, { status: 'hired' }),
        application(502, 2, { status: 'rejected', rejected_at: T(9) }),
        application(503, null, { prospect: true }),
        application(504, 1, { status: 'converted' }),
      ],
    });

    const result = await read();

    expect(result.missingFields).toEqual([]);
    expect(result.records.jobs).toEqual([
      {
        sourceId: '1',
        title: 'Backend Engineer',
        department: 'Engineering',
        status: 'open',
        openedAt: T(2),
        closedAt: null,
        openings: [
          { openedAt: T(1), closedAt: T(15), filled: true },
          { openedAt: T(2), closedAt: null, filled: false },
        ],
        sourceUpdatedAt: T(3),
      },
      {
        sourceId: '2',
        title: 'Account Executive',
        department: 'Sales',
        status: 'closed',
        openedAt: T(2),
        closedAt: T(20),
        // Closed without a hire (a cancelled requisition): not filled.
        openings: [{ openedAt: T(2), closedAt: T(20), filled: false }],
        sourceUpdatedAt: T(3),
      },
      {
        sourceId: '3',
        title: 'Job 3',
        department: null,
        status: 'draft',
        openedAt: null,
        closedAt: null,
        openings: [],
        sourceUpdatedAt: T(3),
      },
    ]);
    // The prospect and the converted prospect are not applications to a job.
    expect(result.records.applications).toEqual([
      {
        sourceId: '500',
        jobSourceId: '1',
        appliedAt: T(5),
        hiredAt: null,
        status: 'active',
        sourceUpdatedAt: T(6),
        stage: null,
        source: null,
        offerStatus: null,
      },
      {
        sourceId: '501',
        jobSourceId: '1',
        appliedAt: T(5),
        hiredAt: T(15),
        status: 'hired',
        sourceUpdatedAt: T(6),
        stage: null,
        source: null,
        offerStatus: null,
      },
      {
        sourceId: '502',
        jobSourceId: '2',
        appliedAt: T(5),
        hiredAt: null,
        status: 'rejected',
        sourceUpdatedAt: T(6),
        stage: null,
        source: null,
        offerStatus: null,
      },
    ]);
  });

  it('pages with per_page=500 and the filters on the first request only, then follows the next links as given', async () => {
    const { fake, read } = await setup({ jobs: 1100, applications: 1300 });

    const result = await read();

    const jobs = result.records.jobs ?? [];
    expect(jobs).toHaveLength(1100);
    expect(new Set(jobs.map((j) => j.sourceId)).size).toBe(1100);
    // Every 17th generated application past the first 1100 is a prospect, filtered out.
    const prospects = Array.from({ length: 200 }, (_, k) => 1100 + k).filter((a) => a % 17 === 0);
    expect(result.records.applications).toHaveLength(1300 - prospects.length);
    const hired = (result.records.applications ?? []).filter((a) => a.status === 'hired');
    expect(hired.length).toBeGreaterThan(0);
    expect(hired.every((a) => a.hiredAt !== null)).toBe(true);

    const lists = fake.listRequests();
    const byResource = (name: string) => lists.filter((r) => r.url.pathname === `/v3/${name}`);
    // jobs: 500 + 500 + 100; openings: 2,200 in five pages; applications: three pages.
    expect(byResource('jobs')).toHaveLength(3);
    expect(byResource('openings')).toHaveLength(5);
    expect(byResource('applications')).toHaveLength(3);
    const [firstApplications, ...laterApplications] = byResource('applications');
    expect(Object.fromEntries(firstApplications?.url.searchParams ?? [])).toEqual({
      per_page: '500',
      prospect: 'false',
    });
    for (const request of [...laterApplications, ...byResource('jobs').slice(1)]) {
      expect([...request.url.searchParams.keys()]).toEqual(['cursor']);
    }
    // One token for the whole run, sent as a Bearer token on every list call.
    expect(fake.tokenRequests()).toHaveLength(1);
    expect(lists.every((r) => r.headers.authorization === 'Bearer gh-fake-token-1')).toBe(true);
  });

  it('asks for the token with client credentials: Basic client id and secret, form grant, optional sub', async () => {
    const { fake, read } = await setup({ jobs: 1, applications: 1, userIds: [4242] });

    await read({ clientId: CLIENT_ID, userId: 4242 });

    const [token] = fake.tokenRequests();
    expect(token?.method).toBe('POST');
    expect(basicCredentials(token?.headers.authorization)).toEqual({
      user: CLIENT_ID,
      password: SECRET,
    });
    expect(token?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(token?.body))).toEqual({
      grant_type: 'client_credentials',
      sub: '4242',
    });
  });

  it('fetches a new token once when one expires mid-run', async () => {
    const { fake, read } = await setup({ jobs: 1100, applications: 10, tokenMaxUses: 4 });

    const result = await read();

    expect(result.records.jobs).toHaveLength(1100);
    expect(fake.tokenRequests().length).toBeGreaterThanOrEqual(2);
    const statuses = fake.listRequests().map((r) => r.headers.authorization);
    expect(statuses).toContain('Bearer gh-fake-token-2');
  });

  it('ends as rejected-key when even a fresh token is refused', async () => {
    const { fake, read } = await setup({ jobs: 3, applications: 3, tokenMaxUses: 0 });

    const error = await failure(read());

    expect(error.reason).toBe('rejected-key');
    expect(error.httpStatus).toBe(401);
    // One refresh, not a loop of them.
    expect(fake.tokenRequests()).toHaveLength(2);
    expect(fake.listRequests()).toHaveLength(2);
  });

  it('ends as rejected-key without a retry when the token endpoint answers 401', async () => {
    const { fake, read } = await setup({
      jobs: 3,
      applications: 3,
      clientSecret: 'another-secret',
    });

    const error = await failure(read());

    expect(error.reason).toBe('rejected-key');
    expect(error.httpStatus).toBe(401);
    expect(error.message).toMatch(/client credentials/);
    expect(fake.tokenRequests()).toHaveLength(1);
    expect(fake.listRequests()).toHaveLength(0);
  });

  it('needs configData.clientId, and asks nothing without it', async () => {
    const { fake, read } = await setup({ jobs: 1, applications: 1 });

    for (const configData of [null, {}, { clientId: '  ' }, { clientId: 42.5 }]) {
      const error = await failure(read(configData));
      expect(error.message).toContain('configData.clientId');
    }
    expect(fake.requests).toHaveLength(0);
  });

  it('honours 429 with Retry-After and still reads everything', async () => {
    const { waits, http, read } = await setup({ jobs: 1100, applications: 10, rateLimitEvery: 3 });

    const result = await read();

    expect(result.records.jobs).toHaveLength(1100);
    expect(http.stats.retries).toBeGreaterThan(0);
    // Retry-After: 1 asks for a second; the client waited at least that before trying again.
    expect(waits.some((ms) => ms >= 1000)).toBe(true);
  });

  it('gives up after three tries of a page that keeps answering 5xx', async () => {
    const { fake, read } = await setup({
      jobs: 1100,
      applications: 1,
      faults: { failPage: { page: 2, status: 503, times: 5 } },
    });

    const error = await failure(read());

    expect(error.reason).toBe('http-status');
    expect(error.httpStatus).toBe(503);
    const jobPages = fake.listRequests().filter((r) => r.url.pathname === '/v3/jobs');
    // Page 1 once, then page 2 three times.
    expect(jobPages).toHaveLength(4);
    expect(new Set(jobPages.slice(1).map((r) => r.url.search)).size).toBe(1);
  });

  it('names where a malformed record breaks the format', async () => {
    const { read } = await setup({ jobs: 10, applications: 1, faults: { malformedRecord: 3 } });

    const error = await failure(read());

    expect(error.reason).toBe('contract');
    expect(error.message).toBe('The answer did not match the Greenhouse jobs format at [3].id');
  });

  it('refuses an answer that is not JSON', async () => {
    const { read } = await setup({ jobs: 3, applications: 1, faults: { notJson: true } });

    const error = await failure(read());

    expect(error.reason).toBe('contract');
    expect(error.message).toBe('The answer is not JSON');
  });

  it('refuses a page larger than the cap as too-large', async () => {
    const { read } = await setup(
      { jobs: 3, applications: 1, faults: { hugeAnswerBytes: 300_000 } },
      { maxPageBytes: 100_000 },
    );

    const error = await failure(read());

    expect(error.reason).toBe('too-large');
  });

  it('does not follow a next link to another origin', async () => {
    const elsewhere = await startGreenhouseFake({ jobs: 600, applications: 1 });
    fakes.push(elsewhere);
    const { read } = await setup({ jobs: 600, applications: 1, nextOrigin: elsewhere.origin });

    const error = await failure(read());

    expect(error.reason).toBe('contract');
    expect(error.message).toContain('another host');
    expect(elsewhere.requests).toHaveLength(0);
  });

  it('cleans NUL, control characters and lone surrogates out of provider text', async () => {
    const { read } = await setup({
      departments: [department(10, 'Eng\u0000ineering\ud800')],
      jobs: [job(1, { name: '  Data\u0007 Engineer\u0000 \udc00 ' })],
      applications: [],
    });

    const result = await read();

    const [cleaned] = result.records.jobs ?? [];
    expect(cleaned?.title).toBe('Data Engineer \ufffd');
    expect(cleaned?.department).toBe('Engineering\ufffd');
  });

  it('keeps each application’s stage, source and latest offer still in force', async () => {
    const { read } = await setup({
      jobs: [job(1)],
      applications: [
        application(600, 1, {
          current_stage: { id: 61, name: 'Phone Screen' },
          source: { id: 71, public_name: 'LinkedIn' },
        }),
        // A newer version replaces the declined offer; the deprecated third is ignored.
        application(601, 1, { current_stage: { id: 65, name: 'Offer' } }),
        application(602, 1, { status: 'hired', source: { id: 72, public_name: 'Referral' } }),
        application(603, 1, { status: 'rejected' }),
      ],
      offers: [
        offer(1, 601, 'rejected', { version: 1 }),
        offer(2, 601, 'unresolved', { version: 2 }),
        offer(3, 601, 'deprecated', { version: 3 }),
        offer(4, 602, 'deprecated', { version: 1 }),
        offer(5, 602, 'accepted', { version: 2 }),
        offer(6, 603, 'rejected'),
        // An offer for an application that was not read: left out.
        offer(7, 999, 'accepted'),
      ],
    });

    const result = await read();

    expect(result.missingFields).toEqual([]);
    expect(
      result.records.applications?.map(({ sourceId, stage, source, offerStatus }) => ({
        sourceId,
        stage,
        source,
        offerStatus,
      })),
    ).toEqual([
      { sourceId: '600', stage: 'Phone Screen', source: 'LinkedIn', offerStatus: null },
      { sourceId: '601', stage: 'Offer', source: null, offerStatus: 'unresolved' },
      { sourceId: '602', stage: null, source: 'Referral', offerStatus: 'accepted' },
      { sourceId: '603', stage: null, source: null, offerStatus: 'rejected' },
    ]);
    expect(result.records.applications?.some((a) => a.sourceId === '999')).toBe(false);
  });

  it('cleans and bounds hostile stage and source names, and reads odd shapes as none', async () => {
    const huge = 'S'.repeat(700);
    const { read } = await setup({
      jobs: [job(1)],
      applications: [
        application(700, 1, {
          current_stage: { id: 1, name: ' On\u0000site\u0007 \ud800 ' },
          source: { id: 2, public_name: `Link\u001bedIn${'\u0000'.repeat(5)}` },
        }),
        application(701, 1, {
          current_stage: { id: 1, name: huge },
          source: { id: 2, public_name: 'x'.repeat(5000) },
        }),
        // Missing names, a name that is not text, an array, a bare string: none.
        application(702, 1, {
          current_stage: { id: 1 } as never,
          source: { id: 2, public_name: 42 } as never,
        }),
        application(703, 1, { current_stage: [] as never, source: 'LinkedIn' as never }),
        application(704, 1, { current_stage: { id: 1, name: '  \u0000 ' } }),
      ],
    });

    const result = await read();

    const applications = result.records.applications ?? [];
    expect(applications.map((a) => a.sourceId)).toEqual(['700', '701', '702', '703', '704']);
    expect(applications[0]?.stage).toBe('Onsite \ufffd');
    expect(applications[0]?.source).toBe('LinkedIn');
    expect(applications[1]?.stage).toBe('S'.repeat(200));
    expect(applications[1]?.source).toBeNull();
    expect(applications.slice(2).map((a) => [a.stage, a.source])).toEqual([
      [null, null],
      [null, null],
      [null, null],
    ]);
  });

  it('refuses an offer that names no application or an unknown status', async () => {
    const { read } = await setup({
      jobs: [job(1)],
      applications: [application(800, 1)],
      offers: [offer(1, 800, 'withdrawn' as never)],
    });

    const error = await failure(read());

    expect(error.reason).toBe('contract');
    expect(error.message).toContain('offers');
  });

  it('reads the applications without offers when offers may not be listed: partial', async () => {
    const { read } = await setup({
      jobs: [job(1)],
      applications: [application(900, 1, { source: { id: 1, public_name: 'Referral' } })],
      offers: [offer(1, 900, 'accepted')],
      forbidden: ['offers'],
    });

    const result = await read();

    expect(result.missingFields).toEqual([
      'applications.offerStatus (HTTP 403: the credentials need the harvest:offers:list scope)',
    ]);
    expect(result.records.applications).toMatchObject([
      { sourceId: '900', source: 'Referral', offerStatus: null },
    ]);
  });

  it('reports departments and openings it may not read as missing fields', async () => {
    const { read } = await setup({
      jobs: 4,
      applications: 4,
      forbidden: ['departments', 'openings'],
    });

    const result = await read();

    expect(result.missingFields).toEqual([
      'jobs.department',
      'jobs.openings',
      'applications.hiredAt',
    ]);
    expect(
      result.records.jobs?.every((j) => j.department === null && j.openings.length === 0),
    ).toBe(true);
  });

  it('names the scope when jobs may not be listed', async () => {
    const { read } = await setup({ jobs: 4, applications: 4, forbidden: ['jobs'] });

    const error = await failure(read());

    expect(error.reason).toBe('rejected-key');
    expect(error.httpStatus).toBe(403);
    expect(error.message).toContain('harvest:jobs:list');
  });

  it('sends the User ID as sub where Greenhouse asks for it, and names it when refused', async () => {
    const { fake, read } = await setup({ jobs: 2, applications: 2, requireSub: true });

    // Without it, this organisation's token endpoint refuses the request.
    const without = await failure(read());
    expect(without).toMatchObject({ reason: 'rejected-key', httpStatus: 400 });
    expect(without.message).not.toContain('User ID');

    const result = await read({ clientId: CLIENT_ID, userId: String(fake.userId) });
    expect(result.records.jobs).toHaveLength(2);
    expect(new URLSearchParams(fake.tokenRequests().at(-1)?.body).get('sub')).toBe(
      String(fake.userId),
    );

    const unknown = await failure(read({ clientId: CLIENT_ID, userId: '12345' }));
    expect(unknown).toMatchObject({ reason: 'rejected-key', httpStatus: 400 });
    expect(unknown.message).toContain('the User ID (configData.userId)');
  });

  it('refuses a User ID that is not a Greenhouse user id before any request', async () => {
    const { fake, read } = await setup({ jobs: 1, applications: 1 });
    for (const userId of ['abc', '12 34', '-5', '1'.repeat(21), '4\u00002', 4.5, -3]) {
      const error = await failure(read({ clientId: CLIENT_ID, userId }));
      expect(error.reason).toBe('rejected-key');
      expect(error.message).toContain('User ID');
    }
    expect(fake.requests).toHaveLength(0);
  });
});

describe('the Greenhouse connector against Greenhouse’s own hosts (no network: a recording client)', () => {
  interface Call {
    url: string;
    method: string;
    authorization: string | undefined;
    body: string | undefined;
  }

  /** A client that answers as Greenhouse would and records every call instead of sending it. */
  function recording(): { http: ProviderHttp; calls: Call[] } {
    const calls: Call[] = [];
    const http: ProviderHttp = {
      stats: { requests: 0, retries: 0, bytes: 0, lastStatus: null },
      async json(url, init = {}) {
        const headers = (init.headers ?? {}) as Record<string, string>;
        calls.push({
          url,
          method: init.method ?? 'GET',
          authorization: headers.authorization,
          body: typeof init.body === 'string' ? init.body : undefined,
        });
        const { pathname } = new URL(url);
        const body =
          pathname === '/token'
            ? { access_token: 'gh-test-access-token', token_type: 'Bearer', expires_in: 3600 }
            : pathname.endsWith('/jobs')
              ? [{ id: 1, name: 'Engineer', status: 'open', opened_at: T(2) }]
              : [];
        return { body, headers: {}, url, status: 200 };
      },
    };
    return { http, calls };
  }

  for (const endpoint of [
    'https://api.greenhouse.io/v3',
    'https://harvest.greenhouse.io/v1',
    'https://api.greenhouse.io/',
  ]) {
    it(`takes the token from auth.greenhouse.io, never ${new URL(endpoint).host}/token, for ${endpoint}`, async () => {
      const { http, calls } = recording();
      const result = await greenhouseConnector.read({
        endpoint,
        apiKey: SECRET,
        configData: { clientId: CLIENT_ID, userId: '4242' },
        http,
        now: NOW,
      });
      expect(result.records.jobs).toHaveLength(1);

      const [token, ...lists] = calls;
      expect(token).toMatchObject({ url: GREENHOUSE_TOKEN_URL, method: 'POST' });
      expect(token?.authorization).toBe(`Basic ${basicToken(CLIENT_ID, SECRET)}`);
      expect(Object.fromEntries(new URLSearchParams(token?.body))).toEqual({
        grant_type: 'client_credentials',
        sub: '4242',
      });
      const origin = new URL(endpoint).origin;
      expect(lists.length).toBeGreaterThanOrEqual(4);
      for (const call of lists) {
        expect(call.url.startsWith(`${origin}/v3/`), call.url).toBe(true);
        expect(call.authorization).toBe('Bearer gh-test-access-token');
      }
      // The client secret goes to the token endpoint and nowhere else.
      for (const call of calls) {
        const carriesSecret = `${call.url} ${call.authorization} ${call.body}`.includes(
          basicToken(CLIENT_ID, SECRET),
        );
        expect(carriesSecret, call.url).toBe(call.url === GREENHOUSE_TOKEN_URL);
        expect(call.url).not.toBe(`${origin}/token`);
      }
      // The run may call exactly those two origins.
      expect(greenhouseOrigins(endpoint)).toEqual([origin, GREENHOUSE_AUTH_ORIGIN]);
    });
  }

  it('probes through the same token endpoint', async () => {
    const { http, calls } = recording();
    await greenhouseConnector.probe({
      endpoint: 'https://api.greenhouse.io/v3',
      apiKey: SECRET,
      configData: { clientId: CLIENT_ID },
      http,
      now: NOW,
    });
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      `POST ${GREENHOUSE_TOKEN_URL}`,
      'GET https://api.greenhouse.io/v3/jobs?per_page=1',
    ]);
  });
});

describe('the Greenhouse fake’s generator', () => {
  it('makes 2,000 jobs and 50,000 applications on demand, consistently', () => {
    const started = performance.now();
    const data = greenhouseFakeData({ jobs: 2000, applications: 50_000 });
    expect(data.jobs.count).toBe(2000);
    expect(data.openings.count).toBe(4000);
    expect(data.applications.count).toBe(50_000);
    const last = data.applications.at(49_999);
    expect(last.id).toBe(GREENHOUSE_FAKE_IDS.application + 49_999);
    expect(data.applications.at(49_999)).toEqual(last);
    // A filled opening names a hired application of the same job.
    const filled = data.openings.at(0);
    expect(filled.application_id).toBe(GREENHOUSE_FAKE_IDS.application);
    const hired = data.applications.at(0);
    expect(hired.status).toBe('hired');
    expect(hired.job_id).toBe(filled.job_id);
    // Offer a is application a's: accepted for the hire; an application in process at stage a % 5.
    expect(data.offers.count).toBe(50_000);
    expect(data.offers.at(0)).toMatchObject({
      application_id: GREENHOUSE_FAKE_IDS.application,
      status: 'accepted',
    });
    const inProcess = data.applications.at(2001);
    expect(inProcess.status).toBe('in_process');
    expect(inProcess.current_stage?.name).toBe('Phone Screen');
    expect(inProcess.source?.public_name).toBe('Referral');
    expect(data.offers.at(2004).status).toBe('unresolved');
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
