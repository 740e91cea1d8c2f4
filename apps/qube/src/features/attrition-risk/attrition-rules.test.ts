import { describe, expect, it } from 'vitest';
import { attritionRiskLevel } from './attrition-rules';

describe('attritionRiskLevel', () => {
  it.each([
    [100, 'High'],
    [70, 'High'],
    [69.9, 'Medium'],
    [50, 'Medium'],
    [49.9, 'Low'],
    [0, 'Low'],
  ] as const)('%s%% is %s', (risk, label) => {
    expect(attritionRiskLevel(risk).label).toBe(label);
  });

  it('colours High red, Medium amber and Low grey', () => {
    expect([90, 60, 10].map((risk) => attritionRiskLevel(risk).tone)).toEqual([
      'danger',
      'warning',
      'neutral',
    ]);
  });
});
