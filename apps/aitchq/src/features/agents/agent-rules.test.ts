import { describe, expect, it } from 'vitest';
import {
  AGENT_STATUS,
  countAgentsByStatus,
  formatCost,
  formatTokens,
  totalAgentCost,
} from './agent-rules';

describe('AGENT_STATUS', () => {
  it('colours active green, idle grey, training blue and error red', () => {
    expect(AGENT_STATUS.active.tone).toBe('success');
    expect(AGENT_STATUS.idle.tone).toBe('neutral');
    expect(AGENT_STATUS.training.tone).toBe('info');
    expect(AGENT_STATUS.error.tone).toBe('danger');
  });
});

describe('countAgentsByStatus', () => {
  it('counts every status, zero when absent', () => {
    expect(countAgentsByStatus([])).toEqual({ active: 0, idle: 0, training: 0, error: 0 });
    expect(
      countAgentsByStatus([{ status: 'active' }, { status: 'active' }, { status: 'error' }]),
    ).toEqual({ active: 2, idle: 0, training: 0, error: 1 });
  });
});

describe('totalAgentCost', () => {
  it('adds the month cost of every agent', () => {
    expect(totalAgentCost([])).toBe(0);
    expect(totalAgentCost([{ costThisMonth: 10.5 }, { costThisMonth: 2.25 }])).toBeCloseTo(12.75);
  });
});

describe('formatTokens and formatCost', () => {
  it('shortens large token counts', () => {
    expect(formatTokens(800)).toBe('800');
    expect(formatTokens(95_000)).toBe('95K');
    expect(formatTokens(2_450_000)).toBe('2.5M');
  });
  it('shows dollars and cents', () => {
    expect(formatCost(184.5)).toBe('$184.50');
    expect(formatCost(0)).toBe('$0.00');
  });
});
