/**
 * What /login and /demo say after a sign-in through the company's identity provider, read from
 * the search parameters the root route passes down: `?signin=<problem>` (a refused sign-in) and
 * `?signed-out=1` (the person just signed out). Not checked by the route's `validateSearch`, which
 * sits in the entry every page loads: these are read here, in the login page's own chunk.
 *
 * The names are the contract's `SIGN_IN_PROBLEM_PARAM` and `SIGNED_OUT_PARAM`
 * (`@q/schemas/sign-in`, which a test holds these to): that module declares zod schemas too, so it
 * is not imported here.
 */
const SIGN_IN_PROBLEM_KEY = 'signin';
const SIGNED_OUT_KEY = 'signed-out';

/** Longer than any problem code: a longer value cannot be one, and is dropped unread. */
const MAX_PROBLEM_LENGTH = 40;

export interface SignInSearch {
  /**
   * The `?signin=` value, when it is a short string; the page shows it only when it is one of
   * the contract's problems (`isSignInProblem`). Anything else is undefined.
   */
  signInProblem: string | undefined;
  /** `?signed-out=1`. */
  isSignedOut: boolean;
}

/** Reads the parameters from the router's parsed search (a number for `1`, as it parses JSON). */
export function readSignInSearch(search: object): SignInSearch {
  const values = search as Record<string, unknown>;
  const problem = values[SIGN_IN_PROBLEM_KEY];
  const signedOut = values[SIGNED_OUT_KEY];
  return {
    signInProblem:
      typeof problem === 'string' && problem.length <= MAX_PROBLEM_LENGTH ? problem : undefined,
    isSignedOut: signedOut === 1 || signedOut === '1',
  };
}
