import { describe, expect, it } from 'vitest';
import { dayStreakText, headlineMetrics } from './metric-rules';

const metrics = {
  taskCompletion: 87,
  focusScore: 8.2,
  workHours: 42,
  productivityStreak: 12,
  impactScore: 91,
  goalProgress: 68,
};

describe('headlineMetrics', () => {
  it('gives the three headline cards in order, the focus score out of 10', () => {
    expect(headlineMetrics(metrics)).toEqual([
      {
        title: 'Task Completion',
        value: '87%',
        scale: 'of planned tasks done this week',
        barValue: 87,
        barMax: 100,
      },
      { title: 'Impact Score', value: '91', scale: 'out of 100', barValue: 91, barMax: 100 },
      { title: 'Focus Score', value: '8.2', scale: 'out of 10', barValue: 8.2, barMax: 10 },
    ]);
  });
});

describe('dayStreakText', () => {
  it.each([
    [0, '0 days'],
    [1, '1 day'],
    [2, '2 days'],
    [12, '12 days'],
  ])('%i is %s', (days, text) => {
    expect(dayStreakText(days)).toBe(text);
  });
});
