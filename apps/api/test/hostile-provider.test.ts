import { createDemoBambooHrEmployees, startBambooHrFake } from '@q/provider-fakes/bamboohr';
import { type FakeAnswer, type FakeRequest, startFakeServer } from '@q/provider-fakes/server';
import { ZConnectionTestResponse, ZSystemIntegrationsResponse } from '@q/schemas/integrations';
import { TEAM_PAGE_SIZE } from '@q/schemas/manager';
import { OTHER_FEED_MAX_RECORDS_PER_PAGE } from '@q/schemas/other-feed';
import { ZDataSourcesResponse, ZSyncRunsResponse } from '@q/schemas/sync';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { syncedPeople, syncedTimeOff, syncRuns, systemIntegrations } from '../src/db/schema.js';
import {
  ALEX,
  buildTestApp,
  createBambooHrIntegration,
  freshAddress,
  insertOrganisation,
  insertUser,
  JORDAN,
  login,
  PRIYA,
  SARAH,
  signInMember,
  type TestApp,
} from './helpers.js';

/** An admin of a second organisation. */
const WILE = 'wile.coyote@globex.example';

/**
 * Hostile providers, on loopback, through the whole engine: the classes of answers a provider
 * can send to hold workers, keep a key in use, break Settings or fail every run. Each property
 * draws a provider of one class and checks what must hold whatever it sends: the run ends within
 * its caps, nothing is sent once the integration is gone or changed, every read stays 200 and
 * schema-valid, and a bad record is named and left out instead of failing everything.
 */

/**
 * Cases per property: a few in `pnpm test`; `pnpm fuzz` (FUZZ_RUNS, default 3000 per route there)
 * runs this file too, with a hundredth of that per property (each case syncs a whole run).
 */
function hostileRuns(base: number): number {
  const runs = Number(process.env.FUZZ_RUNS);
  return Number.isFinite(runs) && runs > 0 ? Math.max(base, Math.round(runs / 100)) : base;
}

/** A property's time limit, grown with its cases in `pnpm fuzz`. */
const propertyTimeout = (ms: number) => (ms * hostileRuns(4)) / 4;

/** Small caps, so a run that would wait minutes in production ends in a second or two here. */
const RATE_LIMIT_CAP_MS = 1_500;
const DEADLINE_MS = 4_000;

let t: TestApp;
const cookies: Record<string, Record<string, string>> = {};

type Handler = (request: FakeRequest, page: number) => FakeAnswer | Promise<FakeAnswer>;

/** An "Other" feed whose every answer `handle` decides; it counts pages per request path. */
async function hostileFeed(handle: Handler) {
  let page = 0;
  const server = await startFakeServer((request) => {
    page += 1;
    return handle(request, page);
  });
  return {
    ...server,
    endpoint: `${server.origin}/hris`,
    atsEndpoint: `${server.origin}/ats`,
    /** Requests that carried this key. */
    keyed: (key: string) =>
      server.requests.filter((r) => r.headers.authorization === `Bearer ${key}`).length,
  };
}

/** A page of the HRIS feed with two people, pointing on to `next`. */
function hrisPage(page: number, next: string | null, people?: unknown[], timeOff?: unknown[]) {
  return {
    version: 1,
    people: people ?? [
      { sourceId: `p${page}a`, name: `Person ${page} A` },
      { sourceId: `p${page}b`, name: `Person ${page} B` },
    ],
    timeOff: timeOff ?? [],
    next,
  };
}

async function connect(
  user: string,
  draft: { systemType?: 'hris' | 'ats'; apiEndpoint: string; apiKey: string; isEnabled?: boolean },
): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/system-integrations',
    cookies: cookies[user],
    payload: {
      systemType: draft.systemType ?? 'hris',
      systemName: 'other',
      isEnabled: draft.isEnabled ?? true,
      syncFrequency: 'daily',
      apiEndpoint: draft.apiEndpoint,
      apiKey: draft.apiKey,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

async function remove(user: string, id: number) {
  const response = await t.app.inject({
    method: 'DELETE',
    url: `/api/system-integrations/${id}`,
    cookies: cookies[user],
  });
  expect(response.statusCode).toBe(200);
}

async function syncNow(user: string, id: number): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/system-integrations/${id}/sync`,
    cookies: cookies[user],
    // Each from an address of its own: this file starts more runs a minute than one address may.
    remoteAddress: freshAddress(),
  });
  expect(response.statusCode, response.body).toBe(202);
  return response.json().runId;
}

/** The run's row, read from the database (the API's own read is what some tests check). */
async function runRow(runId: string) {
  const [row] = await t.database.db.select().from(syncRuns).where(eq(syncRuns.id, runId));
  return row;
}

/** Waits for the run to end (its row gone counts as ended: its integration was deleted). */
async function ended(runId: string, withinMs = 20_000) {
  const until = Date.now() + withinMs;
  for (;;) {
    const row = await runRow(runId);
    if (row?.status !== 'running') return row;
    if (Date.now() > until) throw new Error(`run ${runId} still running after ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function waitFor(check: () => boolean | Promise<boolean>, withinMs = 10_000) {
  const until = Date.now() + withinMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Every read of Settings and the dashboard's sources: 200 and valid by its own schema. */
async function settingsReadable(user: string, id: number) {
  const list = await t.app.inject({ url: '/api/system-integrations', cookies: cookies[user] });
  expect(list.statusCode, list.body.slice(0, 300)).toBe(200);
  ZSystemIntegrationsResponse.parse(list.json());
  const history = await t.app.inject({
    url: `/api/system-integrations/${id}/sync-runs`,
    cookies: cookies[user],
  });
  expect(history.statusCode, history.body.slice(0, 300)).toBe(200);
  const runs = ZSyncRunsResponse.parse(history.json());
  const sources = await t.app.inject({ url: '/api/data-sources', cookies: cookies[user] });
  expect(sources.statusCode, sources.body.slice(0, 300)).toBe(200);
  ZDataSourcesResponse.parse(sources.json());
  return { list: list.json(), runs };
}

const peopleOf = (id: number) =>
  t.database.db.select().from(syncedPeople).where(eq(syncedPeople.integrationId, id));

beforeAll(async () => {
  t = await buildTestApp({
    config: {
      integrationAllowPrivateTargets: true,
      syncBackoffBaseMs: 5,
      syncMaxRateLimitWaitMs: RATE_LIMIT_CAP_MS,
      syncRunDeadlineMs: DEADLINE_MS,
      syncConcurrency: 2,
    },
  });
  // A second organisation, whose connections are its own (an HRIS each).
  const globex = await insertOrganisation(t.database, 'Globex', { isDemo: true });
  await insertUser(t.database, { email: WILE, name: 'Wile Coyote', organisationId: globex });
  for (const user of [SARAH, ALEX, PRIYA, JORDAN])
    cookies[user] = (await login(t.app, user)).cookies;
  cookies[WILE] = (await signInMember(t.app, WILE)).cookies;
}, 60_000);

afterAll(async () => {
  await t?.close();
});

/**
 * Removes every "Other" integration (a failed case leaves none behind for the next: one per type
 * and user), straight from the database, so it works whatever the API answers.
 */
async function clear() {
  await t.database.db.delete(systemIntegrations).where(eq(systemIntegrations.systemName, 'other'));
}

afterEach(clear);

describe('a provider that keeps asking to wait (item 2)', () => {
  it(
    'ends its run as rate-limited within the cap, whatever it asks, and applies nothing',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.record({
            // Retry-After in seconds, from a little to days; or an X-RateLimit-Reset instead.
            retryAfter: fc.oneof(
              fc.integer({ min: 1, max: 3 }),
              fc.integer({ min: 60, max: 200_000 }),
            ),
            as: fc.constantFrom('retry-after', 'reset', 'status-429'),
          }),
          async ({ retryAfter, as }) => {
            const key = 'hostile-wait-key-1';
            const feed = await hostileFeed((_request, page) => {
              const headers: Record<string, string> =
                as === 'reset'
                  ? { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(retryAfter) }
                  : { 'x-ratelimit-remaining': '0', 'retry-after': String(retryAfter) };
              if (as === 'status-429')
                return { status: 429, headers, json: { error: 'slow down' } };
              return { headers, json: hrisPage(page, `/hris?page=${page + 1}`) };
            });
            try {
              const id = await connect(ALEX, { apiEndpoint: feed.endpoint, apiKey: key });
              const started = Date.now();
              const row = await ended(await syncNow(ALEX, id));
              // Generous: the cap is 1.5 s; nothing near the provider's minutes or days.
              expect(Date.now() - started).toBeLessThan(RATE_LIMIT_CAP_MS + 8_000);
              expect(row).toMatchObject({ status: 'error', reason: 'rate-limited' });
              expect(row?.message).toMatch(/rate limit|asked to wait|slow down/);
              expect(await peopleOf(id)).toHaveLength(0);
              await settingsReadable(ALEX, id);
              await remove(ALEX, id);
            } finally {
              await feed.close();
              await clear();
            }
          },
        ),
        { numRuns: hostileRuns(6) },
      );
    },
    propertyTimeout(120_000),
  );

  it('holds no other integration: a second one syncs while the first still waits', async () => {
    // Waits of 1 s, just within the cap's 1.5 s in all: the hostile run goes on for a while.
    const slow = await hostileFeed((_request, page) => ({
      headers: { 'x-ratelimit-remaining': '0', 'retry-after': '1' },
      delayMs: 300,
      json: hrisPage(page, `/hris?page=${page + 1}`),
    }));
    const fine = await hostileFeed((_request, page) => ({ json: hrisPage(page, null) }));
    try {
      const hostileId = await connect(PRIYA, { apiEndpoint: slow.endpoint, apiKey: 'slow-key-12' });
      const fineId = await connect(WILE, { apiEndpoint: fine.endpoint, apiKey: 'fine-key-123' });
      const hostileRun = await syncNow(PRIYA, hostileId);
      await waitFor(() => slow.requests.length >= 1);
      const fineRun = await syncNow(WILE, fineId);
      const fineRow = await ended(fineRun, 10_000);
      expect(fineRow?.status).not.toBe('error');
      // The other run was still going when this one ended: they ran side by side.
      expect((await runRow(hostileRun))?.status).toBe('running');
      expect(await ended(hostileRun)).toMatchObject({ status: 'error', reason: 'rate-limited' });
      await remove(PRIYA, hostileId);
      await remove(WILE, fineId);
    } finally {
      await slow.close();
      await fine.close();
    }
  }, 60_000);

  it('ends a run that outlives its deadline as timed out, applying nothing', async () => {
    // Never asks to wait, only answers slowly and never ends.
    const feed = await hostileFeed((_request, page) => ({
      delayMs: 250,
      json: hrisPage(page, `/hris?page=${page + 1}`),
    }));
    try {
      const id = await connect(ALEX, { apiEndpoint: feed.endpoint, apiKey: 'endless-key-1' });
      const started = Date.now();
      const row = await ended(await syncNow(ALEX, id));
      expect(Date.now() - started).toBeLessThan(DEADLINE_MS + 10_000);
      expect(row).toMatchObject({ status: 'error', reason: 'timeout' });
      expect(row?.message).toMatch(/deadline/);
      expect(await peopleOf(id)).toHaveLength(0);
      const seen = feed.requests.length;
      await new Promise((resolve) => setTimeout(resolve, 800));
      expect(feed.requests.length).toBeLessThanOrEqual(seen + 1);
      await remove(ALEX, id);
    } finally {
      await feed.close();
    }
  }, 60_000);
});

describe('an integration disconnected while its run goes on (item 3)', () => {
  it(
    'stops at the next request, never sends the key again and applies nothing',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom('delete', 'disable', 'new-key', 'new-endpoint'),
          fc.integer({ min: 1, max: 3 }),
          async (change, afterPages) => {
            const key = 'disconnect-key-1';
            // Slow pages that never end, each asking a short wait as a rate-limited provider does.
            const feed = await hostileFeed((_request, page) => ({
              delayMs: 100,
              headers: { 'x-ratelimit-remaining': '0', 'retry-after': '0' },
              json: hrisPage(page, `/hris?page=${page + 1}`),
            }));
            try {
              const id = await connect(SARAH, { apiEndpoint: feed.endpoint, apiKey: key });
              const runId = await syncNow(SARAH, id);
              await waitFor(() => feed.keyed(key) >= afterPages);
              const url = `/api/system-integrations/${id}`;
              const answer =
                change === 'delete'
                  ? await t.app.inject({ method: 'DELETE', url, cookies: cookies[SARAH] })
                  : await t.app.inject({
                      method: 'PATCH',
                      url,
                      cookies: cookies[SARAH],
                      payload:
                        change === 'disable'
                          ? { isEnabled: false }
                          : change === 'new-key'
                            ? { apiKey: 'another-key-2' }
                            : { apiEndpoint: `${feed.origin}/hris?v=2` },
                    });
              expect(answer.statusCode, answer.body).toBe(200);
              // At most the request already on its way when the change was answered.
              const sent = feed.keyed(key);
              const row = await ended(runId);
              await new Promise((resolve) => setTimeout(resolve, 300));
              expect(feed.keyed(key)).toBeLessThanOrEqual(sent + 1);
              expect(await peopleOf(id)).toHaveLength(0);
              if (change === 'delete') {
                expect(row).toBeUndefined();
              } else {
                expect(row).toMatchObject({ status: 'error', reason: 'interrupted' });
                expect(row?.message).toMatch(
                  change === 'disable' ? /disabled during the run/ : /changed during the run/,
                );
                await settingsReadable(SARAH, id);
                await remove(SARAH, id);
              }
            } finally {
              await feed.close();
              await clear();
            }
          },
        ),
        { numRuns: hostileRuns(6) },
      );
    },
    propertyTimeout(120_000),
  );

  it('still syncs an integration saved disabled (Sync now, then Enable now)', async () => {
    const feed = await hostileFeed((_request, page) => ({ json: hrisPage(page, null) }));
    try {
      const id = await connect(SARAH, {
        apiEndpoint: feed.endpoint,
        apiKey: 'disabled-key-1',
        isEnabled: false,
      });
      const row = await ended(await syncNow(SARAH, id));
      expect(row?.status).not.toBe('error');
      expect(await peopleOf(id)).toHaveLength(2);
      await remove(SARAH, id);
    } finally {
      await feed.close();
    }
  }, 30_000);
});

describe('provider content in a stored cause (item 4)', () => {
  it(
    'a next link to a host of any length or content leaves every read 200 and valid',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 1_000, max: 2_030 }),
          fc.constantFrom('a', 'xn--bcher-kva', 'é', 'b-'),
          async (length, label) => {
            const host = `${label.repeat(Math.ceil(length / label.length)).slice(0, length)}`;
            const feed = await hostileFeed((_request, page) => ({
              json: hrisPage(page, `http://${host}/`.slice(0, 2048)),
            }));
            try {
              const id = await connect(PRIYA, {
                apiEndpoint: feed.endpoint,
                apiKey: 'long-host-key',
              });
              const row = await ended(await syncNow(PRIYA, id));
              expect(row).toMatchObject({ status: 'error', reason: 'contract' });
              expect(row?.message?.length).toBeLessThanOrEqual(500);
              const { list, runs } = await settingsReadable(PRIYA, id);
              expect(runs[0]?.message?.length).toBeLessThanOrEqual(500);
              const record = list.find((r: { id: number }) => r.id === id);
              expect(record.lastSyncMessage.length).toBeLessThanOrEqual(500);
              // The connection test answers the record with its last run: 200 and valid.
              const tested = await t.app.inject({
                method: 'POST',
                url: `/api/system-integrations/${id}/test`,
                cookies: cookies[PRIYA],
              });
              expect(tested.statusCode, tested.body.slice(0, 300)).toBe(200);
              ZConnectionTestResponse.parse(tested.json());
              // A save after it commits and answers 200 (its answer carries the record).
              const patch = await t.app.inject({
                method: 'PATCH',
                url: `/api/system-integrations/${id}`,
                cookies: cookies[PRIYA],
                payload: { syncFrequency: 'weekly' },
              });
              expect(patch.statusCode, patch.body.slice(0, 300)).toBe(200);
              await remove(PRIYA, id);
            } finally {
              await feed.close();
              await clear();
            }
          },
        ),
        { numRuns: hostileRuns(4) },
      );
    },
    propertyTimeout(120_000),
  );

  it('reads what an earlier version stored whole: oversize, control and bidi characters', async () => {
    const feed = await hostileFeed((_request, page) => ({ json: hrisPage(page, null) }));
    try {
      const id = await connect(JORDAN, { apiEndpoint: feed.endpoint, apiKey: 'old-rows-key' });
      const runId = await syncNow(JORDAN, id);
      await ended(runId);
      const hostile = `Sync failed \u202e${'x'.repeat(5_000)}\u0007\u009b\n`;
      await t.database.db
        .update(syncRuns)
        .set({ status: 'error', reason: 'contract', message: hostile })
        .where(eq(syncRuns.id, runId));
      await t.database.db
        .update(systemIntegrations)
        .set({ lastSyncMessage: hostile, syncStatus: 'error' })
        .where(eq(systemIntegrations.id, id));
      await t.app.dataVersion.written();
      const { list, runs } = await settingsReadable(JORDAN, id);
      expect(runs[0]?.message).toMatch(/^Sync failed x+…$/);
      const record = list.find((r: { id: number }) => r.id === id);
      expect(record.lastSyncMessage).toMatch(/^Sync failed x+…$/);
      await remove(JORDAN, id);
    } finally {
      await feed.close();
    }
  }, 30_000);
});

describe('dates a provider sends that cannot be stored (item 5)', () => {
  it(
    'empties a hire date, skips a time off without a real start, names both, applies the rest',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            fc.integer({ min: 0, max: 1_899 }),
            // Four-digit years are all a date field can carry: the rest of the range is 0–1899.
            fc.constant(0),
          ),
          async (year) => {
            const day = `${String(year).padStart(4, '0')}-06-15`;
            const feed = await hostileFeed(() => ({
              json: hrisPage(
                1,
                null,
                [
                  { sourceId: 'good', name: 'Good Person', hireDate: '2020-01-01' },
                  { sourceId: 'old', name: 'Old Hire', hireDate: day },
                  {
                    sourceId: 'stamp',
                    name: 'Odd Stamp',
                    sourceUpdatedAt: `${String(year).padStart(4, '0')}-01-01T00:00:00Z`,
                  },
                ],
                [
                  {
                    sourceId: 'to-ok',
                    personName: 'Good Person',
                    start: '2030-01-01',
                    end: '2030-01-02',
                  },
                  { sourceId: 'to-bad', personName: 'Old Hire', start: day, end: '2030-01-02' },
                ],
              ),
            }));
            try {
              const id = await connect(ALEX, { apiEndpoint: feed.endpoint, apiKey: 'dates-key-1' });
              const row = await ended(await syncNow(ALEX, id));
              expect(row?.status, row?.message ?? '').toBe('partial');
              expect(row?.message).toMatch(/skipped/);
              expect(row?.message).toMatch(/to-bad/);
              expect(row?.message).toMatch(/old/);
              const people = await peopleOf(id);
              expect(people.map((p) => p.sourceId).sort()).toEqual(['good', 'old', 'stamp']);
              expect(people.find((p) => p.sourceId === 'old')?.hireDate).toBeNull();
              const timeOff = await t.database.db
                .select()
                .from(syncedTimeOff)
                .where(eq(syncedTimeOff.integrationId, id));
              expect(timeOff.map((r) => r.sourceId)).toEqual(['to-ok']);
              await settingsReadable(ALEX, id);
              await remove(ALEX, id);
            } finally {
              await feed.close();
              await clear();
            }
          },
        ),
        { numRuns: hostileRuns(4) },
      );
    },
    propertyTimeout(120_000),
  );

  it('a BambooHR hire date in year 0 is emptied and named; every other person is applied', async () => {
    const employees = createDemoBambooHrEmployees(12);
    const odd = employees[3];
    if (!odd) throw new Error('too few people');
    odd.hireDate = '0000-03-01';
    const fake = await startBambooHrFake({ employees, faults: {} });
    let id: number | undefined;
    try {
      id = await createBambooHrIntegration(t.app, cookies[JORDAN] ?? {}, fake);
      const row = await ended(await syncNow(JORDAN, id));
      expect(row?.status, row?.message ?? '').toBe('partial');
      expect(row?.message).toContain(`id ${odd.id}`);
      expect(row?.message).toMatch(/hireDate 0000-03-01 is outside 1900–9999/);
      const people = await peopleOf(id);
      expect(people).toHaveLength(employees.length);
      expect(people.find((p) => p.sourceId === odd.id)?.hireDate).toBeNull();
      await settingsReadable(JORDAN, id);
    } finally {
      if (id !== undefined) await remove(JORDAN, id);
      await fake.close();
    }
  }, 60_000);
});

describe('invisible characters in what a provider names (item 7)', () => {
  /** Bidirectional controls and other invisible format characters a name could hide. */
  const INVISIBLE = [
    '\u202a',
    '\u202b',
    '\u202c',
    '\u202d',
    '\u202e',
    '\u2066',
    '\u2067',
    '\u2068',
    '\u2069',
    '\u200b',
    '\u200e',
    '\u200f',
    '\u2060',
    '\u2061',
    '\u2062',
    '\u2063',
    '\u2064',
    '\ufeff',
    '\u061c',
    '\u180e',
  ];

  it(
    'stores and answers every name without them, so no synced name can pass for another',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.constantFrom(...INVISIBLE), { minLength: 1, maxLength: 6 }),
          fc.integer({ min: 0, max: 8 }),
          async (marks, at) => {
            const name = 'Sarah Chen';
            const spoof = `${name.slice(0, at)}${marks.join('')}${name.slice(at)}`;
            const feed = await hostileFeed(() => ({
              json: hrisPage(
                1,
                null,
                [
                  { sourceId: 'real', name, jobTitle: 'Manager' },
                  { sourceId: 'spoof', name: spoof, jobTitle: `Manager${marks.join('')}` },
                ],
                [],
              ),
            }));
            try {
              const id = await connect(PRIYA, {
                apiEndpoint: feed.endpoint,
                apiKey: 'names-key-1',
              });
              const row = await ended(await syncNow(PRIYA, id));
              expect(row?.status, row?.message ?? '').not.toBe('error');
              const people = await peopleOf(id);
              for (const person of people) {
                for (const mark of INVISIBLE) {
                  expect(person.name.includes(mark) || person.jobTitle?.includes(mark)).toBe(false);
                }
              }
              // The look-alike is stored as what it shows: the same name, visibly a second record.
              expect(people.find((p) => p.sourceId === 'spoof')?.name).toBe(name);
              await settingsReadable(PRIYA, id);
              await remove(PRIYA, id);
            } finally {
              await feed.close();
              await clear();
            }
          },
        ),
        { numRuns: hostileRuns(4) },
      );
    },
    propertyTimeout(120_000),
  );
});

describe('an organisation of any size (item 1)', () => {
  it(
    'syncs a page of thousands of people, and the team answer stays bounded',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.integer({ min: 1_000, max: 6_000 }), async (reports) => {
          const people = [
            { sourceId: 'boss', name: 'Sarah Chen', jobTitle: 'Manager', workEmail: SARAH },
            ...Array.from({ length: reports }, (_, index) => ({
              sourceId: `r${index}`,
              name: `Report ${index}`,
              supervisorSourceId: 'boss',
            })),
          ];
          // As many pages as the feed's page limit needs, each pointing on to the next.
          const pages = Math.ceil(people.length / OTHER_FEED_MAX_RECORDS_PER_PAGE);
          let origin = '';
          const feed = await hostileFeed((_request, page) => {
            const slice = people.slice(
              (page - 1) * OTHER_FEED_MAX_RECORDS_PER_PAGE,
              page * OTHER_FEED_MAX_RECORDS_PER_PAGE,
            );
            return {
              json: hrisPage(
                page,
                page < pages ? `${origin}/hris?page=${page + 1}` : null,
                slice,
                [],
              ),
            };
          });
          origin = feed.origin;
          try {
            const id = await connect(SARAH, { apiEndpoint: feed.endpoint, apiKey: 'big-org-key' });
            const row = await ended(await syncNow(SARAH, id));
            // Applied (partial: these people carry only a name and a manager).
            expect(['success', 'partial'], row?.message ?? '').toContain(row?.status);
            const answer = await t.app.inject({ url: '/api/employees', cookies: cookies[SARAH] });
            const team = answer.json() as { isViewer?: boolean; directReportCount?: number }[];
            expect(team.length).toBeLessThanOrEqual(TEAM_PAGE_SIZE + 1);
            expect(team.find((person) => person.isViewer)?.directReportCount).toBe(reports);
            await remove(SARAH, id);
          } finally {
            await feed.close();
            await clear();
          }
        }),
        { numRuns: hostileRuns(2) },
      );
    },
    propertyTimeout(120_000),
  );
});
