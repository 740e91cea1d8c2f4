import { lightColors } from '@q/ui';
import { describe, expect, it } from 'vitest';
import { chartTicks, chartToneColor } from './report-chart';

describe('chartTicks', () => {
  it('runs from 0 in round steps to the first tick at or above the largest value', () => {
    expect(chartTicks(28_500_000)).toEqual([0, 10_000_000, 20_000_000, 30_000_000]);
    expect(chartTicks(100)).toEqual([0, 25, 50, 75, 100]);
    expect(chartTicks(0.3)).toEqual([0, 0.1, 0.2, 0.3]);
    expect(chartTicks(7)).toEqual([0, 2, 4, 6, 8]);
  });

  it('gives an axis of 0 to 1 when there is nothing to show', () => {
    expect(chartTicks(0)).toEqual([0, 1]);
    expect(chartTicks(Number.NaN)).toEqual([0, 1]);
  });
});

describe('chartToneColor', () => {
  it("takes the light page's colour of the tone, as a hex colour a PDF can draw", () => {
    expect(chartToneColor('primary')).toBe(lightColors.primary);
    expect(chartToneColor('primary')).toMatch(/^#[0-9a-f]{6}$/);
    expect(chartToneColor('neutral')).toBe(lightColors.neutral);
  });
});
