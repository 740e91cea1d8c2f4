import {
  type BambooHrEmployee,
  type BambooHrGoal,
  type BambooHrWhosOutEntry,
  createDemoBambooHrEmployees,
  createDemoBambooHrTimeOff,
  isCurrentBambooHrEmployee,
} from './bamboohr';
import type { WorkdayGoalEntry, WorkdayWorkerEntry } from './workday';

/**
 * The demo company of `pnpm fakes` (its BambooHR): Acme, whose people include the four demo
 * accounts of the product's login page under their work emails, so that one connection, made once
 * by an admin, gives each of them their own view of it:
 *
 * - Alex Morgan (alex.morgan@acme.example), Chief Executive Officer, at the top; below him the heads
 *   of the departments, one of them the Director of Engineering;
 * - Sarah Chen (sarah.chen@acme.example) and Priya Patel (priya.patel@acme.example), Engineering
 *   Managers reporting to that director, with six reports each;
 * - Jordan Lee (jordan.lee@acme.example), one of Sarah's reports, with none of his own.
 *
 * Sixty current employees, built by `createDemoBambooHrEmployees` (the rest of the company as it
 * generates it), and eight who have left, whom the company's report still lists as a real
 * BambooHR's does: two of them were Sarah's reports. Nobody has a photo (it would point at a host
 * that does not exist). "Who's out" is the generated one, plus time off in the coming days for
 * Jordan, for one of Sarah's other reports and for one of Priya's, so that each view shows whose
 * absences it may see, and no one else's. Its goals (BambooHR's Performance) are those of
 * {@link DEMO_COMPANY_GOALS}: Jordan's two, one of Sarah's and one of a peer of Jordan's.
 */
export interface DemoCompany {
  employees: BambooHrEmployee[];
  timeOff: BambooHrWhosOutEntry[];
  /** The goals by employee id, as BambooHR's Goals API answers them (`startBambooHrFake({ goals })`). */
  goals: Record<string, BambooHrGoal[]>;
  /** The BambooHR ids of the people the demo accounts and the tests look for. */
  ids: { ceo: string; director: string; sarah: string; priya: string; jordan: string };
}

/** How many current employees the demo company has, and how many who have left. */
export const DEMO_COMPANY_SIZE = { current: 60, former: 8 } as const;

/** The demo accounts as people of the company: their names, titles and work emails. */
export const DEMO_COMPANY_ACCOUNTS = {
  ceo: {
    firstName: 'Alex',
    lastName: 'Morgan',
    jobTitle: 'Chief Executive Officer',
    workEmail: 'alex.morgan@acme.example',
  },
  sarah: {
    firstName: 'Sarah',
    lastName: 'Chen',
    jobTitle: 'Engineering Manager',
    workEmail: 'sarah.chen@acme.example',
  },
  priya: {
    firstName: 'Priya',
    lastName: 'Patel',
    jobTitle: 'Engineering Manager',
    workEmail: 'priya.patel@acme.example',
  },
  jordan: {
    firstName: 'Jordan',
    lastName: 'Lee',
    jobTitle: 'Software Engineer',
    workEmail: 'jordan.lee@acme.example',
  },
} as const;

/**
 * Where the demo accounts sit in the generated tree (ids as `createDemoBambooHrEmployees` numbers
 * them: employee 1 at the top, 2 to 7 its reports, each manager with six reports): 1 the CEO, 2
 * the head of Engineering (made its director), 8 and 9 the engineering managers below 2, and 44
 * the first of 8's reports, who has none.
 */
const IDS = { ceo: '1', director: '2', sarah: '8', priya: '9', jordan: '44' } as const;

const DAY_MS = 86_400_000;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function createDemoCompany(today: Date = new Date()): DemoCompany {
  const employees = createDemoBambooHrEmployees(DEMO_COMPANY_SIZE.current, {
    formerEmployees: DEMO_COMPANY_SIZE.former,
  }).map((person) => ({ ...person, photoUrl: null }));
  const byId = new Map(employees.map((person) => [person.id, person]));
  const person = (id: string): BambooHrEmployee => {
    const found = byId.get(id);
    if (!found) throw new Error(`the demo company has no employee ${id}`);
    return found;
  };
  const become = (
    id: string,
    account: (typeof DEMO_COMPANY_ACCOUNTS)[keyof typeof DEMO_COMPANY_ACCOUNTS],
  ) =>
    Object.assign(person(id), {
      ...account,
      displayName: `${account.firstName} ${account.lastName}`,
    });

  become(IDS.ceo, DEMO_COMPANY_ACCOUNTS.ceo);
  Object.assign(person(IDS.director), { jobTitle: 'Director of Engineering' });
  become(IDS.sarah, DEMO_COMPANY_ACCOUNTS.sarah);
  become(IDS.priya, DEMO_COMPANY_ACCOUNTS.priya);
  become(IDS.jordan, DEMO_COMPANY_ACCOUNTS.jordan);
  // The leavers who reported to the director were Sarah's reports.
  for (const former of employees) {
    if (!isCurrentBambooHrEmployee(former) && former.supervisorEId === IDS.director) {
      former.supervisorEId = IDS.sarah;
    }
  }

  const current = employees.filter(isCurrentBambooHrEmployee);
  const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const away = (id: number, who: BambooHrEmployee, inDays: number, days: number) => ({
    id,
    type: 'timeOff' as const,
    employeeId: Number(who.id),
    name: who.displayName ?? `${who.firstName} ${who.lastName}`,
    start: isoDate(start + inDays * DAY_MS),
    end: isoDate(start + (inDays + days - 1) * DAY_MS),
  });
  const reportsOf = (id: string) => current.filter((report) => report.supervisorEId === id);
  const sarahsOther = reportsOf(IDS.sarah).find((report) => report.id !== IDS.jordan);
  const priyas = reportsOf(IDS.priya)[0];
  if (!sarahsOther || !priyas) throw new Error('the demo managers have too few reports');
  const timeOff = [
    ...createDemoBambooHrTimeOff(current, today),
    away(9001, person(IDS.jordan), 2, 3),
    away(9002, sarahsOther, 3, 2),
    away(9003, priyas, 4, 2),
  ];
  const goalsOf = (who: BambooHrEmployee, list: readonly DemoGoal[]): BambooHrGoal[] =>
    list.map((goal) => ({
      id: goal.bambooHrId,
      title: goal.title,
      description: 'Agreed at the last check-in.',
      percentComplete: goal.percent,
      alignsWithOptionId: null,
      sharedWithEmployeeIds: [Number(who.id)],
      startDate: isoDate(start - goal.startedDaysAgo * DAY_MS),
      dueDate: isoDate(start + goal.dueInDays * DAY_MS),
      completionDate: null,
      status: 'in_progress',
      lastChangedDateTime: '2025-11-03T10:15:00Z',
      milestones: [],
      actions: { canEditGoalProgressBar: true },
    }));
  const goals = {
    [IDS.jordan]: goalsOf(person(IDS.jordan), DEMO_COMPANY_GOALS.jordan),
    [IDS.sarah]: goalsOf(person(IDS.sarah), DEMO_COMPANY_GOALS.sarah),
    [DEMO_COMPANY_GOAL_PEER_ID]: goalsOf(
      person(DEMO_COMPANY_GOAL_PEER_ID),
      DEMO_COMPANY_GOALS.peer,
    ),
  };
  return { employees, timeOff, goals, ids: { ...IDS } };
}

/**
 * The demo company's goals, kept in BambooHR's Performance and in its Workday alike: Jordan's two,
 * one of Sarah's and one of Zara's (another of Sarah's reports), so that each person's own page
 * shows theirs and no one else's. Start and due dates count from the day the company is made;
 * the completion is BambooHR's `percentComplete` and Workday's `Completion_Percent`.
 */
export const DEMO_COMPANY_GOALS: Readonly<
  Record<'jordan' | 'sarah' | 'peer', readonly DemoGoal[]>
> = {
  jordan: [
    {
      id: 'GOAL-44-1',
      bambooHrId: '4401',
      startedDaysAgo: 30,
      title: 'Ship the offline mode for the mobile app',
      status: 'On Track',
      percent: 60,
      dueInDays: 45,
      priority: 'High',
    },
    {
      id: 'GOAL-44-2',
      bambooHrId: '4402',
      startedDaysAgo: 10,
      title: 'Lead the incident review rotation',
      status: 'In Progress',
      percent: 25,
      dueInDays: 100,
      priority: 'Medium',
    },
  ],
  sarah: [
    {
      id: 'GOAL-8-1',
      bambooHrId: '801',
      startedDaysAgo: 60,
      title: 'Grow the platform team to eight engineers',
      status: 'At Risk',
      percent: 40,
      dueInDays: 60,
      priority: 'High',
    },
  ],
  peer: [
    {
      id: 'GOAL-45-1',
      bambooHrId: '4501',
      startedDaysAgo: 20,
      title: 'Cut the build time in half',
      status: 'On Track',
      percent: 70,
      dueInDays: 30,
      priority: 'Low',
    },
  ],
};

export interface DemoGoal {
  /** Its id in Workday. */
  id: string;
  /** Its id in BambooHR (numeric text, as BambooHR's goal ids). */
  bambooHrId: string;
  /** As Workday words it; BambooHR words every one "in_progress". */
  title: string;
  status: string;
  percent: number;
  /** Days before the company's day that it began (BambooHR's `startDate`). */
  startedDaysAgo: number;
  /** Days after the company's day. */
  dueInDays: number;
  priority: string;
}

/** The id of the report of Sarah's whose goal `DEMO_COMPANY_GOALS.peer` holds (Zara). */
export const DEMO_COMPANY_GOAL_PEER_ID = '45';

/**
 * The demo company as a Workday worker report (`startWorkdayFake({ workers })`), for trying eyeQ's
 * goals: the same people, titles, managers, hire dates and work emails as its BambooHR, those
 * who left as "Terminated" workers, and the goals of {@link DEMO_COMPANY_GOALS}. Workday's
 * report here carries no time off.
 */
export function createDemoWorkdayWorkers(
  company: DemoCompany,
  today: Date = new Date(),
): WorkdayWorkerEntry[] {
  const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const goalsOf: Record<string, readonly DemoGoal[]> = {
    [company.ids.jordan]: DEMO_COMPANY_GOALS.jordan,
    [company.ids.sarah]: DEMO_COMPANY_GOALS.sarah,
    [DEMO_COMPANY_GOAL_PEER_ID]: DEMO_COMPANY_GOALS.peer,
  };
  return company.employees.map((person) => {
    const goals: WorkdayGoalEntry[] = (goalsOf[person.id] ?? []).map((goal) => ({
      Goal_ID: goal.id,
      Goal: goal.title,
      Goal_Description: 'Agreed at the last check-in.',
      Status: goal.status,
      Due_Date: isoDate(start + goal.dueInDays * DAY_MS),
      Completion_Percent: String(goal.percent),
      Priority: goal.priority,
    }));
    const isCurrent = isCurrentBambooHrEmployee(person);
    return {
      Employee_ID: person.id,
      Worker: person.displayName ?? `${person.firstName} ${person.lastName}`,
      ...(person.jobTitle !== null && { Business_Title: person.jobTitle }),
      ...(person.department !== null && { Supervisory_Organization: person.department }),
      ...(person.supervisorEId !== null && { Manager_Employee_ID: person.supervisorEId }),
      Hire_Date: person.hireDate,
      ...(person.workEmail !== null && { Work_Email: person.workEmail }),
      Photo_URL: '',
      Worker_Status: isCurrent ? 'Active' : 'Terminated',
      ...(!isCurrent && { Termination_Date: person.terminationDate }),
      ...(goals.length > 0 && { Goals: goals }),
    };
  });
}
