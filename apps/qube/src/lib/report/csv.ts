import { CSV_BOM, CSV_LINE_END, csvText } from '@q/ui';
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

export { CSV_BOM as BOM } from '@q/ui';

/**
 * A cell as CSV: numbers plain (no separators, units or exponent), dates in ISO form, text by
 * the suite's rule (`csvText`: kept from running as a formula, quoted as needed).
 */
export function csvCell(value: ReportValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? plainNumber(value) : '';
  if (value instanceof Date) return isoDate(value);
  return csvText(value);
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
  return `${CSV_BOM}${[...note, header.join(','), ...lines].join(CSV_LINE_END)}${CSV_LINE_END}`;
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
