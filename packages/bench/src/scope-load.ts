import { setTimeout as sleep } from 'node:timers/promises';
import { ZHeadcountMetricsResponse } from '@q/schemas/manager';
import { type LoadResult, load, requestHeaders, signIn } from './api-load';
import { syncOnce } from './big-org';
import { quantile, startFakeProcess } from './child-process';
import { type RunningServer, startServer } from './server';
import { formatTable, mark } from './table';

/**
 * The scope scenario: what deciding who sees whom (`apps/api/src/access/scope.ts`) costs. A
 * BambooHR fake whose company has 10,000 people with the demo manager at the top of the chart
 * (`src/scope-fakes.ts`, a process of its own) is connected and synced by her on a production
 * server of its own (fresh embedded database, loopback providers allowed). Then, measured from
 * outside the server:
 *
 * - **The subtree.** Round after round: a write (her own name saved unchanged, which puts every
 *   kept answer and kept scope out of date), then `/api/headcount-metrics` as her — uncached: her
 *   scope of 10,000 is resolved again (the recursive query), and hired is its size — then the
 *   same read 5 times more, answered from memory. Uncached − cached is the figure held to the
 *   target; it also holds the session and source lookups a write makes every read repeat, which
 *   `/api/workday/okrs` measured the same way shows alone (BambooHR syncs no objectives: that
 *   read looks the source up and answers without a scope).
 * - **Cached reads.** `/api/hris-insights` and `/api/employees` under load, signed in as her
 *   (synced company, scoped) and as a signed-out visitor (the sample company: no session, no
 *   scope), in turn, twice each: the scoped read's throughput against the sample's. (Everyone
 *   signed in to the organisation reads its synced company: the connection is the company's.)
 */

/** Questions asked of the assistant (no model) as the top manager, in turn. */
const ASSISTANT_QUESTIONS = [
  'Who is out next week?',
  'Who is off today?',
  'How many direct reports do I have?',
  'Any work anniversaries this month?',
  'How many people in Engineering?',
  'What should I focus on?',
  'Is the data up to date?',
  'Which goals are at risk?',
] as const;
const ASSISTANT_ROUNDS = 25;

export const SCOPE_TARGETS = {
  /** The assistant's answer without a model, one question at a time, p99. */
  assistantP99Ms: 50,
  /** The top manager's subtree resolved: the first read after a write − the same read kept. */
  subtreeMs: 50,
  /** Kept scoped reads do at least this share of the sample's throughput (cost ≤ 10 %). */
  cachedThroughputRatio: 0.9,
} as const;

const SUBTREE_PATH = '/api/headcount-metrics';
/** A read that looks the synced source up but resolves no scope (BambooHR has no OKRs). */
const BASELINE_PATH = '/api/workday/okrs';
const THROUGHPUT_PATHS = ['/api/hris-insights', '/api/employees'] as const;
/** Rounds of write, uncached read, cached reads; the first few warm the code and are dropped. */
const ROUNDS = 20;
const WARM_ROUNDS = 3;
const CACHED_REPEATS = 5;
/** The sample's cached reads: a signed-out visitor's, with no session and no scope. */
const SAMPLE_NAME = 'a visitor';

export interface Summary {
  p50Ms: number;
  minMs: number;
  maxMs: number;
}

export interface TimedRead {
  path: string;
  uncached: Summary;
  cached: Summary;
  /** Each round's uncached − the median of its cached reads. */
  difference: Summary;
}

export interface ThroughputFigure {
  /** The kept answer's bytes as sent (compressed for a browser). */
  bytes: number;
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

export interface ScopeResult {
  settings: {
    people: number;
    rounds: number;
    cachedRepeats: number;
    seconds: number;
    connections: number;
    sample: string;
  };
  targets: typeof SCOPE_TARGETS;
  sync: { status: string; message: string | null; wallMs: number; peakRssBytes: number };
  /** Headcount's hired as the top manager: her scope's size (the company). */
  hired: number | null;
  subtree: TimedRead;
  baseline: TimedRead;
  /** The subtree's median difference less the baseline's: the scope's part of it. */
  scopeOnlyMs: number;
  throughput: {
    path: string;
    sample: ThroughputFigure;
    synced: ThroughputFigure;
    /** synced ÷ sample req/s. */
    ratio: number;
  }[];
  /** The assistant asked as the top manager, one question at a time, from outside. */
  assistant: { asks: number; p50Ms: number; p99Ms: number; maxMs: number; failed: number };
  met: { subtree: boolean; throughput: boolean; assistant: boolean };
}

export interface ScopeOptions {
  email: string;
  name: string;
  people?: number;
  seconds: number;
  connections: number;
  onStep?: (step: string) => void;
}

function summary(values: readonly number[]): Summary {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    p50Ms: quantile(sorted, 0.5),
    minMs: sorted[0] ?? 0,
    maxMs: sorted.at(-1) ?? 0,
  };
}

/** One GET as a browser sends it, timed from sending to the last byte of its answer. */
async function timedGet(server: RunningServer, cookie: string, path: string) {
  const sent = performance.now();
  const response = await fetch(`${server.baseUrl}${path}`, { headers: requestHeaders(cookie) });
  const body = await response.text();
  const ms = performance.now() - sent;
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}: ${body}`);
  const bytes = Number(response.headers.get('content-length') ?? Buffer.byteLength(body));
  return { ms, body, bytes };
}

/** A write that changes nothing the reads show, yet puts every kept answer out of date. */
async function touch(server: RunningServer, cookie: string, userId: number, name: string) {
  const response = await fetch(`${server.baseUrl}/api/auth/user/${userId}`, {
    method: 'PUT',
    headers: { cookie, origin: server.baseUrl, 'content-type': 'application/json' },
    body: JSON.stringify({ name }),
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`Saving the user answered ${response.status}`);
}

/** Rounds of: a write, `path` uncached, then `path` kept, `CACHED_REPEATS` times. */
async function timeAfterWrites(
  server: RunningServer,
  viewer: { cookie: string; userId: number; name: string },
  path: string,
): Promise<TimedRead> {
  const uncached: number[] = [];
  const cached: number[] = [];
  const difference: number[] = [];
  for (let round = 0; round < ROUNDS + WARM_ROUNDS; round += 1) {
    await touch(server, viewer.cookie, viewer.userId, viewer.name);
    const first = await timedGet(server, viewer.cookie, path);
    const kept: number[] = [];
    for (let i = 0; i < CACHED_REPEATS; i += 1) {
      kept.push((await timedGet(server, viewer.cookie, path)).ms);
    }
    if (round < WARM_ROUNDS) continue;
    const keptMedian = summary(kept).p50Ms;
    uncached.push(first.ms);
    cached.push(...kept);
    difference.push(first.ms - keptMedian);
  }
  return {
    path,
    uncached: summary(uncached),
    cached: summary(cached),
    difference: summary(difference),
  };
}

/** Each question in turn, one at a time, timed from sending to the answer's last byte. */
async function askInTurn(server: RunningServer, cookie: string) {
  const times: number[] = [];
  let failed = 0;
  for (let round = 0; round < ASSISTANT_ROUNDS + 1; round += 1) {
    for (const question of ASSISTANT_QUESTIONS) {
      const sent = performance.now();
      const response = await fetch(`${server.baseUrl}/api/assistant/questions`, {
        method: 'POST',
        headers: { cookie, origin: server.baseUrl, 'content-type': 'application/json' },
        body: JSON.stringify({ question }),
      });
      await response.arrayBuffer();
      // The first round loads the company into memory: not counted.
      if (round === 0) continue;
      times.push(performance.now() - sent);
      if (!response.ok) failed += 1;
    }
  }
  const sorted = times.sort((a, b) => a - b);
  return {
    asks: sorted.length,
    p50Ms: quantile(sorted, 0.5),
    p99Ms: quantile(sorted, 0.99),
    maxMs: sorted.at(-1) ?? 0,
    failed,
  };
}

const figure = (bytes: number, runs: readonly LoadResult[]): ThroughputFigure => ({
  bytes,
  reqPerSec: runs.reduce((sum, run) => sum + run.requestsPerSecond, 0) / runs.length,
  p50Ms: Math.max(...runs.map((run) => run.p50Ms)),
  p99Ms: Math.max(...runs.map((run) => run.p99Ms)),
  non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
  errors: runs.reduce((sum, run) => sum + run.errors, 0),
});

const userIdOf = (userJson: string) => (JSON.parse(userJson) as { id: number }).id;

export async function scopeScenario(options: ScopeOptions): Promise<ScopeResult> {
  const { fakes: fake, stop: stopFake } = await startFakeProcess<{
    endpoint: string;
    apiKey: string;
    employees: number;
  }>(
    'scope-fakes.ts',
    'The BambooHR fake',
    {
      SCOPE_PEOPLE: String(options.people ?? 10_000),
      VIEWER_EMAIL: options.email,
      VIEWER_NAME: options.name,
    },
    120_000,
  );
  try {
    const server = await startServer({ INTEGRATION_ALLOW_PRIVATE_TARGETS: 'true' });
    try {
      const manager = await signIn(server.baseUrl, options.email);
      const sample = { cookie: '' };
      options.onStep?.(`syncing ${fake.employees.toLocaleString('en-US')} people…`);
      const sync = await syncOnce(server, manager.cookie, fake);
      if (sync.status !== 'success' && sync.status !== 'partial') {
        throw new Error(`The sync ended ${sync.status}: ${sync.message ?? ''}`);
      }
      const hired =
        ZHeadcountMetricsResponse.parse(
          JSON.parse((await timedGet(server, manager.cookie, SUBTREE_PATH)).body),
        )?.hired ?? null;
      // The sync's garbage is let go before timing, as the other scenarios do.
      await sleep(10_000);

      options.onStep?.(
        `timing ${SUBTREE_PATH} and ${BASELINE_PATH} after a write, ${ROUNDS} rounds each…`,
      );
      const viewer = {
        cookie: manager.cookie,
        userId: userIdOf(manager.userJson),
        name: options.name,
      };
      const subtree = await timeAfterWrites(server, viewer, SUBTREE_PATH);
      const baseline = await timeAfterWrites(server, viewer, BASELINE_PATH);

      const throughput: ScopeResult['throughput'] = [];
      for (const path of THROUGHPUT_PATHS) {
        options.onStep?.(
          `loading ${path} as ${SAMPLE_NAME} (sample) and as ${options.name} (synced), in turn, twice…`,
        );
        // Each answer kept first, so that every request of the load is a kept read.
        await timedGet(server, sample.cookie, path);
        await timedGet(server, manager.cookie, path);
        const sampleBytes = (await timedGet(server, sample.cookie, path)).bytes;
        const syncedBytes = (await timedGet(server, manager.cookie, path)).bytes;
        const runs = { sample: [] as LoadResult[], synced: [] as LoadResult[] };
        const loadOptions = { connections: options.connections, seconds: options.seconds };
        for (let turn = 0; turn < 2; turn += 1) {
          runs.sample.push(await load(server.baseUrl, path, loadOptions, sample.cookie));
          runs.synced.push(await load(server.baseUrl, path, loadOptions, manager.cookie));
        }
        const sampleFigure = figure(sampleBytes, runs.sample);
        const syncedFigure = figure(syncedBytes, runs.synced);
        throughput.push({
          path,
          sample: sampleFigure,
          synced: syncedFigure,
          ratio: syncedFigure.reqPerSec / sampleFigure.reqPerSec,
        });
      }
      options.onStep?.(
        `asking the assistant ${ASSISTANT_QUESTIONS.length} questions in turn, ${ASSISTANT_ROUNDS} rounds, one at a time…`,
      );
      const assistant = await askInTurn(server, manager.cookie);
      return {
        settings: {
          people: fake.employees,
          rounds: ROUNDS,
          cachedRepeats: CACHED_REPEATS,
          seconds: options.seconds,
          connections: options.connections,
          sample: 'signed out',
        },
        targets: SCOPE_TARGETS,
        sync,
        hired,
        subtree,
        baseline,
        scopeOnlyMs: subtree.difference.p50Ms - baseline.difference.p50Ms,
        throughput,
        assistant,
        met: {
          assistant: assistant.failed === 0 && assistant.p99Ms < SCOPE_TARGETS.assistantP99Ms,
          subtree: subtree.difference.p50Ms < SCOPE_TARGETS.subtreeMs,
          throughput: throughput.every(
            (row) =>
              row.ratio >= SCOPE_TARGETS.cachedThroughputRatio &&
              row.sample.non2xx + row.synced.non2xx + row.sample.errors + row.synced.errors === 0,
          ),
        },
      };
    } finally {
      await server.stop();
    }
  } finally {
    await stopFake();
  }
}

const ms1 = (value: number) => value.toFixed(1);
const spread = ({ p50Ms, minMs, maxMs }: Summary) => `${ms1(p50Ms)} (${ms1(minMs)}–${ms1(maxMs)})`;

export function formatScope(result: ScopeResult, sampleName = SAMPLE_NAME): string {
  const { sync, subtree, baseline, settings } = result;
  const people = settings.people.toLocaleString('en-US');
  const timing = formatTable(
    [
      'GET, after a write',
      'uncached p50 (min–max) ms',
      'cached p50 ms',
      'uncached − cached p50 (min–max) ms',
      `< ${SCOPE_TARGETS.subtreeMs} ms`,
    ],
    [
      [
        `${subtree.path} (scope of ${people})`,
        spread(subtree.uncached),
        ms1(subtree.cached.p50Ms),
        spread(subtree.difference),
        mark(result.met.subtree),
      ],
      [
        `${baseline.path} (no scope)`,
        spread(baseline.uncached),
        ms1(baseline.cached.p50Ms),
        spread(baseline.difference),
        '—',
      ],
    ],
  );
  const load = formatTable(
    [
      'GET, kept',
      `${sampleName}, sample req/s`,
      'p50/p99 ms',
      'bytes',
      `synced ${people} req/s`,
      'p50/p99 ms',
      'bytes',
      'synced ÷ sample',
      `≥ ${SCOPE_TARGETS.cachedThroughputRatio}`,
      'non-2xx/errors',
    ],
    result.throughput.map((row) => [
      row.path,
      row.sample.reqPerSec.toFixed(0),
      `${row.sample.p50Ms} / ${row.sample.p99Ms}`,
      String(row.sample.bytes),
      row.synced.reqPerSec.toFixed(0),
      `${row.synced.p50Ms} / ${row.synced.p99Ms}`,
      String(row.synced.bytes),
      row.ratio.toFixed(2),
      mark(row.ratio >= SCOPE_TARGETS.cachedThroughputRatio),
      `${row.sample.non2xx + row.synced.non2xx} / ${row.sample.errors + row.synced.errors}`,
    ]),
  );
  return [
    `Sync of ${people} people, the signed-in manager at the top of the chart: ${sync.status} in ${(sync.wallMs / 1000).toFixed(1)} s${sync.message ? ` (${sync.message})` : ''}; ${SUBTREE_PATH} as her: hired ${result.hired ?? '—'}`,
    `The top manager's subtree, from outside the server: ${settings.rounds} rounds each of a write (her name saved unchanged), the read (uncached: the scope resolved again), the same read ${settings.cachedRepeats} times (kept):`,
    timing,
    `the scope's part (the difference of the two medians): ${ms1(result.scopeOnlyMs)} ms`,
    `The assistant (no model), ${result.assistant.asks} questions one at a time as her: p50 ${ms1(result.assistant.p50Ms)} ms, p99 ${ms1(result.assistant.p99Ms)} ms (< ${SCOPE_TARGETS.assistantP99Ms} ms: ${mark(result.met.assistant)}), max ${ms1(result.assistant.maxMs)} ms, ${result.assistant.failed} failed`,
    `Kept reads, ${settings.connections} connections, ${settings.seconds} s a run, sample and synced in turn, twice each (req/s: the mean of the two; p50/p99: the higher; bytes: the answer as sent):`,
    load,
  ].join('\n');
}
