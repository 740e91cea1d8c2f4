import type { User } from '@q/schemas/auth';
import { jsonFetch, renderRoutes } from '@q/ui/testing';
import { act, cleanup, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { routeTree } from './pages';

const DEMO_USERS = [
  { id: 1, name: 'Alex Morgan', email: 'alex@acme.example', role: 'executive', dashboard: 'qube' },
  {
    id: 4,
    name: 'Jordan Lee',
    email: 'jordan@acme.example',
    role: 'individual_contributor',
    dashboard: 'eyeq',
  },
];

const MANAGER: User = {
  id: 2,
  email: 'sarah.chen@acme.example',
  name: 'Sarah Chen',
  role: 'manager',
  preferences: { defaultDashboard: 'aitchq' },
};

/**
 * The sample state: the demo login, and no identity provider. The login route keeps one query
 * client for the page's life, so every render here reads these; the login page's own tests cover
 * the identity provider's states.
 */
const SAMPLE_OPTIONS = { company: null, provider: null, demoLogin: true };

async function renderAt(path: string, { user }: { user?: User } = {}) {
  vi.stubGlobal(
    'fetch',
    jsonFetch({
      '/api/demo-users': DEMO_USERS,
      '/api/auth/me': { user: user ?? null },
      '/api/auth/sign-in-options': SAMPLE_OPTIONS,
    }),
  );
  const { router } = await renderRoutes(routeTree, { path, user });
  return router;
}

const TAGLINE = /signals become solutions/i;

describe('the marketing routes', () => {
  it.each([
    ['/', TAGLINE],
    ['/landing', TAGLINE],
    ['/qube-product', /qube/i],
    ['/aitchq-product', /aitchq/i],
    ['/eyeq-product', /eyeq/i],
    ['/pricing', /pricing/i],
    ['/login', /sign in/i],
    ['/demo', /sign in/i],
  ])('%s shows its page', async (path, heading) => {
    await renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('shows the landing page, cookie notice and all, at an unknown path when signed out', async () => {
    await renderAt('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: TAGLINE })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Cookie notice' })).toBeInTheDocument();
    expect(screen.queryByText('404 Page Not Found')).not.toBeInTheDocument();
  });

  it('shows the 404 page at an unknown path when signed in', async () => {
    await renderAt('/no-such-page', { user: MANAGER });
    expect(
      await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('highlights the account for a valid redirect', async () => {
    await renderAt('/login?redirect=eyeq');
    expect(await screen.findByRole('button', { name: /Jordan Lee/ })).toHaveTextContent(
      'Recommended',
    );
  });

  it('ignores a redirect that is not a dashboard', async () => {
    const router = await renderAt('/demo?redirect=https%3A%2F%2Fevil.example');
    await screen.findByRole('button', { name: /Jordan Lee/ });
    expect(screen.queryByText('Recommended')).not.toBeInTheDocument();
    expect(router.state.matches.at(-1)?.search).toMatchObject({ redirect: undefined });
  });

  it('says why a company sign-in was refused, and that the person signed out', async () => {
    await renderAt('/login?signin=no-groups');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You could not be signed in' +
        'Your identity provider did not say which groups you are in, so Q cannot tell what you may see; ask an admin.',
    );
    cleanup();

    await renderAt('/demo?signed-out=1');
    expect(await screen.findByText('You are signed out of Q.')).toBeVisible();
  });

  it('ignores sign-in parameters it does not know', async () => {
    await renderAt('/login?signin=%3Cscript%3E&signed-out=yes');
    await screen.findByRole('button', { name: /Jordan Lee/ });
    await act(async () => {
      await import('@q/schemas/sign-in');
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('You are signed out of Q.')).not.toBeInTheDocument();
  });
});
