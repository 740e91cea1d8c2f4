import { z } from 'zod';
import { APPS } from './apps';
import { ZIsoDateTime } from './common';
import { ZRole } from './enums';

/**
 * Sign-in through the company's identity provider (OpenID Connect), beside the demo login.
 *
 * The server starts the provider's sign-in at `/api/auth/oidc/start`, and its callback either
 * signs the person in and sends them to the page they asked for (or their role's dashboard), or
 * sends them back to `/login?signin=<problem>` with one of `SIGN_IN_PROBLEMS`, which the login
 * page words with `signInProblemMessage`. Nothing about the person travels in that address.
 */

/** The query parameter of /login that names why a sign-in through the provider was refused. */
export const SIGN_IN_PROBLEM_PARAM = 'signin';

/** /login?signed-out=1: the person just signed out; the page offers the provider's sign-out. */
export const SIGNED_OUT_PARAM = 'signed-out';

export const SIGN_IN_PROBLEMS = [
  /** The verified email matches no one in the company's synced directory. */
  'not-in-directory',
  /** The provider did not vouch for the email address. */
  'email-unverified',
  /** Group mapping is configured, and the provider sent no groups at all. */
  'no-groups',
  /** The email belongs to an account of another organisation on this server. */
  'other-organisation',
  /** The person cancelled, or the provider refused, at the provider. */
  'cancelled',
  /** The sign-in took too long, or was started in another browser or tab. */
  'expired',
  /** Anything the provider's answer failed: state, nonce, PKCE, signature, issuer, expiry. */
  'failed',
  /** The provider could not be reached or answered nonsense. */
  'provider-unavailable',
] as const;
export type SignInProblem = (typeof SIGN_IN_PROBLEMS)[number];

export function isSignInProblem(value: unknown): value is SignInProblem {
  return typeof value === 'string' && (SIGN_IN_PROBLEMS as readonly string[]).includes(value);
}

/** What the login page says about a refused sign-in, naming the company and the provider. */
export function signInProblemMessage(
  problem: SignInProblem,
  names: { company: string; provider: string },
): string {
  const { company, provider } = names;
  switch (problem) {
    case 'not-in-directory':
      return `Your account is not in ${company}'s directory; ask an admin.`;
    case 'email-unverified':
      return `${provider} has not verified your email address, so Q cannot find you in ${company}'s directory; ask an admin.`;
    case 'no-groups':
      return `${provider} did not say which groups you are in, so Q cannot tell what you may see; ask an admin.`;
    case 'other-organisation':
      return `Your email address belongs to an account of another organisation on this server; ask an admin.`;
    case 'cancelled':
      return `Sign-in was cancelled at ${provider}. You can try again.`;
    case 'expired':
      return 'Your sign-in took too long or was started in another window. Please try again.';
    case 'failed':
      return `Sign-in with ${provider} could not be completed. Please try again.`;
    case 'provider-unavailable':
      return `${provider} could not be reached. Please try again in a moment.`;
  }
}

/**
 * The pages a sign-in may return to: every page of the dashboards (a known page path, never an
 * address of the visitor's choosing, so the callback cannot be used to send anyone elsewhere).
 */
export const SIGN_IN_RETURN_PATHS: readonly string[] = [
  ...APPS.qube.paths,
  ...APPS.aitchq.paths,
  ...APPS.eyeq.paths,
];

/** GET /api/auth/oidc/start */
export const ZOidcStartQuery = z.strictObject({
  returnTo: z
    .string()
    .refine((path) => SIGN_IN_RETURN_PATHS.includes(path), 'returnTo must be a page of Q')
    .optional(),
});
export type OidcStartQuery = z.infer<typeof ZOidcStartQuery>;

/** One parameter of the provider's answer, as long as any provider sends and no longer. */
const ZCallbackParam = z.string().max(4096);

/**
 * GET /api/auth/oidc/callback: what the provider sends back. Providers add parameters of their
 * own (Google `authuser`, `hd`, `prompt`; Keycloak and Entra ID `session_state`), so unknown
 * ones are let through, bounded; the relying-party library checks the ones that matter.
 */
export const ZOidcCallbackQuery = z
  .object({
    code: ZCallbackParam.optional(),
    state: ZCallbackParam.optional(),
    iss: ZCallbackParam.optional(),
    error: ZCallbackParam.optional(),
    error_description: ZCallbackParam.optional(),
  })
  .catchall(ZCallbackParam);
export type OidcCallbackQuery = z.infer<typeof ZOidcCallbackQuery>;

/** A redirect's (empty) body. */
export const ZRedirect = z.null();

/** GET /api/auth/sign-in-options: what the login page offers. */
export const ZSignInOptions = z.object({
  /** The company whose people sign in through the provider; null without one. */
  company: z.string().nullable(),
  provider: z
    .object({
      /** "Sign in with <name>". */
      name: z.string(),
      /** Where the button leads: the server's start of the provider's sign-in. */
      signInPath: z.literal('/api/auth/oidc/start'),
      /**
       * The provider's own sign-out page, with the way back to /login, when the provider has
       * one (its end-session endpoint); null when it has none or was not reachable yet.
       */
      signOutUrl: z.string().nullable(),
    })
    .nullable(),
  /** Whether the demo accounts (and the demo organisation's email sign-in) are offered. */
  demoLogin: z.boolean(),
});
export type SignInOptions = z.infer<typeof ZSignInOptions>;

/** How a member of the organisation signs in. */
export const ZSignInMethod = z.enum(['identity-provider', 'demo']);
export type SignInMethod = z.infer<typeof ZSignInMethod>;

/** A member of the organisation, as an admin sees them in Settings. */
export const ZMember = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  email: z.string(),
  role: ZRole,
  signsInWith: ZSignInMethod,
  /** Null before their first sign-in through the provider (or for demo accounts). */
  lastSignInAt: ZIsoDateTime.nullable(),
  /** Their sessions that have not ended. */
  activeSessions: z.number().int().nonnegative(),
});
export type Member = z.infer<typeof ZMember>;

/** GET /api/organisation/members */
export const ZMembersResponse = z.object({ members: z.array(ZMember) });
export type MembersResponse = z.infer<typeof ZMembersResponse>;

/** POST /api/organisation/members/:id/end-sessions */
export const ZEndSessionsResponse = z.object({ ended: z.number().int().nonnegative() });
export type EndSessionsResponse = z.infer<typeof ZEndSessionsResponse>;
