import { createRoute } from '@tanstack/react-router';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../testing/render-page';
import { createPageFrameRoute } from './page-frame-route';

function Broken(): never {
  throw new Error('The page broke');
}

function treeOf() {
  const rootRoute = createPageFrameRoute({
    brand: 'eyeQ',
    dashboard: 'eyeq',
    renderCurrent: (props) => <a href="/eyeq-dashboard" {...props} />,
  });
  const home = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    component: () => <h1>Home</h1>,
  });
  const broken = createRoute({
    getParentRoute: () => rootRoute,
    path: '/broken',
    component: Broken,
  });
  return rootRoute.addChildren([home, broken]);
}

describe('createPageFrameRoute', () => {
  it('frames every page, and keeps a page that failed inside the frame', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderRoutes(treeOf(), { path: '/broken' });
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('alert'));
    expect(screen.getByRole('navigation', { name: 'Dashboards' })).toBeInTheDocument();
  });

  it('shows the page inside the frame', async () => {
    await renderRoutes(treeOf(), { path: '/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(
      screen.getByRole('heading', { name: 'Home' }),
    );
  });
});
