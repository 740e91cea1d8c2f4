import { describe, expect, it } from 'vitest';
import { isToolOnline, onlineSummary } from './systems-rules';

describe('isToolOnline', () => {
  it('counts only operational tools as online', () => {
    expect(isToolOnline('operational')).toBe(true);
    expect(isToolOnline('degraded')).toBe(false);
    expect(isToolOnline('down')).toBe(false);
    expect(isToolOnline('maintenance')).toBe(false);
  });
});

describe('onlineSummary', () => {
  it('counts online out of the total', () => {
    expect(onlineSummary([])).toEqual({ online: 0, total: 0 });
    expect(
      onlineSummary([{ status: 'operational' }, { status: 'down' }, { status: 'operational' }]),
    ).toEqual({ online: 2, total: 3 });
  });
});
