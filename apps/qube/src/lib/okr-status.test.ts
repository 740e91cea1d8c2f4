import { describe, expect, it } from 'vitest';
import { okrStatusLabel, okrStatusTone } from './okr-status';

describe('okrStatusTone', () => {
  it.each([
    ['ahead', 'success'],
    ['on-track', 'info'],
    ['at-risk', 'danger'],
    ['behind', 'neutral'],
  ] as const)('%s is %s', (status, tone) => {
    expect(okrStatusTone(status)).toBe(tone);
  });
});

describe('okrStatusLabel', () => {
  it('names each status', () => {
    expect(
      (['ahead', 'on-track', 'at-risk', 'behind'] as const).map((status) => okrStatusLabel(status)),
    ).toEqual(['Ahead', 'On Track', 'At Risk', 'Behind']);
  });
});
