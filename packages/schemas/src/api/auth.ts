import { endpoint } from './endpoint';

const auth = () => import('../auth');
const common = () => import('../common');

/**
 * A cookie the browser can read, beside the HttpOnly session cookie it cannot: set on sign-in
 * with the session's lifetime, cleared on sign-out. It holds nothing secret ('1'); it only tells
 * a page rendered in the browser that a session may exist (`/api/auth/me` then says whose), so
 * that a visitor's page never asks.
 */
export const SESSION_HINT_COOKIE = 'q_signed_in';

/** Sign-in, the session's user, sign-out and the user's own record; the demo accounts. */
export const AUTH_API = {
  login: endpoint({
    method: 'POST',
    path: '/api/auth/login',
    access: 'public',
    scope: 'none',
    tag: 'auth',
    summary: 'Demo login by email',
    rateLimit: 'sign-in',
    errors: [401, 404],
    schemas: async () => {
      const { ZLoginRequest, ZLoginResponse } = await auth();
      return { body: ZLoginRequest, response: ZLoginResponse };
    },
  }),
  me: endpoint({
    method: 'GET',
    path: '/api/auth/me',
    access: 'session',
    scope: 'self',
    tag: 'auth',
    summary: 'The signed-in user',
    schemas: async () => ({ response: (await auth()).ZMeResponse }),
  }),
  logout: endpoint({
    method: 'POST',
    path: '/api/auth/logout',
    access: 'public',
    scope: 'self',
    tag: 'auth',
    summary: 'End the session and clear its cookie',
    schemas: async () => ({ response: (await auth()).ZLogoutResponse }),
  }),
  updateUser: endpoint({
    method: 'PUT',
    path: '/api/auth/user/:id',
    access: 'session',
    scope: 'self',
    tag: 'auth',
    summary: 'Update your own name or default dashboard',
    schemas: async () => {
      const [{ ZUpdateUserRequest, ZUpdateUserResponse }, { ZIdParam }] = await Promise.all([
        auth(),
        common(),
      ]);
      return { params: ZIdParam, body: ZUpdateUserRequest, response: ZUpdateUserResponse };
    },
  }),
  demoUsers: endpoint({
    method: 'GET',
    path: '/api/demo-users',
    access: 'public',
    scope: 'sample',
    tag: 'auth',
    summary: "The demo login page's accounts",
    cache: 'shared',
    pages: ['/login', '/demo'],
    schemas: async () => ({ response: (await auth()).ZDemoUsersResponse }),
  }),
};
