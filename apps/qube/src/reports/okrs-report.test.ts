import { describe, expect, it } from 'vitest';
import { COMPANY_OBJECTIVES, FUNCTION_OKRS } from '../data/okrs';
import { reportTables } from '../lib/report/report';
import { okrsReport } from './okrs-report';

const HEADING = { title: 'OKRs', description: 'FY26 objectives.' };

describe('okrsReport', () => {
  it('reports the Company view: objectives and every key result, status in words', () => {
    const report = okrsReport(HEADING, 'company', 'FY26', COMPANY_OBJECTIVES, FUNCTION_OKRS);
    expect(report.title).toBe('OKRs');
    expect(report.isSample).toBe(true);
    expect(report.filters).toEqual([{ label: 'View', value: 'Company' }]);
    const [objectives, keyResults] = reportTables(report);
    expect(objectives?.rows).toEqual([
      ['Accelerate enterprise growth', 'On Track', 72],
      ['Deliver a best-in-class product experience', 'Ahead', 81],
      ['Build a high-performing team', 'At Risk', 58],
      ['Run the business more efficiently', 'Behind', 45],
    ]);
    expect(keyResults?.rows).toHaveLength(12);
    expect(keyResults?.rows[1]).toEqual([
      'Accelerate enterprise growth',
      'Close 25 new enterprise deals',
      'At Risk',
      56,
    ]);
    expect(report.sections[0]?.chart?.series[0]?.values).toEqual([72, 81, 58, 45]);
    expect(report.sections[0]?.title).toBe('FY26 Company Objectives');
  });

  it('reports the Functions view: the four functions and nothing of the company view', () => {
    const report = okrsReport(HEADING, 'functions', 'FY26', COMPANY_OBJECTIVES, FUNCTION_OKRS);
    expect(report.filters).toEqual([{ label: 'View', value: 'Functions' }]);
    const tables = reportTables(report);
    expect(tables.map((table) => table.id)).toEqual(['functions']);
    expect(tables[0]?.rows).toEqual([
      ['Product', 'On Track', 78, 3, 9],
      ['Engineering', 'Ahead', 86, 3, 10],
      ['Sales', 'At Risk', 58, 4, 12],
      ['People', 'Behind', 52, 2, 7],
    ]);
  });
});

describe('okrsReport with the company objectives synced', () => {
  const synced = {
    source: { provider: 'Workday', syncedAt: '2026-11-27T20:09:31.000Z', isStale: false },
    objectives: [{ id: 'G-1', title: 'Grow recurring revenue', progress: 40 }],
    functionalObjectives: 2,
  };

  it('carries the synced objectives, each with its source, and is not a sample report', () => {
    const report = okrsReport(
      { title: 'OKRs' },
      'company',
      'FY26',
      COMPANY_OBJECTIVES,
      FUNCTION_OKRS,
      synced,
    );
    expect(report.isSample).toBe(false);
    expect(reportTables(report)).toEqual([
      expect.objectContaining({
        id: 'objectives',
        rows: [['Grow recurring revenue', 40, 'Workday, synced Nov 27, 2026, 20:09 UTC']],
      }),
    ]);
  });

  it("keeps the functions' sample, saying why", () => {
    const report = okrsReport(
      { title: 'OKRs' },
      'functions',
      'FY26',
      COMPANY_OBJECTIVES,
      FUNCTION_OKRS,
      synced,
    );
    expect(report.isSample).toBe(true);
    expect(report.sections[0]?.notes).toEqual([
      "Workday's 2 functional objectives name no function, so they are not shown by function.",
    ]);
  });
});
