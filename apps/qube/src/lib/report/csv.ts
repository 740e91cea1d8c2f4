import {
  figuresTable,
  isoDate,
  plainValue,
  type Report,
  type ReportTable,
  type ReportValue,
  reportTables,
  SAMPLE_DATA_NOTE,
} from './report';

/** The byte order mark: spreadsheet tools read the file as UTF-8 only when it starts with one. */
export const BOM = '\uFEFF';

/** RFC 4180 line ends: spreadsheet tools on every platform read CRLF. */
const LINE_END = '\r\n';

/**
 * A cell as CSV: numbers plain (no separators, units or exponent), dates in ISO form, text
 * quoted when it holds a comma, a quote or a line end. Text a spreadsheet would run as a formula
 * (=, +, -, @ first) is quoted with a leading apostrophe, as OWASP advises for CSV exports.
 */
export function csvCell(value: ReportValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? plainNumber(value) : '';
  if (value instanceof Date) return isoDate(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** 24800000 not 2.48e7, 0.0000001 not 1e-7. */
function plainNumber(value: number): string {
  const text = String(value);
  if (!text.includes('e')) return text;
  // Past 1e21 a number is an integer and toFixed writes an exponent too.
  if (Math.abs(value) >= 1e21) return BigInt(value).toString();
  return value.toFixed(20).replace(/\.?0+$/, '');
}

/**
 * A table as CSV text: the BOM; for sample figures, a first line saying so (`SAMPLE_DATA_NOTE`,
 * padded with empty fields to the table's width, so every line has the same number of fields);
 * a header row (units in brackets); one line per row.
 */
export function tableToCsv(table: ReportTable, { isSample }: { isSample: boolean }): string {
  const header = table.columns.map((column) =>
    csvCell(column.unit ? `${column.label} (${column.unit})` : column.label),
  );
  const note = isSample
    ? [[csvCell(SAMPLE_DATA_NOTE), ...table.columns.slice(1).map(() => '')].join(',')]
    : [];
  const lines = table.rows.map((row) => row.map((entry) => csvCell(plainValue(entry))).join(','));
  return `${BOM}${[...note, header.join(','), ...lines].join(LINE_END)}${LINE_END}`;
}

export interface CsvFile {
  name: string;
  text: string;
}

/** One CSV file per table of the report, the key figures first when the page shows any. */
export function reportCsvFiles(report: Report): CsvFile[] {
  const figures = figuresTable(report);
  return [...(figures ? [figures] : []), ...reportTables(report)].map((table) => ({
    name: `${table.id}.csv`,
    text: tableToCsv(table, report),
  }));
}
