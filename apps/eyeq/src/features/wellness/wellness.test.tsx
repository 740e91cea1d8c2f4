import { expectSampleDataBadge, renderPage } from '@q/ui/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { personalDashboard } from '../../data/personal';
import { Wellness } from './wellness';

/** The day the sample's dates are counted from. */
const PERSONAL_DASHBOARD = personalDashboard(new Date(2026, 10, 23));

describe('Wellness', () => {
  it('shows balance, mood and flexibility as bars, and stress, breaks and best hours', async () => {
    await renderPage(<Wellness wellness={PERSONAL_DASHBOARD.wellness} />);
    const card = await screen.findByRole('region', { name: 'Wellness & Balance' });
    expect(screen.getByRole('progressbar', { name: 'Work-life balance' })).toHaveAttribute(
      'aria-valuetext',
      '75%',
    );
    expect(screen.getByRole('progressbar', { name: 'Mood' })).toHaveAttribute('aria-valuenow', '8');
    expect(screen.getByRole('progressbar', { name: 'Flexible work used' })).toHaveAttribute(
      'aria-valuenow',
      '60',
    );
    expect(card).toHaveTextContent('7.5 / 10');
    expect(card).toHaveTextContent('Stress levelModerate (4/10)');
    expect(card).toHaveTextContent('Breaks today3 breaks');
    expect(card).toHaveTextContent('Best focus time9–11 AM');
  });

  it('says its figures are samples, and what would feed them', async () => {
    await renderPage(<Wellness wellness={PERSONAL_DASHBOARD.wellness} />);
    expectSampleDataBadge(
      await screen.findByRole('region', { name: 'Wellness & Balance' }),
      'your calendar and wellbeing check-ins',
    );
  });
});
