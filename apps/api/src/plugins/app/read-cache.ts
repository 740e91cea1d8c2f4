import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { compress, type Encoding, preferredEncoding } from '../../compression.js';
import { type DataStamp, setBounded } from './data-version.js';

/**
 * Who shares a cached answer: everyone ('shared'), or only requests of the same signed-in user
 * or of the signed-out visitor ('viewer').
 */
export type CacheScope = 'shared' | 'viewer';

/**
 * The GET routes whose answers are kept in memory until the next write. Each depends only on the
 * database and (for 'viewer') on who asks. Not here: the Workday reads (they ask an outside
 * service whose data changes on its own), health checks and the auth calls.
 */
export const READ_CACHE_SCOPES: Readonly<Record<string, CacheScope>> = {
  '/api/demo-users': 'shared',
  '/api/hris-insights': 'shared',
  '/api/headcount-metrics': 'shared',
  '/api/ats-insights': 'shared',
  '/api/systems-status': 'shared',
  '/api/smart-goals': 'shared',
  '/api/okrs': 'shared',
  '/api/capacity-model': 'shared',
  '/api/budget-tracker': 'shared',
  '/api/news-ticker': 'shared',
  '/api/employees': 'viewer',
  '/api/management-insights': 'viewer',
  '/api/system-integrations': 'viewer',
};

/** More entries than this and the oldest go (viewer-scoped entries grow with signed-in users). */
const MAX_ENTRIES = 2000;

const JSON_TYPE = 'application/json; charset=utf-8';
/** Browsers may keep an answer but must ask again (If-None-Match) each time; proxies never keep it. */
const API_CACHE_CONTROL = 'private, no-cache';

interface Entry {
  body: string;
  etag: string;
  /** The body compressed once, when it was stored (none for small bodies). */
  encoded: Partial<Record<Encoding, Buffer>>;
  /** When it was read. */
  stamp: DataStamp;
}

/**
 * The body in each coding a browser may ask for (none for small bodies); each runs once per
 * answer.
 */
export function compressedForms(body: string): Partial<Record<Encoding, Buffer>> {
  const br = compress(body, 'br');
  const gzip = compress(body, 'gzip');
  return br && gzip ? { br, gzip } : {};
}

/** Sends the best form of a kept body that the request accepts, and says so. */
function encodedPayload(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
  encoded: Partial<Record<Encoding, Buffer>>,
): string | Buffer {
  if (encoded.br === undefined && encoded.gzip === undefined) return body;
  reply.header('vary', 'Accept-Encoding');
  const choice = preferredEncoding(request);
  if (choice) {
    const form = encoded[choice];
    if (form) {
      // Another representation of the same answer: a weak tag, which If-None-Match still matches.
      const etag = reply.getHeader('etag');
      if (typeof etag === 'string' && !etag.startsWith('W/')) reply.header('etag', `W/${etag}`);
      reply.header('content-encoding', choice);
      return form;
    }
  }
  return body;
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
  interface FastifyRequest {
    /** Where this GET's answer goes in the cache and what it was read at; null: not kept. */
    readCacheKey: { key: string; stamp: DataStamp } | null;
  }
}

/** A strong validator of a JSON answer: its SHA-1, base64url. */
export function entityTag(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** Whether an If-None-Match header names this tag (or is `*`). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

const isApi = (request: FastifyRequest) => request.url.startsWith('/api/');

function notModified(reply: FastifyReply, etag: string) {
  return reply.code(304).header('etag', etag).header('cache-control', API_CACHE_CONTROL).send();
}

/**
 * Reads served from memory, writes that empty it, and ETag / 304 on every JSON GET.
 *
 * - A GET of `READ_CACHE_SCOPES` is answered from memory when its answer is known; the first
 *   one stores its serialized JSON. Requests with a query string are never cached.
 * - An answer is served from memory only while its data stamp is current (`data-version`): any
 *   write through this process, or on PostgreSQL through any process, puts every answer read
 *   before it out of date. A GET that started before a write never stores what it read.
 * - Every 200 JSON GET carries an ETag; a matching If-None-Match gets 304 with no body.
 * - A kept answer of 1 KB or more is compressed once, with brotli and gzip, when it is stored,
 *   and sent in the form the request accepts (`Vary: Accept-Encoding`); a compressed form carries
 *   the answer's tag as a weak one, which If-None-Match matches all the same.
 */
const readCachePlugin: FastifyPluginAsync = async (app) => {
  const entries = new Map<string, Entry>();
  const stats = { hits: 0, misses: 0, invalidations: 0 };

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
      for (const url of Object.keys(READ_CACHE_SCOPES)) {
        await app.inject({ method: 'GET', url });
      }
    },
  });
  app.decorateRequest('readCacheKey', null);

  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'GET') return;
    const route = request.routeOptions.url;
    const scope = route ? READ_CACHE_SCOPES[route] : undefined;
    if (!route || !scope || request.url.includes('?')) return;
    const key = scope === 'shared' ? route : `${route}#${request.user?.id ?? 'visitor'}`;
    const stamp = await request.dataStamp();
    // Without a current stamp nothing in memory can be trusted: answer from the database.
    if (!stamp) return;
    const entry = entries.get(key);
    if (!entry || !app.dataVersion.isCurrent(entry.stamp, stamp)) {
      // One answer out of date: so is every answer read before it.
      if (entry) clear();
      stats.misses += 1;
      request.readCacheKey = { key, stamp };
      return;
    }
    stats.hits += 1;
    if (matchesIfNoneMatch(request.headers['if-none-match'], entry.etag)) {
      return notModified(reply, entry.etag);
    }
    reply.code(200).header('etag', entry.etag).header('cache-control', API_CACHE_CONTROL);
    return reply.type(JSON_TYPE).send(encodedPayload(request, reply, entry.body, entry.encoded));
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!isApi(request) || request.method !== 'GET') return payload;
    if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    if (reply.hasHeader('etag')) return payload; // answered from the cache
    const contentType = String(reply.getHeader('content-type') ?? '');
    if (!contentType.includes('json')) return payload;
    const etag = entityTag(payload);
    reply.header('etag', etag).header('cache-control', API_CACHE_CONTROL);
    const pending = request.readCacheKey;
    let encoded: Entry['encoded'] = {};
    if (pending && app.dataVersion.hasNoWriteSince(pending.stamp)) {
      encoded = compressedForms(payload);
      const entry = { body: payload, etag, encoded, stamp: pending.stamp };
      setBounded(entries, pending.key, entry, MAX_ENTRIES);
    }
    if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
      reply.code(304);
      return '';
    }
    return encodedPayload(request, reply, payload, encoded);
  });
};

export default fp(readCachePlugin, { name: 'read-cache', dependencies: ['auth', 'data-version'] });
