import { createHash } from 'node:crypto';
import type { AuditAction, AuditEvent, AuditVerifyResponse } from '@q/schemas/audit';
import { and, asc, desc, eq, getTableColumns, gt, gte, inArray, lt, or, sql } from 'drizzle-orm';
import { type AuditEventRow, auditAnchors, auditEvents, users } from '../db/schema.js';
import type { Db } from '../db/types.js';

/**
 * The audit trail: an append-only table whose rows are chained by hashes.
 *
 * Appending is one INSERT: the new row's id is the last id plus one, its `prevHash` the last row's
 * `hash`, and its `hash` the SHA-256 of that previous hash and the row's canonical content
 * (`canonicalContent`: every column but the hashes, as sorted-key JSON). The last row is kept in
 * memory; when another process on the same PostgreSQL appended meanwhile, the id is taken (the
 * primary key refuses it), so the process reads the new last row and chains after it. Two rows
 * can never follow the same row, and no lock is held: an append costs one statement, and appends
 * made at once share it (a group commit). The first row follows `GENESIS_HASH`; after the retention job
 * removed old rows, the first kept row follows the hash its anchor (`audit_anchors`) records.
 *
 * Verifying walks the rows from the anchor to the newest and reports the first that does not
 * follow the one before (a row removed or inserted) or whose content no longer gives its hash
 * (a row changed). The database refuses UPDATE and DELETE besides (migration 0010): the chain is
 * what shows an edit made past that, by someone who could drop the trigger.
 */

/** What the first row of a trail follows. */
export const GENESIS_HASH = createHash('sha256').update('q-audit-trail').digest('hex');

/** The key of the advisory lock that makes two retention runs one at a time. */
const APPEND_LOCK = 0x0a0d17;

/** Rows read per batch when verifying. */
const VERIFY_BATCH = 5_000;

export interface NewAuditEvent {
  organisationId: number | null;
  /** A user (no id: someone refused before any account was theirs), or the system. */
  actor: { kind: 'user'; userId: number | null; label: string } | { kind: 'system'; label: string };
  action: AuditAction;
  target: { type: string; id?: string | number | null; label?: string | null };
  /** The person the event is about, when it is about someone's data or sessions. */
  subjectUserId?: number | null;
  changes?: Record<string, { before: unknown; after: unknown }> | null;
  detail?: Record<string, unknown> | null;
  ip?: string | null;
  userAgent?: string | null;
  requestId?: string | null;
  result?: 'ok' | 'refused';
  status?: number | null;
}

/** JSON with every object's keys sorted: the same value always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
}

type ChainedContent = Omit<AuditEventRow, 'prevHash' | 'hash'>;

/** A row's content as its hash covers it. */
export function canonicalContent(row: ChainedContent): string {
  return canonicalJson({ ...row, at: row.at.toISOString() });
}

export function chainHash(prevHash: string, row: ChainedContent): string {
  return createHash('sha256')
    .update(prevHash)
    .update('\n')
    .update(canonicalContent(row))
    .digest('hex');
}

/** Text as the trail keeps it: one bounded line (user agents and causes come from outside). */
function line(value: string | null | undefined, max = 500): string | null {
  if (value === null || value === undefined) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters
  const clean = value.replace(/[\u0000-\u001f\u007f]/g, ' ').replace(/[\ud800-\udfff]/g, '\ufffd');
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
}

/**
 * A JSON value as the trail keeps it: storable text (each string at most 4 KB: what the
 * assistant sent to a language model and received), bounded depth.
 */
function storable(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return line(value, 4_096);
  if (value === null || typeof value !== 'object') {
    return typeof value === 'number' && !Number.isFinite(value) ? null : (value ?? null);
  }
  if (depth > 8) return '…';
  if (Array.isArray(value)) return value.slice(0, 100).map((item) => storable(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .slice(0, 100)
      .map(([key, item]) => [line(key, 100) ?? '', storable(item, depth + 1)]),
  );
}

export function toAuditEvent(row: AuditEventRow): AuditEvent {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: { kind: row.actorKind, userId: row.actorUserId, label: row.actorLabel },
    action: row.action as AuditAction,
    target: { type: row.targetType, id: row.targetId, label: row.targetLabel },
    changes: row.changes,
    detail: row.detail,
    ip: row.ip,
    userAgent: row.userAgent,
    requestId: row.requestId,
    result: row.result,
    status: row.status,
  };
}

export interface AuditFilters {
  person?: string | undefined;
  action?: AuditAction | undefined;
  from?: string | undefined;
  to?: string | undefined;
  before?: number | undefined;
  limit: number;
}

/** An event's content as stored, its id and hashes aside (given when it is written). */
function contentOf(event: NewAuditEvent, now: Date): Omit<ChainedContent, 'id'> {
  return {
    at: now,
    organisationId: event.organisationId,
    actorKind: event.actor.kind,
    actorUserId: event.actor.kind === 'user' ? event.actor.userId : null,
    actorLabel: line(event.actor.label, 320) ?? '',
    action: event.action,
    targetType: line(event.target.type, 60) ?? '',
    targetId:
      event.target.id === undefined || event.target.id === null
        ? null
        : line(String(event.target.id), 100),
    targetLabel: line(event.target.label, 200),
    subjectUserId: event.subjectUserId ?? null,
    changes: (event.changes ? storable(event.changes) : null) as ChainedContent['changes'],
    detail: (event.detail ? storable(event.detail) : null) as ChainedContent['detail'],
    ip: line(event.ip, 100),
    userAgent: line(event.userAgent, 500),
    requestId: line(event.requestId, 100),
    result: event.result ?? 'ok',
    status: event.status ?? null,
  };
}

interface Queued {
  content: Omit<ChainedContent, 'id'>;
  /** When it was queued (`performance.now()`). */
  queuedAt: number;
  resolve(id: number): void;
  reject(error: unknown): void;
}

/** The most events one statement of the group commit writes. */
const MAX_BATCH = 500;

export interface AuditTrailOptions {
  /**
   * Whether events are still on their way from work under way in this process (a write that has
   * not yet recorded its event nor answered): the queued events wait for them, up to
   * `maxWaitMs`, and are written together. Without it, or while it answers false, what is
   * queued is written at once. `nudge()` says it may have changed.
   */
  expectsMore?: () => boolean;
  /**
   * How long a queued event waits at most for more (0 by default: not at all). A batch's
   * statement costs the embedded database about as much as 20 of its rows: under load, a
   * write's event sharing one with the writes beside it saves most of the trail's cost, for at
   * most this much longer before the write answers.
   */
  maxWaitMs?: number;
}

/** The table's columns by their property names, for `asRecordSet`. */
const AUDIT_COLUMNS = Object.entries(getTableColumns(auditEvents)).map(
  ([property, column]) => [property, column.name] as const,
);

/**
 * Rows as one JSON array keyed by column name, read in the database by `jsonb_populate_recordset`:
 * the whole batch is one parameter, which the embedded database takes in about half the time of
 * a parameter per value (20 a row).
 */
function asRecordSet(rows: readonly AuditEventRow[]): string {
  return JSON.stringify(
    rows.map((row) =>
      Object.fromEntries(
        AUDIT_COLUMNS.map(([property, name]) => {
          const value = row[property as keyof AuditEventRow];
          return [name, value instanceof Date ? value.toISOString() : value];
        }),
      ),
    ),
  );
}

/** Appends that found their ids taken by another process, tried again, before giving up. */
const MAX_APPEND_ATTEMPTS = 100;

/** Whether `error` (or its cause) is PostgreSQL's unique violation on the trail's primary key. */
function isTakenId(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object'; ) {
    const { code, constraint, cause } = current as {
      code?: unknown;
      constraint?: unknown;
      cause?: unknown;
    };
    if (code === '23505' && constraint === 'audit_events_pkey') return true;
    current = cause;
  }
  return false;
}

export function createAuditTrail(db: Db, options: AuditTrailOptions = {}) {
  const expectsMore = options.expectsMore ?? (() => false);
  const maxWaitMs = options.maxWaitMs ?? 0;
  const queued: Queued[] = [];
  let writing = false;
  /** Whether a look at the queue is due at the end of this turn of the event loop. */
  let isLookScheduled = false;
  /** The wake-up of the oldest queued event's wait for more (`maxWaitMs`). */
  let waitTimer: NodeJS.Timeout | undefined;
  /** The newest row this process knows of: the next append follows it. Read when unknown. */
  let tail: { id: number; hash: string } | undefined;

  async function readTail(): Promise<{ id: number; hash: string }> {
    const [last] = await db
      .select({ id: auditEvents.id, hash: auditEvents.hash })
      .from(auditEvents)
      .orderBy(desc(auditEvents.id))
      .limit(1);
    if (last) return last;
    // An empty trail: the first row follows its anchor (all removed by retention) or genesis.
    const [anchor] = await db
      .select({ firstEventId: auditAnchors.firstEventId, prevHash: auditAnchors.prevHash })
      .from(auditAnchors)
      .orderBy(desc(auditAnchors.id))
      .limit(1);
    return anchor
      ? { id: anchor.firstEventId - 1, hash: anchor.prevHash }
      : { id: 0, hash: GENESIS_HASH };
  }

  /** Chains `batch` after `after` and inserts it in one statement; answers the new tail. */
  async function insertAfter(after: { id: number; hash: string }, batch: readonly Queued[]) {
    let prevHash = after.hash;
    const rows = batch.map(({ content }, index) => {
      const chained: ChainedContent = { id: after.id + 1 + index, ...content };
      const hash = chainHash(prevHash, chained);
      const row = { ...chained, prevHash, hash };
      prevHash = hash;
      return row;
    });
    await db.execute(
      sql`insert into ${auditEvents} select * from jsonb_populate_recordset(null::${auditEvents}, ${asRecordSet(rows)}::jsonb)`,
    );
    const last = rows.at(-1) as (typeof rows)[number];
    return { id: last.id, hash: last.hash };
  }

  /** Writes one batch of what is queued (at most `MAX_BATCH`), then looks at the queue again. */
  async function writeBatch(): Promise<void> {
    const batch = queued.splice(0, MAX_BATCH);
    try {
      let attempt = 1;
      for (;;) {
        tail ??= await readTail();
        try {
          tail = await insertAfter(tail, batch);
          break;
        } catch (error) {
          // Another process appended first: follow its rows instead.
          tail = undefined;
          if (!isTakenId(error) || attempt >= MAX_APPEND_ATTEMPTS) throw error;
          attempt += 1;
        }
      }
      const firstId = tail.id - batch.length + 1;
      for (const [index, item] of batch.entries()) item.resolve(firstId + index);
    } catch (error) {
      for (const item of batch) item.reject(error);
    } finally {
      writing = false;
      look();
    }
  }

  /**
   * Writes what is queued now, unless more events are on their way and the oldest queued one
   * has waited less than `maxWaitMs`: then it waits for them, or for that time.
   * One batch is written at a time; what is queued meanwhile goes in the next.
   */
  function look(): void {
    if (writing || queued.length === 0) return;
    const waited = performance.now() - (queued[0] as Queued).queuedAt;
    if (queued.length < MAX_BATCH && waited < maxWaitMs && expectsMore()) {
      waitTimer ??= setTimeout(() => {
        waitTimer = undefined;
        look();
      }, maxWaitMs - waited);
      return;
    }
    clearTimeout(waitTimer);
    waitTimer = undefined;
    writing = true;
    void writeBatch();
  }

  function scheduleLook(): void {
    if (isLookScheduled) return;
    isLookScheduled = true;
    setImmediate(() => {
      isLookScheduled = false;
      look();
    });
  }

  async function page(where: ReturnType<typeof and>, limit: number) {
    const rows = await db
      .select()
      .from(auditEvents)
      .where(where)
      .orderBy(desc(auditEvents.id))
      .limit(limit + 1);
    const kept = rows.slice(0, limit);
    // The actors' names as their accounts have them now: read beside the trail, not chained.
    const ids = [...new Set(kept.flatMap((row) => (row.actorUserId ? [row.actorUserId] : [])))];
    const names = new Map(
      ids.length === 0
        ? []
        : (
            await db
              .select({ id: users.id, name: users.name })
              .from(users)
              .where(inArray(users.id, ids))
          ).map((row) => [row.id, row.name]),
    );
    const events = kept.map((row) => {
      const event = toAuditEvent(row);
      return row.actorUserId
        ? { ...event, actor: { ...event.actor, name: names.get(row.actorUserId) ?? null } }
        : event;
    });
    const last = events.at(-1);
    return { events, next: rows.length > limit && last ? last.id : null };
  }

  return {
    /**
     * Appends one event to the chain; answers its id once it is committed. Events appended in
     * the same turn of the event loop, while another batch is being written, or while writes
     * beside it are still under way (`expectsMore`, for `maxWaitMs` at most) go
     * together in one statement (a group commit): under load, many writes share one insert, and
     * each still waits until its own event is stored.
     */
    append(event: NewAuditEvent, now = new Date()): Promise<number> {
      return new Promise<number>((resolve, reject) => {
        queued.push({
          content: contentOf(event, now),
          queuedAt: performance.now(),
          resolve,
          reject,
        });
        scheduleLook();
      });
    },

    /** Says that `expectsMore` may answer otherwise now (a write under way has ended). */
    nudge(): void {
      if (queued.length > 0) scheduleLook();
    },

    /** An organisation's events, newest first, filtered; `next` is the `before` of the next page. */
    list(organisationId: number, filters: AuditFilters) {
      const person = filters.person?.toLowerCase();
      const pattern = person ? `%${person.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
      return page(
        and(
          eq(auditEvents.organisationId, organisationId),
          filters.action ? eq(auditEvents.action, filters.action) : undefined,
          filters.from ? gte(auditEvents.at, new Date(`${filters.from}T00:00:00Z`)) : undefined,
          filters.to
            ? lt(
                auditEvents.at,
                new Date(new Date(`${filters.to}T00:00:00Z`).getTime() + 86_400_000),
              )
            : undefined,
          filters.before ? lt(auditEvents.id, filters.before) : undefined,
          pattern
            ? or(
                sql`lower(${auditEvents.actorLabel}) like ${pattern}`,
                sql`lower(coalesce(${auditEvents.targetLabel}, '')) like ${pattern}`,
              )
            : undefined,
        ),
        filters.limit,
      );
    },

    /**
     * The events about user `userId`: those naming them (their sessions ended, their account
     * changed), and the reads of personal data by `viewers` (the people whose scope holds
     * theirs) in their organisation. Newest first.
     */
    aboutPerson(
      organisationId: number,
      userId: number,
      viewers: readonly number[],
      filters: Pick<AuditFilters, 'before' | 'limit'>,
    ) {
      return page(
        and(
          eq(auditEvents.organisationId, organisationId),
          or(
            eq(auditEvents.subjectUserId, userId),
            viewers.length > 0
              ? and(
                  eq(auditEvents.action, 'hr-data-viewed'),
                  sql`${auditEvents.actorUserId} in (select jsonb_array_elements_text(${JSON.stringify(viewers)}::jsonb)::int)`,
                )
              : undefined,
          ),
          filters.before ? lt(auditEvents.id, filters.before) : undefined,
        ),
        filters.limit,
      );
    },

    verify: () => verifyAuditTrail(db),

    /**
     * Removes the events older than `cutoff`, whole: every row before the first kept one, in
     * the retention job's own transaction (the only one the database lets delete), and records
     * the anchor the kept chain now starts from. Answers how many went.
     */
    async removeBefore(cutoff: Date): Promise<number> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${APPEND_LOCK})`);
        const [firstKept] = await tx
          .select({ id: auditEvents.id, prevHash: auditEvents.prevHash })
          .from(auditEvents)
          .where(gte(auditEvents.at, cutoff))
          .orderBy(asc(auditEvents.id))
          .limit(1);
        const [last] = await tx
          .select({ id: auditEvents.id, hash: auditEvents.hash })
          .from(auditEvents)
          .orderBy(desc(auditEvents.id))
          .limit(1);
        if (!last) return 0;
        // Everything is old: the next row will follow the last removed one.
        const anchor = firstKept ?? { id: last.id + 1, prevHash: last.hash };
        await tx.execute(sql`set local q.audit_retention = 'on'`);
        const removed = await tx
          .delete(auditEvents)
          .where(lt(auditEvents.id, anchor.id))
          .returning({ id: auditEvents.id });
        if (removed.length > 0) {
          await tx.insert(auditAnchors).values({
            firstEventId: anchor.id,
            prevHash: anchor.prevHash,
            removed: removed.length,
          });
        }
        return removed.length;
      });
    },
  };
}

export type AuditTrail = ReturnType<typeof createAuditTrail>;

/** The hash the row with id `id` follows when it is the first kept: its anchor's, or genesis. */
async function anchorHash(tx: Pick<Db, 'select'>, id: number): Promise<string> {
  const [anchor] = await tx
    .select({ prevHash: auditAnchors.prevHash })
    .from(auditAnchors)
    .where(eq(auditAnchors.firstEventId, id))
    .orderBy(desc(auditAnchors.id))
    .limit(1);
  return anchor?.prevHash ?? GENESIS_HASH;
}

/**
 * Checks the whole kept chain, oldest to newest, in batches: each row must follow the row before
 * (its `prevHash`; the first, its anchor or genesis), carry the next id, and give its own hash
 * from its content. Answers the first broken link.
 */
export async function verifyAuditTrail(db: Db): Promise<AuditVerifyResponse> {
  const [first] = await db
    .select({ id: auditEvents.id })
    .from(auditEvents)
    .orderBy(asc(auditEvents.id))
    .limit(1);
  if (!first) return { ok: true, checked: 0, anchor: null, firstBroken: null };
  let expected = await anchorHash(db, first.id);
  const anchor = { id: first.id, hash: expected };
  let expectedId = first.id;
  let checked = 0;
  let after = first.id - 1;
  for (;;) {
    const rows = await db
      .select()
      .from(auditEvents)
      .where(gt(auditEvents.id, after))
      .orderBy(asc(auditEvents.id))
      .limit(VERIFY_BATCH);
    for (const { prevHash, hash, ...content } of rows) {
      const broken = (reason: string) => ({
        ok: false,
        checked,
        anchor,
        firstBroken: { id: content.id, reason },
      });
      if (content.id !== expectedId) {
        return broken(
          `event #${expectedId} is missing: the trail goes from #${expectedId - 1} to #${content.id}`,
        );
      }
      if (prevHash !== expected) {
        return broken(
          'it does not follow the event before it: an event was removed, added or changed before it',
        );
      }
      if (chainHash(prevHash, content) !== hash) {
        return broken('its content does not give its hash: the event was changed');
      }
      expected = hash;
      expectedId += 1;
      checked += 1;
    }
    if (rows.length < VERIFY_BATCH) break;
    after = rows.at(-1)?.id ?? after;
  }
  return { ok: true, checked, anchor, firstBroken: null };
}
