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

describe('financeReport of computed figures', () => {
  const computed = financePageFigures(financeData(SAMPLE_DAY), {
    provenance: {
      state: 'live',
      provider: 'quickbooks',
      integrationId: 4,
      syncedAt: '2026-11-27T20:09:31.000Z',
      lastAttemptAt: '2026-11-27T20:09:31.000Z',
      cause: null,
      missingFields: [],
      recordCount: 25,
    },
    figures: {
      currency: 'USD',
      period: { from: '2026-01', to: '2026-09' },
      summary: {
        revenue: { actualCents: 33_000_000, budgetCents: 30_000_000, varianceCents: 3_000_000 },
        expenses: { actualCents: 60_600_000, budgetCents: null, varianceCents: null },
        grossMargin: { actual: 80, budget: 80, variance: 0 },
        burnRate: { actualCents: 9_166_667, budgetCents: 9_000_000, varianceCents: 166_667 },
      },
      categories: [],
      runway: null,
    },
  });
  const computedReport = financeReport({ title: 'Finance' }, computed);
  const [summary] = reportTables(computedReport);

  it('is not sample data as a whole, and names each summary figure its source', () => {
    expect(computedReport.isSample).toBe(false);
    expect(summary?.columns.at(-1)?.label).toBe('Source');
    expect(summary?.rows.map((row) => [row[0], row.at(-1)])).toEqual([
      ['Revenue', 'QuickBooks, synced Nov 27, 2026, 20:09 UTC'],
      ['Expenses', 'Sample data'],
      ['Gross Margin', 'QuickBooks, synced Nov 27, 2026, 20:09 UTC'],
      ['Burn Rate', 'QuickBooks, synced Nov 27, 2026, 20:09 UTC'],
    ]);
  });

  it('says the lists no source gives are sample data', () => {
    const notes = computedReport.sections.flatMap((section) => section.notes ?? []);
    expect(notes).toContain('Budget lines: Sample data.');
    expect(notes).toContain('Initiatives: Sample data.');
    const runway = computedReport.sections.find((section) => section.title === 'Cash Runway');
    expect(runway?.figures?.[0]?.source).toBe('Sample data');
  });
});
