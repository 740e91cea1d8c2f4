import { expectSampleDataBadge, renderPage } from '@q/ui/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COMPANY_HEALTH_INDEX } from '../../data/overview';
import { HealthIndex } from './health-index';

describe('HealthIndex', () => {
  it('shows 83, Strong Performance and +5 pts this quarter', async () => {
    await renderPage(<HealthIndex index={COMPANY_HEALTH_INDEX} />);
    const card = await screen.findByRole('region', { name: 'Company Health Index' });
    expect(screen.getByRole('img', { name: 'Company Health Index: 83 out of 100' })).toBeVisible();
    expect(card).toHaveTextContent('Strong Performance');
    expect(card).toHaveTextContent('+5 pts this quarter');
  });

  it('says its figures are samples, and what would feed them', async () => {
    await renderPage(<HealthIndex index={COMPANY_HEALTH_INDEX} />);
    expectSampleDataBadge(
      await screen.findByRole('region', { name: 'Company Health Index' }),
      'your product analytics, CRM, finance system and HRIS',
    );
  });
});
