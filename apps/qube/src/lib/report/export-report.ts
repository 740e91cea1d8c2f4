import { reportCsvFiles } from './csv';
import type { Paper } from './pdf';
import { exportFileName, type Report } from './report';

/** What the Export Report menu offers. */
export type ExportFormat = 'pdf-a4' | 'pdf-letter' | 'csv';

export interface ExportedFile {
  name: string;
  blob: Blob;
  /** Pages of a PDF. */
  pages?: number;
  /** CSV files in it: 1 for a lone .csv, more in a .zip. */
  tables?: number;
}

const PAPER: Readonly<Record<Exclude<ExportFormat, 'csv'>, Paper>> = {
  'pdf-a4': 'a4',
  'pdf-letter': 'letter',
};

/**
 * The file of an export. PDF: the whole report (its library is loaded here, on first use). CSV:
 * one file per table; several come in one .zip, since a browser holds back a burst of downloads
 * from one click (Chrome asks for leave, Safari drops all but the first) and a zip keeps one
 * export's tables together.
 */
export async function buildExportFile(
  report: Report,
  format: ExportFormat,
  generatedAt: Date,
): Promise<ExportedFile> {
  if (format !== 'csv') {
    const { renderReportPdf } = await import('./pdf');
    const { bytes, pages } = renderReportPdf(report, PAPER[format], generatedAt);
    return {
      name: exportFileName(report, generatedAt, 'pdf'),
      blob: new Blob([bytes], { type: 'application/pdf' }),
      pages,
    };
  }
  const files = reportCsvFiles(report);
  const [only] = files;
  if (files.length === 1 && only) {
    return {
      name: exportFileName(report, generatedAt, 'csv'),
      blob: new Blob([only.text], { type: 'text/csv;charset=utf-8' }),
      tables: 1,
    };
  }
  const { strToU8, zipSync } = await import('fflate');
  const zip = zipSync(Object.fromEntries(files.map((file) => [file.name, strToU8(file.text)])));
  return {
    name: exportFileName(report, generatedAt, 'zip'),
    blob: new Blob([zip], { type: 'application/zip' }),
    tables: files.length,
  };
}

/** How long a download's object URL is kept: the browser reads it after the click returns. */
const OBJECT_URL_LIFETIME_MS = 30_000;

/** Hands a file to the browser's downloads, as a link with `download` would. */
export function downloadFile({ name, blob }: Pick<ExportedFile, 'name' | 'blob'>): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}
