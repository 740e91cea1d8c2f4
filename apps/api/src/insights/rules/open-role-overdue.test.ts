import { describe, expect, it } from 'vitest';
import type { CompanyJob } from '../model.js';
import { atsSource, companyData, hrisSource, job, ruleContext } from '../test-company.js';
import { addDays } from './dates.js';
import { openRoleOverdue } from './open-role-overdue.js';

const TODAY = '2026-12-07';

function evaluate(jobs: CompanyJob[], thresholds = {}, today = TODAY) {
  return openRoleOverdue.evaluate(
    companyData({ jobs, sources: [hrisSource(), atsSource()] }),
    ruleContext(today, { thresholds }),
  );
}

/** A job opened `days` before today, at 23:30 UTC (the UTC day counts, not the hour). */
function openFor(days: number, fields: Partial<CompanyJob> = {}): CompanyJob {
  return job('j1', {
    title: 'Senior Engineer',
    openedAt: `${addDays(TODAY, -days)}T23:30:00Z`,
    ...fields,
  });
}

describe('open-role-overdue thresholds', () => {
  it('flags more than 35 days open (36), not 35 or 34', () => {
    expect(evaluate([openFor(34)])).toEqual([]);
    expect(evaluate([openFor(35)])).toEqual([]);
    expect(evaluate([openFor(36)])[0]).toMatchObject({ material: 'overdue', priority: 'medium' });
  });

  it('is urgent past 60 days (61), not at 60 or 59', () => {
    expect(evaluate([openFor(59)])[0]?.material).toBe('overdue');
    expect(evaluate([openFor(60)])[0]?.material).toBe('overdue');
    expect(evaluate([openFor(61)])[0]).toMatchObject({ material: 'urgent', priority: 'high' });
  });

  it('takes the thresholds in use from the context', () => {
    expect(evaluate([openFor(31)], { benchmarkDays: 30 })).toHaveLength(1);
    expect(evaluate([openFor(46)], { urgentDays: 45 })[0]?.material).toBe('urgent');
  });

  it('counts days from the UTC day of the opening instant', () => {
    // 00:30 on 2 November in UTC+02:00 is 22:30 on 1 November in UTC: 36 days before today.
    expect(evaluate([job('j1', { openedAt: '2026-11-02T00:30:00+02:00' })])).toHaveLength(1);
    expect(evaluate([job('j1', { openedAt: '2026-11-01' })])).toHaveLength(1);
  });
});

describe('open-role-overdue finding', () => {
  it('describes an overdue job to its department', () => {
    const found = openFor(42, {
      department: 'Engineering',
      applications: 3,
      lastAppliedAt: '2026-12-01T10:00:00Z',
    });
    expect(evaluate([found])[0]).toEqual({
      subject: 'job:j1',
      title: 'Senior Engineer has been open for 42 days',
      description:
        'Senior Engineer opened on Mon 26 Oct, 42 days ago: more than the 35-day benchmark. It has 3 applications, the latest on Tue 1 Dec.',
      priority: 'medium',
      type: 'process',
      actionText: 'Review the hiring plan for Senior Engineer',
      impact: null,
      dueDate: null,
      person: null,
      material: 'overdue',
      records: [{ kind: 'job', id: 'j1', label: 'Senior Engineer' }],
      comparisons: [{ name: 'Days open', value: 42, threshold: 35, op: '>', unit: 'days' }],
      sources: [2],
      audience: { kind: 'departments', departments: ['Engineering'] },
    });
  });

  it('shows both comparisons for an urgent job, and goes to HR alone without a department', () => {
    const [finding] = evaluate([openFor(61)]);
    expect(finding?.comparisons.map((c) => c.threshold)).toEqual([35, 60]);
    expect(finding?.description).toBe(
      'Senior Engineer opened on Wed 7 Oct, 61 days ago: more than the 60-day mark for an urgent role. It has 0 applications.',
    );
    expect(finding?.audience).toEqual({ kind: 'departments', departments: [] });
    expect(evaluate([openFor(61, { department: '  ' })])[0]?.audience).toEqual({
      kind: 'departments',
      departments: [],
    });
  });
});

describe('open-role-overdue with messy data', () => {
  it('looks only at open jobs, whatever the case of their status', () => {
    expect(
      evaluate([
        openFor(50, { status: 'closed' }),
        openFor(50, { sourceId: 'j2', status: 'draft' }),
      ]),
    ).toEqual([]);
    expect(evaluate([openFor(50, { status: ' Open ' })])).toHaveLength(1);
  });

  it('skips jobs without a valid opening date, or opened after today', () => {
    const jobs = [
      job('a', { openedAt: null }),
      job('b', { openedAt: '' }),
      job('c', { openedAt: 'last spring' }),
      job('d', { openedAt: '2026-02-30T10:00:00Z' }),
      job('e', { openedAt: '2027-03-01T10:00:00Z' }),
    ];
    expect(evaluate(jobs)).toEqual([]);
  });

  it('names a job without a title by its id, and answers nothing for an invalid today', () => {
    expect(evaluate([openFor(50, { title: '' })])[0]?.title).toBe('j1 has been open for 50 days');
    expect(evaluate([openFor(50)], {}, '2026-12-77')).toEqual([]);
  });
});

describe('open-role-overdue at scale', () => {
  it('finds the overdue jobs among 2,000', () => {
    // Opened 0 … 99 days ago, 20 times over: 36–60 days (25) are overdue, 61–99 (39) urgent.
    const jobs = Array.from({ length: 2_000 }, (_, index) =>
      openFor(index % 100, { sourceId: `j${String(index).padStart(4, '0')}` }),
    );
    const findings = evaluate(jobs);
    expect(findings.filter((f) => f.material === 'overdue')).toHaveLength(500);
    expect(findings.filter((f) => f.material === 'urgent')).toHaveLength(780);
  });
});
