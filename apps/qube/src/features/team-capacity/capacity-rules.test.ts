import { describe, expect, it } from 'vitest';
import { utilizationHint } from './capacity-rules';

describe('utilizationHint', () => {
  it.each([
    [100, 'danger'],
    [85.1, 'danger'],
    [85, 'success'],
    [84, 'success'],
    [60, 'success'],
    [59.9, 'warning'],
    [0, 'warning'],
  ] as const)('%s%% is %s', (rate, tone) => {
    expect(utilizationHint(rate).tone).toBe(tone);
  });

  it('says why in words', () => {
    expect(utilizationHint(90).text).toBe('Above 85%: risk of burnout');
    expect(utilizationHint(50).text).toBe('Below 60%: capacity is underused');
    expect(utilizationHint(70).text).toBe('In the healthy range (60–85%)');
  });
});
