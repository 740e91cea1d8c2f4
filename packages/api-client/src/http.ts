/**
 * The fetch wrapper every call of the client goes through (docs/behaviour.md §7, §8): cookies
 * always, JSON bodies, and one error shape for any non-ok answer.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Anything with zod's `parse`: the shared schemas of `@q/schemas` fit. */
export interface ResponseSchema<T> {
  parse(data: unknown): T;
}

export interface ApiRequestOptions<T> {
  signal?: AbortSignal;
  /** Validates the parsed JSON answer; a mismatch throws instead of returning bad data. */
  schema?: ResponseSchema<T>;
}

/** A non-ok answer. The message is `"<status>: <body text or status text>"`. */
export class ApiError extends Error {
  readonly status: number;
  /** The answer's body text, as received (may be empty). */
  readonly body: string;

  constructor(status: number, body: string, statusText = '') {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export function isUnauthorizedError(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 401;
}

/** Throws an {@link ApiError} for a non-ok answer; does nothing for an ok one. */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  let body = '';
  try {
    body = await res.text();
  } catch {
    // An unreadable body (already consumed, connection dropped) falls back to the status text.
  }
  throw new ApiError(res.status, body, res.statusText);
}

/**
 * Sends one request with the session cookie and returns the answer's JSON, validated by `schema`
 * when one is given. An empty answer (204, or 200 without a body) yields `undefined`.
 */
export async function apiRequest<T = unknown>(
  method: HttpMethod,
  url: string,
  body?: unknown,
  { signal, schema }: ApiRequestOptions<T> = {},
): Promise<T> {
  const hasBody = body !== undefined;
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: hasBody ? { 'Content-Type': 'application/json' } : undefined,
    body: hasBody ? JSON.stringify(body) : undefined,
    signal,
  });
  await throwIfResNotOk(res);

  const text = res.status === 204 ? '' : await res.text();
  const data: unknown = text === '' ? undefined : JSON.parse(text);
  // Without a schema the caller vouches for the shape, as with any untyped JSON.
  return schema ? schema.parse(data) : (data as T);
}
