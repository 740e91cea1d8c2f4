import { describe, expect, it } from 'vitest';
import { screenRecords } from './screen-records.js';

/** The engine's last check of a connector's records: dates the database cannot store. */
describe('screenRecords', () => {
  const person = (sourceId: string, hireDate: string | null, sourceUpdatedAt: string | null) => ({
    sourceId,
    name: sourceId,
    jobTitle: null,
    department: null,
    supervisorSourceId: null,
    hireDate,
    workEmail: null,
    photoUrl: null,
    sourceUpdatedAt,
  });

  it('empties a date a record can do without, and names it', async () => {
    const { records, notes } = await screenRecords({
      people: [
        person('ok', '2020-01-01', '2024-01-01T00:00:00.000Z'),
        person('zero', '0000-01-01', '+020000-01-01T00:00:00.000Z'),
      ],
    });
    expect(records.people?.map((p) => [p.sourceId, p.hireDate, p.sourceUpdatedAt])).toEqual([
      ['ok', '2020-01-01', '2024-01-01T00:00:00.000Z'],
      ['zero', null, null],
    ]);
    expect(notes).toEqual([
      expect.objectContaining({ record: 'people zero', action: 'emptied' }),
      expect.objectContaining({ record: 'people zero', action: 'emptied' }),
    ]);
  });

  it('skips a record whose essential date is out of range, once, and keeps the rest', async () => {
    const { records, notes } = await screenRecords({
      timeOff: [
        {
          sourceId: 'a',
          personSourceId: null,
          personName: 'A',
          start: '2030-01-01',
          end: '2030-01-02',
          kind: null,
        },
        {
          sourceId: 'b',
          personSourceId: null,
          personName: 'B',
          start: '0001-01-01',
          end: '0001-01-02',
          kind: null,
        },
      ],
      applications: [
        {
          sourceId: 'x',
          jobSourceId: null,
          appliedAt: '1800-01-01T00:00:00.000Z',
          hiredAt: '0000-01-01T00:00:00.000Z',
          status: 'hired',
          sourceUpdatedAt: null,
        },
      ],
      jobs: [
        {
          sourceId: 'j',
          title: 'J',
          department: null,
          status: 'open',
          openedAt: '2024-01-01T00:00:00.000Z',
          closedAt: null,
          openings: [{ openedAt: '0000-01-01T00:00:00.000Z', closedAt: null, filled: false }],
          sourceUpdatedAt: null,
        },
      ],
    });
    expect(records.timeOff?.map((t) => t.sourceId)).toEqual(['a']);
    expect(records.applications).toEqual([]);
    expect(records.jobs?.[0]?.openings[0]?.openedAt).toBeNull();
    expect(notes.map((n) => [n.record, n.action])).toEqual([
      ['timeOff b', 'skipped'],
      ['applications x', 'skipped'],
      ['jobs j', 'emptied'],
    ]);
  });
});
