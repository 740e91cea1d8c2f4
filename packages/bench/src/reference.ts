import { type ChildProcess, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
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
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, sleep(5_000)]);
    if (child.exitCode === null) child.kill('SIGKILL');
  };
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('The reference did not start in 30 s.')),
        30_000,
      );
      createInterface({ input: child.stdout as NodeJS.ReadableStream }).once('line', () => {
        clearTimeout(timer);
        resolve();
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`The reference exited (${code}).`));
      });
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://127.0.0.1:${port}/`, stop };
}
