import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SharedDataVersion } from '../db/client.js';

/**
 * When something kept in memory was read from the database: the local generation, which every
 * write through this process moves on, the data version shared by every process (PostgreSQL;
 * '' with one process), and the day (UTC) it was read on: answers worded from today's date
 * (anniversaries "in 3 days", time off starting soon, a job "open 12 days") are not served on
 * another day, even when nothing was written.
 */
export interface DataStamp {
  generation: number;
  version: string;
  /** 'YYYY-MM-DD', UTC. */
  day: string;
}

/** Whether two stamps stand at the same shared version on the same day. */
export function sameVersionAndDay(a: DataStamp, b: DataStamp): boolean {
  return a.version === b.version && a.day === b.day;
}

const utcDay = () => new Date().toISOString().slice(0, 10);

declare module 'fastify' {
  interface FastifyInstance {
    dataVersion: {
      /** Moves the local generation on: everything kept in memory before is out of date. */
      invalidate(): void;
      /**
       * A write that did not come through a request (a background sync): moves the local
       * generation and the shared version on, as a request's write does. With `reads` (paths of
       * cached GETs), the write changed nothing but those answers: a check that names other
       * reads still finds them current in this process.
       */
      written(reads?: readonly string[]): Promise<void>;
      /**
       * Whether something read at `stamp` still holds for a request that stands at `now`: no
       * write through this process since, and the same shared version. With `reads` (the
       * paths of the cached GETs it was read for), writes that changed only other reads do not
       * count; without, every write does.
       */
      isCurrent(stamp: DataStamp, now: DataStamp, reads?: readonly string[]): boolean;
      /**
       * Whether no write went through this process since `stamp` (with `reads`, none that can
       * change them): what a request read under that stamp may then be kept.
       */
      hasNoWriteSince(stamp: DataStamp, reads?: readonly string[]): boolean;
    };
  }
  interface FastifyContextConfig {
    /**
     * Writes only: the cached GETs (paths) a successful call can change, when it can change
     * nothing else kept in memory (the declaration's `invalidates`); every answer otherwise.
     */
    invalidates?: readonly string[];
  }
  interface FastifyRequest {
    /**
     * Where the data stood when this request first asked (asked once per request); null when
     * the shared version cannot be read, and nothing in memory can be trusted.
     */
    dataStamp(): Promise<DataStamp | null>;
  }
}

export interface DataVersionOptions {
  /** With several processes on one database (PostgreSQL): the version they share. */
  sharedVersion?: SharedDataVersion | undefined;
}

/** Keeps `value` under `key` in a map of at most `max` entries, dropping the oldest first. */
export function setBounded<K, V>(entries: Map<K, V>, key: K, value: V, max: number): void {
  if (!entries.has(key) && entries.size >= max) {
    const oldest = entries.keys().next();
    if (!oldest.done) entries.delete(oldest.value);
  }
  entries.set(key, value);
}

const isWrite = (method: string) => method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';

const stamps = new WeakMap<FastifyRequest, Promise<DataStamp | null>>();

/**
 * The one notion of "unchanged since" that every in-memory copy of database data relies on (the
 * read cache, the session cache).
 *
 * Any write to `/api` (a method other than GET/HEAD/OPTIONS) that is not a 4xx moves the local
 * generation on before its answer leaves, and on PostgreSQL moves the shared version on too: a
 * write through any process is seen by every process at once. A 4xx changed nothing; a 5xx may
 * have changed something before it failed. A call that declares the cached reads it can change
 * (`invalidates`) puts only those out of date in this process when it succeeds, for checks that
 * name what they read (the read cache); checks that do not (sessions, rendered pages) count it.
 */
const dataVersionPlugin: FastifyPluginAsync<DataVersionOptions> = async (
  app,
  { sharedVersion },
) => {
  // Every write moves `generation` on; `lastWrite` is where it stood after the last write that
  // could change anything, `lastWriteOf` after the last one that changed a given read.
  let generation = 0;
  let lastWrite = 0;
  const lastWriteOf = new Map<string, number>();

  const moveOn = (reads: readonly string[] | undefined) => {
    generation += 1;
    if (!reads) lastWrite = generation;
    else for (const read of reads) lastWriteOf.set(read, generation);
  };

  /** Moves the version on before a write's answer leaves. */
  const afterWrite = async (reads?: readonly string[]) => {
    moveOn(reads);
    // The shared version keeps no account of what changed: on PostgreSQL every write puts
    // everything out of date in every process, this one included.
    if (sharedVersion) {
      await sharedVersion.bump().catch((error: unknown) => {
        app.log.error({ err: error }, 'could not move the shared data version on');
      });
    }
  };

  const hasNoWriteSince = (stamp: DataStamp, reads?: readonly string[]) =>
    reads
      ? lastWrite <= stamp.generation &&
        reads.every((read) => (lastWriteOf.get(read) ?? 0) <= stamp.generation)
      : stamp.generation === generation;

  app.decorate('dataVersion', {
    invalidate() {
      moveOn(undefined);
    },
    written: afterWrite,
    isCurrent(stamp: DataStamp, now: DataStamp, reads?: readonly string[]) {
      return hasNoWriteSince(stamp, reads) && sameVersionAndDay(stamp, now);
    },
    hasNoWriteSince,
  });

  app.decorateRequest('dataStamp', function dataStamp(this: FastifyRequest) {
    let stamp = stamps.get(this);
    if (!stamp) {
      const startedAt = generation;
      const day = utcDay();
      stamp = sharedVersion
        ? sharedVersion.read().then(
            (version) => ({ generation: startedAt, version, day }),
            (error: unknown) => {
              this.log.warn({ err: error }, 'data version unreadable; answering without memory');
              return null;
            },
          )
        : Promise.resolve({ generation: startedAt, version: '', day });
      stamps.set(this, stamp);
    }
    return stamp;
  });

  // A callback hook: the reads (nearly every request) pass with no promise made.
  app.addHook('onSend', (request, reply, payload, done) => {
    const isChange =
      isWrite(request.method) &&
      request.url.startsWith('/api/') &&
      !(reply.statusCode >= 400 && reply.statusCode < 500);
    if (!isChange) return done(null, payload);
    // A declared scope holds for what the call did when it succeeded; a 5xx may have changed
    // anything before it failed.
    const scope = reply.statusCode < 300 ? request.routeOptions.config.invalidates : undefined;
    // Before the answer leaves: a client that reads right after its write sees the write.
    afterWrite(scope).then(() => done(null, payload));
  });
};

export default fp(dataVersionPlugin, { name: 'data-version' });
