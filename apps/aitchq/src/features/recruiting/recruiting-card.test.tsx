import { renderPage } from '@q/ui/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { dataSourcesAnswer, STALE_CAUSE, staleProvenance } from '../../lib/provenance-fixtures';
import { failure, never, stubServer } from '../../lib/test-server';
import { RecruitingCard } from './recruiting-card';

const ATS = {
  avgTimeToFill: 28,
  avgTimeToHire: 30,
  openPositions: [
    { title: 'Senior Frontend Engineer', description: 'Platform team', status: 'urgent' },
    { title: 'QA Engineer', description: 'Mobile', status: 'active' },
  ],
};

describe('RecruitingCard', () => {
  it('shows a loading placeholder', async () => {
    stubServer({ '/api/ats-insights': never });
    await renderPage(<RecruitingCard />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading recruiting insights');
  });

  it('shows the times with their benchmark hints and the open positions', async () => {
    stubServer({ '/api/ats-insights': ATS });
    await renderPage(<RecruitingCard />);
    expect(await screen.findByText('28 days')).toBeInTheDocument();
    expect(screen.getByText('Good (SaaS average 35 days)')).toBeInTheDocument();
    expect(screen.getByText(/tech average 28 days/)).toBeInTheDocument();
    expect(screen.getByText('Urgent')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
  });

  it('says when there are no figures', async () => {
    stubServer({ '/api/ats-insights': null });
    await renderPage(<RecruitingCard />);
    expect(await screen.findByText('No ATS insights available')).toBeInTheDocument();
  });

  it('says when they cannot be loaded', async () => {
    stubServer({ '/api/ats-insights': failure() });
    await renderPage(<RecruitingCard />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to load recruiting');
  });

  it('says the figures are stale, why, and where to fix it', async () => {
    const now = new Date('2026-01-02T12:00:00.000Z');
    vi.useFakeTimers({ now, shouldAdvanceTime: true });
    try {
      stubServer({
        '/api/ats-insights': ATS,
        '/api/data-sources': dataSourcesAnswer({ recruiting: staleProvenance(now) }),
      });
      await renderPage(<RecruitingCard />);
      const name = 'Stale · last sync failed 2 h ago';
      // The tooltip's code arrives a moment after the badge (Radix then marks the link).
      await waitFor(() =>
        expect(screen.getByRole('link', { name })).toHaveAttribute('data-state', 'closed'),
      );
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', '/settings');
      act(() => link.focus());
      expect(await screen.findByRole('tooltip')).toHaveTextContent(STALE_CAUSE);
      expect(screen.getByText('28 days')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows no average, and no verdict, where the ATS has nothing to average', async () => {
    stubServer({
      '/api/ats-insights': { avgTimeToFill: null, avgTimeToHire: 12, openPositions: [] },
    });
    await renderPage(<RecruitingCard />);
    expect(await screen.findByText('No filled openings yet')).toBeInTheDocument();
    expect(screen.getByText('12 days')).toBeInTheDocument();
    expect(screen.queryByText(/0 days/)).not.toBeInTheDocument();
    expect(screen.getAllByText('not available')).toHaveLength(1);
  });
});
