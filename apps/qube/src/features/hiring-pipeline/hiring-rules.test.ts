import { describe, expect, it } from 'vitest';
import { offersAnsweredText, stagesText, timeToFillHint } from './hiring-rules';

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

describe('stagesText and offersAnsweredText', () => {
  it('say the stages in order and what the offer rate is over', () => {
    expect(
      stagesText([
        { name: 'Phone Screen', applications: 2 },
        { name: 'Onsite', applications: 1 },
      ]),
    ).toBe('Phone Screen 2 · Onsite 1 in process');
    expect(offersAnsweredText(1)).toBe('Of 1 answered offer, last 12 months');
    expect(offersAnsweredText(4)).toBe('Of 4 answered offers, last 12 months');
  });
});
