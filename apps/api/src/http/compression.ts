import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, gzip, gzipSync, constants as zlib } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The content codings the server sends, besides none. */
export type Encoding = 'br' | 'gzip';

/** Bodies smaller than this go uncompressed: the saving would not pay for the work. */
const COMPRESS_MIN_BYTES = 1024;

const encodingNegotiator = new Negotiator<Encoding | 'identity'>({
  supportedValues: ['br', 'gzip', 'identity'],
});

/** The coding the request prefers among those the server sends, if any. */
export function preferredEncoding(request: FastifyRequest): Encoding | undefined {
  const accepted = request.headers['accept-encoding'];
  const choice = accepted ? encodingNegotiator.negotiate(accepted) : null;
  return choice === 'br' || choice === 'gzip' ? choice : undefined;
}

/**
 * The body in one coding, or undefined when it is too small to be worth it. Brotli at quality 5
 * compresses text about as well as gzip's best, in a fraction of quality 11's time.
 */
export function compress(body: string, encoding: Encoding): Buffer | undefined {
  if (Buffer.byteLength(body) < COMPRESS_MIN_BYTES) return undefined;
  return encoding === 'br' ? brotliCompressSync(body, BROTLI_OPTIONS) : gzipSync(body);
}

const BROTLI_OPTIONS = {
  params: {
    [zlib.BROTLI_PARAM_QUALITY]: 5,
    [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
  },
};

/** Bodies at least this large are compressed off the main thread (a synced organisation's). */
const COMPRESS_OFF_THREAD_BYTES = 64 * 1024;
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A body in each coding a browser may ask for (none for small bodies). */
export type EncodedForms = Partial<Record<Encoding, Buffer>>;

/** The body in each coding a browser may ask for (none for small bodies); each runs once. */
export function compressedForms(body: string): EncodedForms {
  const br = compress(body, 'br');
  const gzip = compress(body, 'gzip');
  return br && gzip ? { br, gzip } : {};
}

/**
 * As {@link compressedForms}, but a large body is compressed on libuv's thread pool, so the
 * server answers other requests meanwhile (10,000 synced people are ~1.4 MB of JSON: ~170 ms of
 * the main thread compressed in place).
 */
export async function compressedFormsOffThread(body: string): Promise<EncodedForms> {
  const size = Buffer.byteLength(body);
  if (size < COMPRESS_OFF_THREAD_BYTES) return compressedForms(body);
  const [br, gz] = await Promise.all([brotliAsync(body, BROTLI_OPTIONS), gzipAsync(body)]);
  return { br, gzip: gz };
}

/**
 * The body in one coding (undefined when too small to be worth it), a large body on libuv's
 * thread pool: a page of a large organisation is megabytes, whose compression in place held
 * every other request (health checks included) for seconds.
 */
export async function compressOffThread(
  body: string,
  encoding: Encoding,
): Promise<Buffer | undefined> {
  const size = Buffer.byteLength(body);
  if (size < COMPRESS_OFF_THREAD_BYTES) return compress(body, encoding);
  return encoding === 'br' ? brotliAsync(body, BROTLI_OPTIONS) : gzipAsync(body);
}

/**
 * The best form of a body already compressed that the request accepts, with the headers that say
 * so (`Vary`, `Content-Encoding`); a compressed form carries the body's strong tag as a weak one,
 * as another representation of the same answer (If-None-Match still matches it).
 */
export function encodedPayload(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
  encoded: EncodedForms,
): string | Buffer {
  if (encoded.br === undefined && encoded.gzip === undefined) return body;
  reply.header('vary', 'Accept-Encoding');
  const choice = preferredEncoding(request);
  const form = choice && encoded[choice];
  if (!choice || !form) return body;
  const etag = reply.getHeader('etag');
  if (typeof etag === 'string' && !etag.startsWith('W/')) reply.header('etag', `W/${etag}`);
  reply.header('content-encoding', choice);
  return form;
}
