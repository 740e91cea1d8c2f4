import { describe, expect, it } from 'vitest';
import type { CompanyPerson, PeopleChange, SourceState } from '../model.js';
import {
  atsSource,
  companyData,
  generatedId,
  hrisSource,
  leaver,
  move,
  person,
  ruleContext,
} from '../test-company.js';
import { reportingChange } from './reporting-change.js';

const LAST_SYNC = '2026-12-07T06:05:00Z';
const people: CompanyPerson[] = [
  person('tom', { name: 'Tom Li' }),
  person('sarah', { name: 'Sarah Chen' }),
  person('ana', { name: 'Ana Ruiz', supervisorSourceId: 'sarah' }),
];

function evaluate(
  changes: PeopleChange[],
  sources: SourceState[] = [hrisSource({ lastSuccessAt: LAST_SYNC, lastSuccessRunId: 'r2' })],
) {
  return reportingChange.evaluate(
    companyData({ people, changes, sources }),
    ruleContext('2026-12-07'),
  );
}

function anaMoved(at: string, fields: Partial<PeopleChange> = {}) {
  return move('ana', 'tom', 'sarah', at, { personName: 'Ana Ruiz', runId: 'r2', ...fields });
}

describe('reporting-change: the latest sync', () => {
  it('takes the moves of the run that last succeeded, whenever they were applied', () => {
    expect(evaluate([anaMoved('2026-12-07T06:04:30Z')])).toHaveLength(1);
    expect(evaluate([anaMoved('2026-12-07T05:50:00Z')])).toHaveLength(1);
    const laterSync = [hrisSource({ lastSuccessAt: LAST_SYNC, lastSuccessRunId: 'r3' })];
    expect(evaluate([anaMoved('2026-12-07T06:04:30Z')], laterSync)).toEqual([]);
  });

  it("takes every move of that run, and none of an earlier run's", () => {
    const changes = [
      move('old', 'tom', 'sarah', '2026-12-06T06:04:00Z', { runId: 'r1' }),
      move('early', 'sarah', 'tom', '2026-12-07T05:00:00Z', { runId: 'r2' }),
      anaMoved('2026-12-07T06:04:30Z'),
      leaver('gone', 'tom', '2026-12-07T06:04:59Z', { runId: 'r2' }),
    ];
    expect(evaluate(changes).map((f) => f.subject)).toEqual(['move:ana', 'move:early']);
  });

  it('goes by the latest success of the HRIS sources, never the ATS', () => {
    const sources = [
      hrisSource({
        integrationId: 1,
        lastSuccessAt: '2026-12-06T06:05:00Z',
        lastSuccessRunId: 'r1',
      }),
      hrisSource({ integrationId: 3, lastSuccessAt: LAST_SYNC, lastSuccessRunId: 'r2' }),
      atsSource({ lastSuccessAt: '2026-12-07T08:00:00Z' }),
    ];
    const [finding] = evaluate([anaMoved('2026-12-07T06:04:30Z')], sources);
    expect(finding?.sources).toEqual([1, 3]);
    expect(
      evaluate([anaMoved('2026-12-07T06:04:30Z')], [atsSource({ lastSuccessAt: LAST_SYNC })]),
    ).toEqual([]);
    expect(
      evaluate([anaMoved('2026-12-07T06:04:30Z')], [hrisSource({ lastSuccessAt: null })]),
    ).toEqual([]);
  });
});

describe('reporting-change finding', () => {
  it('words the move for both managers alike, and shows it to them only', () => {
    expect(evaluate([anaMoved('2026-12-07T06:04:30Z')])[0]).toEqual({
      subject: 'move:ana',
      title: "Ana Ruiz moved from Tom Li's team to Sarah Chen's",
      description:
        "Ana Ruiz moved from Tom Li's team to Sarah Chen's, as of the latest HR system sync.",
      priority: 'low',
      type: 'team',
      actionText: null,
      impact: null,
      dueDate: null,
      person: 'Ana Ruiz',
      material: 'tom->sarah',
      records: [
        { kind: 'change', id: 'r2:ana', label: 'Ana Ruiz changed manager', personSourceId: 'ana' },
        { kind: 'person', id: 'tom', label: 'Tom Li', personSourceId: 'tom' },
        { kind: 'person', id: 'sarah', label: 'Sarah Chen', personSourceId: 'sarah' },
      ],
      comparisons: [],
      sources: [1],
      audience: { kind: 'people', sourceIds: ['tom', 'sarah'] },
    });
  });

  it('words a move from or to no manager, leaving out the missing side', () => {
    const [fromNobody] = evaluate([
      anaMoved('2026-12-07T06:04:30Z', { fromSupervisorSourceId: null }),
    ]);
    expect(fromNobody).toMatchObject({
      title: 'Ana Ruiz now reports to Sarah Chen, with no manager on record before',
      material: 'none->sarah',
      audience: { kind: 'people', sourceIds: ['sarah'] },
    });
    const [toNobody] = evaluate([anaMoved('2026-12-07T06:04:30Z', { toSupervisorSourceId: null })]);
    expect(toNobody).toMatchObject({
      title: "Ana Ruiz left Tom Li's team and has no manager on record",
      material: 'tom->none',
      audience: { kind: 'people', sourceIds: ['tom'] },
    });
  });

  it('names a manager no longer in the org chart by their id', () => {
    const [finding] = evaluate([
      anaMoved('2026-12-07T06:04:30Z', { fromSupervisorSourceId: 'e-41' }),
    ]);
    expect(finding?.title).toBe("Ana Ruiz moved from manager e-41's team to Sarah Chen's");
  });
});

describe('reporting-change with messy data', () => {
  it('counts a person moved twice in the run once, at their latest move', () => {
    const changes = [
      anaMoved('2026-12-07T06:04:40Z', {
        toSupervisorSourceId: 'tom',
        fromSupervisorSourceId: 'sarah',
      }),
      anaMoved('2026-12-07T06:04:30Z'),
    ];
    const findings = evaluate(changes);
    expect(findings.map((f) => f.material)).toEqual(['sarah->tom']);
  });

  it('skips a move to the same manager, or from none to none, and invalid dates', () => {
    const changes = [
      anaMoved('2026-12-07T06:04:30Z', { toSupervisorSourceId: 'tom' }),
      move('x', null, null, '2026-12-07T06:04:30Z', { runId: 'r2' }),
      move('y', 'tom', 'sarah', 'garbage', { runId: 'r2' }),
      move('z', 'tom', 'sarah', '2026-12-07T06:04:30Z', { runId: 'r2' }),
    ];
    expect(evaluate(changes).map((f) => f.subject)).toEqual(['move:z']);
  });

  it("ignores another run's moves, whatever their dates", () => {
    const changes = [
      anaMoved('2026-12-07T06:04:30Z'),
      move('y', 'tom', 'sarah', '2026-12-07T07:00:00Z', { runId: 'r3' }),
    ];
    expect(evaluate(changes).map((f) => f.subject)).toEqual(['move:ana']);
  });
});

describe('reporting-change at scale', () => {
  it('reports every move of a reorganisation of 10,000 people', () => {
    const changes = Array.from({ length: 10_000 }, (_, index) =>
      move(generatedId(index), 'tom', 'sarah', '2026-12-07T06:04:30Z', { runId: 'r2' }),
    );
    changes.push(
      ...changes
        .slice(0, 5_000)
        .map((change) => ({ ...change, runId: 'r1', at: '2026-12-06T06:00:00Z' })),
    );
    expect(evaluate(changes)).toHaveLength(10_000);
  });
});
