import { describe, expect, it } from 'vitest';
import type { CompanyPerson } from '../model.js';
import {
  companyData,
  generatedPeople,
  hrisSource,
  person,
  reportsOf,
  ruleContext,
} from '../test-company.js';
import { spanOfControl } from './span-of-control.js';

function evaluate(people: CompanyPerson[], thresholds = {}) {
  return spanOfControl.evaluate(
    companyData({ people, sources: [hrisSource()] }),
    ruleContext('2026-12-07', { thresholds }),
  );
}

function teamOf(size: number): CompanyPerson[] {
  return [person('m', { name: 'Sarah Chen' }), ...reportsOf('m', size)];
}

describe('span-of-control thresholds', () => {
  it('flags more than 10 direct reports (11), not 10 or 9', () => {
    expect(evaluate(teamOf(9))).toEqual([]);
    expect(evaluate(teamOf(10))).toEqual([]);
    expect(evaluate(teamOf(11))[0]).toMatchObject({ material: 'wide:11', priority: 'medium' });
  });

  it('flags exactly 1 direct report, not 2', () => {
    expect(evaluate(teamOf(1))[0]).toMatchObject({ material: 'narrow', priority: 'low' });
    expect(evaluate(teamOf(2))).toEqual([]);
  });

  it('takes the thresholds in use from the context', () => {
    expect(evaluate(teamOf(9), { maxDirectReports: 8 })[0]?.material).toBe('wide:9');
    expect(evaluate(teamOf(11), { maxDirectReports: 11 })).toEqual([]);
    expect(evaluate(teamOf(2), { minDirectReports: 2 })[0]?.material).toBe('narrow');
    expect(evaluate(teamOf(1), { minDirectReports: 0 })).toEqual([]);
  });
});

describe('span-of-control findings', () => {
  it('describes a wide team', () => {
    const [finding] = evaluate(teamOf(12));
    expect(finding).toMatchObject({
      subject: 'manager:m',
      title: 'Sarah Chen has 12 direct reports',
      description:
        'Sarah Chen manages 12 people directly, more than 10: there may be too little time for each of them.',
      type: 'team',
      person: 'Sarah Chen',
      sources: [1],
      audience: { kind: 'team-of', sourceId: 'm' },
      comparisons: [{ name: 'Direct reports', value: 12, threshold: 10, op: '>', unit: 'people' }],
    });
    expect(finding?.records).toHaveLength(13);
    expect(finding?.records[0]).toEqual({
      kind: 'person',
      id: 'm',
      label: 'Sarah Chen',
      personSourceId: 'm',
    });
  });

  it('describes a manager of one', () => {
    const people = [
      person('m', { name: 'Sarah Chen' }),
      person('a', { name: 'Ana Ruiz', supervisorSourceId: 'm' }),
    ];
    expect(evaluate(people)[0]).toMatchObject({
      title: 'Sarah Chen has a single direct report',
      description:
        'Sarah Chen manages Ana Ruiz directly and no one else: the team could grow, or join another.',
      comparisons: [{ name: 'Direct reports', value: 1, threshold: 1, op: '=', unit: 'people' }],
    });
  });
});

describe('span-of-control with messy data', () => {
  it('does not count a self-supervised manager, nor a duplicated report twice', () => {
    const people = [
      person('m', { supervisorSourceId: 'm' }),
      person('a', { supervisorSourceId: 'm' }),
    ];
    expect(evaluate(people)[0]?.material).toBe('narrow');
    expect(evaluate([...teamOf(10), person('m-r01', { supervisorSourceId: 'm' })])).toEqual([]);
  });

  it('copes with a cycle, and skips a supervisor who is not in the org chart', () => {
    const people = [
      person('x', { supervisorSourceId: 'y' }),
      person('y', { supervisorSourceId: 'x' }),
    ];
    expect(evaluate(people).map((f) => f.subject)).toEqual(['manager:x', 'manager:y']);
    expect(evaluate(reportsOf('gone', 12))).toEqual([]);
  });
});

describe('span-of-control at scale', () => {
  it('finds the wide and narrow teams of a 10,000-person company', () => {
    // Span 12: managers p00000 … p00832 have 12 direct reports each, p00833 the last 3
    // (people 9997–9999): 833 wide teams, no narrow one.
    const wide = evaluate(generatedPeople(10_000, 12));
    expect(wide).toHaveLength(833);
    // Span 1: a chain of 9,999 managers of one.
    expect(evaluate(generatedPeople(10_000, 1))).toHaveLength(9_999);
  });
});
