import { AuthProvider, useAuth } from '@q/api-client';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type AnyRouter, RouterProvider } from '@tanstack/react-router';
import { lazy, type ReactNode, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { Spinner } from '../spinner';
import { QThemeProvider } from '../theme';

// Toasts only ever follow an action, so their code loads after the first render.
const Toaster = lazy(() =>
  import('../toast/toaster').then(({ Toaster }) => ({ default: Toaster })),
);

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
      <Suspense>
        <Toaster />
      </Suspense>
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
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <AuthReadyRouter router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
