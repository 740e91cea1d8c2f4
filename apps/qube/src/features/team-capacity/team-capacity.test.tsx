import { expectSampleDataBadge, renderPage } from '@q/ui/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PEOPLE_DATA } from '../../data/people';
import { TeamCapacity } from './team-capacity';

describe('TeamCapacity', () => {
  it('shows headcount 148, 12 open positions and the utilisation hint', async () => {
    await renderPage(<TeamCapacity capacity={PEOPLE_DATA.capacity} />);
    const card = await screen.findByRole('region', { name: 'Team Capacity' });
    expect(card).toHaveTextContent('Total headcount148');
    expect(card).toHaveTextContent('Open positions12');
    expect(screen.getByRole('progressbar', { name: 'Utilization' })).toHaveAttribute(
      'aria-valuenow',
      '84',
    );
    expect(card).toHaveTextContent('In the healthy range (60–85%)');
  });

  it('says its figures are samples, and what would feed them', async () => {
    await renderPage(<TeamCapacity capacity={PEOPLE_DATA.capacity} />);
    expectSampleDataBadge(
      await screen.findByRole('region', { name: 'Team Capacity' }),
      'your HRIS',
    );
  });
});
