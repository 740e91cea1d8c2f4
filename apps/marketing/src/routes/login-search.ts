import { parseRedirectParam } from '@q/api-client';
import type { Dashboard } from '@q/schemas/enums';

export interface LoginSearch {
  redirect: Dashboard | undefined;
}

/**
 * The search parameters of /login and /demo: `redirect` is kept only when it names a dashboard
 * (qube, aitchq, eyeq). Anything else, such as an outside address, becomes undefined, never
 * followed. The key is always present so that it overrides the unvalidated value the root route
 * passes down.
 */
export function validateLoginSearch(search: Record<string, unknown>): LoginSearch {
  return { redirect: parseRedirectParam(search.redirect) };
}
