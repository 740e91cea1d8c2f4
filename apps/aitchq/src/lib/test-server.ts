import { jsonFetch } from '@q/ui/testing';
import { vi } from 'vitest';

/** Test helpers for the widgets: answers by path, a request that never answers, a failure. */
export function stubServer(routes: Parameters<typeof jsonFetch>[0]) {
  const fetchMock = vi.fn(jsonFetch(routes));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const never = () => new Promise<Response>(() => {});

export const failure =
  (status = 500, body = 'Internal Server Error') =>
  () =>
    new Response(body, { status });
