import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ChangeFeed } from '../../db/client.js';

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
}

export interface ReadCacheStats {
  hits: number;
  misses: number;
  invalidations: number;
  size: number;
  /** False while a cross-process change listener is down: nothing is cached then. */
  enabled: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    readCache: { stats(): ReadCacheStats; clear(): void };
  }
  interface FastifyRequest {
    /** The cache generation when this GET started, or null when its answer is not to be kept. */
    readCacheKey: { key: string; generation: number } | null;
  }
}

export interface ReadCacheOptions {
  /** Present with several processes on one database: changes announced and heard across them. */
  changes?: ChangeFeed | undefined;
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
 * - Any write to `/api` (a method other than GET/HEAD/OPTIONS) empties the cache before its
 *   answer leaves, and — on PostgreSQL — tells the other processes, which empty theirs. A GET
 *   that started before a write never stores what it read (the generation moved on).
 * - Every 200 JSON GET carries an ETag; a matching If-None-Match gets 304 with no body.
 */
const readCachePlugin: FastifyPluginAsync<ReadCacheOptions> = async (app, { changes }) => {
  const entries = new Map<string, Entry>();
  let generation = 0;
  let enabled = true;
  const stats = { hits: 0, misses: 0, invalidations: 0 };

  const clear = () => {
    generation += 1;
    stats.invalidations += 1;
    entries.clear();
  };

  if (changes) {
    let stop: (() => Promise<void>) | undefined;
    const listen = async () => {
      try {
        stop = await changes.subscribe(clear, (error) => {
          // Changes may be missed from here on: stop caching until listening again.
          enabled = false;
          clear();
          app.log.error({ err: error }, 'change listener lost; caching off until it reconnects');
          setTimeout(() => void listen(), 2000).unref();
        });
        clear();
        enabled = true;
      } catch (error) {
        enabled = false;
        app.log.error({ err: error }, 'change listener failed to start; retrying');
        setTimeout(() => void listen(), 2000).unref();
      }
    };
    await listen();
    app.addHook('onClose', async () => {
      enabled = false;
      await stop?.();
    });
  }

  app.decorate('readCache', {
    stats: () => ({ ...stats, size: entries.size, enabled }),
    clear,
  });
  app.decorateRequest('readCacheKey', null);

  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'GET' || !enabled) return;
    const route = request.routeOptions.url;
    const scope = route ? READ_CACHE_SCOPES[route] : undefined;
    if (!scope || request.url.includes('?')) return;
    const key = scope === 'shared' ? route : `${route}#${request.user?.id ?? 'visitor'}`;
    const entry = entries.get(key as string);
    if (!entry) {
      stats.misses += 1;
      request.readCacheKey = { key: key as string, generation };
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
        if (changes) {
          await changes.publish().catch((error: unknown) => {
            app.log.error({ err: error }, 'could not announce a change to other processes');
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
    if (pending && pending.generation === generation && enabled) {
      if (entries.size >= MAX_ENTRIES) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(pending.key, { body: payload, etag });
    }
    if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
      reply.code(304);
      return '';
    }
    return payload;
  });
};

export default fp(readCachePlugin, { name: 'read-cache', dependencies: ['auth'] });
