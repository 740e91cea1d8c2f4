import { describe, expect, it } from 'vitest';
import { taskTally } from './task-rules';

describe('taskTally', () => {
  it.each([
    [[], '0 of 0 done'],
    [[false, false], '0 of 2 done'],
    [[true, false, true], '2 of 3 done'],
    [[true, true], '2 of 2 done'],
  ])('%j is %s', (states, text) => {
    expect(taskTally(states.map((completed) => ({ completed })))).toBe(text);
  });
});
