import { describe, expect, it } from 'vitest';
import { labelStride, niceStep, niceTicks, scaleLinear } from './scale';

describe('niceStep', () => {
  it.each([
    [0.7, 1],
    [1, 1],
    [1.01, 2],
    [2, 2],
    [2.4, 2.5],
    [2.6, 5],
    [5, 5],
    [5.1, 10],
    [0.23, 0.25],
    [1200, 2000],
  ])('%s → %s', (rough, step) => {
    expect(niceStep(rough)).toBeCloseTo(step);
  });

  it('falls back to 1 for zero, negative or infinite input', () => {
    expect(niceStep(0)).toBe(1);
    expect(niceStep(-3)).toBe(1);
    expect(niceStep(Number.POSITIVE_INFINITY)).toBe(1);
  });
});

describe('niceTicks', () => {
  it('covers the range with round ticks', () => {
    expect(niceTicks(0, 6.5, 5)).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks(7.9, 9.4, 5)).toEqual([7.5, 8, 8.5, 9, 9.5]);
  });

  it('has no float noise', () => {
    expect(niceTicks(0, 0.9, 4)).toEqual([0, 0.5, 1]);
    expect(niceTicks(0.1, 0.3, 3)).toEqual([0.1, 0.2, 0.3]);
  });

  it('widens a flat range around its value', () => {
    expect(niceTicks(0, 0)).toEqual([-1, -0.5, 0, 0.5, 1]);
    const ticks = niceTicks(50, 50);
    expect(ticks[0]).toBeLessThan(50);
    expect(ticks.at(-1)).toBeGreaterThan(50);
  });

  it('accepts the bounds in either order and survives non-finite input', () => {
    expect(niceTicks(6.5, 0, 5)).toEqual(niceTicks(0, 6.5, 5));
    expect(niceTicks(Number.NaN, 3)).toEqual([0, 1]);
  });
});

describe('scaleLinear', () => {
  it('maps ends to ends and the middle to the middle, also onto an inverted range', () => {
    expect(scaleLinear(0, [0, 10], [200, 0])).toBe(200);
    expect(scaleLinear(10, [0, 10], [200, 0])).toBe(0);
    expect(scaleLinear(5, [0, 10], [0, 100])).toBe(50);
  });

  it('maps a zero-width domain to the range start', () => {
    expect(scaleLinear(3, [3, 3], [10, 90])).toBe(10);
  });
});

describe('labelStride', () => {
  it('draws every label when they fit, and thins them when they do not', () => {
    expect(labelStride(6, 600, 56)).toBe(1);
    expect(labelStride(6, 300, 56)).toBe(2);
    expect(labelStride(13, 280, 56)).toBe(3);
  });

  it('draws the only label, and every label at an unknown width', () => {
    expect(labelStride(1, 10, 56)).toBe(1);
    expect(labelStride(6, 0, 56)).toBe(1);
  });
});
