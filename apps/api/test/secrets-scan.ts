import type { FastifyInstance, FastifyServerOptions } from 'fastify';

/**
 * The secrets scan of the API test suite: every session token the server issues and every API
 * key a test sends are remembered; every answer (body and headers, Set-Cookie aside) and every log
 * line the servers write is searched for them. `secrets-scan.setup.ts` wires it into every test
 * file; the child-process servers (server-process.ts) feed it too.
 */
const tokens = new Set<string>();
const keys = new Set<string>();
const logLines: string[] = [];
const leaks: string[] = [];

/** A session token as issued: 32 random bytes, base64url (src/crypto.ts randomToken). */
const TOKEN_SHAPE = /[A-Za-z0-9_-]{43}/g;

/** Keys too short or too plain to search for without false alarms are not tracked. */
const isTrackableKey = (value: string) =>
  value.length >= 12 &&
  value.length <= 4096 &&
  new Set(value).size > 4 &&
  !value.startsWith('••••');

export function rememberToken(token: string): void {
  if (token) tokens.add(token);
}

export function rememberKey(value: unknown): void {
  if (typeof value === 'string' && isTrackableKey(value.trim())) keys.add(value.trim());
}

/** The known secrets that appear in the text. */
export function secretsIn(text: string): string[] {
  const found = new Set<string>();
  for (const [candidate] of text.matchAll(TOKEN_SHAPE)) {
    if (tokens.has(candidate)) found.add(candidate);
  }
  for (const key of keys) if (text.includes(key)) found.add(key);
  return [...found];
}

function check(where: string, text: string): void {
  for (const secret of secretsIn(text)) {
    leaks.push(`${where} contains ${secret.slice(0, 6)}…: ${text.slice(0, 200)}`);
  }
}

export function scanLogLine(line: string): void {
  logLines.push(line);
  check('log line', line);
}

/** The session token inside a Set-Cookie header (`q_session=<token>.<signature>; …`). */
export function rememberSetCookies(setCookie: string | string[] | number | undefined): void {
  const values = Array.isArray(setCookie) ? setCookie : setCookie ? [String(setCookie)] : [];
  for (const value of values) {
    const match = /^q_session=([^.;]+)\./.exec(value);
    if (match?.[1]) rememberToken(decodeURIComponent(match[1]));
  }
}

export function scanAnswer(where: string, headers: Record<string, unknown>, body: string): void {
  check(`answer to ${where}`, body);
  for (const [name, value] of Object.entries(headers)) {
    if (name !== 'set-cookie') check(`header ${name} of ${where}`, String(value));
  }
}

/** Fastify's logger option, writing every line to the scan as well as where it went before. */
export function scanningLogger(
  logger: FastifyServerOptions['logger'] | undefined,
): FastifyServerOptions['logger'] {
  const base = typeof logger === 'object' && logger !== null ? logger : {};
  const original = (base as { stream?: { write(line: string): void } }).stream;
  const level = logger ? ((base as { level?: string }).level ?? 'info') : 'info';
  return {
    ...base,
    level,
    stream: {
      write(line: string) {
        scanLogLine(line);
        if (logger) original?.write(line) ?? process.stdout.write(line);
      },
    },
  };
}

/** Remembers the keys of accepted bodies and the issued tokens, and scans every answer. */
export function watchApp(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    const body = request.body as { apiKey?: unknown } | null | undefined;
    if (body && typeof body === 'object') rememberKey(body.apiKey);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    rememberSetCookies(reply.getHeader('set-cookie') as string | string[] | undefined);
    const text =
      typeof payload === 'string'
        ? payload
        : Buffer.isBuffer(payload)
          ? payload.toString('utf8')
          : '';
    scanAnswer(`${request.method} ${request.url.slice(0, 80)}`, reply.getHeaders(), text);
    return payload;
  });
}

/** Leaks found, including log lines written before the secret they hold was known. */
export function leaksFound(): string[] {
  const late = logLines.flatMap((line) =>
    secretsIn(line).map(
      (secret) => `log line contains ${secret.slice(0, 6)}…: ${line.slice(0, 200)}`,
    ),
  );
  return [...new Set([...leaks, ...late])];
}

/** The leaks found so far, forgotten afterwards: for the scan's own test, which leaks on purpose. */
export function takeLeaks(): string[] {
  const found = leaksFound();
  leaks.length = 0;
  logLines.length = 0;
  return found;
}

export function scanTotals() {
  return { tokens: tokens.size, keys: keys.size, logLines: logLines.length };
}
