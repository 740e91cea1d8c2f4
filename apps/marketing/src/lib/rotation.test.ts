import { describe, expect, it } from 'vitest';
import { isAutoRotating, nextIndex, previousIndex } from './rotation';

describe('nextIndex and previousIndex', () => {
  it('step through the list and wrap at both ends', () => {
    expect(nextIndex(0, 5)).toBe(1);
    expect(nextIndex(3, 5)).toBe(4);
    expect(nextIndex(4, 5)).toBe(0);
    expect(previousIndex(4, 5)).toBe(3);
    expect(previousIndex(0, 5)).toBe(4);
  });

  it('stay on the first item of a list of one or none', () => {
    expect(nextIndex(0, 1)).toBe(0);
    expect(previousIndex(0, 1)).toBe(0);
    expect(nextIndex(0, 0)).toBe(0);
    expect(previousIndex(0, 0)).toBe(0);
  });
});

describe('isAutoRotating', () => {
  const idle = {
    count: 4,
    isHovered: false,
    isFocused: false,
    isStopped: false,
    prefersReducedMotion: false,
  };

  it('rotates when nobody is looking closely', () => {
    expect(isAutoRotating(idle)).toBe(true);
  });

  it('pauses while hovered, focused or stopped', () => {
    expect(isAutoRotating({ ...idle, isHovered: true })).toBe(false);
    expect(isAutoRotating({ ...idle, isFocused: true })).toBe(false);
    expect(isAutoRotating({ ...idle, isStopped: true })).toBe(false);
  });

  it('never rotates for reduced motion or a single item', () => {
    expect(isAutoRotating({ ...idle, prefersReducedMotion: true })).toBe(false);
    expect(isAutoRotating({ ...idle, count: 1 })).toBe(false);
    expect(isAutoRotating({ ...idle, count: 2 })).toBe(true);
  });
});
