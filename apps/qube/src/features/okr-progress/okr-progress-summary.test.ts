import { describe, expect, it } from 'vitest';
import { okrProgressSummary } from './okr-progress-summary';

const okr = (name: string, progress: number, status: 'ahead' | 'behind' = 'ahead') => ({
  name,
  progress,
  status,
  objectives: 1,
  keyResults: 3,
});

describe('okrProgressSummary', () => {
  it('names the leading and the trailing function with their status', () => {
    expect(okrProgressSummary([okr('Sales', 58, 'behind'), okr('Engineering', 86)])).toBe(
      'OKR progress by function: Engineering at 86% (Ahead) leads; Sales at 58% (Behind) trails.',
    );
  });

  it('describes a single function, and says when there is none', () => {
    expect(okrProgressSummary([okr('People', 52, 'behind')])).toBe(
      'OKR progress: People at 52% (Behind).',
    );
    expect(okrProgressSummary([])).toBe('No function OKRs to show.');
  });
});
