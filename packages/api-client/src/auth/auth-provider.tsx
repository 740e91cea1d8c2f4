import { AUTH_API } from '@q/schemas/api/auth';
import type { LogoutResponse, UpdateUserRequest, User } from '@q/schemas/auth';
import { type QueryClient, QueryClientContext } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { endpointRequest } from '../endpoint';
import { isUnauthorizedError } from '../http';
import {
  agreeWithSession,
  CURRENT_USER_STORAGE_KEY,
  readStoredUser,
  signOutLocally,
  storeCurrentUser,
  subscribeToCurrentUser,
} from './current-user-store';
import { readSessionUser } from './session-user';

/** The auth state of docs/behaviour.md §4, and the calls that change it. */
export interface AuthState {
  user: User | null;
  /**
   * True, on start, until the session's user is known (given by the server with the page, or
   * asked for); nothing that depends on who is signed in should show until then.
   */
  isLoading: boolean;
  isAuthenticated: boolean;
  /** Signs in by email; rejects with 'Failed to login' (the cause holds the API error). */
  login(email: string): Promise<User>;
  /**
   * Ends the session (a failing call is ignored), forgets the user and empties the query cache.
   * Resolves with where the page goes next when the server names a page (`next`: a session made
   * through the company's identity provider goes to the login page, which offers the provider's
   * own sign-out); undefined otherwise, when the home page will do.
   */
  logout(): Promise<LogoutResponse['next']>;
  /** Updates the signed-in user's own record; rejects with 'Failed to update user'. */
  updateUser(patch: UpdateUserRequest): Promise<User>;
}

const AuthContext = createContext<AuthState | null>(null);

export interface AuthProviderProps {
  children: ReactNode;
  /** The client whose cache is emptied on sign-out; defaults to the one of `QueryClientProvider`. */
  queryClient?: QueryClient;
  /**
   * The session's user (null: no session) as the server told it for this page: the user it
   * rendered the page for, or `/api/auth/me` asked before the first render (`readSessionUser`).
   * The session is the authority: this user shows from the first render, without loading, and
   * the stored user is made to agree with it. Left out, the provider asks itself and is loading
   * until it knows.
   */
  initialUser?: User | null;
}

export function AuthProvider({ children, queryClient, initialUser }: AuthProviderProps) {
  const providedClient = useContext(QueryClientContext);
  const client = queryClient ?? providedClient;
  const isSessionKnown = initialUser !== undefined;
  const firstUser = initialUser ?? null;
  const [user, setUser] = useState<User | null>(firstUser);
  // Until the session's user is known, nobody is shown: neither a stored user whose session may
  // have ended nor a visitor who may be signed in.
  const [isLoading, setIsLoading] = useState(!isSessionKnown);
  // The latest user, for callbacks that must not act on a state they did not start from.
  const userRef = useRef<User | null>(firstUser);
  // Read once, by the start-up effect: whether the session's user was given.
  const isSessionKnownRef = useRef(isSessionKnown);

  const applyUser = useCallback(
    (next: User | null) => {
      const previous = userRef.current;
      userRef.current = next;
      setUser(next);
      // One user's cached data must never show for another, or after signing out.
      if (previous && previous.id !== next?.id) client?.clear();
    },
    [client],
  );

  useEffect(() => {
    let isActive = true;
    const unsubscribe = subscribeToCurrentUser(applyUser);
    // Another tab of the same origin signed in or out.
    const onStorage = (event: StorageEvent) => {
      if (event.key === CURRENT_USER_STORAGE_KEY || event.key === null) {
        void readStoredUser().then((next) => {
          if (isActive) applyUser(next);
        });
      }
    };
    window.addEventListener('storage', onStorage);

    const check = new AbortController();
    if (isSessionKnownRef.current) {
      // The page shows the session's user already: storage follows it.
      agreeWithSession(userRef.current);
    } else {
      const sessionRead = readSessionUser(check.signal).catch(() => undefined);
      void sessionRead.then(async (sessionUser) => {
        if (!isActive) return;
        // A sign-in since the start is newer than this answer.
        if (userRef.current === null) {
          if (sessionUser === undefined) {
            // The server could not tell: go by the stored user; the next 401 signs out.
            applyUser(await readStoredUser().catch(() => null));
          } else {
            agreeWithSession(sessionUser);
            applyUser(sessionUser);
          }
        }
        if (isActive) setIsLoading(false);
      });
    }

    return () => {
      isActive = false;
      check.abort();
      unsubscribe();
      window.removeEventListener('storage', onStorage);
    };
  }, [applyUser]);

  const login = useCallback(async (email: string): Promise<User> => {
    let signedIn: User;
    try {
      ({ user: signedIn } = await endpointRequest(AUTH_API.login, { body: { email } }));
    } catch (error) {
      throw new Error('Failed to login', { cause: error });
    }
    storeCurrentUser(signedIn);
    return signedIn;
  }, []);

  const logout = useCallback(async (): Promise<LogoutResponse['next']> => {
    // Signing out locally matters more than telling a server that may be gone.
    const answer = await endpointRequest(AUTH_API.logout).catch(() => undefined);
    signOutLocally();
    client?.clear();
    return answer?.next;
  }, [client]);

  const updateUser = useCallback(async (patch: UpdateUserRequest): Promise<User> => {
    const current = userRef.current;
    if (!current) throw new Error('Failed to update user', { cause: new Error('Not signed in') });
    let updated: User;
    try {
      updated = await endpointRequest(AUTH_API.updateUser, {
        params: { id: current.id },
        body: patch,
      });
    } catch (error) {
      if (isUnauthorizedError(error)) signOutLocally();
      throw new Error('Failed to update user', { cause: error });
    }
    storeCurrentUser(updated);
    return updated;
  }, []);

  const value = useMemo<AuthState>(
    () => ({ user, isLoading, isAuthenticated: user !== null, login, logout, updateUser }),
    [user, isLoading, login, logout, updateUser],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside <AuthProvider>');
  return auth;
}
