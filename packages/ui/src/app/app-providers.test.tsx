import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../toast';
import { AppProviders, mountApp } from './app-providers';

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

    await act(async () => {
      mountApp({ router: routerWithLoader(loader) });
      // Synchronously, before React has rendered anything or read the stored user.
      await Promise.resolve();
      expect(root.childElementCount).toBe(0);
      expect(loader).toHaveBeenCalledTimes(1);
    });

    expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
  });
});

describe('AppProviders toasts', () => {
  it('load the toaster only once the page is idle', async () => {
    render(
      <AppProviders>
        <p>Page</p>
      </AppProviders>,
    );
    expect(screen.queryByRole('region', { name: /Notifications/ })).toBeNull();
    expect(
      await screen.findByRole('region', { name: /Notifications/ }, { timeout: 3000 }),
    ).toBeInTheDocument();
  });

  it('show a toast sent before then', async () => {
    render(
      <AppProviders>
        <p>Page</p>
      </AppProviders>,
    );
    act(() => {
      toast({ title: 'Saved early' });
    });
    expect(await screen.findByText('Saved early')).toBeInTheDocument();
  });
});
