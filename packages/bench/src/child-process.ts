import type { ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';

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
