import {
  createDemoBambooHrEmployees,
  createDemoBambooHrTimeOff,
  startBambooHrFake,
} from '@q/provider-fakes/bamboohr';
import { OTHER_FEED_MAX_RECORDS_PER_PAGE } from '@q/schemas/other-feed';
import { afterEach, describe, expect, it } from 'vitest';
import { testProviderHttp } from '../../../test/connector-helpers.js';
import type { ConnectorInput } from '../connector.js';
import { SyncError } from '../connector.js';
import type { ProviderAnswer, ProviderHttp } from '../provider-http.js';
import { bamboohrConnector } from './bamboohr.js';
import { otherHrisConnector } from './other.js';
import { workdayConnector } from './workday.js';

/**
 * A provider's page of any size is validated without holding the event loop: the records a
 * slice at a time, the loop turning between slices. Counted, not timed: each record of the page
 * is a proxy that notes when it is first read in a turn of the loop, and a chain of
 * `setImmediate` callbacks notes the most records read within one turn. Before, a 60,000-entry
 * "who's out" page was read in one piece (1.7 s of the only thread).
 */

const NOW = new Date('2026-03-02T09:30:00Z');
const RECORDS = 60_000;
/** Records a turn may read at most: a few slices of `parseEach`'s 200. */
const MOST_PER_TURN = 1_000;

/** Watches the loop while `work` runs: the most records first read within one turn. */
async function mostRecordsPerTurn(
  work: (records: (values: Record<string, unknown>[]) => unknown[]) => Promise<unknown>,
) {
  let readThisTurn = new Set<number>();
  let most = 0;
  let turns = 0;
  let watching = true;
  const tick = () => {
    most = Math.max(most, readThisTurn.size);
    readThisTurn = new Set();
    turns += 1;
    if (watching) setImmediate(tick);
  };
  setImmediate(tick);
  const records = (values: Record<string, unknown>[]) =>
    values.map(
      (value, index) =>
        new Proxy(value, {
          get(target, key, receiver) {
            readThisTurn.add(index);
            return Reflect.get(target, key, receiver);
          },
        }),
    );
  try {
    return { result: await work(records), most: () => most, turns: () => turns };
  } finally {
    watching = false;
    most = Math.max(most, readThisTurn.size);
  }
}

/** A client that answers every URL with `answer(url)`, as a provider's parsed JSON. */
function answering(answer: (url: string) => unknown): ProviderHttp {
  return {
    async json(url): Promise<ProviderAnswer> {
      return { body: answer(url), headers: {}, url, status: 200 };
    },
    stats: { requests: 0, retries: 0, bytes: 0, lastStatus: null },
  };
}

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

describe("a provider's large page is validated a slice at a time, the loop turning between", () => {
  it("BambooHR: 60,000 entries of who's out", async () => {
    const employees = createDemoBambooHrEmployees(30);
    const fake = await startBambooHrFake({ apiKey: 'k', employees, timeOff: [] });
    closers.push(() => fake.close());
    const { http } = testProviderHttp([fake.origin]);
    const base = createDemoBambooHrTimeOff(employees, NOW);
    const entries = Array.from({ length: RECORDS }, (_, i) => ({
      ...(base[i % base.length] ?? base[0]),
      id: 100_000 + i,
    }));
    const watched = await mostRecordsPerTurn((records) => {
      const whosOut = records(entries);
      const input: ConnectorInput = {
        endpoint: fake.endpoint,
        apiKey: 'k',
        configData: null,
        now: NOW,
        http: {
          stats: http.stats,
          async json(url, request) {
            const answer = await http.json(url, request);
            return url.includes('whos_out') ? { ...answer, body: whosOut } : answer;
          },
        },
      };
      return bamboohrConnector.read(input);
    });
    expect(watched.most()).toBeGreaterThan(0);
    expect(watched.most()).toBeLessThanOrEqual(MOST_PER_TURN);
    expect(watched.turns()).toBeGreaterThanOrEqual(RECORDS / MOST_PER_TURN);
  });

  it('Workday: a report of 60,000 workers', async () => {
    const workers = Array.from({ length: RECORDS }, (_, i) => ({
      Employee_ID: String(i + 1),
      Worker: `Worker ${i + 1}`,
      Business_Title: 'Engineer',
    }));
    const watched = await mostRecordsPerTurn((records) => {
      const report = { Report_Entry: records(workers) };
      return workdayConnector.read({
        endpoint:
          'https://wd2-impl-services1.workday.com/ccx/service/customreport2/acme/isu/Workers?format=json',
        apiKey: 'secret',
        configData: { username: 'isu' },
        now: NOW,
        http: answering(() => report),
      });
    });
    const result = watched.result as Awaited<ReturnType<typeof workdayConnector.read>>;
    expect(result.records.people).toHaveLength(RECORDS);
    expect(watched.most()).toBeLessThanOrEqual(MOST_PER_TURN);
  });

  it("the Other feed: a page over the contract's limit is refused before any record is read", async () => {
    const people = Array.from({ length: RECORDS }, (_, i) => ({
      id: String(i + 1),
      name: `Person ${i + 1}`,
    }));
    const watched = await mostRecordsPerTurn(async (records) => {
      const page = { version: 1, people: records(people), next: null };
      return otherHrisConnector
        .read({
          endpoint: 'https://feed.example/hris',
          apiKey: 'k',
          configData: null,
          now: NOW,
          http: answering(() => page),
        })
        .catch((error: unknown) => error);
    });
    expect(watched.result).toBeInstanceOf(SyncError);
    expect(String((watched.result as SyncError).message)).toMatch(/did not match/);
    expect(watched.most()).toBe(0);
    expect(OTHER_FEED_MAX_RECORDS_PER_PAGE).toBeLessThan(RECORDS);
  });
});
