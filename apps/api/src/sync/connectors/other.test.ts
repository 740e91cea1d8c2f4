import { readFileSync } from 'node:fs';
import {
  type OtherFeedFake,
  type OtherFeedFakeOptions,
  startOtherFeedFake,
} from '@q/provider-fakes/other-feed';
import {
  otherFeedJsonSchema,
  ZOtherAtsFeedPage,
  ZOtherFinancialFeedPage,
  ZOtherHrisFeedPage,
} from '@q/schemas/other-feed';
import { afterEach, describe, expect, it } from 'vitest';
import { syncFailure, testProviderHttp } from '../../../test/connector-helpers.js';
import type { Connector, ConnectorResult } from '../connector.js';
import type { ProviderHttp, ProviderHttpSettings } from '../provider-http.js';
import { otherAtsConnector, otherFeedOrigins, otherHrisConnector } from './other.js';

const NOW = new Date('2026-11-24T09:00:00Z');
/** Distinctive, so a leak into any message is found. */
const KEY = 'q-feed-key-Jr4Wn8Bx2Hs6';

const fakes: OtherFeedFake[] = [];
afterEach(async () => {
  await Promise.all(fakes.splice(0).map((fake) => fake.close()));
});

interface Setup {
  fake: OtherFeedFake;
  http: ProviderHttp;
  waits: number[];
  read(connector: Connector, endpoint?: string): Promise<ConnectorResult>;
}

async function setup(
  options: Omit<OtherFeedFakeOptions, 'apiKey'> & { apiKey?: string } = {},
  settings: Partial<ProviderHttpSettings> = {},
): Promise<Setup> {
  const fake = await startOtherFeedFake({ apiKey: KEY, ...options });
  fakes.push(fake);
  const { http, waits } = testProviderHttp(otherFeedOrigins(fake.hrisEndpoint), settings);
  const read = (connector: Connector, endpoint?: string) =>
    connector.read({
      endpoint:
        endpoint ?? (connector === otherHrisConnector ? fake.hrisEndpoint : fake.atsEndpoint),
      apiKey: KEY,
      configData: null,
      http,
      now: NOW,
    });
  return { fake, http, waits, read };
}

/** The SyncError a read ends with (the test fails if it succeeds); it never holds the key. */
const failure = (read: Promise<unknown>) => syncFailure(read, [KEY]);

const person = (n: number, overrides: Record<string, unknown> = {}) => ({
  sourceId: `e-${n}`,
  name: `Person ${n}`,
  jobTitle: 'Engineer',
  department: 'Engineering',
  supervisorSourceId: n === 1 ? null : 'e-1',
  hireDate: '2024-03-01',
  workEmail: `Person.${n}@Acme.Example`,
  photoUrl: null,
  sourceUpdatedAt: '2026-11-01T08:00:00Z',
  ...overrides,
});

const absence = (n: number, overrides: Record<string, unknown> = {}) => ({
  sourceId: `t-${n}`,
  personSourceId: `e-${n}`,
  personName: `Person ${n}`,
  start: '2026-12-01',
  end: '2026-12-05',
  kind: 'Vacation',
  ...overrides,
});

const job = (n: number, overrides: Record<string, unknown> = {}) => ({
  sourceId: `j-${n}`,
  title: `Job ${n}`,
  department: 'Sales',
  status: 'open',
  openedAt: '2026-10-01T09:00:00Z',
  closedAt: null,
  openings: [{ openedAt: '2026-10-01T09:00:00Z', closedAt: null, filled: false }],
  sourceUpdatedAt: '2026-10-02T09:00:00Z',
  ...overrides,
});

const application = (n: number, overrides: Record<string, unknown> = {}) => ({
  sourceId: `a-${n}`,
  jobSourceId: 'j-1',
  appliedAt: '2026-10-05T10:00:00+02:00',
  hiredAt: null,
  status: 'active',
  sourceUpdatedAt: '2026-10-06T09:00:00Z',
  ...overrides,
});

describe('the "Other" feed contract', () => {
  it('is committed as apps/api/docs/other-feed.schema.json, as the schemas generate it', () => {
    const committed = JSON.parse(
      readFileSync(new URL('../../../docs/other-feed.schema.json', import.meta.url), 'utf8'),
    ) as unknown;
    // Run `pnpm --filter @q/api schema:other-feed` after changing @q/schemas/other-feed.
    expect(committed).toEqual(otherFeedJsonSchema());
  });

  it('accepts the documented example pages', () => {
    const doc = readFileSync(new URL('../../../docs/other-feed.md', import.meta.url), 'utf8');
    const examples = [...doc.matchAll(/```json\n([\s\S]*?)```/g)].map(
      (match) => JSON.parse(match[1] as string) as { people?: unknown },
    );
    expect(examples).toHaveLength(3);
    const [hris, ats, financial] = examples;
    expect(ZOtherHrisFeedPage.safeParse(hris).success).toBe(true);
    expect(ZOtherAtsFeedPage.safeParse(ats).success).toBe(true);
    expect(ZOtherFinancialFeedPage.safeParse(financial).success).toBe(true);
  });

  it('allows only the endpoint’s origin', () => {
    expect(otherFeedOrigins('https://hr.example.com/q/feed?x=1')).toEqual([
      'https://hr.example.com',
    ]);
    expect(otherFeedOrigins('mailto:hr@example.com')).toEqual([]);
    expect(otherFeedOrigins('nope')).toEqual([]);
  });
});

describe('the "Other" HRIS connector', () => {
  it('declares what it reads', () => {
    expect(otherHrisConnector.provider).toBe('other');
    expect(otherHrisConnector.systemType).toBe('hris');
    expect(otherHrisConnector.kinds).toEqual(['people', 'timeOff']);
  });

  it('reads every page with the Bearer key and maps people and time off', async () => {
    const people = Array.from({ length: 5 }, (_, i) => person(i + 1));
    people[2] = person(3, { photoUrl: 'https://cdn.example.com/3.png' });
    people[3] = person(4, { photoUrl: 'javascript:alert(1)' });
    const timeOff = [absence(2), absence(3, { kind: null, personSourceId: null })];
    const { fake, read } = await setup({ people, timeOff, pageSize: 2 });

    const result = await read(otherHrisConnector);

    expect(result.missingFields).toEqual([]);
    expect(result.records.people).toHaveLength(5);
    expect(result.records.people?.[0]).toEqual({
      sourceId: 'e-1',
      name: 'Person 1',
      jobTitle: 'Engineer',
      department: 'Engineering',
      supervisorSourceId: null,
      hireDate: '2024-03-01',
      workEmail: 'person.1@acme.example',
      photoUrl: null,
      sourceUpdatedAt: '2026-11-01T08:00:00Z',
    });
    expect(result.records.people?.[2]?.photoUrl).toBe('https://cdn.example.com/3.png');
    expect(result.records.people?.[3]?.photoUrl).toBeNull();
    expect(result.records.timeOff).toEqual([
      {
        sourceId: 't-2',
        personSourceId: 'e-2',
        personName: 'Person 2',
        start: '2026-12-01',
        end: '2026-12-05',
        kind: 'Vacation',
      },
      {
        sourceId: 't-3',
        personSourceId: null,
        personName: 'Person 3',
        start: '2026-12-01',
        end: '2026-12-05',
        kind: null,
      },
    ]);
    const requests = fake.feedRequests();
    expect(requests.map((r) => `${r.url.pathname}${r.url.search}`)).toEqual([
      '/hris',
      '/hris?page=2',
      '/hris?page=3',
    ]);
    expect(requests.every((r) => r.headers.authorization === `Bearer ${KEY}`)).toBe(true);
  });

  it('follows a relative next link', async () => {
    const { read } = await setup({ people: [person(1), person(2), person(3)], relativeNext: true });

    const result = await read(otherHrisConnector);

    expect(result.records.people).toHaveLength(3);
  });

  it('reports a field no record carries as not provided', async () => {
    const withoutHireDate = ({ hireDate: _, ...rest }: ReturnType<typeof person>) => rest;
    const { read } = await setup({
      people: [
        withoutHireDate(person(1)),
        withoutHireDate(person(2)),
        person(3, { hireDate: null }),
      ],
    });

    const result = await read(otherHrisConnector);

    // One record says null (known, empty): the field is provided, the others are null too.
    expect(result.missingFields).toEqual([]);
    expect(result.records.people?.map((p) => p.hireDate)).toEqual([null, null, null]);

    const { read: readAll } = await setup({
      people: [withoutHireDate(person(1)), withoutHireDate(person(2))],
    });
    expect((await readAll(otherHrisConnector)).missingFields).toEqual(['people.hireDate']);
  });

  it('cleans NUL, control characters and lone surrogates out of the text', async () => {
    const { read } = await setup({
      people: [person(1, { name: ' Ana\u0000 Li\ud800 ', jobTitle: 'Lead\tEngineer\u0007' })],
    });

    const result = await read(otherHrisConnector);

    expect(result.records.people?.[0]?.name).toBe('Ana Li\ufffd');
    expect(result.records.people?.[0]?.jobTitle).toBe('Lead Engineer');
  });

  it('cleans bidirectional controls and invisible format characters out of names', async () => {
    const { read } = await setup({
      people: [person(1, { name: '\u202eSarah Chen\u202c', jobTitle: 'Man\u200bager\u2066' })],
    });

    const result = await read(otherHrisConnector);

    expect(result.records.people?.[0]?.name).toBe('Sarah Chen');
    expect(result.records.people?.[0]?.jobTitle).toBe('Manager');
  });

  it('clears a supervisor that is the person themselves, as BambooHR and Workday do', async () => {
    const { read } = await setup({
      people: [
        person(1, { supervisorSourceId: 'e-1' }),
        person(2, { supervisorSourceId: ' e-2 ' }),
      ],
    });

    const result = await read(otherHrisConnector);

    expect(result.records.people?.map((p) => p.supervisorSourceId)).toEqual([null, null]);
  });

  it('refuses an id that cleaning leaves empty, naming where', async () => {
    const { read } = await setup({ people: [person(1), person(2, { sourceId: '\u0000\u0001' })] });

    const error = await failure(read(otherHrisConnector));

    expect(error.reason).toBe('contract');
    expect(error.message).toBe(
      'The answer did not match the Q HRIS feed format at people[1].sourceId',
    );
  });

  it('names where a malformed record breaks the contract', async () => {
    const { read } = await setup({
      people: [person(1), person(2), person(3)],
      pageSize: 3,
      faults: { malformedRecord: 1 },
    });

    const error = await failure(read(otherHrisConnector));

    expect(error.reason).toBe('contract');
    expect(error.message).toBe(
      'The answer did not match the Q HRIS feed format at people[1].sourceId',
    );
  });

  it('refuses another version of the contract', async () => {
    const { read } = await setup({ people: [person(1)], version: 2 });

    const error = await failure(read(otherHrisConnector));

    expect(error.message).toBe('The answer did not match the Q HRIS feed format at version');
  });

  it('refuses time off that ends before it starts', async () => {
    const { read } = await setup({
      timeOff: [absence(1, { start: '2026-12-05', end: '2026-12-01' })],
    });

    const error = await failure(read(otherHrisConnector));

    expect(error.message).toBe('The answer did not match the Q HRIS feed format at timeOff[0].end');
  });

  it('ends as rejected-key without a retry on 401', async () => {
    const { fake, read } = await setup({ people: [person(1)], apiKey: 'another-key' });

    const error = await failure(read(otherHrisConnector));

    expect(error.reason).toBe('rejected-key');
    expect(error.httpStatus).toBe(401);
    expect(fake.feedRequests()).toHaveLength(1);
  });

  it('honours 429 with Retry-After', async () => {
    const people = Array.from({ length: 6 }, (_, i) => person(i + 1));
    const { waits, http, read } = await setup({ people, rateLimitEvery: 2 });

    const result = await read(otherHrisConnector);

    expect(result.records.people).toHaveLength(6);
    expect(http.stats.retries).toBeGreaterThan(0);
    expect(waits.some((ms) => ms >= 1000)).toBe(true);
  });

  it('gives up after three tries of a page that keeps answering 5xx', async () => {
    const { fake, read } = await setup({
      people: [person(1), person(2), person(3)],
      faults: { failPage: { page: 2, status: 502, times: 9 } },
    });

    const error = await failure(read(otherHrisConnector));

    expect(error.reason).toBe('http-status');
    expect(error.httpStatus).toBe(502);
    expect(fake.feedRequests()).toHaveLength(4);
  });

  it('refuses an answer that is not JSON', async () => {
    const { read } = await setup({ people: [person(1)], faults: { notJson: true } });

    const error = await failure(read(otherHrisConnector));

    expect(error.message).toBe('The answer is not JSON');
  });

  it('refuses a page larger than the cap as too-large', async () => {
    const { read } = await setup(
      { people: [person(1)], faults: { hugeAnswerBytes: 200_000 } },
      { maxPageBytes: 50_000 },
    );

    const error = await failure(read(otherHrisConnector));

    expect(error.reason).toBe('too-large');
  });

  it('does not follow a next link to another origin', async () => {
    const elsewhere = await startOtherFeedFake({ apiKey: KEY, people: [person(1)] });
    fakes.push(elsewhere);
    const { read } = await setup({
      people: [person(1), person(2), person(3)],
      nextOrigin: elsewhere.origin,
    });

    const error = await failure(read(otherHrisConnector));

    expect(error.reason).toBe('contract');
    expect(error.message).toContain('another host');
    expect(elsewhere.requests).toHaveLength(0);
  });

  it('stops at a next link that leads back to a page already read', async () => {
    const { fake, read } = await setup({ people: [person(1), person(2), person(3)], loop: true });

    const error = await failure(read(otherHrisConnector));

    expect(error.reason).toBe('contract');
    expect(error.message).toContain('led back');
    expect(fake.feedRequests()).toHaveLength(2);
  });
});

describe('the "Other" ATS connector', () => {
  it('declares what it reads', () => {
    expect(otherAtsConnector.provider).toBe('other');
    expect(otherAtsConnector.systemType).toBe('ats');
    expect(otherAtsConnector.kinds).toEqual(['jobs', 'applications']);
  });

  it('reads every page and maps jobs and applications', async () => {
    const jobs = [
      job(1),
      job(2, {
        status: 'closed',
        closedAt: '2026-11-01T09:00:00Z',
        openings: [
          { openedAt: '2026-10-01T09:00:00Z', closedAt: '2026-11-01T09:00:00Z', filled: true },
        ],
      }),
      job(3, { status: 'draft', openedAt: null, openings: [] }),
    ];
    const applications = [
      application(1),
      application(2, { status: 'hired', hiredAt: '2026-11-01T09:00:00Z', jobSourceId: 'j-2' }),
      application(3, { status: 'rejected' }),
      application(4, { jobSourceId: null }),
      // Sent twice (the feed moved while paging): the last copy counts.
      application(1, { status: 'rejected' }),
    ];
    const { fake, read } = await setup({ jobs, applications, pageSize: 2 });

    const result = await read(otherAtsConnector);

    expect(result.missingFields).toEqual([]);
    expect(result.records.jobs).toHaveLength(3);
    expect(result.records.jobs?.[1]).toEqual({
      sourceId: 'j-2',
      title: 'Job 2',
      department: 'Sales',
      status: 'closed',
      openedAt: '2026-10-01T09:00:00Z',
      closedAt: '2026-11-01T09:00:00Z',
      openings: [
        { openedAt: '2026-10-01T09:00:00Z', closedAt: '2026-11-01T09:00:00Z', filled: true },
      ],
      sourceUpdatedAt: '2026-10-02T09:00:00Z',
    });
    expect(result.records.applications).toEqual([
      {
        sourceId: 'a-1',
        jobSourceId: 'j-1',
        appliedAt: '2026-10-05T10:00:00+02:00',
        hiredAt: null,
        status: 'rejected',
        sourceUpdatedAt: '2026-10-06T09:00:00Z',
      },
      expect.objectContaining({
        sourceId: 'a-2',
        status: 'hired',
        hiredAt: '2026-11-01T09:00:00Z',
      }),
      expect.objectContaining({ sourceId: 'a-3', status: 'rejected' }),
      expect.objectContaining({ sourceId: 'a-4', jobSourceId: null }),
    ]);
    expect(fake.feedRequests().map((r) => r.url.search)).toEqual(['', '?page=2', '?page=3']);
  });

  it('names where a malformed application breaks the contract', async () => {
    const { read } = await setup({
      applications: [application(1), application(2, { status: 'ghosted' })],
    });

    const error = await failure(read(otherAtsConnector));

    expect(error.message).toBe(
      'The answer did not match the Q ATS feed format at applications[1].status',
    );
  });

  it('reports job fields no job carries as not provided', async () => {
    const bare = ({ openings: _o, department: _d, ...rest }: ReturnType<typeof job>) => rest;
    const { read } = await setup({ jobs: [bare(job(1)), bare(job(2))], applications: [] });

    const result = await read(otherAtsConnector);

    expect(result.missingFields).toEqual(['jobs.department', 'jobs.openings']);
    expect(result.records.jobs?.[0]?.openings).toEqual([]);
  });
});
