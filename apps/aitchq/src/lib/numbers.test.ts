import { describe, expect, it } from 'vitest';
import { numberFromString } from './numbers';

describe('numberFromString', () => {
  it('reads the number the string carries', () => {
    expect(numberFromString('65.00')).toBe(65);
    expect(numberFromString('12.5')).toBe(12.5);
    expect(numberFromString('-3')).toBe(-3);
  });

  it('is 0 when the string is no finite number', () => {
    expect(numberFromString('')).toBe(0);
    expect(numberFromString('n/a')).toBe(0);
    expect(numberFromString('Infinity')).toBe(0);
  });
});
