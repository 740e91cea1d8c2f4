import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { type PgliteClient, PgliteThread } from './pglite-thread.js';
import * as schema from './schema.js';
import { seedDatabase } from './seed/index.js';
import type { Db } from './types.js';

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /**
   * The version of the data shared by every server process on this database: present only on
   * PostgreSQL, where several processes may write (PGlite belongs to a single process).
   */
  sharedVersion?: SharedDataVersion;
  /**
   * Runs SQL for the job engine (pg-boss's `db` option): with values, one statement; without,
   * possibly several (its migrations), answering the last one's rows.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** Closes the pool or PGlite; PGlite must be closed to keep its data directory consistent. */
  close(): Promise<void>;
}

/** A number that moves on after every write, read by every process (the `data_version` sequence). */
export interface SharedDataVersion {
  /** The current version, as text (a bigint). */
  read(): Promise<string>;
  /** Moves it on; resolves once every process reads the new value. */
  bump(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when absent, PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite keeps its files in `<dataDir>/pglite`. */
  dataDir?: string | undefined;
  /** PGlite in memory (tests); nothing is written to disk. */
  inMemory?: boolean;
  /** PGlite in memory, starting from a dump of a data directory (tests: `dumpDataDir`). */
  pgliteSnapshot?: Uint8Array;
  /**
   * An already-created PGlite, run in this thread (the tests' one-time snapshot); closed with
   * the database. Every other PGlite runs in a thread of its own (`PgliteThread`).
   */
  pglite?: PGlite;
  /** Apply pending migrations (default true). */
  migrate?: boolean;
  /** Insert the demo fixtures that are missing (default true). */
  seed?: boolean;
  /**
   * The cluster a new PGlite data directory is copied from (`pgliteTemplateDir()` by default);
   * null, or a folder without one: initdb makes it.
   */
  pgliteTemplate?: string | null;
  /** Pool size for PostgreSQL (default 10). */
  poolSize?: number;
}

/** Arbitrary fixed key for the advisory lock that serialises migrations across instances. */
const MIGRATION_LOCK_ID = 4_246_001;

/** `apps/api/drizzle`, found from this module whether it runs from src/db or from the dist bundle. */
function findMigrationsFolder(from = dirname(fileURLToPath(import.meta.url))): string {
  let dir = from;
  for (;;) {
    const candidate = join(dir, 'drizzle');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No drizzle/meta/_journal.json above ${from}`);
    dir = parent;
  }
}

/** Opens PGlite or PostgreSQL, applies the migrations and seeds the demo data. */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  const database = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options)
    : await openPglite(options);
  try {
    if (options.migrate !== false) await database.migrate();
    if (options.seed !== false) await seedDatabase(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }
  return {
    db: database.db,
    kind: database.kind,
    ...(database.sharedVersion ? { sharedVersion: database.sharedVersion } : {}),
    executeSql: database.executeSql,
    close: database.close,
  };
}

/**
 * PGlite's start parameters (`pglite-settings.mjs`), loaded where needed: the server's thread
 * reads them itself, so a start does not load PGlite here.
 */
async function pgliteStartParameters(): Promise<string[]> {
  const { PGLITE_START_PARAMS } = await import('./pglite-settings.mjs');
  return [...PGLITE_START_PARAMS];
}

/**
 * A new embedded database's cluster, made once by the build (`build.mjs`): initdb's output with
 * the migrations applied, in `apps/api/dist/pglite-template`. A fresh data directory starts as a
 * copy of it, which takes a fraction of a second where initdb and the migrations take seconds.
 */
export function pgliteTemplateDir(): string {
  return join(findMigrationsFolder(), '..', 'dist', 'pglite-template');
}

/**
 * Makes the template (`pgliteTemplateDir`): a new cluster, migrated and closed, made beside `dir`
 * and moved into place, so that a server starting meanwhile finds no template or a whole one.
 * The build runs it in a process of its own; initdb's memory is not given back.
 */
export async function createPgliteTemplate(dir: string): Promise<void> {
  const staging = `${dir}.new`;
  rmSync(staging, { recursive: true, force: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const client = await PGlite.create({
    dataDir: staging,
    startParams: await pgliteStartParameters(),
  });
  try {
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(drizzle({ client, schema }), { migrationsFolder: findMigrationsFolder() });
  } finally {
    await client.close();
  }
  rmSync(dir, { recursive: true, force: true });
  renameSync(staging, dir);
}

/**
 * Creates the embedded database's cluster (initdb) in `dataDir`, in a child process that exits
 * when it is done: without a template (a server run from source before any build). initdb is
 * PGlite's largest piece of work (its WebAssembly memory grows to about 800 MB, which a process
 * does not give back); in a process of its own, the server's memory after the first start is
 * what it is after any start.
 */
async function createPgliteCluster(dataDir: string): Promise<void> {
  const script = [
    `const { PGlite } = await import(${JSON.stringify(import.meta.resolve('@electric-sql/pglite'))});`,
    'const [dataDir, startParams] = process.argv.slice(1);',
    'await (await PGlite.create({ dataDir, startParams: JSON.parse(startParams) })).close();',
  ].join('\n');
  const args = [
    '--input-type=module',
    '-e',
    script,
    dataDir,
    JSON.stringify(await pgliteStartParameters()),
  ];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let errorText = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => {
    errorText = (errorText + chunk).slice(-4000);
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) {
    throw new Error(
      `Creating the embedded database in ${dataDir} failed (exit ${code}): ${errorText.trim()}`,
    );
  }
}

/**
 * Gives `dataDir` a cluster when it has none: a copy of the build's template, or else (no
 * template, or it could not be copied: a build replacing it) a new one made by initdb. Made
 * beside it and moved into place, so an interrupted start leaves no half cluster behind for the
 * next to mistake for a whole one.
 */
async function ensurePgliteCluster(dataDir: string, template: string | null): Promise<void> {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return;
  // Files without a cluster's mark are not ours to replace (a damaged or half-restored copy).
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new Error(
      `${dataDir} holds files but no database (no PG_VERSION): move them away, or empty it for a new database`,
    );
  }
  const staging = `${dataDir}.new`;
  rmSync(staging, { recursive: true, force: true });
  if (!(template && copyTemplate(template, staging))) await createPgliteCluster(staging);
  rmSync(dataDir, { recursive: true, force: true });
  renameSync(staging, dataDir);
}

/** Copies the template cluster to `dir`; false when there is none or the copy failed. */
function copyTemplate(template: string, dir: string): boolean {
  if (!existsSync(join(template, 'PG_VERSION'))) return false;
  try {
    cpSync(template, dir, { recursive: true });
    return true;
  } catch {
    rmSync(dir, { recursive: true, force: true });
    return false;
  }
}

interface OpenedDatabase extends Database {
  migrate(): Promise<void>;
}

/** PGlite, opened: in this thread (`options.pglite`) or, every other time, in one of its own. */
async function openPgliteClient(options: OpenDatabaseOptions): Promise<PgliteClient> {
  if (options.pglite) return options.pglite;
  if (options.inMemory || options.pgliteSnapshot) {
    return PgliteThread.create(options.pgliteSnapshot ? { snapshot: options.pgliteSnapshot } : {});
  }
  if (!options.dataDir) throw new Error('openDatabase: dataDir is required for PGlite on disk');
  const dataDir = join(options.dataDir, 'pglite');
  mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
  await ensurePgliteCluster(
    dataDir,
    options.pgliteTemplate === undefined ? pgliteTemplateDir() : options.pgliteTemplate,
  );
  return PgliteThread.create({ dataDir });
}

async function openPglite(options: OpenDatabaseOptions): Promise<OpenedDatabase> {
  // PGlite starts opening in its thread first; Drizzle's driver loads here meanwhile (and the
  // server loads its app: `server.ts`). A failure is taken up below, once the driver is in.
  const opening = openPgliteClient(options);
  opening.catch(() => {});
  // Each driver is loaded only where it is used: a server needs one of the two.
  const [{ drizzle }, { migrate }] = await Promise.all([
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const client = await opening;
  // Drizzle's driver asks of its client only what `PgliteClient` names.
  const db = drizzle({ client: client as PGlite, schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migrate(db, { migrationsFolder: findMigrationsFolder() }),
    executeSql: async (text, values) => {
      if (values && values.length > 0) return client.query(text, values);
      // A text of several statements may hold a transaction of its own (pg-boss's `BEGIN; …;
      // COMMIT;`). One failing midway would leave PGlite's only connection in an aborted
      // transaction, and every later query of the app would fail until a ROLLBACK. Inside
      // PGlite's transaction nothing else runs until it has committed or rolled back. (On
      // PostgreSQL the pool closes a connection whose query failed.)
      const results = await client.transaction((tx) => tx.exec(text));
      return { rows: results.at(-1)?.rows ?? [] };
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

async function openPostgres(url: string, options: OpenDatabaseOptions): Promise<OpenedDatabase> {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzle({ client: pool, schema });
  let closed = false;
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      // Several API instances may start together against one server: one migrates, the
      // others wait on the lock and then find nothing left to apply.
      const lockClient = await pool.connect();
      try {
        await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        try {
          await migrate(db, { migrationsFolder: findMigrationsFolder() });
        } finally {
          await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
        }
      } finally {
        lockClient.release();
      }
    },
    sharedVersion: postgresDataVersion(pool),
    executeSql: async (text, values) => {
      const result = await pool.query(text, values);
      // A text of several statements answers one result per statement.
      const last = Array.isArray(result) ? (result.at(-1) as pg.QueryResult | undefined) : result;
      return { rows: last?.rows ?? [] };
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

function postgresDataVersion(pool: pg.Pool): SharedDataVersion {
  return {
    read: async () => {
      const { rows } = await pool.query<{ last_value: string; is_called: boolean }>(
        'SELECT last_value, is_called FROM data_version',
      );
      const row = rows[0];
      return row?.is_called ? row.last_value : '0';
    },
    bump: async () => {
      await pool.query("SELECT nextval('data_version')");
    },
  };
}
