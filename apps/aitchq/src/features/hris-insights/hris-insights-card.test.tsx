import { renderPage } from '@q/ui/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
