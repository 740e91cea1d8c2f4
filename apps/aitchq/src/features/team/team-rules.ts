import { PROVIDER_LABELS } from '@q/schemas/integration-catalog';
import type { Employee, EmployeeTimeOff, IntegrationStatusSample } from '@q/schemas/manager';
import type { DataFeed, DataSourcesResponse, Provenance, ProvenanceState } from '@q/schemas/sync';
import type { BadgeVariant } from '@q/ui';
import { relativeTime } from '../../lib/relative-time';

/**
 * The demo values the page adds to each employee of the sample company (the fabricated values
 * of docs/behaviour.md §3: workLocation, timezone, lastActive, performanceRating, upcomingPTO,
 * skills, recentProject). They are not server data; each is derived from the employee's id so a
 * person keeps the same values across renders and reloads. Never used for a synced person ({@link
 * isSyncedPerson}): nothing is made up about a real company's people.
 */
export interface DemoProfile {
  workLocation: 'remote' | 'hybrid';
  timezone: 'PST';
  lastActive: 'Online now' | '2 hours ago';
  performanceRating: 4 | 5;
  upcomingPTO: string | null;
  skills: readonly string[];
  recentProject: string;
}

export const SAMPLE_SKILLS = ['React', 'TypeScript', 'Node.js'] as const;
export const SAMPLE_PROJECTS = [
  'Customer Portal Redesign',
  'API Performance Sprint',
  'Mobile Onboarding Flow',
] as const;
const SAMPLE_PTO = 'PTO Dec 23 – Jan 2';

/** A small deterministic hash of the id, so neighbouring ids do not share every value. */
function seed(id: number, salt: number): number {
  return Math.abs(Math.imul(id + salt, 2654435761) >>> 0);
}

export function demoProfile(id: number): DemoProfile {
  const skillCount = (seed(id, 4) % SAMPLE_SKILLS.length) + 1;
  return {
    workLocation: seed(id, 1) % 2 === 0 ? 'remote' : 'hybrid',
    timezone: 'PST',
    lastActive: seed(id, 2) % 2 === 0 ? 'Online now' : '2 hours ago',
    performanceRating: seed(id, 3) % 2 === 0 ? 5 : 4,
    upcomingPTO: seed(id, 5) % 4 === 0 ? SAMPLE_PTO : null,
    skills: SAMPLE_SKILLS.slice(0, skillCount),
    recentProject: SAMPLE_PROJECTS[seed(id, 6) % SAMPLE_PROJECTS.length] ?? SAMPLE_PROJECTS[0],
  };
}

/** Whether the person comes from a connected HRIS (and so shows only what it said). */
export function isSyncedPerson(employee: Employee): boolean {
  return employee.synced !== undefined;
}

/** Whether the team answer is a synced organisation rather than the sample company. */
export function isSyncedTeam(employees: readonly Employee[]): boolean {
  return employees.some(isSyncedPerson);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Dec 23' from '2026-12-23', read as a calendar date (no time zone can move it a day). */
function shortDate(isoDate: string): string {
  const [, month, day] = isoDate.split('-').map(Number);
  return `${MONTHS[(month ?? 1) - 1] ?? ''} ${day ?? ''}`;
}

/**
 * A synced person's next time off as the team card says it, in the sample's form ('PTO Dec 23 –
 * Jan 2'): the provider's kind of leave, or 'Time off' when it does not say; one date for a
 * single day.
 */
export function timeOffLabel({ start, end, kind }: EmployeeTimeOff): string {
  const what = kind?.trim() || 'Time off';
  return start === end
    ? `${what} ${shortDate(start)}`
    : `${what} ${shortDate(start)} – ${shortDate(end)}`;
}

/** The online dot (docs/behaviour.md §9): green when lastActive contains 'now', otherwise grey. */
export function isOnline(lastActive: string): boolean {
  return lastActive.includes('now');
}

export interface TeamTree {
  /**
   * The row above the viewer: in the sample company its director; in a synced organisation the
   * viewer's own manager, whatever their title (none at the top of the chart).
   */
  director: Employee | null;
  /** The viewer: the engineering manager, marked 'You'. */
  manager: Employee;
  directReports: Employee[];
}

const isDirector = (employee: Employee) => /director/i.test(employee.position);
const isEngineeringManager = (employee: Employee) => /engineering manager/i.test(employee.position);

/**
 * The team card's tree (docs/behaviour.md §6): the engineering manager is the viewer, their
 * director sits on top (their own manager when that is a director, else the first director), and
 * the employees whose managerId is the manager's id are the direct reports. Null without an
 * engineering manager. An organisation synced from the viewer's HRIS marks the viewer's own record
 * (`isViewer`); that person is the viewer then, whatever the position says, and the row above is
 * their own manager by the directory alone: never a director found by title elsewhere in the
 * chart (who may be the viewer's report, as a CEO's director is).
 */
export function buildTeamTree(employees: readonly Employee[]): TeamTree | null {
  const viewer = employees.find((employee) => employee.isViewer === true);
  if (viewer) {
    const above = employees.find((e) => e.id === viewer.managerId && e.id !== viewer.id) ?? null;
    const directReports = employees.filter(
      (e) => e.managerId === viewer.id && e.id !== viewer.id && e.id !== above?.id,
    );
    return { director: above, manager: viewer, directReports };
  }
  const manager = employees.find(isEngineeringManager);
  if (!manager) return null;
  const ownDirector = employees.find((e) => e.id === manager.managerId && isDirector(e));
  const director = ownDirector ?? employees.find(isDirector) ?? null;
  const directReports = employees.filter((e) => e.managerId === manager.id);
  return { director, manager, directReports };
}

/**
 * How many direct reports the viewer has in all: a synced organisation's answer holds a first page
 * of them and the viewer's record the count (`directReportCount`); the sample company's answer
 * holds them all.
 */
export function directReportTotal(tree: TeamTree): number {
  return Math.max(tree.manager.directReportCount ?? 0, tree.directReports.length);
}

const COUNT_FORMAT = new Intl.NumberFormat('en-US');

/** 'Showing 50 of 30,000 direct reports'. */
export function reportsShownText(shown: number, total: number): string {
  return `Showing ${COUNT_FORMAT.format(shown)} of ${COUNT_FORMAT.format(total)} direct ${total === 1 ? 'report' : 'reports'}`;
}

/** '30,000 direct reports', '1 direct report'. */
export function directReportsText(count: number): string {
  return `${COUNT_FORMAT.format(count)} direct ${count === 1 ? 'report' : 'reports'}`;
}

/** Up to two initials of a name ('Sarah Chen' → 'SC'). */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/** One line of the team card's 'Integration Details' strip. */
export interface SourceRow {
  key: string;
  name: string;
  statusLabel: string;
  variant: BadgeVariant;
  /** '5 min ago', 'never'. */
  lastSync: string;
  /** The team members this source gave; null when it gives none (an ATS) or is not connected. */
  employeeCount: number | null;
}

/** The strip as fixed for the sample company (docs/behaviour.md §3): sample rows, said so. */
export function sampleSourceRows(sample: readonly IntegrationStatusSample[]): SourceRow[] {
  return sample.map((source) => ({
    key: source.provider,
    name: PROVIDER_LABELS[source.provider],
    statusLabel: source.connected ? 'Connected' : 'Not connected',
    variant: source.connected ? 'success' : 'neutral',
    lastSync: source.lastSync,
    employeeCount: source.connected ? source.employeeCount : null,
  }));
}

const SOURCE_STATUS: Record<Exclude<ProvenanceState, 'sample'>, [string, BadgeVariant]> = {
  live: ['Connected', 'success'],
  partial: ['Partial', 'warning'],
  stale: ['Sync failed', 'danger'],
};

/** The feeds in the order the dashboard shows them; the team's source comes first. */
const FEED_ORDER = [
  'team',
  'hrisInsights',
  'headcount',
  'openings',
  'recruiting',
  'goals',
  'okrs',
] as const satisfies readonly DataFeed[];

/**
 * The viewer's connected sources, once each (feeds of one integration share it), the team's
 * first: its name, its last successful sync from `now`, and for the team's source the people it
 * holds. Empty when every feed is the sample.
 */
export function connectedSourceRows(sources: DataSourcesResponse, now: Date): SourceRow[] {
  const rows = new Map<string, SourceRow>();
  for (const feed of FEED_ORDER) {
    const provenance = sources[feed];
    if (provenance.state === 'sample') continue;
    const key = String(provenance.integrationId ?? provenance.provider ?? feed);
    if (rows.has(key)) continue;
    const [statusLabel, variant] = SOURCE_STATUS[provenance.state];
    rows.set(key, {
      key,
      name: provenance.provider ? PROVIDER_LABELS[provenance.provider] : 'Connected source',
      statusLabel,
      variant,
      lastSync: provenance.syncedAt ? relativeTime(provenance.syncedAt, now) : 'never',
      employeeCount: feed === 'team' ? provenance.recordCount : null,
    });
  }
  return [...rows.values()];
}

/**
 * What the team card says when the connected HRIS holds no one with the user's work email:
 * 'You are not among the people of BambooHR: ask an admin to check your work email there.'
 * ('of your HRIS' when the answer names no provider).
 */
export function notAmongPeopleText(provider: Provenance['provider']): string {
  const source = provider ? PROVIDER_LABELS[provider] : 'your HRIS';
  return `You are not among the people of ${source}: ask an admin to check your work email there.`;
}

/** '247 employees', '1 employee'. */
export function employeesText(count: number): string {
  return `${count} ${count === 1 ? 'employee' : 'employees'}`;
}
