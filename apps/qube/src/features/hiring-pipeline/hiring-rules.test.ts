import { describe, expect, it } from 'vitest';
import { timeToFillHint } from './hiring-rules';

describe('timeToFillHint', () => {
  it('is good at 30 days or less', () => {
    expect(timeToFillHint(0).tone).toBe('success');
    expect(timeToFillHint(30)).toEqual({
      tone: 'success',
      text: 'Good: 30 days or less (SaaS average 35)',
    });
  });

  it('warns above 30 days', () => {
    expect(timeToFillHint(30.5).tone).toBe('warning');
    expect(timeToFillHint(31)).toEqual({
      tone: 'warning',
      text: 'Above the 30-day goal (SaaS average 35)',
    });
  });
});
