import { AsyncLocalStorage } from 'node:async_hooks';
import { isStorableDate } from '@q/schemas/common';
import type { Provider, SystemType } from '@q/schemas/enums';
import type { SyncedKind, SyncedRecords } from '@q/schemas/sync';
import { z } from 'zod';
import type { ProviderHttp } from './provider-http.js';
import type { RecordNote } from './store.js';
import { SyncError } from './sync-error.js';

/**
 * A connector reads one provider: it fetches pages through the guarded {@link ProviderHttp},
 * validates each page with its own zod schema of the provider's format (answers are untrusted
 * input) and maps them to the suite's synced entities. It knows nothing of the database, of
 * Fastify or of runs; the sync engine decides what to do with what it read.
 */
export interface Connector {
  provider: Provider;
  systemType: 'hris' | 'ats' | 'financial';
  /** The kinds of records it reads: a complete run replaces exactly these for its integration. */
  kinds: readonly SyncedKind[];
  /**
   * `consent`: the provider authorises by an admin's OAuth 2.0 consent (QuickBooks) rather than
   * by the stored key alone; runs get the integration's grant in {@link ConnectorInput.oauth}.
   */
  authorization?: 'consent';
  read(input: ConnectorInput): Promise<ConnectorResult>;
  /**
   * The connection test: one cheap request authenticated as a run would be, which throws a
   * SyncError when the provider refuses it. Answers validate nothing beyond being JSON.
   */
  probe(input: ConnectorInput): Promise<void>;
}

export interface ConnectorInput {
  /** The integration's API Endpoint, as saved. */
  endpoint: string;
  /** The stored key, decrypted; it goes only into the Authorization header. */
  apiKey: string;
  configData: Record<string, unknown> | null;
  http: ProviderHttp;
  /** The run's clock (relative windows such as "who's out in the next 30 days"). */
  now: Date;
  /** The integration's OAuth grant, for a connector whose provider authorises by consent. */
  oauth?: ConnectorOAuth;
}

/** An OAuth 2.0 grant: the company it reaches and its tokens (kept sealed at rest). */
export interface OAuthGrant {
  /** The provider's id of the company the consent was given for (QuickBooks' realm id). */
  realmId: string;
  accessToken: string;
  refreshToken: string;
  accessExpiresAt: Date;
  refreshExpiresAt: Date | null;
}

export interface ConnectorOAuth {
  /** The stored grant; null when no admin has connected (or its seal can no longer be read). */
  grant: OAuthGrant | null;
  /** Stores a refreshed grant at once: a rotated refresh token must outlive a failed run. */
  save(grant: OAuthGrant): Promise<void>;
  /**
   * The grant as stored now: another run or a connection test may have refreshed it meanwhile,
   * spending the refresh token this one holds.
   */
  reload?(): Promise<OAuthGrant | null>;
}

export interface ConnectorResult {
  records: SyncedRecords;
  /**
   * Fields asked for that the provider did not answer (`people.hireDate`): the run ends as
   * partial, the stored values of those fields are kept, and the feeds that use them say so.
   */
  missingFields: string[];
}

export { SyncError } from './sync-error.js';

/** `employees[3].id` from a zod issue path below `root`. */
export function describePath(root: string, path: readonly PropertyKey[]): string {
  let out = root;
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out ? `.${String(key)}` : String(key);
  }
  return out;
}

// ── Dates out of range ──────────────────────────────────────────────────────────────────────
//
// One record with a date the suite cannot store (year 0, year 20000) must not fail a whole run.
// When a page does not match its format only because of such dates, the date is emptied where
// the provider's format allows an empty value (a hire date, an update time: the record is still
// worth showing), and the record is skipped where it does not (a time off without its start, an
// application without its date); the run ends partial, naming each one. The records' notes are
// collected per run (`collectRecordNotes`), so connectors need not pass anything along.

const recordNotes = new AsyncLocalStorage<RecordNote[]>();

/** Runs `read` collecting the notes of records emptied or skipped while it reads. */
export async function collectRecordNotes<T>(
  read: () => Promise<T>,
): Promise<{ result: T; notes: RecordNote[] }> {
  const notes: RecordNote[] = [];
  const result = await recordNotes.run(notes, read);
  return { result, notes };
}

/** Notes a record emptied or skipped, for the run's message (dropped outside a run). */
export function noteRecord(note: RecordNote): void {
  recordNotes.getStore()?.push(note);
}

/** Dates repaired per page at most; a page with more fails as a contract mismatch. */
const MAX_REPAIRS_PER_PAGE = 1_000;

/** Text that reads as a date or timestamp, but outside the storable range (or not a real one). */
function isUnstorableDateText(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length <= 64 &&
    /^[+-]?\d{4,6}-\d{2}-\d{2}/.test(value) &&
    !isStorableDate(value.trim().replace(' ', 'T'))
  );
}

type Path = readonly PropertyKey[];

function valueAt(body: unknown, path: Path): unknown {
  let at = body;
  for (const key of path) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<PropertyKey, unknown>)[key];
  }
  return at;
}

function containerAt(body: unknown, path: Path): Record<PropertyKey, unknown> | undefined {
  const parent = valueAt(body, path.slice(0, -1));
  return parent !== null && typeof parent === 'object'
    ? (parent as Record<PropertyKey, unknown>)
    : undefined;
}

/** Thrown by parsePage when the record it parses is to be skipped whole (`parseEach` skips it). */
class SkipRecord extends Error {}

/** How a record is named in a note: where it is, and its id when it has one. */
function recordName(format: string, root: string, body: unknown, path: Path): string {
  const record = valueAt(body, path);
  const fields =
    record !== null && typeof record === 'object' ? (record as Record<string, unknown>) : {};
  const id = fields.id ?? fields.sourceId;
  const where = describePath(root, path) || 'the answer';
  return `${format} ${where}${typeof id === 'string' || typeof id === 'number' ? ` (id ${String(id).slice(0, 60)})` : ''}`;
}

/**
 * Parses `body` again after emptying or dropping the records whose only fault is a date out of
 * range; the parsed page, or undefined when other faults remain (the caller reports the first).
 */
function parseRepaired<S extends z.ZodType>(
  schema: S,
  body: unknown,
  format: string,
  root: string,
): z.output<S> | undefined {
  let repairs = 0;
  const keyOf = (path: Path) => JSON.stringify(path.map(String));
  /** The dates emptied so far, by path: their text as the provider gave it. */
  const emptied = new Map<string, string>();
  for (;;) {
    const parsed = schema.safeParse(body);
    if (parsed.success) return parsed.data;
    const issues = parsed.error.issues;
    const repairable = issues.every(
      (issue) => emptied.has(keyOf(issue.path)) || isUnstorableDateText(valueAt(body, issue.path)),
    );
    if (!repairable) return undefined;
    repairs += issues.length;
    if (repairs > MAX_REPAIRS_PER_PAGE) return undefined;
    // Arrays shrink from the back, so the paths of the other issues stay right.
    const ordered = [...issues].sort((a, b) => comparePaths(b.path, a.path));
    const dropped = new Set<string>();
    for (const issue of ordered) {
      const key = keyOf(issue.path);
      const value = emptied.get(key) ?? (valueAt(body, issue.path) as string);
      const problem = `${String(issue.path.at(-1) ?? 'date')} ${value.slice(0, 40)} is outside 1900–9999`;
      if (!emptied.has(key)) {
        // First try: empty it, as a value the provider did not give.
        emptied.set(key, value);
        const container = containerAt(body, issue.path);
        const field = issue.path.at(-1);
        if (container && field !== undefined) {
          container[field as PropertyKey] = null;
          noteRecord({
            record: recordName(format, root, body, issue.path.slice(0, -1)),
            problem,
            action: 'emptied',
          });
          continue;
        }
      }
      // Emptied and still refused: the field is essential; the record is skipped.
      const index = lastIndexOf(issue.path);
      if (index < 0) throw new SkipRecord(problem);
      const recordPath = issue.path.slice(0, index + 1);
      const recordKey = JSON.stringify(recordPath.map(String));
      if (dropped.has(recordKey)) continue;
      dropped.add(recordKey);
      const name = recordName(format, root, body, recordPath);
      const list = valueAt(body, recordPath.slice(0, -1));
      if (!Array.isArray(list)) return undefined;
      list.splice(recordPath[index] as number, 1);
      retractEmptied(name);
      noteRecord({ record: name, problem, action: 'skipped' });
    }
  }
}

/** A record that was emptied and then skipped is noted once, as skipped. */
function retractEmptied(record: string) {
  const notes = recordNotes.getStore();
  if (!notes) return;
  for (let i = notes.length - 1; i >= 0; i -= 1) {
    const note = notes[i];
    if (note?.record === record && note.action === 'emptied') notes.splice(i, 1);
  }
}

/** The position of the last numeric key (an array index) in a path; -1 when none. */
function lastIndexOf(path: Path): number {
  for (let i = path.length - 1; i >= 0; i -= 1) if (typeof path[i] === 'number') return i;
  return -1;
}

function comparePaths(a: Path, b: Path): number {
  for (let i = 0; i < Math.min(a.length, b.length); i += 1) {
    const x = a[i];
    const y = b[i];
    if (x === y) continue;
    if (typeof x === 'number' && typeof y === 'number') return x - y;
    return String(x) < String(y) ? -1 : 1;
  }
  return a.length - b.length;
}

/**
 * A page validated by `schema`, or a contract SyncError naming where it differs:
 * "The answer did not match the BambooHR directory format at employees[3].id". A date out of the
 * storable range is emptied, or its record skipped, and noted (see above) rather than failing.
 */
export function parsePage<S extends z.ZodType>(
  schema: S,
  body: unknown,
  format: string,
  root = '',
): z.output<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue ? describePath(root, issue.path) : root;
  let repaired: z.output<S> | undefined;
  try {
    repaired = parseRepaired(schema, body, format, root);
  } catch (error) {
    // A record to skip whole: `parseEach` skips it; a page on its own fails as a mismatch.
    if (!(error instanceof SkipRecord) || parsingEach) throw error;
  }
  if (repaired !== undefined) return repaired;
  // A required field without a value names what was looked for (a connector's own message).
  const isMissing = issue?.code === 'custom' && issue.params?.isMissingField === true;
  throw new SyncError(
    'contract',
    `The answer did not match the ${format} format${where ? ` at ${where}` : ''}${
      issue && isUnstorableDateText(valueAt(body, issue.path)) ? ' (a date outside 1900–9999)' : ''
    }${isMissing ? `: ${issue.message}` : ''}`,
  );
}

/** True while `parseEach` parses its items: a record to skip is skipped there. */
let parsingEach = false;

/**
 * The fields of a kind, as `kind.field`, that no record carries at all (absent, not null): the
 * provider does not provide them, and they go to {@link ConnectorResult.missingFields}. None
 * when there are no records.
 */
export function notProvided<T extends object>(
  kind: string,
  records: readonly T[],
  fields: readonly (keyof T & string)[],
): string[] {
  if (records.length === 0) return [];
  return fields
    .filter((field) => records.every((record) => record[field] === undefined))
    .map((field) => `${kind}.${field}`);
}

/**
 * A list whose items are not looked at: the frame of a page whose records {@link parseEach}
 * validates a slice at a time. A schema that validated the records in place would hold the only
 * thread for the whole page (60,000 "who's out" rows: 1.7 s).
 */
export const ZListOfUnknown = z.array(z.unknown());

/** Records validated per slice by {@link parseEach}: the server answers requests between slices. */
const PARSE_SLICE = 200;

/**
 * Each of `items` validated by `schema`, a slice at a time with the event loop free between
 * slices (a provider's page may hold tens of thousands of records); a mismatch is a contract
 * SyncError naming `root[index].field`.
 */
export async function parseEach<S extends z.ZodType>(
  schema: S,
  items: readonly unknown[],
  format: string,
  root: string,
): Promise<z.output<S>[]> {
  const out: z.output<S>[] = [];
  for (let start = 0; start < items.length; start += PARSE_SLICE) {
    if (start > 0) await new Promise((resolve) => setImmediate(resolve));
    const end = Math.min(items.length, start + PARSE_SLICE);
    for (let index = start; index < end; index += 1) {
      parsingEach = true;
      try {
        out.push(parsePage(schema, items[index], format, `${root}[${index}]`));
      } catch (error) {
        if (!(error instanceof SkipRecord)) throw error;
        const name = recordName(format, `${root}[${index}]`, items[index], []);
        retractEmptied(name);
        noteRecord({
          record: name,
          problem: error.message,
          action: 'skipped',
        });
      } finally {
        parsingEach = false;
      }
    }
  }
  return out;
}

/** `Basic base64(user:password)`. */
export function basicAuthorization(user: string, password: string): string {
  return `Basic ${Buffer.from(`${user}:${password}`, 'utf8').toString('base64')}`;
}

/** The connector for a record's type and provider, and the origins it may call. */
export type ConnectorLookup = (
  systemType: SystemType,
  provider: Provider,
  endpoint: string,
) => { connector: Connector; origins: string[] } | undefined;
