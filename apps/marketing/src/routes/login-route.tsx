import { createAppQueryClient } from '@q/ui/app';
import { QueryClientProvider } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { LoginPage } from '../features/login/login-page';
import { readSignInSearch } from './sign-in-search';

// The only marketing page that fetches: its data client comes with its code, so the landing
// page never pays for TanStack Query.
const queryClient = createAppQueryClient();

/** /login and /demo, loaded on first visit: the landing page never pays for the login code. */
export function LoginRoute() {
  const search = useSearch({ strict: false });
  const { signInProblem, isSignedOut } = readSignInSearch(search);
  return (
    <QueryClientProvider client={queryClient}>
      <LoginPage
        redirect={search.redirect}
        signInProblem={signInProblem}
        isSignedOut={isSignedOut}
      />
    </QueryClientProvider>
  );
}
