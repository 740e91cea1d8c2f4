import type { Employee } from '@q/schemas/manager';

/**
 * The demo values the page adds to each employee (SPEC §3). They are not server data; each is
 * derived from the employee's id so a person keeps the same values across renders and reloads.
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

/** The online dot (SPEC §9): green when lastActive contains 'now', otherwise grey. */
export function isOnline(lastActive: string): boolean {
  return lastActive.includes('now');
}

export interface TeamTree {
  director: Employee | null;
  /** The viewer: the engineering manager, marked 'You'. */
  manager: Employee;
  directReports: Employee[];
}

const isDirector = (employee: Employee) => /director/i.test(employee.position);
const isEngineeringManager = (employee: Employee) => /engineering manager/i.test(employee.position);

/**
 * The team card's tree (SPEC §6): the engineering manager is the viewer, their director sits on
 * top (their own manager when that is a director, else the first director), and the employees
 * whose managerId is the manager's id are the direct reports. Null without an engineering manager.
 */
export function buildTeamTree(employees: readonly Employee[]): TeamTree | null {
  const manager = employees.find(isEngineeringManager);
  if (!manager) return null;
  const ownDirector = employees.find((e) => e.id === manager.managerId && isDirector(e));
  const director = ownDirector ?? employees.find(isDirector) ?? null;
  const directReports = employees.filter((e) => e.managerId === manager.id);
  return { director, manager, directReports };
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
