import { SESSION_HINT_COOKIE } from '@q/schemas/api/auth';
import type { User } from '@q/schemas/auth';
import { TEST_EXECUTIVE, TEST_MANAGER } from '@q/schemas/testing/users';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../http';
import { createQueryClient } from '../query-client';
import {
  errorResponse,
  type FetchRoute,
  jsonResponse,
  networkFailure,
  stubFetch,
} from '../testing/fetch-stub';
import { AuthProvider, type AuthState, useAuth } from './auth-provider';
import { loadAuthSchemas } from './auth-schemas';
import {
  CURRENT_USER_STORAGE_KEY,
  hasSessionHint,
  readStoredUser,
  signOutLocally,
} from './current-user-store';
import { signOutEverywhere } from './sign-out-everywhere';

const ada = TEST_MANAGER;
const grace = TEST_EXECUTIVE;

const sessionOf =
  (user: User): FetchRoute =>
  () =>
    jsonResponse({ user });
const noSession = (): Response => errorResponse(401, '{"message":"Not signed in"}');

function storeUser(value: unknown): void {
  localStorage.setItem(
    CURRENT_USER_STORAGE_KEY,
    typeof value === 'string' ? value : JSON.stringify(value),
  );
}

/** The cookie the server sets beside the session cookie, as the browser keeps it. */
function setSessionHint(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the hint cookie the server sets, as a browser keeps it
  document.cookie = `${SESSION_HINT_COOKIE}=1; Path=/`;
}

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the hint cookie the server sets, as a browser keeps it
  document.cookie = `${SESSION_HINT_COOKIE}=; Path=/; Max-Age=0`;
});

function storedUser(): unknown {
  const raw = localStorage.getItem(CURRENT_USER_STORAGE_KEY);
  return raw === null ? null : JSON.parse(raw);
}

/**
 * Renders useAuth inside the providers of an app; `states` records every render's value.
 * `initialUser` is the session's user as the server told it (left out: not told).
 */
function renderAuth({
  client = createQueryClient({ onUnauthorized: signOutLocally }),
  initialUser,
}: {
  client?: QueryClient;
  initialUser?: User | null;
} = {}) {
  const states: AuthState[] = [];
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <AuthProvider initialUser={initialUser}>{children}</AuthProvider>
    </QueryClientProvider>
  );
  const rendered = renderHook(
    () => {
      const auth = useAuth();
      states.push(auth);
      return auth;
    },
    { wrapper },
  );
  return { ...rendered, client, states };
}

describe('AuthProvider start', () => {
  it('starts loading, then resolves unauthenticated without a stored user', async () => {
    const fetchMock = stubFetch({});
    const { result, states } = renderAuth();
    expect(states[0]).toMatchObject({ isLoading: true, user: null, isAuthenticated: false });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current).toMatchObject({ user: null, isAuthenticated: false });
    // Nothing to verify: no request for anonymous visitors.
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('authenticates a valid stored user', async () => {
    storeUser(ada);
    stubFetch({ 'GET /api/auth/me': sessionOf(ada) });
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current).toMatchObject({ user: ada, isAuthenticated: true });
  });

  it.each([
    ['corrupt JSON', '{"id":1,'],
    ['a wrong shape', { id: 'one', email: 'ada@example.com' }],
    ['an unknown role', { ...ada, role: 'admin' }],
    ['a JSON null', 'null'],
  ])('silently removes %s and stays unauthenticated', async (_case, value) => {
    storeUser(value);
    stubFetch({});
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current).toMatchObject({ user: null, isAuthenticated: false });
    expect(localStorage.getItem(CURRENT_USER_STORAGE_KEY)).toBeNull();
  });

  it('signs out locally when the server has no session for the stored user', async () => {
    storeUser(ada);
    stubFetch({ 'GET /api/auth/me': noSession });
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.user).toBeNull());
    expect(result.current.isAuthenticated).toBe(false);
    expect(storedUser()).toBeNull();
  });

  it('keeps the stored user when the server cannot be reached', async () => {
    storeUser(ada);
    const fetchMock = stubFetch({ 'GET /api/auth/me': networkFailure });
    const { result } = renderAuth();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await act(async () => {});
    expect(result.current.user).toEqual(ada);
    expect(storedUser()).toEqual(ada);
  });

  it("adopts the server's copy of the user when it differs", async () => {
    const renamed = { ...ada, name: 'Ada Lovelace' };
    storeUser(ada);
    stubFetch({ 'GET /api/auth/me': sessionOf(renamed) });
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.user).toEqual(renamed));
    expect(storedUser()).toEqual(renamed);
  });
});

/**
 * Waits until the provider's start-up has read the stored user and acted on it, up to the point
 * where it would ask the server. Each step takes the same path as the provider's (reading the
 * stored user, then the auth schemas the session check loads first) and so settles after it, as
 * the provider's started first.
 */
async function startUpSettled(): Promise<void> {
  await act(async () => {
    await readStoredUser();
    await loadAuthSchemas();
  });
}

describe('AuthProvider start on a page the server rendered', () => {
  it("shows the server's user from the first render and trusts it without asking again", async () => {
    storeUser(ada);
    const fetchMock = stubFetch({ 'GET /api/auth/me': sessionOf(ada) });
    const client = createQueryClient({ onUnauthorized: signOutLocally });
    client.setQueryData(['/api/employees'], [{ id: 1 }]);
    const { result, states } = renderAuth({ client, initialUser: ada });

    expect(states[0]).toMatchObject({ isLoading: false, isAuthenticated: true, user: ada });
    await startUpSettled();

    expect(result.current).toMatchObject({ isLoading: false, isAuthenticated: true, user: ada });
    // The server checked this session just now: no second check, and its answers stay.
    expect(fetchMock).not.toHaveBeenCalled();
    expect(client.getQueryData(['/api/employees'])).toEqual([{ id: 1 }]);
    expect(states.every((state) => state.user === ada && !state.isLoading)).toBe(true);
  });

  it("keeps the server's user over a different stored user, and stores it", async () => {
    storeUser(grace);
    const fetchMock = stubFetch({});
    const client = createQueryClient({ onUnauthorized: signOutLocally });
    client.setQueryData(['/api/employees'], [{ id: 1 }]);
    const { result, states } = renderAuth({ client, initialUser: ada });

    await startUpSettled();

    // The session decides: the page never switches to the stored user, nor empties its answers.
    expect(states.every((state) => state.user === ada && !state.isLoading)).toBe(true);
    expect(result.current.user).toBe(ada);
    expect(client.getQueryData(['/api/employees'])).toEqual([{ id: 1 }]);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(storedUser()).toEqual(ada);
  });

  it("stores the server's user when the browser has none (a session, nobody stored)", async () => {
    const fetchMock = stubFetch({});
    const { result, states } = renderAuth({ initialUser: ada });

    await startUpSettled();

    expect(states.every((state) => state.user === ada && !state.isLoading)).toBe(true);
    expect(result.current.isAuthenticated).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(storedUser()).toEqual(ada);
  });

  it('starts signed out without loading or a request when the server rendered for nobody', async () => {
    const fetchMock = stubFetch({});
    const { result, states } = renderAuth({ initialUser: null });

    expect(states[0]).toMatchObject({ isLoading: false, isAuthenticated: false, user: null });
    await startUpSettled();

    expect(result.current).toMatchObject({ isLoading: false, isAuthenticated: false, user: null });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('forgets a stored user whose session has ended, never showing it', async () => {
    storeUser(ada);
    setSessionHint();
    const fetchMock = stubFetch({});
    const { result, states } = renderAuth({ initialUser: null });

    await startUpSettled();

    expect(states.every((state) => state.user === null && !state.isLoading)).toBe(true);
    expect(result.current.isAuthenticated).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(storedUser()).toBeNull();
    expect(hasSessionHint()).toBe(false);
  });
});

describe('AuthProvider start without the session known', () => {
  it('adopts and stores the session of a browser with the session hint and nobody stored', async () => {
    setSessionHint();
    const fetchMock = stubFetch({ 'GET /api/auth/me': sessionOf(ada) });
    const { result, states } = renderAuth();

    await waitFor(() => expect(result.current.isLoading).toBe(false));

    expect(result.current).toMatchObject({ user: ada, isAuthenticated: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(storedUser()).toEqual(ada);
    // Nobody was shown as signed out while the answer was awaited.
    expect(states.filter((state) => !state.isLoading).every((state) => state.user)).toBe(true);
  });

  it('never shows a stored user before the server has confirmed its session', async () => {
    storeUser(ada);
    setSessionHint();
    stubFetch({ 'GET /api/auth/me': noSession });
    const { result, states } = renderAuth();

    await waitFor(() => expect(result.current.isLoading).toBe(false));

    expect(result.current).toMatchObject({ user: null, isAuthenticated: false });
    expect(states.some((state) => state.user !== null)).toBe(false);
    expect(storedUser()).toBeNull();
    expect(hasSessionHint()).toBe(false);
  });

  it('loads until the session is known, then shows the stored user the server confirmed', async () => {
    storeUser(ada);
    const fetchMock = stubFetch({ 'GET /api/auth/me': sessionOf(ada) });
    const { result, states } = renderAuth();

    await waitFor(() => expect(result.current.isLoading).toBe(false));

    expect(states[0]).toMatchObject({ isLoading: true, user: null });
    expect(states.filter((state) => !state.isLoading).map((state) => state.user)).toEqual(
      expect.arrayContaining([ada]),
    );
    expect(
      states.filter((state) => !state.isLoading).every((state) => state.user?.id === ada.id),
    ).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('login', () => {
  it('posts the email, stores the user and authenticates', async () => {
    const fetchMock = stubFetch({ 'POST /api/auth/login': sessionOf(ada) });
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.isLoading).toBe(false));

    let returned: User | undefined;
    await act(async () => {
      returned = await result.current.login('ada@example.com');
    });

    expect(returned).toEqual(ada);
    expect(result.current).toMatchObject({ user: ada, isAuthenticated: true });
    expect(storedUser()).toEqual(ada);
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({
      method: 'POST',
      credentials: 'include',
      body: '{"email":"ada@example.com"}',
    });
  });

  it("rejects with 'Failed to login' and stays signed out on a non-ok answer", async () => {
    stubFetch({ 'POST /api/auth/login': () => errorResponse(401, 'User not found') });
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.isLoading).toBe(false));

    let failure: unknown;
    await act(async () => {
      failure = await result.current.login('nobody@example.com').catch((error: unknown) => error);
    });

    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toBe('Failed to login');
    expect((failure as Error).cause).toEqual(new ApiError(401, 'User not found'));
    expect(result.current.isAuthenticated).toBe(false);
    expect(storedUser()).toBeNull();
  });

  it('wins over a session check still under way from the start', async () => {
    storeUser(ada);
    let answerMe: (response: Response) => void = () => {};
    stubFetch({
      'GET /api/auth/me': () => new Promise<Response>((resolve) => (answerMe = resolve)),
      'POST /api/auth/login': sessionOf(grace),
    });
    const { result } = renderAuth();
    // The session check of the start is under way.
    await waitFor(() =>
      expect(vi.mocked(fetch)).toHaveBeenCalledWith('/api/auth/me', expect.anything()),
    );

    await act(async () => {
      await result.current.login('grace@example.com');
    });
    await act(async () => answerMe(noSession()));

    expect(result.current.user).toEqual(grace);
    expect(storedUser()).toEqual(grace);
  });
});

describe('logout', () => {
  it('calls the server, clears storage, state and the query cache', async () => {
    storeUser(ada);
    const fetchMock = stubFetch({
      'GET /api/auth/me': sessionOf(ada),
      'POST /api/auth/logout': () => jsonResponse({ ok: true }),
    });
    const { result, client } = renderAuth();
    await waitFor(() => expect(result.current.isAuthenticated).toBe(true));
    client.setQueryData(['/api/employees'], [{ id: 1 }]);

    let next: string | undefined = 'not asked';
    await act(async () => {
      next = await result.current.logout();
    });

    // A session of the demo login: the server names no page, the home page will do.
    expect(next).toBeUndefined();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/logout',
      expect.objectContaining({ method: 'POST', credentials: 'include' }),
    );
    expect(result.current).toMatchObject({ user: null, isAuthenticated: false, isLoading: false });
    expect(storedUser()).toBeNull();
    expect(client.getQueryData(['/api/employees'])).toBeUndefined();
  });

  it('resolves with the page the server names, after signing out here', async () => {
    storeUser(ada);
    stubFetch({
      'GET /api/auth/me': sessionOf(ada),
      'POST /api/auth/logout': () => jsonResponse({ ok: true, next: '/login?signed-out=1' }),
    });
    const { result, client } = renderAuth();
    await waitFor(() => expect(result.current.isAuthenticated).toBe(true));
    client.setQueryData(['/api/employees'], [{ id: 1 }]);

    let next: string | undefined;
    await act(async () => {
      next = await result.current.logout();
    });

    expect(next).toBe('/login?signed-out=1');
    expect(result.current.user).toBeNull();
    expect(storedUser()).toBeNull();
    expect(client.getQueryData(['/api/employees'])).toBeUndefined();
  });

  it('signs out locally even when the server call fails', async () => {
    storeUser(ada);
    stubFetch({ 'GET /api/auth/me': sessionOf(ada), 'POST /api/auth/logout': networkFailure });
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.isAuthenticated).toBe(true));

    let next: string | undefined = 'not asked';
    await act(async () => {
      next = await result.current.logout();
    });

    expect(next).toBeUndefined();
    expect(result.current.user).toBeNull();
    expect(storedUser()).toBeNull();
  });
});

describe('signOutEverywhere', () => {
  it('ends every session on the server, then clears storage, state and the query cache', async () => {
    storeUser(ada);
    const fetchMock = stubFetch({
      'GET /api/auth/me': sessionOf(ada),
      'POST /api/auth/logout-everywhere': () => jsonResponse({ ok: true }),
    });
    const { result, client } = renderAuth();
    await waitFor(() => expect(result.current.isAuthenticated).toBe(true));
    client.setQueryData(['/api/employees'], [{ id: 1 }]);

    let next: string | undefined = 'not asked';
    await act(async () => {
      next = await signOutEverywhere(client);
    });

    expect(next).toBeUndefined();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/logout-everywhere',
      expect.objectContaining({ method: 'POST', credentials: 'include' }),
    );
    expect(result.current).toMatchObject({ user: null, isAuthenticated: false });
    expect(storedUser()).toBeNull();
    expect(client.getQueryData(['/api/employees'])).toBeUndefined();
  });

  it('resolves with the page the server names, after signing out here', async () => {
    storeUser(ada);
    stubFetch({
      'GET /api/auth/me': sessionOf(ada),
      'POST /api/auth/logout-everywhere': () =>
        jsonResponse({ ok: true, next: '/login?signed-out=1' }),
    });
    const { result, client } = renderAuth();
    await waitFor(() => expect(result.current.isAuthenticated).toBe(true));

    let next: string | undefined;
    await act(async () => {
      next = await signOutEverywhere(client);
    });

    expect(next).toBe('/login?signed-out=1');
    expect(result.current.user).toBeNull();
    expect(storedUser()).toBeNull();
  });

  it('rejects and keeps this session when the server did not confirm it', async () => {
    storeUser(ada);
    stubFetch({
      'GET /api/auth/me': sessionOf(ada),
      'POST /api/auth/logout-everywhere': networkFailure,
    });
    const { result, client } = renderAuth();
    await waitFor(() => expect(result.current.isAuthenticated).toBe(true));

    await expect(act(() => signOutEverywhere(client))).rejects.toThrow(
      'Failed to sign out everywhere',
    );

    expect(result.current.user).toEqual(ada);
    expect(storedUser()).toEqual(ada);
  });
});

describe('updateUser', () => {
  it('puts the patch to the own record, then stores and shows the answer', async () => {
    const updated: User = { ...ada, preferences: { defaultDashboard: 'eyeq' } };
    storeUser(ada);
    const fetchMock = stubFetch({
      'GET /api/auth/me': sessionOf(ada),
      'PUT /api/auth/user/1': () => jsonResponse(updated),
    });
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.isAuthenticated).toBe(true));

    let returned: User | undefined;
    await act(async () => {
      returned = await result.current.updateUser({ preferences: { defaultDashboard: 'eyeq' } });
    });

    expect(returned).toEqual(updated);
    expect(result.current.user).toEqual(updated);
    expect(storedUser()).toEqual(updated);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/user/1',
      expect.objectContaining({
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: '{"preferences":{"defaultDashboard":"eyeq"}}',
      }),
    );
  });

  it("rejects with 'Failed to update user' and keeps the user on a non-ok answer", async () => {
    storeUser(ada);
    stubFetch({
      'GET /api/auth/me': sessionOf(ada),
      'PUT /api/auth/user/1': () => errorResponse(400, 'name must not be empty'),
    });
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.isAuthenticated).toBe(true));

    await act(async () => {
      await expect(result.current.updateUser({ name: ' ' })).rejects.toThrow(
        'Failed to update user',
      );
    });

    expect(result.current.user).toEqual(ada);
    expect(storedUser()).toEqual(ada);
  });

  it('signs out when the session has ended (401)', async () => {
    storeUser(ada);
    stubFetch({ 'GET /api/auth/me': sessionOf(ada), 'PUT /api/auth/user/1': noSession });
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.isAuthenticated).toBe(true));

    await act(async () => {
      await expect(result.current.updateUser({ name: 'Ada L.' })).rejects.toThrow(
        'Failed to update user',
      );
    });

    expect(result.current.user).toBeNull();
    expect(storedUser()).toBeNull();
  });

  it("rejects with 'Failed to update user' when nobody is signed in", async () => {
    const fetchMock = stubFetch({});
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.isLoading).toBe(false));

    await expect(result.current.updateUser({ name: 'Ada' })).rejects.toThrow(
      'Failed to update user',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('signing out from elsewhere', () => {
  it('signs out on a 401 from any query when wired as onUnauthorized', async () => {
    storeUser(ada);
    stubFetch({
      'GET /api/auth/me': sessionOf(ada),
      'GET /api/employees': () => errorResponse(401, 'Unauthorized'),
    });
    const { result, client } = renderAuth();
    await waitFor(() => expect(result.current.isAuthenticated).toBe(true));

    await act(async () => {
      await client.fetchQuery({ queryKey: ['/api/employees'] }).catch(() => undefined);
    });

    expect(result.current.user).toBeNull();
    expect(storedUser()).toBeNull();
  });

  it('follows another tab signing in and out', async () => {
    stubFetch({});
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.isLoading).toBe(false));

    act(() => {
      storeUser(grace);
      window.dispatchEvent(new StorageEvent('storage', { key: CURRENT_USER_STORAGE_KEY }));
    });
    await waitFor(() =>
      expect(result.current).toMatchObject({ user: grace, isAuthenticated: true }),
    );

    act(() => {
      localStorage.removeItem(CURRENT_USER_STORAGE_KEY);
      window.dispatchEvent(new StorageEvent('storage', { key: CURRENT_USER_STORAGE_KEY }));
    });
    await waitFor(() =>
      expect(result.current).toMatchObject({ user: null, isAuthenticated: false }),
    );
  });

  it('ignores storage events for other keys', async () => {
    storeUser(ada);
    stubFetch({ 'GET /api/auth/me': sessionOf(ada) });
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.isAuthenticated).toBe(true));

    act(() => {
      localStorage.setItem('theme', 'dark');
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme' }));
    });
    expect(result.current.user).toEqual(ada);
  });
});

describe('useAuth', () => {
  it('fails loudly outside AuthProvider', () => {
    expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used inside <AuthProvider>');
  });
});
