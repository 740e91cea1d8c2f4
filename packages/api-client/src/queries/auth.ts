import type { User } from '@q/schemas/auth';
import { queryOptions } from '@tanstack/react-query';
import { loadAuthSchemas } from '../auth/auth-schemas';
import { apiRequest, isUnauthorizedError } from '../http';
import { getQueryFn, RETURN_NULL_ON_401 } from '../query-fn';

/** GET /api/demo-users: the accounts offered on the login page. */
export function demoUsersQuery() {
  return queryOptions({
    queryKey: ['/api/demo-users'] as const,
    queryFn: async (context) => {
      const { ZDemoUsersResponse } = await loadAuthSchemas();
      return getQueryFn({ on401: 'throw', schema: ZDemoUsersResponse })(context);
    },
  });
}

const ME_PATH = '/api/auth/me';

/** The user of the session cookie, or null when there is no session (a 401). */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<User | null> {
  try {
    const { ZMeResponse } = await loadAuthSchemas();
    const { user } = await apiRequest('GET', ME_PATH, undefined, { signal, schema: ZMeResponse });
    return user;
  } catch (error) {
    if (isUnauthorizedError(error)) return null;
    throw error;
  }
}

/** GET /api/auth/me: the signed-in user, or null without a session (never signs the client out). */
export function meQuery() {
  return queryOptions({
    queryKey: [ME_PATH] as const,
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    meta: RETURN_NULL_ON_401,
  });
}
