import { APPS, QUBE_PAGES } from '@q/schemas/apps';
import { jsonFetch, renderRoutes } from '@q/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routeTree } from './pages';

// With nothing connected, the People, OKRs and Finance pages' calls answer every figure null.
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    jsonFetch({
      '/api/executive/people': {
        state: 'sample',
        hris: null,
        ats: null,
        capacity: { totalHeadcount: null, openPositions: null, spanOfControl: null },
        hiring: {
          timeToFill: null,
          applicationsPerOpening: null,
          pipelineStages: null,
          offerAcceptanceRate: null,
          offersAnswered: null,
          sourcingChannels: null,
          notSynced: null,
        },
        attrition: { currentRate: null, leavers: null, averageHeadcount: null, since: null },
        leadership: {
          avgSpanOfControl: null,
          leadershipRatio: null,
          departments: null,
          suppressedDepartments: 0,
          minGroupSize: 5,
        },
      },
      '/api/executive/okrs': {
        state: 'sample',
        source: null,
        companyObjectives: null,
        functionalObjectives: null,
      },
      '/api/finance/figures': {
        provenance: {
          state: 'sample',
          provider: null,
          integrationId: null,
          syncedAt: null,
          lastAttemptAt: null,
          cause: null,
          missingFields: [],
          recordCount: null,
        },
        figures: null,
      },
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function renderAt(path: string) {
  const { router } = await renderRoutes(routeTree, { path });
  return router;
}

describe('the Qube routes', () => {
  it('has a route for each page of the manifest, and the sections list them all, in order', async () => {
    const router = await renderAt('/qube');
    const pages = Object.values(QUBE_PAGES);
    expect(Object.keys(router.routesByPath).sort()).toEqual(pages.map((page) => page.path).sort());
    expect(APPS.qube.paths).toEqual(pages.map((page) => page.path));
    const sections = await screen.findByRole('navigation', { name: 'Executive sections' });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual(pages.map((page) => [page.label, page.path]));
  });

  it.each([
    ['/qube', 'Executive Command Center'],
    ['/qube/okrs', 'OKRs'],
    ['/qube/people', 'People'],
    ['/qube/finance', 'Finance'],
    ['/qube/signals', 'AI Signals'],
  ])('%s shows its page', async (path, title) => {
    await renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const dashboards = screen.getByRole('navigation', { name: 'Dashboards' });
    expect(within(dashboards).getByRole('link', { name: 'aitchQ' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(within(dashboards).getByRole('link', { name: 'eyeQ' })).toHaveAttribute(
      'href',
      '/eyeq-dashboard',
    );
    expect(within(dashboards).getByRole('link', { name: 'Qube' })).toHaveAttribute('href', '/qube');
  });

  it.each([
    ['/qube', 7],
    ['/qube/okrs', 1],
    ['/qube/people', 4],
    ['/qube/finance', 4],
    ['/qube/signals', 1],
  ])('%s: each of its %i widgets says its figures are samples', async (path, count) => {
    const { container } = await renderRoutes(routeTree, { path });
    await screen.findByRole('heading', { level: 1 });
    // The People, OKRs and Finance pages draw their widgets once their call has answered.
    await vi.waitFor(() =>
      expect(container.querySelectorAll('[data-ui="widget"]')).toHaveLength(count),
    );
    const widgets = container.querySelectorAll('[data-ui="widget"]');
    for (const widget of widgets) {
      expect(within(widget as HTMLElement).getByText('Sample data')).toHaveAttribute(
        'data-provenance',
        'sample',
      );
    }
  });

  it('names the fiscal year of today on /qube/okrs', async () => {
    await renderAt('/qube/okrs');
    const fiscalYear = `FY${String(new Date().getFullYear() % 100).padStart(2, '0')}`;
    expect(
      await screen.findByRole('region', { name: `${fiscalYear} Company Objectives` }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(`${fiscalYear} objectives and key results, company-wide and by function.`),
    ).toBeInTheDocument();
  });

  it.each(['/qube/okrs', '/qube/people', '/qube/finance', '/qube/signals'])(
    '%s leads Back to Dashboard',
    async (path) => {
      const user = userEvent.setup();
      const router = await renderAt(path);
      await user.click(await screen.findByRole('link', { name: 'Back to Dashboard' }));
      expect(router.state.location.pathname).toBe('/qube');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Executive Command Center' }),
      ).toBeInTheDocument();
    },
  );

  it('opens /qube/finance from a KPI card', async () => {
    const user = userEvent.setup();
    const router = await renderAt('/qube');
    await user.click(await screen.findByRole('link', { name: /^Gross Margin/ }));
    expect(router.state.location.pathname).toBe('/qube/finance');
    expect(await screen.findByRole('heading', { level: 1, name: 'Finance' })).toBeInTheDocument();
  });

  it('reads the signal filters from the URL, unknown values falling back to All', async () => {
    await renderAt('/qube/signals?q=cloud&category=Weather&priority=Medium');
    expect(await screen.findByRole('searchbox', { name: 'Search' })).toHaveValue('cloud');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('All');
    expect(screen.getByRole('combobox', { name: 'Priority' })).toHaveValue('Medium');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 of 9 signals');
  });

  it('writes the filters to the URL, leaving out the defaults', async () => {
    const user = userEvent.setup();
    const router = await renderAt('/qube/signals');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Priority' }), 'High');
    expect(router.state.location.search).toEqual({ priority: 'High' });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'north');
    expect(router.state.location.search).toEqual({ q: 'north', priority: 'High' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Priority' }), 'All');
    expect(router.state.location.search).toEqual({ q: 'north' });
  });
});
