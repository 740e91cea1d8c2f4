import { describe, expect, it } from 'vitest';
import { availabilityBadge, availabilityTally, morePeersText, peersText } from './team-rules';

describe('availabilityBadge', () => {
  it('names both states in words', () => {
    expect(availabilityBadge('available')).toEqual({ label: 'Available', variant: 'success' });
    expect(availabilityBadge('busy')).toEqual({ label: 'Busy', variant: 'warning' });
  });
});

describe('availabilityTally', () => {
  it.each([
    [[], '0 of 0 available'],
    [['busy'], '0 of 1 available'],
    [['available', 'busy', 'available'], '2 of 3 available'],
    [['available'], '1 of 1 available'],
  ] as const)('%j is %s', (states, text) => {
    expect(availabilityTally(states.map((availability) => ({ availability })))).toBe(text);
  });
});

describe('peersText and morePeersText', () => {
  it('count the peers in words, and those a list leaves out', () => {
    expect([0, 1, 5].map(peersText)).toEqual(['No peers', '1 peer', '5 peers']);
    expect(morePeersText(2, 5)).toBe('and 3 more');
    expect(morePeersText(5, 5)).toBeNull();
  });
});
