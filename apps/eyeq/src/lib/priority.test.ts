import { describe, expect, it } from 'vitest';
import { priorityBadge } from './priority';

describe('priorityBadge', () => {
  it.each([
    ['high', 'High priority', 'danger'],
    ['medium', 'Medium priority', 'warning'],
    ['low', 'Low priority', 'neutral'],
  ] as const)('%s reads %s', (priority, label, variant) => {
    expect(priorityBadge(priority)).toEqual({ label, variant });
  });
});
