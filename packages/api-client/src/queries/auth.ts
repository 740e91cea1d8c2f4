import { AUTH_API } from '@q/schemas/api/auth';
import type { User } from '@q/schemas/auth';
import { queryOptions } from '@tanstack/react-query';
import { endpointRequest } from '../endpoint';
import { isUnauthorizedError } from '../http';
import { RETURN_NULL_ON_401 } from '../query-fn';

/** The user of the session cookie, or null when there is no session (a 401). */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<User | null> {
  try {
    const { user } = await endpointRequest(AUTH_API.me, { signal });
    return user;
  } catch (error) {
    if (isUnauthorizedError(error)) return null;
    throw error;
  }
}

/** GET /api/auth/me: the signed-in user, or null without a session (never signs the client out). */
export function meQuery() {
  return queryOptions({
    queryKey: [AUTH_API.me.path] as const,
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    meta: RETURN_NULL_ON_401,
  });
}
