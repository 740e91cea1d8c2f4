import type { User } from '@q/schemas/auth';
import { fetchCurrentUser } from '../queries/auth';
import { hasSessionHint, readStoredUser } from './current-user-store';

/**
 * The session's user, for a page rendered in the browser, before it shows anyone: the session
 * (the server) decides, not what this browser stored. Asks `/api/auth/me` when a user is stored
 * or the session hint says a session may exist; null without asking for a visitor with neither.
 * Undefined when the server could not tell (offline, a failing server): the caller then goes by
 * the stored user.
 */
export async function readSessionUser(signal?: AbortSignal): Promise<User | null | undefined> {
  const stored = await readStoredUser();
  if (stored === null && !hasSessionHint()) return null;
  try {
    return await fetchCurrentUser(signal);
  } catch {
    return undefined;
  }
}
