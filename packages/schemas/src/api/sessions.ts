import { endpoint } from './endpoint';

const auth = () => import('../auth');

/**
 * A person's sessions beyond the one making the call. A table of its own rather than a member of
 * `AUTH_API`: every page signs in and out through that one, and only aitchQ's account menu
 * offers this, so the others' first chunk does not carry it.
 */
export const SESSIONS_API = {
  logoutEverywhere: endpoint({
    method: 'POST',
    path: '/api/auth/logout-everywhere',
    access: 'session',
    scope: 'self',
    tag: 'auth',
    summary:
      "Sign out everywhere: end every session of the signed-in person (this one too) and clear this session's cookie",
    schemas: async () => ({ response: (await auth()).ZLogoutResponse }),
  }),
};
