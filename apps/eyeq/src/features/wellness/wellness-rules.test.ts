import { describe, expect, it } from 'vitest';
import { breaksText, stressLevelLabel } from './wellness-rules';

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
