import { describe, expect, it } from 'vitest';
import { timeToFillHint, timeToHireHint } from './recruiting-rules';

describe('timeToFillHint', () => {
  it('is good at 30 days or less, with the SaaS average', () => {
    expect(timeToFillHint(30)).toEqual({ tone: 'good', text: 'Good (SaaS average 35 days)' });
    expect(timeToFillHint(0).tone).toBe('good');
    expect(timeToFillHint(30.5).tone).toBe('warning');
    expect(timeToFillHint(31).text).toContain('SaaS average 35 days');
  });
});

describe('timeToHireHint', () => {
  it('is excellent at 25 days or less, with the tech average', () => {
    expect(timeToHireHint(25)).toEqual({ tone: 'good', text: 'Excellent (tech average 28 days)' });
    expect(timeToHireHint(26).tone).toBe('warning');
    expect(timeToHireHint(26).text).toContain('tech average 28 days');
  });
});
