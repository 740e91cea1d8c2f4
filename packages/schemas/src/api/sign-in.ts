import { endpoint } from './endpoint';

const signIn = () => import('../sign-in');
const common = () => import('../common');

/**
 * Sign-in through the company's identity provider (OpenID Connect), what the login page offers,
 * and the admins' view of who may sign in. A table of its own rather than part of `AUTH_API`:
 * every page signs out through that one, and only the login page and Settings need these.
 */
export const SIGN_IN_API = {
  signInOptions: endpoint({
    method: 'GET',
    path: '/api/auth/sign-in-options',
    access: 'public',
    scope: 'none',
    tag: 'auth',
    summary:
      'What the login page offers: the identity provider (if configured) and whether the demo login is on',
    cache: 'shared',
    pages: ['/login', '/demo'],
    schemas: async () => ({ response: (await signIn()).ZSignInOptions }),
  }),
  oidcStart: endpoint({
    method: 'GET',
    path: '/api/auth/oidc/start',
    access: 'public',
    scope: 'none',
    tag: 'auth',
    summary:
      "Start signing in with the identity provider: redirects (303) to the provider's sign-in page",
    status: 303,
    rateLimit: 'sign-in',
    errors: [400, 404],
    schemas: async () => {
      const { ZOidcStartQuery, ZRedirect } = await signIn();
      return { query: ZOidcStartQuery, response: ZRedirect };
    },
  }),
  oidcCallback: endpoint({
    method: 'GET',
    path: '/api/auth/oidc/callback',
    access: 'public',
    scope: 'none',
    tag: 'auth',
    summary:
      'Where the identity provider returns: signs the person in and redirects (303) to their page, or to /login?signin=<problem>',
    status: 303,
    rateLimit: 'sign-in',
    errors: [400, 404],
    schemas: async () => {
      const { ZOidcCallbackQuery, ZRedirect } = await signIn();
      return { query: ZOidcCallbackQuery, response: ZRedirect };
    },
  }),
  listMembers: endpoint({
    method: 'GET',
    path: '/api/organisation/members',
    access: 'session',
    scope: 'organisation',
    tag: 'auth',
    summary:
      "Admins: the organisation's accounts, how they sign in, when they last did and their open sessions",
    errors: [403],
    schemas: async () => ({ response: (await signIn()).ZMembersResponse }),
  }),
  endMemberSessions: endpoint({
    method: 'POST',
    path: '/api/organisation/members/:id/end-sessions',
    access: 'session',
    scope: 'organisation',
    tag: 'auth',
    summary: 'Admins: end every session of a member of the organisation (they must sign in again)',
    errors: [403],
    schemas: async () => {
      const [{ ZEndSessionsResponse }, { ZIdParam }] = await Promise.all([signIn(), common()]);
      return { params: ZIdParam, response: ZEndSessionsResponse };
    },
  }),
};
