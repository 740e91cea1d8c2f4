import { sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
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
