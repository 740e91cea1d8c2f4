import { renderPage } from '@q/ui/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
