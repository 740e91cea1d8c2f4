import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatMoney,
  formatScore,
  formatShare,
  formatSigned,
  formatSignedPercent,
  formatUsd,
} from './format';

describe('formatMoney', () => {
  it.each([
    [28_500_000, '$28.5M'],
    [1_000_000, '$1.0M'],
    [999_999, '$1000K'],
    [850_000, '$850K'],
    [1_000, '$1K'],
    [999, '$999'],
    [0, '$0'],
    [-2_100_000, '−$2.1M'],
  ])('%s → %s', (dollars, text) => {
    expect(formatMoney(dollars)).toBe(text);
  });
});

describe('formatUsd', () => {
  it('writes whole dollars with a thousands separator', () => {
    expect(formatUsd(2000)).toBe('$2,000');
    expect(formatUsd(0)).toBe('$0');
    expect(formatUsd(12500)).toBe('$12,500');
    expect(formatUsd(-1200)).toBe('-$1,200');
  });
});

describe('formatSigned', () => {
  it('puts a plus before gains, a minus before losses and nothing before zero', () => {
    expect(formatSigned(5)).toBe('+5');
    expect(formatSigned(-2.24, 1)).toBe('−2.2');
    expect(formatSigned(0)).toBe('0');
    expect(formatSigned(-0.01, 1)).toBe('0.0');
  });
});

describe('formatSignedPercent', () => {
  it('shows one decimal', () => {
    expect(formatSignedPercent(12.4)).toBe('+12.4%');
    expect(formatSignedPercent(-0.8)).toBe('−0.8%');
    expect(formatSignedPercent(0)).toBe('0.0%');
  });
});

describe('formatShare', () => {
  it('rounds a share to a whole percentage', () => {
    expect(formatShare(0.8144)).toBe('81%');
    expect(formatShare(0.815)).toBe('82%');
    expect(formatShare(0)).toBe('0%');
    expect(formatShare(1)).toBe('100%');
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

describe('formatDate', () => {
  it('shows a calendar date in words', () => {
    expect(formatDate('2025-01-10')).toBe('Jan 10, 2025');
    expect(formatDate('2024-02-29T18:00:00Z')).toBe('Feb 29, 2024');
  });

  it('shows a calendar date the same in every time zone', () => {
    expect(formatDate('2026-12-15')).toBe('Dec 15, 2026');
    expect(formatDate('2027-01-01')).toBe('Jan 1, 2027');
    expect(formatDate('2026-12-31')).toBe('Dec 31, 2026');
  });

  it("says what en-US's Intl short date says, every day of two years", () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (let day = Date.UTC(2024, 0, 1); day < Date.UTC(2026, 0, 1); day += 86_400_000) {
      const iso = new Date(day).toISOString().slice(0, 10);
      expect(formatDate(iso), iso).toBe(intl.format(day));
    }
  });
});
