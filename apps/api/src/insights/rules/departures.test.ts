import { describe, expect, it } from 'vitest';
import type { CompanyPerson, PeopleChange } from '../model.js';
import {
  companyData,
  generatedId,
  generatedPeople,
  hrisSource,
  leaver,
  move,
  person,
  reportsOf,
  ruleContext,
} from '../test-company.js';
import { departures } from './departures.js';

const TODAY = '2026-12-07';

function evaluate(
  people: CompanyPerson[],
  changes: PeopleChange[],
  thresholds = {},
  today = TODAY,
) {
  return departures.evaluate(
    companyData({ people, changes, sources: [hrisSource()] }),
    ruleContext(today, { thresholds }),
  );
}

function teamOf(size: number): CompanyPerson[] {
  return [person('m', { name: 'Sarah Chen' }), ...reportsOf('m', size)];
}

/** `count` people (l1, l2 …) who left m's team on `day`. */
function leftOn(day: string, count: number): PeopleChange[] {
  return Array.from({ length: count }, (_, index) =>
    leaver(`l${index + 1}`, 'm', `${day}T03:00:00Z`),
  );
}

describe('departures thresholds', () => {
  it('needs 2 leavers: 1 is not enough, 2 and 3 are', () => {
    expect(evaluate(teamOf(8), leftOn('2026-12-01', 1))).toEqual([]);
    expect(evaluate(teamOf(8), leftOn('2026-12-01', 2))[0]?.material).toBe('l1,l2');
    expect(evaluate(teamOf(8), leftOn('2026-12-01', 3))[0]?.material).toBe('l1,l2,l3');
  });

  it('needs a team of 5 with the leavers: 4 is too small, 5 and 6 are enough', () => {
    expect(evaluate(teamOf(2), leftOn('2026-12-01', 2))).toEqual([]);
    expect(evaluate(teamOf(3), leftOn('2026-12-01', 2))).toHaveLength(1);
    expect(evaluate(teamOf(4), leftOn('2026-12-01', 2))).toHaveLength(1);
  });

  it('counts leavers from today back to 90 days ago, not 91', () => {
    const [ninety, ninetyOne] = ['2026-09-08', '2026-09-07'];
    expect(
      evaluate(teamOf(5), [...leftOn(TODAY, 1), leaver('l2', 'm', `${ninety}T23:59:00Z`)]),
    ).toHaveLength(1);
    expect(
      evaluate(teamOf(5), [...leftOn(TODAY, 1), leaver('l2', 'm', `${ninetyOne}T23:59:00Z`)]),
    ).toEqual([]);
  });

  it('takes the thresholds in use from the context', () => {
    expect(evaluate(teamOf(8), leftOn('2026-12-01', 1), { minLeavers: 1 })).toHaveLength(1);
    expect(evaluate(teamOf(3), leftOn('2026-12-01', 2), { minTeamSize: 6 })).toEqual([]);
    expect(evaluate(teamOf(5), leftOn('2026-11-01', 2), { windowDays: 30 })).toEqual([]);
  });
});

describe('departures finding', () => {
  it('names the leavers and their days, for the manager and their chain', () => {
    const changes = [
      leaver('l1', 'm', '2026-11-02T10:00:00Z', { personName: 'Ana Ruiz', runId: 'r7' }),
      leaver('l2', 'm', '2026-12-01T10:00:00Z', { personName: 'Tom Li', runId: 'r9' }),
    ];
    expect(evaluate(teamOf(4), changes)[0]).toEqual({
      subject: 'manager:m',
      title: "2 people left Sarah Chen's team in the last 90 days",
      description:
        "Ana Ruiz (Mon 2 Nov) and Tom Li (Tue 1 Dec) left Sarah Chen's team, which had 6 people with them; 4 direct reports remain.",
      priority: 'high',
      type: 'team',
      actionText: "Look into what is driving departures from Sarah Chen's team",
      impact: null,
      dueDate: null,
      person: 'Sarah Chen',
      material: 'l1,l2',
      records: [
        { kind: 'change', id: 'r7:l1', label: 'Ana Ruiz left on 2026-11-02', personSourceId: null },
        { kind: 'change', id: 'r9:l2', label: 'Tom Li left on 2026-12-01', personSourceId: null },
        { kind: 'person', id: 'm', label: 'Sarah Chen', personSourceId: 'm' },
      ],
      comparisons: [
        { name: 'People who left', value: 2, threshold: 2, op: '>=', unit: 'people' },
        { name: 'Team size with them', value: 6, threshold: 5, op: '>=', unit: 'people' },
      ],
      sources: [1],
      audience: { kind: 'team-of', sourceId: 'm' },
    });
  });
});

describe('departures with messy data', () => {
  it('counts a person who left twice once, and a rehired leaver once in the team', () => {
    const twice = [
      leaver('l1', 'm', '2026-11-01T00:00:00Z'),
      leaver('l1', 'm', '2026-12-01T00:00:00Z'),
    ];
    expect(evaluate(teamOf(8), twice)).toEqual([]);
    // m-r1 and m-r2 left and are back: the team is 3, not 5.
    expect(
      evaluate(teamOf(3), [leaver('m-r1', 'm', '2026-12-01'), leaver('m-r2', 'm', '2026-12-01')]),
    ).toEqual([]);
  });

  it('skips moves, invalid or future dates, leavers of no one, and self-supervised leavers', () => {
    const changes = [
      ...leftOn('2026-12-01', 1),
      move('x1', 'm', 'k', '2026-12-01T00:00:00Z'),
      leaver('x2', 'm', 'not a date'),
      leaver('x3', 'm', '2026-12-08T00:00:00Z'),
      leaver('x4', null, '2026-12-01T00:00:00Z'),
      leaver('m', 'm', '2026-12-01T00:00:00Z'),
    ];
    expect(evaluate(teamOf(8), changes)).toEqual([]);
  });

  it('skips a manager who is no longer in the org chart', () => {
    expect(evaluate(reportsOf('m', 8), leftOn('2026-12-01', 3))).toEqual([]);
  });

  it('answers nothing for an invalid today', () => {
    expect(evaluate(teamOf(8), leftOn('2026-12-01', 3), {}, '2026-12')).toEqual([]);
  });
});

describe('departures at scale', () => {
  it('finds the teams losing people in a 10,000-person company', () => {
    // Managers p00000 … p00999 (10 direct reports each, p00999: 9). Every fourth manager lost
    // 2 people last month; every other one lost 1; 500 more left 200 days ago.
    const changes: PeopleChange[] = [];
    for (let manager = 0; manager < 1000; manager += 1) {
      const count = manager % 4 === 0 ? 2 : 1;
      for (let index = 0; index < count; index += 1) {
        changes.push(
          leaver(`gone-${manager}-${index}`, generatedId(manager), '2026-11-15T12:00:00Z'),
        );
      }
      if (manager % 2 === 0)
        changes.push(leaver(`old-${manager}`, generatedId(manager), '2026-05-21T12:00:00Z'));
    }
    expect(evaluate(generatedPeople(10_000, 10), changes)).toHaveLength(250);
  });
});
