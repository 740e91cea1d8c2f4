import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * A server of the production build for one spec (or one test) alone, on a fresh embedded
 * database, as `playwright.config.ts` starts the suite's: for what changes the organisation for
 * everybody (its connections are one per type, shared by every account), which on the suite's
 * server would reach the other specs' dashboards; and for a server started with other settings
 * (`ADMIN_EMAILS`).
 */
export interface OwnServer {
  url: string;
  stop(): Promise<void>;
}

const SERVER = resolve(import.meta.dirname, '../../apps/api/dist/server.js');

/** A free port on 127.0.0.1 (for a server that must know its address before it starts). */
export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        address && typeof address === 'object' ? done(address.port) : fail(new Error('no port')),
      );
    });
  });
}

/**
 * How long a spec's own server may take to start: a fresh embedded database and its migrations
 * take a few seconds on an idle machine, several times that while the rest of the suite runs.
 */
export const OWN_SERVER_START_TIMEOUT_MS = 120_000;

/**
 * Starts the server with the suite's settings and `env` on top, on `port` (default: any free
 * one); resolves once it is ready.
 */
export async function startOwnServer(
  env: Record<string, string> = {},
  { port: chosen }: { port?: number } = {},
): Promise<OwnServer> {
  const port = chosen ?? (await freePort());
  const dataDir = mkdtempSync(join(tmpdir(), 'q-e2e-own-'));
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      TZ: 'UTC',
      // The specs' provider fakes listen on 127.0.0.1; production refuses loopback otherwise.
      INTEGRATION_ALLOW_PRIVATE_TARGETS: 'true',
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      LOGIN_RATE_LIMIT_PER_ACCOUNT_PER_MINUTE: '1000',
      OUTBOUND_RATE_LIMIT_PER_ACCOUNT_PER_MINUTE: '1000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the server ended before it was ready:\n${errors}`);
    }
    const ready = await fetch(`${url}/api/health`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) return { url, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server was not ready within 60 s:\n${errors}`);
    }
    await new Promise((done) => setTimeout(done, 200));
  }
}
