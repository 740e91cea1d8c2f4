import { expectSampleDataBadge, renderPage } from '@q/ui/testing';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KPI_CARDS } from '../../data/overview';
import { KpiCards } from './kpi-cards';

const shownValues = () =>
  [...document.querySelectorAll('[data-ui="kpi-value"]')].map((value) => value.textContent);

function stubReducedMotion(isReduced: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: isReduced && query.includes('reduce'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('KpiCards', () => {
  it('shows the four KPIs as links to /qube/finance', async () => {
    stubReducedMotion(true);
    await renderPage(<KpiCards kpis={KPI_CARDS} />, { path: '/qube' });
    const links = await screen.findAllByRole('link');
    expect(links).toHaveLength(4);
    for (const link of links) expect(link).toHaveAttribute('href', '/qube/finance');
    expect(screen.getByRole('link', { name: /^Revenue YTD \$24\.8M/ })).toHaveTextContent(
      '+12.4%vs last period',
    );
    expect(screen.getByRole('link', { name: /^Gross Margin 72\.4%/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^NRR 118%/ })).toHaveTextContent(
      'Target 120% · 98% of target',
    );
    expect(screen.getByRole('link', { name: /^Active Risks 7/ })).toHaveTextContent(
      'Target at most 5',
    );
  });

  it('shows the final values at once under prefers-reduced-motion', async () => {
    stubReducedMotion(true);
    await renderPage(<KpiCards kpis={KPI_CARDS} />, { path: '/qube' });
    await screen.findAllByRole('link');
    expect(shownValues()).toEqual(['$24.8M', '72.4%', '118%', '7']);
  });

  it('stops counting at the final values when the cards are hovered or focused', async () => {
    stubReducedMotion(false);
    vi.useFakeTimers();
    await renderPage(<KpiCards kpis={KPI_CARDS} />, { path: '/qube' });
    expect(shownValues()).toEqual(['$0.0M', '0.0%', '0%', '0']);
    const [first] = screen.getAllByRole('link');
    act(() => first?.focus());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(shownValues()).toEqual(['$24.8M', '72.4%', '118%', '7']);
  });

  it('counts the values up from 0, starting after 100 ms', async () => {
    stubReducedMotion(false);
    vi.useFakeTimers();
    await renderPage(<KpiCards kpis={KPI_CARDS} />, { path: '/qube' });
    expect(shownValues()).toEqual(['$0.0M', '0.0%', '0%', '0']);

    await act(() => vi.advanceTimersByTimeAsync(99));
    expect(shownValues()).toEqual(['$0.0M', '0.0%', '0%', '0']);

    await act(() => vi.advanceTimersByTimeAsync(400));
    const [revenue = ''] = shownValues();
    const midway = Number(revenue.replace(/[$M]/g, ''));
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(24.8);

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(shownValues()).toEqual(['$24.8M', '72.4%', '118%', '7']);
  });

  it('names each link by its final value while the number counts', async () => {
    stubReducedMotion(false);
    vi.useFakeTimers();
    await renderPage(<KpiCards kpis={KPI_CARDS} />, { path: '/qube' });
    expect(screen.getByRole('link', { name: /^Revenue YTD \$24\.8M/ })).toBeInTheDocument();
  });

  it('says the four figures are samples, and what would feed them', async () => {
    await renderPage(<KpiCards kpis={KPI_CARDS} />, { path: '/qube' });
    expectSampleDataBadge(
      await screen.findByRole('region', { name: 'Key metrics' }),
      'your finance system and CRM',
    );
  });
});
