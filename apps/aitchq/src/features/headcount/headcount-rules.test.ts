import { describe, expect, it } from 'vitest';
import { headcountHint, teamCapacityPercent } from './headcount-rules';

describe('headcountHint', () => {
  it('warns only when open exceeds hired', () => {
    expect(headcountHint({ hired: 10, open: 11 })).toEqual({
      tone: 'warning',
      text: 'Open positions exceed current headcount',
    });
    expect(headcountHint({ hired: 10, open: 10 }).tone).toBe('good');
    expect(headcountHint({ hired: 10, open: 9 }).text).toBe('Hiring velocity looks healthy');
    expect(headcountHint({ hired: 0, open: 0 }).tone).toBe('good');
  });
});

describe('teamCapacityPercent', () => {
  it('reads the numeric string', () => {
    expect(teamCapacityPercent('87.5')).toBe(87.5);
    expect(teamCapacityPercent('0')).toBe(0);
    expect(teamCapacityPercent('abc')).toBe(0);
  });
});
