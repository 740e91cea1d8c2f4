import { expectSampleDataBadge, renderPage } from '@q/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { financeData } from '../../data/finance';
import { CashRunway } from './cash-runway';

/** The day the sample's dates are worded from. */
const SAMPLE_DAY = new Date(2026, 10, 27);
const FINANCE_DATA = financeData(SAMPLE_DAY);

describe('CashRunway', () => {
  it('shows 13.6 months of runway on $28.5M at a $2.1M burn', async () => {
    await renderPage(<CashRunway runway={FINANCE_DATA.runway} />);
    const card = await screen.findByRole('region', { name: 'Cash Runway' });
    expect(card).toHaveTextContent('Current cash$28.5M');
    expect(card).toHaveTextContent('Monthly burn$2.1M');
    expect(card).toHaveTextContent('Runway13.6 months');
    expect(
      within(card).getByRole('img', { name: /runs out in 13\.6 months \(Q1 2028\)/ }),
    ).toBeInTheDocument();
  });

  it('says its figures are samples, and what would feed them', async () => {
    await renderPage(<CashRunway runway={FINANCE_DATA.runway} />);
    expectSampleDataBadge(
      await screen.findByRole('region', { name: 'Cash Runway' }),
      'your finance system',
    );
  });
});
