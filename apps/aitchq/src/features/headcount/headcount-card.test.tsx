import { renderPage } from '@q/ui/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
