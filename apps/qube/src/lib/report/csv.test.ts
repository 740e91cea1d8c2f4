import { describe, expect, it } from 'vitest';
import { BOM, csvCell, reportCsvFiles, tableToCsv } from './csv';
import { type Report, type ReportTable, SAMPLE_DATA_NOTE } from './report';

const TABLE: ReportTable = {
  id: 'budget-lines',
  title: 'Budget lines',
  columns: [
    { label: 'Category' },
    { label: 'Actual', unit: 'USD', format: () => 'shown only in the PDF' },
    { label: 'Variance', unit: '%' },
    { label: 'Reviewed' },
  ],
  rows: [
    ['Sales & Marketing', 13_200_000, 14.8, new Date('2025-06-30T00:00:00Z')],
    ['Engineering, R&D', { value: 14_600_000, text: '$14.6M' }, -12, null],
  ],
};

describe('csvCell', () => {
  it('writes numbers plain: no separators, units or exponent', () => {
    expect(csvCell(24_800_000)).toBe('24800000');
    expect(csvCell(-0.8)).toBe('-0.8');
    expect(csvCell(1e21)).toBe('1000000000000000000000');
    expect(csvCell(1e-7)).toBe('0.0000001');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('writes dates as ISO calendar dates', () => {
    expect(csvCell(new Date('2025-01-10T00:00:00Z'))).toBe('2025-01-10');
  });

  it('quotes text holding a comma, a quote or a line end, doubling quotes', () => {
    expect(csvCell('plain text')).toBe('plain text');
    expect(csvCell('Engineering, R&D')).toBe('"Engineering, R&D"');
    expect(csvCell('the "best" plan')).toBe('"the ""best"" plan"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('keeps text from running as a spreadsheet formula', () => {
    expect(csvCell('=SUM(A1:A2)')).toBe("'=SUM(A1:A2)");
    expect(csvCell('+5 pts')).toBe("'+5 pts");
    expect(csvCell('@home')).toBe("'@home");
    expect(csvCell('-x,y')).toBe('"\'-x,y"');
  });

  it('leaves an empty cell for no value', () => {
    expect(csvCell(null)).toBe('');
  });
});

describe('tableToCsv', () => {
  it('starts with the BOM, names units in the header and ends lines with CRLF', () => {
    const csv = tableToCsv(TABLE, { isSample: false });
    expect(csv.startsWith(BOM)).toBe(true);
    expect(csv.slice(BOM.length).split('\r\n')).toEqual([
      'Category,Actual (USD),Variance (%),Reviewed',
      'Sales & Marketing,13200000,14.8,2025-06-30',
      '"Engineering, R&D",14600000,-12,',
      '',
    ]);
  });

  it('says first that sample figures are samples, in a line as wide as the table', () => {
    const csv = tableToCsv(TABLE, { isSample: true });
    expect(csv.startsWith(BOM)).toBe(true);
    expect(csv.slice(BOM.length).split('\r\n').slice(0, 2)).toEqual([
      `${csvCell(SAMPLE_DATA_NOTE)},,,`,
      'Category,Actual (USD),Variance (%),Reviewed',
    ]);
  });
});

describe('reportCsvFiles', () => {
  const report: Report = {
    title: 'People',
    isSample: false,
    filters: [],
    sections: [
      {
        title: 'Team Capacity',
        figures: [
          { label: 'Total headcount', value: 148 },
          { label: 'Utilization', value: 84, unit: '%', format: (value) => `${value}%` },
        ],
      },
      { title: 'Budget', tables: [TABLE] },
    ],
  };

  it('gives the key figures a file, then one file per table', () => {
    const files = reportCsvFiles(report);
    expect(files.map((file) => file.name)).toEqual(['key-figures.csv', 'budget-lines.csv']);
    expect(files[0]?.text).toBe(
      `${BOM}Section,Figure,Value,Unit\r\nTeam Capacity,Total headcount,148,\r\nTeam Capacity,Utilization,84,%\r\n`,
    );
  });

  it('says in every file of a sample report that its figures are samples', () => {
    const files = reportCsvFiles({ ...report, isSample: true });
    for (const file of files) {
      expect(file.text.startsWith(`${BOM}${csvCell(SAMPLE_DATA_NOTE)},`)).toBe(true);
    }
  });

  it('has no key-figures file when the page shows no figures', () => {
    const files = reportCsvFiles({ ...report, sections: [{ title: 'Budget', tables: [TABLE] }] });
    expect(files.map((file) => file.name)).toEqual(['budget-lines.csv']);
  });
});
