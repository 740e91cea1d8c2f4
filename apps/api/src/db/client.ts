import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.js';
import { seedDatabase } from './seed/index.js';

/** Drizzle over either driver; repositories see only this. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /**
   * Tells every other server process on the same database that data changed, and hears them.
   * Only PostgreSQL has one (LISTEN/NOTIFY); PGlite belongs to a single process.
   */
  changes?: ChangeFeed;
  /** Closes the pool or PGlite; PGlite must be closed to keep its data directory consistent. */
  close(): Promise<void>;
}

/** Cross-process change notices: a ping with no payload, on one channel. */
export interface ChangeFeed {
  /** Announces a change to the other processes; resolves once the database has it. */
  publish(): Promise<void>;
  /**
   * Calls `onChange` for every change another process announces (not this one's). `onLost` is
   * called if the listening connection fails: changes may be missed from then on.
   * Resolves, once listening, to a function that stops listening.
   */
  subscribe(onChange: () => void, onLost: (error: Error) => void): Promise<() => Promise<void>>;
}

/** The LISTEN/NOTIFY channel of data changes. */
export const CHANGES_CHANNEL = 'q_data_changed';

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when absent, PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite keeps its files in `<dataDir>/pglite`. */
  dataDir?: string | undefined;
  /** PGlite in memory (tests); nothing is written to disk. */
  inMemory?: boolean;
  /** An already-created PGlite (tests: one loaded from a dump); closed with the database. */
  pglite?: PGlite;
  /** Apply pending migrations (default true). */
  migrate?: boolean;
  /** Insert the demo fixtures that are missing (default true). */
  seed?: boolean;
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
    ...(database.changes ? { changes: database.changes } : {}),
    close: database.close,
  };
}

interface OpenedDatabase extends Database {
  migrate(): Promise<void>;
}

async function openPglite(options: OpenDatabaseOptions): Promise<OpenedDatabase> {
  let client: PGlite;
  if (options.pglite) {
    client = options.pglite;
  } else if (options.inMemory) {
    client = await PGlite.create();
  } else {
    if (!options.dataDir) throw new Error('openDatabase: dataDir is required for PGlite on disk');
    const dataDir = join(options.dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
    client = await PGlite.create({ dataDir });
  }
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: findMigrationsFolder() }),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

async function openPostgres(url: string, options: OpenDatabaseOptions): Promise<OpenedDatabase> {
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzleNodePg({ client: pool, schema });
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
          await migrateNodePg(db, { migrationsFolder: findMigrationsFolder() });
        } finally {
          await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
        }
      } finally {
        lockClient.release();
      }
    },
    changes: postgresChangeFeed(url, pool),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

function postgresChangeFeed(url: string, pool: pg.Pool): ChangeFeed {
  // Each notice names the process that sent it, which ignores its own: it already knows.
  const origin = randomUUID();
  return {
    publish: async () => {
      await pool.query('SELECT pg_notify($1, $2)', [CHANGES_CHANNEL, origin]);
    },
    subscribe: async (onChange, onLost) => {
      // LISTEN holds its connection for good, so it gets its own rather than one from the pool.
      const listener = new pg.Client({ connectionString: url });
      let stopping = false;
      const lost = (error: Error) => {
        if (!stopping) onLost(error);
      };
      listener.on('notification', (message) => {
        if (message.channel === CHANGES_CHANNEL && message.payload !== origin) onChange();
      });
      listener.on('error', lost);
      listener.on('end', () => lost(new Error('The change listener connection ended')));
      await listener.connect();
      await listener.query(`LISTEN ${CHANGES_CHANNEL}`);
      return async () => {
        stopping = true;
        await listener.end();
      };
    },
  };
}
