import { cachedReads, ENDPOINTS } from '@q/schemas/api';
import autocannon from 'autocannon';

export interface LoadResult {
  path: string;
  /** 'anonymous' or 'signed in'. */
  as: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  /** Throughput relative to the bare route measured in the same run. */
  ratioToBare?: number;
  /** The separate minimal Fastify process, loaded the same way just before this path. */
  reference?: { requestsPerSecond: number; p99Ms: number };
  /** Throughput relative to that reference run. */
  ratioToReference?: number;
  /** The same process sending this path's answer as the product does (its headers and bytes). */
  sameAnswer?: { requestsPerSecond: number; p99Ms: number };
  /** Throughput relative to that run. */
  ratioToSameAnswer?: number;
}

export interface LoadOptions {
  connections: number;
  seconds: number;
}

/** The reference: a route that answers fixed JSON and touches nothing. */
export const BARE_PATH = '/api/health/live';

/** The targets for a cached read against the separate reference (50 connections). */
export const CACHED_READ_TARGETS = { ratioToReference: 0.5, p99Ms: 20 } as const;

/** Whether a GET path's answer is kept in the server's memory (its declaration has a `cache`). */
export function isCachedRead(path: string): boolean {
  return cachedReads().some((declaration) => declaration.path === path);
}

/** Every GET of the documented calls (docs/behaviour.md §7) that answers without a session. */
export function publicGetPaths(): string[] {
  return ENDPOINTS.map(([, route]) => route)
    .filter((route) => route.method === 'GET' && route.access === 'public')
    .map((route) => route.path)
    .filter((path) => !path.startsWith('/api/health') && !path.includes(':'));
}

/** What every browser sends: the answers come as they would to the apps (compressed when kept). */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' } as const;

/** The headers of the bench's requests, with the session cookie when signed in. */
export function requestHeaders(cookie?: string): Record<string, string> {
  return cookie ? { ...BROWSER_HEADERS, cookie } : BROWSER_HEADERS;
}

/**
 * Load on one path: `connections` keep-alive connections for `seconds`, loopback only, each
 * request with a browser's `Accept-Encoding`.
 */
export async function load(
  baseUrl: string,
  path: string,
  { connections, seconds }: LoadOptions,
  cookie?: string,
): Promise<LoadResult> {
  const result = await autocannon({
    url: `${baseUrl}${path}`,
    connections,
    duration: seconds,
    headers: requestHeaders(cookie),
  });
  return {
    path,
    as: cookie ? 'signed in' : 'anonymous',
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** A signed-in demo user: the session cookie, and the user as the login answered it. */
export interface SignedIn {
  /** `name=value` pairs, as a Cookie header. */
  cookie: string;
  /** The login answer's user, as JSON (what the apps keep in localStorage). */
  userJson: string;
}

export async function signIn(baseUrl: string, email: string): Promise<SignedIn> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email }),
  });
  if (!response.ok) throw new Error(`Sign-in failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().map((value) => value.split(';')[0]);
  const { user } = (await response.json()) as { user: unknown };
  return { cookie: cookie.join('; '), userJson: JSON.stringify(user) };
}
