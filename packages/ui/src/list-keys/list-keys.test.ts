import { describe, expect, it } from 'vitest';
import { listKeyIndex } from './list-keys';

describe('listKeyIndex', () => {
  it('moves down and up, wrapping at both ends', () => {
    expect(listKeyIndex('ArrowDown', -1, 3)).toBe(0);
    expect(listKeyIndex('ArrowDown', 1, 3)).toBe(2);
    expect(listKeyIndex('ArrowDown', 2, 3)).toBe(0);
    expect(listKeyIndex('ArrowUp', 0, 3)).toBe(2);
    expect(listKeyIndex('ArrowUp', -1, 3)).toBe(2);
    expect(listKeyIndex('ArrowUp', 2, 3)).toBe(1);
  });

  it('jumps to the ends with Home and End and ignores other keys or an empty list', () => {
    expect(listKeyIndex('Home', 2, 3)).toBe(0);
    expect(listKeyIndex('End', 0, 3)).toBe(2);
    expect(listKeyIndex('Enter', 1, 3)).toBeUndefined();
    expect(listKeyIndex('ArrowDown', -1, 0)).toBeUndefined();
  });

  it('steps with the side arrows too where the list reads across, wrapping at both ends', () => {
    const across = { hasSideArrows: true };
    expect(listKeyIndex('ArrowDown', 0, 4, across)).toBe(1);
    expect(listKeyIndex('ArrowRight', 3, 4, across)).toBe(0);
    expect(listKeyIndex('ArrowUp', 0, 4, across)).toBe(3);
    expect(listKeyIndex('ArrowLeft', 2, 4, across)).toBe(1);
    expect(listKeyIndex('Home', 2, 4, across)).toBe(0);
    expect(listKeyIndex('End', 0, 4, across)).toBe(3);
    expect(listKeyIndex('Enter', 1, 4, across)).toBeUndefined();
    expect(listKeyIndex('ArrowDown', 0, 0, across)).toBeUndefined();
    expect(listKeyIndex('ArrowRight', 0, 4)).toBeUndefined();
  });
});
