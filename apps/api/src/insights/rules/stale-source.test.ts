import { describe, expect, it } from 'vitest';
import type { SourceState } from '../model.js';
import { atsSource, companyData, hrisSource, ruleContext } from '../test-company.js';
import { staleSource } from './stale-source.js';

const TODAY = '2026-12-07';
const NOW = '2026-12-07T09:00:00.000Z';

function evaluate(sources: SourceState[], thresholds = {}, now = NOW) {
  return staleSource.evaluate(companyData({ sources }), ruleContext(TODAY, { now, thresholds }));
}

describe('stale-source: stale', () => {
  it('flags more than twice the frequency since the last success (daily: 48 h), not 48 h exactly', () => {
    expect(evaluate([hrisSource({ lastSuccessAt: '2026-12-05T09:01:00Z' })])).toEqual([]);
    expect(evaluate([hrisSource({ lastSuccessAt: '2026-12-05T09:00:00Z' })])).toEqual([]);
    expect(evaluate([hrisSource({ lastSuccessAt: '2026-12-05T08:59:00Z' })])[0]).toMatchObject({
      material: 'stale',
      priority: 'medium',
    });
  });

  it('scales with the frequency and the factor in use', () => {
    const hourly = { frequencyHours: 1, lastSuccessAt: '2026-12-07T06:00:00Z' };
    expect(evaluate([hrisSource(hourly)])).toHaveLength(1);
    expect(evaluate([hrisSource(hourly)], { staleFactor: 3 })).toEqual([]);
    expect(evaluate([hrisSource(hourly)], { staleFactor: 2.9 })).toHaveLength(1);
  });

  it('describes a stale source to the whole organisation', () => {
    const [finding] = evaluate([hrisSource({ lastSuccessAt: '2026-12-04T08:00:00Z' })]);
    expect(finding).toEqual({
      subject: 'source:1',
      title: 'BambooHR data is out of date',
      description:
        'BambooHR last synced successfully 73 hours ago (Fri 4 Dec); it is set to sync every 24 hours.',
      priority: 'medium',
      type: 'system',
      actionText: 'Check the BambooHR connection in System Settings',
      impact: 'Figures and insights drawn from BambooHR may be out of date.',
      dueDate: null,
      person: null,
      material: 'stale',
      records: [{ kind: 'source', id: '1', label: 'BambooHR' }],
      comparisons: [
        {
          name: 'Hours since the last successful sync',
          value: 73,
          threshold: 48,
          op: '>',
          unit: 'hours',
        },
      ],
      sources: [1],
      audience: { kind: 'organisation' },
    });
  });
});

describe('stale-source: failed', () => {
  it('flags a last run in error, quoting the error cleaned and cut to 200 characters', () => {
    const lastError = `Bad\u0000 gateway\n${'x'.repeat(400)}`;
    const [finding] = evaluate([
      atsSource({
        lastSuccessAt: '2026-12-07T08:00:00Z',
        lastRunStatus: 'error',
        lastRunAt: '2026-12-07T08:30:00Z',
        lastError,
      }),
    ]);
    expect(finding).toMatchObject({
      subject: 'source:2',
      title: 'The last Greenhouse sync failed',
      priority: 'high',
      material: 'failed',
      sources: [2],
    });
    const quoted = finding?.description.split(': ')[1] ?? '';
    expect(quoted.startsWith('Bad gateway xxx')).toBe(true);
    expect(Array.from(quoted)).toHaveLength(200);
    expect(finding?.description).toMatch(
      /^The last sync of Greenhouse on Mon 7 Dec ended in an error: /,
    );
    const codes = Array.from(finding?.description ?? '', (character) => character.charCodeAt(0));
    expect(codes.filter((code) => code < 0x20)).toEqual([]);
  });

  it('reports a failure without an error message plainly, and a failure over staleness', () => {
    const failed = hrisSource({
      lastSuccessAt: '2026-11-01T00:00:00Z',
      lastRunStatus: 'error',
      lastRunAt: NOW,
    });
    const [finding] = evaluate([failed]);
    expect(finding?.material).toBe('failed');
    expect(finding?.description).toBe('The last sync of BambooHR on Mon 7 Dec ended in an error.');
  });
});

describe('stale-source with messy data', () => {
  it('says nothing of a source that never ran', () => {
    expect(
      evaluate([hrisSource({ lastSuccessAt: null, lastRunStatus: null, lastRunAt: null })]),
    ).toEqual([]);
  });

  it('judges a source that ran but never succeeded: failed, or stale from its last run', () => {
    const neverWorked = {
      lastSuccessAt: null,
      lastRunStatus: 'error' as const,
      lastRunAt: '2026-12-01T00:00:00Z',
    };
    expect(evaluate([hrisSource(neverWorked)])[0]?.material).toBe('failed');
    const stuck = { lastSuccessAt: null, lastRunStatus: null, lastRunAt: '2026-12-01T00:00:00Z' };
    expect(evaluate([hrisSource(stuck)])[0]).toMatchObject({
      material: 'stale',
      description:
        'BambooHR has never synced successfully; its last run was 153 hours ago (Tue 1 Dec), and it is set to sync every 24 hours.',
    });
    expect(evaluate([hrisSource({ ...stuck, lastRunAt: '2026-12-06T00:00:00Z' })])).toEqual([]);
  });

  it('skips staleness it cannot measure: bad dates, a frequency of 0, an invalid now', () => {
    expect(evaluate([hrisSource({ lastSuccessAt: 'yesterday' })])).toEqual([]);
    expect(
      evaluate([hrisSource({ lastSuccessAt: '2026-11-01T00:00:00Z', frequencyHours: 0 })]),
    ).toEqual([]);
    expect(evaluate([hrisSource({ lastSuccessAt: '2026-11-01T00:00:00Z' })], {}, 'now')).toEqual(
      [],
    );
  });

  it('gives one finding per source, in subject order, and reads no source itself', () => {
    const sources = [
      atsSource({ integrationId: 10, lastSuccessAt: '2026-11-01T00:00:00Z' }),
      hrisSource({ integrationId: 9, lastSuccessAt: '2026-11-01T00:00:00Z', provider: '' }),
    ];
    const findings = evaluate(sources);
    expect(findings.map((f) => f.subject)).toEqual(['source:10', 'source:9']);
    expect(findings[1]?.title).toBe('Source 9 data is out of date');
    expect(staleSource.reads).toEqual([]);
  });
});
