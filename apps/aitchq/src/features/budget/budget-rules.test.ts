import { describe, expect, it } from 'vitest';
import { budgetRemaining, budgetUtilization, utilizationBand } from './budget-rules';

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
