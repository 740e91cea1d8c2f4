import { renderPage } from '@q/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { dataSourcesAnswer, liveProvenance } from '../../lib/provenance-fixtures';
import { failure, never, stubServer } from '../../lib/test-server';
import { LIVE_GOAL, STORED_GOAL } from './goal-fixtures';
import { SmartGoalsCard } from './smart-goals-card';

describe('SmartGoalsCard', () => {
  it('shows loading while Workday is asked', async () => {
    stubServer({ '/api/workday/goals': never });
    await renderPage(<SmartGoalsCard />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading SMART goals');
    expect(screen.getByText('Checking source…')).toBeInTheDocument();
  });

  it("shows Workday's goals with the Live badge and never asks the stored source", async () => {
    const fetchMock = stubServer({ '/api/workday/goals': [LIVE_GOAL] });
    await renderPage(<SmartGoalsCard />);
    expect(await screen.findByText('Cut p95 latency')).toBeInTheDocument();
    expect(screen.getByText('Live')).toBeInTheDocument();
    expect(screen.getByText('On track')).toBeInTheDocument();
    expect(screen.getByText(/Ravi Patel · Target: 240 of 200 ms/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/smart-goals', expect.anything());
  });

  it('falls back to the stored goals when Workday answers nothing', async () => {
    stubServer({ '/api/workday/goals': [], '/api/smart-goals': [STORED_GOAL] });
    await renderPage(<SmartGoalsCard />);
    expect(await screen.findByText('Ship onboarding')).toBeInTheDocument();
    expect(screen.getByText('Stored: service not configured')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Ship onboarding progress' })).toHaveAttribute(
      'aria-valuenow',
      '55',
    );
  });

  it('suggests connecting Workday when the stored list is empty too', async () => {
    stubServer({ '/api/workday/goals': [], '/api/smart-goals': [] });
    await renderPage(<SmartGoalsCard />);
    expect(await screen.findByText('No SMART goals available')).toBeInTheDocument();
    expect(screen.getByText('Connect WorkDay for real-time goal tracking')).toBeInTheDocument();
  });

  it('shows the error badge when Workday fails, and the stored goals', async () => {
    stubServer({ '/api/workday/goals': failure(502), '/api/smart-goals': [STORED_GOAL] });
    await renderPage(<SmartGoalsCard />);
    expect(await screen.findByText('Ship onboarding')).toBeInTheDocument();
    expect(screen.getByText('Live source unavailable')).toBeInTheDocument();
  });

  it('says when the stored goals cannot be loaded', async () => {
    stubServer({ '/api/workday/goals': [], '/api/smart-goals': failure() });
    await renderPage(<SmartGoalsCard />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to load SMART goals');
  });

  it("adds the sync's freshness to the one Live badge", async () => {
    const now = new Date('2026-01-02T12:00:00.000Z');
    vi.useFakeTimers({ now, shouldAdvanceTime: true });
    try {
      stubServer({
        '/api/workday/goals': [LIVE_GOAL],
        '/api/data-sources': dataSourcesAnswer({
          goals: liveProvenance(now, { provider: 'workday' }),
        }),
      });
      const { container } = await renderPage(<SmartGoalsCard />);
      await waitFor(() =>
        expect(container.querySelector('[data-ui="data-source"]')).toHaveTextContent(
          'Live · Workday · synced 4 min ago',
        ),
      );
      // The documented word ('Live') stays a text of its own.
      expect(screen.getByText('Live', { exact: true })).toBeInTheDocument();
      expect(container.querySelectorAll('[data-ui="data-source"]')).toHaveLength(1);
      expect(container.querySelector('[data-ui="provenance"]')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the documented fallback badge as it is', async () => {
    stubServer({
      '/api/workday/goals': [],
      '/api/smart-goals': [STORED_GOAL],
      '/api/data-sources': dataSourcesAnswer(),
    });
    await renderPage(<SmartGoalsCard />);
    expect(await screen.findByText('Stored: service not configured')).toBeInTheDocument();
    expect(screen.queryByText('Sample data')).not.toBeInTheDocument();
  });
});
