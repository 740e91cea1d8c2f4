import { ApiError } from '@q/api-client';
import { describe, expect, it } from 'vitest';
import {
  canCompleteInsight,
  hasInsightDetails,
  insightDueLabel,
  isInsightAlreadySettled,
  isInsightOverdue,
  nextOpenInsight,
} from './insight-rules';

const today = new Date(2025, 0, 10, 9, 0);

describe('insightDueLabel', () => {
  it('counts days past as overdue', () => {
    expect(insightDueLabel('2025-01-07', today)).toBe('Overdue by 3 days');
    expect(insightDueLabel('2025-01-09', today)).toBe('Overdue by 1 day');
  });
  it('counts today and the days ahead as due in', () => {
    expect(insightDueLabel('2025-01-10', today)).toBe('Due in 0 days');
    expect(insightDueLabel('2025-01-11', today)).toBe('Due in 1 day');
    expect(insightDueLabel('2025-01-17', today)).toBe('Due in 7 days');
  });
  it('marks only past dates overdue', () => {
    expect(isInsightOverdue('2025-01-09', today)).toBe(true);
    expect(isInsightOverdue('2025-01-10', today)).toBe(false);
  });
});

describe('hasInsightDetails', () => {
  it('needs an impact or an action text', () => {
    expect(hasInsightDetails({ impact: null, actionText: null })).toBe(false);
    expect(hasInsightDetails({ impact: '', actionText: '' })).toBe(false);
    expect(hasInsightDetails({ impact: 'Retention risk', actionText: null })).toBe(true);
    expect(hasInsightDetails({ impact: null, actionText: 'Book a 1:1' })).toBe(true);
  });
});

describe('canCompleteInsight', () => {
  it('needs actionRequired and an action text', () => {
    expect(canCompleteInsight({ actionRequired: true, actionText: 'Book a 1:1' })).toBe(true);
    expect(canCompleteInsight({ actionRequired: true, actionText: null })).toBe(false);
    expect(canCompleteInsight({ actionRequired: false, actionText: 'Book a 1:1' })).toBe(false);
  });
});

describe('nextOpenInsight', () => {
  it('keeps one panel open at a time', () => {
    expect(nextOpenInsight(null, 1)).toBe(1);
    expect(nextOpenInsight(1, 2)).toBe(2);
    expect(nextOpenInsight(2, 2)).toBeNull();
  });
});

describe('isInsightAlreadySettled', () => {
  it('takes a 409 for an insight settled already, and nothing else', () => {
    expect(
      isInsightAlreadySettled(new ApiError(409, '{"message":"Insight is already dismissed"}')),
    ).toBe(true);
    expect(isInsightAlreadySettled(new ApiError(404, '{"message":"Insight not found"}'))).toBe(
      false,
    );
    expect(isInsightAlreadySettled(new ApiError(500, 'Internal Server Error'))).toBe(false);
    expect(isInsightAlreadySettled(new TypeError('Failed to fetch'))).toBe(false);
    expect(isInsightAlreadySettled(new Error('409: Conflict'))).toBe(false);
  });
});
