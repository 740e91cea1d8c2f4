import { describe, expect, it } from 'vitest';
import { formatDate, formatScore, formatUsd } from './format';

describe('formatDate', () => {
  it('shows a calendar date the same in every time zone', () => {
    expect(formatDate('2026-12-15')).toBe('Dec 15, 2026');
    expect(formatDate('2027-01-01')).toBe('Jan 1, 2027');
    expect(formatDate('2026-12-31')).toBe('Dec 31, 2026');
  });
});

describe('formatUsd', () => {
  it('writes whole dollars with a thousands separator', () => {
    expect(formatUsd(2000)).toBe('$2,000');
    expect(formatUsd(0)).toBe('$0');
  });
});

describe('formatScore', () => {
  it('keeps one decimal at most', () => {
    expect(formatScore(8.2)).toBe('8.2');
    expect(formatScore(7)).toBe('7');
    expect(formatScore(7.46)).toBe('7.5');
    expect(formatScore(10)).toBe('10');
  });
});
