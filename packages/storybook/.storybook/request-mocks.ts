/**
 * The stories' stand-in for the server: `parameters.requests` maps an API path (optionally
 * prefixed by a method, 'POST /api/…') to what it answers. A story never reaches a live server:
 * any other request fails loudly.
 */
export type RequestMock =
  /** Answered with this JSON body. */
  | { json: unknown }
  /** Never answered: the widget stays in its loading state. */
  | 'loading'
  /** Answered with this status and body text (an error, in the client's terms). */
  | { status: number; body?: string };

export type RequestMocks = Record<string, RequestMock>;

const realFetch = globalThis.fetch.bind(globalThis);

export function installRequestMocks(mocks: RequestMocks) {
  globalThis.fetch = async (input, init) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      window.location.href,
    );
    if (!url.pathname.startsWith('/api/')) return realFetch(input, init);
    const method = (init?.method ?? 'GET').toUpperCase();
    const mock = mocks[`${method} ${url.pathname}`] ?? mocks[url.pathname];
    if (mock === undefined) {
      console.error(`A story made an unmocked request: ${method} ${url.pathname}`);
      return new Response('No mock for this request', { status: 501 });
    }
    if (mock === 'loading') return new Promise<Response>(() => {});
    if ('json' in mock) {
      return new Response(JSON.stringify(mock.json), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }
    return new Response(mock.body ?? '', { status: mock.status });
  };
}
