import { describe, expect, it } from 'vitest';
import { PEOPLE_DATA } from '../data/people';
import { figuresTable, reportTables } from '../lib/report/report';
import { peopleReport, tenureEntry } from './people-report';

const report = peopleReport({ title: 'People' }, PEOPLE_DATA);

describe('peopleReport', () => {
  it('says its figures are samples', () => {
    expect(report.isSample).toBe(true);
  });

  it('follows the page: capacity, hiring, attrition, leadership', () => {
    expect(report.sections.map((section) => section.title)).toEqual([
      'Team Capacity',
      'Hiring Pipeline',
      'Attrition Risk',
      'Leadership Effectiveness',
    ]);
    expect(report.filters).toEqual([]);
  });

  it('carries the figures with the hints the page shows', () => {
    const capacity = report.sections[0]?.figures ?? [];
    expect(capacity.map((figure) => [figure.label, figure.value])).toEqual([
      ['Total headcount', 148],
      ['Open positions', 12],
      ['Span of control', 6.8],
      ['Utilization', 84],
    ]);
    expect(capacity[3]?.hint).toBe('In the healthy range (60–85%)');
    expect(figuresTable(report)?.rows).toContainEqual([
      'Hiring Pipeline',
      'Time to fill',
      32,
      'days',
    ]);
  });

  it('gives one table per list of the page, values plain', () => {
    const tables = reportTables(report);
    expect(tables.map((table) => table.id)).toEqual([
      'sourcing-channels',
      'high-risk-roles',
      'departments',
    ]);
    expect(tables[0]?.rows[0]).toEqual(['Referrals', 34, 41]);
    expect(tables[1]?.rows[0]).toEqual([
      'Senior Backend Engineer',
      72,
      'High',
      { value: 1.8, text: '1.8 years' },
    ]);
    expect(tables[2]?.rows).toContainEqual(['Engineering', 8, 58, 7.3, 84]);
  });
});

describe('tenureEntry', () => {
  it('reads the years of a tenure and keeps the page text; other text stays text', () => {
    expect(tenureEntry('2.4 years')).toEqual({ value: 2.4, text: '2.4 years' });
    expect(tenureEntry('1 year')).toEqual({ value: 1, text: '1 year' });
    expect(tenureEntry('18 months')).toBe('18 months');
  });
});
