import { describe, expect, it } from 'vitest';
import { cashProjection } from './runway-rules';

describe('cashProjection', () => {
  it('spends the monthly burn each month', () => {
    expect(cashProjection({ currentCash: 28_500_000, monthlyBurn: 2_100_000 }, [0, 6, 12])).toEqual(
      [
        { month: 0, label: 'Now', cash: 28_500_000 },
        { month: 6, label: '+6 mo', cash: 15_900_000 },
        { month: 12, label: '+12 mo', cash: 3_300_000 },
      ],
    );
  });

  it('never goes below zero', () => {
    expect(cashProjection({ currentCash: 28_500_000, monthlyBurn: 2_100_000 }, [14])).toEqual([
      { month: 14, label: '+14 mo', cash: 0 },
    ]);
    expect(cashProjection({ currentCash: 10, monthlyBurn: 5 }, [2])).toEqual([
      { month: 2, label: '+2 mo', cash: 0 },
    ]);
  });

  it('stays flat without a burn', () => {
    expect(cashProjection({ currentCash: 10, monthlyBurn: 0 }, [0, 12])).toEqual([
      { month: 0, label: 'Now', cash: 10 },
      { month: 12, label: '+12 mo', cash: 10 },
    ]);
  });
});
