import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/** Browsers may keep an answer but must ask again (If-None-Match) each time; proxies never keep it. */
export const API_CACHE_CONTROL = 'private, no-cache';

/** A strong validator of a JSON answer: its SHA-1, base64url. */
export function entityTag(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** Whether an If-None-Match header names this tag (or is `*`); weak tags match as well. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/** Tags an answer and says how browsers may keep it. */
export function tagAnswer(reply: FastifyReply, etag: string): FastifyReply {
  return reply.header('etag', etag).header('cache-control', API_CACHE_CONTROL);
}
