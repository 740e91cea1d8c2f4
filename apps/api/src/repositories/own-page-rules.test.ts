import { describe, expect, it } from 'vitest';
import { tenureOn } from './own-page-rules.js';

describe('tenureOn', () => {
  it('counts whole years and months, and the next anniversary still ahead', () => {
    expect(tenureOn('2023-03-20', '2026-03-10')).toEqual({
      hireDate: '2023-03-20',
      years: 2,
      months: 11,
      nextAnniversary: '2026-03-20',
      nextAnniversaryYears: 3,
      daysToAnniversary: 10,
    });
  });

  it('on the anniversary itself: a whole year more, and the anniversary is today', () => {
    expect(tenureOn('2023-03-20', '2026-03-20')).toMatchObject({
      years: 3,
      months: 0,
      nextAnniversary: '2026-03-20',
      nextAnniversaryYears: 3,
      daysToAnniversary: 0,
    });
  });

  it('the day after it: the next one is a year away', () => {
    expect(tenureOn('2023-03-20', '2026-03-21')).toMatchObject({
      years: 3,
      months: 0,
      nextAnniversary: '2027-03-20',
      nextAnniversaryYears: 4,
      daysToAnniversary: 364,
    });
  });

  it('hired today: nothing completed yet, the first anniversary a year ahead', () => {
    expect(tenureOn('2026-03-10', '2026-03-10')).toMatchObject({
      years: 0,
      months: 0,
      nextAnniversary: '2027-03-10',
      nextAnniversaryYears: 1,
    });
  });

  it('a month ends on its last day when it has no hire day (31 January to 28 February)', () => {
    expect(tenureOn('2025-01-31', '2025-02-27')).toMatchObject({ years: 0, months: 0 });
    expect(tenureOn('2025-01-31', '2025-02-28')).toMatchObject({ years: 0, months: 1 });
  });

  it('a 29 February hire celebrates on 28 February in a common year', () => {
    expect(tenureOn('2024-02-29', '2025-02-27')).toMatchObject({
      years: 0,
      months: 11,
      nextAnniversary: '2025-02-28',
      daysToAnniversary: 1,
    });
    expect(tenureOn('2024-02-29', '2025-02-28')).toMatchObject({
      years: 1,
      months: 0,
      nextAnniversary: '2025-02-28',
      daysToAnniversary: 0,
    });
    expect(tenureOn('2024-02-29', '2027-03-01')).toMatchObject({
      nextAnniversary: '2028-02-29',
      nextAnniversaryYears: 4,
    });
  });

  it('no tenure without a valid hire date on or before today', () => {
    expect(tenureOn(null, '2026-03-10')).toBeNull();
    expect(tenureOn('2026-02-30', '2026-03-10')).toBeNull();
    expect(tenureOn('2026-03-11', '2026-03-10')).toBeNull();
  });
});
