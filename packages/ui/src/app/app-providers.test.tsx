import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountApp } from './app-providers';

const SIGNED_IN_USER = {
  id: 2,
  name: 'Sarah Chen',
  email: 'sarah.chen@acme.example',
  role: 'manager',
  dashboard: 'aitchq',
};

afterEach(() => {
  localStorage.clear();
  document.getElementById('root')?.remove();
});

function routerWithLoader(loader: () => void) {
  const rootRoute = createRootRoute();
  const pageRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/page',
    loader,
    component: () => <h1>The page</h1>,
  });
  return createRouter({
    routeTree: rootRoute.addChildren([pageRoute]),
    history: createMemoryHistory({ initialEntries: ['/page'] }),
  });
}

describe('mountApp', () => {
  it('starts the current page loading before the stored user is known', async () => {
    localStorage.setItem('currentUser', JSON.stringify(SIGNED_IN_USER));
    const root = document.createElement('div');
    root.id = 'root';
    document.body.append(root);
    const loader = vi.fn();

    let app: ReturnType<typeof mountApp> | undefined;
    await act(async () => {
      app = mountApp({ router: routerWithLoader(loader) });
      // Synchronously, before React has rendered anything or read the stored user.
      await Promise.resolve();
      expect(root.childElementCount).toBe(0);
      expect(loader).toHaveBeenCalledTimes(1);
    });

    expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
    act(() => app?.unmount());
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
