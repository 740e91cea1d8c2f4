import { useSearch } from '@tanstack/react-router';
import { LoginPage } from '../features/login/login-page';

/** /login and /demo, loaded on first visit: the landing page never pays for the login code. */
export function LoginRoute() {
  const { redirect } = useSearch({ strict: false });
  return <LoginPage redirect={redirect} />;
}
