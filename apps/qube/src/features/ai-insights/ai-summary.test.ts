import { describe, expect, it } from 'vitest';
import { aiSummary } from './ai-summary';

describe('aiSummary', () => {
  it('counts High-priority signals and averages confidence', () => {
    expect(
      aiSummary([
        { priority: 'High', confidence: 0.5 },
        { priority: 'Medium', confidence: 1 },
        { priority: 'High', confidence: 0.75 },
        { priority: 'Low', confidence: 0.75 },
      ]),
    ).toEqual({ total: 4, highPriority: 2, averageConfidence: 0.75 });
  });

  it('has nothing to count in an empty list', () => {
    expect(aiSummary([])).toEqual({ total: 0, highPriority: 0, averageConfidence: null });
  });

  it('averages only the signals that carry a confidence', () => {
    expect(aiSummary([{ priority: 'Low' }, { priority: 'High', confidence: 0.5 }])).toEqual({
      total: 2,
      highPriority: 1,
      averageConfidence: 0.5,
    });
    expect(aiSummary([{ priority: 'Medium' }]).averageConfidence).toBeNull();
  });

  it('counts confidence at its bounds, 0 and 1', () => {
    expect(
      aiSummary([
        { priority: 'High', confidence: 0 },
        { priority: 'High', confidence: 1 },
      ]).averageConfidence,
    ).toBe(0.5);
  });

  it('matches High exactly', () => {
    expect(aiSummary([{ priority: 'Medium' }, { priority: 'Low' }]).highPriority).toBe(0);
  });
});
