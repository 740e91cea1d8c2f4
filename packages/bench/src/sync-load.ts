import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { type SyncRun, ZDataSourcesResponse, ZSyncRunsResponse } from '@q/schemas/sync';
import autocannon from 'autocannon';
import { signIn } from './api-load';
import { quantile, startFakeProcess } from './child-process';
import { type LoopDelay, type RunningServer, startServer } from './server';
import type { SyncFakes } from './sync-fakes';
import { formatTable, mark } from './table';

/**
 * The sync scenario: a BambooHR fake with 10,000 employees and a Greenhouse fake with 2,000 jobs
 * and 50,000 applications (both on 127.0.0.1, in a process of their own), connected by the demo
 * manager on a production server of its own (fresh embedded database, allowed to call loopback
 * providers). Each integration syncs twice, the first run creating everything and the second
 * finding nothing changed; for each run: its duration (the run record's and the wall time from
 * the POST), the server's peak RSS above its RSS before, and the latency of the dashboard's
 * cached reads under a steady load while the run reads and writes.
 */

/** The figures each run is held to; a miss is reported, it does not fail the bench. */
export const SYNC_TARGETS = {
  /** From the POST to the run's end, as the user waits for it. */
  runMs: 30_000,
  /** Peak RSS during the run above the RSS just before it. */
  extraRssBytes: 150e6,
  /** p99 of the dashboard's reads while the run goes on. */
  dashboardP99Ms: 50,
} as const;

/** The dashboard's cached reads fed by a sync, loaded signed in while a run goes on. */
export const DASHBOARD_READS = [
  '/api/employees',
  '/api/hris-insights',
  '/api/headcount-metrics',
  '/api/ats-insights',
  '/api/data-sources',
] as const;

/** Requests per second on each read (two connections each): a few dashboards' worth in all. */
const RATE_PER_READ = 20;
const CONNECTIONS_PER_READ = 2;
/** The latency with no run, measured just before each run (after a warm-up), for comparison. */
const IDLE_MS = 3_000;
const WARM_MS = 2_000;
const RSS_SAMPLE_MS = 100;
const POLL_MS = 100;
/** A run not finished by then is reported as timed out. */
const RUN_DEADLINE_MS = 10 * 60_000;

const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' } as const;

export interface LatencySummary {
  requests: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  non2xx: number;
  errors: number;
  byPath: Record<string, { requests: number; p50Ms: number; p99Ms: number; maxMs: number }>;
}

export interface SyncRunResult {
  provider: 'bamboohr' | 'greenhouse';
  /** 1: everything created; 2: nothing changed since the first. */
  round: number;
  runId: string;
  status: string;
  counts: SyncRun['counts'] | null;
  message: string | null;
  /** finishedAt − startedAt of the run record. */
  runMs: number | null;
  /** startedAt − queuedAt: how long the job waited for the worker. */
  queuedMs: number | null;
  /** From sending the POST until the run was seen finished (polled every 100 ms). */
  wallMs: number;
  rss: { beforeBytes: number; peakBytes: number; extraBytes: number; afterBytes: number };
  latency: { idle: LatencySummary; duringRun: LatencySummary };
  /** The server's own event-loop delay during the run (`loop-probe.mjs`). */
  loopDelay: LoopDelay;
  /** The bench's own event-loop delay during the run: the clients measuring the latency. */
  clientLoopDelayMaxMs: number;
  met: { time: boolean; memory: boolean; latency: boolean };
}

export interface SyncScenarioResult {
  settings: {
    employees: number;
    jobs: number;
    applications: number;
    reads: readonly string[];
    ratePerRead: number;
    connectionsPerRead: number;
  };
  targets: typeof SYNC_TARGETS;
  runs: SyncRunResult[];
  /** Where the dashboard's feeds come from after the runs ('live' when synced). */
  dataSources: Record<string, string>;
  /** Server RSS once started and settled, before any run. */
  rssAfterStartBytes: number;
}

// ── The providers' process ──────────────────────────────────────────────────────────────────

interface RunningFakes {
  fakes: SyncFakes;
  stop(): Promise<void>;
}

function startFakes(env: Record<string, string>): Promise<RunningFakes> {
  return startFakeProcess<SyncFakes>('sync-fakes.ts', 'The provider fakes', env, 60_000);
}

// ── Measuring ───────────────────────────────────────────────────────────────────────────────

function summarise(samples: ReadonlyMap<string, number[]>, non2xx: number, errors: number) {
  const all = [...samples.values()].flat().sort((a, b) => a - b);
  const byPath: LatencySummary['byPath'] = {};
  for (const [path, values] of samples) {
    const sorted = [...values].sort((a, b) => a - b);
    byPath[path] = {
      requests: sorted.length,
      p50Ms: quantile(sorted, 0.5),
      p99Ms: quantile(sorted, 0.99),
      maxMs: sorted.at(-1) ?? 0,
    };
  }
  return {
    requests: all.length,
    p50Ms: quantile(all, 0.5),
    p99Ms: quantile(all, 0.99),
    maxMs: all.at(-1) ?? 0,
    non2xx,
    errors,
    byPath,
  } satisfies LatencySummary;
}

/**
 * The dashboard's reads at a steady rate, signed in, until stopped: one autocannon per read
 * (each response's own time kept, so that every read has its percentiles).
 */
function startDashboardLoad(baseUrl: string, cookie: string) {
  const samples = new Map<string, number[]>(DASHBOARD_READS.map((path) => [path, []]));
  let non2xx = 0;
  let errors = 0;
  const runs = DASHBOARD_READS.map((path) => {
    let instance: autocannon.Instance | undefined;
    const done = new Promise<void>((resolve) => {
      instance = autocannon(
        {
          url: `${baseUrl}${path}`,
          connections: CONNECTIONS_PER_READ,
          overallRate: RATE_PER_READ,
          duration: RUN_DEADLINE_MS / 1000 + 60,
          timeout: 30,
          headers: { ...BROWSER_HEADERS, cookie },
        },
        () => resolve(),
      );
      instance.on('response', (_client, status, _bytes, ms) => {
        samples.get(path)?.push(ms);
        if (status < 200 || status > 299) non2xx += 1;
      });
      instance.on('reqError', () => {
        errors += 1;
      });
    });
    return { instance, done };
  });
  return {
    async stop(): Promise<LatencySummary> {
      for (const run of runs) run.instance?.stop();
      await Promise.all(runs.map((run) => run.done));
      return summarise(samples, non2xx, errors);
    },
  };
}

/** The dashboard's reads for a moment, not reported. */
async function warmUp(server: RunningServer, cookie: string): Promise<void> {
  const load = startDashboardLoad(server.baseUrl, cookie);
  await sleep(WARM_MS);
  await load.stop();
}

/** The server's RSS every 100 ms until stopped: the highest seen. */
function startRssSampler(server: RunningServer) {
  let peak = server.rss();
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, server.rss());
    } catch {
      // The process is gone; the run's wait reports it.
    }
  }, RSS_SAMPLE_MS);
  return {
    stop() {
      clearInterval(timer);
      peak = Math.max(peak, server.rss());
      return peak;
    },
  };
}

// ── The calls ───────────────────────────────────────────────────────────────────────────────

async function call(
  server: RunningServer,
  cookie: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<{ status: number; json: unknown }> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: {
      cookie,
      origin: server.baseUrl,
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  let json: unknown = text;
  try {
    json = JSON.parse(text);
  } catch {
    // Not JSON: kept as text for the error message.
  }
  return { status: response.status, json };
}

async function connect(
  server: RunningServer,
  cookie: string,
  integration: Record<string, unknown>,
): Promise<number> {
  const created = await call(server, cookie, 'POST', '/api/system-integrations', {
    isEnabled: true,
    syncFrequency: 'daily',
    ...integration,
  });
  if (created.status !== 201) {
    throw new Error(
      `Connecting ${integration.systemName} failed: ${created.status} ${JSON.stringify(created.json)}`,
    );
  }
  return (created.json as { id: number }).id;
}

async function runsOf(server: RunningServer, cookie: string, id: number): Promise<SyncRun[]> {
  const answer = await call(server, cookie, 'GET', `/api/system-integrations/${id}/sync-runs`);
  if (answer.status !== 200) throw new Error(`sync-runs answered ${answer.status}`);
  return ZSyncRunsResponse.parse(answer.json);
}

const elapsed = (from: string | null, to: string | null) =>
  from && to ? Date.parse(to) - Date.parse(from) : null;

/** One run of an integration, from its POST to its end, with the load and the sampler around it. */
async function measureRun(
  server: RunningServer,
  cookie: string,
  integrationId: number,
  provider: SyncRunResult['provider'],
  round: number,
): Promise<SyncRunResult> {
  // Not reported: after the previous run, the first reads fill the cache again.
  await warmUp(server, cookie);
  const idleLoad = startDashboardLoad(server.baseUrl, cookie);
  await sleep(IDLE_MS);
  const idle = await idleLoad.stop();

  const load = startDashboardLoad(server.baseUrl, cookie);
  const beforeBytes = server.rss();
  server.resetLoopDelay();
  const clientDelay = monitorEventLoopDelay({ resolution: 10 });
  clientDelay.enable();
  const sampler = startRssSampler(server);
  const started = performance.now();
  let run: SyncRun | undefined;
  let runId = '';
  try {
    const answer = await call(
      server,
      cookie,
      'POST',
      `/api/system-integrations/${integrationId}/sync`,
    );
    if (answer.status !== 202) {
      throw new Error(`Starting the ${provider} run answered ${answer.status}`);
    }
    runId = (answer.json as { runId: string }).runId;
    while (performance.now() - started < RUN_DEADLINE_MS) {
      const found = (await runsOf(server, cookie, integrationId)).find((r) => r.id === runId);
      if (found && found.status !== 'running') {
        run = found;
        break;
      }
      await sleep(POLL_MS);
    }
  } catch (error) {
    sampler.stop();
    await load.stop();
    throw error;
  }
  const wallMs = performance.now() - started;
  const peakBytes = sampler.stop();
  const loopDelay = await server.readLoopDelay();
  clientDelay.disable();
  const duringRun = await load.stop();
  const afterBytes = server.rss();
  const extraBytes = Math.max(0, peakBytes - beforeBytes);
  return {
    provider,
    round,
    runId,
    status: run?.status ?? 'timed out',
    counts: run?.counts ?? null,
    message: run?.message ?? null,
    runMs: run?.durationMs ?? null,
    queuedMs: run ? elapsed(run.queuedAt, run.startedAt) : null,
    wallMs,
    rss: { beforeBytes, peakBytes, extraBytes, afterBytes },
    latency: { idle, duringRun },
    loopDelay,
    clientLoopDelayMaxMs: clientDelay.max / 1e6,
    met: {
      time: run !== undefined && wallMs < SYNC_TARGETS.runMs,
      memory: extraBytes < SYNC_TARGETS.extraRssBytes,
      latency: duringRun.requests > 0 && duringRun.p99Ms < SYNC_TARGETS.dashboardP99Ms,
    },
  };
}

// ── The scenario ────────────────────────────────────────────────────────────────────────────

export interface SyncScenarioOptions {
  /** The demo manager who connects the providers (and is an employee of the HRIS fake). */
  email: string;
  name: string;
  employees?: number;
  jobs?: number;
  applications?: number;
  /** How long the server is left idle after its start before anything is measured. */
  settleMs?: number;
  /** Told before each run starts. */
  onRun?: (provider: string, round: number) => void;
}

export async function syncScenario(options: SyncScenarioOptions): Promise<SyncScenarioResult> {
  const employees = options.employees ?? 10_000;
  const jobs = options.jobs ?? 2_000;
  const applications = options.applications ?? 50_000;
  const providers = await startFakes({
    SYNC_EMPLOYEES: String(employees),
    SYNC_JOBS: String(jobs),
    SYNC_APPLICATIONS: String(applications),
    VIEWER_EMAIL: options.email,
    VIEWER_NAME: options.name,
  });
  try {
    // Its own server: this one may call loopback providers, and its database takes the synced
    // records without changing what the other scenarios measure.
    const server = await startServer({ INTEGRATION_ALLOW_PRIVATE_TARGETS: 'true' });
    try {
      await sleep(options.settleMs ?? 5_000);
      const rssAfterStartBytes = server.rss();
      const { cookie } = await signIn(server.baseUrl, options.email);
      const { bamboohr, greenhouse } = providers.fakes;
      const hrisId = await connect(server, cookie, {
        systemType: 'hris',
        systemName: 'bamboohr',
        apiEndpoint: bamboohr.endpoint,
        apiKey: bamboohr.apiKey,
      });
      const atsId = await connect(server, cookie, {
        systemType: 'ats',
        systemName: 'greenhouse',
        apiEndpoint: greenhouse.endpoint,
        apiKey: greenhouse.clientSecret,
        configData: { clientId: greenhouse.clientId },
      });
      // Not reported: the first reads compile their paths and fill the cache.
      await warmUp(server, cookie);

      const runs: SyncRunResult[] = [];
      for (const [provider, id] of [
        ['bamboohr', hrisId],
        ['greenhouse', atsId],
      ] as const) {
        for (const round of [1, 2]) {
          options.onRun?.(provider, round);
          runs.push(await measureRun(server, cookie, id, provider, round));
        }
      }
      const sources = ZDataSourcesResponse.parse(
        (await call(server, cookie, 'GET', '/api/data-sources')).json,
      );
      return {
        settings: {
          employees,
          jobs,
          applications,
          reads: DASHBOARD_READS,
          ratePerRead: RATE_PER_READ,
          connectionsPerRead: CONNECTIONS_PER_READ,
        },
        targets: SYNC_TARGETS,
        runs,
        dataSources: Object.fromEntries(
          Object.entries(sources).map(([feed, provenance]) => [
            feed,
            `${provenance.state}${'provider' in provenance && provenance.provider ? ` (${provenance.provider})` : ''}`,
          ]),
        ),
        rssAfterStartBytes,
      };
    } finally {
      await server.stop();
    }
  } finally {
    await providers.stop();
  }
}

// ── Printing ────────────────────────────────────────────────────────────────────────────────

/** Memory in MB (10^6 bytes), the unit the targets are set in. */
const megabytes = (bytes: number) => (bytes / 1e6).toFixed(1);
const ms1 = (value: number) => value.toFixed(1);
const runName = (run: SyncRunResult) =>
  `${run.provider} #${run.round}${run.round === 1 ? ' (all new)' : ' (unchanged)'}`;

export function formatSync(result: SyncScenarioResult): string {
  const { runMs, extraRssBytes, dashboardP99Ms } = SYNC_TARGETS;
  const runs = formatTable(
    [
      'run',
      'status',
      'created/updated/removed',
      'run s',
      'wall s',
      `< ${runMs / 1000} s`,
      'RSS before MB',
      'peak MB',
      'extra MB',
      `< ${megabytes(extraRssBytes)} MB`,
    ],
    result.runs.map((run) => [
      runName(run),
      run.status,
      run.counts ? `${run.counts.created}/${run.counts.updated}/${run.counts.removed}` : '—',
      run.runMs === null ? '—' : (run.runMs / 1000).toFixed(2),
      (run.wallMs / 1000).toFixed(2),
      mark(run.met.time),
      megabytes(run.rss.beforeBytes),
      megabytes(run.rss.peakBytes),
      megabytes(run.rss.extraBytes),
      mark(run.met.memory),
    ]),
  );
  const latency = formatTable(
    [
      'during run',
      'idle p50/p99 ms',
      'run p50/p99 ms',
      'max ms',
      'requests',
      'non-2xx/errors',
      `p99 < ${dashboardP99Ms} ms`,
      'server loop delay p99/max ms',
      'bench loop delay max ms',
      ...DASHBOARD_READS.map((path) => `${path.replace('/api/', '')} p99`),
    ],
    result.runs.map((run) => {
      const { idle, duringRun } = run.latency;
      return [
        runName(run),
        `${ms1(idle.p50Ms)} / ${ms1(idle.p99Ms)}`,
        `${ms1(duringRun.p50Ms)} / ${ms1(duringRun.p99Ms)}`,
        ms1(duringRun.maxMs),
        String(duringRun.requests),
        `${duringRun.non2xx} / ${duringRun.errors}`,
        mark(run.met.latency),
        `${ms1(run.loopDelay.p99Ms)} / ${ms1(run.loopDelay.maxMs)}`,
        ms1(run.clientLoopDelayMaxMs),
        ...DASHBOARD_READS.map((path) => ms1(duringRun.byPath[path]?.p99Ms ?? 0)),
      ];
    }),
  );
  const checks = result.runs.flatMap((run) => Object.values(run.met));
  const messages = result.runs
    .filter((run) => run.message)
    .map((run) => `${runName(run)}: ${run.message}`);
  return [
    runs,
    '',
    `Dashboard reads (${DASHBOARD_READS.join(', ')}) signed in, ${RATE_PER_READ} req/s each over ${CONNECTIONS_PER_READ} connections:`,
    latency,
    '',
    ...messages,
    `Feeds after the runs: ${Object.entries(result.dataSources)
      .map(([feed, state]) => `${feed} ${state}`)
      .join(', ')}`,
    `Targets: ${checks.filter(Boolean).length} of ${checks.length} met.`,
  ].join('\n');
}
