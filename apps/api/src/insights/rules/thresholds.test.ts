import { describe, expect, it } from 'vitest';
import { thresholdsFor } from './thresholds.js';

describe('thresholdsFor', () => {
  const defaults = { shareOut: 0.3, minPeopleOut: 3 };

  it('uses the defaults when nothing is set', () => {
    expect(thresholdsFor(defaults, { thresholds: {} })).toEqual(defaults);
  });

  it('prefers the value in use, key by key, and ignores keys the rule does not have', () => {
    expect(thresholdsFor(defaults, { thresholds: { minPeopleOut: 5, other: 1 } })).toEqual({
      shareOut: 0.3,
      minPeopleOut: 5,
    });
  });

  it('keeps a value in use of 0', () => {
    expect(thresholdsFor(defaults, { thresholds: { minPeopleOut: 0 } }).minPeopleOut).toBe(0);
  });

  it('falls back to the default for a value that is not a finite number', () => {
    const thresholds = { shareOut: Number.NaN, minPeopleOut: Number.POSITIVE_INFINITY };
    expect(thresholdsFor(defaults, { thresholds })).toEqual(defaults);
  });
});
