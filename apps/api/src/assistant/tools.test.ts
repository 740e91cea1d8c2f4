import { describe, expect, it } from 'vitest';
import type { CompanyData, CompanyPerson, SourceState } from '../insights/model.js';
import { FIXTURE_COMPANY, FIXTURE_CONTEXT } from './fixture.js';
import {
  type AssistantContext,
  anniversaries,
  goalFinding,
  headcount,
  insights,
  isMilestoneYear,
  isStale,
  MAX_ROWS,
  myReports,
  openRoles,
  pipelineStalls,
  runTool,
  sourceFreshness,
  TOOL_ARGS,
  TOOL_NAMES,
  timeOff,
  toToolCall,
} from './tools.js';

const EMPTY: CompanyData = {
  people: [],
  timeOff: [],
  jobs: [],
  goals: [],
  changes: [],
  sources: [],
};

function person(
  sourceId: string,
  supervisorSourceId: string | null,
  hireDate: string | null = null,
): CompanyPerson {
  return {
    sourceId,
    name: `Person ${sourceId}`,
    jobTitle: null,
    department: null,
    supervisorSourceId,
    hireDate,
    workEmail: null,
  };
}

function context(overrides: Partial<AssistantContext> = {}): AssistantContext {
  return { ...FIXTURE_CONTEXT, ...overrides };
}

describe('the tool set', () => {
  it('has a schema for every tool and validates calls from outside', () => {
    expect(Object.keys(TOOL_ARGS).sort()).toEqual([...TOOL_NAMES].sort());
    expect(toToolCall('anniversaries', {})).toEqual({ tool: 'anniversaries', args: { days: 14 } });
    expect(toToolCall('time-off', { from: '2026-12-01', to: '2026-12-07' })).toEqual({
      tool: 'time-off',
      args: { from: '2026-12-01', to: '2026-12-07' },
    });
  });

  it.each([
    ['salaries', {}],
    ['time-off', { from: '2026-12-07', to: '2026-12-01' }],
    ['time-off', { from: '2026-02-30', to: '2026-03-01' }],
    ['time-off', { from: '2026-01-01', to: '2027-06-01' }],
    ['anniversaries', { days: 1.5 }],
    ['anniversaries', { days: 10_000 }],
    ['my-reports', { viewerSourceId: 'p-avery' }],
    ['headcount', { department: 'Sales 2' }],
    ['headcount', { department: 'x'.repeat(200) }],
    ['insights', { priority: 'urgent' }],
  ])('refuses the call %s %j', (tool, args) => {
    expect(toToolCall(tool, args)).toBeNull();
  });
});

describe('time-off', () => {
  it('lists absences overlapping the period, its first and last days included', () => {
    const result = timeOff(FIXTURE_COMPANY, FIXTURE_CONTEXT, {
      from: '2026-12-02',
      to: '2026-12-04',
    });
    // Hana's ends on the 2nd, Gus's is on the 4th.
    expect(result.rows.map((row) => row.label)).toEqual(['Hana Ito', 'Gus Hall']);
    expect(result.figures).toEqual({ absences: 2, people: 2 });
  });

  it('bounds its rows and counts the rest', () => {
    const many: CompanyData = {
      ...EMPTY,
      timeOff: Array.from({ length: MAX_ROWS + 5 }, (_, index) => ({
        sourceId: `t${index}`,
        personSourceId: `p${index}`,
        personName: `Person ${index}`,
        startDate: '2026-12-02',
        endDate: '2026-12-02',
        kind: null,
      })),
    };
    const result = timeOff(many, FIXTURE_CONTEXT, { from: '2026-12-02', to: '2026-12-02' });
    expect(result.rows).toHaveLength(MAX_ROWS);
    expect(result.more).toBe(5);
    expect(result.figures).toEqual({ absences: 25, people: 25, more: 5 });
  });
});

describe('anniversaries', () => {
  it.each([
    [1, true],
    [2, false],
    [3, true],
    [4, false],
    [5, true],
    [7, false],
    [10, true],
    [15, true],
    [20, true],
    [21, false],
  ])('%i years is a milestone: %s', (years, milestone) => {
    expect(isMilestoneYear(years)).toBe(milestone);
  });

  it('counts every whole year from one, today included, hires of this year left out', () => {
    const data = {
      ...EMPTY,
      people: [
        person('today', null, '2020-12-02'),
        person('edge', null, '2019-12-16'),
        person('beyond', null, '2019-12-17'),
        person('new', null, '2026-12-02'),
        person('none', null, null),
      ],
    };
    const result = anniversaries(data, FIXTURE_CONTEXT, { days: 14 });
    expect(result.figures).toEqual({
      days: 14,
      anniversaries: 2,
      milestones: 0,
      'years.today@2026-12-02': 6,
      'years.edge@2026-12-16': 7,
    });
    expect(result.rows.map((row) => row.detail)).toEqual([
      '6 years today',
      '7 years on Wed 16 Dec',
    ]);
  });

  it('reaches over the new year', () => {
    const data = { ...EMPTY, people: [person('jan', null, '2016-01-03')] };
    const result = anniversaries(data, context({ today: '2026-12-30' }), { days: 7 });
    expect(result.figures).toEqual({
      days: 7,
      anniversaries: 1,
      milestones: 0,
      'years.jan@2027-01-03': 11,
    });
    expect(result.rows[0]?.detail).toBe('11 years on Sun 3 Jan');
  });

  it('celebrates a 29 February hire on 1 March in other years', () => {
    const data = { ...EMPTY, people: [person('leap', null, '2024-02-29')] };
    const result = anniversaries(data, context({ today: '2027-02-27' }), { days: 2 });
    expect(result.figures).toEqual({
      days: 2,
      anniversaries: 1,
      milestones: 1,
      'years.leap@2027-03-01': 3,
    });
  });
});

describe('my-reports', () => {
  it('walks the subtree once, whatever loops and self-managers the data holds', () => {
    const data = {
      ...EMPTY,
      people: [
        person('me', 'b'),
        person('a', 'me'),
        person('b', 'a'), // b reports to a, and I report to b: a loop through me
        person('c', 'c'), // manages themselves
        person('d', 'me'),
        person('e', 'd'),
      ],
    };
    const result = myReports(data, context({ viewerSourceId: 'me' }), {});
    expect(result.figures).toEqual({ directReports: 2, organisation: 4 });
    expect(result.rows.map((row) => row.label)).toEqual(['Person a', 'Person d']);
  });

  it('never counts the viewer as their own report', () => {
    const data = { ...EMPTY, people: [person('me', 'me'), person('a', 'me')] };
    expect(myReports(data, context({ viewerSourceId: 'me' }), {}).figures).toEqual({
      directReports: 1,
      organisation: 1,
    });
  });

  it('says so when the viewer is not in the synced directory', () => {
    const result = myReports(FIXTURE_COMPANY, context({ viewerSourceId: null }), {});
    expect(result.notes).toEqual(['viewer-not-in-directory']);
    expect(result.figures).toEqual({});
    expect(result.rows).toEqual([]);
  });
});

describe('open-roles and pipeline-stalls', () => {
  it('calls a role overdue past 35 days open, not at 35', () => {
    const result = openRoles(FIXTURE_COMPANY, FIXTURE_CONTEXT, {
      overdueOnly: true,
      department: null,
    });
    expect(result.rows.map((row) => row.label)).toEqual(['Backend Engineer', 'Account Executive']);
  });

  it('finds a department by its name in any case, and notes one it cannot find', () => {
    const sales = openRoles(FIXTURE_COMPANY, FIXTURE_CONTEXT, {
      overdueOnly: false,
      department: 'SALES',
    });
    expect(sales.subject).toBe('Sales');
    expect(sales.figures.openRoles).toBe(1);
    const nowhere = openRoles(FIXTURE_COMPANY, FIXTURE_CONTEXT, {
      overdueOnly: false,
      department: 'Legal',
    });
    expect(nowhere.notes).toEqual(['department-not-found']);
    expect(nowhere.subject).toBeNull();
    expect(nowhere.figures.openRoles).toBe(4);
  });

  it('stalls a job 14 days after its last application, or its opening without any', () => {
    const job = (sourceId: string, openedAt: string | null, lastAppliedAt: string | null) => ({
      sourceId,
      title: `Job ${sourceId}`,
      department: null,
      status: 'open',
      openedAt,
      closedAt: null,
      applications: lastAppliedAt ? 1 : 0,
      lastAppliedAt,
    });
    const data = {
      ...EMPTY,
      jobs: [
        job('quiet-14', '2026-10-01', '2026-11-18T23:00:00Z'),
        job('quiet-13', '2026-10-01', '2026-11-19T00:00:00Z'),
        job('new', '2026-11-19', null),
        job('old', '2026-11-18', null),
        job('unknown', null, null),
        { ...job('closed', '2026-01-01', null), status: 'closed' },
      ],
    };
    const result = pipelineStalls(data, FIXTURE_CONTEXT, {});
    expect(result.figures).toEqual({
      openRoles: 5,
      stalled: 3,
      stallDays: 14,
      'quietDays.quiet-14': 14,
      'quietDays.old': 14,
    });
    expect(result.rows.map((row) => row.label)).toEqual(['Job unknown', 'Job old', 'Job quiet-14']);
  });
});

describe('goals-at-risk', () => {
  const goal = {
    sourceId: 'g',
    personSourceId: 'p',
    ownerName: 'Owner',
    title: 'Goal',
    status: 'on_track' as const,
    progress: 30,
    startDate: '2026-12-01',
    dueDate: '2026-12-11',
  };

  it('is at risk when the time gone exceeds progress by 20 points or more', () => {
    // 5 of 10 days gone: 50%.
    expect(goalFinding(goal, '2026-12-06')?.kind).toBe('at-risk');
    expect(goalFinding({ ...goal, progress: 31 }, '2026-12-06')).toBeNull();
  });

  it('is overdue from the day after its due date, unless completed', () => {
    expect(goalFinding(goal, '2026-12-11')?.kind).toBe('at-risk');
    expect(goalFinding({ ...goal, progress: 100 }, '2026-12-11')).toBeNull();
    expect(goalFinding({ ...goal, progress: 100 }, '2026-12-12')).toEqual({
      kind: 'overdue',
      goal: { ...goal, progress: 100 },
      daysOverdue: 1,
    });
    expect(goalFinding({ ...goal, status: 'completed' }, '2026-12-12')).toBeNull();
  });

  it('needs both dates for the time gone, and a period of at least a day', () => {
    expect(goalFinding({ ...goal, startDate: null, progress: 0 }, '2026-12-10')).toBeNull();
    expect(goalFinding({ ...goal, startDate: '2026-12-11' }, '2026-12-11')).toBeNull();
  });
});

describe('headcount', () => {
  it('counts everyone, a department, or each department', () => {
    expect(
      headcount(FIXTURE_COMPANY, FIXTURE_CONTEXT, { department: null, byDepartment: false }),
    ).toMatchObject({ figures: { people: 9 }, rows: [] });
    expect(
      headcount(FIXTURE_COMPANY, FIXTURE_CONTEXT, {
        department: 'engineerings',
        byDepartment: false,
      }),
    ).toMatchObject({ figures: { people: 5, total: 9 }, subject: 'Engineering' });
    const unknown = headcount(FIXTURE_COMPANY, FIXTURE_CONTEXT, {
      department: 'Legal',
      byDepartment: false,
    });
    expect(unknown.notes).toEqual(['department-not-found']);
    expect(unknown.rows.map((row) => row.label)).toEqual([
      'Engineering',
      'Sales',
      'Executive',
      'No department',
    ]);
  });
});

describe('insights', () => {
  it('lists the most pressing first, and counts every priority whatever is asked', () => {
    const result = insights(EMPTY, FIXTURE_CONTEXT, { priority: 'medium' });
    expect(result.figures).toEqual({ insights: 5, high: 2, medium: 2, low: 1 });
    expect(result.rows.map((row) => row.label)).toEqual([
      'Dana Lee: 5-year work anniversary',
      'Eli Park out next week',
    ]);
  });
});

describe('source-freshness', () => {
  const source: SourceState = {
    integrationId: 7,
    kind: 'hris',
    provider: 'Workday',
    frequencyHours: 24,
    lastSuccessAt: '2026-11-30T10:00:00.000Z',
    lastSuccessRunId: 'run-7',
    lastRunStatus: 'success',
    lastRunAt: '2026-11-30T10:00:00.000Z',
    lastError: null,
  };

  it('is stale past twice its frequency, after a failed run, or never synced', () => {
    // Exactly 48 hours before now: not yet stale.
    expect(isStale(source, '2026-12-02T10:00:00.000Z')).toBe(false);
    expect(isStale(source, '2026-12-02T10:00:00.001Z')).toBe(true);
    expect(isStale({ ...source, lastRunStatus: 'error' }, '2026-11-30T11:00:00.000Z')).toBe(true);
    expect(isStale({ ...source, lastRunStatus: 'partial' }, '2026-11-30T11:00:00.000Z')).toBe(
      false,
    );
    expect(isStale({ ...source, lastSuccessAt: null }, '2026-11-30T11:00:00.000Z')).toBe(true);
  });

  it('words ages under two days in hours, older ones in days', () => {
    const data = {
      ...EMPTY,
      sources: [source, { ...source, integrationId: 8, lastSuccessAt: null, lastRunStatus: null }],
    };
    const result = sourceFreshness(data, FIXTURE_CONTEXT, { provider: 'workday' });
    expect(result.subject).toBe('Workday');
    expect(result.figures).toEqual({
      sources: 2,
      stale: 1,
      'frequencyHours.7': 24,
      'daysSinceSuccess.7': 2,
      'frequencyHours.8': 24,
    });
    expect(result.rows.map((row) => row.detail)).toEqual([
      'HRIS; last success Mon 30 Nov, 2 days ago; syncs every 24 hours; last run succeeded; up to date',
      'HRIS; never synced successfully; syncs every 24 hours; no run yet; stale',
    ]);
  });
});

describe('runTool', () => {
  it('runs the tool a call names', () => {
    expect(
      runTool(
        { tool: 'headcount', args: { department: null, byDepartment: false } },
        FIXTURE_COMPANY,
        FIXTURE_CONTEXT,
      ).figures,
    ).toEqual({ people: 9 });
  });
});
