import { describe, expect, it } from 'vitest';
import { utilizationHint } from './utilization';

describe('utilizationHint', () => {
  it('warns of burnout above 85', () => {
    expect(utilizationHint(85.1)).toEqual({
      tone: 'warning',
      text: 'Above 85%: the team risks burnout',
    });
    expect(utilizationHint(85).tone).toBe('good');
  });
  it('warns of inefficiency below 60', () => {
    expect(utilizationHint(59.9)).toEqual({
      tone: 'warning',
      text: 'Below 60%: capacity is going unused',
    });
    expect(utilizationHint(60).tone).toBe('good');
  });
  it('says the range is good in between', () => {
    expect(utilizationHint(72)).toEqual({
      tone: 'good',
      text: 'Utilisation is in the healthy 60–85% range',
    });
  });
});

describe('utilizationHint at the edges', () => {
  it('treats 0 as unused capacity', () => {
    expect(utilizationHint(0).tone).toBe('warning');
  });
});
