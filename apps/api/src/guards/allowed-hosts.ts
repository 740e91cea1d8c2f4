import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiErrorBody, requestPath } from '../http/errors.js';

/**
 * The host names the server answers by default: the loopback names. A page on another name —
 * one whose DNS an attacker points at 127.0.0.1 (DNS rebinding) — is "same origin" with itself,
 * so the Origin check alone cannot tell it from the product: the Host it sends names the
 * attacker's domain, and that is what this refuses.
 */
export const LOOPBACK_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '[::1]'];

/** Addresses that mean "every interface": listening there names no host of its own. */
const WILDCARD_ADDRESSES = new Set(['0.0.0.0', '::', '[::]', '']);

/** One allowed host: a name (lowercase), and a port, or any port when none was given. */
export interface AllowedHost {
  name: string;
  port: string | undefined;
}

/** A name: a DNS name, an IPv4 literal, or an IPv6 literal in brackets. */
const HOST_NAME =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])$/;
const PORT = /^\d{1,5}$/;

/**
 * A Host header (or an ALLOWED_HOSTS entry) split into its lowercase name and its port, or
 * undefined when it is not a host: nothing else (user info, paths, spaces) is accepted.
 */
export function parseHost(value: string): AllowedHost | undefined {
  const text = value.trim().toLowerCase();
  const bracketEnd = text.startsWith('[') ? text.indexOf(']') : -1;
  const colon = text.indexOf(':', bracketEnd + 1);
  if (text.startsWith('[') && bracketEnd < 0) return undefined;
  // An IPv6 literal without brackets (`::1`): a name, never a name and a port.
  if (!text.startsWith('[') && colon >= 0 && text.indexOf(':', colon + 1) >= 0) return undefined;
  const name = colon >= 0 ? text.slice(0, colon) : text;
  const port = colon >= 0 ? text.slice(colon + 1) : undefined;
  if (!HOST_NAME.test(name)) return undefined;
  if (port !== undefined && (!PORT.test(port) || Number(port) > 65_535)) return undefined;
  return { name, port };
}

/**
 * The hosts of ALLOWED_HOSTS, or when it is unset the loopback names and the address the server
 * listens on (HOST), unless that is every interface. Throws on an entry that is not a host.
 */
export function allowedHostList(setting: string | undefined, listenHost: string): AllowedHost[] {
  const entries =
    setting === undefined
      ? [...LOOPBACK_HOSTS, ...listenHostEntry(listenHost)]
      : setting
          .split(',')
          .map((entry) => entry.trim())
          .filter((entry) => entry !== '');
  const hosts = new Map<string, AllowedHost>();
  for (const entry of entries) {
    const host = parseHost(entry);
    if (!host) throw new Error(`"${entry}" is not a host name, with or without a port`);
    hosts.set(`${host.name}:${host.port ?? '*'}`, host);
  }
  return [...hosts.values()];
}

function listenHostEntry(listenHost: string): string[] {
  const host = listenHost.trim().toLowerCase();
  if (WILDCARD_ADDRESSES.has(host)) return [];
  // An IPv6 address to listen on is written bare (`::1`); a Host header brackets it.
  return [host.includes(':') && !host.startsWith('[') ? `[${host}]` : host];
}

/** Whether a request's host (`Host`, or `X-Forwarded-Host` from a trusted proxy) is allowed. */
export function isAllowedHost(host: string | undefined, allowed: readonly AllowedHost[]): boolean {
  if (!host) return false;
  const parsed = parseHost(host);
  if (!parsed) return false;
  return allowed.some(
    (entry) =>
      entry.name === parsed.name && (entry.port === undefined || entry.port === parsed.port),
  );
}

/**
 * A Host for the server's own in-process requests (`app.inject` when it warms its caches), which
 * must be answered like any other: the first allowed host.
 */
export function ownHostOf(allowed: readonly AllowedHost[]): string {
  const [first] = allowed;
  if (!first) return 'localhost';
  return first.port ? `${first.name}:${first.port}` : first.name;
}

/** The headers of the server's own in-process request: an allowed Host, when the check is on. */
export function inProcessHeaders(app: FastifyInstance): Record<string, string> {
  return app.ownHost ? { host: app.ownHost } : {};
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A Host header this server answers, for its own in-process requests (`app.inject`); unset
     * on an instance built without the check (the page plugin's own tests).
     */
    ownHost?: string;
  }
}

const MISDIRECTED = 421;
const MESSAGE = 'This server does not answer to that host name';
const PAGE =
  '<!doctype html><html lang="en"><meta charset="utf-8"><title>Misdirected request</title>' +
  `<p>${MESSAGE}.</p></html>`;

/**
 * Answers only the allowed host names: a request for another is 421 Misdirected Request before
 * any other hook runs (no session is looked up, nothing is read or written): a JSON error under
 * /api, a small page elsewhere. Added to the root instance before every other hook, so it comes
 * first for every route, pages and unknown paths included. `headers` are the security headers
 * every answer carries, since the hook that sets them has not run yet.
 */
export function refuseOtherHosts(
  app: FastifyInstance,
  allowed: readonly AllowedHost[],
  headers: Record<string, string>,
): void {
  app.decorate('ownHost', ownHostOf(allowed));
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done) => {
    if (isAllowedHost(request.host, allowed)) return done();
    reply.code(MISDIRECTED).headers(headers).header('cache-control', 'no-store');
    if (requestPath(request).startsWith('/api/') || requestPath(request) === '/api') {
      reply
        .type('application/json; charset=utf-8')
        .send(apiErrorBody(MISDIRECTED, `${MESSAGE} (see ALLOWED_HOSTS)`));
    } else {
      reply.type('text/html; charset=utf-8').send(PAGE);
    }
  });
}
