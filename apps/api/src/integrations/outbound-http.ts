import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { blockedAddressReason } from './address-guard.js';

/**
 * One guarded outbound HTTP(S) request (a GET, or the POST of an OAuth token request), the only way the server calls an integration's endpoint:
 * the host is resolved first and every address checked (unless private targets are allowed),
 * the connection goes to the checked address (no second lookup to rebind), redirects are
 * followed by hand up to a limit and each hop is checked again, and the whole exchange has
 * one deadline. The Authorization header is sent only to the endpoint's own origin.
 */

export type OutboundFailureReason =
  | 'invalid-url'
  | 'blocked'
  | 'dns'
  | 'refused'
  | 'timeout'
  | 'tls'
  | 'too-many-redirects'
  | 'too-large'
  | 'network';

export class OutboundError extends Error {
  override name = 'OutboundError';
  constructor(
    readonly reason: OutboundFailureReason,
    message: string,
  ) {
    super(message);
  }
}

export interface OutboundOptions {
  /** GET unless given; a redirect of a POST is followed only for 307/308 (the body is sent again). */
  method?: 'GET' | 'POST';
  /** The request body (a POST's form or JSON); its content-type goes in `headers`. */
  body?: string;
  headers?: Record<string, string>;
  /** The deadline of the whole exchange, redirects and body included. */
  timeoutMs: number;
  maxRedirects: number;
  /** Let the call reach private, loopback and link-local addresses (development and tests). */
  allowPrivateTargets: boolean;
  /** Read the answer's body up to this many bytes (more is an error); 0 reads none. */
  maxBodyBytes?: number;
  /** Let the call (or a redirect) use plain http; as `allowPrivateTargets` unless given (tests). */
  allowPlainHttp?: boolean;
  /** Why an address is refused, or null; {@link blockedAddressReason} unless given (tests). */
  addressPolicy?: (address: string) => string | null;
  /**
   * The only origins a redirect is followed to. A redirect elsewhere is not requested at all:
   * its 3xx answer is returned as is, with `url` the place it points to, for the caller to refuse.
   * Unset: any origin (without credentials).
   */
  redirectOrigins?: ReadonlySet<string>;
}

export interface OutboundResponse {
  status: number;
  /** The URL that answered, after redirects. */
  url: string;
  /** The answer's headers, names lower-cased. */
  headers: IncomingMessage['headers'];
  body: string;
  durationMs: number;
}

const TLS_ERROR_CODES = new Set([
  'CERT_HAS_EXPIRED',
  'CERT_NOT_YET_VALID',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'ERR_TLS_CERT_ALTNAME_INVALID',
  'EPROTO',
  'ERR_SSL_WRONG_VERSION_NUMBER',
]);

/**
 * The URL as a checked http(s) URL, or an OutboundError. Plain http only where private targets
 * are allowed (local development): elsewhere a key, or a redirect's next hop, never travels in
 * clear text.
 */
function parseTarget(raw: string, allowPlainHttp: boolean): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OutboundError('invalid-url', 'The endpoint is not a valid URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new OutboundError('invalid-url', 'The endpoint must use http or https');
  }
  if (url.protocol === 'http:' && !allowPlainHttp) {
    throw new OutboundError('invalid-url', 'The endpoint must use https');
  }
  if (url.username || url.password) {
    throw new OutboundError('invalid-url', 'The endpoint must not carry credentials in the URL');
  }
  return url;
}

/** The host of a URL as a bare name or address (IPv6 without brackets). */
function bareHost(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '');
}

function lookupAll(hostname: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) => {
      if (error) reject(error);
      else resolve(addresses);
    });
  });
}

/** Every address the host stands for, each checked; refuses the whole host if one is blocked. */
async function resolveAllowed(
  url: URL,
  policy: ((address: string) => string | null) | null,
): Promise<LookupAddress[]> {
  const host = bareHost(url);
  const family = isIP(host);
  let addresses: LookupAddress[];
  if (family !== 0) {
    addresses = [{ address: host, family }];
  } else {
    try {
      addresses = await lookupAll(host);
    } catch {
      throw new OutboundError('dns', `The host name ${host} could not be resolved`);
    }
    if (addresses.length === 0) {
      throw new OutboundError('dns', `The host name ${host} could not be resolved`);
    }
  }
  if (policy) {
    for (const { address } of addresses) {
      if (policy(address)) {
        // Says that the address is not public, never which address a name resolved to or what
        // kind (loopback, link-local, …): the message is shown to the user and stored, and it
        // must not map the server's network for whoever saves an endpoint.
        throw new OutboundError(
          'blocked',
          `Refused to connect to ${host}: ${family !== 0 ? 'it is' : 'it resolves to'} a private address`,
        );
      }
    }
  }
  return addresses;
}

/** A lookup that answers only the addresses already checked, so DNS cannot change its mind. */
function pinnedLookup(addresses: LookupAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const wanted = typeof options === 'object' ? options.family : undefined;
    const usable =
      wanted === 4 || wanted === 6 ? addresses.filter((a) => a.family === wanted) : addresses;
    const chosen = usable.length > 0 ? usable : addresses;
    if (typeof options === 'object' && options.all) {
      (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, chosen);
      return;
    }
    const first = chosen[0] as LookupAddress;
    callback(null, first.address, first.family);
  };
}

function classify(error: unknown, host: string): OutboundError {
  if (error instanceof OutboundError) return error;
  const code = (error as NodeJS.ErrnoException | undefined)?.code ?? '';
  if (code === 'ECONNREFUSED') {
    return new OutboundError('refused', `The connection to ${host} was refused`);
  }
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
    return new OutboundError('dns', `The host name ${host} could not be resolved`);
  }
  if (code === 'ABORT_ERR' || (error as Error | undefined)?.name === 'AbortError') {
    return new OutboundError('timeout', `${host} did not answer in time`);
  }
  if (TLS_ERROR_CODES.has(code) || code.startsWith('ERR_TLS') || code.startsWith('ERR_SSL')) {
    return new OutboundError('tls', `The TLS handshake with ${host} failed (${code})`);
  }
  if (code === 'ECONNRESET' || code === 'EHOSTUNREACH' || code === 'ENETUNREACH') {
    return new OutboundError('network', `The connection to ${host} failed (${code})`);
  }
  return new OutboundError('network', `The connection to ${host} failed`);
}

function exchange(
  url: URL,
  addresses: LookupAddress[],
  headers: Record<string, string>,
  signal: AbortSignal,
  method: 'GET' | 'POST',
  body: string | undefined,
): Promise<IncomingMessage> {
  const options: RequestOptions = {
    method,
    headers:
      body === undefined
        ? headers
        : { ...headers, 'content-length': String(Buffer.byteLength(body)) },
    lookup: pinnedLookup(addresses),
    signal,
    agent: false,
  };
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(url, options, resolve);
    req.on('error', reject);
    req.end(body);
  });
}

function readBody(response: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    response.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        response.destroy();
        reject(new OutboundError('too-large', `The answer is larger than ${limit} bytes`));
        return;
      }
      chunks.push(chunk);
    });
    response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    response.on('error', reject);
  });
}

function withDeadline<T>(promise: Promise<T>, signal: AbortSignal, host: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(new OutboundError('timeout', `${host} did not answer in time`));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** GETs `target` under the guard; answers any HTTP status, throws an OutboundError otherwise. */
export function guardedGet(target: string, options: OutboundOptions): Promise<OutboundResponse> {
  return guardedRequest(target, { ...options, method: 'GET' });
}

/** Sends `options.method` to `target` under the guard; as {@link guardedGet} otherwise. */
export async function guardedRequest(
  target: string,
  options: OutboundOptions,
): Promise<OutboundResponse> {
  let method = options.method ?? 'GET';
  let body = options.body;
  const requestHeaders = { ...options.headers };
  const started = performance.now();
  const signal = AbortSignal.timeout(options.timeoutMs);
  const allowPlainHttp = options.allowPlainHttp ?? options.allowPrivateTargets;
  let url = parseTarget(target, allowPlainHttp);
  const { origin } = url;
  const policy = options.allowPrivateTargets
    ? null
    : (options.addressPolicy ?? blockedAddressReason);
  for (let hop = 0; ; hop++) {
    const host = bareHost(url);
    try {
      const addresses = await withDeadline(resolveAllowed(url, policy), signal, host);
      const headers = { ...requestHeaders };
      // Credentials go to the configured origin only, never to wherever it redirects.
      if (url.origin !== origin) delete headers.authorization;
      const response = await exchange(url, addresses, headers, signal, method, body);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (REDIRECT_STATUSES.has(status) && location) {
        // 301/302/303 turn a POST into a GET without its body; 307/308 keep both.
        if (method === 'POST' && status !== 307 && status !== 308) {
          method = 'GET';
          body = undefined;
          delete requestHeaders['content-type'];
        }
        response.resume();
        const next = new URL(location, url);
        if (options.redirectOrigins && !options.redirectOrigins.has(next.origin)) {
          return {
            status,
            url: next.toString(),
            headers: response.headers,
            body: '',
            durationMs: Math.round(performance.now() - started),
          };
        }
        if (hop >= options.maxRedirects) {
          throw new OutboundError(
            'too-many-redirects',
            `More than ${options.maxRedirects} redirects`,
          );
        }
        url = parseTarget(next.toString(), allowPlainHttp);
        continue;
      }
      const limit = options.maxBodyBytes ?? 0;
      let answer = '';
      if (limit > 0) answer = await withDeadline(readBody(response, limit), signal, host);
      else response.destroy();
      return {
        status,
        url: url.toString(),
        headers: response.headers,
        body: answer,
        durationMs: Math.round(performance.now() - started),
      };
    } catch (error) {
      throw classify(error, host);
    }
  }
}
