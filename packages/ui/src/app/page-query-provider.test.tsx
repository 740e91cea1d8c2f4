import { SERVER_STATE_ELEMENT_ID } from '@q/schemas/server-render';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PageQueryProvider } from './page-query-provider';
import { serializeServerState, takeServerState } from './server-state';

/** Reads `/api/thing` from whatever client is around, without ever fetching it. */
function Thing() {
  const { data } = useQuery<{ title: string }>({
    queryKey: ['/api/thing'],
    queryFn: () => new Promise(() => {}),
  });
  return <p>{data ? data.title : 'waiting'}</p>;
}

describe('PageQueryProvider', () => {
  it("uses the app's data client where there is one", () => {
    const client = new QueryClient();
    client.setQueryData(['/api/thing'], { title: 'From the app' });
    render(
      <QueryClientProvider client={client}>
        <PageQueryProvider>
          <Thing />
        </PageQueryProvider>
      </QueryClientProvider>,
    );
    expect(screen.getByText('From the app')).toBeInTheDocument();
  });

  it('else brings its own, holding the answers the server rendered the page with', () => {
    vi.stubGlobal('fetch', vi.fn());
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = SERVER_STATE_ELEMENT_ID;
    element.textContent = serializeServerState({
      user: null,
      answers: { '/api/thing': { title: 'From the server' } },
    });
    document.body.append(element);
    takeServerState();
    render(
      <PageQueryProvider>
        <Thing />
      </PageQueryProvider>,
    );
    expect(screen.getByText('From the server')).toBeInTheDocument();
    vi.unstubAllGlobals();
  });
});
