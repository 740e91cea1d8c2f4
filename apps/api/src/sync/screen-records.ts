import { isStorableDate } from '@q/schemas/common';
import type { SyncedKind, SyncedRecords } from '@q/schemas/sync';
import type { RecordNote } from './store.js';

/**
 * The last check of what a connector read, before anything is stored: every date of every
 * record within the storable range (`isStorableDate`: 1900–9999), whichever way the connector
 * parsed it. Per field, by what the record is worth without it:
 *
 * - emptied (null), the record kept: a person's hire date, a job's or opening's open and close
 *   times, an application's hire time, a goal's due date, and every "last changed at" — the
 *   record is still worth showing, and a figure that needs the date leaves the record out;
 * - the record skipped: a time off's start or end, an application's date — without them the
 *   record says nothing (who is away when, when someone applied).
 *
 * Each is noted for the run's message, which names the record; the run then ends partial.
 */

type Policy = 'empty' | 'skip';

const DATE_FIELDS: { [K in SyncedKind]: Record<string, Policy> } = {
  people: { hireDate: 'empty', sourceUpdatedAt: 'empty' },
  timeOff: { start: 'skip', end: 'skip' },
  jobs: { openedAt: 'empty', closedAt: 'empty', sourceUpdatedAt: 'empty' },
  applications: { appliedAt: 'skip', hiredAt: 'empty', sourceUpdatedAt: 'empty' },
  goals: { dueDate: 'empty', sourceUpdatedAt: 'empty' },
  okrs: { sourceUpdatedAt: 'empty' },
  // Months are checked by the connectors' own schemas (1900-01 to 9999-12).
  financeLines: {},
  cashBalances: {},
};

/** A job's openings' dates: emptied. */
const OPENING_FIELDS = ['openedAt', 'closedAt'] as const;

const unstorable = (value: unknown): value is string =>
  typeof value === 'string' && !isStorableDate(value);

const describe = (field: string, value: string) =>
  `${field} ${value.slice(0, 40)} is outside 1900–9999`;

/** Records checked between turns of the event loop (a run may hold tens of thousands). */
const SLICE = 2_000;

export async function screenRecords(records: SyncedRecords): Promise<{
  records: SyncedRecords;
  notes: RecordNote[];
}> {
  const notes: RecordNote[] = [];
  const out: SyncedRecords = {};
  for (const kind of Object.keys(records) as SyncedKind[]) {
    const list = records[kind] as Record<string, unknown>[] | undefined;
    if (list === undefined) continue;
    const fields = Object.entries(DATE_FIELDS[kind]);
    const kept: Record<string, unknown>[] = [];
    for (const [index, record] of list.entries()) {
      if (index > 0 && index % SLICE === 0) await new Promise((resolve) => setImmediate(resolve));
      const name = `${kind} ${String(record.sourceId)}`;
      let current = record;
      let skip: string | undefined;
      for (const [field, policy] of fields) {
        const value = current[field];
        if (!unstorable(value)) continue;
        if (policy === 'skip') {
          skip = describe(field, value);
          break;
        }
        current = { ...current, [field]: null };
        notes.push({ record: name, problem: describe(field, value), action: 'emptied' });
      }
      if (skip !== undefined) {
        for (let i = notes.length - 1; i >= 0 && notes[i]?.record === name; i -= 1) notes.pop();
        notes.push({ record: name, problem: skip, action: 'skipped' });
        continue;
      }
      if (kind === 'jobs' && Array.isArray(current.openings)) {
        const openings = current.openings as Record<string, unknown>[];
        if (openings.some((o) => OPENING_FIELDS.some((f) => unstorable(o[f])))) {
          current = {
            ...current,
            openings: openings.map((opening) => {
              let fixed = opening;
              for (const field of OPENING_FIELDS) {
                const value = fixed[field];
                if (!unstorable(value)) continue;
                fixed = { ...fixed, [field]: null };
                notes.push({
                  record: name,
                  problem: describe(`opening ${field}`, value),
                  action: 'emptied',
                });
              }
              return fixed;
            }),
          };
        }
      }
      kept.push(current);
    }
    (out as Record<string, unknown>)[kind] = kept;
  }
  return { records: out, notes };
}
