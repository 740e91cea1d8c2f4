import { describe, expect, it } from 'vitest';
import { stipendText } from './career-rules';

describe('stipendText', () => {
  it('writes the yearly amount in dollars', () => {
    expect(stipendText(2000)).toBe('$2,000 a year');
    expect(stipendText(0)).toBe('$0 a year');
  });
});
