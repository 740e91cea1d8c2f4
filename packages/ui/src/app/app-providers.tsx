import { AuthProvider, useAuth } from '@q/api-client';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type AnyRouter, RouterProvider } from '@tanstack/react-router';
import { lazy, type ReactNode, StrictMode, Suspense, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Spinner } from '../spinner';
import { QThemeProvider } from '../theme';
import { isToasterLoaded, preloadToaster } from '../toast/load-toaster';
import { useToast } from '../toast/toast-store';

// Toasts only ever follow an action, so their code loads once the page is idle (or at the first
// toast, if one comes sooner), not in the race to show the page.
const Toaster = lazy(() => preloadToaster().then(({ Toaster }) => ({ default: Toaster })));

/**
 * The toaster, mounted once the browser is idle after the start, or at the first toast; at once
 * when its code is already loaded (a second mount of the providers, as in Storybook).
 */
function DeferredToaster() {
  const { toasts } = useToast();
  const [isIdle, setIsIdle] = useState(isToasterLoaded);
  useEffect(() => (isIdle ? undefined : whenIdle(() => setIsIdle(true))), [isIdle]);
  if (!isIdle && toasts.length === 0) return null;
  return (
    <Suspense>
      <Toaster />
    </Suspense>
  );
}

/** Runs `callback` when the browser is idle (at the latest after 2 s); returns a canceller. */
function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(callback, 500);
  return () => window.clearTimeout(timer);
}

export interface AppProvidersProps {
  /**
   * The data layer, for apps that fetch from their first render. An app of fixed pages leaves it
   * out, so TanStack Query's client stays out of its initial JavaScript; a page of it that does
   * fetch provides its own client.
   */
  queryClient?: QueryClient;
  children: ReactNode;
}

/** What every page runs inside: theme, data (TanStack Query), the auth context and toasts. */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  const withAuth = <AuthProvider>{children}</AuthProvider>;
  return (
    <QThemeProvider>
      {queryClient ? (
        <QueryClientProvider client={queryClient}>{withAuth}</QueryClientProvider>
      ) : (
        withAuth
      )}
      <DeferredToaster />
    </QThemeProvider>
  );
}

/** Pages differ by who is signed in (settings, 404 vs landing), so they wait until that is known. */
function AuthReadyRouter({ router }: { router: AnyRouter }) {
  const { isLoading } = useAuth();
  if (isLoading) return <Spinner label="Loading" />;
  return <RouterProvider router={router} />;
}

/** Starts an app: renders its router, inside the shared providers, into `#root`. */
export function mountApp({
  router,
  queryClient,
}: {
  router: AnyRouter;
  queryClient?: QueryClient;
}) {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  // The first render waits for the stored user; the current page's code and data need not.
  const { pathname, search, hash } = router.latestLocation;
  void router.preloadRoute({ to: pathname, search, hash });
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <AuthReadyRouter router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
