/**
 * How long an insight engine run takes, and how much memory it takes, over a large synced
 * company on the embedded database: `INSIGHTS_PEOPLE` people (10,000; six to a manager, a tenth
 * of them away in the next two weeks, a goal each for half of them), `INSIGHTS_JOBS` jobs (2,000)
 * and `INSIGHTS_APPLICATIONS` applications (50,000), written straight into the synced tables of
 * a throwaway database as a sync would leave them. Then the engine runs three times (the first
 * inserts every insight, the others update them in place); each run is timed, and the process's
 * RSS is sampled every 10 ms while it runs (the embedded database runs in this process's
 * thread, so its memory counts).
 *
 *   pnpm --filter @q/api insights:bench
 *
 * Prints a table, then one JSON line (`insights-bench: {...}`) for the benchmark to read.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.js';
import {
  syncedApplications,
  syncedGoals,
  syncedJobs,
  syncedPeople,
  syncedTimeOff,
  syncRuns,
  systemIntegrations,
} from '../src/db/schema.js';
import { createInsightEngine } from '../src/insights/engine.js';
import { RULES } from '../src/insights/rules/index.js';

const count = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isSafeInteger(value) || value < 1) throw new Error(`${name} must be a count`);
  return value;
};
const PEOPLE = count('INSIGHTS_PEOPLE', 10_000);
const JOBS = count('INSIGHTS_JOBS', 2_000);
const APPLICATIONS = count('INSIGHTS_APPLICATIONS', 50_000);
const RUNS = 3;
const SPAN = 6;
const DAY_MS = 86_400_000;
const CHUNK = 1_000;

const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
const mb = (bytes: number) => bytes / 1e6;

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

const dataDir = mkdtempSync(join(tmpdir(), 'q-insights-bench-'));
const database = await openDatabase({ dataDir });
const { db } = database;
try {
  const [hris, ats] = await db
    .insert(systemIntegrations)
    .values(
      (['hris', 'ats'] as const).map((systemType) => ({
        organisationId: 1,
        systemType,
        systemName: systemType === 'hris' ? ('bamboohr' as const) : ('greenhouse' as const),
        isEnabled: true,
        syncFrequency: 'daily' as const,
        apiEndpoint:
          systemType === 'hris'
            ? 'https://api.bamboohr.com/api/gateway.php/acme'
            : 'https://harvest.greenhouse.io/v1',
        apiKeyCiphertext: 'not-used',
        apiKeyHint: '••••',
      })),
    )
    .returning({ id: systemIntegrations.id });
  if (!hris || !ats) throw new Error('no integrations');
  const finishedAt = new Date(Date.now() - 60_000);
  await db.insert(syncRuns).values(
    [hris.id, ats.id].map((integrationId) => ({
      id: crypto.randomUUID(),
      integrationId,
      trigger: 'manual' as const,
      status: 'success' as const,
      startedAt: finishedAt,
      finishedAt,
    })),
  );

  const filling = performance.now();
  const departments = ['Engineering', 'Sales', 'Marketing', 'Operations', 'Finance', 'People'];
  await insertChunked(
    Array.from({ length: PEOPLE }, (_, index) => {
      const n = index + 1;
      return {
        integrationId: hris.id,
        sourceId: String(n),
        contentHash: String(n),
        name: `Person ${n}`,
        jobTitle: n === 1 ? 'Chief Executive Officer' : 'Specialist',
        department: departments[n % departments.length] ?? null,
        supervisorSourceId: n === 1 ? null : String(Math.floor((n - 2) / SPAN) + 1),
        // Spread over twelve years: some hire days fall in every window the rules look at.
        hireDate: day(-((n * 37) % 4380) - 1),
        workEmail: `person.${n}@bench.example`,
      };
    }),
    (chunk) => db.insert(syncedPeople).values(chunk),
  );
  await insertChunked(
    Array.from({ length: Math.floor(PEOPLE / 10) }, (_, index) => ({
      integrationId: hris.id,
      sourceId: `t${index}`,
      contentHash: `t${index}`,
      personSourceId: String(index * 10 + 2),
      personName: `Person ${index * 10 + 2}`,
      startDate: day(1 + (index % 10)),
      endDate: day(2 + (index % 10)),
      kind: 'Vacation',
    })),
    (chunk) => db.insert(syncedTimeOff).values(chunk),
  );
  await insertChunked(
    Array.from({ length: Math.floor(PEOPLE / 2) }, (_, index) => ({
      integrationId: hris.id,
      sourceId: `g${index}`,
      contentHash: `g${index}`,
      personSourceId: String(index * 2 + 1),
      ownerName: `Person ${index * 2 + 1}`,
      title: `Goal ${index}`,
      description: '',
      status: 'in_progress' as const,
      priority: 'medium' as const,
      progress: (index * 13) % 100,
      startDate: day(-60),
      dueDate: day((index % 120) - 30),
    })),
    (chunk) => db.insert(syncedGoals).values(chunk),
  );
  await insertChunked(
    Array.from({ length: JOBS }, (_, index) => ({
      integrationId: ats.id,
      sourceId: `j${index}`,
      contentHash: `j${index}`,
      title: `Role ${index}`,
      department: departments[index % departments.length] ?? null,
      status: index % 4 === 0 ? 'closed' : 'open',
      openedAt: new Date(Date.now() - ((index % 90) + 1) * DAY_MS),
      closedAt: null,
      openings: [],
    })),
    (chunk) => db.insert(syncedJobs).values(chunk),
  );
  await insertChunked(
    Array.from({ length: APPLICATIONS }, (_, index) => ({
      integrationId: ats.id,
      sourceId: `a${index}`,
      contentHash: `a${index}`,
      jobSourceId: `j${index % JOBS}`,
      appliedAt: new Date(Date.now() - ((index % 60) + 1) * DAY_MS),
      hiredAt: null,
      status: 'active',
    })),
    (chunk) => db.insert(syncedApplications).values(chunk),
  );
  await db.execute(sql`analyze`);
  const fillMs = performance.now() - filling;

  const engine = createInsightEngine(db, RULES);
  const runs: { ms: number; rssBeforeBytes: number; rssPeakBytes: number; findings: number }[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const rssBeforeBytes = process.memoryUsage().rss;
    let rssPeakBytes = rssBeforeBytes;
    const sampler = setInterval(() => {
      rssPeakBytes = Math.max(rssPeakBytes, process.memoryUsage().rss);
    }, 10);
    const started = performance.now();
    const outcomes = await engine.run(1);
    const ms = performance.now() - started;
    clearInterval(sampler);
    rssPeakBytes = Math.max(rssPeakBytes, process.memoryUsage().rss);
    runs.push({
      ms,
      rssBeforeBytes,
      rssPeakBytes,
      findings: outcomes.reduce((sum, outcome) => sum + outcome.findings, 0),
    });
  }

  console.log(
    `filled ${PEOPLE.toLocaleString('en-US')} people, ${JOBS.toLocaleString('en-US')} jobs, ${APPLICATIONS.toLocaleString('en-US')} applications in ${(fillMs / 1000).toFixed(1)} s`,
  );
  console.log('run  ms      findings  RSS before  RSS peak  extra');
  for (const [index, run] of runs.entries()) {
    console.log(
      `${String(index + 1).padEnd(4)} ${run.ms.toFixed(0).padEnd(7)} ${String(run.findings).padEnd(9)} ${mb(run.rssBeforeBytes).toFixed(1).padEnd(11)} ${mb(run.rssPeakBytes).toFixed(1).padEnd(9)} ${mb(run.rssPeakBytes - run.rssBeforeBytes).toFixed(1)} MB`,
    );
  }
  console.log(
    `insights-bench: ${JSON.stringify({ people: PEOPLE, jobs: JOBS, applications: APPLICATIONS, runs })}`,
  );
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
