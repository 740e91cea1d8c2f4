/**
 * CSV as the suite's exports write it (Qube's reports, the Audit Log), one rule for all of them.
 */

/** The byte order mark: spreadsheet tools read the file as UTF-8 only when it starts with one. */
export const CSV_BOM = '\uFEFF';

/** RFC 4180 line ends: spreadsheet tools on every platform read CRLF. */
export const CSV_LINE_END = '\r\n';

/**
 * A text cell: text a spreadsheet would run as a formula (=, +, -, @, a tab or a carriage return
 * first) gets a leading apostrophe, as OWASP advises for CSV exports; a cell holding a comma, a
 * quote or a line end is quoted, its quotes doubled.
 */
export function csvText(value: string): string {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
