import { SIGN_IN_PROBLEM_PARAM, SIGN_IN_PROBLEMS, SIGNED_OUT_PARAM } from '@q/schemas/sign-in';
import { describe, expect, it } from 'vitest';
import { readSignInSearch } from './sign-in-search';

describe('readSignInSearch', () => {
  it('reads the parameters the contract names', () => {
    for (const problem of SIGN_IN_PROBLEMS) {
      expect(readSignInSearch({ [SIGN_IN_PROBLEM_PARAM]: problem })).toEqual({
        signInProblem: problem,
        isSignedOut: false,
      });
    }
    // The router parses `?signed-out=1` as the number 1.
    expect(readSignInSearch({ [SIGNED_OUT_PARAM]: 1 })).toEqual({
      signInProblem: undefined,
      isSignedOut: true,
    });
    expect(readSignInSearch({ [SIGNED_OUT_PARAM]: '1' }).isSignedOut).toBe(true);
  });

  it('drops what cannot be a problem code or a sign-out, without reading it', () => {
    for (const value of [42, null, ['cancelled'], { toString: 'x' }, 'x'.repeat(41)]) {
      expect(readSignInSearch({ signin: value }).signInProblem).toBeUndefined();
    }
    for (const value of [0, 2, true, 'yes', '', null]) {
      expect(readSignInSearch({ 'signed-out': value }).isSignedOut).toBe(false);
    }
    expect(readSignInSearch({})).toEqual({ signInProblem: undefined, isSignedOut: false });
  });
});
