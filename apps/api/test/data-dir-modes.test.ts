import { chmodSync, existsSync, lstatSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { PROVIDERS_BY_SYSTEM_TYPE } from '@q/schemas/integration-catalog';
import { afterAll, describe, expect, it } from 'vitest';
import { SARAH, TEST_DB_KIND } from './helpers.js';
import { Client, type ServerProcess, startServer } from './server-process.js';

/**
 * The embedded database's files and the generated secret are readable by the server's user
 * alone: the real server, started with a umask of 000 (the loosest a service manager could
 * give it), writes data, and every folder of its data directory is 0700 and every file 0600 or
 * stricter — while it runs and after it stops. A data directory left with loose modes by an
 * earlier version is tightened at the next start.
 */
const parent = mkdtempSync(join(tmpdir(), 'q-modes-'));
const dataDir = join(parent, 'data');
const running = new Set<ServerProcess>();

afterAll(async () => {
  await Promise.all([...running].map((server) => server.stop('SIGKILL')));
  rmSync(parent, { recursive: true, force: true });
}, 60_000);

/** Starts the server with the umask 000, which its child process inherits. */
async function startWithOpenUmask(): Promise<ServerProcess> {
  const previous = process.umask(0);
  let server: ServerProcess;
  try {
    server = await startServer({ DATA_DIR: dataDir });
  } finally {
    process.umask(previous);
  }
  running.add(server);
  void server.exited.then(() => running.delete(server));
  return server;
}

/** Every path under the data directory (itself included) with its kind and permission bits. */
function walk(dir: string): { path: string; isDir: boolean; mode: number }[] {
  const stat = lstatSync(dir);
  const here = { path: relative(parent, dir), isDir: stat.isDirectory(), mode: stat.mode & 0o777 };
  if (!stat.isDirectory()) return [here];
  return [here, ...readdirSync(dir).flatMap((name) => walk(join(dir, name)))];
}

/** What anyone but the owner could read, write or enter: folders not 0700, files not ≤ 0600. */
function looseModes(): string[] {
  return walk(dataDir)
    .filter(({ isDir, mode }) => (isDir ? mode !== 0o700 : (mode & 0o177) !== 0))
    .map(({ path, mode }) => `${path} ${mode.toString(8)}`);
}

/** Writes through the server: a sign-in (a session row) and a saved integration. */
async function writeSomething(server: ServerProcess, seq: number): Promise<void> {
  const client = new Client(server.origin);
  await client.login(SARAH);
  const { status, json } = await client.call('POST', '/api/system-integrations', {
    systemType: 'hris',
    systemName: PROVIDERS_BY_SYSTEM_TYPE.hris[0],
    isEnabled: true,
    syncFrequency: 'daily',
    // Never called: nothing here runs a connection test.
    apiEndpoint: `https://127.0.0.1:9/hris/${seq}`,
    apiKey: 'sk_modes_test_0123456789',
    configData: { seq },
  });
  // The second start finds the record of the first.
  expect([201, 409], JSON.stringify(json)).toContain(status);
}

describe.skipIf(TEST_DB_KIND !== 'pglite')(
  // The data directory holds the embedded database; on PostgreSQL it holds only the secret.
  'the data directory is private to the server user',
  () => {
    it('is 0700 with every file 0600 or stricter after a start that wrote data', async () => {
      const server = await startWithOpenUmask();
      await writeSomething(server, 1);
      expect(existsSync(join(dataDir, 'app-secret'))).toBe(true);
      expect(walk(join(dataDir, 'pglite')).filter((entry) => !entry.isDir).length).toBeGreaterThan(
        100,
      );
      expect(looseModes().slice(0, 8)).toEqual([]);
      expect(await server.stop('SIGTERM')).toBe(0);
      expect(looseModes().slice(0, 8)).toEqual([]);
    }, 300_000);

    it('tightens a data directory an earlier version left open', async () => {
      for (const { path, isDir } of walk(dataDir)) {
        chmodSync(join(parent, path), isDir ? 0o777 : 0o666);
      }
      expect(looseModes().length).toBeGreaterThan(100);
      const server = await startWithOpenUmask();
      await writeSomething(server, 2);
      expect(looseModes().slice(0, 8)).toEqual([]);
      expect(await server.stop('SIGTERM')).toBe(0);
      expect(looseModes().slice(0, 8)).toEqual([]);
    }, 300_000);
  },
);
