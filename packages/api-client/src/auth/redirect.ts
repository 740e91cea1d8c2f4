import type { User } from '@q/schemas/auth';
import type { Dashboard, Role } from '@q/schemas/enums';

/**
 * The post-login redirect of docs/behaviour.md §4: where a user lands after signing in, and when.
 */

export const POST_LOGIN_REDIRECT_DELAY_MS = 500;

/** Where users go when neither the redirect parameter nor the user decides. */
export const FALLBACK_POST_LOGIN_PATH = '/dashboard';

const DASHBOARD_PATHS: Record<Dashboard, string> = {
  qube: '/qube',
  aitchq: '/dashboard',
  eyeq: '/eyeq-dashboard',
};

const ROLE_DASHBOARDS: Record<Role, Dashboard> = {
  executive: 'qube',
  manager: 'aitchq',
  individual_contributor: 'eyeq',
};

export function dashboardPath(dashboard: Dashboard): string {
  return DASHBOARD_PATHS[dashboard];
}

/** The `?redirect=` value as a dashboard; anything else (absent, unknown, not a string) is none. */
export function parseRedirectParam(value: unknown): Dashboard | undefined {
  // A plain lookup rather than the zod enum: this runs on every page, before zod is loaded.
  return typeof value === 'string' && Object.hasOwn(DASHBOARD_PATHS, value)
    ? (value as Dashboard)
    : undefined;
}

export interface PostLoginInput {
  redirect?: string | null;
  user?: Pick<User, 'role' | 'preferences'> | null;
}

/**
 * The path to open after login: a valid redirect parameter wins, then the user's default
 * dashboard, then their role; '/dashboard' when none decides.
 */
export function resolvePostLoginPath({ redirect, user }: PostLoginInput): string {
  const dashboard =
    parseRedirectParam(redirect) ??
    user?.preferences.defaultDashboard ??
    (user ? ROLE_DASHBOARDS[user.role] : undefined);
  return dashboard ? dashboardPath(dashboard) : FALLBACK_POST_LOGIN_PATH;
}
