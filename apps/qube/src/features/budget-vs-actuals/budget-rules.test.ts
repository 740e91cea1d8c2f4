import { describe, expect, it } from 'vitest';
import { financeData } from '../../data/finance';
import { budgetBadge, budgetRemaining, remainingText } from './budget-rules';

/** The day the sample's dates are worded from. */
const SAMPLE_DAY = new Date(2026, 10, 27);
const FINANCE_DATA = financeData(SAMPLE_DAY);

describe('budgetBadge', () => {
  it.each([
    [14.8, 'Over Budget'],
    [0.01, 'Over Budget'],
    [0, 'Under Budget'],
    [-0.01, 'Under Budget'],
    [-12, 'Under Budget'],
  ] as const)('a variance of %s%% is %s', (variance, badge) => {
    expect(budgetBadge(variance)).toBe(badge);
  });

  it('agrees with the status of every sample line', () => {
    for (const line of FINANCE_DATA.budgetLines) {
      expect(budgetBadge(line.variance)).toBe(
        line.status === 'over' ? 'Over Budget' : 'Under Budget',
      );
    }
  });
});

describe('budgetRemaining', () => {
  it('is the sum of budgeted minus the sum of actual', () => {
    expect(
      budgetRemaining([
        { budgeted: 100, actual: 80 },
        { budgeted: 50, actual: 60 },
      ]),
    ).toBe(10);
    expect(budgetRemaining([{ budgeted: 100, actual: 130 }])).toBe(-30);
    expect(budgetRemaining([])).toBe(0);
  });
});

describe('remainingText', () => {
  it('says what remains, nothing, or how far the total is over', () => {
    expect(remainingText(1_900_000)).toBe('$1.9M of the budget remains.');
    expect(remainingText(0)).toBe('$0 of the budget remains.');
    expect(remainingText(-3_600_000)).toBe('$3.6M over the total budget.');
  });
});
