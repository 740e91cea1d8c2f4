import { readSessionUser, useAuth } from '@q/api-client';
import type { PageRequest } from '@q/schemas/server-render';
import { SERVER_STATE_ELEMENT_ID } from '@q/schemas/server-render';
import { TEST_MANAGER } from '@q/schemas/testing/users';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createThingRouteTree,
  THING_PATH,
  THING_URL,
  type Thing,
} from '../test/server-rendered-app';
import { mountApp } from './app-providers';
import { createAppQueryClient } from './query-client';
import { renderPage } from './render-to-html';

// mountApp's own read of the session's user, which a test can make fail; the auth context's is
// not this one.
vi.mock('@q/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@q/api-client')>();
  return { ...actual, readSessionUser: vi.fn(actual.readSessionUser) };
});

// The app a test mounted, unmounted after it; before the DOM it was mounted in goes.
let mountedApp: ReturnType<typeof mountApp> | undefined;

afterEach(() => {
  act(() => mountedApp?.unmount());
  mountedApp = undefined;
  localStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: the hint cookie a test set, as a browser keeps it
  document.cookie = 'q_signed_in=; Path=/; Max-Age=0';
  document.getElementById('root')?.remove();
  document.getElementById(SERVER_STATE_ELEMENT_ID)?.remove();
  for (const style of document.head.querySelectorAll('style[data-styled]')) style.remove();
});

function routerWithLoader(loader: () => void) {
  const rootRoute = createRootRoute();
  const pageRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/page',
    loader,
    component: function Page() {
      const { user } = useAuth();
      return <h1>The page for {user?.name ?? 'a visitor'}</h1>;
    },
  });
  return createRouter({
    routeTree: rootRoute.addChildren([pageRoute]),
    history: createMemoryHistory({ initialEntries: ['/page'] }),
  });
}

/** Every text `root` showed, one entry per change of its content. */
function recordTexts(root: HTMLElement): string[] {
  const texts: string[] = [];
  const observer = new MutationObserver(() => texts.push(root.textContent ?? ''));
  observer.observe(root, { childList: true, subtree: true, characterData: true });
  return texts;
}

describe('mountApp without server markup', () => {
  function mountRoot(): HTMLElement {
    const root = document.createElement('div');
    root.id = 'root';
    document.body.append(root);
    return root;
  }

  it('renders the page, for the stored user, in its first render: never a spinner before it', async () => {
    localStorage.setItem('currentUser', JSON.stringify(TEST_MANAGER));
    const fetchMock = vi
      .mocked(fetch)
      .mockImplementation(async () => Response.json({ user: TEST_MANAGER }));
    const root = mountRoot();
    const texts = recordTexts(root);
    // The route's loader runs before anything is rendered.
    const renderedAtLoad: number[] = [];
    const loader = vi.fn(() => {
      renderedAtLoad.push(root.childElementCount);
    });

    mountedApp = mountApp({ router: routerWithLoader(loader) });

    expect(await screen.findByRole('heading', { name: 'The page for Ada' })).toBeInTheDocument();
    expect(renderedAtLoad).toEqual([0]);
    expect(texts[0]).toBe('The page for Ada');
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
    // Shown from the first render, the stored user is still confirmed with the server.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/auth/me', expect.anything()));
  });

  it("still renders the page when the session's user cannot be read before it", async () => {
    localStorage.setItem('currentUser', JSON.stringify(TEST_MANAGER));
    vi.mocked(fetch).mockImplementation(async () => Response.json({ user: TEST_MANAGER }));
    vi.mocked(readSessionUser).mockRejectedValueOnce(new Error('The auth schemas did not load'));
    mountRoot();

    mountedApp = mountApp({ router: routerWithLoader(() => {}) });

    // The auth context reads the stored user itself, as without the head start.
    expect(await screen.findByRole('heading', { name: 'The page for Ada' })).toBeInTheDocument();
  });

  it('shows a toast carried over from the page before while the page is still loading', async () => {
    sessionStorage.setItem(
      'carriedToast',
      JSON.stringify({ title: 'Login successful', closesAt: Date.now() + 4000 }),
    );
    const root = mountRoot();
    // The route's loader never finishes: the page is never rendered.
    const loader = () => new Promise<void>(() => {});

    mountedApp = mountApp({ router: routerWithLoader(loader) });

    const notifications = await screen.findByRole('region', { name: /Notifications/ });
    expect(await within(notifications).findByText('Login successful')).toBeVisible();
    expect(root).toBeEmptyDOMElement();
  });

  it('never shows a stored user whose session has ended: the first render is for a visitor', async () => {
    localStorage.setItem('currentUser', JSON.stringify(TEST_MANAGER));
    vi.mocked(fetch).mockImplementation(async () =>
      Response.json({ message: 'Not signed in' }, { status: 401 }),
    );
    const root = mountRoot();
    const texts = recordTexts(root);

    mountedApp = mountApp({ router: routerWithLoader(() => {}) });

    expect(
      await screen.findByRole('heading', { name: 'The page for a visitor' }),
    ).toBeInTheDocument();
    expect(texts.some((text) => text.includes('Ada'))).toBe(false);
    // Removed by an effect of the render, which may run after the render shows.
    await waitFor(() => expect(localStorage.getItem('currentUser')).toBeNull());
  });

  it('renders the page for the session of a browser that stored nobody, and stores it', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the hint cookie the server sets, as a browser keeps it
    document.cookie = 'q_signed_in=1; Path=/';
    vi.mocked(fetch).mockImplementation(async () => Response.json({ user: TEST_MANAGER }));
    const root = mountRoot();
    const texts = recordTexts(root);

    mountedApp = mountApp({ router: routerWithLoader(() => {}) });

    expect(await screen.findByRole('heading', { name: 'The page for Ada' })).toBeInTheDocument();
    expect(texts[0]).toBe('The page for Ada');
    // Stored by an effect of the render, which may run after the render shows.
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('currentUser') ?? 'null')).toEqual(TEST_MANAGER),
    );
  });

  it('renders the page for a visitor at once when no user is stored', async () => {
    const root = mountRoot();
    const texts = recordTexts(root);

    mountedApp = mountApp({ router: routerWithLoader(() => {}) });

    expect(
      await screen.findByRole('heading', { name: 'The page for a visitor' }),
    ).toBeInTheDocument();
    expect(texts[0]).toBe('The page for a visitor');
  });
});

describe('AppProviders toasts', () => {
  // The browser's idle signal, in the test's hands; each test gets fresh modules, so the toaster's
  // code is not yet loaded unless the test loads it.
  let becomeIdle: (() => void) | undefined;
  beforeEach(() => {
    vi.resetModules();
    becomeIdle = undefined;
    vi.stubGlobal(
      'requestIdleCallback',
      vi.fn((callback: () => void) => {
        becomeIdle = callback;
        return 1;
      }),
    );
    vi.stubGlobal('cancelIdleCallback', vi.fn());
  });
  // The stubs are restored after each test's cleanup (unstubGlobals), which still cancels the
  // idle callback.

  async function renderProviders() {
    const { AppProviders } = await import('./app-providers');
    render(
      <AppProviders>
        <p>Page</p>
      </AppProviders>,
    );
  }

  it('load the toaster only once the page is idle', async () => {
    await renderProviders();
    expect(screen.queryByRole('region', { name: /Notifications/ })).toBeNull();
    // The idle wait itself starts only after the settling delay.
    expect(becomeIdle).toBeUndefined();
    await vi.waitFor(() => expect(becomeIdle).toBeTypeOf('function'), { timeout: 5000 });
    expect(screen.queryByRole('region', { name: /Notifications/ })).toBeNull();
    act(() => becomeIdle?.());
    expect(await screen.findByRole('region', { name: /Notifications/ })).toBeInTheDocument();
  });

  it('show a toast sent before then', async () => {
    await renderProviders();
    const { toast } = await import('../toast');
    act(() => {
      toast({ title: 'Saved early' });
    });
    expect(await screen.findByText('Saved early')).toBeInTheDocument();
    expect(becomeIdle).toBeUndefined();
  });

  it('show the toast the page before carried over, without waiting for the page to settle', async () => {
    const { CARRIED_TOAST_STORAGE_KEY } = await import('../toast/carried-toast');
    sessionStorage.setItem(
      CARRIED_TOAST_STORAGE_KEY,
      JSON.stringify({
        title: 'Login successful',
        description: 'Welcome to your workspace!',
        closesAt: Date.now() + 4000,
      }),
    );
    await renderProviders();
    const notifications = await screen.findByRole('region', { name: /Notifications/ });
    expect(await within(notifications).findByText('Login successful')).toBeInTheDocument();
    expect(sessionStorage.getItem(CARRIED_TOAST_STORAGE_KEY)).toBeNull();
    expect(becomeIdle).toBeUndefined();
  });

  it('mount the toaster without waiting when its code is already loaded', async () => {
    const { preloadToaster } = await import('../toast/load-toaster');
    await preloadToaster();
    await renderProviders();
    expect(await screen.findByRole('region', { name: /Notifications/ })).toBeInTheDocument();
    expect(becomeIdle).toBeUndefined();
  });

  it('mount the toaster as soon as a page loads its code ahead', async () => {
    await renderProviders();
    expect(screen.queryByRole('region', { name: /Notifications/ })).toBeNull();
    const { preloadToaster } = await import('../toast/load-toaster');
    await act(async () => {
      await preloadToaster();
    });
    expect(await screen.findByRole('region', { name: /Notifications/ })).toBeInTheDocument();
    expect(becomeIdle).toBeUndefined();
  });
});

describe('mountApp on a page the server rendered', () => {
  const THING: Thing = { title: 'The seeded thing' };

  /**
   * Renders the thing app's page for `request` as the server does and lays the page out as the
   * API server sends it: the styles in <head>, the markup in #root, the state in its element.
   */
  async function serveThingPage(request: PageRequest): Promise<HTMLElement> {
    const page = await renderPage(request, (server) => ({
      router: createRouter({ routeTree: createThingRouteTree(), ...server }),
      queryClient: createAppQueryClient(),
    }));
    document.head.insertAdjacentHTML('beforeend', page.styles);
    const root = document.createElement('div');
    root.id = 'root';
    root.innerHTML = page.html;
    const state = document.createElement('script');
    state.type = 'application/json';
    state.id = SERVER_STATE_ELEMENT_ID;
    state.textContent = page.state;
    document.body.append(root, state);
    return root;
  }

  /** The app as the browser entry builds it, at the same URL. */
  function browserThingApp() {
    const queryClient = createAppQueryClient();
    const router = createRouter({
      routeTree: createThingRouteTree(),
      history: createMemoryHistory({ initialEntries: [THING_URL] }),
    });
    return { router, queryClient };
  }

  /**
   * Collects what React reports while taking the markup over (mismatches, recoverable errors):
   * on the console, or as errors on the window.
   */
  function watchForErrors() {
    const consoleErrors: unknown[][] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      // React's server renderer marks each context it provided as its own and leaves the mark
      // when done; the browser renderer then warns on every provider. Only a test renders both
      // in one process, so this warning says nothing about the page.
      if (String(args[0]).startsWith('Detected multiple renderers concurrently rendering')) return;
      consoleErrors.push(args);
    });
    const windowErrors: unknown[] = [];
    const onError = (event: ErrorEvent) => windowErrors.push(event.error ?? event.message);
    window.addEventListener('error', onError);
    return {
      expectNone() {
        window.removeEventListener('error', onError);
        expect(consoleErrors).toEqual([]);
        expect(windowErrors).toEqual([]);
      },
    };
  }

  it('takes over the server markup as it is, with its answers and no request', async () => {
    const fetchMock = vi.mocked(fetch);
    await serveThingPage({ url: THING_URL, user: null, answers: { [THING_PATH]: THING } });
    const serverHeading = screen.getByRole('heading', { name: 'The seeded thing' });
    const serverButton = screen.getByRole('button', { name: 'Clicked 0 times' });
    const errors = watchForErrors();
    const app = browserThingApp();

    await act(async () => {
      mountedApp = mountApp(app);
    });
    await waitFor(() => expect(serverButton).toBeEnabled());

    expect(screen.getByRole('heading', { name: 'The seeded thing' })).toBe(serverHeading);
    expect(screen.getByRole('button', { name: 'Clicked 0 times' })).toBe(serverButton);
    expect(screen.getAllByRole('listitem')).not.toHaveLength(0);
    expect(app.queryClient.getQueryData([THING_PATH])).toEqual(THING);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.getElementById(SERVER_STATE_ELEMENT_ID)).toBeNull();
    errors.expectNone();
  });

  it('answers clicks once it has taken the markup over', async () => {
    await serveThingPage({ url: THING_URL, user: null, answers: { [THING_PATH]: THING } });
    const button = screen.getByRole('button', { name: 'Clicked 0 times' });
    const errors = watchForErrors();
    const user = userEvent.setup();

    await act(async () => {
      mountedApp = mountApp(browserThingApp());
    });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);

    expect(button).toHaveAccessibleName('Clicked 1 times');
    errors.expectNone();
  });

  it("takes over for the session's user though nothing is stored, and stores it", async () => {
    const fetchMock = vi.mocked(fetch);
    await serveThingPage({ url: THING_URL, user: TEST_MANAGER, answers: { [THING_PATH]: THING } });
    const serverLine = screen.getByText('Signed in as Ada');
    const button = screen.getByRole('button', { name: 'Clicked 0 times' });
    const errors = watchForErrors();

    await act(async () => {
      mountedApp = mountApp(browserThingApp());
    });
    await waitFor(() => expect(button).toBeEnabled());
    await act(async () => {});

    expect(screen.getByText('Signed in as Ada')).toBe(serverLine);
    expect(JSON.parse(localStorage.getItem('currentUser') ?? 'null')).toEqual(TEST_MANAGER);
    expect(fetchMock).not.toHaveBeenCalled();
    errors.expectNone();
  });

  it('forgets a stored user whose session has ended, never showing it', async () => {
    localStorage.setItem('currentUser', JSON.stringify(TEST_MANAGER));
    await serveThingPage({ url: THING_URL, user: null, answers: { [THING_PATH]: THING } });
    const root = document.getElementById('root') as HTMLElement;
    const texts = recordTexts(root);
    const button = screen.getByRole('button', { name: 'Clicked 0 times' });
    const errors = watchForErrors();

    await act(async () => {
      mountedApp = mountApp(browserThingApp());
    });
    await waitFor(() => expect(button).toBeEnabled());
    await act(async () => {});

    expect(screen.getByText('Not signed in')).toBeInTheDocument();
    expect(texts.some((text) => text.includes('Signed in as'))).toBe(false);
    expect(localStorage.getItem('currentUser')).toBeNull();
    errors.expectNone();
  });

  it('renders the page afresh when the server left no state to start from', async () => {
    const root = await serveThingPage({
      url: THING_URL,
      user: null,
      answers: { [THING_PATH]: THING },
    });
    document.getElementById(SERVER_STATE_ELEMENT_ID)?.remove();
    const serverHeading = screen.getByRole('heading', { name: 'The seeded thing' });
    const errors = watchForErrors();
    const fetchMock = vi.mocked(fetch).mockImplementation(
      async () =>
        new Response(JSON.stringify({ title: 'The fetched thing' }), {
          headers: { 'Content-Type': 'application/json' },
        }),
    );

    await act(async () => {
      mountedApp = mountApp(browserThingApp());
    });

    // Without the answers it was rendered with, the browser asks for them itself.
    expect(await screen.findByRole('heading', { name: 'The fetched thing' })).not.toBe(
      serverHeading,
    );
    expect(serverHeading).not.toBeInTheDocument();
    expect(root.querySelectorAll('h1')).toHaveLength(1);
    expect(fetchMock).toHaveBeenCalledWith(THING_PATH, expect.anything());
    errors.expectNone();
  });
});
