import { describe, expect, it } from 'vitest';
import { featureIndexForKey } from './carousel-keys';

describe('featureIndexForKey', () => {
  it('steps with the arrows and wraps at both ends', () => {
    expect(featureIndexForKey('ArrowDown', 0, 4)).toBe(1);
    expect(featureIndexForKey('ArrowRight', 3, 4)).toBe(0);
    expect(featureIndexForKey('ArrowUp', 0, 4)).toBe(3);
    expect(featureIndexForKey('ArrowLeft', 2, 4)).toBe(1);
  });

  it('jumps with Home and End and ignores other keys', () => {
    expect(featureIndexForKey('Home', 2, 4)).toBe(0);
    expect(featureIndexForKey('End', 0, 4)).toBe(3);
    expect(featureIndexForKey('Enter', 1, 4)).toBeUndefined();
    expect(featureIndexForKey('ArrowDown', 0, 0)).toBeUndefined();
  });
});
