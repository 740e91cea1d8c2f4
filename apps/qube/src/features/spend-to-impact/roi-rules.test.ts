import { describe, expect, it } from 'vitest';
import { roiRating } from './roi-rules';

describe('roiRating', () => {
  it.each([
    [4.1, 'High return'],
    [3, 'High return'],
    [2.99, 'Positive return'],
    [1, 'Positive return'],
    [0.99, 'Below cost'],
    [0, 'Below cost'],
  ])('%sx is %s', (roi, label) => {
    expect(roiRating(roi).label).toBe(label);
  });

  it('colours them green, blue and red', () => {
    expect([3, 1, 0.5].map((roi) => roiRating(roi).tone)).toEqual(['success', 'info', 'danger']);
  });
});
