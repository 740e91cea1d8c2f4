import { describe, expect, it } from 'vitest';
import { kindLabel, kindTone, riskOpportunityCount } from './risk-rules';

describe('kindTone and kindLabel', () => {
  it('tell a risk from an opportunity in colour and in words', () => {
    expect([kindTone('risk'), kindLabel('risk')]).toEqual(['danger', 'Risk']);
    expect([kindTone('opportunity'), kindLabel('opportunity')]).toEqual(['success', 'Opportunity']);
  });
});

describe('riskOpportunityCount', () => {
  it('counts each kind, singular for one', () => {
    const risk = { kind: 'risk' as const };
    const opportunity = { kind: 'opportunity' as const };
    expect(riskOpportunityCount([risk, risk, risk, opportunity, opportunity])).toBe(
      '3 risks · 2 opportunities',
    );
    expect(riskOpportunityCount([risk, opportunity])).toBe('1 risk · 1 opportunity');
    expect(riskOpportunityCount([])).toBe('0 risks · 0 opportunities');
  });
});
