import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeProvider {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** Every request seen: path and the Authorization header. */
  requests: { path: string; authorization: string | undefined }[];
  /** TCP connections accepted, to prove a refused target was never contacted. */
  connections(): number;
  close(): Promise<void>;
}

/**
 * A provider on loopback (port 0) for connection tests of providers without a connector:
 * - `/ok`, `/workday`: 200 with the right Bearer key, else 401;
 * - `/status/<code>`: that status; `/hang`: never answers;
 * - `/redirect/<n>`: redirects n times, then to `/ok`; `/redirect-to?url=`: one redirect there.
 */
export async function startFakeProvider(apiKey: string): Promise<FakeProvider> {
  const requests: FakeProvider['requests'] = [];
  let connections = 0;
  const authorized = (req: IncomingMessage) => req.headers.authorization === `Bearer ${apiKey}`;
  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const path = url.pathname;
    requests.push({ path, authorization: req.headers.authorization });
    if (path === '/hang') return;
    const status = /^\/status\/(\d{3})$/.exec(path)?.[1];
    if (status) return json(res, Number(status), { status: Number(status) });
    const redirect = /^\/redirect\/(\d+)$/.exec(path)?.[1];
    if (redirect !== undefined) {
      const left = Number(redirect);
      res.writeHead(302, { location: left > 0 ? `/redirect/${left - 1}` : '/ok' });
      return res.end();
    }
    if (path === '/redirect-to') {
      res.writeHead(302, { location: url.searchParams.get('url') ?? '/ok' });
      return res.end();
    }
    if (!authorized(req)) return json(res, 401, { error: 'invalid key' });
    if (path === '/ok' || path === '/workday' || path === '/workday/') {
      return json(res, 200, { ok: true });
    }
    return json(res, 404, { error: 'not found' });
  });
  server.on('connection', () => {
    connections++;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    connections: () => connections,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A loopback port with nothing listening: bound once, then closed. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
