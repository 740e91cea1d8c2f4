import { expectSampleDataBadge, renderPage } from '@q/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubServer } from '../../lib/test-server';
import { SystemsCard } from './systems-card';

describe('SystemsCard', () => {
  it('fetches the systems status and shows the two fixed groups with the online count', async () => {
    const fetchMock = stubServer({ '/api/systems-status': { tools: [] } });
    await renderPage(<SystemsCard />);
    expect(await screen.findByText('5 of 7 online')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Tools You Use for Work' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Tools You Own' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Slack in a new tab' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(screen.getAllByText('Degraded')).toHaveLength(1);
    expect(screen.getByText('99.98% uptime')).toBeInTheDocument();
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/api/systems-status', expect.anything()),
    );
  });

  it('still shows the fixed lists when the status call fails', async () => {
    stubServer({ '/api/systems-status': () => new Response('down', { status: 503 }) });
    await renderPage(<SystemsCard />);
    expect(await screen.findByText('Slack')).toBeInTheDocument();
  });

  it('replaces a logo that fails to load with the status icon', async () => {
    stubServer({ '/api/systems-status': { tools: [] } });
    const { container } = await renderPage(<SystemsCard />);
    const row = (await screen.findByText('Zoom')).closest('li') as HTMLElement;
    const logo = row.querySelector('img') as HTMLImageElement;
    fireEvent.error(logo);
    expect(row.querySelector('img')).toBeNull();
    expect(within(row).getByText('Degraded')).toBeInTheDocument();
    expect(container.querySelectorAll('img').length).toBe(6);
  });

  it('says its tools are samples beside the online count, and what would feed them', async () => {
    stubServer({ '/api/systems-status': { tools: [] } });
    await renderPage(<SystemsCard />);
    expect(await screen.findByText('5 of 7 online')).toBeInTheDocument();
    expectSampleDataBadge(
      screen.getByRole('region', { name: 'Systems & Tools' }),
      'your monitoring system',
    );
  });
});
