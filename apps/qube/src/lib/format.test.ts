import { describe, expect, it } from 'vitest';
import { formatMoney, formatShare, formatSigned, formatSignedPercent } from './format';

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
