import {
  type Endpoint,
  endpointUrl,
  type RequestBodyOf,
  type ResponseOf,
} from '@q/schemas/api/endpoint';
import { type QueryFunction, queryOptions } from '@tanstack/react-query';
import { apiRequest, type ResponseSchema } from './http';
import { getQueryFn } from './query-fn';

/** A declared GET: what a query can be made of. */
export type ReadEndpoint = Endpoint & { readonly method: 'GET' };

/**
 * For the calls asked once (docs/behaviour.md §7, "no retry"): no retry after a failure, and none
 * when a widget mounts over a failure either; a page starts its calls before its widgets mount, so
 * a fast failure would otherwise be asked a second time.
 */
const NEVER_RETRIED = { retry: false, retryOnMount: false } as const;

/**
 * The query options of a declared GET (`@q/schemas/api/<domain>`): keyed by its path (the
 * default query function GETs the key's path), its answer validated by the declaration's
 * response schema, with the declaration's client options (asked once, refetch interval). The
 * request and the schemas' chunk load side by side: zod stays out of a page's first chunk, and
 * on a first visit the answer does not wait for it before it is even asked for.
 */
export function endpointQuery<const E extends ReadEndpoint>(declaration: E) {
  const queryFn: QueryFunction<ResponseOf<E>> = async (context) => {
    const [{ response }, data] = await Promise.all([
      declaration.schemas(),
      getQueryFn({ on401: 'throw' })(context),
    ]);
    return (response as ResponseSchema<ResponseOf<E>>).parse(data);
  };
  return queryOptions({
    queryKey: [declaration.path] as const,
    queryFn,
    ...(declaration.retry === false ? NEVER_RETRIED : {}),
    ...(declaration.refetchIntervalMs === undefined
      ? {}
      : { refetchInterval: declaration.refetchIntervalMs }),
  });
}

export interface EndpointInput<E> {
  /** Values of the path's parameters (`:id`). */
  params?: Readonly<Record<string, string | number>>;
  /** The JSON body; none when absent. */
  body?: RequestBodyOf<E>;
  signal?: AbortSignal;
}

/** Calls a declared endpoint (a write, or a read outside the query cache) and parses its answer. */
export async function endpointRequest<const E extends Endpoint>(
  declaration: E,
  { params, body, signal }: EndpointInput<E> = {},
): Promise<ResponseOf<E>> {
  const { response } = await declaration.schemas();
  return apiRequest(declaration.method, endpointUrl(declaration, params), body, {
    signal,
    schema: response as ResponseSchema<ResponseOf<E>>,
  });
}
