import { describe, expect, it } from 'vitest';
import {
  activeFlagSaysLeft,
  hasLeft,
  runDay,
  statusSaysLeft,
  terminationDay,
} from './leaver-rules.js';

describe('statusSaysLeft', () => {
  it('reads "Inactive" and "Terminated" as a word of the status, in any case', () => {
    for (const status of [
      'Inactive',
      'INACTIVE',
      'terminated',
      ' Terminated ',
      'Terminated - Voluntary',
    ]) {
      expect(statusSaysLeft(status), status).toBe(true);
    }
    expect(statusSaysLeft({ Descriptor: 'Terminated' })).toBe(true);
  });

  it('reads any other status as current, and what is not text as nothing', () => {
    for (const status of [
      'Active',
      'On Leave',
      'Leave of Absence',
      'Termination pending',
      'Pre-hire',
    ]) {
      expect(statusSaysLeft(status), status).toBe(false);
    }
    for (const value of [
      undefined,
      null,
      '',
      '  ',
      '\u0000',
      '\ud800',
      0,
      1,
      true,
      false,
      [],
      {},
      ['Inactive'],
    ]) {
      expect(statusSaysLeft(value)).toBeNull();
    }
  });

  it('looks at the first 200 characters of a huge status only', () => {
    expect(statusSaysLeft(`${'a'.repeat(300)} Inactive`)).toBe(false);
    expect(statusSaysLeft(`Inactive ${'a'.repeat(1_000_000)}`)).toBe(true);
  });
});

describe('activeFlagSaysLeft', () => {
  it('reads false, 0, "false", "0" and "no" as left, their opposites as current', () => {
    for (const flag of [false, 0, 'false', 'FALSE', '0', 'No'])
      expect(activeFlagSaysLeft(flag)).toBe(true);
    for (const flag of [true, 1, 'true', '1', ' yes '])
      expect(activeFlagSaysLeft(flag)).toBe(false);
  });

  it('reads anything else as nothing', () => {
    for (const flag of [
      undefined,
      null,
      '',
      2,
      -1,
      Number.NaN,
      'maybe',
      'false'.repeat(10),
      {},
      [],
    ]) {
      expect(activeFlagSaysLeft(flag)).toBeNull();
    }
  });
});

describe('terminationDay', () => {
  it('reads the day of a date or a date and time', () => {
    expect(terminationDay('2026-03-02')).toBe('2026-03-02');
    expect(terminationDay('2026-03-02-08:00')).toBe('2026-03-02');
    expect(terminationDay('2026-03-02T23:59:59Z')).toBe('2026-03-02');
    expect(terminationDay({ Descriptor: '2024-02-29' })).toBe('2024-02-29');
  });

  it('reads no date, and anything unreadable, as none', () => {
    for (const value of [
      undefined,
      null,
      '',
      '0000-00-00',
      '2026-02-30',
      '2025-02-29',
      '2026-13-01',
      '03/02/2026',
      '2026-03-021',
      'soon',
      20260302,
      `2026-03-02T${'0'.repeat(100)}`,
      ['2026-03-02'],
      '\u00002026-03-02',
    ]) {
      expect(terminationDay(value), String(value)).toBeNull();
    }
  });
});

describe('hasLeft', () => {
  const today = runDay(new Date('2026-03-02T23:30:00Z'));

  it('is the run’s day in UTC', () => {
    expect(today).toBe('2026-03-02');
  });

  it('says a person has left on their termination day and after it, not before', () => {
    expect(hasLeft({ terminationDate: '2026-03-01' }, today)).toBe(true);
    expect(hasLeft({ terminationDate: '2026-03-02' }, today)).toBe(true);
    expect(hasLeft({ terminationDate: '2026-03-03' }, today)).toBe(false);
    // A status that still says "Active" does not outweigh a termination date that has passed.
    expect(hasLeft({ status: 'Active', terminationDate: '2026-03-01' }, today)).toBe(true);
  });

  it('says so when the status or the active flag does, whatever the date', () => {
    expect(hasLeft({ status: 'Inactive', terminationDate: '2026-12-31' }, today)).toBe(true);
    expect(hasLeft({ status: 'Active', active: false }, today)).toBe(true);
  });

  it('keeps a person nothing readable says has left', () => {
    expect(hasLeft({}, today)).toBe(false);
    expect(hasLeft({ status: 'Active', active: true, terminationDate: '0000-00-00' }, today)).toBe(
      false,
    );
    expect(hasLeft({ status: 42, active: 'perhaps', terminationDate: 'garbage' }, today)).toBe(
      false,
    );
  });
});
