import { AuthProvider, readSessionUser, useAuth } from '@q/api-client';
import type { User } from '@q/schemas/auth';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type AnyRouter, RouterProvider } from '@tanstack/react-router';
import {
  lazy,
  type ReactNode,
  StrictMode,
  Suspense,
  startTransition,
  useEffect,
  useState,
} from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { Spinner } from '../spinner';
import { QThemeProvider } from '../theme';
import { theme } from '../theme/theme';
import { hasCarriedToast, showCarriedToast } from '../toast/carried-toast';
import { preloadToaster, whenToasterLoaded } from '../toast/load-toaster';
import { useToast } from '../toast/toast-store';
import { type ServerState, seedAnswers, takeServerState } from './server-state';

// Toasts only ever follow an action, so their code loads once the page has settled (or at the
// first toast, if one comes sooner), not in the race to show the page and what follows it.
const Toaster = lazy(() => preloadToaster().then(({ Toaster }) => ({ default: Toaster })));

/**
 * The toaster, mounted once the page has settled after the start, at the first toast (a toast
 * carried over from the page before is one), or as soon as a page loads its code ahead (the
 * login page, whose redirect follows its toast); right after the first render when its code is
 * already loaded (a second mount of the providers, as in Storybook). Never in the first render,
 * which must equal the server's.
 */
function DeferredToaster() {
  const { toasts } = useToast();
  const [shouldMount, setShouldMount] = useState(false);
  // The toast the page before left to this one (the login's, across its redirect), shown for
  // the rest of its time; after the first render, which must equal the server's.
  useEffect(() => {
    showCarriedToast();
  }, []);
  useEffect(() => {
    if (shouldMount) return;
    const mount = () => setShouldMount(true);
    const cancelSettled = whenSettled(mount);
    const cancelLoaded = whenToasterLoaded(mount);
    return () => {
      cancelSettled();
      cancelLoaded();
    };
  }, [shouldMount]);
  if (!shouldMount && toasts.length === 0) return null;
  return (
    <Suspense>
      <Toaster />
    </Suspense>
  );
}

/**
 * How long after the start the toaster's code waits before it loads. A page's first idle moment
 * comes right after its first paint, when the page is still asking for the code and data of what
 * follows (the manager dashboard's later sections): the toaster would take a connection from them.
 */
const TOASTER_LOAD_DELAY_MS = 1000;

/**
 * Runs `callback` once the page has settled: `TOASTER_LOAD_DELAY_MS` after the start, when the
 * browser is next idle (at the latest 2 s after that). Returns a canceller.
 */
function whenSettled(callback: () => void): () => void {
  let cancelIdle: (() => void) | undefined;
  const timer = window.setTimeout(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(callback, { timeout: 2000 });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      callback();
    }
  }, TOASTER_LOAD_DELAY_MS);
  return () => {
    window.clearTimeout(timer);
    cancelIdle?.();
  };
}

export interface AppProvidersProps {
  /**
   * The data layer, for apps that fetch from their first render. An app of fixed pages leaves it
   * out, so TanStack Query's client stays out of its initial JavaScript; a page of it that does
   * fetch provides its own client.
   */
  queryClient?: QueryClient;
  /**
   * The session's user as the server told it: the user it rendered the page for, or the answer
   * of `/api/auth/me` before the first render (see `AuthProvider`).
   */
  initialUser?: User | null;
  /**
   * Whether the toasts render in this tree (the default). `mountApp` renders them in a root of
   * their own instead (`mountToaster`), so that they need not wait until the page is taken over.
   */
  hasToaster?: boolean;
  children: ReactNode;
}

/** What every page runs inside: theme, data (TanStack Query), the auth context and toasts. */
export function AppProviders({
  queryClient,
  initialUser,
  hasToaster = true,
  children,
}: AppProvidersProps) {
  const withAuth = <AuthProvider initialUser={initialUser}>{children}</AuthProvider>;
  return (
    <QThemeProvider>
      {queryClient ? (
        <QueryClientProvider client={queryClient}>{withAuth}</QueryClientProvider>
      ) : (
        withAuth
      )}
      {hasToaster && <DeferredToaster />}
    </QThemeProvider>
  );
}

/** Pages differ by who is signed in (settings, 404 vs landing), so they wait until that is known. */
function AuthReadyRouter({ router }: { router: AnyRouter }) {
  const { isLoading } = useAuth();
  if (isLoading) return <Spinner label="Loading" />;
  return <RouterProvider router={router} />;
}

export interface AppRootProps {
  router: AnyRouter;
  queryClient?: QueryClient;
  /** The session's user, when the server told it (see `AppProviders`). */
  initialUser?: User | null;
}

/**
 * The whole of a page: its router inside the shared providers. The server renders the same. Its
 * toasts are not part of it: `mountApp` mounts them beside it (`mountToaster`).
 */
export function AppRoot({ router, queryClient, initialUser }: AppRootProps) {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient} initialUser={initialUser} hasToaster={false}>
        <AuthReadyRouter router={router} />
      </AppProviders>
    </StrictMode>
  );
}

/**
 * Mounts the toaster in a root of its own, after `#root`: it shows a toast (the one carried over
 * from the page before) as soon as the page's code runs, without waiting for the page to be
 * rendered or its server markup taken over — which, for a large page on a slow device, can take
 * longer than the toast has left. The page's global styles come with the page's own root.
 */
function mountToaster(): MountedApp {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <ThemeProvider theme={theme}>
        <DeferredToaster />
      </ThemeProvider>
    </StrictMode>,
  );
  return {
    unmount() {
      root.unmount();
      container.remove();
    },
  };
}

/**
 * Starts an app in `#root`: takes over the markup the server rendered (hydrates it, with the
 * answers and the user it was rendered with), or renders the page itself where there is none.
 * Returns the root.
 */
export function mountApp({
  router,
  queryClient,
}: {
  router: AnyRouter;
  queryClient?: QueryClient;
}) {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  // A toast carried over from the page before shows as soon as this page has started: its code
  // loads beside the page's rather than after it.
  if (hasCarriedToast()) void preloadToaster();
  const toaster = mountToaster();
  const serverState = takeServerState();
  const page =
    serverState && container.firstElementChild
      ? hydrateApp(container, { router, queryClient }, serverState)
      : renderApp(container, { router, queryClient });
  return {
    unmount() {
      page.unmount();
      toaster.unmount();
    },
  };
}

/** A mounted page's root, for the caller that unmounts it (tests). */
interface MountedApp {
  unmount(): void;
}

/**
 * Renders the page in the browser. Its route (code and loaders) and the session's user are both
 * ready before the first render, so that render is the page itself, for the right user: not a
 * spinner, then the router's own start, then the page in one long task that holds the main
 * thread after the first paint; nor a stored user whose session has ended, or a visitor's header
 * for a signed-in user. As a transition, that render yields to the browser every few
 * milliseconds.
 */
function renderApp(container: HTMLElement, { router, queryClient }: AppRootProps): MountedApp {
  let root: MountedApp | undefined;
  let isUnmounted = false;
  const routeLoaded = router.load().catch(() => {
    // The router keeps the error and shows it on its error page.
  });
  // Where the server could not tell (offline, or the auth code failed to load), the auth
  // context asks itself, showing the loading state until it knows.
  const sessionRead = readSessionUser().catch(() => undefined);
  void Promise.all([sessionRead, routeLoaded]).then(([sessionUser]) => {
    if (isUnmounted) return;
    const created = createRoot(container);
    root = created;
    startTransition(() => {
      created.render(
        <AppRoot router={router} queryClient={queryClient} initialUser={sessionUser} />,
      );
    });
  });
  return {
    unmount() {
      isUnmounted = true;
      root?.unmount();
    },
  };
}

function hydrateApp(
  container: HTMLElement,
  { router, queryClient }: AppRootProps,
  { user, answers }: ServerState,
): MountedApp {
  if (queryClient) seedAnswers(queryClient, answers);
  // The router renders as it did on the server (no suspense around the root match) once it knows
  // the page came from there; the route's code must be in before the markup is taken over.
  router.ssr = { manifest: undefined };
  let root: MountedApp | undefined;
  let isUnmounted = false;
  router.load().then(
    () => {
      if (isUnmounted) return;
      startTransition(() => {
        root = hydrateRoot(
          container,
          <AppRoot router={router} queryClient={queryClient} initialUser={user} />,
        );
      });
    },
    () => {
      // The page cannot be taken over as it is: it is rendered anew, as without the server.
      if (isUnmounted) return;
      router.ssr = undefined;
      root = renderApp(container, { router, queryClient });
    },
  );
  return {
    unmount() {
      isUnmounted = true;
      root?.unmount();
    },
  };
}
