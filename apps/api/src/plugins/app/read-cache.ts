import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SharedDataVersion } from '../../db/client.js';

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
  /** The shared data version it was read at (several processes); '' with one process. */
  version: string;
}

export interface ReadCacheStats {
  hits: number;
  misses: number;
  invalidations: number;
  size: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    readCache: { stats(): ReadCacheStats; clear(): void };
  }
  interface FastifyRequest {
    /** Where this GET's answer goes in the cache and what it was read at; null: not kept. */
    readCacheKey: { key: string; generation: number; version: string } | null;
  }
}

export interface ReadCacheOptions {
  /**
   * With several processes on one database (PostgreSQL): the data version they share, moved on
   * by every write and compared before an answer is served from memory.
   */
  sharedVersion?: SharedDataVersion | undefined;
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

const isWrite = (method: string) => method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';
const isApi = (request: FastifyRequest) => request.url.startsWith('/api/');

function notModified(reply: FastifyReply, etag: string) {
  return reply.code(304).header('etag', etag).header('cache-control', API_CACHE_CONTROL).send();
}

/**
 * Reads served from memory, writes that empty it, and ETag / 304 on every JSON GET.
 *
 * - A GET of `READ_CACHE_SCOPES` is answered from memory when its answer is known; the first
 *   one stores its serialized JSON. Requests with a query string are never cached.
 * - Any write to `/api` (a method other than GET/HEAD/OPTIONS) that is not a 4xx empties the
 *   cache before its answer leaves. A GET that started before a write never stores what it read.
 * - On PostgreSQL, where other processes may write, the write also moves the shared data version
 *   on before its answer leaves, and an answer is served from memory only if it was read at the
 *   current version (one small query instead of the whole read): a write through any process
 *   is seen by every process at once.
 * - Every 200 JSON GET carries an ETag; a matching If-None-Match gets 304 with no body.
 */
const readCachePlugin: FastifyPluginAsync<ReadCacheOptions> = async (app, { sharedVersion }) => {
  const entries = new Map<string, Entry>();
  let generation = 0;
  const stats = { hits: 0, misses: 0, invalidations: 0 };

  const clear = () => {
    generation += 1;
    stats.invalidations += 1;
    entries.clear();
  };

  app.decorate('readCache', {
    stats: () => ({ ...stats, size: entries.size }),
    clear,
  });
  app.decorateRequest('readCacheKey', null);

  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'GET') return;
    const route = request.routeOptions.url;
    const scope = route ? READ_CACHE_SCOPES[route] : undefined;
    if (!route || !scope || request.url.includes('?')) return;
    const key = scope === 'shared' ? route : `${route}#${request.user?.id ?? 'visitor'}`;
    const startedAt = generation;
    let version = '';
    if (sharedVersion) {
      try {
        version = await sharedVersion.read();
      } catch (error) {
        // Without the version nothing in memory can be trusted: answer from the database.
        request.log.warn({ err: error }, 'data version unreadable; answering without the cache');
        return;
      }
    }
    const entry = entries.get(key);
    if (!entry || entry.version !== version) {
      stats.misses += 1;
      request.readCacheKey = { key, generation: startedAt, version };
      return;
    }
    stats.hits += 1;
    if (matchesIfNoneMatch(request.headers['if-none-match'], entry.etag)) {
      return notModified(reply, entry.etag);
    }
    return reply
      .code(200)
      .header('etag', entry.etag)
      .header('cache-control', API_CACHE_CONTROL)
      .type(JSON_TYPE)
      .send(entry.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!isApi(request)) return payload;
    if (isWrite(request.method)) {
      // Before the answer leaves: a client that reads right after its write sees the write.
      // A 4xx changed nothing; a 5xx may have changed something before it failed.
      if (reply.statusCode < 400 || reply.statusCode >= 500) {
        clear();
        if (sharedVersion) {
          await sharedVersion.bump().catch((error: unknown) => {
            app.log.error({ err: error }, 'could not move the shared data version on');
          });
        }
      }
      return payload;
    }
    if (request.method !== 'GET' || reply.statusCode !== 200 || typeof payload !== 'string') {
      return payload;
    }
    if (reply.hasHeader('etag')) return payload; // answered from the cache
    const contentType = String(reply.getHeader('content-type') ?? '');
    if (!contentType.includes('json')) return payload;
    const etag = entityTag(payload);
    reply.header('etag', etag).header('cache-control', API_CACHE_CONTROL);
    const pending = request.readCacheKey;
    if (pending && pending.generation === generation) {
      if (entries.size >= MAX_ENTRIES) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(pending.key, { body: payload, etag, version: pending.version });
    }
    if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
      reply.code(304);
      return '';
    }
    return payload;
  });
};

export default fp(readCachePlugin, { name: 'read-cache', dependencies: ['auth'] });
