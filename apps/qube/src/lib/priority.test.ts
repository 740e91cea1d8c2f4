import { describe, expect, it } from 'vitest';
import { priorityLabel, priorityTone } from './priority';

describe('priorityTone', () => {
  it.each([
    ['High', 'danger'],
    ['high', 'danger'],
    ['Medium', 'warning'],
    ['medium', 'warning'],
    ['Low', 'neutral'],
    ['low', 'neutral'],
  ] as const)('%s is %s', (priority, tone) => {
    expect(priorityTone(priority)).toBe(tone);
  });
});

describe('priorityLabel', () => {
  it('capitalises either spelling', () => {
    expect(priorityLabel('high')).toBe('High');
    expect(priorityLabel('Medium')).toBe('Medium');
    expect(priorityLabel('low')).toBe('Low');
  });
});
