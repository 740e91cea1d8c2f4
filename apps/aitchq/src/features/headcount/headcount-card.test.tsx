import { renderPage } from '@q/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { dataSourcesAnswer, liveProvenance, staleProvenance } from '../../lib/provenance-fixtures';
import { failure, never, stubServer } from '../../lib/test-server';
import { HeadcountCard } from './headcount-card';

describe('HeadcountCard', () => {
  it('shows a loading placeholder', async () => {
    stubServer({ '/api/headcount-metrics': never });
    await renderPage(<HeadcountCard />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading headcount');
  });

  it('shows the counts, the capacity bar and the hint', async () => {
    stubServer({
      '/api/headcount-metrics': { hired: 4, open: 6, planned: 12, teamCapacity: '87.5' },
    });
    await renderPage(<HeadcountCard />);
    expect(await screen.findByText('Hired')).toBeInTheDocument();
    expect(screen.getByText('12')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Team Capacity' })).toHaveAttribute(
      'aria-valuenow',
      '87.5',
    );
    expect(screen.getByText('Open positions exceed current headcount')).toBeInTheDocument();
  });

  it('says when there are no figures', async () => {
    stubServer({ '/api/headcount-metrics': null });
    await renderPage(<HeadcountCard />);
    expect(await screen.findByText('No headcount data available')).toBeInTheDocument();
  });

  it('says when they cannot be loaded', async () => {
    stubServer({ '/api/headcount-metrics': failure() });
    await renderPage(<HeadcountCard />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to load headcount');
  });

  it('says the counts are live from the HRIS and how fresh they are', async () => {
    const now = new Date('2026-01-02T12:00:00.000Z');
    vi.useFakeTimers({ now, shouldAdvanceTime: true });
    try {
      stubServer({
        '/api/headcount-metrics': { hired: 4, open: 6, planned: 12, teamCapacity: '87.5' },
        '/api/data-sources': dataSourcesAnswer({ headcount: liveProvenance(now) }),
      });
      const { container } = await renderPage(<HeadcountCard />);
      await waitFor(() =>
        expect(container.querySelector('[data-ui="provenance"]')).toHaveTextContent(
          'Live · BambooHR · synced 4 min ago',
        ),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it("says 'Sample data' when no HRIS is connected", async () => {
    stubServer({
      '/api/headcount-metrics': { hired: 4, open: 6, planned: 12, teamCapacity: '87.5' },
      '/api/data-sources': dataSourcesAnswer(),
    });
    await renderPage(<HeadcountCard />);
    expect(await screen.findByText('Sample data')).toBeInTheDocument();
  });

  it('badges hired and openings apart when two sources give them', async () => {
    const now = new Date('2026-01-02T12:00:00.000Z');
    vi.useFakeTimers({ now, shouldAdvanceTime: true });
    try {
      stubServer({
        '/api/headcount-metrics': { hired: 60, open: 6, planned: 70, teamCapacity: '85.71' },
        '/api/data-sources': dataSourcesAnswer({
          headcount: liveProvenance(now),
          openings: { ...staleProvenance(now), provider: 'greenhouse', integrationId: 8 },
        }),
      });
      const { container } = await renderPage(<HeadcountCard />);
      await waitFor(() =>
        expect(container.querySelectorAll('[data-ui="provenance"]')).toHaveLength(2),
      );
      expect(screen.getByText('Hired:').parentElement).toHaveTextContent(
        'Hired: Live · BambooHR · synced 4 min ago',
      );
      expect(screen.getByText('Open and planned:').parentElement).toHaveTextContent(
        'Open and planned: Stale · last sync failed 2 h ago',
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows no sample figure, capacity or verdict beside a connected source', async () => {
    stubServer({
      '/api/headcount-metrics': { hired: 60, open: null, planned: null, teamCapacity: null },
      '/api/data-sources': dataSourcesAnswer({ headcount: liveProvenance(Date.now()) }),
    });
    await renderPage(<HeadcountCard />);
    expect(await screen.findByText('60')).toBeInTheDocument();
    expect(screen.getAllByText('not available')).toHaveLength(2);
    expect(
      screen.getByText('Open, planned and capacity need your ATS connected and enabled.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByText(/Hiring velocity|Open positions exceed/)).not.toBeInTheDocument();
  });
});
