import { describe, expect, it } from 'vitest';
import {
  budgetRemaining,
  budgetUtilization,
  formatAmount,
  periodText,
  utilizationBand,
  varianceText,
} from './budget-rules';

describe('budgetRemaining', () => {
  it('is the sum of budgeted minus the sum of actual', () => {
    expect(budgetRemaining([])).toBe(0);
    expect(
      budgetRemaining([
        { budgeted: '1000.00', actual: '400.50' },
        { budgeted: '500', actual: '700' },
      ]),
    ).toBeCloseTo(399.5);
  });
});

describe('budgetUtilization', () => {
  it('is the share spent, 0 without a budget', () => {
    expect(budgetUtilization([{ budgeted: '200', actual: '50' }])).toBe(25);
    expect(budgetUtilization([{ budgeted: '0', actual: '50' }])).toBe(0);
  });
});

describe('utilizationBand', () => {
  it('has bands at 90 and 80', () => {
    expect(utilizationBand(90).tone).toBe('danger');
    expect(utilizationBand(89.9).tone).toBe('warning');
    expect(utilizationBand(80).tone).toBe('warning');
    expect(utilizationBand(79.9).tone).toBe('success');
    expect(utilizationBand(120).label).toBe('Near limit');
  });
});

describe('periodText', () => {
  it('says the months, the year once when both ends share it', () => {
    expect(periodText({ from: '2026-01', to: '2026-09' })).toBe('Jan–Sep 2026');
    expect(periodText({ from: '2026-09', to: '2026-09' })).toBe('Sep 2026');
    expect(periodText({ from: '2025-11', to: '2026-02' })).toBe('Nov 2025–Feb 2026');
  });
});

describe('formatAmount and varianceText', () => {
  it('write whole units of the currency, and the variance over or under budget', () => {
    expect(formatAmount(12_000, 'USD')).toBe('$12,000');
    expect(formatAmount(12_000, 'EUR')).toBe('€12,000');
    expect(varianceText({ budgeted: '420000.00', actual: '450000.00' }, 'USD')).toBe(
      '$30,000 over budget',
    );
    expect(varianceText({ budgeted: '30000.00', actual: '12000.00' }, 'USD')).toBe(
      '$18,000 under budget',
    );
    expect(varianceText({ budgeted: '100.00', actual: '100.20' }, 'USD')).toBe('on budget');
  });
});
