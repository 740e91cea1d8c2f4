import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncFailure, testProviderHttp } from './connector-helpers.js';

/**
 * A provider's redirect to another origin ends the run before that origin is asked anything: not
 * even a request without credentials leaves (it would tell that host the server's address and
 * that it syncs, and reach whatever it points to). A redirect within the origin is followed.
 */
const KEY = 'sk_redirect_0123456789';
let provider: Server;
let elsewhere: Server;
let providerOrigin: string;
let elsewhereOrigin: string;
const elsewhereRequests: string[] = [];

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  elsewhere = createServer((request, response) => {
    elsewhereRequests.push(request.url ?? '');
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"people":[]}');
  });
  elsewhereOrigin = await listen(elsewhere);
  provider = createServer((request, response) => {
    if (request.url === '/away') {
      response.writeHead(302, { location: `${elsewhereOrigin}/stolen` }).end();
    } else if (request.url === '/here') {
      response.writeHead(301, { location: '/page' }).end();
    } else {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    }
  });
  providerOrigin = await listen(provider);
});

afterAll(async () => {
  await new Promise((resolve) => provider.close(resolve));
  await new Promise((resolve) => elsewhere.close(resolve));
});

describe('provider redirects', () => {
  it('ends the run on a redirect to another origin before requesting it', async () => {
    const { http } = testProviderHttp([providerOrigin]);
    const error = await syncFailure(
      http.json(`${providerOrigin}/away`, { headers: { authorization: `Bearer ${KEY}` } }),
      [KEY],
    );
    expect(error.reason).toBe('contract');
    expect(error.message).toBe('The provider redirected to another host; it was not followed');
    expect(elsewhereRequests).toEqual([]);
  });

  it('follows a redirect within the origin', async () => {
    const { http } = testProviderHttp([providerOrigin]);
    const answer = await http.json(`${providerOrigin}/here`);
    expect(answer.body).toEqual({ ok: true });
    expect(answer.url).toBe(`${providerOrigin}/page`);
  });

  it('follows a redirect to another of the integration’s own origins', async () => {
    const { http } = testProviderHttp([providerOrigin, elsewhereOrigin]);
    const answer = await http.json(`${providerOrigin}/away`);
    expect(answer.body).toEqual({ people: [] });
    expect(elsewhereRequests).toEqual(['/stolen']);
    elsewhereRequests.length = 0;
  });
});
