import { describe, expect, it } from 'vitest';
import { PEOPLE_DATA } from '../data/people';
import { peopleFigures } from '../lib/people-figures';
import { figuresTable, reportTables } from '../lib/report/report';
import { peopleReport, tenureEntry } from './people-report';

const report = peopleReport({ title: 'People' }, peopleFigures(PEOPLE_DATA, undefined));

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

describe('peopleReport with figures computed from connected data', () => {
  const computed = peopleReport(
    { title: 'People' },
    peopleFigures(PEOPLE_DATA, {
      state: 'computed',
      hris: { provider: 'BambooHR', syncedAt: '2026-11-27T20:09:31.000Z', isStale: false },
      ats: null,
      capacity: { totalHeadcount: 60, openPositions: null, spanOfControl: 5.9 },
      hiring: {
        timeToFill: null,
        applicationsPerOpening: null,
        pipelineStages: null,
        offerAcceptanceRate: null,
        offersAnswered: null,
        sourcingChannels: null,
        notSynced: null,
      },
      attrition: { currentRate: 6.3, leavers: 4, averageHeadcount: 63.5, since: '2026-01-05' },
      leadership: {
        avgSpanOfControl: 5.9,
        leadershipRatio: '1:5',
        departments: [{ name: 'Engineering', managers: 3, reports: 19, span: 6.3 }],
        suppressedDepartments: 1,
        minGroupSize: 5,
      },
    }),
  );

  it('is not a sample report: each figure says where it comes from', () => {
    expect(computed.isSample).toBe(false);
    const rows = figuresTable(computed)?.rows ?? [];
    expect(rows).toContainEqual([
      'Team Capacity',
      'Total headcount',
      60,
      null,
      'BambooHR, synced Nov 27, 2026, 20:09 UTC',
    ]);
    expect(rows).toContainEqual(['Team Capacity', 'Open positions', 12, null, 'Sample data']);
    expect(computed.sections[2]?.figures?.[0]?.hint).toBe(
      '4 leavers since 2026-01-05, over the average headcount · BambooHR, synced Nov 27, 2026, 20:09 UTC',
    );
  });

  it("carries the company's departments, without an effectiveness score, and says what is left out", () => {
    const departments = reportTables(computed).find((table) => table.id === 'departments');
    expect(departments?.rows).toEqual([['Engineering', 3, 19, 6.3, null]]);
    expect(computed.sections[3]?.notes).toEqual([
      'Departments: BambooHR, synced Nov 27, 2026, 20:09 UTC.',
      '1 department of fewer than 5 people not shown.',
    ]);
    expect(computed.sections[3]?.chart).toBeUndefined();
    // The sourcing channels stay the sample's, and the report says so.
    expect(computed.sections[1]?.notes).toEqual(['Sourcing channels: Sample data.']);
  });
});

describe('peopleReport with hiring figures computed from Greenhouse', () => {
  const greenhouse = {
    provider: 'Greenhouse',
    syncedAt: '2026-11-27T20:10:02.000Z',
    isStale: false,
  };
  const report = peopleReport(
    { title: 'People' },
    peopleFigures(PEOPLE_DATA, {
      state: 'computed',
      hris: null,
      ats: greenhouse,
      capacity: { totalHeadcount: null, openPositions: 3, spanOfControl: null },
      hiring: {
        timeToFill: 26,
        applicationsPerOpening: 1.3,
        pipelineStages: [
          { name: 'Phone Screen', applications: 2 },
          { name: 'Onsite', applications: 1 },
        ],
        offerAcceptanceRate: 75,
        offersAnswered: 4,
        sourcingChannels: [
          { name: 'LinkedIn', candidates: 3, percentage: 60 },
          { name: 'Other', candidates: 2, percentage: 40 },
        ],
        notSynced: null,
      },
      attrition: { currentRate: null, leavers: null, averageHeadcount: null, since: null },
      leadership: {
        avgSpanOfControl: null,
        leadershipRatio: null,
        departments: null,
        suppressedDepartments: 0,
        minGroupSize: 5,
      },
    }),
  );
  const synced = 'Greenhouse, synced Nov 27, 2026, 20:10 UTC';

  it('names Greenhouse as the source of the offer rate, the stages and the channels', () => {
    const rows = figuresTable(report)?.rows ?? [];
    expect(rows).toContainEqual(['Hiring Pipeline', 'Offer acceptance', 75, '%', synced]);
    expect(report.sections[1]?.notes).toEqual([
      `Pipeline by stage: ${synced}.`,
      `Sourcing channels: ${synced}.`,
    ]);
    const tables = reportTables(report);
    expect(tables.find((table) => table.id === 'pipeline-stages')?.rows).toEqual([
      ['Phone Screen', 2],
      ['Onsite', 1],
    ]);
    const channels = tables.find((table) => table.id === 'sourcing-channels');
    expect(channels?.columns.map((column) => column.label)).toEqual([
      'Channel',
      'Share',
      'Applications',
    ]);
    expect(channels?.rows).toEqual([
      ['LinkedIn', 60, 3],
      ['Other', 40, 2],
    ]);
  });
});

describe('tenureEntry', () => {
  it('reads the years of a tenure and keeps the page text; other text stays text', () => {
    expect(tenureEntry('2.4 years')).toEqual({ value: 2.4, text: '2.4 years' });
    expect(tenureEntry('1 year')).toEqual({ value: 1, text: '1 year' });
    expect(tenureEntry('18 months')).toBe('18 months');
  });
});
