import type { AuditEvent } from '@q/schemas/audit';
import { CSV_BOM, CSV_LINE_END, csvText } from '@q/ui';

/**
 * The Audit Log's export as CSV text: one line per event, newest first. Every text cell goes
 * through the suite's CSV rule (`csvText` of `@q/ui`: kept from running as a formula, quoted as
 * needed), as Qube's report exports do: the labels, emails, user agents and the changes' values
 * come from people.
 */

export { CSV_BOM as BOM } from '@q/ui';

/** A cell: nothing for no value, numbers plain, text by the suite's rule (`csvText`). */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  return csvText(value);
}

/** The columns, in order, with how each reads an event. */
const COLUMNS: ReadonlyArray<readonly [string, (event: AuditEvent) => string | number | null]> = [
  ['Time (UTC)', (event) => event.at],
  ['Actor', (event) => event.actor.label],
  ['Action', (event) => event.action],
  ['Target type', (event) => event.target.type],
  ['Target ID', (event) => event.target.id],
  ['Target', (event) => event.target.label],
  ['Result', (event) => event.result],
  ['Status', (event) => event.status],
  ['IP', (event) => event.ip],
  ['User agent', (event) => event.userAgent],
  ['Request ID', (event) => event.requestId],
  ['Changes (JSON)', (event) => jsonCell(event.changes)],
  ['Detail (JSON)', (event) => jsonCell(event.detail)],
];

export const AUDIT_CSV_HEADER = COLUMNS.map(([label]) => label);

function jsonCell(value: unknown): string | null {
  return value === null || value === undefined ? null : JSON.stringify(value);
}

/**
 * The events as a CSV file's text: the BOM, a header row, one line per event. The time is the
 * event's ISO moment, the action and the result their codes (`integration-changed`, `refused`),
 * so that the file sorts and filters as the trail does.
 */
export function auditEventsToCsv(events: readonly AuditEvent[]): string {
  const lines = [
    AUDIT_CSV_HEADER.map(csvCell).join(','),
    ...events.map((event) => COLUMNS.map(([, read]) => csvCell(read(event))).join(',')),
  ];
  return `${CSV_BOM}${lines.join(CSV_LINE_END)}${CSV_LINE_END}`;
}
