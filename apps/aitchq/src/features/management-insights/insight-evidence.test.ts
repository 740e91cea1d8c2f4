import { ApiError } from '@q/api-client';
import { describe, expect, it } from 'vitest';
import {
  comparisonText,
  computedBadgeText,
  computedText,
  providerName,
  serverMessage,
  shownRecords,
  snoozeBounds,
  snoozeDayProblem,
  snoozedDescription,
  sourceText,
} from './insight-evidence';

const evidence = {
  rule: 'time-off-overlap',
  ruleVersion: 1,
  summary: 'Flags weeks when many of your direct reports are out at once.',
  records: [],
  comparisons: [],
  sources: [{ provider: 'BambooHR', syncedAt: '2025-01-10T10:00:00.000Z' }],
  computedAt: '2025-01-10T11:00:00.000Z',
};
const now = new Date('2025-01-10T12:00:00.000Z');

describe('computedBadgeText', () => {
  it('names the providers, once each, and the rule with its version', () => {
    expect(computedBadgeText(evidence)).toBe('Computed from BambooHR · rule time-off-overlap v1');
    expect(
      computedBadgeText({
        ...evidence,
        rule: 'open-role-past-benchmark',
        ruleVersion: 2,
        sources: [
          { provider: 'bamboohr', syncedAt: null },
          { provider: 'Greenhouse', syncedAt: null },
          { provider: 'BambooHR', syncedAt: null },
        ],
      }),
    ).toBe('Computed from BambooHR and Greenhouse · rule open-role-past-benchmark v2');
  });

  it('says "your connected data" when no source is named', () => {
    expect(computedBadgeText({ ...evidence, sources: [] })).toBe(
      'Computed from your connected data · rule time-off-overlap v1',
    );
  });
});

describe('providerName', () => {
  it("uses the catalogue's name for a provider key, and any other name as it is", () => {
    expect(providerName('greenhouse')).toBe('Greenhouse');
    expect(providerName('Custom feed')).toBe('Custom feed');
    expect(providerName('toString')).toBe('toString');
  });
});

describe('comparisonText', () => {
  it.each([
    [
      { name: 'Share of direct reports out', value: 0.43, threshold: 0.3, op: '>=' as const },
      'Share of direct reports out: 43% ≥ 30%',
    ],
    [
      { name: 'Out at once', value: 0.5, threshold: 0.25, op: '>' as const },
      'Out at once: 50% > 25%',
    ],
    [
      { name: 'Days open', value: 75, threshold: 60, op: '>' as const, unit: 'days' },
      'Days open: 75 days > 60 days',
    ],
    [
      { name: 'Hours since sync', value: 26.25, threshold: 24, op: '>=' as const, unit: 'h' },
      'Hours since sync: 26.3 h ≥ 24 h',
    ],
    [{ name: 'Open roles', value: 1, threshold: 1, op: '>=' as const }, 'Open roles: 1 ≥ 1'],
    [
      { name: 'Completion', value: 40, threshold: 50, op: '<' as const, unit: '%' },
      'Completion: 40% < 50%',
    ],
    [{ name: 'Years', value: 5, threshold: 5, op: '=' as const }, 'Years: 5 = 5'],
    [{ name: 'Goals', value: 0, threshold: 2, op: '<=' as const }, 'Goals: 0 ≤ 2'],
  ])('says %o as %s', (comparison, text) => {
    expect(comparisonText(comparison)).toBe(text);
  });
});

describe('shownRecords', () => {
  it('keeps the first ten and counts the rest', () => {
    const records = Array.from({ length: 12 }, (_, index) => index);
    expect(shownRecords(records)).toEqual({ shown: records.slice(0, 10), more: 2 });
    expect(shownRecords([1, 2])).toEqual({ shown: [1, 2], more: 0 });
  });
});

describe('freshness', () => {
  it('says when each source was synced and when the insight was computed', () => {
    expect(sourceText(evidence.sources[0] as (typeof evidence.sources)[0], now)).toBe(
      'BambooHR · synced 2 h ago',
    );
    expect(sourceText({ provider: 'workday', syncedAt: null }, now)).toBe(
      'Workday · not synced yet',
    );
    expect(computedText(evidence, now)).toBe('Computed 1 h ago');
  });
});

describe('snooze days', () => {
  const bounds = snoozeBounds(new Date(2025, 0, 10));

  it('runs from tomorrow to 365 days ahead, a week ahead first', () => {
    expect(bounds).toEqual({ min: '2025-01-11', max: '2026-01-10', initial: '2025-01-17' });
  });

  it('says what is wrong with a day out of bounds or missing', () => {
    expect(snoozeDayProblem('2025-01-11', bounds)).toBeNull();
    expect(snoozeDayProblem('2026-01-10', bounds)).toBeNull();
    expect(snoozeDayProblem('2025-01-10', bounds)).toBe(
      'Choose a day from Jan 11, 2025 to Jan 10, 2026.',
    );
    expect(snoozeDayProblem('2026-01-11', bounds)).toBe(
      'Choose a day from Jan 11, 2025 to Jan 10, 2026.',
    );
    expect(snoozeDayProblem('', bounds)).toBe('Choose the day the insight comes back.');
  });

  it("says the day it comes back in the kit's date format", () => {
    expect(snoozedDescription('2026-12-07')).toBe('It will come back on Dec 7, 2026.');
  });
});

describe('serverMessage', () => {
  it("gives the JSON error's message, else the body, else a general sentence", () => {
    expect(
      serverMessage(
        new ApiError(400, '{"statusCode":400,"error":"Bad Request","message":"Too far ahead"}'),
      ),
    ).toBe('Too far ahead');
    expect(serverMessage(new ApiError(400, 'until is not a date'))).toBe('until is not a date');
    expect(serverMessage(new ApiError(400, ''))).toBe(
      'This day cannot be chosen. Please pick another.',
    );
  });
});
