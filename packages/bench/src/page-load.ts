import { fork } from 'node:child_process';
import type { IncomingHttpHeaders } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { LoopDelay, RunningServer } from './server';

/** The page rendered on the server that the scenario loads. */
export const PAGE_PATH = '/dashboard';
/** The API read measured beside it: a dashboard read, kept in memory, 24 KB before compression. */
export const API_PATH = '/api/employees';
/** The API read's rate, requests per second over 2 connections: a few browsers' worth. */
const API_RATE = 40;

const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' } as const;

interface PageCounts {
  rendered: number;
  kept: number;
  bare: number;
  /** 503 answers, any other answer (another status, or a 200 that does not say), and errors. */
  status503: number;
  other: number;
}

export interface PageLoadResult {
  /** 'anonymous' or 'signed in': how the page was loaded. */
  as: string;
  page: PageCounts & {
    requestsPerSecond: number;
    p50Ms: number;
    p99Ms: number;
    errors: number;
  };
  api: { requestsPerSecond: number; p50Ms: number; p99Ms: number; non2xx: number; errors: number };
  /** The server's event-loop delay, and the largest delay of the thread that timed the API read. */
  loopDelay: { server: LoopDelay; apiClientMaxMs: number };
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

interface PageWork {
  baseUrl: string;
  connections: number;
  seconds: number;
  cookie?: string;
}

/**
 * The clients loading the page, as fast as they can (keep-alive, a browser's `Accept-Encoding`,
 * signed in when `cookie` is given). They run in a process of their own: on the thread that times
 * the API read, receiving thousands of pages a second would delay the timing itself and count
 * the load generator's wait as the server's.
 */
async function loadPages({ baseUrl, connections, seconds, cookie }: PageWork) {
  const counts: PageCounts = { rendered: 0, kept: 0, bare: 0, status503: 0, other: 0 };
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
  const page = await autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    timeout: 10,
    headers: cookie ? { ...BROWSER_HEADERS, cookie } : BROWSER_HEADERS,
    requests: [{ method: 'GET', path: PAGE_PATH, onResponse }],
  });
  return {
    requestsPerSecond: page.requests.average,
    p50Ms: page.latency.p50,
    p99Ms: page.latency.p99,
    ...counts,
    errors: page.errors + page.timeouts,
  };
}

/** Runs `loadPages` in a child process of its own (this module, started with `PAGE_LOAD_WORK`). */
function loadPagesElsewhere(work: PageWork): Promise<PageLoadResult['page']> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), {
      execArgv: process.execArgv,
      env: { ...process.env, PAGE_LOAD_WORK: JSON.stringify(work) },
    });
    let result: PageLoadResult['page'] | undefined;
    child.once('message', (message) => {
      result = message as PageLoadResult['page'];
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      result ? resolve(result) : reject(new Error(`The page load process exited with ${code}.`)),
    );
  });
}

if (process.env.PAGE_LOAD_WORK && process.send) {
  const work = JSON.parse(process.env.PAGE_LOAD_WORK) as PageWork;
  loadPages(work).then((result) => process.send?.(result, () => process.disconnect()));
}

/**
 * `connections` clients loading the page as fast as they can while an API read is asked at a
 * modest rate beside them; both for `seconds`, loopback only.
 */
export async function pageLoad(
  server: RunningServer,
  { connections, seconds }: { connections: number; seconds: number },
  cookie?: string,
): Promise<PageLoadResult> {
  const { baseUrl } = server;
  server.resetLoopDelay();
  const clientDelay = monitorEventLoopDelay({ resolution: 10 });
  clientDelay.enable();
  const [page, api] = await Promise.all([
    loadPagesElsewhere({ baseUrl, connections, seconds, cookie }),
    apiRead(baseUrl, seconds),
  ]);
  clientDelay.disable();
  return {
    as: cookie ? 'signed in' : 'anonymous',
    page,
    api: summary(api),
    loopDelay: { server: await server.readLoopDelay(), apiClientMaxMs: clientDelay.max / 1e6 },
  };
}
