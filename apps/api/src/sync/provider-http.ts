import type { IncomingHttpHeaders } from 'node:http';
import { JSON_MAX_DEPTH } from '@q/schemas/common';
import { parseJsonInTurns } from '../http/json-body.js';
import {
  guardedRequest,
  OutboundError,
  type OutboundOptions,
} from '../integrations/outbound-http.js';
import { SyncError } from './sync-error.js';

/**
 * The only way a connector reaches its provider: the connection test's guarded outbound HTTP
 * (address guard on every hop, one deadline per request, no credentials to another origin), plus
 * what a sync needs on top — JSON answers bounded in size and depth, a cap on pages and on bytes
 * per run, only the integration's own origins, and transient failures tried again with backoff,
 * honouring Retry-After and the rate-limit headers, at most `maxTries` times per request.
 */
export interface ProviderHttpSettings {
  allowPrivateTargets: boolean;
  /** The deadline of one request, redirects and body included. */
  timeoutMs: number;
  /** Largest answer accepted for one page. */
  maxPageBytes: number;
  /** Largest total of answers in one run. */
  maxRunBytes: number;
  /** Most requests one run may make. */
  maxPages: number;
  /** Tries per request, the first included (3). */
  maxTries: number;
  /** The first backoff; each later one doubles (with jitter). */
  backoffBaseMs: number;
  /** A Retry-After longer than this ends the run instead of waiting. */
  maxRetryAfterMs: number;
  /**
   * The most a run may wait, in all, on the provider's rate limit (Retry-After, X-RateLimit-*):
   * a provider asking for more ends the run as rate-limited rather than holding a worker.
   */
  maxRateLimitWaitMs: number;
  /** Overrides which addresses are refused (tests); see OutboundOptions. */
  addressPolicy?: (address: string) => string | null;
  /** Waits (tests replace it). */
  sleep?: (ms: number) => Promise<void>;
}

export const DEFAULT_PROVIDER_HTTP_SETTINGS: Omit<ProviderHttpSettings, 'allowPrivateTargets'> = {
  timeoutMs: 30_000,
  maxPageBytes: 16 * 1024 * 1024,
  maxRunBytes: 512 * 1024 * 1024,
  maxPages: 5_000,
  maxTries: 3,
  backoffBaseMs: 1_000,
  maxRetryAfterMs: 120_000,
  maxRateLimitWaitMs: 120_000,
};

/** What one run adds to its client: checks before each request, and its deadline. */
export interface ProviderHttpRun {
  /**
   * Runs before every request, right before it is sent (after any wait): throws a SyncError to
   * stop the run there, so a request that carries the key is never sent once the run may not go
   * on (its integration disabled, deleted or changed).
   */
  beforeRequest?: () => Promise<void>;
  /** Epoch milliseconds by which the run must have ended; no request or wait goes beyond it. */
  deadline?: number;
  /** The run's deadline in words, for the message ("15 minutes"). */
  deadlineText?: string;
}

export interface ProviderAnswer {
  /** The parsed JSON answer. */
  body: unknown;
  headers: IncomingHttpHeaders;
  /** The URL that answered, after redirects. */
  url: string;
  status: number;
}

export interface ProviderRequest {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** A POST's body; its content-type goes in `headers`. */
  body?: string;
}

export interface ProviderHttpStats {
  requests: number;
  retries: number;
  bytes: number;
  /** The HTTP status of the last answer; null before any. */
  lastStatus: number | null;
  /** Milliseconds waited on the provider's rate limit so far (absent: none counted). */
  rateLimitWaitMs?: number;
}

export interface ProviderHttp {
  /** Requests JSON from one of the allowed origins; throws a SyncError when it cannot. */
  json(url: string, request?: ProviderRequest): Promise<ProviderAnswer>;
  readonly stats: ProviderHttpStats;
}

const MAX_REDIRECTS = 3;

/** Seconds or an HTTP date, as milliseconds from now; undefined when absent or unreadable. */
export function retryAfterMs(
  value: string | string[] | undefined,
  now = Date.now(),
): number | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text) return undefined;
  if (/^\d+$/.test(text.trim())) return Number(text.trim()) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** The `rel="next"` target of a Link header (RFC 8288), resolved against `base`. */
export function nextLink(header: string | string[] | undefined, base: string): string | undefined {
  const text = Array.isArray(header) ? header.join(',') : header;
  if (!text) return undefined;
  for (const part of text.split(/,(?=\s*<)/)) {
    const match = /^\s*<([^>]*)>(.*)$/.exec(part);
    if (!match) continue;
    const [, target = '', params = ''] = match;
    const rel = /;\s*rel\s*=\s*"?([^";]+)"?/i.exec(params)?.[1];
    if (rel?.toLowerCase().split(/\s+/).includes('next')) {
      try {
        return new URL(target, base).toString();
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A client for one run of one integration. `origins` are the only origins it will call (the
 * API Endpoint's, and an auth server's where the provider has one): a next-page link or a
 * redirect elsewhere ends the run rather than following it.
 */
export function createProviderHttp(
  settings: ProviderHttpSettings,
  origins: readonly string[],
  run: ProviderHttpRun = {},
): ProviderHttp {
  const stats: Required<ProviderHttpStats> = {
    requests: 0,
    retries: 0,
    bytes: 0,
    lastStatus: null,
    rateLimitWaitMs: 0,
  };
  const sleep = settings.sleep ?? defaultSleep;

  function pastDeadline(): SyncError {
    return new SyncError(
      'timeout',
      `The run did not finish within its deadline${run.deadlineText ? ` of ${run.deadlineText}` : ''}; nothing was applied`,
    );
  }

  /**
   * Waits `ms` because the provider asked to (its rate limit): counted against the run's cap on
   * such waiting, and never beyond the run's deadline.
   */
  async function rateLimitWait(ms: number, httpStatus: number | null) {
    if (ms <= 0) return;
    if (stats.rateLimitWaitMs + ms > settings.maxRateLimitWaitMs) {
      throw new SyncError(
        'rate-limited',
        `The provider's rate limit would have kept the run waiting more than ${Math.ceil(settings.maxRateLimitWaitMs / 1000)} s in all; it stopped, nothing was applied, and it will be tried again at the next schedule`,
        false,
        httpStatus,
      );
    }
    if (run.deadline !== undefined && Date.now() + ms > run.deadline) throw pastDeadline();
    stats.rateLimitWaitMs += ms;
    await sleep(ms);
  }
  const allowed = new Set(origins);
  // The integration's rate budget: when an answer says none is left, the next request waits.
  let pauseUntil = 0;

  function notePause(headers: IncomingHttpHeaders) {
    const remaining = headers['x-ratelimit-remaining'];
    if (remaining === undefined || Number(remaining) > 0) return;
    const reset = Number(headers['x-ratelimit-reset']);
    // A reset is seconds to wait, or (above a year of seconds) an epoch second.
    const fromReset =
      Number.isFinite(reset) && reset > 0
        ? reset > 31_536_000
          ? reset * 1000 - Date.now()
          : reset * 1000
        : undefined;
    const wait = retryAfterMs(headers['retry-after']) ?? fromReset ?? settings.backoffBaseMs;
    pauseUntil = Date.now() + Math.min(Math.max(wait, 0), settings.maxRetryAfterMs);
  }

  async function once(url: string, request: ProviderRequest) {
    if (stats.requests >= settings.maxPages) {
      throw new SyncError(
        'too-many-pages',
        `The provider needed more than ${settings.maxPages} requests`,
      );
    }
    stats.requests += 1;
    const pause = pauseUntil - Date.now();
    if (pause > 0) await rateLimitWait(pause, stats.lastStatus);
    if (run.deadline !== undefined && Date.now() >= run.deadline) throw pastDeadline();
    // Last: nothing that carries the key leaves once the run may not go on.
    await run.beforeRequest?.();
    const options: OutboundOptions = {
      method: request.method ?? 'GET',
      headers: { accept: 'application/json', 'user-agent': 'Q-suite-sync/1', ...request.headers },
      timeoutMs: settings.timeoutMs,
      maxRedirects: MAX_REDIRECTS,
      allowPrivateTargets: settings.allowPrivateTargets,
      maxBodyBytes: Math.min(settings.maxPageBytes, settings.maxRunBytes - stats.bytes + 1),
      ...(request.body !== undefined && { body: request.body }),
      ...(settings.addressPolicy && { addressPolicy: settings.addressPolicy }),
      // A redirect elsewhere is never requested (not even without credentials): `json` ends
      // the run on the answer it returns instead.
      redirectOrigins: allowed,
    };
    try {
      const response = await guardedRequest(url, options);
      stats.bytes += Buffer.byteLength(response.body);
      stats.lastStatus = response.status;
      notePause(response.headers);
      return response;
    } catch (error) {
      if (!(error instanceof OutboundError)) throw error;
      if (error.reason === 'too-large') {
        const runLimited = settings.maxRunBytes - stats.bytes < settings.maxPageBytes;
        throw new SyncError(
          'too-large',
          runLimited
            ? `The provider's answers exceeded ${settings.maxRunBytes} bytes in one run`
            : `A page of the provider's answer exceeded ${settings.maxPageBytes} bytes`,
        );
      }
      const transient =
        error.reason === 'timeout' || error.reason === 'refused' || error.reason === 'network';
      throw new SyncError(error.reason, error.message, transient);
    }
  }

  async function json(url: string, request: ProviderRequest = {}): Promise<ProviderAnswer> {
    let origin: string;
    try {
      origin = new URL(url).origin;
    } catch {
      throw new SyncError('contract', 'The provider gave a link that is not a URL');
    }
    if (!allowed.has(origin)) {
      throw new SyncError(
        'contract',
        `The provider pointed to another host (${origin}); it was not followed`,
      );
    }
    for (let attempt = 1; ; attempt += 1) {
      let wait: number | undefined;
      let failure: SyncError;
      try {
        const response = await once(url, request);
        const { status } = response;
        if (!allowed.has(new URL(response.url).origin)) {
          throw new SyncError(
            'contract',
            'The provider redirected to another host; it was not followed',
          );
        }
        if (status >= 200 && status < 300) {
          return {
            body: await parseJson(response.body),
            headers: response.headers,
            url: response.url,
            status,
          };
        }
        if (status === 401 || status === 403) {
          throw new SyncError(
            'rejected-key',
            `The provider rejected the API key (HTTP ${status})`,
            false,
            status,
          );
        }
        if (status === 429 || status >= 500) {
          wait = retryAfterMs(response.headers['retry-after']);
          failure = new SyncError(
            status === 429 ? 'rate-limited' : 'http-status',
            status === 429
              ? 'The provider asked to slow down (HTTP 429) and kept refusing'
              : `The provider answered HTTP ${status}`,
            true,
            status,
          );
        } else {
          throw new SyncError('http-status', `The provider answered HTTP ${status}`, false, status);
        }
      } catch (error) {
        if (!(error instanceof SyncError) || !error.retryable) throw error;
        failure = error;
      }
      if (attempt >= settings.maxTries) throw failure;
      if (wait !== undefined && wait > settings.maxRetryAfterMs) {
        throw new SyncError(
          'rate-limited',
          `The provider asked to wait ${Math.ceil(wait / 1000)} s before the next request`,
          false,
          failure.httpStatus,
        );
      }
      const backoff = settings.backoffBaseMs * 2 ** (attempt - 1);
      const jittered = backoff / 2 + Math.random() * (backoff / 2);
      stats.retries += 1;
      if (wait !== undefined && wait > jittered) {
        await rateLimitWait(wait, failure.httpStatus);
      } else {
        if (run.deadline !== undefined && Date.now() + jittered > run.deadline) {
          throw pastDeadline();
        }
        await sleep(jittered);
      }
    }
  }

  return { json, stats };
}

/**
 * JSON text as a value, refusing answers nested deeper than the API accepts. A large answer is
 * scanned and parsed a piece per turn of the event loop, so the API keeps answering meanwhile.
 */
async function parseJson(text: string): Promise<unknown> {
  let parsed: Awaited<ReturnType<typeof parseJsonInTurns>>;
  try {
    parsed = await parseJsonInTurns(text, JSON_MAX_DEPTH);
  } catch {
    throw new SyncError('contract', 'The answer is not JSON');
  }
  if (parsed.kind === 'too-deep') {
    throw new SyncError('contract', `The answer is nested more than ${JSON_MAX_DEPTH} levels deep`);
  }
  return parsed.value;
}
