import { describe, expect, it } from 'vitest';
import {
  completionShare,
  dueTrainingCount,
  isTrainingOverdue,
  suggestedTrainingCount,
  trainingActionLabel,
} from './training-rules';

const done = { name: 'A', completedDate: '2025-01-01', score: 90 };

describe('dueTrainingCount', () => {
  it('counts mandatory trainings below 100 %', () => {
    expect(
      dueTrainingCount([
        { priority: 'mandatory', progress: 0 },
        { priority: 'mandatory', progress: 99 },
        { priority: 'mandatory', progress: 100 },
        { priority: 'recommended', progress: 0 },
        { priority: 'optional', progress: 10 },
      ]),
    ).toBe(2);
    expect(dueTrainingCount([])).toBe(0);
  });
});

describe('suggestedTrainingCount', () => {
  it('counts recommended trainings, whatever their progress', () => {
    expect(
      suggestedTrainingCount([
        { priority: 'recommended' },
        { priority: 'recommended' },
        { priority: 'mandatory' },
        { priority: 'optional' },
      ]),
    ).toBe(2);
  });
});

describe('completionShare', () => {
  it('is completedBy over totalEligible', () => {
    expect(completionShare({ completedBy: [done], totalEligible: 4 })).toBe(25);
    expect(completionShare({ completedBy: [done, done], totalEligible: 2 })).toBe(100);
    expect(completionShare({ completedBy: [], totalEligible: 12 })).toBe(0);
  });
  it('is 0 when nobody is eligible', () => {
    expect(completionShare({ completedBy: [done], totalEligible: 0 })).toBe(0);
  });
});

describe('isTrainingOverdue', () => {
  const today = new Date(2025, 0, 10, 9, 0);
  it('is overdue only once the due date has passed', () => {
    expect(isTrainingOverdue('2025-01-09', today)).toBe(true);
    expect(isTrainingOverdue('2025-01-10', today)).toBe(false);
    expect(isTrainingOverdue('2025-01-11', today)).toBe(false);
  });
  it('is never overdue without a due date', () => {
    expect(isTrainingOverdue(null, today)).toBe(false);
  });
});

describe('trainingActionLabel', () => {
  it('says Done at 100, Continue above 0, Start at 0', () => {
    expect(trainingActionLabel(100)).toBe('Done');
    expect(trainingActionLabel(99)).toBe('Continue');
    expect(trainingActionLabel(1)).toBe('Continue');
    expect(trainingActionLabel(0)).toBe('Start');
  });
});
