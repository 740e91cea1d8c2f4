/**
 * Does the server keep memory per request? Runs the API in this process on a fresh embedded
 * database, on a free loopback port, and sends rounds of real HTTP requests to every declared GET
 * (signed out and signed in, plain and compressed), collecting garbage after each
 * round. A leak shows as a V8 heap that grows round after round; RSS is printed beside it, but
 * moves with the allocator and is no leak signal on its own.
 *
 *   pnpm --filter @q/api heap        (HEAP_ROUNDS, default 6; HEAP_REQUESTS per round, default 3000)
 *
 * Prints a table, then one JSON line (`heap-check: {...}`) for the benchmark to read.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ENDPOINTS } from '@q/schemas/api';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';

const ROUNDS = Number(process.env.HEAP_ROUNDS ?? 6);
const REQUESTS = Number(process.env.HEAP_REQUESTS ?? 3000);
const SIGNED_IN_EMAIL = 'sarah.chen@acme.example';

const collectGarbage = (globalThis as { gc?: () => void }).gc;
if (!collectGarbage) throw new Error('Run with node --expose-gc (pnpm --filter @q/api heap).');

const mib = (bytes: number) => bytes / 1024 / 1024;

const dataDir = mkdtempSync(join(tmpdir(), 'q-heap-check-'));
const database = await openDatabase({ dataDir });
const app = await buildApp({
  config: loadConfig({ ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir }),
  database,
});
try {
  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email: SIGNED_IN_EMAIL }),
  });
  if (!login.ok) throw new Error(`Sign-in failed: ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const paths = ENDPOINTS.map(([, route]) => route)
    .filter((route) => route.method === 'GET' && !route.path.includes(':'))
    .map((route) => route.path);

  const rounds: { round: number; heapUsedMiB: number; arrayBuffersMiB: number; rssMiB: number }[] =
    [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (let index = 0; index < REQUESTS; index += 1) {
      const path = paths[index % paths.length] ?? '/api/health/live';
      const signedIn = Math.floor(index / paths.length) % 2 === 1;
      const response = await fetch(`${baseUrl}${path}`, {
        headers: signedIn ? { cookie, 'accept-encoding': 'br, gzip' } : {},
      });
      await response.arrayBuffer();
    }
    collectGarbage();
    collectGarbage();
    const memory = process.memoryUsage();
    rounds.push({
      round,
      heapUsedMiB: mib(memory.heapUsed),
      arrayBuffersMiB: mib(memory.arrayBuffers),
      rssMiB: mib(memory.rss),
    });
  }

  console.log(
    `${REQUESTS} requests a round over ${paths.length} GET paths, garbage collected after each:`,
  );
  console.log('round  heap used  array buffers       RSS');
  for (const { round, heapUsedMiB, arrayBuffersMiB, rssMiB } of rounds) {
    console.log(
      `${String(round).padStart(5)}  ${heapUsedMiB.toFixed(1).padStart(9)}  ${arrayBuffersMiB
        .toFixed(1)
        .padStart(13)}  ${rssMiB.toFixed(1).padStart(8)}   MiB`,
    );
  }
  // The first round warms caches and code; growth is counted from the second on.
  const second = rounds[1] ?? rounds[0];
  const last = rounds.at(-1);
  const growthKiBPerRequest =
    second && last && rounds.length > 2
      ? ((last.heapUsedMiB - second.heapUsedMiB) * 1024) / ((rounds.length - 2) * REQUESTS)
      : 0;
  console.log(`heap growth from round 2 on: ${growthKiBPerRequest.toFixed(3)} KiB per request`);
  console.log(
    `heap-check: ${JSON.stringify({ requestsPerRound: REQUESTS, rounds, growthKiBPerRequest })}`,
  );
} finally {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
