import { AUTH_API } from '@q/schemas/api/auth';
import type { UpdateUserRequest, User } from '@q/schemas/auth';
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
import { fetchCurrentUser } from '../queries/auth';
import {
  CURRENT_USER_STORAGE_KEY,
  readStoredUser,
  signOutLocally,
  storeCurrentUser,
  subscribeToCurrentUser,
} from './current-user-store';

/** The auth state of SPEC §4, and the calls that change it. */
export interface AuthState {
  user: User | null;
  /** True until the stored user has been read, on start. */
  isLoading: boolean;
  isAuthenticated: boolean;
  /** Signs in by email; rejects with 'Failed to login' (the cause holds the API error). */
  login(email: string): Promise<User>;
  /** Ends the session (a failing call is ignored), forgets the user and empties the query cache. */
  logout(): Promise<void>;
  /** Updates the signed-in user's own record; rejects with 'Failed to update user'. */
  updateUser(patch: UpdateUserRequest): Promise<User>;
}

const AuthContext = createContext<AuthState | null>(null);

export interface AuthProviderProps {
  children: ReactNode;
  /** The client whose cache is emptied on sign-out; defaults to the one of `QueryClientProvider`. */
  queryClient?: QueryClient;
  /**
   * The user the server rendered the page for (its session's user, or null), when it did: the
   * first render shows the page as the server did, so it takes over the server's markup as it is.
   * The stored user is still read on start and wins where it differs.
   */
  initialUser?: User | null;
  /**
   * The stored user, when the caller read it before the first render (`readStoredUser`): the
   * first render shows the page for that user instead of waiting for it. Confirmed with the
   * server in the background, as always for a stored user. `initialUser` wins where both are given.
   */
  storedUser?: User | null;
}

function isSameUser(a: User, b: User): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function AuthProvider({
  children,
  queryClient,
  initialUser,
  storedUser,
}: AuthProviderProps) {
  const providedClient = useContext(QueryClientContext);
  const client = queryClient ?? providedClient;
  const isServerRendered = initialUser !== undefined;
  const firstUser = isServerRendered ? initialUser : (storedUser ?? null);
  const [user, setUser] = useState<User | null>(firstUser);
  const [isLoading, setIsLoading] = useState(!isServerRendered && storedUser === undefined);
  // The latest user, for callbacks that must not act on a state they did not start from.
  const userRef = useRef<User | null>(firstUser);
  // Read once, by the start-up effect: whether the server vouched for the user shown first.
  const isServerRenderedRef = useRef(isServerRendered);

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

    const verification = new AbortController();
    void readStoredUser().then((stored) => {
      if (!isActive) return;
      const shown = userRef.current;
      // The stored user may be shown already: the server's, or read before the first render.
      const isShown =
        stored === null ? shown === null : shown !== null && isSameUser(stored, shown);
      // The user the server rendered for, stored here too: its session was checked just now.
      const isConfirmed = isServerRenderedRef.current && stored !== null && isShown;
      if (!isShown) applyUser(stored);
      setIsLoading(false);
      const started = userRef.current;
      if (!started || isConfirmed) return;
      // The server session is the source of truth: confirm the stored user in the background.
      fetchCurrentUser(verification.signal).then(
        (serverUser) => {
          // A sign-in or sign-out since the start is newer than this answer.
          if (userRef.current !== started) return;
          if (serverUser === null) signOutLocally();
          else if (!isSameUser(serverUser, started)) storeCurrentUser(serverUser);
        },
        () => {
          // Offline or a failing server: keep the stored user; the next 401 signs out.
        },
      );
    });

    return () => {
      isActive = false;
      verification.abort();
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

  const logout = useCallback(async (): Promise<void> => {
    try {
      await endpointRequest(AUTH_API.logout);
    } catch {
      // Signing out locally matters more than telling a server that may be gone.
    }
    signOutLocally();
    client?.clear();
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
