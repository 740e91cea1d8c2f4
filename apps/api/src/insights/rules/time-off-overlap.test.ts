import { describe, expect, it } from 'vitest';
import type { CompanyPerson, CompanyTimeOff } from '../model.js';
import {
  companyData,
  generatedId,
  generatedPeople,
  hrisSource,
  person,
  reportsOf,
  ruleContext,
  timeOff,
} from '../test-company.js';
import { timeOffOverlap } from './time-off-overlap.js';

// Monday 7 December 2026: the horizon runs to Sunday 20 December (today + 13).
const TODAY = '2026-12-07';
const TUESDAY = '2026-12-08';

function teamOf(size: number): CompanyPerson[] {
  return [person('m', { name: 'Sarah Chen' }), ...reportsOf('m', size)];
}

/** The first `count` direct reports of `m` out on `day`. */
function outOn(day: string, count: number, size: number): CompanyTimeOff[] {
  return reportsOf('m', size)
    .slice(0, count)
    .map((report) => timeOff(report.sourceId, day));
}

function evaluate(people: CompanyPerson[], absences: CompanyTimeOff[], thresholds = {}) {
  return timeOffOverlap.evaluate(
    companyData({ people, timeOff: absences, sources: [hrisSource()] }),
    ruleContext(TODAY, { thresholds }),
  );
}

describe('time-off-overlap thresholds', () => {
  it('flags 30 % exactly (3 of 10), not just below (3 of 11)', () => {
    expect(evaluate(teamOf(10), outOn(TUESDAY, 3, 10))).toHaveLength(1);
    expect(evaluate(teamOf(11), outOn(TUESDAY, 3, 11))).toEqual([]);
  });

  it('flags just above 30 % (4 of 10) as medium, from 50 % (5 of 10) as high', () => {
    expect(evaluate(teamOf(10), outOn(TUESDAY, 4, 10))[0]?.priority).toBe('medium');
    expect(evaluate(teamOf(9), outOn(TUESDAY, 4, 9))[0]?.priority).toBe('medium');
    expect(evaluate(teamOf(10), outOn(TUESDAY, 5, 10))[0]?.priority).toBe('high');
  });

  it('needs at least 3 people out, whatever the share', () => {
    expect(evaluate(teamOf(4), outOn(TUESDAY, 2, 4))).toEqual([]);
    expect(evaluate(teamOf(2), outOn(TUESDAY, 2, 2))).toEqual([]);
    expect(evaluate(teamOf(6), outOn(TUESDAY, 3, 6))[0]?.priority).toBe('high');
  });

  it('looks at today through today + 13, not beyond', () => {
    expect(evaluate(teamOf(5), outOn(TODAY, 3, 5))[0]?.dueDate).toBe(TODAY);
    // Friday 18 December is today + 11; Monday 21 December is today + 14.
    expect(evaluate(teamOf(5), outOn('2026-12-18', 3, 5))[0]?.dueDate).toBe('2026-12-18');
    expect(evaluate(teamOf(5), outOn('2026-12-21', 3, 5))).toEqual([]);
    expect(evaluate(teamOf(5), outOn('2026-12-04', 3, 5))).toEqual([]);
  });

  it('takes the horizon and the thresholds in use from the context', () => {
    expect(evaluate(teamOf(5), outOn('2026-12-21', 3, 5), { horizonDays: 15 })).toHaveLength(1);
    expect(evaluate(teamOf(5), outOn(TUESDAY, 3, 5), { horizonDays: 1 })).toEqual([]);
    expect(evaluate(teamOf(10), outOn(TUESDAY, 4, 10), { shareOut: 0.5 })).toEqual([]);
    expect(
      evaluate(teamOf(10), outOn(TUESDAY, 2, 10), { minPeopleOut: 2, shareOut: 0.2 }),
    ).toHaveLength(1);
    expect(evaluate(teamOf(5), outOn(TUESDAY, 3, 5), { horizonDays: 0 })).toEqual([]);
  });
});

describe('time-off-overlap finding', () => {
  const people = [
    person('m', { name: 'Sarah Chen' }),
    person('a', { name: 'Ana Ruiz', supervisorSourceId: 'm' }),
    person('b', { name: 'Bo Wu', supervisorSourceId: 'm' }),
    person('c', { name: 'Tom Li', supervisorSourceId: 'm' }),
    person('d', { name: 'Dee Park', supervisorSourceId: 'm' }),
    person('e', { supervisorSourceId: 'm' }),
    person('f', { supervisorSourceId: 'm' }),
    person('g', { supervisorSourceId: 'm' }),
  ];
  const absences = [
    timeOff('a', '2026-12-08', '2026-12-09', { sourceId: 'to-a' }),
    timeOff('b', '2026-12-08', '2026-12-10', { sourceId: 'to-b' }),
    timeOff('c', '2026-12-09', '2026-12-09', { sourceId: 'to-c' }),
    timeOff('d', '2026-12-10', '2026-12-10', { sourceId: 'to-d' }),
    timeOff('c', '2026-12-10', '2026-12-10', { sourceId: 'to-c2' }),
  ];

  it('reports the first worst day, with every day over the threshold', () => {
    // Tue: a, b (2). Wed: a, b, c (3). Thu: b, c, d (3): Wed is the first worst day.
    const [finding, ...others] = evaluate(people, absences);
    expect(others).toEqual([]);
    expect(finding).toMatchObject({
      subject: 'manager:m',
      title: "3 of Sarah Chen's 7 direct reports are out on Wed 9 Dec",
      description:
        'Ana Ruiz, Bo Wu and Tom Li are out on Wed 9 Dec (43% of the team). Working days in the next 14 days with at least 30% of the team and at least 3 people out: Wed 9 Dec (3 of 7), Thu 10 Dec (3 of 7).',
      priority: 'medium',
      type: 'team',
      dueDate: '2026-12-09',
      person: 'Sarah Chen',
      material: '2026-12-09:a,b,c',
      sources: [1],
      audience: { kind: 'team-of', sourceId: 'm' },
    });
    expect(finding?.records).toEqual([
      {
        kind: 'time-off',
        id: 'to-a',
        label: 'Person a: 2026-12-08 to 2026-12-09',
        personSourceId: 'a',
      },
      {
        kind: 'time-off',
        id: 'to-b',
        label: 'Person b: 2026-12-08 to 2026-12-10',
        personSourceId: 'b',
      },
      {
        kind: 'time-off',
        id: 'to-c',
        label: 'Person c: 2026-12-09 to 2026-12-09',
        personSourceId: 'c',
      },
      { kind: 'person', id: 'm', label: 'Sarah Chen', personSourceId: 'm' },
    ]);
    expect(finding?.comparisons).toEqual([
      { name: 'Share of direct reports out', value: 3 / 7, threshold: 0.3, op: '>=' },
      { name: 'People out', value: 3, threshold: 3, op: '>=', unit: 'people' },
    ]);
  });

  it('picks the day with the most people out over an earlier one', () => {
    const more = [...absences, timeOff('e', '2026-12-10')];
    expect(evaluate(people, more)[0]?.dueDate).toBe('2026-12-10');
  });

  it('gives one finding per manager, in subject order', () => {
    const twoTeams = [...teamOf(3), person('k', { name: 'Kim Ode' }), ...reportsOf('k', 3)];
    const out = [
      ...outOn(TUESDAY, 3, 3),
      ...reportsOf('k', 3).map((r) => timeOff(r.sourceId, TUESDAY)),
    ];
    expect(evaluate(twoTeams, out).map((f) => f.subject)).toEqual(['manager:k', 'manager:m']);
  });
});

describe('time-off-overlap with messy data', () => {
  it('does not count weekends: time off over Sat and Sun crosses nothing', () => {
    expect(
      evaluate(
        teamOf(5),
        outOn('2026-12-12', 3, 5).map((t) => ({ ...t, endDate: '2026-12-13' })),
      ),
    ).toEqual([]);
  });

  it('counts the working days of time off spanning a weekend', () => {
    const fridayToMonday = outOn('2026-12-11', 3, 5).map((t) => ({ ...t, endDate: '2026-12-14' }));
    const [finding] = evaluate(teamOf(5), fridayToMonday);
    expect(finding?.dueDate).toBe('2026-12-11');
    expect(finding?.description).toContain('Fri 11 Dec (3 of 5), Mon 14 Dec (3 of 5).');
  });

  it('counts time off that began before today and ends after the horizon', () => {
    const long = outOn('2026-11-01', 3, 5).map((t) => ({ ...t, endDate: '2027-02-01' }));
    expect(evaluate(teamOf(5), long)[0]?.dueDate).toBe(TODAY);
  });

  it('counts a person out once with overlapping time off, keeping both records', () => {
    const doubled = [
      ...outOn(TUESDAY, 2, 5),
      timeOff('m-r1', TUESDAY, TUESDAY, { sourceId: 'again' }),
    ];
    expect(evaluate(teamOf(5), doubled)).toEqual([]);
    const three = [...doubled, timeOff('m-r3', TUESDAY)];
    const records = evaluate(teamOf(5), three)[0]?.records ?? [];
    expect(records.filter((r) => r.personSourceId === 'm-r1')).toHaveLength(2);
    expect(evaluate(teamOf(5), three)[0]?.material).toBe(`${TUESDAY}:m-r1,m-r2,m-r3`);
  });

  it('skips invalid, reversed or personless time off, and people not in the org chart', () => {
    const [first, second] = reportsOf('m', 2);
    const messy = [
      timeOff(first?.sourceId ?? '', TUESDAY),
      timeOff(second?.sourceId ?? '', TUESDAY),
      timeOff('m-r3', 'not a date', TUESDAY),
      timeOff('m-r3', TUESDAY, '2026-02-30', { sourceId: 'x1' }),
      timeOff('m-r4', '2026-12-10', TUESDAY),
      timeOff('m-r5', '', ''),
      { ...timeOff('m-r5', TUESDAY), personSourceId: null },
      timeOff('ghost', TUESDAY),
    ];
    expect(() => evaluate(teamOf(5), messy)).not.toThrow();
    expect(evaluate(teamOf(5), messy)).toEqual([]);
  });

  it('does not count a self-supervised manager among their own reports', () => {
    const people = [person('m', { supervisorSourceId: 'm' }), ...reportsOf('m', 5)];
    const absences = [...outOn(TUESDAY, 2, 5), timeOff('m', TUESDAY)];
    expect(evaluate(people, absences)).toEqual([]);
    const [finding] = evaluate(people, [...absences, timeOff('m-r3', TUESDAY)]);
    expect(finding?.title).toBe("3 of Person m's 5 direct reports are out on Tue 8 Dec");
  });

  it('survives a cycle in the org chart', () => {
    const people = [
      person('x', { supervisorSourceId: 'y' }),
      person('y', { supervisorSourceId: 'x' }),
      ...reportsOf('x', 3),
    ];
    const absences = [timeOff('y', TUESDAY), timeOff('x-r1', TUESDAY), timeOff('x-r2', TUESDAY)];
    const [finding] = evaluate(people, absences);
    expect(finding?.title).toBe("3 of Person x's 4 direct reports are out on Tue 8 Dec");
  });

  it('skips a manager who is not in the org chart, and answers nothing for an invalid today', () => {
    const orphans = reportsOf('gone', 3);
    expect(
      evaluate(
        orphans,
        orphans.map((p) => timeOff(p.sourceId, TUESDAY)),
      ),
    ).toEqual([]);
    const data = companyData({ people: teamOf(3), timeOff: outOn(TUESDAY, 3, 3) });
    expect(timeOffOverlap.evaluate(data, ruleContext('07/12/2026'))).toEqual([]);
  });
});

describe('time-off-overlap at scale', () => {
  it('finds the crowded days of a 10,000-person company', () => {
    // Managers are p00000 … p00999 (10 direct reports each, p00999: 9). Every third manager
    // has 3 people out on Tuesday; every other has 2 out; everyone takes a weekend off too.
    const people = generatedPeople(10_000, 10);
    const absences: CompanyTimeOff[] = [];
    for (let manager = 0; manager < 1000; manager += 1) {
      const outCount = manager % 3 === 0 ? 3 : 2;
      for (let report = 0; report < outCount; report += 1) {
        absences.push(timeOff(generatedId(manager * 10 + 1 + report), TUESDAY, '2026-12-09'));
      }
    }
    for (let index = 1; index < 10_000; index += 1) {
      absences.push(
        timeOff(generatedId(index), '2026-12-12', '2026-12-13', { sourceId: `w${index}` }),
      );
    }
    const findings = evaluate(people, absences);
    expect(findings).toHaveLength(334);
    expect(findings[0]?.subject).toBe('manager:p00000');
    expect(findings.at(-1)?.title).toBe(
      "3 of Person p00999's 9 direct reports are out on Tue 8 Dec",
    );
  });
});
