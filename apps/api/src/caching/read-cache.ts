import { cachedReads } from '@q/schemas/api';
import type { CacheScope } from '@q/schemas/api/endpoint';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { inProcessHeaders } from '../guards/allowed-hosts.js';
import {
  compressedFormsOffThread,
  type EncodedForms,
  encodedPayload,
} from '../http/compression.js';
import { type DataStamp, setBounded } from './data-version.js';
import { entityTag, matchesIfNoneMatch, tagAnswer } from './entity-tags.js';

/** More entries than this and the oldest go (viewer-scoped entries grow with signed-in users). */
const MAX_ENTRIES = 2000;

const JSON_TYPE = 'application/json; charset=utf-8';

interface Entry {
  body: string;
  etag: string;
  /** The body compressed once, when it was stored (none for small bodies). */
  encoded: EncodedForms;
  /** When it was read. */
  stamp: DataStamp;
}

export interface ReadCacheStats {
  hits: number;
  misses: number;
  invalidations: number;
  size: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    readCache: {
      stats(): ReadCacheStats;
      clear(): void;
      /**
       * Reads every cached route once as a signed-out visitor, so that the first visits after a
       * start are answered from memory rather than by a cold database and cold code.
       */
      warm(): Promise<void>;
    };
  }
  interface FastifyContextConfig {
    /** Who shares this GET's kept answer (the declaration's `cache`); not kept when absent. */
    readCache?: CacheScope;
  }
  interface FastifyRequest {
    /** Where this GET's answer goes in the cache and what it was read at; null: not kept. */
    readCacheKey: { key: string; stamp: DataStamp; flight?: Flight } | null;
  }
}

const isApi = (request: FastifyRequest) => request.url.startsWith('/api/');

/** A miss being answered: requests for the same answer at the same stamp wait for it. */
interface Flight {
  stamp: DataStamp;
  done: Promise<void>;
  settle(): void;
}

/** A request waits this long at most for another's answer, then reads for itself. */
const FLIGHT_WAIT_MS = 1_000;

/**
 * Reads served from memory, writes that empty it, and ETag / 304 on every JSON GET.
 *
 * - A GET whose declaration has a `cache` scope is answered from memory when its answer is known; the first
 *   one stores its serialized JSON. Requests with a query string are never cached.
 * - An answer is served from memory only while its data stamp is current (`data-version`): any
 *   write through this process, or on PostgreSQL through any process, puts every answer read
 *   before it out of date, except that a write declaring the reads it changes (`invalidates`)
 *   puts only those out of date here. A GET that started before a write that could change it
 *   never stores what it read.
 * - Every 200 JSON GET carries an ETag; a matching If-None-Match gets 304 with no body.
 * - Misses are answered once: a request for an answer that another request is reading at the
 *   same stamp waits for that one (at most FLIGHT_WAIT_MS) and is then served from memory, so a
 *   refill after a write reads each answer once, not once per waiting client.
 * - A kept answer of 1 KB or more is compressed once, with brotli and gzip, when it is stored,
 *   and sent in the form the request accepts (`Vary: Accept-Encoding`); a compressed form carries
 *   the answer's tag as a weak one, which If-None-Match matches all the same.
 */
const readCachePlugin: FastifyPluginAsync = async (app) => {
  const entries = new Map<string, Entry>();
  const flights = new Map<string, Flight>();
  const stats = { hits: 0, misses: 0, invalidations: 0 };

  /** Wakes the requests waiting for this request's answer (once it is kept, or not). */
  const land = (request: FastifyRequest) => {
    const pending = request.readCacheKey;
    if (!pending?.flight) return;
    pending.flight.settle();
    if (flights.get(pending.key) === pending.flight) flights.delete(pending.key);
  };

  const clear = () => {
    stats.invalidations += 1;
    entries.clear();
  };

  app.decorate('readCache', {
    stats: () => ({ ...stats, size: entries.size }),
    clear() {
      app.dataVersion.invalidate();
      clear();
    },
    async warm() {
      for (const { path } of cachedReads()) {
        await app.inject({ method: 'GET', url: path, headers: inProcessHeaders(app) });
      }
    },
  });
  app.decorateRequest('readCacheKey', null);

  /**
   * Answers a cached GET from memory when its kept answer is current (true), or marks the
   * request as the one that reads and keeps it (false).
   */
  const answerFromMemory = async (
    request: FastifyRequest,
    reply: FastifyReply,
    route: string,
    scope: CacheScope,
  ): Promise<boolean> => {
    const key = scope === 'shared' ? route : `${route}#${request.user?.id ?? 'visitor'}`;
    const stamp = await request.dataStamp();
    // Without a current stamp nothing in memory can be trusted: answer from the database.
    if (!stamp) return false;
    const reads = [route];
    let entry = entries.get(key);
    const flight = flights.get(key);
    if (
      (!entry || !app.dataVersion.isCurrent(entry.stamp, stamp, reads)) &&
      flight &&
      app.dataVersion.isCurrent(flight.stamp, stamp, reads)
    ) {
      await Promise.race([
        flight.done,
        new Promise((resolve) => setTimeout(resolve, FLIGHT_WAIT_MS)),
      ]);
      entry = entries.get(key);
    }
    if (!entry || !app.dataVersion.isCurrent(entry.stamp, stamp, reads)) {
      // Out of date through a write that could change anything: so is every answer read before
      // it. Through one that changed this read alone: only this answer.
      if (entry && !app.dataVersion.isCurrent(entry.stamp, stamp, [])) clear();
      else if (entry) entries.delete(key);
      stats.misses += 1;
      let settle = () => {};
      const done = new Promise<void>((resolve) => {
        settle = resolve;
      });
      const own: Flight = { stamp, done, settle };
      if (!flights.has(key)) flights.set(key, own);
      request.readCacheKey = { key, stamp, flight: own };
      return false;
    }
    stats.hits += 1;
    if (matchesIfNoneMatch(request.headers['if-none-match'], entry.etag)) {
      tagAnswer(reply.code(304), entry.etag).send();
      return true;
    }
    tagAnswer(reply.code(200), entry.etag);
    reply.type(JSON_TYPE).send(encodedPayload(request, reply, entry.body, entry.encoded));
    return true;
  };

  // Callback form: requests for anything not kept pass with no promise made.
  app.addHook('preHandler', (request, reply, done) => {
    const route = request.routeOptions.url;
    const scope = request.routeOptions.config.readCache;
    if (request.method !== 'GET' || !route || !scope || request.url.includes('?')) return done();
    answerFromMemory(request, reply, route, scope).then((answered) => {
      if (!answered) done();
    }, done);
  });

  // Whatever became of the answer (an error, a 304, an abort), its waiters go on.
  app.addHook('onResponse', (request, _reply, done) => {
    land(request);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    land(request);
    done();
  });

  // Callback form: an answer this hook leaves alone (every answer served from memory, every
  // page and file) passes with no promise made.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (
      request.method !== 'GET' ||
      reply.statusCode !== 200 ||
      typeof payload !== 'string' ||
      !isApi(request) ||
      reply.hasHeader('etag') || // answered from the cache
      !String(reply.getHeader('content-type') ?? '').includes('json')
    ) {
      return done(null, payload);
    }
    tagAndKeep(request, reply, payload).then((sent) => done(null, sent), done);
  });

  /** Tags a JSON answer read now, and keeps it when it may be kept. */
  const tagAndKeep = async (request: FastifyRequest, reply: FastifyReply, payload: string) => {
    const etag = entityTag(payload);
    tagAnswer(reply, etag);
    const pending = request.readCacheKey;
    let encoded: EncodedForms = {};
    const route = request.routeOptions.url;
    if (pending && route && app.dataVersion.hasNoWriteSince(pending.stamp, [route])) {
      encoded = await compressedFormsOffThread(payload);
      const entry = { body: payload, etag, encoded, stamp: pending.stamp };
      setBounded(entries, pending.key, entry, MAX_ENTRIES);
    }
    land(request);
    if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
      reply.code(304);
      return '';
    }
    return encodedPayload(request, reply, payload, encoded);
  };
};

export default fp(readCachePlugin, { name: 'read-cache', dependencies: ['auth', 'data-version'] });
