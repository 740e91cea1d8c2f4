import { describe, expect, it } from 'vitest';
import { durationText, relativeTime } from './relative-time';

const NOW = new Date('2026-01-02T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('relativeTime', () => {
  it("says 'just now' under a minute, and for a moment ahead of now", () => {
    expect(relativeTime(ago(0), NOW)).toBe('just now');
    expect(relativeTime(ago(MINUTE - 1), NOW)).toBe('just now');
    expect(relativeTime(ago(-5 * SECOND), NOW)).toBe('just now');
  });

  it('counts whole minutes from 1 min to 59 min', () => {
    expect(relativeTime(ago(MINUTE), NOW)).toBe('1 min ago');
    expect(relativeTime(ago(4 * MINUTE + 59 * SECOND), NOW)).toBe('4 min ago');
    expect(relativeTime(ago(HOUR - 1), NOW)).toBe('59 min ago');
  });

  it('counts whole hours from 1 h to 23 h', () => {
    expect(relativeTime(ago(HOUR), NOW)).toBe('1 h ago');
    expect(relativeTime(ago(2 * HOUR + 30 * MINUTE), NOW)).toBe('2 h ago');
    expect(relativeTime(ago(DAY - 1), NOW)).toBe('23 h ago');
  });

  it('counts whole days up to a year, then says over a year', () => {
    expect(relativeTime(ago(DAY), NOW)).toBe('1 day ago');
    expect(relativeTime(ago(2 * DAY - 1), NOW)).toBe('1 day ago');
    expect(relativeTime(ago(2 * DAY), NOW)).toBe('2 days ago');
    expect(relativeTime(ago(364 * DAY), NOW)).toBe('364 days ago');
    expect(relativeTime(ago(365 * DAY), NOW)).toBe('over a year ago');
  });

  it('does not guess at a time it cannot read', () => {
    expect(relativeTime('not a date', NOW)).toBe('at an unknown time');
  });
});

describe('durationText', () => {
  it('says under 1 s below a second', () => {
    expect(durationText(0)).toBe('under 1 s');
    expect(durationText(999)).toBe('under 1 s');
  });

  it('counts whole seconds below a minute', () => {
    expect(durationText(1000)).toBe('1 s');
    expect(durationText(4000)).toBe('4 s');
    expect(durationText(59_999)).toBe('59 s');
  });

  it('counts minutes and seconds below an hour', () => {
    expect(durationText(60_000)).toBe('1 min');
    expect(durationText(125_000)).toBe('2 min 5 s');
    expect(durationText(HOUR - 1)).toBe('59 min 59 s');
  });

  it('counts hours and minutes from an hour', () => {
    expect(durationText(HOUR)).toBe('1 h');
    expect(durationText(HOUR + 3 * MINUTE)).toBe('1 h 3 min');
  });
});
