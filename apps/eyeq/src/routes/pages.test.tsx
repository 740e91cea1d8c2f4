import { progressColor, theme } from '@q/ui';
import { renderRoutes } from '@q/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { routeTree } from './pages';

const renderAt = (path: string) => renderRoutes(routeTree, { path });

const CARDS = [
  'Personal Goals & Impact',
  "Today's Priority Tasks",
  'Strategy & Direction',
  'Wellness & Balance',
  'Career Progression',
  'Personalized Learning Path',
  'Team & Collaboration',
  'Resources & Support',
  'Quick Actions',
];

describe('the eyeQ routes', () => {
  it.each(['/eyeq', '/eyeq-dashboard'])('%s shows the whole dashboard', async (path) => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await renderAt(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Personal Dashboard' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Your personal workspace for growth and impact')).toBeInTheDocument();
    for (const name of CARDS) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    for (const name of ['Task Completion', 'Impact Score', 'Focus Score']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    for (const label of ['Day Streak', 'Goals Progress', 'Work-Life Balance']) {
      expect(screen.getByText(label)).toBeInTheDocument();
    }
    // The personal dashboard is fixed sample data: it makes no calls (docs/behaviour.md §7), and
    // each of its widgets (the eight cards with figures and the headline figures) says so.
    expect(fetch).not.toHaveBeenCalled();
    const widgets = document.querySelectorAll<HTMLElement>('[data-ui="widget"]');
    expect(widgets).toHaveLength(9);
    for (const widget of widgets) {
      expect(within(widget).getByText('Sample data')).toHaveAttribute('data-provenance', 'sample');
    }
  });

  it('leads home and to the other dashboards', async () => {
    await renderAt('/eyeq');
    const dashboards = await screen.findByRole('navigation', { name: 'Dashboards' });
    expect(within(dashboards).getByRole('link', { name: 'Qube' })).toHaveAttribute('href', '/qube');
    expect(within(dashboards).getByRole('link', { name: 'aitchQ' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(within(dashboards).getByRole('link', { name: 'eyeQ' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'eyeQ home' })).toHaveAttribute('href', '/');
  });

  it('colours every bar by the progress rule (80+ green, 60–79 orange, below 60 blue)', async () => {
    await renderAt('/eyeq-dashboard');
    await screen.findByRole('heading', { level: 1 });
    const bars = screen.getAllByRole('progressbar');
    expect(bars.length).toBeGreaterThanOrEqual(15);
    const tones = new Set<string>();
    for (const bar of bars) {
      const percent = Number.parseFloat(bar.getAttribute('aria-valuetext') ?? '');
      const tone = progressColor(percent);
      tones.add(tone);
      expect(bar.firstElementChild).toHaveStyle({
        backgroundColor: theme.colors.progress[tone],
      });
    }
    expect(tones).toEqual(new Set(['success', 'warning', 'info']));
  });
});
