import { describe, expect, it } from 'vitest';
import { changeTone, pointsChangeLabel } from './health-index-rules';

describe('pointsChangeLabel', () => {
  it.each([
    [5, '+5 pts'],
    [1, '+1 pt'],
    [0, '0 pts'],
    [-1, '−1 pt'],
    [-3, '−3 pts'],
  ])('%s → %s', (change, label) => {
    expect(pointsChangeLabel(change)).toBe(label);
  });
});

describe('changeTone', () => {
  it('is green above 0, red below 0 and grey at 0', () => {
    expect(changeTone(1)).toBe('success');
    expect(changeTone(0)).toBe('neutral');
    expect(changeTone(-1)).toBe('danger');
  });
});
