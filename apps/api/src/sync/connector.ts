import type { Provider } from '@q/schemas/enums';
import type { SyncedKind, SyncedRecords } from '@q/schemas/sync';
import { z } from 'zod';
import type { ProviderHttp } from './provider-http.js';
import { SyncError } from './sync-error.js';

/**
 * A connector reads one provider: it fetches pages through the guarded {@link ProviderHttp},
 * validates each page with its own zod schema of the provider's format (answers are untrusted
 * input) and maps them to the suite's synced entities. It knows nothing of the database, of
 * Fastify or of runs; the sync engine decides what to do with what it read.
 */
export interface Connector {
  provider: Provider;
  systemType: 'hris' | 'ats';
  /** The kinds of records it reads: a complete run replaces exactly these for its integration. */
  kinds: readonly SyncedKind[];
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

/**
 * A page validated by `schema`, or a contract SyncError naming where it differs:
 * "The answer did not match the BambooHR directory format at employees[3].id".
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
  throw new SyncError(
    'contract',
    `The answer did not match the ${format} format${where ? ` at ${where}` : ''}`,
  );
}

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
      out.push(parsePage(schema, items[index], format, `${root}[${index}]`));
    }
  }
  return out;
}

/** `Basic base64(user:password)`. */
export function basicAuthorization(user: string, password: string): string {
  return `Basic ${Buffer.from(`${user}:${password}`, 'utf8').toString('base64')}`;
}
