import type { QueryFunction, QueryKey } from '@tanstack/react-query';
import { apiRequest, isUnauthorizedError, type ResponseSchema } from './http';

/** What a query does with a 401: fail (the default, which signs the client out) or yield null. */
export type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * Query `meta` that opts a query out of the default 401 handling: the default query function
 * yields null and the client stays signed in.
 */
export const RETURN_NULL_ON_401 = { on401: 'returnNull' } as const satisfies {
  on401: UnauthorizedBehavior;
};

export function returnsNullOn401(meta: Record<string, unknown> | undefined): boolean {
  return meta?.on401 === RETURN_NULL_ON_401.on401;
}

export interface GetQueryFnOptions<T> {
  on401: UnauthorizedBehavior;
  schema?: ResponseSchema<T>;
}

/**
 * The path a query key stands for: its string and number parts joined with '/'
 * (`['/api/x', 1]` → `/api/x/1`). Parts after the first are URL-encoded; other parts (objects,
 * booleans) only distinguish cache entries and are left out of the path.
 */
export function queryKeyToPath(queryKey: QueryKey): string {
  return queryKey
    .filter((part): part is string | number => typeof part === 'string' || typeof part === 'number')
    .map((part, index) => (index === 0 ? String(part) : encodeURIComponent(String(part))))
    .join('/');
}

/** GETs the path formed by the query key, with cookies; on a 401 yields null or throws. */
export function getQueryFn<T = unknown>(options: {
  on401: 'throw';
  schema?: ResponseSchema<T>;
}): QueryFunction<T>;
export function getQueryFn<T = unknown>(options: {
  on401: 'returnNull';
  schema?: ResponseSchema<T>;
}): QueryFunction<T | null>;
export function getQueryFn<T = unknown>(options: GetQueryFnOptions<T>): QueryFunction<T | null>;
export function getQueryFn<T = unknown>({
  on401,
  schema,
}: GetQueryFnOptions<T>): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    try {
      return await apiRequest<T>('GET', queryKeyToPath(queryKey), undefined, { signal, schema });
    } catch (error) {
      if (on401 === 'returnNull' && isUnauthorizedError(error)) return null;
      throw error;
    }
  };
}
