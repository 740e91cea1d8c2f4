import { expectSampleDataBadge, renderPage } from '@q/ui/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, never, stubServer } from '../../lib/test-server';
import { NewsTicker } from './news-ticker';

const NEWS = [1, 2, 3].map((id) => ({
  id,
  type: 'leadership',
  title: `Headline ${id}`,
  content: `Story ${id}`,
  url: `https://news.example/${id}`,
  source: 'HBR',
}));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});

const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

describe('NewsTicker', () => {
  it('shows a loading state', async () => {
    stubServer({ '/api/news-ticker': never });
    await renderPage(<NewsTicker />);
    expect(await screen.findByRole('status')).toHaveTextContent("Loading today's insights");
  });

  it('says when the news cannot be loaded', async () => {
    stubServer({ '/api/news-ticker': failure() });
    await renderPage(<NewsTicker />);
    expect(await screen.findByRole('alert')).toHaveTextContent("Unable to load today's insights");
  });

  it('says when there is no news', async () => {
    stubServer({ '/api/news-ticker': [] });
    await renderPage(<NewsTicker />);
    expect(await screen.findByText('No insights for today yet')).toBeInTheDocument();
  });

  it('moves on every 8 seconds and wraps around', async () => {
    stubServer({ '/api/news-ticker': NEWS });
    await renderPage(<NewsTicker />);
    expect(await screen.findByText('Headline 1')).toBeInTheDocument();
    await advance(7000);
    expect(screen.getByText('Headline 1')).toBeInTheDocument();
    await advance(1000);
    expect(screen.getByText('Headline 2')).toBeInTheDocument();
    await advance(8000);
    expect(screen.getByText('Headline 3')).toBeInTheDocument();
    await advance(8000);
    expect(screen.getByText('Headline 1')).toBeInTheDocument();
  });

  it('jumps to an item from its dot', async () => {
    stubServer({ '/api/news-ticker': NEWS });
    await renderPage(<NewsTicker />);
    await screen.findByText('Headline 1');
    fireEvent.click(screen.getByRole('button', { name: 'Show insight 3 of 3' }));
    expect(screen.getByText('Headline 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show insight 3 of 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('pauses while hovered and while focused', async () => {
    stubServer({ '/api/news-ticker': NEWS });
    await renderPage(<NewsTicker />);
    const headline = await screen.findByText('Headline 1');
    const ticker = headline.closest('section') as HTMLElement;
    fireEvent.mouseEnter(ticker);
    await advance(16_000);
    expect(screen.getByText('Headline 1')).toBeInTheDocument();
    fireEvent.mouseLeave(ticker);
    act(() => screen.getByRole('button', { name: 'Show insight 1 of 3' }).focus());
    await advance(16_000);
    expect(screen.getByText('Headline 1')).toBeInTheDocument();
  });

  it('refetches the news every 5 minutes', async () => {
    const fetchMock = stubServer({ '/api/news-ticker': NEWS });
    await renderPage(<NewsTicker />);
    await screen.findByText('Headline 1');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await advance(300_000);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  });

  it('says its items are samples, and what would feed them', async () => {
    stubServer({ '/api/news-ticker': NEWS });
    await renderPage(<NewsTicker />);
    await screen.findByText('Headline 1');
    expectSampleDataBadge(
      screen.getByRole('region', { name: "Today's Insights" }),
      'leadership, AI and industry news feeds',
    );
  });
});
