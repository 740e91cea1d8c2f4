import { expectSampleDataBadge, renderPage } from '@q/ui/testing';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SpanOfControlCard } from './span-of-control-card';

afterEach(() => vi.unstubAllGlobals());

describe('SpanOfControlCard', () => {
  it('answers the span-of-control key in the page, without a request', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await renderPage(<SpanOfControlCard />);
    expect(await screen.findByRole('heading', { name: 'Manager to IC Ratio' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows only the first three of five managers, with their ratios', async () => {
    await renderPage(<SpanOfControlCard />);
    const panel = await screen.findByRole('region', { name: 'Manager to IC Ratio' });
    const rows = within(panel).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Sarah Chen');
    expect(rows[0]).toHaveTextContent('1:7');
    expect(rows[1]).toHaveTextContent('1:9');
    expect(rows[1]).toHaveTextContent('Wide span');
    expect(within(panel).queryByText('David Kim')).not.toBeInTheDocument();
    expect(within(panel).getByText('Showing 3 of 5 managers')).toBeInTheDocument();
  });

  it('shows only the first three agent types, out of all agents', async () => {
    await renderPage(<SpanOfControlCard />);
    const panel = await screen.findByRole('region', { name: 'Agent Distribution' });
    expect(within(panel).getAllByRole('listitem')).toHaveLength(3);
    expect(
      within(panel).getByRole('progressbar', { name: 'Code Review share of agents' }),
    ).toHaveAttribute('aria-valuetext', '38%');
    expect(within(panel).queryByText('Reporting')).not.toBeInTheDocument();
    expect(within(panel).getByText('16 agents in 5 types')).toBeInTheDocument();
  });

  it('shows the structure health figures and status', async () => {
    await renderPage(<SpanOfControlCard />);
    const panel = await screen.findByRole('region', { name: /Structure Health/ });
    expect(within(panel).getByText('Healthy')).toBeInTheDocument();
    expect(within(panel).getByText('82/100')).toBeInTheDocument();
    expect(within(panel).getByText('Within range (recommended 5–8)')).toBeInTheDocument();
  });

  it('says its figures are samples, and what would feed them', async () => {
    await renderPage(<SpanOfControlCard />);
    expectSampleDataBadge(
      await screen.findByRole('region', { name: 'Span of Control' }),
      'your HRIS and AI agent platforms',
    );
  });
});
