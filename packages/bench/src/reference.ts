import { type ChildProcess, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { firstLine, stopChild } from './child-process';
import { freePort } from './server';

export interface RunningReference {
  /** The reference's one route. */
  url: string;
  stop(): Promise<void>;
}

const SCRIPT = join(dirname(fileURLToPath(import.meta.url)), 'reference-server.mjs');

/**
 * Starts the floor the API is compared with (`reference-server.mjs`): a minimal Fastify process
 * of its own on a free loopback port, so that none of the product's per-request work (hooks,
 * logging, headers) is in it.
 */
export async function startReference(): Promise<RunningReference> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [SCRIPT], {
    env: { ...process.env, PORT: String(port), NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await firstLine(child, 'The reference', 30_000);
  return { url: `http://127.0.0.1:${port}/`, stop: () => stopChild(child, 5_000) };
}
