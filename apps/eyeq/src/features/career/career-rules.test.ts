import { describe, expect, it } from 'vitest';
import { anniversaryText, stipendText, tenureText } from './career-rules';

describe('stipendText', () => {
  it('writes the yearly amount in dollars', () => {
    expect(stipendText(2000)).toBe('$2,000 a year');
    expect(stipendText(0)).toBe('$0 a year');
  });
});

describe('tenureText', () => {
  it('says years and months, in the singular where one', () => {
    expect(tenureText(2, 11)).toBe('2 years, 11 months');
    expect(tenureText(1, 0)).toBe('1 year');
    expect(tenureText(0, 1)).toBe('1 month');
    expect(tenureText(0, 0)).toBe('Under a month');
  });
});

describe('anniversaryText', () => {
  const format = (date: string) => `<${date}>`;
  it('says the years, the day and how soon', () => {
    const next = { nextAnniversary: '2026-12-07', nextAnniversaryYears: 3 };
    expect(anniversaryText({ ...next, daysToAnniversary: 10 }, format)).toBe(
      '3 years on <2026-12-07> (in 10 days)',
    );
    expect(anniversaryText({ ...next, daysToAnniversary: 1 }, format)).toBe(
      '3 years on <2026-12-07> (tomorrow)',
    );
    expect(
      anniversaryText({ ...next, nextAnniversaryYears: 1, daysToAnniversary: 0 }, format),
    ).toBe('1 year on <2026-12-07> (today)');
  });
});
