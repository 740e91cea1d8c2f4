import { types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteThread, PgliteThreadError } from './pglite-thread.js';

/** PGlite in its own thread, through the calls the app makes of it. */
describe('PgliteThread', () => {
  let db: PgliteThread;

  beforeAll(async () => {
    db = await PgliteThread.create({});
    await db.exec(`
      create table notes (id serial primary key, body text not null unique, at timestamptz);
      insert into notes (body, at) values ('first', '2026-01-02T03:04:05Z');
    `);
  });

  afterAll(async () => {
    await db.close();
  });

  it('answers queries with parameters, by row or by column, with types parsed or kept as text', async () => {
    const byName = await db.query<{ body: string; at: Date }>(
      'select body, at from notes where body = $1',
      ['first'],
    );
    expect(byName.rows).toEqual([{ body: 'first', at: new Date('2026-01-02T03:04:05Z') }]);
    expect(byName.fields.map((field) => field.name)).toEqual(['body', 'at']);

    // Drizzle's way: arrays, and its own parsers that keep timestamps as text.
    const asText = await db.query<unknown[]>('select body, at from notes', [], {
      rowMode: 'array',
      parsers: { [types.TIMESTAMPTZ]: (value) => value },
    });
    expect(asText.rows).toEqual([['first', '2026-01-02 03:04:05+00']]);
  });

  it('refuses a parser it cannot apply in the database thread', () => {
    expect(() =>
      db.query('select 1', [], { parsers: { [types.INT4]: (value) => Number(value) } }),
    ).toThrow(/keep text/);
  });

  it("reports a database error with PostgreSQL's fields", async () => {
    const failed = await db.query("insert into notes (body) values ('first')").catch((e) => e);
    expect(failed).toBeInstanceOf(PgliteThreadError);
    expect(failed).toMatchObject({
      code: '23505',
      severity: 'ERROR',
      constraint: 'notes_body_key',
      table: 'notes',
    });
    expect(String(failed.message)).toContain('duplicate key');
  });

  it('commits a transaction that succeeds, rolls back one that fails, and runs nothing between', async () => {
    const order: string[] = [];
    let outside: Promise<void> | undefined;
    await db.transaction(async (tx) => {
      await tx.query("insert into notes (body) values ('in a transaction')");
      // Asked meanwhile from outside: it waits for the commit.
      outside = db.query<{ n: number }>('select count(*)::int as n from notes').then((result) => {
        order.push(`outside saw ${result.rows[0]?.n}`);
      });
      await tx.exec(
        "insert into notes (body) values ('second'); insert into notes (body) values ('third')",
      );
      order.push('transaction done');
    });
    await outside;
    expect(order).toEqual(['transaction done', 'outside saw 4']);

    const failing = db.transaction(async (tx) => {
      await tx.query("insert into notes (body) values ('rolled back')");
      throw new Error('changed my mind');
    });
    await expect(failing).rejects.toThrow('changed my mind');
    const { rows } = await db.query<{ n: number }>(
      "select count(*)::int as n from notes where body = 'rolled back'",
    );
    expect(rows).toEqual([{ n: 0 }]);
  });

  it("leaves the caller's thread free while a long statement runs", async () => {
    let turns = 0;
    const timer = setInterval(() => {
      turns += 1;
    }, 5);
    try {
      // Hundreds of milliseconds of the database's work: in this thread it would allow no turn.
      await db.query('select count(*) from generate_series(1, 3000000)');
    } finally {
      clearInterval(timer);
    }
    expect(turns).toBeGreaterThan(0);
  });

  it('refuses calls once closed', async () => {
    const other = await PgliteThread.create({});
    await other.close();
    expect(other.closed).toBe(true);
    await expect(other.query('select 1')).rejects.toThrow(/closed/);
  });
});
