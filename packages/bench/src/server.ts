import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { stopChild } from './child-process';
import { REPO_ROOT } from './paths';

/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        address && typeof address === 'object'
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** The server's own event-loop delay over a window (`loop-probe.mjs`). */
export interface LoopDelay {
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  count: number;
  /** The server's `process.memoryUsage()` when read. */
  memory?: NodeJS.MemoryUsage;
}

export interface RunningServer {
  baseUrl: string;
  /** The embedded database's folder (removed on stop unless it was given). */
  dataDir: string;
  /** From spawning the process until its first answer to /api/health. */
  readyMs: number;
  /** Resident set size of the server process, in bytes (Linux). */
  rss(): number;
  /** Starts a new window of the server's event-loop delay. */
  resetLoopDelay(): void;
  /** The server's event-loop delay since the last reset. */
  readLoopDelay(): Promise<LoopDelay>;
  stop(): Promise<void>;
}

/**
 * With `BENCH_SERVER_PROFILE` set, each server writes a V8 CPU profile of its whole life to
 * `.bench/profiles/` when it stops (open it in Chrome's DevTools, Performance panel).
 */
function profileFlags(cpuProfileDir?: string): string[] {
  if (cpuProfileDir) return ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`];
  if (!process.env.BENCH_SERVER_PROFILE) return [];
  return ['--cpu-prof', `--cpu-prof-dir=${join(REPO_ROOT, '.bench', 'profiles')}`];
}

const LOOP_PROBE = join(dirname(fileURLToPath(import.meta.url)), 'loop-probe.mjs');

/**
 * Starts the production server (`apps/api/dist/server.js`) on a free loopback port with a fresh
 * embedded database in a temporary folder, and waits until it answers. It runs as it would in
 * use, at its default log level (`BENCH_LOG_LEVEL` sets another), its log going to
 * `.bench/server-<port>.log`. `env` adds to (or overrides) the environment it starts with, e.g.
 * `INTEGRATION_ALLOW_PRIVATE_TARGETS`. With `dataDir`, it starts on that existing database and
 * leaves it in place when it stops. With `cpuProfileDir`, each of its threads writes a V8 CPU
 * profile of its whole life there when it stops.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: { dataDir?: string; cpuProfileDir?: string } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'q-bench-'));
  mkdirSync(join(REPO_ROOT, '.bench'), { recursive: true });
  const logPath = join(REPO_ROOT, '.bench', `server-${port}.log`);
  const log = openSync(logPath, 'w');
  const child: ChildProcess = spawn(
    process.execPath,
    [...profileFlags(options.cpuProfileDir), '--import', LOOP_PROBE, 'apps/api/dist/server.js'],
    {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? '',
        ...env,
      },
      // The IPC channel carries only the loop probe's questions and answers.
      stdio: ['ignore', log, 'inherit', 'ipc'],
    },
  );
  const spawnedAt = performance.now();
  closeSync(log);
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`The server exited with code ${child.exitCode}; its log: ${logPath}`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    // Asked often: the time to the first answer is one of the bench's figures.
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('The server did not answer /api/health within 60 s.');
    }
    await sleep(20);
  }
  const readyMs = performance.now() - spawnedAt;
  return {
    baseUrl,
    dataDir,
    readyMs,
    rss() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
      return kib * 1024;
    },
    resetLoopDelay() {
      child.send({ probe: 'reset' });
    },
    readLoopDelay() {
      return new Promise<LoopDelay>((resolve, reject) => {
        const timer = setTimeout(() => {
          child.off('message', onMessage);
          reject(new Error('The server did not answer the loop probe within 10 s.'));
        }, 10_000);
        const onMessage = (message: unknown) => {
          const answer = message as { probe?: string } & LoopDelay;
          if (answer?.probe !== 'delay') return;
          clearTimeout(timer);
          child.off('message', onMessage);
          const { p50Ms, p99Ms, maxMs, count, memory } = answer;
          resolve({ p50Ms, p99Ms, maxMs, count, memory });
        };
        child.on('message', onMessage);
        child.send({ probe: 'read' });
      });
    },
    async stop() {
      await stopChild(child, 10_000);
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
