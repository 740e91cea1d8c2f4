import { describe, expect, it } from 'vitest';
import { agentTypeShare, managerRatio, spanFit, totalAgents } from './span-rules';

describe('managerRatio', () => {
  it('reads as one manager to N people', () => {
    expect(managerRatio({ directReports: 7 })).toBe('1:7');
    expect(managerRatio({ directReports: 0 })).toBe('1:0');
  });
});

describe('spanFit', () => {
  const range = { min: 5, max: 8 };
  it('is within the range at both ends', () => {
    expect(spanFit(5, range)).toBe('within');
    expect(spanFit(8, range)).toBe('within');
  });
  it('is narrow below and wide above', () => {
    expect(spanFit(4.9, range)).toBe('below');
    expect(spanFit(8.1, range)).toBe('above');
  });
});

describe('agent type shares', () => {
  it('counts all agents and each type share', () => {
    const types = [{ count: 6 }, { count: 3 }, { count: 1 }];
    expect(totalAgents(types)).toBe(10);
    expect(agentTypeShare({ count: 6 }, 10)).toBe(60);
    expect(agentTypeShare({ count: 6 }, 0)).toBe(0);
  });
});
