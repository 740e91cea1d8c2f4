import { renderPage } from '@q/ui/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataSourceBadge } from './data-source-badge';
import {
  dataSourcesAnswer,
  liveProvenance,
  partialProvenance,
  staleProvenance,
} from './provenance-fixtures';
import { failure, never, stubServer } from './test-server';

const NOW = new Date('2026-01-02T12:00:00.000Z');

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const badge = (container: HTMLElement) =>
  container.querySelector<HTMLElement>('[data-ui="data-source"]');

describe('DataSourceBadge', () => {
  it("adds the sync's freshness after the documented 'Live'", async () => {
    stubServer({
      '/api/data-sources': dataSourcesAnswer({
        goals: liveProvenance(NOW, { provider: 'workday' }),
      }),
    });
    const { container } = await renderPage(<DataSourceBadge state="connected" feed="goals" />);
    await waitFor(() =>
      expect(badge(container)).toHaveTextContent('Live · Workday · synced 4 min ago'),
    );
    expect(badge(container)).toHaveAttribute('data-state', 'connected');
    expect(container.querySelectorAll('[data-ui="data-source"]')).toHaveLength(1);
  });

  it('keeps one badge for a partial or a stale sync, the documented word first', async () => {
    stubServer({
      '/api/data-sources': dataSourcesAnswer({
        goals: partialProvenance(NOW),
        okrs: staleProvenance(NOW),
      }),
    });
    await renderPage(
      <>
        <DataSourceBadge state="connected" feed="goals" />
        <DataSourceBadge state="connected" feed="okrs" />
      </>,
    );
    expect(
      await screen.findByRole('link', { name: 'Live · Partial · BambooHR · synced 4 min ago' }),
    ).toHaveAttribute('href', '/settings');
    expect(
      screen.getByRole('link', { name: 'Live · Stale · last sync failed 2 h ago' }),
    ).toHaveAttribute('href', '/settings');
  });

  it("says just 'Live' while the sources are asked, when they fail, and for the sample", async () => {
    for (const answer of [never, failure(500), dataSourcesAnswer()]) {
      stubServer({ '/api/data-sources': answer });
      const { container, unmount } = await renderPage(
        <DataSourceBadge state="connected" feed="okrs" />,
      );
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(badge(container)?.textContent).toBe('Live');
      unmount();
    }
  });

  it('keeps the documented words as they are when the figures are not live', async () => {
    const fetchMock = stubServer({ '/api/data-sources': dataSourcesAnswer() });
    await renderPage(
      <>
        <DataSourceBadge state="fallback" feed="goals" />
        <DataSourceBadge state="error" feed="goals" />
        <DataSourceBadge state="loading" />
      </>,
    );
    expect(screen.getByText('Stored: service not configured')).toBeVisible();
    expect(screen.getByText('Live source unavailable')).toBeVisible();
    expect(screen.getByText('Checking source…')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('marks the stored copy as the sample and says on focus what would feed it', async () => {
    stubServer({ '/api/data-sources': dataSourcesAnswer() });
    await renderPage(<DataSourceBadge state="fallback" feed="goals" />);
    const explanation =
      'Sample figures, not from a connected source. Would come from your HRIS (BambooHR or Workday).';
    const stored = screen.getByText('Stored: service not configured');
    expect(stored).toHaveAttribute('data-provenance', 'sample');
    expect(stored).toHaveAttribute('data-state', 'fallback');
    expect(stored).toHaveAccessibleDescription(explanation);
    act(() => stored.focus());
    expect(screen.getByRole('tooltip')).toHaveTextContent(explanation);
  });
});
