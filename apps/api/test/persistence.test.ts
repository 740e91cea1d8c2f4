import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { createPgliteTemplate, type Database, openDatabase } from '../src/db/client.js';
import { SARAH, sessionCookie, snapshotTables, TEST_DB_KIND, testConfig } from './helpers.js';

const dataDir = mkdtempSync(join(tmpdir(), 'q-api-persist-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** How many rows of `table` (match `where`). */
async function countOf(database: Database, table: string, where = 'true'): Promise<number> {
  const { rows } = await database.executeSql(
    `SELECT count(*)::int AS n FROM ${table} WHERE ${where}`,
  );
  return (rows[0] as { n: number }).n;
}

/**
 * Two openings of an on-disk PGlite (each starts the WASM database and checks its migrations):
 * about 5 s alone, over 20 s when the whole suite runs on a busy two-core machine.
 */
const TWO_OPENINGS_MS = 60_000;

// Only the embedded database keeps its files in DATA_DIR; a PostgreSQL server keeps its own.
describe.skipIf(TEST_DB_KIND !== 'pglite')('PGlite data directory', () => {
  it(
    'keeps users, sessions and insight states across close and reopen',
    async () => {
      const first = await openDatabase({ dataDir });
      const app = await buildApp({ config: testConfig(), database: first });
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: SARAH },
      });
      const cookie = sessionCookie(login);
      const id: number = login.json().user.id;
      await app.inject({
        method: 'PUT',
        url: `/api/auth/user/${id}`,
        cookies: { q_session: cookie ?? '' },
        payload: { name: 'Sarah Persisted' },
      });
      const dismiss = await app.inject({
        method: 'POST',
        url: '/api/management-insights/1/dismiss',
        cookies: { q_session: cookie ?? '' },
      });
      expect(dismiss.statusCode).toBe(200);
      const before = await snapshotTables(first);
      await app.close();
      await first.close();

      // Reopening migrates and seeds again: both must find nothing to do.
      const second = await openDatabase({ dataDir });
      const reopened = await buildApp({ config: testConfig(), database: second });
      try {
        expect(await snapshotTables(second)).toEqual(before);
        const me = await reopened.inject({
          method: 'GET',
          url: '/api/auth/me',
          cookies: { q_session: cookie ?? '' },
        });
        expect(me.statusCode).toBe(200);
        expect(me.json().user).toMatchObject({ id, name: 'Sarah Persisted' });
        const again = await reopened.inject({
          method: 'POST',
          url: '/api/management-insights/1/dismiss',
          cookies: { q_session: cookie ?? '' },
        });
        expect(again.statusCode).toBe(409);
      } finally {
        await reopened.close();
        await second.close();
      }
    },
    TWO_OPENINGS_MS,
  );

  it(
    'starts a new data directory as a copy of the template, or by initdb without one',
    async () => {
      const template = join(dataDir, 'template');
      await createPgliteTemplate(template);
      expect(existsSync(join(template, 'PG_VERSION'))).toBe(true);
      expect(existsSync(`${template}.new`)).toBe(false);
      // Marks the template, to tell a copy of it from a cluster initdb made.
      const { PGlite } = await import('@electric-sql/pglite');
      const marker = await PGlite.create({ dataDir: template });
      await marker.exec('CREATE TABLE template_marker (id int)');
      await marker.close();

      // A start that was cut short left a half-made cluster beside the data directory.
      const fromTemplate = join(dataDir, 'from-template');
      mkdirSync(join(fromTemplate, 'pglite.new'), { recursive: true });
      writeFileSync(join(fromTemplate, 'pglite.new', 'PG_VERSION'), '18');
      const copied = await openDatabase({ dataDir: fromTemplate, pgliteTemplate: template });
      try {
        // Migrated by the template, seeded at start.
        expect(await countOf(copied, 'pg_tables', "tablename = 'template_marker'")).toBe(1);
        expect(await countOf(copied, 'users')).toBeGreaterThan(0);
      } finally {
        await copied.close();
      }
      expect(existsSync(join(fromTemplate, 'pglite.new'))).toBe(false);

      // Files that are not a cluster (no PG_VERSION) are refused, and left as they are.
      const damaged = join(dataDir, 'damaged');
      mkdirSync(join(damaged, 'pglite', 'base'), { recursive: true });
      writeFileSync(join(damaged, 'pglite', 'base', 'left-behind'), 'data');
      await expect(openDatabase({ dataDir: damaged, pgliteTemplate: template })).rejects.toThrow(
        /holds files but no database/,
      );
      expect(existsSync(join(damaged, 'pglite', 'base', 'left-behind'))).toBe(true);

      const withoutTemplate = join(dataDir, 'without-template');
      const made = await openDatabase({
        dataDir: withoutTemplate,
        pgliteTemplate: join(dataDir, 'no-template-here'),
      });
      try {
        expect(await countOf(made, 'pg_tables', "tablename = 'template_marker'")).toBe(0);
        expect(await countOf(made, 'users')).toBeGreaterThan(0);
      } finally {
        await made.close();
      }
    },
    TWO_OPENINGS_MS * 2,
  );
});
