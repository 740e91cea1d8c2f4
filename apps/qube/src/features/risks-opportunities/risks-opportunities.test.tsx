import { expectSampleDataBadge, renderPage } from '@q/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { risksAndOpportunities } from '../../data/overview';
import { RisksOpportunities } from './risks-opportunities';

/** The day the sample's dates are worded from. */
const SAMPLE_DAY = new Date(2026, 10, 27);
const RISKS_AND_OPPORTUNITIES = risksAndOpportunities(SAMPLE_DAY);

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

  it('says its figures are samples, and what would feed them', async () => {
    await renderPage(<RisksOpportunities items={RISKS_AND_OPPORTUNITIES} />);
    expectSampleDataBadge(
      await screen.findByRole('region', { name: 'Upcoming Risks & Opportunities' }),
      'your CRM, HRIS and finance system',
    );
  });
});
