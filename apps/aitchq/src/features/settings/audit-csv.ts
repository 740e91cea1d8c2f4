import type { AuditEvent } from '@q/schemas/audit';

/**
 * The Audit Log's export as CSV text: one line per event, newest first. The cell rule is Qube's
 * report export's (`apps/qube/src/lib/report/csv.ts`, `csvCell`): text a spreadsheet would run
 * as a formula (=, +, -, @, a tab or a carriage return first) gets a leading apostrophe, as OWASP
 * advises for CSV exports; a cell holding a comma, a quote or a line end is quoted. The labels,
 * emails, user agents and the changes' values come from people, so every one goes through it.
 */

/** The byte order mark: spreadsheet tools read the file as UTF-8 only when it starts with one. */
export const BOM = '\uFEFF';

/** RFC 4180 line ends: spreadsheet tools on every platform read CRLF. */
const LINE_END = '\r\n';

/** A cell: nothing for no value, numbers plain, text kept from running as a formula and quoted as needed. */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
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
  return `${BOM}${lines.join(LINE_END)}${LINE_END}`;
}
