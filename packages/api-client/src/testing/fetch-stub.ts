import { vi } from 'vitest';

/** Test helpers: a stubbed `fetch` answering by "METHOD /path"; unknown calls fail the test. */

export type FetchRoute = (init: RequestInit) => Response | Promise<Response>;

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function errorResponse(status: number, body = '', statusText = ''): Response {
  return new Response(body, { status, statusText });
}

export function networkFailure(): never {
  throw new TypeError('Failed to fetch');
}

export function stubFetch(routes: Record<string, FetchRoute>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const route = `${init.method ?? 'GET'} ${String(input)}`;
    const answer = routes[route];
    if (!answer) throw new Error(`Unexpected fetch: ${route}`);
    return answer(init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
