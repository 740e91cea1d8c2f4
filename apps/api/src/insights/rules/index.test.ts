import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompanyData } from '../model.js';
import {
  atsSource,
  companyData,
  goal,
  hrisSource,
  job,
  leaver,
  move,
  person,
  reportsOf,
  ruleContext,
  timeOff,
} from '../test-company.js';
import { RULES } from './index.js';

/** A company whose every record is either ordinary or broken in some way a source may send. */
const hostileCompany: CompanyData = companyData({
  people: [
    person('m', { name: 'Sarah Chen', supervisorSourceId: 'm', hireDate: '2025-12-08' }),
    ...reportsOf('m', 12, { hireDate: '2026-11-09' }),
    person('x', { supervisorSourceId: 'y', hireDate: '2020-02-29' }),
    person('y', { supervisorSourceId: 'x', hireDate: 'not a date' }),
    person('x', { supervisorSourceId: 'm', hireDate: null, name: '' }),
    person('blank', { name: '\u0000\n', supervisorSourceId: 'gone', hireDate: '2026-02-30' }),
  ],
  timeOff: [
    ...reportsOf('m', 12)
      .slice(0, 6)
      .map((report) => timeOff(report.sourceId, '2026-12-11', '2026-12-14')),
    timeOff('x', '2026-12-20', '2026-12-01'),
    timeOff('y', '', 'soon'),
    { ...timeOff('m', '2026-12-08'), personSourceId: null },
  ],
  jobs: [
    job('j1', { openedAt: '2026-09-01T00:00:00Z', department: null }),
    job('j2', { openedAt: 'yesterday', status: 'OPEN', applications: Number.NaN }),
    job('j3', { openedAt: '2026-10-01', lastAppliedAt: '2026-13-01T00:00:00Z', applications: 3 }),
  ],
  goals: [
    goal('g1', { dueDate: '2026-12-01', progress: Number.POSITIVE_INFINITY }),
    goal('g2', { dueDate: '2026-12-01', startDate: '2027-01-01', progress: -5 }),
    goal('g3', {
      dueDate: '2026-12-31',
      startDate: '2026-12-01',
      progress: 0,
      personSourceId: 'x',
    }),
  ],
  changes: [
    leaver('l1', 'm', '2026-12-01T00:00:00Z'),
    leaver('l2', 'm', 'garbage'),
    leaver('l3', 'm', '2026-11-20T00:00:00Z'),
    move('x', 'y', 'x', '2026-12-07T06:00:00Z'),
    move('y', null, null, '2026-12-07T06:00:00Z'),
  ],
  sources: [
    hrisSource({ lastSuccessAt: '2026-12-07T06:00:30Z' }),
    atsSource({ lastSuccessAt: 'never', lastRunStatus: 'error', lastError: '\u001b[31mboom' }),
    hrisSource({
      integrationId: 5,
      frequencyHours: Number.NaN,
      lastSuccessAt: '2026-01-01T00:00:00Z',
    }),
  ],
});

afterEach(() => {
  vi.useRealTimers();
});

describe('RULES', () => {
  it('lists the rules in their order, each named once, at version 1', () => {
    expect(RULES.map((rule) => rule.name)).toEqual([
      'time-off-overlap',
      'work-anniversary',
      'new-hire-check-in',
      'span-of-control',
      'open-role-overdue',
      'stalled-pipeline',
      'goals-at-risk',
      'stale-source',
      'departures',
      'reporting-change',
    ]);
    for (const rule of RULES) {
      expect(rule.version).toBe(1);
      expect(rule.summary).toMatch(/^[A-Z].+\.$/);
      for (const value of Object.values(rule.defaults)) expect(Number.isFinite(value)).toBe(true);
    }
  });

  it('reads the HRIS or the ATS, and the source rule reads nothing', () => {
    const reads = Object.fromEntries(RULES.map((rule) => [rule.name, rule.reads]));
    expect(reads['stale-source']).toEqual([]);
    expect(reads['open-role-overdue']).toEqual(['ats']);
    expect(reads['stalled-pipeline']).toEqual(['ats']);
    for (const name of [
      'time-off-overlap',
      'work-anniversary',
      'goals-at-risk',
      'reporting-change',
    ]) {
      expect(reads[name]).toEqual(['hris']);
    }
  });

  it.each(RULES.map((rule) => [rule.name, rule] as const))(
    '%s never throws on hostile data, answers in subject order, and is pure',
    (_, rule) => {
      const context = ruleContext('2026-12-07', { now: '2026-12-07T09:00:00Z' });
      vi.useFakeTimers();
      vi.setSystemTime(new Date('2001-01-01T00:00:00Z'));
      const first = rule.evaluate(hostileCompany, context);
      vi.setSystemTime(new Date('2040-06-15T12:00:00Z'));
      const second = rule.evaluate(hostileCompany, context);
      expect(second).toEqual(first);
      const subjects = first.map((finding) => finding.subject);
      expect(subjects).toEqual([...new Set(subjects)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      for (const finding of first) {
        expect(finding.title).not.toMatch(/undefined|NaN|null|Infinity/);
        expect(finding.description).not.toMatch(/undefined|NaN|null|Infinity/);
        expect(finding.material).not.toBe('');
      }
      for (const broken of ['', 'not a day', '2026-02-30']) {
        expect(() =>
          rule.evaluate(hostileCompany, { ...context, today: broken, now: broken }),
        ).not.toThrow();
      }
    },
  );

  it('finds what the hostile company does hold', () => {
    const context = ruleContext('2026-12-07', { now: '2026-12-07T09:00:00Z' });
    const found = Object.fromEntries(
      RULES.map((rule) => [
        rule.name,
        rule.evaluate(hostileCompany, context).map((f) => f.subject),
      ]),
    );
    expect(found).toEqual({
      'time-off-overlap': ['manager:m'],
      'work-anniversary': ['person:m:1'],
      'new-hire-check-in': [...reportsOf('m', 12).map((r) => `person:${r.sourceId}:day30`)],
      'span-of-control': ['manager:m', 'manager:x', 'manager:y'],
      'open-role-overdue': ['job:j1', 'job:j3'],
      'stalled-pipeline': ['job:j1'],
      'goals-at-risk': ['goal:g2', 'goal:g3'],
      'stale-source': ['source:2'],
      departures: ['manager:m'],
      'reporting-change': ['move:x'],
    });
  });
});
