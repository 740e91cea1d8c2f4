import { describe, expect, it } from 'vitest';
import { isCurrentBambooHrEmployee } from './bamboohr';
import {
  createDemoCompany,
  createDemoWorkdayWorkers,
  DEMO_COMPANY_GOAL_PEER_ID,
  DEMO_COMPANY_SIZE,
} from './demo-company';

const TODAY = new Date('2026-03-02T10:00:00Z');

describe('createDemoCompany', () => {
  const { employees, timeOff, ids } = createDemoCompany(TODAY);
  const byEmail = (email: string) => employees.find((person) => person.workEmail === email);
  const current = employees.filter(isCurrentBambooHrEmployee);
  const reportsOf = (id: string) => current.filter((person) => person.supervisorEId === id);

  it('holds the four demo accounts as current employees, under their work emails', () => {
    for (const [email, name] of [
      ['alex.morgan@acme.example', 'Alex Morgan'],
      ['sarah.chen@acme.example', 'Sarah Chen'],
      ['priya.patel@acme.example', 'Priya Patel'],
      ['jordan.lee@acme.example', 'Jordan Lee'],
    ] as const) {
      const person = byEmail(email);
      expect(person?.displayName).toBe(name);
      expect(person && isCurrentBambooHrEmployee(person)).toBe(true);
    }
    // Work emails stay unique, the demo accounts' included.
    const emails = employees.map((person) => person.workEmail);
    expect(new Set(emails).size).toBe(emails.length);
    expect(current).toHaveLength(DEMO_COMPANY_SIZE.current);
    expect(employees).toHaveLength(DEMO_COMPANY_SIZE.current + DEMO_COMPANY_SIZE.former);
  });

  it('keeps goals for Jordan (two), Sarah and one of her reports, in BambooHR’s words', () => {
    const { goals } = createDemoCompany(TODAY);
    expect(Object.keys(goals).sort()).toEqual(
      [ids.jordan, DEMO_COMPANY_GOAL_PEER_ID, ids.sarah].sort(),
    );
    expect(goals[ids.jordan]).toEqual([
      expect.objectContaining({
        id: '4401',
        title: 'Ship the offline mode for the mobile app',
        percentComplete: 60,
        startDate: '2026-01-31',
        dueDate: '2026-04-16',
        status: 'in_progress',
        sharedWithEmployeeIds: [44],
      }),
      expect.objectContaining({
        id: '4402',
        title: 'Lead the incident review rotation',
        percentComplete: 25,
        startDate: '2026-02-20',
        dueDate: '2026-06-10',
      }),
    ]);
    expect(goals[ids.sarah]?.map((goal) => goal.id)).toEqual(['801']);
  });

  it('puts Alex at the top, a director below him, Sarah and Priya under the director', () => {
    const alex = byEmail('alex.morgan@acme.example');
    expect(alex).toMatchObject({ id: ids.ceo, supervisorEId: null });
    expect(alex?.jobTitle).toBe('Chief Executive Officer');
    const director = employees.find((person) => person.id === ids.director);
    expect(director).toMatchObject({
      supervisorEId: ids.ceo,
      jobTitle: 'Director of Engineering',
    });
    expect(reportsOf(ids.ceo).map((person) => person.id)).toContain(ids.director);
    for (const manager of ['sarah.chen@acme.example', 'priya.patel@acme.example']) {
      const person = byEmail(manager);
      expect(person).toMatchObject({
        supervisorEId: ids.director,
        jobTitle: 'Engineering Manager',
      });
      expect(reportsOf(person?.id ?? '').length).toBeGreaterThanOrEqual(3);
    }
  });

  it('makes Jordan one of Sarah’s reports, with none of his own', () => {
    const jordan = byEmail('jordan.lee@acme.example');
    expect(jordan).toMatchObject({ id: ids.jordan, supervisorEId: ids.sarah });
    expect(employees.filter((person) => person.supervisorEId === ids.jordan)).toEqual([]);
  });

  it('keeps two leavers who were Sarah’s reports in the report, and none of them in who’s out', () => {
    const formerOfSarah = employees.filter(
      (person) => person.supervisorEId === ids.sarah && !isCurrentBambooHrEmployee(person),
    );
    expect(formerOfSarah).toHaveLength(2);
    const leavers = new Set(
      employees.filter((person) => !isCurrentBambooHrEmployee(person)).map(({ id }) => id),
    );
    expect(timeOff.some((entry) => leavers.has(String(entry.employeeId)))).toBe(false);
  });

  it('plans time off in the coming days for Jordan, another of Sarah’s reports and one of Priya’s', () => {
    const soon = timeOff.filter((entry) => entry.id > 9000);
    expect(soon.map((entry) => entry.employeeId)).toEqual([
      Number(ids.jordan),
      Number(reportsOf(ids.sarah).find((person) => person.id !== ids.jordan)?.id),
      Number(reportsOf(ids.priya)[0]?.id),
    ]);
    expect(soon[0]).toMatchObject({ name: 'Jordan Lee', start: '2026-03-04', end: '2026-03-06' });
  });

  it('is the same company on every call', () => {
    expect(createDemoCompany(TODAY)).toEqual(createDemoCompany(TODAY));
  });
});

describe('createDemoWorkdayWorkers', () => {
  const company = createDemoCompany(TODAY);
  const workers = createDemoWorkdayWorkers(company, TODAY);
  const worker = (id: string) => workers.find((entry) => entry.Employee_ID === id);

  it('is the same company: every person, manager and work email, leavers terminated', () => {
    expect(workers).toHaveLength(company.employees.length);
    for (const person of company.employees) {
      expect(worker(person.id)).toMatchObject({
        Worker: person.displayName,
        Hire_Date: person.hireDate,
        Work_Email: person.workEmail,
        Worker_Status: isCurrentBambooHrEmployee(person) ? 'Active' : 'Terminated',
      });
      expect(worker(person.id)?.Manager_Employee_ID).toBe(person.supervisorEId ?? undefined);
    }
  });

  it('gives Jordan two goals, Sarah one and Zara one, due after the day', () => {
    expect(worker(company.ids.jordan)?.Goals).toEqual([
      expect.objectContaining({
        Goal: 'Ship the offline mode for the mobile app',
        Due_Date: '2026-04-16',
      }),
      expect.objectContaining({
        Goal: 'Lead the incident review rotation',
        Due_Date: '2026-06-10',
      }),
    ]);
    expect(worker(company.ids.sarah)?.Goals).toHaveLength(1);
    expect(worker(DEMO_COMPANY_GOAL_PEER_ID)).toMatchObject({
      Worker: 'Zara Smith',
      Manager_Employee_ID: company.ids.sarah,
    });
    expect(worker(DEMO_COMPANY_GOAL_PEER_ID)?.Goals).toHaveLength(1);
    const withGoals = workers.filter((entry) => entry.Goals !== undefined);
    expect(withGoals).toHaveLength(3);
  });
});
