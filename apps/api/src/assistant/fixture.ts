import type {
  CompanyData,
  CompanyGoal,
  CompanyJob,
  CompanyPerson,
  CompanyTimeOff,
  SourceState,
} from '../insights/model.js';
import type { AssistantContext } from './tools.js';

/**
 * A small company for the assistant's tests, seen by Dana Lee (VP Engineering) on Wednesday
 * 2 December 2026 at 10:00 UTC. Its figures are worked out by hand in the tests; change one here
 * and the tables there must change with it.
 */

export const FIXTURE_TODAY = '2026-12-02';
export const FIXTURE_NOW = '2026-12-02T10:00:00.000Z';

function person(
  sourceId: string,
  name: string,
  jobTitle: string | null,
  department: string | null,
  supervisorSourceId: string | null,
  hireDate: string | null,
): CompanyPerson {
  return {
    sourceId,
    name,
    jobTitle,
    department,
    supervisorSourceId,
    hireDate,
    workEmail: `${sourceId}@example.com`,
  };
}

export const FIXTURE_PEOPLE: readonly CompanyPerson[] = [
  person('p-avery', 'Avery Stone', 'CEO', 'Executive', null, '2016-12-09'),
  person('p-dana', 'Dana Lee', 'VP Engineering', 'Engineering', 'p-avery', '2021-12-07'),
  person('p-eli', 'Eli Park', 'Engineer', 'Engineering', 'p-dana', '2024-12-15'),
  person('p-fay', 'Fay Chen', 'Engineering Manager', 'Engineering', 'p-dana', '2023-12-02'),
  person('p-gus', 'Gus Hall', 'Engineer', 'Engineering', 'p-fay', '2025-12-20'),
  person('p-hana', 'Hana Ito', 'Engineer', 'Engineering', 'p-fay', '2022-01-10'),
  person('p-ivan', 'Ivan Cruz', 'Sales Lead', 'Sales', 'p-avery', '2020-06-01'),
  person('p-jo', 'Jo Wu', 'Account Executive', 'Sales', 'p-ivan', '2026-03-01'),
  person('p-kim', 'Kim Ross', null, null, 'p-dana', null),
];

function absence(
  sourceId: string,
  personSourceId: string,
  personName: string,
  startDate: string,
  endDate: string,
  kind: string,
): CompanyTimeOff {
  return { sourceId, personSourceId, personName, startDate, endDate, kind };
}

export const FIXTURE_TIME_OFF: readonly CompanyTimeOff[] = [
  absence('t1', 'p-eli', 'Eli Park', '2026-12-07', '2026-12-11', 'Vacation'),
  absence('t2', 'p-gus', 'Gus Hall', '2026-12-04', '2026-12-04', 'Sick'),
  absence('t3', 'p-hana', 'Hana Ito', '2026-11-30', '2026-12-02', 'Vacation'),
  absence('t4', 'p-jo', 'Jo Wu', '2026-12-21', '2026-12-31', 'Holiday'),
  absence('t5', 'p-eli', 'Eli Park', '2026-12-14', '2026-12-14', 'Personal'),
  absence('t6', 'p-ivan', 'Ivan Cruz', '2027-01-04', '2027-01-08', 'Vacation'),
];

function job(
  sourceId: string,
  title: string,
  department: string | null,
  status: string,
  openedAt: string | null,
  applications: number,
  lastAppliedAt: string | null,
): CompanyJob {
  return {
    sourceId,
    title,
    department,
    status,
    openedAt,
    closedAt: null,
    applications,
    lastAppliedAt,
  };
}

export const FIXTURE_JOBS: readonly CompanyJob[] = [
  job('j1', 'Backend Engineer', 'Engineering', 'open', '2026-10-01', 12, '2026-11-30T09:00:00Z'),
  job('j2', 'Frontend Engineer', 'Engineering', 'open', '2026-11-20', 0, null),
  job('j3', 'Account Executive', 'Sales', 'open', '2026-10-20', 3, '2026-11-10T12:00:00Z'),
  // A title with a figure of its own, and open exactly the overdue threshold (not beyond it).
  job('j4', 'Level 2 Support Engineer', 'Support', 'open', '2026-10-28', 0, null),
  job('j5', 'Sales Manager', 'Sales', 'closed', '2026-06-01', 40, '2026-08-01T00:00:00Z'),
  job('j6', 'Product Designer', 'Design', 'draft', null, 0, null),
];

function goal(
  sourceId: string,
  personSourceId: string,
  ownerName: string,
  title: string,
  status: CompanyGoal['status'],
  progress: number,
  startDate: string | null,
  dueDate: string | null,
): CompanyGoal {
  return { sourceId, personSourceId, ownerName, title, status, progress, startDate, dueDate };
}

export const FIXTURE_GOALS: readonly CompanyGoal[] = [
  goal('g1', 'p-eli', 'Eli Park', 'Ship billing v2', 'on_track', 40, '2026-07-01', '2026-11-30'),
  goal(
    'g2',
    'p-dana',
    'Dana Lee',
    'Hire 3 engineers',
    'in_progress',
    30,
    '2026-10-01',
    '2026-12-31',
  ),
  goal('g3', 'p-fay', 'Fay Chen', 'Cut cloud costs', 'on_track', 70, '2026-10-01', '2026-12-31'),
  goal('g4', 'p-gus', 'Gus Hall', 'Migrate CI', 'completed', 100, '2026-09-01', '2026-11-01'),
  goal('g5', 'p-hana', 'Hana Ito', 'Onboarding guide', 'at_risk', 50, '2026-11-01', '2026-12-31'),
  goal('g6', 'p-ivan', 'Ivan Cruz', 'Sales playbook', 'on_track', 10, null, '2026-11-15'),
];

export const FIXTURE_SOURCES: readonly SourceState[] = [
  {
    integrationId: 1,
    kind: 'hris',
    provider: 'BambooHR',
    frequencyHours: 24,
    lastSuccessAt: '2026-12-02T04:00:00.000Z',
    lastSuccessRunId: 'run-hris-1',
    lastRunStatus: 'success',
    lastRunAt: '2026-12-02T04:00:00.000Z',
    lastError: null,
  },
  {
    integrationId: 2,
    kind: 'ats',
    provider: 'Greenhouse',
    frequencyHours: 24,
    lastSuccessAt: '2026-11-29T10:00:00.000Z',
    lastSuccessRunId: 'run-ats-1',
    lastRunStatus: 'error',
    lastRunAt: '2026-12-02T06:00:00.000Z',
    lastError: 'HTTP 401',
  },
];

export const FIXTURE_COMPANY: CompanyData = {
  people: FIXTURE_PEOPLE,
  timeOff: FIXTURE_TIME_OFF,
  jobs: FIXTURE_JOBS,
  goals: FIXTURE_GOALS,
  changes: [],
  sources: FIXTURE_SOURCES,
};

export const FIXTURE_CONTEXT: AssistantContext = {
  today: FIXTURE_TODAY,
  now: FIXTURE_NOW,
  viewerSourceId: 'p-dana',
  viewerName: 'Dana Lee',
  insights: [
    { title: 'Backend Engineer open 62 days', priority: 'high', rule: 'job-open-long' },
    { title: 'Dana Lee: 5-year work anniversary', priority: 'medium', rule: 'anniversary' },
    { title: 'Eli Park out next week', priority: 'medium', rule: 'time-off-soon' },
    { title: 'Sales playbook overdue', priority: 'high', rule: 'goal-overdue' },
    { title: 'Hana Ito may need a check-in', priority: 'low', rule: 'one-on-one' },
  ],
};
