import type { User } from '@q/schemas/auth';
import { loadAuthSchemas } from './auth-schemas';

/**
 * The signed-in user kept in `localStorage` (SPEC §3 "User"). The four apps share one origin,
 * hence one storage: signing in on the login page counts in every app.
 */
export const CURRENT_USER_STORAGE_KEY = 'currentUser';

type CurrentUserListener = (user: User | null) => void;

const listeners = new Set<CurrentUserListener>();

/** Calls `listener` whenever this page stores or clears the current user. */
export function subscribeToCurrentUser(listener: CurrentUserListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function publish(user: User | null): void {
  for (const listener of listeners) listener(user);
}

// Storage can be unavailable (disabled, quota, private modes): the in-page state then still works.
function removeStoredUser(): void {
  try {
    localStorage.removeItem(CURRENT_USER_STORAGE_KEY);
  } catch {
    // Nothing stored that could be removed.
  }
}

/** The stored user; invalid data (bad JSON, wrong shape) is removed silently (SPEC §8). */
export async function readStoredUser(): Promise<User | null> {
  let raw: string | null;
  try {
    raw = localStorage.getItem(CURRENT_USER_STORAGE_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    removeStoredUser();
    return null;
  }
  const { ZUser } = await loadAuthSchemas();
  const parsed = ZUser.safeParse(value);
  if (parsed.success) return parsed.data;
  removeStoredUser();
  return null;
}

export function storeCurrentUser(user: User): void {
  try {
    localStorage.setItem(CURRENT_USER_STORAGE_KEY, JSON.stringify(user));
  } catch {
    // Not persisted: this page still knows the user.
  }
  publish(user);
}

/**
 * Forgets the current user in this browser without calling the server: for when the server has
 * already ended the session (any 401). Wire it as the query client's `onUnauthorized`.
 */
export function signOutLocally(): void {
  removeStoredUser();
  publish(null);
}
