import { type ChildProcess, spawn } from 'node:child_process';
import { get } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { firstLine, stopChild } from './child-process';
import { freePort } from './server';

export interface RunningReference {
  /** The route answering `{"hello":"world"}`. */
  url: string;
  /** The route answering the answer last given to `answerAs`. */
  sameAnswerUrl: string;
  /**
   * Makes `sameAnswerUrl` answer exactly what the product answers for `url` (its status aside:
   * 200): the same headers, the same bytes, as the request's `headers` get them.
   */
  answerAs(url: string, headers: Record<string, string>): Promise<void>;
  stop(): Promise<void>;
}

/** Headers of a connection, not of an answer: the reference's server sets its own. */
const CONNECTION_HEADERS = new Set([
  'connection',
  'keep-alive',
  'date',
  'content-length',
  'transfer-encoding',
]);

/** An answer as it comes over the wire (still compressed): its headers and its bytes. */
function rawAnswer(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: Record<string, string | string[]>; body: Buffer }>(
    (resolve, reject) => {
      get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const kept = Object.entries(response.headers).filter(
            (entry): entry is [string, string | string[]] =>
              entry[1] !== undefined && !CONNECTION_HEADERS.has(entry[0]),
          );
          resolve({ headers: Object.fromEntries(kept), body: Buffer.concat(chunks) });
        });
        response.on('error', reject);
      }).on('error', reject);
    },
  );
}

const SCRIPT = join(dirname(fileURLToPath(import.meta.url)), 'reference-server.mjs');

/**
 * Starts the floor the API is compared with (`reference-server.mjs`): a minimal Fastify process
 * of its own on a free loopback port, so that none of the product's per-request work (hooks,
 * logging, headers) is in it.
 */
export async function startReference(): Promise<RunningReference> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [SCRIPT], {
    env: { ...process.env, PORT: String(port), NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await firstLine(child, 'The reference', 30_000);
  const base = `http://127.0.0.1:${port}`;
  return {
    url: `${base}/`,
    sameAnswerUrl: `${base}/answer`,
    async answerAs(url, headers) {
      const { headers: answerHeaders, body } = await rawAnswer(url, headers);
      const response = await fetch(`${base}/answer`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ headers: answerHeaders, body: body.toString('base64') }),
      });
      if (response.status !== 204)
        throw new Error(`The reference refused the answer: ${response.status}`);
    },
    stop: () => stopChild(child, 5_000),
  };
}
