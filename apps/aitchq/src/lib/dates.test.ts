import { describe, expect, it } from 'vitest';
import { daysUntil, isoDateFromToday, pluralDays } from './dates';

describe('daysUntil', () => {
  const today = new Date(2025, 0, 10, 23, 30);
  it('counts calendar days, ignoring the time of day', () => {
    expect(daysUntil('2025-01-10', today)).toBe(0);
    expect(daysUntil('2025-01-11', today)).toBe(1);
    expect(daysUntil('2025-01-09', today)).toBe(-1);
    expect(daysUntil('2025-02-10', today)).toBe(31);
  });
});

describe('pluralDays', () => {
  it('uses the singular for one', () => {
    expect(pluralDays(1)).toBe('1 day');
    expect(pluralDays(0)).toBe('0 days');
    expect(pluralDays(2)).toBe('2 days');
  });
});

describe('isoDateFromToday', () => {
  const today = new Date(2025, 0, 31, 23, 30);
  it('counts calendar days from today, across months and backwards', () => {
    expect(isoDateFromToday(0, today)).toBe('2025-01-31');
    expect(isoDateFromToday(1, today)).toBe('2025-02-01');
    expect(isoDateFromToday(-31, today)).toBe('2024-12-31');
    expect(daysUntil(isoDateFromToday(-3, today), today)).toBe(-3);
  });
});
