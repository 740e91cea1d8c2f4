import { expectSampleDataBadge, renderPage } from '@q/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PEOPLE_DATA } from '../../data/people';
import { HiringPipeline } from './hiring-pipeline';

describe('HiringPipeline', () => {
  it('shows the hiring figures and each sourcing channel', async () => {
    await renderPage(<HiringPipeline hiring={PEOPLE_DATA.hiring} />);
    const card = await screen.findByRole('region', { name: 'Hiring Pipeline' });
    expect(card).toHaveTextContent('Time to fill32 daysAbove the 30-day goal (SaaS average 35)');
    const channels = within(card).getByRole('list', { name: 'Sourcing channels' });
    const items = within(channels).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent('Referrals · 34%41 candidates');
  });

  it('says its figures are samples, and what would feed them', async () => {
    await renderPage(<HiringPipeline hiring={PEOPLE_DATA.hiring} />);
    expectSampleDataBadge(
      await screen.findByRole('region', { name: 'Hiring Pipeline' }),
      'your ATS',
    );
  });
});
