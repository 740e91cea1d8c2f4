import { describe, expect, it } from 'vitest';
import { utilizationHint } from './capacity-rules';

describe('utilizationHint', () => {
  it('warns of burnout only above 85', () => {
    expect(utilizationHint(85).tone).toBe('good');
    expect(utilizationHint(85.1).text).toContain('burnout');
  });
  it('warns of inefficiency only below 60', () => {
    expect(utilizationHint(60).tone).toBe('good');
    expect(utilizationHint(59.9).text).toContain('unused');
    expect(utilizationHint(0).tone).toBe('warning');
  });
});
