import { useEffect, useState } from 'react';

type SignInModule = typeof import('@q/schemas/sign-in');

/** The names a refusal's words name: the company and its identity provider. */
export interface SignInNames {
  company: string;
  provider: string;
}

/** Before the sign-in options have said whose they are (or when they could not). */
export const FALLBACK_SIGN_IN_NAMES: SignInNames = {
  company: 'your company',
  provider: 'your identity provider',
};

/**
 * The contract's sign-in module (its problem codes and their wording), loaded after the first
 * render: it declares the sign-in schemas too, and importing it outright would put zod in the
 * page's first chunk. The sign-in options call loads the same chunk to check its answer, so the
 * words come no later than the options do.
 */
const loadSignInModule = (): Promise<SignInModule> => import('@q/schemas/sign-in');

/**
 * The words of a refused sign-in, for `value` (the `?signin=` parameter): a function of the
 * names once the contract's module has loaded and `value` is one of its problems; null before,
 * and for any other value, which is never shown.
 */
export function useSignInProblemWords(
  value: string | undefined,
): ((names: SignInNames) => string) | null {
  const [module, setModule] = useState<SignInModule | null>(null);
  const isAsked = value !== undefined;
  useEffect(() => {
    if (!isAsked) return;
    let isCurrent = true;
    loadSignInModule().then(
      (loaded) => {
        if (isCurrent) setModule(loaded);
      },
      // Without the module the page says nothing of the refusal; signing in still works.
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [isAsked]);
  if (module === null || !module.isSignInProblem(value)) return null;
  return (names) => sentence(module.signInProblemMessage(value, names));
}

/**
 * The words as a sentence: some begin with the provider's name, which may be the fallback
 * ('your identity provider'); a name as the provider spells it is kept as it is.
 */
function sentence(words: string): string {
  return words.startsWith(FALLBACK_SIGN_IN_NAMES.provider)
    ? `${words.charAt(0).toUpperCase()}${words.slice(1)}`
    : words;
}
