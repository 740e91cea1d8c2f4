import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isUnauthorizedError } from './http';
import { getQueryFn, returnsNullOn401 } from './query-fn';

export interface CreateQueryClientOptions {
  /** Called on a 401 from any query or mutation; the app passes `signOutLocally`. */
  onUnauthorized?: () => void;
}

/**
 * The QueryClient of every app, with the documented defaults
 * (docs/behaviour.md §9 "Data fetching"): data never goes stale, no refetch on focus, no polling,
 * no retry. Queries without a `queryFn` GET the path formed by their key; one with `meta:
 * RETURN_NULL_ON_401` yields null on a 401.
 */
export function createQueryClient({ onUnauthorized }: CreateQueryClientOptions = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isUnauthorizedError(error) && !returnsNullOn401(query.meta)) onUnauthorized?.();
      },
    }),
    mutationCache: new MutationCache({
      onError: (error) => {
        if (isUnauthorizedError(error)) onUnauthorized?.();
      },
    }),
    defaultOptions: {
      queries: {
        queryFn: (context) =>
          getQueryFn({ on401: returnsNullOn401(context.meta) ? 'returnNull' : 'throw' })(context),
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}
