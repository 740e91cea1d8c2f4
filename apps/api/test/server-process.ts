import { type ChildProcess, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rememberKey, rememberSetCookies, scanAnswer, scanLogLine } from './secrets-scan.js';

const API_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');

/** How long a server may take to start (migrating a new PGlite on a slow, busy machine). */
const START_TIMEOUT_MS = 120_000;

export interface ServerProcess {
  /** `http://127.0.0.1:<port>`, read from the server's own log line. */
  origin: string;
  child: ChildProcess;
  /** Every line the process wrote (stdout and stderr), for assertions and failure reports. */
  lines: string[];
  /** Resolves with the exit code (null when killed by a signal) once the process has ended. */
  exited: Promise<number | null>;
  /** Sends the signal (if still running) and waits for the end; SIGKILL after `graceMs`. */
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<number | null>;
}

/**
 * Runs `src/server.ts` as a child process (through tsx, in one Node process, so a signal reaches
 * the server itself) on a free loopback port, and waits until it listens.
 */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'debug',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  let listening: (origin: string) => void = () => {};
  const origin = new Promise<string>((resolve) => {
    listening = resolve;
  });
  const collect = (stream: NodeJS.ReadableStream | null) => {
    let rest = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop() ?? '';
      for (const line of parts) {
        lines.push(line);
        scanLogLine(line);
        const match = /Q suite listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
        if (match?.[1]) listening(match[1]);
      }
    });
  };
  collect(child.stdout);
  collect(child.stderr);

  const stop = async (signal: NodeJS.Signals = 'SIGTERM', graceMs = 30_000) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    try {
      return await exited;
    } finally {
      clearTimeout(timer);
    }
  };

  let timer: NodeJS.Timeout | undefined;
  try {
    const address = await Promise.race([
      origin,
      exited.then((code) => {
        throw new Error(`the server exited (${code}) before listening:\n${lines.join('\n')}`);
      }),
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () =>
            reject(
              new Error(
                `the server did not listen within ${START_TIMEOUT_MS} ms:\n${lines.join('\n')}`,
              ),
            ),
          START_TIMEOUT_MS,
        );
      }),
    ]);
    return { origin: address, child, lines, exited, stop };
  } catch (error) {
    await stop('SIGKILL');
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** A small HTTP client that keeps one session cookie, as a browser tab would. */
export class Client {
  cookie = '';
  constructor(private readonly origin: string) {}

  async call(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; json: unknown }> {
    const response = await fetch(this.origin + path, {
      method,
      headers: {
        ...(body !== undefined && { 'content-type': 'application/json' }),
        ...(this.cookie && { cookie: this.cookie }),
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(60_000),
    });
    if (body !== undefined) rememberKey((body as { apiKey?: unknown }).apiKey);
    rememberSetCookies(response.headers.getSetCookie());
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair = ''] = setCookie.split(';');
      if (pair.startsWith('q_session=')) this.cookie = pair === 'q_session=' ? '' : pair;
    }
    const text = await response.text();
    scanAnswer(`${method} ${path}`, Object.fromEntries(response.headers), text);
    return { status: response.status, json: text ? JSON.parse(text) : null };
  }

  async login(email: string): Promise<number> {
    const { status, json } = await this.call('POST', '/api/auth/login', { email });
    if (status !== 200) throw new Error(`login of ${email} answered ${status}`);
    return (json as { user: { id: number } }).user.id;
  }
}
