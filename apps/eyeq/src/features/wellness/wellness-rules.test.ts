import { describe, expect, it } from 'vitest';
import { breaksText, stressLevelLabel, timeOffText } from './wellness-rules';

describe('stressLevelLabel', () => {
  it.each([
    [0, 'Low'],
    [3.9, 'Low'],
    [4, 'Moderate'],
    [6.9, 'Moderate'],
    [7, 'High'],
    [10, 'High'],
  ] as const)('%s out of 10 is %s', (level, label) => {
    expect(stressLevelLabel(level)).toBe(label);
  });
});

describe('breaksText', () => {
  it.each([
    [0, '0 breaks'],
    [1, '1 break'],
    [3, '3 breaks'],
  ])('%i is %s', (count, text) => {
    expect(breaksText(count)).toBe(text);
  });
});

describe('timeOffText', () => {
  const format = (date: string) => `<${date}>`;
  it('a span of days, or one day, with its kind when the source names one', () => {
    expect(timeOffText({ start: '2026-11-29', end: '2026-12-01', kind: null }, format)).toBe(
      '<2026-11-29> – <2026-12-01>',
    );
    expect(timeOffText({ start: '2027-01-01', end: '2027-01-01', kind: 'Vacation' }, format)).toBe(
      '<2027-01-01> · Vacation',
    );
    expect(timeOffText({ start: '2027-01-01', end: '2027-01-02', kind: '  ' }, format)).toBe(
      '<2027-01-01> – <2027-01-02>',
    );
  });
});
