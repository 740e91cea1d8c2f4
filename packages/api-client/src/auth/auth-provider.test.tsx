import type { User } from '@q/schemas/auth';
import { TEST_EXECUTIVE, TEST_MANAGER } from '@q/schemas/testing/users';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
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
import { CURRENT_USER_STORAGE_KEY, readStoredUser, signOutLocally } from './current-user-store';

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

function storedUser(): unknown {
  const raw = localStorage.getItem(CURRENT_USER_STORAGE_KEY);
  return raw === null ? null : JSON.parse(raw);
}

/**
 * Renders useAuth inside the providers of an app; `states` records every render's value.
 * `initialUser` is the user a server rendered the page for (left out: no server render);
 * `storedUser` the stored user as read before the first render (left out: not read before).
 */
function renderAuth({
  client = createQueryClient({ onUnauthorized: signOutLocally }),
  initialUser,
  storedUser,
}: {
  client?: QueryClient;
  initialUser?: User | null;
  storedUser?: User | null;
} = {}) {
  const states: AuthState[] = [];
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <AuthProvider initialUser={initialUser} storedUser={storedUser}>
        {children}
      </AuthProvider>
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

  it('switches to a different stored user, clears the cache and verifies the stored user', async () => {
    storeUser(grace);
    const fetchMock = stubFetch({ 'GET /api/auth/me': sessionOf(grace) });
    const client = createQueryClient({ onUnauthorized: signOutLocally });
    client.setQueryData(['/api/employees'], [{ id: 1 }]);
    const { result, states } = renderAuth({ client, initialUser: ada });

    expect(states[0]).toMatchObject({ isLoading: false, isAuthenticated: true, user: ada });
    await waitFor(() =>
      expect(result.current).toMatchObject({
        isLoading: false,
        isAuthenticated: true,
        user: grace,
      }),
    );
    // Ada's answers must never show for Grace.
    expect(client.getQueryData(['/api/employees'])).toBeUndefined();
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/auth/me',
        expect.objectContaining({ credentials: 'include' }),
      ),
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(result.current.user).toEqual(grace);
    expect(storedUser()).toEqual(grace);
  });

  it.each([
    ['the server rendered for nobody', { initialUser: null }],
    ['nobody was stored, as read before the first render', { storedUser: null }],
  ] as const)('starts signed out without loading or a request when %s', async (_case, start) => {
    const fetchMock = stubFetch({});
    const { result, states } = renderAuth(start);

    expect(states[0]).toMatchObject({ isLoading: false, isAuthenticated: false, user: null });
    await startUpSettled();

    expect(result.current).toMatchObject({ isLoading: false, isAuthenticated: false, user: null });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('ends signed out when the browser has no stored user, even if the server rendered for one', async () => {
    const fetchMock = stubFetch({});
    const client = createQueryClient({ onUnauthorized: signOutLocally });
    client.setQueryData(['/api/employees'], [{ id: 1 }]);
    const { result, states } = renderAuth({ client, initialUser: ada });

    expect(states[0]).toMatchObject({ isLoading: false, isAuthenticated: true, user: ada });
    await waitFor(() =>
      expect(result.current).toMatchObject({
        isLoading: false,
        isAuthenticated: false,
        user: null,
      }),
    );
    expect(client.getQueryData(['/api/employees'])).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(storedUser()).toBeNull();
  });
});

describe('AuthProvider start with the stored user read before the first render', () => {
  it('shows it from the first render and still confirms it with the server', async () => {
    const renamed = { ...ada, name: 'Ada Lovelace' };
    storeUser(ada);
    const fetchMock = stubFetch({ 'GET /api/auth/me': sessionOf(renamed) });
    const { result, states } = renderAuth({ storedUser: ada });

    expect(states[0]).toMatchObject({ isLoading: false, isAuthenticated: true, user: ada });
    await waitFor(() => expect(result.current.user).toEqual(renamed));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(storedUser()).toEqual(renamed);
    expect(states.every((state) => !state.isLoading)).toBe(true);
  });

  it('signs out when the server has no session for it', async () => {
    storeUser(ada);
    stubFetch({ 'GET /api/auth/me': noSession });
    const { result, states } = renderAuth({ storedUser: ada });

    expect(states[0]).toMatchObject({ isAuthenticated: true, user: ada });
    await waitFor(() => expect(result.current.user).toBeNull());
    expect(storedUser()).toBeNull();
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
    await waitFor(() => expect(result.current.user).toEqual(ada));

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

    await act(() => result.current.logout());

    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/logout',
      expect.objectContaining({ method: 'POST', credentials: 'include' }),
    );
    expect(result.current).toMatchObject({ user: null, isAuthenticated: false, isLoading: false });
    expect(storedUser()).toBeNull();
    expect(client.getQueryData(['/api/employees'])).toBeUndefined();
  });

  it('signs out locally even when the server call fails', async () => {
    storeUser(ada);
    stubFetch({ 'GET /api/auth/me': sessionOf(ada), 'POST /api/auth/logout': networkFailure });
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.isAuthenticated).toBe(true));

    await act(() => result.current.logout());

    expect(result.current.user).toBeNull();
    expect(storedUser()).toBeNull();
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
