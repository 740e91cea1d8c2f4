import {
  dashboardPath,
  endpointQuery,
  POST_LOGIN_REDIRECT_DELAY_MS,
  resolvePostLoginPath,
  useAuth,
} from '@q/api-client';
import { AUTH_API } from '@q/schemas/api/auth';
import { SIGN_IN_API } from '@q/schemas/api/sign-in';
import type { DemoUser, User } from '@q/schemas/auth';
import type { Dashboard } from '@q/schemas/enums';
import type { SignInOptions } from '@q/schemas/sign-in';
import {
  Badge,
  Button,
  ButtonLink,
  Card,
  carryToastToNextPage,
  nextPaint,
  preloadToaster,
  Skeleton,
  toast,
} from '@q/ui';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { DASHBOARD_LABELS, ROLE_LABELS, recommendedAccountId } from './demo-accounts';
import { FALLBACK_SIGN_IN_NAMES, useSignInProblemWords } from './sign-in-problem';
import * as S from './styled';

export interface LoginPageProps {
  /** The dashboard the visitor asked for (`?redirect=`), if any. */
  redirect: Dashboard | undefined;
  /**
   * Why a sign-in through the company's identity provider was refused (`?signin=`), as the
   * server named it: shown only when it is one of the contract's problems, else ignored.
   */
  signInProblem?: string;
  /** The person just signed out (`?signed-out=1`). */
  isSignedOut?: boolean;
  /** Leaves for the signed-in user's dashboard (another app, so a full page load). */
  navigate?: (path: string) => void;
}

const goTo = (path: string) => window.location.assign(path);

/** Placeholders while the accounts load: as many as the demo organisation has, so nothing jumps. */
const ACCOUNT_PLACEHOLDER_ROWS = 4;

/**
 * Where the identity provider's button leads: the server's start of its sign-in, with the page
 * to come back to when the visitor asked for a dashboard (`?redirect=`).
 */
function providerSignInHref(
  provider: NonNullable<SignInOptions['provider']>,
  redirect: Dashboard | undefined,
): string {
  if (redirect === undefined) return provider.signInPath;
  return `${provider.signInPath}?${new URLSearchParams({ returnTo: dashboardPath(redirect) })}`;
}

/** The line under the title: what the page offers. */
function leadText(hasProvider: boolean, offersDemo: boolean): string {
  if (offersDemo) return 'Pick a demo account to explore a dashboard — no password needed.';
  if (hasProvider) return 'Sign in with your company account.';
  return 'No way to sign in is set up here yet; ask an admin.';
}

export function LoginPage({
  redirect,
  signInProblem,
  isSignedOut = false,
  navigate = goTo,
}: LoginPageProps) {
  const { login } = useAuth();
  const demoUsers = useQuery(endpointQuery(AUTH_API.demoUsers));
  const options = useQuery(endpointQuery(SIGN_IN_API.signInOptions));
  const problemWords = useSignInProblemWords(signInProblem);
  const [email, setEmail] = useState('');
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);
  // Every sign-in ends in a toast: its code loads with the page, not after the click.
  useEffect(() => {
    void preloadToaster();
  }, []);

  const signIn = async (
    address: string,
    messages: { success: string; failure: string },
  ): Promise<void> => {
    setPendingEmail(address);
    let user: User;
    try {
      user = await login(address);
    } catch {
      setPendingEmail(null);
      toast({ title: 'Login failed', description: messages.failure, variant: 'destructive' });
      return;
    }
    const shown = toast({ title: 'Login successful', description: messages.success });
    // The delay is for the toast to be seen: it counts from the first frame that shows it.
    await preloadToaster().catch(() => undefined);
    await nextPaint();
    redirectTimer.current = setTimeout(() => {
      // The dashboard is another app (a full page load): it shows the toast for the rest of
      // its time.
      carryToastToNextPage(shown);
      navigate(resolvePostLoginPath({ redirect, user }));
    }, POST_LOGIN_REDIRECT_DELAY_MS);
  };

  const onDemoAccount = (account: DemoUser) =>
    signIn(account.email, {
      success: 'Welcome to your personalized workspace!',
      failure: 'Please try again.',
    });

  const onEmailSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) return;
    void signIn(address, {
      success: 'Welcome to your workspace!',
      failure: 'User not found. Try one of the demo accounts.',
    });
  };

  const recommendedId = recommendedAccountId(demoUsers.data ?? [], redirect);
  const isBusy = pendingEmail !== null;
  const provider = options.data?.provider ?? null;
  // While the options load, and if they cannot be loaded, the page is as it always was: the demo
  // accounts (their placeholders first) and the email box, so the demo does not jump.
  const offersDemo = options.data?.demoLogin ?? true;

  return (
    <S.Page>
      <Card as="main" aria-labelledby="login-title">
        <S.Header>
          <S.Home href="/" aria-label="Q home">
            Q
          </S.Home>
          <h1 id="login-title">Sign in to Q</h1>
          <S.Lead>{leadText(provider !== null, offersDemo)}</S.Lead>
        </S.Header>

        {problemWords && (
          <S.Notice role="alert" $tone="danger" aria-labelledby="sign-in-problem-title">
            <S.NoticeTitle id="sign-in-problem-title">You could not be signed in</S.NoticeTitle>
            <p>
              {problemWords({
                company: options.data?.company ?? FALLBACK_SIGN_IN_NAMES.company,
                provider: provider?.name ?? FALLBACK_SIGN_IN_NAMES.provider,
              })}
            </p>
          </S.Notice>
        )}

        {isSignedOut && (
          <S.Notice role="status" $tone="success">
            <p>You are signed out of Q.</p>
            {provider?.signOutUrl && (
              <a href={provider.signOutUrl}>Also sign out of {provider.name}</a>
            )}
          </S.Notice>
        )}

        {provider && (
          <S.ProviderSignIn>
            <ButtonLink href={providerSignInHref(provider, redirect)} size="lg">
              Sign in with {provider.name}
            </ButtonLink>
          </S.ProviderSignIn>
        )}
        {provider && offersDemo && <S.Divider>or try a demo account</S.Divider>}

        {offersDemo && (
          <section aria-labelledby="demo-accounts-title">
            <S.SectionTitle id="demo-accounts-title">Demo accounts</S.SectionTitle>
            {demoUsers.isPending && (
              <S.AccountList aria-busy="true">
                {Array.from({ length: ACCOUNT_PLACEHOLDER_ROWS }, (_, row) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: fixed-length placeholder list
                  <li key={row}>
                    <Skeleton height={S.ACCOUNT_ROW_HEIGHT} />
                  </li>
                ))}
              </S.AccountList>
            )}
            {demoUsers.isError && (
              <S.Problem role="alert">
                The demo accounts could not be loaded. You can still sign in with an email below.
              </S.Problem>
            )}
            {demoUsers.data && (
              <S.AccountList>
                {demoUsers.data.map((account) => {
                  const isRecommended = account.id === recommendedId;
                  return (
                    <li key={account.id}>
                      <S.AccountButton
                        type="button"
                        $isRecommended={isRecommended}
                        disabled={isBusy}
                        aria-busy={pendingEmail === account.email}
                        onClick={() => void onDemoAccount(account)}
                      >
                        <S.AccountName>
                          {account.name}
                          {isRecommended && <Badge variant="info">Recommended</Badge>}
                        </S.AccountName>
                        <S.AccountMeta>
                          {ROLE_LABELS[account.role]} · {DASHBOARD_LABELS[account.dashboard]}
                        </S.AccountMeta>
                      </S.AccountButton>
                    </li>
                  );
                })}
              </S.AccountList>
            )}
          </section>
        )}

        {offersDemo && (
          <S.EmailForm onSubmit={onEmailSubmit} noValidate={false}>
            <label htmlFor="login-email">Email</label>
            <S.EmailRow>
              <S.EmailInput
                id="login-email"
                type="email"
                name="email"
                autoComplete="email"
                placeholder="you@company.com"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
              <Button type="submit" disabled={isBusy}>
                Continue with email
              </Button>
            </S.EmailRow>
          </S.EmailForm>
        )}
      </Card>
    </S.Page>
  );
}
