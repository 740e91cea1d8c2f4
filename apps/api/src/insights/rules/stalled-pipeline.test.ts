import { describe, expect, it } from 'vitest';
import type { CompanyJob } from '../model.js';
import { atsSource, companyData, job, ruleContext } from '../test-company.js';
import { addDays } from './dates.js';
import { stalledPipeline } from './stalled-pipeline.js';

const TODAY = '2026-12-07';

function evaluate(jobs: CompanyJob[], thresholds = {}, today = TODAY) {
  return stalledPipeline.evaluate(
    companyData({ jobs, sources: [atsSource()] }),
    ruleContext(today, { thresholds }),
  );
}

/** A job whose latest of 4 applications came `days` before today. */
function appliedDaysAgo(days: number, fields: Partial<CompanyJob> = {}): CompanyJob {
  return job('j1', {
    title: 'Data Analyst',
    openedAt: '2026-06-01T08:00:00Z',
    applications: 4,
    lastAppliedAt: `${addDays(TODAY, -days)}T18:00:00Z`,
    ...fields,
  });
}

/** A job without applications, opened `days` before today. */
function openedDaysAgo(days: number, fields: Partial<CompanyJob> = {}): CompanyJob {
  return job('j1', {
    title: 'Data Analyst',
    openedAt: `${addDays(TODAY, -days)}T08:00:00Z`,
    ...fields,
  });
}

describe('stalled-pipeline thresholds', () => {
  it('flags a latest application more than 14 days ago (15), not 14 or 13', () => {
    expect(evaluate([appliedDaysAgo(13)])).toEqual([]);
    expect(evaluate([appliedDaysAgo(14)])).toEqual([]);
    expect(evaluate([appliedDaysAgo(15)])[0]?.material).toBe('2026-11-22');
  });

  it('flags a job without applications opened more than 14 days ago (15), not 14', () => {
    expect(evaluate([openedDaysAgo(14)])).toEqual([]);
    expect(evaluate([openedDaysAgo(15)])[0]?.material).toBe('none');
  });

  it('takes the threshold in use from the context', () => {
    expect(evaluate([appliedDaysAgo(8)], { stalledDays: 7 })).toHaveLength(1);
    expect(evaluate([appliedDaysAgo(15)], { stalledDays: 15 })).toEqual([]);
  });
});

describe('stalled-pipeline finding', () => {
  it('describes a pipeline gone quiet', () => {
    const [finding] = evaluate([appliedDaysAgo(20, { department: 'Finance' })]);
    expect(finding).toEqual({
      subject: 'job:j1',
      title: 'No new applications for Data Analyst in 20 days',
      description:
        'The latest of the 4 applications for Data Analyst came on Tue 17 Nov; none has come in the 20 days since.',
      priority: 'medium',
      type: 'process',
      actionText: 'Review where Data Analyst is advertised',
      impact: null,
      dueDate: null,
      person: null,
      material: '2026-11-17',
      records: [{ kind: 'job', id: 'j1', label: 'Data Analyst' }],
      comparisons: [
        {
          name: 'Days since the latest application',
          value: 20,
          threshold: 14,
          op: '>',
          unit: 'days',
        },
      ],
      sources: [2],
      audience: { kind: 'departments', departments: ['Finance'] },
    });
  });

  it('describes a job nobody applied to', () => {
    expect(evaluate([openedDaysAgo(30)])[0]).toMatchObject({
      title: 'No applications for Data Analyst in 30 days',
      description: 'Data Analyst opened on Sat 7 Nov and has had no application since.',
      audience: { kind: 'departments', departments: [] },
    });
  });
});

describe('stalled-pipeline with messy data', () => {
  it('looks only at open jobs', () => {
    expect(evaluate([appliedDaysAgo(30, { status: 'closed' })])).toEqual([]);
  });

  it('skips what cannot be told', () => {
    const jobs = [
      // No applications and no opening date.
      job('a', { openedAt: null }),
      job('b', { openedAt: 'soon' }),
      // A latest application that is no date.
      appliedDaysAgo(30, { sourceId: 'c', lastAppliedAt: '2026-11-31T10:00:00Z' }),
      // Applications counted, but no date for the latest.
      openedDaysAgo(30, { sourceId: 'd', applications: 2 }),
      // The latest application in the future.
      appliedDaysAgo(-3, { sourceId: 'e' }),
    ];
    expect(evaluate(jobs)).toEqual([]);
  });

  it('reads a latest application even when the count says none', () => {
    expect(evaluate([appliedDaysAgo(20, { applications: 0 })])[0]?.description).toBe(
      'The latest application for Data Analyst came on Tue 17 Nov; none has come in the 20 days since.',
    );
  });
});

describe('stalled-pipeline at scale', () => {
  it('finds the stalled jobs among 2,000', () => {
    // Even jobs: latest application 0 … 19 days ago, 50 times over (15–19 stalled: 250); odd
    // jobs: no application, opened 0 … 19 days ago, 50 times over (250 stalled too).
    const jobs = Array.from({ length: 2_000 }, (_, index) => {
      const sourceId = `j${String(index).padStart(4, '0')}`;
      const days = Math.floor(index / 2) % 20;
      return index % 2 === 0
        ? appliedDaysAgo(days, { sourceId })
        : openedDaysAgo(days, { sourceId });
    });
    const findings = evaluate(jobs);
    expect(findings.filter((f) => f.material === 'none')).toHaveLength(250);
    expect(findings).toHaveLength(500);
  });
});
