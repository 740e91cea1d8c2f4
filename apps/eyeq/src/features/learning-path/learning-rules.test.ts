import { describe, expect, it } from 'vitest';
import { learningStatus } from './learning-rules';

describe('learningStatus', () => {
  it.each([
    [0, 'Not started'],
    [1, 'In progress'],
    [99, 'In progress'],
    [100, 'Completed'],
  ] as const)('%i%% is %s', (progress, label) => {
    expect(learningStatus(progress).label).toBe(label);
  });
});
