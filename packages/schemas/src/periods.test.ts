import { describe, expect, it } from 'vitest';
import { afterMonths, fiscalYearLabel, monthLabel, quarterLabel, quarterOfYear } from './periods';

describe('fiscalYearLabel', () => {
  it('names the calendar year as the fiscal year, two digits, from its first day to its last', () => {
    expect(fiscalYearLabel(new Date(2026, 0, 1))).toBe('FY26');
    expect(fiscalYearLabel(new Date(2026, 10, 27))).toBe('FY26');
    expect(fiscalYearLabel(new Date(2026, 11, 31, 23, 59))).toBe('FY26');
    expect(fiscalYearLabel(new Date(2027, 0, 1))).toBe('FY27');
  });

  it('names the next fiscal year, and writes a year ending in 00 to 09 with its zero', () => {
    expect(fiscalYearLabel(new Date(2026, 5, 1), 1)).toBe('FY27');
    expect(fiscalYearLabel(new Date(2099, 5, 1), 1)).toBe('FY00');
    expect(fiscalYearLabel(new Date(2105, 5, 1))).toBe('FY05');
  });
});

describe('quarterLabel', () => {
  it("names today's quarter at its boundaries", () => {
    expect(quarterLabel(new Date(2026, 0, 1))).toBe('Q1');
    expect(quarterLabel(new Date(2026, 2, 31))).toBe('Q1');
    expect(quarterLabel(new Date(2026, 3, 1))).toBe('Q2');
    expect(quarterLabel(new Date(2026, 11, 31))).toBe('Q4');
  });

  it('counts quarters on and back across the year', () => {
    expect(quarterLabel(new Date(2026, 10, 27), 1)).toBe('Q1');
    expect(quarterLabel(new Date(2026, 1, 27), -1)).toBe('Q4');
    expect(quarterLabel(new Date(2026, 4, 31), 1)).toBe('Q3');
  });
});

describe('quarterOfYear', () => {
  it('names the quarter with its year', () => {
    expect(quarterOfYear(new Date(2028, 0, 14))).toBe('Q1 2028');
    expect(quarterOfYear(new Date(2027, 11, 31))).toBe('Q4 2027');
  });
});

describe('monthLabel', () => {
  it('names months before and after today, across the year', () => {
    const today = new Date(2026, 0, 31);
    expect(monthLabel(today, 0)).toBe('Jan');
    expect(monthLabel(today, -1)).toBe('Dec');
    expect(monthLabel(today, 1)).toBe('Feb');
    expect(monthLabel(new Date(2026, 10, 27), 2)).toBe('Jan');
  });
});

describe('afterMonths', () => {
  it('adds whole months, and a fraction as its share of an average month', () => {
    expect(afterMonths(new Date(2026, 10, 27), 13.6)).toEqual(new Date(2028, 0, 14));
    expect(afterMonths(new Date(2026, 0, 15), 2)).toEqual(new Date(2026, 2, 15));
  });
});
