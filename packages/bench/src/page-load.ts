import type { IncomingHttpHeaders } from 'node:http';
import autocannon from 'autocannon';

/** The page rendered on the server that the scenario loads. */
export const PAGE_PATH = '/dashboard';
/** The API read measured beside it: a dashboard read, kept in memory, 24 KB before compression. */
export const API_PATH = '/api/employees';
/** The API read's rate, requests per second over 2 connections: a few browsers' worth. */
const API_RATE = 40;

const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' } as const;

export interface PageLoadResult {
  /** 'anonymous' or 'signed in': how the page was loaded. */
  as: string;
  page: {
    requestsPerSecond: number;
    p50Ms: number;
    p99Ms: number;
    /** How the answers came (the page's `Server-Timing: page;desc=…`). */
    rendered: number;
    kept: number;
    bare: number;
    /** 503 answers, any other answer (another status, or a 200 that does not say), and errors. */
    status503: number;
    other: number;
    errors: number;
  };
  api: { requestsPerSecond: number; p50Ms: number; p99Ms: number; non2xx: number; errors: number };
}

/** An API read alone, at the scenario's modest rate: the reference the load is compared with. */
export async function apiAlone(baseUrl: string, seconds: number): Promise<PageLoadResult['api']> {
  return summary(await apiRead(baseUrl, seconds));
}

function apiRead(baseUrl: string, seconds: number) {
  return autocannon({
    url: `${baseUrl}${API_PATH}`,
    connections: 2,
    overallRate: API_RATE,
    duration: seconds,
    headers: BROWSER_HEADERS,
  });
}

function summary(result: autocannon.Result): PageLoadResult['api'] {
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/**
 * `connections` clients loading the page as fast as they can (keep-alive, a browser's
 * `Accept-Encoding`, signed in when `cookie` is given) while an API read is asked at a modest
 * rate beside them; both for `seconds`, loopback only.
 */
export async function pageLoad(
  baseUrl: string,
  { connections, seconds }: { connections: number; seconds: number },
  cookie?: string,
): Promise<PageLoadResult> {
  const counts = { rendered: 0, kept: 0, bare: 0, status503: 0, other: 0 };
  const onResponse = (
    status: number,
    _body: string,
    _context: object,
    headers?: IncomingHttpHeaders,
  ) => {
    if (status === 503) counts.status503 += 1;
    else if (status !== 200) counts.other += 1;
    else {
      const timing = String(headers?.['server-timing'] ?? '');
      const outcome = /desc="(rendered|kept|bare)"/.exec(timing)?.[1];
      if (outcome === 'rendered' || outcome === 'kept' || outcome === 'bare') counts[outcome] += 1;
      else counts.other += 1;
    }
  };
  const [page, api] = await Promise.all([
    autocannon({
      url: baseUrl,
      connections,
      duration: seconds,
      timeout: 10,
      headers: cookie ? { ...BROWSER_HEADERS, cookie } : BROWSER_HEADERS,
      requests: [{ method: 'GET', path: PAGE_PATH, onResponse }],
    }),
    apiRead(baseUrl, seconds),
  ]);
  return {
    as: cookie ? 'signed in' : 'anonymous',
    page: {
      requestsPerSecond: page.requests.average,
      p50Ms: page.latency.p50,
      p99Ms: page.latency.p99,
      ...counts,
      errors: page.errors + page.timeouts,
    },
    api: summary(api),
  };
}
