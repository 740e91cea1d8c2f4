import { describe, expect, it } from 'vitest';
import { healthLabel, healthTone, trendLabel } from './health-rules';

describe('healthTone', () => {
  it('is green for high, amber for medium and red for low', () => {
    expect(healthTone('high')).toBe('success');
    expect(healthTone('medium')).toBe('warning');
    expect(healthTone('low')).toBe('danger');
  });
});

describe('healthLabel and trendLabel', () => {
  it('put level and trend in words', () => {
    expect(['high', 'medium', 'low'].map((level) => healthLabel(level as 'high'))).toEqual([
      'Healthy',
      'Watch',
      'At risk',
    ]);
    expect(trendLabel('up')).toBe('Improving');
    expect(trendLabel('down')).toBe('Declining');
    expect(trendLabel('stable')).toBe('Stable');
  });
});
