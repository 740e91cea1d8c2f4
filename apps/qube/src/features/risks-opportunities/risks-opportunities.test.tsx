import { renderPage } from '@q/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RISKS_AND_OPPORTUNITIES } from '../../data/overview';
import { RisksOpportunities } from './risks-opportunities';

describe('RisksOpportunities', () => {
  it('lists risks and opportunities, each saying which it is', async () => {
    await renderPage(<RisksOpportunities items={RISKS_AND_OPPORTUNITIES} />);
    const card = await screen.findByRole('region', { name: 'Upcoming Risks & Opportunities' });
    expect(card).toHaveTextContent('3 risks · 2 opportunities');
    const items = within(card).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('RiskHigh impactNorthwind renewal slips');
    expect(items[0]).toHaveTextContent('55% likely · In 45 days · Owner: CRO');
    expect(items[1]).toHaveTextContent('OpportunityHigh impact');
  });
});
