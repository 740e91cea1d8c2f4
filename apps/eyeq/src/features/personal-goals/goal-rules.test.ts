import { describe, expect, it } from 'vitest';
import { averageProgress, goalStatusBadge } from './goal-rules';

describe('goalStatusBadge', () => {
  it.each([
    ['on-track', 'On track', 'success'],
    ['in-progress', 'In progress', 'info'],
    ['at-risk', 'At risk', 'danger'],
    ['completed', 'Completed', 'neutral'],
  ] as const)('%s reads %s', (status, label, variant) => {
    expect(goalStatusBadge(status)).toEqual({ label, variant });
  });
});

describe('averageProgress', () => {
  it('is 0 without goals', () => {
    expect(averageProgress([])).toBe(0);
  });

  it('averages and rounds to a whole percent', () => {
    expect(
      averageProgress([{ progress: 75 }, { progress: 92 }, { progress: 60 }, { progress: 45 }]),
    ).toBe(68);
    expect(averageProgress([{ progress: 0 }, { progress: 1 }])).toBe(1);
    expect(averageProgress([{ progress: 100 }])).toBe(100);
  });
});
