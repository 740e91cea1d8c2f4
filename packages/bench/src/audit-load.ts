import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ZAuditEventsResponse } from '@q/schemas/audit';
import autocannon from 'autocannon';
import { type LoadResult, load, signIn } from './api-load';
import { syncOnce } from './big-org';
import { startFakeProcess } from './child-process';
import { type RunningServer, startServer } from './server';
import { formatTable, mark } from './table';

/**
 * The audit scenario: what the audit trail (`apps/api/src/audit/`) costs, measured from outside
 * the server.
 *
 * - **Writes.** `PUT /api/auth/user/:id` as the demo manager, in turn: her name saved unchanged
 *   (the same statement runs, nothing changed, no event) and a new name each request (one
 *   `user-updated` event each, which the request waits for: it is stored before the answer).
 *   The same handler, the same statements, the same answer; the only difference is the event.
 *   At 1, 10 and `connections` connections, several turns each. Events are counted from her
 *   "events about me" (their ids) before and after each run. A profile update is the lightest
 *   write the product has: the event's share of its cost is the largest of any write call.
 * - **Kept reads.** A BambooHR fake of 500 people with the manager at the top of the chart and
 *   a demo employee (Jordan Lee) among her direct reports is synced; her first read of each call
 *   that returns personal data records its event (one per viewer, call and data version). Then
 *   the same calls under load: the events about Jordan (her reads of his data) must not grow,
 *   and the server's CPU profile over the load says how much of its busy time went into the
 *   trail's hook on personal reads (`auditPersonalRead`).
 */

export const AUDIT_TARGETS = {
  /** Audited write throughput ÷ the same write without an event, at the load's connections. */
  writeThroughputRatio: 0.95,
  /** Events written by kept reads whose event for the data version is already written. */
  keptReadEvents: 0,
  /** The hook's share of the server's busy CPU time during those reads. */
  keptReadHookShare: 0.01,
} as const;

const MANAGER = { email: 'sarah.chen@acme.example', name: 'Sarah Chen' } as const;
const REPORT = { email: 'jordan.lee@acme.example', name: 'Jordan Lee' } as const;
/** The calls that return individual people's personal data and keep their answers. */
const PERSONAL_READS = ['/api/employees', '/api/hris-insights'] as const;
const TURNS = 3;
const WARM_SECONDS = 2;
const HOOK = 'auditPersonalRead';
/** How long the requests a load left in flight take to be answered, at most. */
const SETTLE_MS = 1_000;
/** Rounds of first reads after the sync before the data version is taken as settled. */
const SETTLE_ROUNDS = 10;

export interface WriteFigure {
  connections: number;
  unchanged: LoadResult[];
  changed: LoadResult[];
  /** Events the changed runs wrote; the requests they sent, and those answered 200 in time. */
  changedEvents: number;
  changedSent: number;
  changedRequests: number;
  /** Events the unchanged runs wrote (none expected). */
  unchangedEvents: number;
  /** Mean changed req/s ÷ mean unchanged req/s. */
  ratio: number;
}

export interface KeptReadFigure {
  paths: readonly string[];
  loads: LoadResult[];
  /** Events about the report before and after the loads (her reads of his data). */
  eventsBefore: number;
  eventsAfter: number;
  /** From the server's CPU profile over the load's window. */
  profile: {
    busyMs: number;
    hookMs: number;
    share: number;
    requests: number;
    hookUsPerRequest: number;
  };
}

export interface AuditResult {
  settings: { seconds: number; connections: number; turns: number; people: number };
  targets: typeof AUDIT_TARGETS;
  writes: WriteFigure[];
  keptReads: KeptReadFigure;
  met: { writes: boolean; keptReads: boolean };
}

export interface AuditOptions {
  seconds: number;
  connections: number;
  onStep?: (step: string) => void;
}

const userIdOf = (userJson: string) => (JSON.parse(userJson) as { id: number }).id;

/** The newest event about the signed-in person (its id: the trail's ids only grow), or 0. */
async function newestEventAboutMe(server: RunningServer, cookie: string): Promise<number> {
  const response = await fetch(`${server.baseUrl}/api/me/audit-events?limit=1`, {
    headers: { cookie },
  });
  if (!response.ok) throw new Error(`/api/me/audit-events answered ${response.status}`);
  return ZAuditEventsResponse.parse(await response.json()).events[0]?.id ?? 0;
}

/** Load on the profile update: the name unchanged (`changed: false`) or new each request. */
async function writeLoad(
  server: RunningServer,
  viewer: { cookie: string; userId: number },
  connections: number,
  seconds: number,
  changed: boolean,
): Promise<LoadResult & { ok: number; sent: number }> {
  let sequence = 0;
  const result = await autocannon({
    url: `${server.baseUrl}/api/auth/user/${viewer.userId}`,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'PUT',
        headers: {
          cookie: viewer.cookie,
          origin: server.baseUrl,
          'content-type': 'application/json',
        },
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({
            name: changed ? `${MANAGER.name} ${(sequence++).toString(36)}` : MANAGER.name,
          }),
        }),
      },
    ],
  });
  return {
    path: `PUT /api/auth/user/:id (${changed ? 'a new name' : 'unchanged'})`,
    as: 'signed in',
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    ok: result['2xx'],
    // Requests still in flight when the load stops are answered, not counted in its 2xx.
    sent: result.requests.sent,
  };
}

async function restoreName(server: RunningServer, viewer: { cookie: string; userId: number }) {
  await writeLoad(server, viewer, 1, 0.2, false);
  await sleep(SETTLE_MS);
}

async function measureWrites(options: AuditOptions): Promise<WriteFigure[]> {
  const server = await startServer();
  try {
    const manager = await signIn(server.baseUrl, MANAGER.email);
    const viewer = { cookie: manager.cookie, userId: userIdOf(manager.userJson) };
    const figures: WriteFigure[] = [];
    for (const connections of [...new Set([1, 10, options.connections])]) {
      options.onStep?.(
        `writes at ${connections} connection(s): unchanged and a new name, in turn, ${TURNS} times, ${options.seconds} s each…`,
      );
      // Not reported: the first seconds compile the path.
      await writeLoad(server, viewer, connections, WARM_SECONDS, false);
      await writeLoad(server, viewer, connections, WARM_SECONDS, true);
      await sleep(SETTLE_MS);
      await restoreName(server, viewer);
      const figure: WriteFigure = {
        connections,
        unchanged: [],
        changed: [],
        changedEvents: 0,
        changedSent: 0,
        changedRequests: 0,
        unchangedEvents: 0,
        ratio: 0,
      };
      for (let turn = 0; turn < TURNS; turn += 1) {
        for (const changed of [false, true]) {
          const before = await newestEventAboutMe(server, viewer.cookie);
          const run = await writeLoad(server, viewer, connections, options.seconds, changed);
          // Requests the load sent before it stopped are still answered: counted once they are.
          await sleep(SETTLE_MS);
          const events = (await newestEventAboutMe(server, viewer.cookie)) - before;
          if (changed) {
            figure.changed.push(run);
            figure.changedEvents += events;
            figure.changedSent += run.sent;
            figure.changedRequests += run.ok;
          } else {
            figure.unchanged.push(run);
            figure.unchangedEvents += events;
          }
          if (changed) await restoreName(server, viewer);
        }
      }
      const mean = (runs: LoadResult[]) =>
        runs.reduce((sum, run) => sum + run.requestsPerSecond, 0) / runs.length;
      figure.ratio = mean(figure.changed) / mean(figure.unchanged);
      figures.push(figure);
    }
    return figures;
  } finally {
    await server.stop();
  }
}

interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string };
    children?: number[];
  }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Fastify's hook runner goes on to the next hook (or the end of the response) from `next`. */
const isFastifyNext = (frame: { functionName: string; url: string }) =>
  frame.functionName === 'next' && /fastify[/\\]lib[/\\]hooks\.js$/.test(frame.url);

/**
 * Of the samples taken between `fromUs` and `toUs` (the monotonic clock, µs, which the profile
 * and this process share): the busy time, and the time spent in the hook. The hook is a
 * callback: what Fastify runs when it calls `done` (the later hooks, the response's end) is on
 * the stack beneath it, and is not the hook's — a sample is the hook's when, from its frame
 * up, the hook comes before Fastify's `next`.
 */
function hookTime(profile: CpuProfile, fromUs: number, toUs: number) {
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const frame = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const name = new Map(profile.nodes.map((node) => [node.id, node.callFrame.functionName]));
  const inHook = new Map<number, boolean>();
  const underHook = (id: number): boolean => {
    const known = inHook.get(id);
    if (known !== undefined) return known;
    const call = frame.get(id);
    const up = parent.get(id);
    const value =
      call?.functionName === HOOK ||
      (call !== undefined && !isFastifyNext(call) && up !== undefined && underHook(up));
    inHook.set(id, value);
    return value;
  };
  let at = profile.startTime;
  let busyUs = 0;
  let hookUs = 0;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    at += delta;
    if (at < fromUs || at > toUs) return;
    if (name.get(id) === '(idle)') return;
    busyUs += delta;
    if (underHook(id)) hookUs += delta;
  });
  return { busyMs: busyUs / 1000, hookMs: hookUs / 1000 };
}

/** The main thread's profile: the one whose functions include the hook. */
function mainThreadProfile(dir: string): CpuProfile {
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.cpuprofile'))) {
    const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as CpuProfile;
    if (profile.nodes.some((node) => node.callFrame.functionName === HOOK)) return profile;
  }
  throw new Error(`No CPU profile in ${dir} holds ${HOOK}: was the hook renamed?`);
}

const nowUs = () => Number(process.hrtime.bigint() / 1000n);

async function measureKeptReads(options: AuditOptions, people: number): Promise<KeptReadFigure> {
  const { fakes: fake, stop: stopFake } = await startFakeProcess<{
    endpoint: string;
    apiKey: string;
  }>(
    'scope-fakes.ts',
    'The BambooHR fake',
    {
      SCOPE_PEOPLE: String(people),
      VIEWER_EMAIL: MANAGER.email,
      VIEWER_NAME: MANAGER.name,
      REPORT_EMAIL: REPORT.email,
      REPORT_NAME: REPORT.name,
    },
    60_000,
  );
  const profileDir = mkdtempSync(join(tmpdir(), 'q-bench-profile-'));
  try {
    let window = { from: 0, to: 0 };
    const loads: LoadResult[] = [];
    let eventsBefore = 0;
    let eventsAfter = 0;
    const server = await startServer(
      { INTEGRATION_ALLOW_PRIVATE_TARGETS: 'true' },
      { cpuProfileDir: profileDir },
    );
    try {
      const manager = await signIn(server.baseUrl, MANAGER.email);
      const report = await signIn(server.baseUrl, REPORT.email);
      options.onStep?.(`syncing ${people} people…`);
      const sync = await syncOnce(server, manager.cookie, fake);
      if (sync.status !== 'success' && sync.status !== 'partial') {
        throw new Error(`The sync ended ${sync.status}: ${sync.message ?? ''}`);
      }
      // Her first read of each call records its event; the later ones find it written. The work
      // that follows a sync (the insight run) writes too and so moves the data version on: she
      // reads again until two rounds in a row record nothing, the data as it stays for the load.
      eventsBefore = await newestEventAboutMe(server, report.cookie);
      for (let round = 0, quiet = 0; quiet < 2; round += 1) {
        for (const path of PERSONAL_READS) {
          const first = await fetch(`${server.baseUrl}${path}`, {
            headers: { cookie: manager.cookie },
          });
          if (!first.ok) throw new Error(`${path} answered ${first.status}`);
          await first.arrayBuffer();
        }
        // The events are stored after the answers have left.
        await sleep(SETTLE_MS);
        const newest = await newestEventAboutMe(server, report.cookie);
        quiet = round > 0 && newest === eventsBefore ? quiet + 1 : 0;
        if (round >= SETTLE_ROUNDS) throw new Error('the data version kept moving after the sync');
        eventsBefore = newest;
      }
      options.onStep?.(
        `kept reads of ${PERSONAL_READS.join(', ')} as ${MANAGER.name}, ${options.connections} connections, ${options.seconds} s each…`,
      );
      window = { from: nowUs(), to: 0 };
      for (const path of PERSONAL_READS) {
        loads.push(
          await load(
            server.baseUrl,
            path,
            { connections: options.connections, seconds: options.seconds },
            manager.cookie,
          ),
        );
      }
      window.to = nowUs();
      await sleep(SETTLE_MS);
      eventsAfter = await newestEventAboutMe(server, report.cookie);
    } finally {
      await server.stop();
    }
    const { busyMs, hookMs } = hookTime(mainThreadProfile(profileDir), window.from, window.to);
    const requests = loads.reduce((sum, run) => sum + run.requestsPerSecond * options.seconds, 0);
    return {
      paths: PERSONAL_READS,
      loads,
      eventsBefore,
      eventsAfter,
      profile: {
        busyMs,
        hookMs,
        share: busyMs > 0 ? hookMs / busyMs : 0,
        requests,
        hookUsPerRequest: requests > 0 ? (hookMs * 1000) / requests : 0,
      },
    };
  } finally {
    await stopFake();
    rmSync(profileDir, { recursive: true, force: true });
  }
}

export async function auditScenario(options: AuditOptions): Promise<AuditResult> {
  const people = 500;
  const writes = await measureWrites(options);
  const keptReads = await measureKeptReads(options, people);
  const atLoad = writes.find((figure) => figure.connections === options.connections);
  return {
    settings: { seconds: options.seconds, connections: options.connections, turns: TURNS, people },
    targets: AUDIT_TARGETS,
    writes,
    keptReads,
    met: {
      writes:
        !!atLoad &&
        atLoad.ratio >= AUDIT_TARGETS.writeThroughputRatio &&
        writes.every(
          (figure) =>
            figure.unchangedEvents === 0 &&
            figure.changedEvents >= figure.changedRequests &&
            figure.changedEvents <= figure.changedSent,
        ),
      keptReads:
        keptReads.eventsAfter - keptReads.eventsBefore === AUDIT_TARGETS.keptReadEvents &&
        keptReads.eventsBefore > 0 &&
        keptReads.profile.share <= AUDIT_TARGETS.keptReadHookShare &&
        keptReads.loads.every((run) => run.non2xx + run.errors === 0),
    },
  };
}

const reqs = (runs: readonly LoadResult[]) =>
  runs.map((run) => run.requestsPerSecond.toFixed(0)).join(', ');
const p99 = (runs: readonly LoadResult[]) => Math.max(...runs.map((run) => run.p99Ms));

export function formatAudit(result: AuditResult): string {
  const writes = formatTable(
    [
      'connections',
      'unchanged req/s (each turn)',
      'p99 ms',
      'new name req/s (each turn)',
      'p99 ms',
      'audited ÷ unchanged',
      `≥ ${AUDIT_TARGETS.writeThroughputRatio} at ${result.settings.connections}`,
      'events: unchanged / new name (sent, 200 in time)',
    ],
    result.writes.map((figure) => [
      String(figure.connections),
      reqs(figure.unchanged),
      String(p99(figure.unchanged)),
      reqs(figure.changed),
      String(p99(figure.changed)),
      figure.ratio.toFixed(3),
      figure.connections === result.settings.connections
        ? mark(figure.ratio >= AUDIT_TARGETS.writeThroughputRatio)
        : '—',
      `${figure.unchangedEvents} / ${figure.changedEvents} (${figure.changedSent}, ${figure.changedRequests})`,
    ]),
  );
  const { keptReads } = result;
  const reads = formatTable(
    ['GET, kept, as the manager', 'req/s', 'p50/p99 ms', 'non-2xx/errors'],
    keptReads.loads.map((run) => [
      run.path,
      run.requestsPerSecond.toFixed(0),
      `${run.p50Ms} / ${run.p99Ms}`,
      `${run.non2xx} / ${run.errors}`,
    ]),
  );
  const { profile } = keptReads;
  return [
    `Writes: PUT /api/auth/user/:id as ${MANAGER.name}, the name unchanged (no event) and new each request (one event, stored before the answer), in turn, ${result.settings.turns} turns of ${result.settings.seconds} s (ratio: the means):`,
    writes,
    `Kept reads of personal data, ${result.settings.people} people synced, each call's event for the data version written by the first read:`,
    reads,
    `events about ${REPORT.name} (her reads of his data): ${keptReads.eventsAfter - keptReads.eventsBefore} written during the load (target ${AUDIT_TARGETS.keptReadEvents}) ${mark(keptReads.eventsAfter === keptReads.eventsBefore && keptReads.eventsBefore > 0)}`,
    `the trail's hook (${HOOK}) in the server's CPU profile over the load: ${profile.hookMs.toFixed(1)} ms of ${profile.busyMs.toFixed(0)} ms busy = ${(profile.share * 100).toFixed(3)} % (≤ ${AUDIT_TARGETS.keptReadHookShare * 100} %) ${mark(profile.share <= AUDIT_TARGETS.keptReadHookShare)}; ${profile.hookUsPerRequest.toFixed(2)} µs a request over ${Math.round(profile.requests).toLocaleString('en-US')} requests`,
  ].join('\n');
}
