import { AuthProvider, createQueryClient, signOutLocally, useAuth } from '@q/api-client';
import { QThemeProvider, Spinner } from '@q/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { routeTree } from './routes/pages';

// Toasts are only ever shown after something happened, so their code loads after first render.
const Toaster = lazy(() => import('@q/ui/toaster').then(({ Toaster }) => ({ default: Toaster })));

const queryClient = createQueryClient({ onUnauthorized: signOutLocally });
const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

function App() {
  const { isLoading } = useAuth();
  // Pages differ by who is signed in (settings, 404 vs landing), so they wait until it is known.
  if (isLoading) return <Spinner label="Loading" />;
  return <RouterProvider router={router} />;
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <QThemeProvider>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <App />
        </AuthProvider>
      </QueryClientProvider>
      <Suspense>
        <Toaster />
      </Suspense>
    </QThemeProvider>
  </StrictMode>,
);
