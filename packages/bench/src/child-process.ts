import { type ChildProcess, spawn } from 'node:child_process';
import { constants, setPriority } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

/** Asks a child process to stop (SIGTERM), and kills it if it has not after `graceMs`. */
export async function stopChild(child: ChildProcess, graceMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(graceMs)]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/**
 * The first line a child process prints (its "ready" line), or an error naming `what` when it
 * exits first or prints nothing within `timeoutMs`; the child is stopped on error.
 */
export async function firstLine(
  child: ChildProcess,
  what: string,
  timeoutMs: number,
): Promise<string> {
  try {
    return await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`${what} did not start within ${timeoutMs / 1000} s.`)),
        timeoutMs,
      );
      createInterface({ input: child.stdout as NodeJS.ReadableStream }).once('line', (text) => {
        clearTimeout(timer);
        resolve(text);
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`${what} exited (${code}).`));
      });
    });
  } catch (error) {
    await stopChild(child, 5_000);
    throw error;
  }
}

/**
 * A provider fake of the bench (`script`, a file beside this one) in a process of its own, at the
 * lowest priority: in use the providers run on machines of their own; here they share the cores
 * with the server and the load generator, and take them only when those do not need them. It
 * answers the JSON of the line it prints once it listens, and how to stop it.
 */
export async function startFakeProcess<T>(
  script: string,
  what: string,
  env: Record<string, string>,
  timeoutMs: number,
): Promise<{ fakes: T; stop(): Promise<void> }> {
  const here = dirname(fileURLToPath(import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', join(here, script)], {
    cwd: dirname(here),
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  if (child.pid !== undefined) setPriority(child.pid, constants.priority.PRIORITY_LOW);
  const line = await firstLine(child, what, timeoutMs);
  return { fakes: JSON.parse(line) as T, stop: () => stopChild(child, 5_000) };
}

/** The q-th quantile of sorted values, by nearest rank; 0 for no values. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
}
