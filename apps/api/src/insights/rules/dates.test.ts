import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  daysFrom,
  formatDay,
  hoursBetween,
  isoDay,
  isWorkingDay,
  parseInstant,
  parseIsoDay,
  utcDayOf,
  weekday,
} from './dates.js';

describe('parseIsoDay', () => {
  it('keeps a valid day', () => {
    expect(parseIsoDay('2026-12-08')).toBe('2026-12-08');
    expect(parseIsoDay('2024-02-29')).toBe('2024-02-29');
    expect(parseIsoDay('2000-02-29')).toBe('2000-02-29');
  });

  it.each([
    null,
    undefined,
    '',
    'not a date',
    '2026-13-01',
    '2026-00-10',
    '2026-02-29',
    '1900-02-29',
    '2026-04-31',
    '2026-12-00',
    '2026-1-5',
    '2026-12-08T10:00:00Z',
    ' 2026-12-08',
  ])('answers null for %j', (value) => {
    expect(parseIsoDay(value)).toBeNull();
  });

  it('builds only dates that exist', () => {
    expect(isoDay(2026, 2, 28)).toBe('2026-02-28');
    expect(isoDay(2026, 2, 29)).toBeNull();
    expect(isoDay(2026, 12, 32)).toBeNull();
  });
});

describe('day arithmetic', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-12-08', 0)).toBe('2026-12-08');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('1970-01-01', -1)).toBe('1969-12-31');
    expect(addDays('2026-01-01', 365)).toBe('2027-01-01');
  });

  it('counts days between, negative backwards', () => {
    expect(daysBetween('2026-12-08', '2026-12-08')).toBe(0);
    expect(daysBetween('2026-12-08', '2026-12-22')).toBe(14);
    expect(daysBetween('2026-12-22', '2026-12-08')).toBe(-14);
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
    expect(daysBetween('1900-01-01', '2026-12-08')).toBe(46_362);
  });

  it('agrees with Date over a long stretch', () => {
    for (let offset = -40_000; offset < 40_000; offset += 97) {
      const day = addDays('2000-01-01', offset);
      const expected = new Date(Date.UTC(2000, 0, 1 + offset));
      expect(day).toBe(expected.toISOString().slice(0, 10));
      expect(weekday(day)).toBe(expected.getUTCDay());
    }
  });

  it('knows the working days', () => {
    expect(weekday('2026-12-07')).toBe(1);
    expect(isWorkingDay('2026-12-07')).toBe(true);
    expect(isWorkingDay('2026-12-11')).toBe(true);
    expect(isWorkingDay('2026-12-12')).toBe(false);
    expect(isWorkingDay('2026-12-13')).toBe(false);
  });

  it('lists consecutive days', () => {
    expect(daysFrom('2026-12-30', 3)).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
    expect(daysFrom('2026-12-30', 0)).toEqual([]);
    expect(daysFrom('2026-12-30', -2)).toEqual([]);
  });
});

describe('instants', () => {
  it('reads the forms sources and PostgreSQL write, in UTC', () => {
    expect(parseInstant('2026-12-08T10:30:00Z')).toBe(Date.UTC(2026, 11, 8, 10, 30));
    expect(parseInstant('2026-12-08T10:30:00.250Z')).toBe(Date.UTC(2026, 11, 8, 10, 30, 0, 250));
    expect(parseInstant('2026-12-08 10:30:00+00')).toBe(Date.UTC(2026, 11, 8, 10, 30));
    expect(parseInstant('2026-12-08T10:30:00+02:00')).toBe(Date.UTC(2026, 11, 8, 8, 30));
    expect(parseInstant('2026-12-08T10:30:00-0500')).toBe(Date.UTC(2026, 11, 8, 15, 30));
    expect(parseInstant('2026-12-08T10:30')).toBe(Date.UTC(2026, 11, 8, 10, 30));
    expect(parseInstant('2026-12-08')).toBe(Date.UTC(2026, 11, 8));
  });

  it.each([
    null,
    '',
    'yesterday',
    '2026-02-30T00:00:00Z',
    '2026-12-08T24:00:00Z',
    '2026-12-08T10:60:00Z',
    '2026-12-08T10:00:00+25:00',
    'Tue, 08 Dec 2026 10:00:00 GMT',
  ])('answers null for %j', (value) => {
    expect(parseInstant(value)).toBeNull();
    expect(utcDayOf(value)).toBeNull();
  });

  it('takes the UTC day of an instant', () => {
    expect(utcDayOf('2026-12-08T23:30:00-02:00')).toBe('2026-12-09');
    expect(utcDayOf('2026-12-08T00:30:00+02:00')).toBe('2026-12-07');
    expect(utcDayOf('2026-12-08')).toBe('2026-12-08');
  });

  it('counts hours between instants', () => {
    expect(hoursBetween('2026-12-06T09:00:00Z', '2026-12-08T09:00:00Z')).toBe(48);
    expect(hoursBetween('2026-12-08T09:00:00Z', '2026-12-08T08:30:00Z')).toBe(-0.5);
    expect(hoursBetween('garbage', '2026-12-08T09:00:00Z')).toBeNull();
    expect(hoursBetween(null, '2026-12-08T09:00:00Z')).toBeNull();
  });
});

describe('formatDay', () => {
  it('names the weekday, and the year only when it is not this year', () => {
    expect(formatDay('2026-12-08', '2026-12-01')).toBe('Tue 8 Dec');
    expect(formatDay('2027-01-04', '2026-12-28')).toBe('Mon 4 Jan 2027');
    expect(formatDay('2024-02-29', '2026-12-01')).toBe('Thu 29 Feb 2024');
  });
});
