import { describe, expect, it } from 'vitest';
import type { CompanyPerson } from '../model.js';
import { companyData, generatedPeople, hrisSource, person, ruleContext } from '../test-company.js';
import { anniversaryIn, isMilestoneYear, workAnniversary } from './work-anniversary.js';

const TODAY = '2026-12-07';

function evaluate(people: CompanyPerson[], today = TODAY, thresholds = {}) {
  return workAnniversary.evaluate(
    companyData({ people, sources: [hrisSource()] }),
    ruleContext(today, { thresholds }),
  );
}

function hiredOn(hireDate: string | null, fields: Partial<CompanyPerson> = {}) {
  return person('a', { name: 'Ana Ruiz', hireDate, ...fields });
}

describe('work-anniversary milestones', () => {
  it('marks 1, 3, 5 and every fifth year', () => {
    const milestones = Array.from({ length: 31 }, (_, years) => years).filter(isMilestoneYear);
    expect(milestones).toEqual([1, 3, 5, 10, 15, 20, 25, 30]);
  });

  it.each([
    ['2025-12-08', 1],
    ['2023-12-08', 3],
    ['2021-12-08', 5],
    ['2016-12-08', 10],
    ['1991-12-08', 35],
  ])('finds the anniversary of a hire on %s (%i years)', (hireDate, years) => {
    const [finding] = evaluate([hiredOn(hireDate)]);
    expect(finding?.subject).toBe(`person:a:${years}`);
    expect(finding?.material).toBe(String(years));
  });

  it.each(['2024-12-08', '2022-12-08', '2019-12-08', '2026-12-08', '2027-12-08'])(
    'says nothing for a hire on %s (no milestone)',
    (hireDate) => {
      expect(evaluate([hiredOn(hireDate)])).toEqual([]);
    },
  );
});

describe('work-anniversary horizon', () => {
  it('includes today and today + 13, not today − 1 or today + 14', () => {
    expect(evaluate([hiredOn('2021-12-07')])[0]?.title).toBe(
      "Ana Ruiz's 5-year work anniversary is today",
    );
    expect(evaluate([hiredOn('2021-12-20')])[0]?.dueDate).toBe('2026-12-20');
    expect(evaluate([hiredOn('2021-12-06')])).toEqual([]);
    expect(evaluate([hiredOn('2021-12-21')])).toEqual([]);
    expect(evaluate([hiredOn('2021-12-21')], TODAY, { horizonDays: 15 })).toHaveLength(1);
  });

  it('crosses the new year', () => {
    const [finding] = evaluate([hiredOn('2024-01-02')], '2026-12-28');
    expect(finding).toMatchObject({ subject: 'person:a:3', dueDate: '2027-01-02' });
    expect(finding?.title).toBe("Ana Ruiz's 3-year work anniversary is on Sat 2 Jan 2027");
  });
});

describe('work-anniversary finding', () => {
  it('says whose anniversary, when, and how many years, from the data', () => {
    const [finding] = evaluate([hiredOn('2021-12-08')]);
    expect(finding).toEqual({
      subject: 'person:a:5',
      title: "Ana Ruiz's 5-year work anniversary is on Tue 8 Dec",
      description: 'Ana Ruiz joined on Wed 8 Dec 2021; Tue 8 Dec marks 5 years at the company.',
      priority: 'low',
      type: 'people',
      actionText: "Recognise Ana Ruiz's 5 years",
      impact: null,
      dueDate: '2026-12-08',
      person: 'Ana Ruiz',
      material: '5',
      records: [{ kind: 'person', id: 'a', label: 'Ana Ruiz', personSourceId: 'a' }],
      comparisons: [
        { name: 'Days until the anniversary', value: 1, threshold: 14, op: '<', unit: 'days' },
      ],
      sources: [1],
      audience: { kind: 'records' },
    });
  });
});

describe('work-anniversary leap days', () => {
  it('celebrates a 29 February hire on 28 February in a common year', () => {
    expect(anniversaryIn('2020-02-29', 2025)).toBe('2025-02-28');
    expect(anniversaryIn('2020-02-29', 2028)).toBe('2028-02-29');
    const [finding] = evaluate([hiredOn('2020-02-29')], '2025-02-20');
    expect(finding).toMatchObject({ subject: 'person:a:5', dueDate: '2025-02-28' });
  });

  it('celebrates it on 29 February in a leap year, not on the 28th', () => {
    expect(evaluate([hiredOn('2023-02-28')], '2024-02-29')).toEqual([]);
    expect(evaluate([hiredOn('2023-02-29')], '2024-02-20')).toEqual([]);
    expect(evaluate([hiredOn('2020-02-29')], '2030-02-28')[0]?.subject).toBe('person:a:10');
  });
});

describe('work-anniversary with messy data', () => {
  it('skips missing and invalid hire dates without throwing', () => {
    const people = [
      hiredOn(null),
      person('b', { hireDate: '' }),
      person('c', { hireDate: 'December 8, 2021' }),
      person('d', { hireDate: '2021-13-08' }),
      person('e', { hireDate: '2021-12-08T00:00:00Z' }),
    ];
    expect(evaluate(people)).toEqual([]);
  });

  it('gives one finding for a person listed twice, and names an unnamed person by id', () => {
    const people = [hiredOn('2021-12-08'), hiredOn('2021-12-08', { name: 'Someone else' })];
    expect(evaluate(people)).toHaveLength(1);
    expect(evaluate([person('z', { name: ' ', hireDate: '2025-12-08' })])[0]?.person).toBe('z');
  });

  it('answers nothing for an invalid today', () => {
    expect(evaluate([hiredOn('2021-12-08')], '')).toEqual([]);
  });
});

describe('work-anniversary at scale', () => {
  it('finds the anniversaries of a 10,000-person company', () => {
    // Hire dates cycle through 40 years and 28 days of December: those on 7–20 December in a
    // milestone year (1, 3, 5, 10 … 40 years ago) are due.
    const people = generatedPeople(10_000, 10, (index) => ({
      hireDate: `${2026 - (index % 40)}-12-${String((index % 28) + 1).padStart(2, '0')}`,
    }));
    // (index mod 40 a milestone: 9 of 40) and (index mod 28 in 6…19: 14 of 28), counted separately.
    expect(evaluate(people)).toHaveLength(1141);
  });
});
