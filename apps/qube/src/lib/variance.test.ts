import { describe, expect, it } from 'vitest';
import { varianceColor } from './variance';

describe('varianceColor', () => {
  it.each([
    [25, 'danger'],
    [10.01, 'danger'],
    [10, 'warning'],
    [5.01, 'warning'],
    [5, 'neutral'],
    [0, 'neutral'],
    [-5, 'neutral'],
    [-5.01, 'info'],
    [-10, 'info'],
    [-10.01, 'success'],
    [-30, 'success'],
  ] as const)('%s%% is %s', (variance, tone) => {
    expect(varianceColor(variance)).toBe(tone);
  });
});
