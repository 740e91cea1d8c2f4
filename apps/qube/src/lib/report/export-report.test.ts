import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { BOM } from './csv';
import { buildExportFile } from './export-report';
import type { Report, ReportTable } from './report';

const table = (id: string): ReportTable => ({
  id,
  title: id,
  columns: [{ label: 'Name' }, { label: 'Value', unit: '%' }],
  rows: [['a', 1]],
});

const ONE_TABLE: Report = {
  title: 'OKRs',
  isSample: false,
  filters: [{ label: 'View', value: 'Functions' }],
  sections: [{ title: 'Functions', tables: [table('functions')] }],
};
const TWO_TABLES: Report = {
  title: 'Finance',
  isSample: false,
  filters: [],
  sections: [{ title: 'Budget', tables: [table('budget-lines'), table('spend-to-impact')] }],
};
const DAY = new Date('2025-06-01T09:00:00Z');

const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());
/** UTF-8 text with its byte order mark kept, to see that it is there. */
const utf8 = (bytes: Uint8Array) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);

describe('buildExportFile', () => {
  it('gives a lone table as one CSV file, named by page, view and date', async () => {
    const file = await buildExportFile(ONE_TABLE, 'csv', DAY);
    expect(file.name).toBe('qube-okrs-functions-2025-06-01.csv');
    expect(file.blob.type).toBe('text/csv;charset=utf-8');
    expect(file.tables).toBe(1);
    expect(utf8(await bytesOf(file.blob))).toBe(`${BOM}Name,Value (%)\r\na,1\r\n`);
  });

  it('zips several tables, one CSV file each', async () => {
    const file = await buildExportFile(TWO_TABLES, 'csv', DAY);
    expect(file.name).toBe('qube-finance-2025-06-01.zip');
    expect(file.tables).toBe(2);
    const entries = unzipSync(await bytesOf(file.blob));
    expect(Object.keys(entries)).toEqual(['budget-lines.csv', 'spend-to-impact.csv']);
    expect(utf8(entries['budget-lines.csv'] ?? new Uint8Array())).toBe(
      `${BOM}Name,Value (%)\r\na,1\r\n`,
    );
  });

  it('makes a PDF on the paper asked for', async () => {
    const a4 = await buildExportFile(TWO_TABLES, 'pdf-a4', DAY);
    const letter = await buildExportFile(TWO_TABLES, 'pdf-letter', DAY);
    expect(a4.name).toBe('qube-finance-2025-06-01.pdf');
    expect(a4.blob.type).toBe('application/pdf');
    expect(a4.pages).toBe(1);
    const head = new TextDecoder().decode((await bytesOf(a4.blob)).slice(0, 5));
    expect(head).toBe('%PDF-');
    expect(new TextDecoder().decode(await bytesOf(letter.blob))).toContain(
      '/MediaBox [0 0 612. 792.]',
    );
  });
});
