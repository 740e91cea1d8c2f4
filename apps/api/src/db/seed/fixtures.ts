import { inArray, sql } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../types.js';

/**
 * Fixtures carry fixed ids (so reseeding finds them and links stay stable); this moves the
 * table's `serial` sequence to the highest id so rows added later get fresh ones.
 */
export async function syncIdSequence(db: Db, table: PgTable): Promise<void> {
  const { name } = getTableConfig(table);
  await db.execute(
    sql`select setval(pg_get_serial_sequence(${name}, 'id'), (select max(id) from ${table}))`,
  );
}

/** A calendar date (YYYY-MM-DD) `days` after `now` (UTC); fixtures' due dates follow the seed date. */
export function isoDateFromNow(days: number, now = new Date()): string {
  return new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Inserts those fixture rows whose key (`column`, as `keyOf` reads it from a row) the table
 * lacks; answers how many. On every start after the first nothing is missing, and a table's
 * fixtures cost one small query instead of an insert of every row. Rows another instance
 * inserts meanwhile are skipped by `ON CONFLICT DO NOTHING`.
 */
export async function insertMissing<TTable extends PgTable, TRow extends TTable['$inferInsert']>(
  db: Db,
  table: TTable,
  column: PgColumn,
  rows: readonly TRow[],
  keyOf: (row: TRow) => string | number,
): Promise<number> {
  const present = await db
    .select({ key: column })
    .from(table as PgTable)
    .where(inArray(column, rows.map(keyOf)));
  const known = new Set(present.map(({ key }) => key));
  const missing = rows.filter((row) => !known.has(keyOf(row)));
  if (missing.length > 0) await db.insert(table).values(missing).onConflictDoNothing();
  return missing.length;
}
