import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SharedDataVersion } from '../db/client.js';
import { apiErrorBody, HttpError } from '../http/errors.js';

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
       * reads still finds them current in this process. Rejects (a 503 `HttpError`) when the
       * shared version could not be moved on, even after a few tries: called inside a
       * transaction, the write is then not committed.
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
    /** A write that changes no data (the declaration's `readOnly`): nothing goes out of date. */
    readOnly?: true;
  }
  interface FastifyRequest {
    /**
     * Where the data stood when this request first asked (asked once per request); null when
     * the shared version cannot be read, and nothing in memory can be trusted.
     */
    dataStamp(): Promise<DataStamp | null>;
    /**
     * The stamp `dataStamp()` gave, without waiting: undefined until it has been asked for and
     * read (a hook that runs for every request checks what it kept with no promise made).
     */
    settledDataStamp(): DataStamp | null | undefined;
  }
}

export interface DataVersionOptions {
  /** With several processes on one database (PostgreSQL): the version they share. */
  sharedVersion?: SharedDataVersion | undefined;
}

/**
 * The waits between tries of moving the shared version on: a write's answer waits at most their
 * sum (350 ms) for a connection that hiccuped.
 */
const BUMP_RETRY_DELAYS_MS = [20, 80, 250];

/** After the tries: how often it is tried again in the background, until it holds. */
const CATCH_UP_INTERVAL_MS = 1_000;

/** A write's answer when it was made but the other processes could not be told of it. */
const UNANNOUNCED_WRITE_MESSAGE =
  'The change was saved, but the database could not be reached to tell the other servers: ' +
  'for a moment they may show the data as it was. Reload shortly to see it everywhere.';

/**
 * Lookups kept per key while the data stands where it stood: a request at the same local
 * generation, shared version and day as the one that looked first shares its answer (no write
 * came between them, so what it read holds). Without a stamp, the lookup runs each time; a
 * failed lookup is not kept, so the next request asks again. At most `max` keys, oldest out.
 */
export function stampedMemo<T>(max: number) {
  const kept = new Map<string, { stamp: DataStamp; found: Promise<T> }>();
  return (key: string, stamp: DataStamp | null, look: () => Promise<T>): Promise<T> => {
    if (!stamp) return look();
    const entry = kept.get(key);
    if (
      entry &&
      entry.stamp.generation === stamp.generation &&
      sameVersionAndDay(entry.stamp, stamp)
    ) {
      return entry.found;
    }
    const found = look();
    setBounded(kept, key, { stamp, found }, max);
    found.catch(() => {
      if (kept.get(key)?.found === found) kept.delete(key);
    });
    return found;
  };
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
const settledStamps = new WeakMap<FastifyRequest, DataStamp | null>();

/**
 * The one notion of "unchanged since" that every in-memory copy of database data relies on (the
 * read cache, the session cache).
 *
 * Any write to `/api` (a method other than GET/HEAD/OPTIONS) that is not a 4xx moves the local
 * generation on before its answer leaves, and on PostgreSQL moves the shared version on too: a
 * write through any process is seen by every process at once. A 4xx changed nothing; a 5xx may
 * have changed something before it failed. A call declared `readOnly` (a question answered from
 * the data, sent as a POST for its body) changes nothing when it succeeds. A call that declares the cached reads it can change
 * (`invalidates`) puts only those out of date in this process when it succeeds, for checks that
 * name what they read (the read cache); checks that do not (sessions, rendered pages) count it.
 *
 * Moving the shared version on is tried again, after a short wait, when it fails (a connection
 * that hiccuped). When it still fails, the other processes cannot know of the write: its answer
 * is then not a success but a 503 that says the change was saved and may not show everywhere yet
 * (a 5xx stays as it was), this process puts everything it kept out of date, and the version is
 * moved on in the background as soon as the database answers again.
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

  // A shared version that could not be moved on is owed to the other processes: tried again in
  // the background until it holds (or until any later write moves it on), never after close.
  let owed = false;
  let nextTry: NodeJS.Timeout | undefined;
  let closed = false;
  const settleOwed = () => {
    owed = false;
    clearTimeout(nextTry);
    nextTry = undefined;
  };
  const tryOwedLater = (shared: SharedDataVersion) => {
    if (closed || nextTry) return;
    nextTry = setTimeout(() => {
      nextTry = undefined;
      if (!owed) return;
      shared.bump().then(
        () => {
          if (!owed) return;
          settleOwed();
          app.log.info('the shared data version moved on after all');
        },
        () => {
          if (owed) tryOwedLater(shared);
        },
      );
    }, CATCH_UP_INTERVAL_MS);
    nextTry.unref();
  };
  app.addHook('onClose', (_instance, done) => {
    closed = true;
    settleOwed();
    done();
  });

  /** Moves the shared version on, trying again after a failure; throws when it never held. */
  const moveSharedOn = async (shared: SharedDataVersion) => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await shared.bump();
        settleOwed();
        return;
      } catch (error) {
        const wait = BUMP_RETRY_DELAYS_MS[attempt];
        if (wait === undefined) {
          app.log.error(
            { err: error, tries: attempt + 1 },
            'could not move the shared data version on: other processes may serve what this write changed',
          );
          throw error;
        }
        await sleep(wait);
      }
    }
  };

  /**
   * Moves the version on before a write's answer leaves; rejects when the shared version could
   * not be moved on, after putting everything this process kept out of date.
   */
  const afterWrite = async (reads?: readonly string[]) => {
    moveOn(reads);
    // The shared version keeps no account of what changed: on PostgreSQL every write puts
    // everything out of date in every process, this one included.
    if (!sharedVersion) return;
    try {
      await moveSharedOn(sharedVersion);
    } catch {
      moveOn(undefined);
      owed = true;
      tryOwedLater(sharedVersion);
      throw new HttpError(
        503,
        'The database could not be reached to tell the other servers of a change',
      );
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
      if (sharedVersion) {
        stamp = sharedVersion.read().then(
          (version) => {
            const read = { generation: startedAt, version, day };
            settledStamps.set(this, read);
            return read;
          },
          (error: unknown) => {
            this.log.warn({ err: error }, 'data version unreadable; answering without memory');
            settledStamps.set(this, null);
            return null;
          },
        );
      } else {
        const read = { generation: startedAt, version: '', day };
        settledStamps.set(this, read);
        stamp = Promise.resolve(read);
      }
      stamps.set(this, stamp);
    }
    return stamp;
  });
  app.decorateRequest('settledDataStamp', function settledDataStamp(this: FastifyRequest) {
    return settledStamps.get(this);
  });

  // A callback hook: the reads (nearly every request) pass with no promise made.
  app.addHook('onSend', (request, reply, payload, done) => {
    const isChange =
      isWrite(request.method) &&
      request.url.startsWith('/api/') &&
      !(reply.statusCode >= 400 && reply.statusCode < 500) &&
      // A question answered from the data changed none of it; a 5xx may have changed anything.
      !(request.routeOptions.config.readOnly && reply.statusCode < 300);
    if (!isChange) return done(null, payload);
    // A declared scope holds for what the call did when it succeeded; a 5xx may have changed
    // anything before it failed.
    const scope = reply.statusCode < 300 ? request.routeOptions.config.invalidates : undefined;
    // Before the answer leaves: a client that reads right after its write sees the write.
    afterWrite(scope).then(
      () => done(null, payload),
      () => {
        // A 5xx already says all is not well; a success must not claim every process sees it.
        if (reply.statusCode >= 500) return done(null, payload);
        reply.code(503).type('application/json; charset=utf-8');
        done(null, JSON.stringify(apiErrorBody(503, UNANNOUNCED_WRITE_MESSAGE)));
      },
    );
  });
};

export default fp(dataVersionPlugin, { name: 'data-version' });
