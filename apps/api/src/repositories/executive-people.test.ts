import { describe, expect, it } from 'vitest';
import { topWithRest } from './executive-people.js';

describe('topWithRest', () => {
  it('keeps the largest by count, ties by name, and sums the rest under its own name last', () => {
    const counts = [
      { name: 'Indeed', count: 2 },
      { name: 'LinkedIn', count: 3 },
      { name: 'Agency', count: 1 },
      { name: 'Referral', count: 2 },
      { name: 'Unknown', count: 1 },
      { name: 'Company Website', count: 1 },
    ];
    expect(topWithRest(counts, 4, 'Other')).toEqual([
      { name: 'LinkedIn', count: 3 },
      { name: 'Indeed', count: 2 },
      { name: 'Referral', count: 2 },
      { name: 'Agency', count: 1 },
      { name: 'Other', count: 2 },
    ]);
  });

  it('names a single leftover rather than summing it, and drops empty counts', () => {
    const counts = [
      { name: 'Onsite', count: 1 },
      { name: 'Phone Screen', count: 4 },
      { name: 'Offer', count: 0 },
    ];
    expect(topWithRest(counts, 1, 'Other stages')).toEqual([
      { name: 'Phone Screen', count: 4 },
      { name: 'Onsite', count: 1 },
    ]);
    expect(topWithRest([], 5, 'Other stages')).toEqual([]);
  });
});
