import { renderPage } from '@q/ui/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { dataSourcesAnswer, staleProvenance } from '../../lib/provenance-fixtures';
import { failure, never, stubServer } from '../../lib/test-server';
import { OkrsCard } from './okrs-card';

const OKR = { id: 1, title: 'Grow ARR 30%', type: 'company', progress: '72.5' };

describe('OkrsCard', () => {
  it('shows loading while Workday is asked', async () => {
    stubServer({ '/api/workday/okrs': never });
    await renderPage(<OkrsCard />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading OKRs');
  });

  it("shows Workday's OKRs with the Live badge", async () => {
    stubServer({ '/api/workday/okrs': [{ ...OKR, id: 'WD-9', type: 'functional' }] });
    await renderPage(<OkrsCard />);
    expect(await screen.findByText('Grow ARR 30%')).toBeInTheDocument();
    expect(screen.getByText('Live')).toBeInTheDocument();
    expect(screen.getByText('Functional')).toBeInTheDocument();
  });

  it('falls back to the stored OKRs when Workday answers nothing', async () => {
    stubServer({ '/api/workday/okrs': [], '/api/okrs': [OKR] });
    await renderPage(<OkrsCard />);
    expect(await screen.findByText('Grow ARR 30%')).toBeInTheDocument();
    expect(screen.getByText('Stored: service not configured')).toBeInTheDocument();
    expect(screen.getByText('73%')).toBeInTheDocument();
  });

  it('says when there are none', async () => {
    stubServer({ '/api/workday/okrs': [], '/api/okrs': [] });
    await renderPage(<OkrsCard />);
    expect(await screen.findByText('No OKRs available')).toBeInTheDocument();
  });

  it('says when the stored OKRs cannot be loaded', async () => {
    stubServer({ '/api/workday/okrs': [], '/api/okrs': failure() });
    await renderPage(<OkrsCard />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to load OKRs');
  });

  it('says a stale sync on the Live badge and leads to Settings', async () => {
    const now = new Date('2026-01-02T12:00:00.000Z');
    vi.useFakeTimers({ now, shouldAdvanceTime: true });
    try {
      stubServer({
        '/api/workday/okrs': [OKR],
        '/api/data-sources': dataSourcesAnswer({ okrs: staleProvenance(now) }),
      });
      await renderPage(<OkrsCard />);
      expect(
        await screen.findByRole('link', { name: 'Live · Stale · last sync failed 2 h ago' }),
      ).toHaveAttribute('href', '/settings');
    } finally {
      vi.useRealTimers();
    }
  });
});
