import { describe, expect, it } from 'vitest';
import { averageProgress, goalStatusBadge, ownGoalDueText, ownGoalStatusBadge } from './goal-rules';

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

describe('ownGoalStatusBadge and ownGoalDueText', () => {
  it('word a synced goal’s status as the sample’s, overdue included', () => {
    expect(ownGoalStatusBadge('on_track')).toEqual({ label: 'On track', variant: 'success' });
    expect(ownGoalStatusBadge('in_progress')).toEqual({ label: 'In progress', variant: 'info' });
    expect(ownGoalStatusBadge('at_risk')).toEqual({ label: 'At risk', variant: 'danger' });
    expect(ownGoalStatusBadge('overdue')).toEqual({ label: 'Overdue', variant: 'danger' });
    expect(ownGoalStatusBadge('completed')).toEqual({ label: 'Completed', variant: 'neutral' });
  });

  it('say when a goal is due, or that it has no due date', () => {
    expect(ownGoalDueText('2027-01-11', (date) => `<${date}>`)).toBe('Due <2027-01-11>');
    expect(ownGoalDueText(null, (date) => date)).toBe('No due date');
  });
});
