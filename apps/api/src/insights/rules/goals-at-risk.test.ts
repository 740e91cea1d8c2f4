import { describe, expect, it } from 'vitest';
import type { CompanyGoal } from '../model.js';
import { companyData, goal, hrisSource, ruleContext } from '../test-company.js';
import { goalsAtRisk } from './goals-at-risk.js';

const TODAY = '2026-12-07';

function evaluate(goals: CompanyGoal[], thresholds = {}, today = TODAY) {
  return goalsAtRisk.evaluate(
    companyData({ goals, sources: [hrisSource()] }),
    ruleContext(today, { thresholds }),
  );
}

/** Ana Ruiz's goal over 27 November – 17 December 2026 (20 days; today is day 10, 50 %). */
function goalAt(progress: number, fields: Partial<CompanyGoal> = {}): CompanyGoal {
  return goal('g1', {
    personSourceId: 'a',
    ownerName: 'Ana Ruiz',
    title: 'Launch v2',
    progress,
    startDate: '2026-11-27',
    dueDate: '2026-12-17',
    ...fields,
  });
}

describe('goals-at-risk: overdue', () => {
  it('flags a due date before today (yesterday), not today', () => {
    expect(evaluate([goalAt(90, { dueDate: '2026-12-06' })])[0]).toMatchObject({
      material: 'overdue',
      priority: 'high',
    });
    expect(evaluate([goalAt(90, { startDate: null, dueDate: TODAY })])).toEqual([]);
  });

  it('describes an overdue goal', () => {
    const [finding] = evaluate([goalAt(40, { startDate: null, dueDate: '2026-11-30' })]);
    expect(finding).toEqual({
      subject: 'goal:g1',
      title: 'Ana Ruiz\'s goal "Launch v2" is 7 days overdue',
      description: '"Launch v2" was due on Mon 30 Nov and stands at 40% progress.',
      priority: 'high',
      type: 'performance',
      actionText: 'Agree a new due date or close "Launch v2" with Ana Ruiz',
      impact: null,
      dueDate: '2026-11-30',
      person: 'Ana Ruiz',
      material: 'overdue',
      records: [{ kind: 'goal', id: 'g1', label: 'Launch v2', personSourceId: 'a' }],
      comparisons: [
        { name: 'Days past the due date', value: 7, threshold: 0, op: '>', unit: 'days' },
        { name: 'Progress', value: 40, threshold: 100, op: '<', unit: '%' },
      ],
      sources: [1],
      audience: { kind: 'records' },
    });
  });
});

describe('goals-at-risk: behind schedule', () => {
  it('flags a gap of 20 points or more (50 % elapsed: progress 30 or 29), not 19 (progress 31)', () => {
    expect(evaluate([goalAt(31)])).toEqual([]);
    expect(evaluate([goalAt(30)])[0]).toMatchObject({ material: 'at-risk', priority: 'medium' });
    expect(evaluate([goalAt(29)])[0]?.material).toBe('at-risk');
  });

  it('shows elapsed share, progress and gap', () => {
    const [finding] = evaluate([goalAt(30)]);
    expect(finding?.title).toBe('Ana Ruiz\'s goal "Launch v2" is behind schedule');
    expect(finding?.description).toBe(
      '50% of the time for "Launch v2" has passed (Fri 27 Nov to Thu 17 Dec), but progress is 30%: 20 points behind.',
    );
    expect(finding?.comparisons).toEqual([
      { name: 'Period elapsed', value: 50, threshold: 100, op: '<=', unit: '%' },
      { name: 'Progress', value: 30, threshold: 30, op: '<=', unit: '%' },
      { name: 'Elapsed minus progress', value: 20, threshold: 20, op: '>=', unit: 'points' },
    ]);
  });

  it('looks from the start day through the due day', () => {
    // On the due day the whole period has passed: 80 % is 20 points behind.
    expect(evaluate([goalAt(80)], {}, '2026-12-17')[0]?.material).toBe('at-risk');
    expect(evaluate([goalAt(81)], {}, '2026-12-17')).toEqual([]);
    // On the start day nothing has passed; before it the goal is not judged.
    expect(evaluate([goalAt(0)], {}, '2026-11-27')).toEqual([]);
    expect(evaluate([goalAt(0, { startDate: '2026-12-08' })])).toEqual([]);
  });

  it('takes the gap in use from the context', () => {
    expect(evaluate([goalAt(40)], { riskGapPoints: 10 })).toHaveLength(1);
    expect(evaluate([goalAt(30)], { riskGapPoints: 21 })).toEqual([]);
  });
});

describe('goals-at-risk with messy data', () => {
  it('skips completed goals, goals at 100 %, and progress that is no number', () => {
    const overdue = { dueDate: '2026-12-01' };
    expect(evaluate([goalAt(10, { status: 'completed', ...overdue })])).toEqual([]);
    expect(evaluate([goalAt(100, overdue)])).toEqual([]);
    expect(evaluate([goalAt(Number.NaN, overdue)])).toEqual([]);
  });

  it('skips a goal without a valid due date, or with its start on or after its due date', () => {
    const goals = [
      goalAt(0, { sourceId: 'a', dueDate: null }),
      goalAt(0, { sourceId: 'b', dueDate: 'end of year' }),
      goalAt(0, { sourceId: 'c', startDate: '2026-12-17' }),
      goalAt(0, { sourceId: 'd', startDate: '2026-12-20' }),
      goalAt(0, { sourceId: 'e', startDate: '2026-11-31' }),
      goalAt(0, { sourceId: 'f', startDate: null }),
    ];
    expect(evaluate(goals)).toEqual([]);
  });

  it("sends a goal of no one to HR alone, and still judges a source's own 'overdue'", () => {
    const [finding] = evaluate([
      goalAt(10, { personSourceId: null, ownerName: 'Platform team', status: 'overdue' }),
    ]);
    expect(finding?.audience).toEqual({ kind: 'departments', departments: [] });
    expect(finding?.records[0]?.personSourceId).toBeNull();
    expect(finding?.title).toBe('Platform team\'s goal "Launch v2" is behind schedule');
  });
});

describe('goals-at-risk at scale', () => {
  it('judges 10,000 goals', () => {
    // Cycling by 4: overdue, 30 points behind, on track, completed (and overdue).
    const goals = Array.from({ length: 10_000 }, (_, index) => {
      const sourceId = `g${String(index).padStart(5, '0')}`;
      const kind = index % 4;
      if (kind === 0) return goalAt(50, { sourceId, dueDate: '2026-12-01' });
      if (kind === 1) return goalAt(20, { sourceId });
      if (kind === 2) return goalAt(50, { sourceId });
      return goalAt(50, { sourceId, dueDate: '2026-12-01', status: 'completed' });
    });
    const findings = evaluate(goals);
    expect(findings.filter((f) => f.material === 'overdue')).toHaveLength(2_500);
    expect(findings.filter((f) => f.material === 'at-risk')).toHaveLength(2_500);
  });
});
