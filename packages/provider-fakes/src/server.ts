import { createServer, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback HTTP server that answers like a provider's API, for tests, the bench and the
 * "See a live sync" walkthrough. It listens on 127.0.0.1 only and records every request.
 */
export interface FakeRequest {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface FakeAnswer {
  status?: number;
  headers?: Record<string, string>;
  /** A JSON value, sent with `content-type: application/json`. */
  json?: unknown;
  /** Raw bytes or text, sent as they are (malformed answers). */
  raw?: string | Buffer;
  /** Wait this long before answering (slow pages, timeouts). */
  delayMs?: number;
}

export type FakeHandler = (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;

export interface FakeServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  port: number;
  /** Every request so far, oldest first. */
  readonly requests: FakeRequest[];
  close(): Promise<void>;
}

export interface FakeServerOptions {
  /** 0 (default) picks a free port. */
  port?: number;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

export async function startFakeServer(
  handle: FakeHandler,
  options: FakeServerOptions = {},
): Promise<FakeServer> {
  const requests: FakeRequest[] = [];
  const server = createServer(async (req, res) => {
    try {
      const request: FakeRequest = {
        method: req.method ?? 'GET',
        url: new URL(req.url ?? '/', 'http://127.0.0.1'),
        headers: req.headers,
        body: await readBody(req),
      };
      requests.push(request);
      const answer = await handle(request);
      if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
      if (res.destroyed) return;
      const headers: Record<string, string> = { ...answer.headers };
      let payload: string | Buffer = '';
      if (answer.json !== undefined) {
        payload = JSON.stringify(answer.json);
        headers['content-type'] ??= 'application/json; charset=utf-8';
      } else if (answer.raw !== undefined) {
        payload = answer.raw;
      }
      res.writeHead(answer.status ?? 200, headers);
      res.end(payload);
    } catch (error) {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(`fake provider failed: ${(error as Error).message}`);
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * A provider fake's server: `handle` answers every request, each answer waits `faults.delayMs`
 * when that fault is set, and it listens on `port` when one is given.
 */
export function startProviderServer(
  handle: FakeHandler,
  faults: FakeFaults,
  port?: number,
): Promise<FakeServer> {
  return startFakeServer(
    async (request) => {
      const answer = await handle(request);
      return faults.delayMs ? { ...answer, delayMs: faults.delayMs } : answer;
    },
    port === undefined ? {} : { port },
  );
}

/** The user and password of a Basic Authorization header, or null. */
export function basicCredentials(
  header: string | undefined,
): { user: string; password: string } | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header ?? '');
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  return { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/**
 * Failure modes a fake can be asked for, each on demand (tests set them, the walkthrough does
 * not). Page numbers count from 1 in the order the connector asks for them.
 */
export interface FakeFaults {
  /** Answer `status` to page `page` the next `times` times (then answer normally). */
  failPage?: { page: number; status: number; times: number; retryAfterSeconds?: number };
  /** Wait before answering every request. */
  delayMs?: number;
  /** Replace record `index` of the first page with something that breaks the format. */
  malformedRecord?: number;
  /** Answer text that is not JSON. */
  notJson?: boolean;
  /** Pad answers to at least this many bytes. */
  hugeAnswerBytes?: number;
}

/** A shared counter for `failPage`: true (and counts down) while page `page` should fail. */
export function shouldFailPage(faults: FakeFaults, page: number): FakeAnswer | undefined {
  const fail = faults.failPage;
  if (!fail || fail.page !== page || fail.times <= 0) return undefined;
  fail.times -= 1;
  return {
    status: fail.status,
    headers:
      fail.retryAfterSeconds !== undefined ? { 'retry-after': String(fail.retryAfterSeconds) } : {},
    json: { message: `fake failure ${fail.status}` },
  };
}

/**
 * `value` as a JSON answer with `headers`; with `faults.hugeAnswerBytes`, its text padded with
 * spaces to that size (the same JSON, a larger answer).
 */
export function jsonAnswer(
  value: unknown,
  faults: FakeFaults,
  headers: Record<string, string> = {},
): FakeAnswer {
  const text = JSON.stringify(value);
  if (faults.hugeAnswerBytes && text.length < faults.hugeAnswerBytes) {
    return {
      headers: { ...headers, 'content-type': 'application/json' },
      raw: text + ' '.repeat(faults.hugeAnswerBytes - text.length),
    };
  }
  return { headers, json: value };
}
