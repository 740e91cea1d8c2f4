import { describe, expect, it } from 'vitest';
import { financeData } from '../data/finance';
import { financePageFigures } from '../lib/finance-figures';
import { reportCsvFiles } from '../lib/report/csv';
import { displayText, reportTables } from '../lib/report/report';
import { financeReport } from './finance-report';

/** The day the sample's dates are worded from. */
const SAMPLE_DAY = new Date(2026, 10, 27);
const FINANCE_DATA = financePageFigures(financeData(SAMPLE_DAY), undefined);

const report = financeReport({ title: 'Finance' }, FINANCE_DATA);
const tables = reportTables(report);

describe('financeReport', () => {
  it('says its figures are samples', () => {
    expect(report.isSample).toBe(true);
  });

  it('follows the page: summary, budget, runway, return on spend', () => {
    expect(report.sections.map((section) => section.title)).toEqual([
      'Financial Summary',
      'Budget vs Actuals by Category',
      'Cash Runway',
      'Spend-to-Impact Analysis',
    ]);
    expect(tables.map((table) => table.id)).toEqual([
      'financial-summary',
      'budget-lines',
      'cash-projection',
      'spend-to-impact',
    ]);
  });

  it('shows the summary as the page does and keeps its values plain with their unit', () => {
    const [summary] = tables;
    const texts = summary?.rows.map((row) =>
      row.map((entry, index) => displayText(entry, summary.columns[index]?.format)),
    );
    expect(texts).toEqual([
      ['Revenue', '$24.8M', '$25.0M', '\u22120.8%', 'USD'],
      ['Expenses', '$43.7M', '$41.5M', '+5.3%', 'USD'],
      ['Gross Margin', '72.4%', '74%', '\u22122.2%', '%'],
      ['Burn Rate', '$2.1M', '$2.3M', '\u22128.7%', 'USD'],
    ]);
    const csv = reportCsvFiles(report).find((file) => file.name === 'financial-summary.csv');
    expect(csv?.text.split('\r\n').slice(0, 4)).toEqual([
      '\uFEFF"Sample data — illustrative figures, not from a connected source",,,,',
      'Measure,Actual,Budget,Variance (%),Unit',
      'Revenue,24800000,25000000,-0.8,USD',
      'Expenses,43700000,41500000,5.3,USD',
    ]);
  });

  it('gives the budget lines their badge and the total what remains', () => {
    expect(tables[1]?.rows[1]).toEqual([
      'Sales & Marketing',
      11_500_000,
      13_200_000,
      14.8,
      'Over Budget',
    ]);
    expect(report.sections[1]?.notes).toEqual(['$2.2M over the total budget.']);
  });

  it('projects the cash as the chart does, months plain in the CSV', () => {
    const [projection] = tables.slice(2);
    expect(projection?.rows.slice(0, 2)).toEqual([
      [0, 28_500_000],
      [2, 24_300_000],
    ]);
    expect(displayText(2, projection?.columns[0]?.format)).toBe('+2 mo');
    expect(report.sections[2]?.chart?.labels[0]).toBe('Now');
  });
});
