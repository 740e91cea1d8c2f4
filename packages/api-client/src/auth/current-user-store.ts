import { SESSION_HINT_COOKIE } from '@q/schemas/api/auth';
import type { User } from '@q/schemas/auth';
import { loadAuthSchemas } from './auth-schemas';

/**
 * The signed-in user kept in `localStorage` (docs/behaviour.md §3 "User"). The four apps share one
 * origin, hence one storage: signing in on the login page counts in every app.
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

/**
 * The stored user; invalid data (bad JSON, wrong shape) is removed silently (docs/behaviour.md §8).
 */
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

/**
 * Whether the browser holds the session hint the server sets beside the session cookie (see
 * `SESSION_HINT_COOKIE`): without it and without a stored user, nobody is signed in here.
 */
export function hasSessionHint(): boolean {
  try {
    return document.cookie
      .split(';')
      .some((pair) => pair.trim().startsWith(`${SESSION_HINT_COOKIE}=`));
  } catch {
    return false;
  }
}

function forgetSessionHint(): void {
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: a plain cookie the server set for the page to read and clear
    document.cookie = `${SESSION_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  } catch {
    // No cookies here: nothing to forget.
  }
}

/**
 * Makes storage agree with the session's user, as the server just told it, without telling the
 * page (which shows that user already): stores it, or forgets the stored user and the hint.
 */
export function agreeWithSession(user: User | null): void {
  if (user === null) {
    removeStoredUser();
    forgetSessionHint();
    return;
  }
  const text = JSON.stringify(user);
  try {
    if (localStorage.getItem(CURRENT_USER_STORAGE_KEY) !== text) {
      localStorage.setItem(CURRENT_USER_STORAGE_KEY, text);
    }
  } catch {
    // Not persisted: this page still knows the user.
  }
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
  forgetSessionHint();
  publish(null);
}
