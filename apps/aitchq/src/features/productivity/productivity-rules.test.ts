import { describe, expect, it } from 'vitest';
import {
  formatMetricValue,
  formatVariance,
  progressToTarget,
  varianceTone,
} from './productivity-rules';

describe('progressToTarget', () => {
  it('is value over target times 100', () => {
    expect(progressToTarget(40, 50)).toBe(80);
    expect(progressToTarget(60, 50)).toBe(120);
  });
  it('is 0 without a target', () => {
    expect(progressToTarget(40, 0)).toBe(0);
  });
});

describe('varianceTone', () => {
  it('is red above 10 and yellow above 5', () => {
    expect(varianceTone(10.1)).toBe('danger');
    expect(varianceTone(10)).toBe('warning');
    expect(varianceTone(5.1)).toBe('warning');
    expect(varianceTone(5)).toBe('neutral');
  });
  it('is green below -10 and blue below -5', () => {
    expect(varianceTone(-10.1)).toBe('success');
    expect(varianceTone(-10)).toBe('info');
    expect(varianceTone(-5.1)).toBe('info');
    expect(varianceTone(-5)).toBe('neutral');
  });
  it('is grey in between', () => {
    expect(varianceTone(0)).toBe('neutral');
  });
});

describe('formatVariance', () => {
  it('shows the sign', () => {
    expect(formatVariance(8.75)).toBe('+8.8%');
    expect(formatVariance(-6.7)).toBe('−6.7%');
    expect(formatVariance(0)).toBe('0%');
  });
});

describe('formatMetricValue', () => {
  it('keeps the percent sign against the number and spaces other units', () => {
    expect(formatMetricValue(87, '%')).toBe('87%');
    expect(formatMetricValue(42, 'points')).toBe('42 points');
    expect(formatMetricValue(3, '')).toBe('3');
  });
});
