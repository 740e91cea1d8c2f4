import type { ChartTone } from '@q/ui';

/**
 * The export model of a page: what the page shows, built from the same data and rules the page
 * renders, as plain values. The PDF shows each value as the page does (a column's `format`); the
 * CSV writes the plain value itself (numbers without units or separators, dates in ISO form).
 */

/** A plain cell value: text, a number, a calendar date, or nothing. */
export type ReportValue = string | number | Date | null;

/** A value the PDF writes with its own text (the CSV still gets `value`). */
export interface ReportCell {
  value: ReportValue;
  text: string;
}

export type ReportEntry = ReportValue | ReportCell;

export interface ReportColumn {
  label: string;
  /** Unit of the column's numbers, named in the CSV header: 'Actual (USD)'. */
  unit?: string;
  /** How the PDF shows a number of the column, as the page does; `String` when absent. */
  format?: (value: number) => string;
  /** Numbers align right in the PDF. */
  align?: 'left' | 'right';
}

export interface ReportTable {
  /** Names the table's CSV file: `budget-lines` gives `budget-lines.csv`. */
  id: string;
  title: string;
  columns: readonly ReportColumn[];
  rows: ReadonlyArray<readonly ReportEntry[]>;
}

export interface ReportFigure {
  label: string;
  value: ReportEntry;
  unit?: string;
  format?: (value: number) => string;
  /** A line of context under the value, as on the page. */
  hint?: string;
  /**
   * Where the figure comes from, where a report mixes computed and sample figures: 'Sample data',
   * or 'BambooHR, synced Nov 27, 2026, 20:09 UTC'. The CSV's key figures carry it in a column.
   */
  source?: string;
}

export interface ReportSeries {
  label: string;
  values: readonly number[];
  tone: ChartTone;
}

export interface ReportChart {
  kind: 'bar' | 'line';
  title: string;
  /** Category (bar) or point (line) labels. */
  labels: readonly string[];
  series: readonly ReportSeries[];
  format: (value: number) => string;
  /** The value of a full bar or the top of the axis; a round number above the data by default. */
  max?: number;
}

/** One card or block of the page, in page order. */
export interface ReportSection {
  title: string;
  description?: string;
  figures?: readonly ReportFigure[];
  chart?: ReportChart;
  tables?: readonly ReportTable[];
  /** Closing lines of the block ('$1.9M of the budget remains.'). */
  notes?: readonly string[];
}

/** A view or filter the page was in, named in the report: View: Functions. */
export interface ReportFilter {
  label: string;
  value: string;
}

/** The page's heading, as its header shows it. */
export interface ReportHeading {
  /** The page title: 'Finance'. */
  title: string;
  description?: string;
}

/**
 * The header line of a report whose figures are samples: the PDF's under its title, each CSV
 * file's first line.
 */
export const SAMPLE_DATA_NOTE = 'Sample data — illustrative figures, not from a connected source';

export interface Report extends ReportHeading {
  /**
   * Whether the figures are samples rather than read from a connected source: the file says so
   * in its header (`SAMPLE_DATA_NOTE`), as the page's widgets do with their badges.
   */
  isSample: boolean;
  filters: readonly ReportFilter[];
  sections: readonly ReportSection[];
}

function isCell(entry: ReportEntry): entry is ReportCell {
  return entry !== null && typeof entry === 'object' && !(entry instanceof Date);
}

/** The plain value of an entry (what the CSV writes). */
export function plainValue(entry: ReportEntry): ReportValue {
  return isCell(entry) ? entry.value : entry;
}

/** A calendar date in ISO form (2025-06-01), in UTC as every date of the reports. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** How the PDF shows an entry: its own text, else the number formatted, else the value. */
export function displayText(entry: ReportEntry, format?: (value: number) => string): string {
  if (isCell(entry)) return entry.text;
  if (entry === null) return '';
  if (entry instanceof Date) return isoDate(entry);
  if (typeof entry === 'number') return format ? format(entry) : String(entry);
  return entry;
}

/** Every table of a report, in page order. */
export function reportTables(report: Report): ReportTable[] {
  return report.sections.flatMap((section) => section.tables ?? []);
}

/**
 * The report's figures as one table (section, figure, value, unit), so the CSV carries the
 * figures too; undefined when the page shows none.
 */
export function figuresTable(report: Report): ReportTable | undefined {
  const hasSources = report.sections.some((section) =>
    (section.figures ?? []).some((figure) => figure.source !== undefined),
  );
  const rows = report.sections.flatMap((section) =>
    (section.figures ?? []).map((figure) => [
      section.title,
      figure.label,
      plainValue(figure.value),
      figure.unit ?? null,
      ...(hasSources ? [figure.source ?? null] : []),
    ]),
  );
  if (rows.length === 0) return undefined;
  return {
    id: 'key-figures',
    title: 'Key figures',
    columns: [
      { label: 'Section' },
      { label: 'Figure' },
      { label: 'Value' },
      { label: 'Unit' },
      ...(hasSources ? [{ label: 'Source' }] : []),
    ],
    rows,
  };
}

/** The file name of an export: app, page, view or filter values, the date, the extension. */
export function exportFileName(report: Report, date: Date, extension: string): string {
  const parts = ['qube', report.title, ...report.filters.map((filter) => filter.value)].map(slug);
  return `${[...parts, isoDate(date)].join('-')}.${extension}`;
}

/** Lower-case words joined by hyphens: 'Sales & Marketing' gives 'sales-marketing'. */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
