import { describe, expect, it } from 'vitest';
import { urgencyLabel, urgencyTone } from './urgency';

describe('urgency', () => {
  it.each([
    ['immediate', 'Immediate', 'danger'],
    ['this-week', 'This week', 'warning'],
    ['this-month', 'This month', 'neutral'],
    ['this-quarter', 'This quarter', 'neutral'],
  ] as const)('%s reads %s in %s', (urgency, label, tone) => {
    expect(urgencyLabel(urgency)).toBe(label);
    expect(urgencyTone(urgency)).toBe(tone);
  });
});
