import { describe, expect, it } from 'vitest';
import type { CompanyPerson } from '../model.js';
import { companyData, generatedPeople, hrisSource, person, ruleContext } from '../test-company.js';
import { addDays } from './dates.js';
import { newHireCheckIn } from './new-hire-check-in.js';

// Monday 7 December 2026: the horizon runs to Sunday 13 December (today + 6).
const TODAY = '2026-12-07';
const manager = person('m', { name: 'Sarah Chen' });

function evaluate(people: CompanyPerson[], thresholds = {}, today = TODAY) {
  return newHireCheckIn.evaluate(
    companyData({ people, sources: [hrisSource()] }),
    ruleContext(today, { thresholds }),
  );
}

function hire(hireDate: string | null, fields: Partial<CompanyPerson> = {}) {
  return person('a', { name: 'Ana Ruiz', hireDate, supervisorSourceId: 'm', ...fields });
}

describe('new-hire-check-in thresholds', () => {
  it.each([30, 60, 90])('finds day %i from today through today + 6', (days) => {
    expect(evaluate([manager, hire(addDays(TODAY, -days))])[0]?.subject).toBe(
      `person:a:day${days}`,
    );
    expect(evaluate([manager, hire(addDays(TODAY, 6 - days))])[0]?.dueDate).toBe('2026-12-13');
    expect(evaluate([manager, hire(addDays(TODAY, -days - 1))])).toEqual([]);
    expect(evaluate([manager, hire(addDays(TODAY, 7 - days))])).toEqual([]);
  });

  it('says nothing for other days (29, 31, 45, 120)', () => {
    for (const days of [29, 31, 45, 120]) {
      const people = [manager, hire(addDays(TODAY, -days))];
      expect(evaluate(people, { horizonDays: 1 })).toEqual([]);
    }
  });

  it('takes the horizon in use from the context', () => {
    expect(evaluate([manager, hire(addDays(TODAY, -23))], { horizonDays: 8 })).toHaveLength(1);
    expect(evaluate([manager, hire(addDays(TODAY, -29))], { horizonDays: 1 })).toEqual([]);
  });
});

describe('new-hire-check-in finding', () => {
  it('goes to the manager, naming the new hire and the day', () => {
    const [finding] = evaluate([manager, hire('2026-11-09')]);
    expect(finding).toEqual({
      subject: 'person:a:day30',
      title: 'Ana Ruiz reaches 30 days on Wed 9 Dec',
      description:
        'Ana Ruiz joined on Mon 9 Nov and reports to Sarah Chen; Wed 9 Dec is their day 30.',
      priority: 'medium',
      type: 'people',
      actionText: 'Schedule a 30-day check-in with Ana Ruiz',
      impact: null,
      dueDate: '2026-12-09',
      person: 'Ana Ruiz',
      material: 'day30',
      records: [
        { kind: 'person', id: 'a', label: 'Ana Ruiz', personSourceId: 'a' },
        { kind: 'person', id: 'm', label: 'Sarah Chen', personSourceId: 'm' },
      ],
      comparisons: [
        { name: 'Days since hire on that day', value: 30, threshold: 30, op: '=', unit: 'days' },
        { name: 'Days until then', value: 2, threshold: 7, op: '<', unit: 'days' },
      ],
      sources: [1],
      audience: { kind: 'team-of', sourceId: 'm' },
    });
  });

  it('says today when the day is today', () => {
    expect(evaluate([manager, hire('2026-11-07')])[0]?.title).toBe(
      'Ana Ruiz reaches 30 days today',
    );
  });

  it('goes to whoever may see the record of someone without a manager on record', () => {
    for (const supervisorSourceId of [null, 'a', 'gone']) {
      const [finding] = evaluate([hire('2026-11-09', { supervisorSourceId })]);
      expect(finding?.audience).toEqual({ kind: 'records' });
      expect(finding?.records).toEqual([
        { kind: 'person', id: 'a', label: 'Ana Ruiz', personSourceId: 'a' },
      ]);
      expect(finding?.description).toBe('Ana Ruiz joined on Mon 9 Nov; Wed 9 Dec is their day 30.');
    }
  });
});

describe('new-hire-check-in with messy data', () => {
  it('skips missing and invalid hire dates, and a cycle of managers does no harm', () => {
    const people = [
      person('x', { supervisorSourceId: 'y', hireDate: null }),
      person('y', { supervisorSourceId: 'x', hireDate: '2026-11-31' }),
      person('z', { supervisorSourceId: 'x', hireDate: 'yesterday' }),
      person('w', { supervisorSourceId: 'y', hireDate: '2026-11-09' }),
    ];
    expect(evaluate(people).map((f) => f.subject)).toEqual(['person:w:day30']);
  });

  it('answers nothing for an invalid today', () => {
    expect(evaluate([manager, hire('2026-11-09')], {}, 'today')).toEqual([]);
  });
});

describe('new-hire-check-in at scale', () => {
  it('finds the check-ins of a 10,000-person company', () => {
    // Hire dates cycle through the 100 days before today: 7 of them give a day 30, 7 a day 60
    // and 7 a day 90 within the week; 10,000 people are 100 full cycles.
    const people = generatedPeople(10_000, 10, (index) => ({
      hireDate: addDays(TODAY, -(index % 100)),
    }));
    expect(evaluate(people)).toHaveLength(2_100);
  });
});
