import { expectSampleDataBadge, renderPage } from '@q/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HEALTH_AREAS } from '../../data/overview';
import { CompanyHealth } from './company-health';

describe('CompanyHealth', () => {
  it('scores the four areas out of 100, with their level in words', async () => {
    await renderPage(<CompanyHealth areas={HEALTH_AREAS} />);
    const card = await screen.findByRole('region', { name: 'Company Health' });
    const areas = within(card).getAllByRole('listitem');
    expect(areas.map((area) => within(area).getByRole('heading').textContent)).toEqual([
      'Product',
      'GTM',
      'Operations',
      'People',
    ]);
    expect(areas[0]).toHaveTextContent('Healthy87/100');
    expect(areas[3]).toHaveTextContent('Watch74/100');
    expect(within(card).getByRole('progressbar', { name: 'GTM health score' })).toHaveAttribute(
      'aria-valuenow',
      '79',
    );
  });

  it('says its figures are samples, and what would feed them', async () => {
    await renderPage(<CompanyHealth areas={HEALTH_AREAS} />);
    expectSampleDataBadge(
      await screen.findByRole('region', { name: 'Company Health' }),
      'your product analytics, CRM, finance system and HRIS',
    );
  });
});
