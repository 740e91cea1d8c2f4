import { renderPage } from '@q/ui/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { dataSourcesAnswer, partialProvenance } from '../../lib/provenance-fixtures';
import { failure, never, stubServer } from '../../lib/test-server';
import { HrisInsightsCard } from './hris-insights-card';

const INSIGHTS = [
  {
    id: 1,
    title: '5-year anniversary',
    description: 'Ravi, Friday',
    type: 'anniversary',
    priority: 'medium',
  },
  {
    id: 2,
    title: 'Missing timecards',
    description: '3 people',
    type: 'timecard',
    priority: 'high',
  },
];

describe('HrisInsightsCard', () => {
  it('shows a loading placeholder', async () => {
    stubServer({ '/api/hris-insights': never });
    await renderPage(<HrisInsightsCard />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading HRIS insights');
  });

  it('lists insights with their type and priority in words', async () => {
    stubServer({ '/api/hris-insights': INSIGHTS });
    await renderPage(<HrisInsightsCard />);
    expect(await screen.findByText('Missing timecards')).toBeInTheDocument();
    expect(screen.getByText('High priority')).toBeInTheDocument();
    expect(screen.getByText('Medium priority')).toBeInTheDocument();
    expect(screen.getByText('Anniversary:')).toBeInTheDocument();
  });

  it('says when there are none', async () => {
    stubServer({ '/api/hris-insights': [] });
    await renderPage(<HrisInsightsCard />);
    expect(await screen.findByText('No HRIS insights available')).toBeInTheDocument();
  });

  it('says when they cannot be loaded', async () => {
    stubServer({ '/api/hris-insights': failure() });
    await renderPage(<HrisInsightsCard />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to load HRIS insights');
  });

  it('says the insights come from a partial sync, naming what is missing on focus', async () => {
    const now = new Date('2026-01-02T12:00:00.000Z');
    vi.useFakeTimers({ now, shouldAdvanceTime: true });
    try {
      stubServer({
        '/api/hris-insights': INSIGHTS,
        '/api/data-sources': dataSourcesAnswer({ hrisInsights: partialProvenance(now) }),
      });
      await renderPage(<HrisInsightsCard />);
      const name = 'Partial · BambooHR · synced 4 min ago';
      await waitFor(() =>
        expect(screen.getByRole('link', { name })).toHaveAttribute('data-state', 'closed'),
      );
      act(() => screen.getByRole('link', { name }).focus());
      expect(await screen.findByRole('tooltip')).toHaveTextContent(
        'Missing from BambooHR: hireDate, department',
      );
      expect(screen.getByText('5-year anniversary')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('works on without its badge when the sources cannot be asked', async () => {
    stubServer({ '/api/hris-insights': INSIGHTS, '/api/data-sources': failure() });
    const { container } = await renderPage(<HrisInsightsCard />);
    expect(await screen.findByText('5-year anniversary')).toBeInTheDocument();
    await waitFor(() =>
      expect(container.querySelector('[data-ui="provenance"]')).toHaveAttribute(
        'data-state',
        'none',
      ),
    );
  });
});
