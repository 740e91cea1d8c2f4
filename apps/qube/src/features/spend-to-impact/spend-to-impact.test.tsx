import { expectSampleDataBadge, renderPage } from '@q/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { financeData } from '../../data/finance';
import { SpendToImpact } from './spend-to-impact';

/** The day the sample's dates are worded from. */
const SAMPLE_DAY = new Date(2026, 10, 27);
const FINANCE_DATA = financeData(SAMPLE_DAY);

describe('SpendToImpact', () => {
  it('shows spend, impact and return of each initiative', async () => {
    await renderPage(<SpendToImpact items={FINANCE_DATA.spendToImpact} />);
    const card = await screen.findByRole('region', { name: 'Spend-to-Impact Analysis' });
    const items = within(card).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent(
      'Self-serve onboarding4.1xHigh returnSpent $600KImpact: 22% faster time to value',
    );
    expect(items[4]).toHaveTextContent('0.9xBelow cost');
  });

  it('says its figures are samples, and what would feed them', async () => {
    await renderPage(<SpendToImpact items={FINANCE_DATA.spendToImpact} />);
    expectSampleDataBadge(
      await screen.findByRole('region', { name: 'Spend-to-Impact Analysis' }),
      'your finance system',
    );
  });
});
