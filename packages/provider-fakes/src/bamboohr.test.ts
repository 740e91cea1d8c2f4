import { afterEach, describe, expect, it } from 'vitest';
import {
  BAMBOOHR_FAKE_API_KEY,
  type BambooHrFake,
  type BambooHrFakeOptions,
  createDemoBambooHrEmployees,
  createDemoBambooHrTimeOff,
  isCurrentBambooHrEmployee,
  startBambooHrFake,
} from './bamboohr';

const fakes: BambooHrFake[] = [];
afterEach(async () => {
  await Promise.all(fakes.splice(0).map((fake) => fake.close()));
});

async function start(options: BambooHrFakeOptions = {}) {
  const fake = await startBambooHrFake(options);
  fakes.push(fake);
  return fake;
}

const basic = (user: string) => `Basic ${Buffer.from(`${user}:x`, 'utf8').toString('base64')}`;

function report(fake: BambooHrFake, fields: string[], key = BAMBOOHR_FAKE_API_KEY) {
  return fetch(`${fake.endpoint}/v1/reports/custom?format=JSON&onlyCurrent=true`, {
    method: 'POST',
    headers: { authorization: basic(key), 'content-type': 'application/json' },
    body: JSON.stringify({ fields }),
  });
}

describe('createDemoBambooHrEmployees', () => {
  // Ten thousand records: about 2 s on a small machine, more while other suites share it.
  it('makes 10,000 employees in one tree, with unique ids and work emails', {
    timeout: 30_000,
  }, () => {
    const employees = createDemoBambooHrEmployees(10_000);
    expect(employees).toHaveLength(10_000);
    expect(new Set(employees.map((e) => e.id)).size).toBe(10_000);
    expect(new Set(employees.map((e) => e.workEmail)).size).toBe(10_000);
    const ids = new Set(employees.map((e) => e.id));
    expect(employees.filter((e) => e.supervisorEId === null)).toHaveLength(1);
    for (const employee of employees) {
      // A supervisor comes earlier in the list, so the references cannot loop.
      if (employee.supervisorEId !== null) {
        expect(ids.has(employee.supervisorEId)).toBe(true);
        expect(Number(employee.supervisorEId)).toBeLessThan(Number(employee.id));
      }
      expect(employee.workEmail).toMatch(/^[a-z]+\.[a-z]+\d*@acme\.example$/);
      expect(employee.hireDate).toMatch(/^20\d{2}-\d{2}-\d{2}$/);
    }
    expect(employees[0]).toMatchObject({
      id: '1',
      displayName: 'Ava Nguyen',
      jobTitle: 'Chief Executive Officer',
      workEmail: 'ava.nguyen@acme.example',
    });
  });

  it('makes the same employees every time', () => {
    expect(createDemoBambooHrEmployees(50)).toEqual(createDemoBambooHrEmployees(50));
    expect(createDemoBambooHrEmployees(50, { formerEmployees: 5 })).toEqual(
      createDemoBambooHrEmployees(50, { formerEmployees: 5 }),
    );
  });

  it('makes current employees active, and former ones inactive with a past termination date', () => {
    const employees = createDemoBambooHrEmployees(30, { formerEmployees: 8 });
    expect(employees).toHaveLength(38);
    const current = employees.slice(0, 30);
    const former = employees.slice(30);
    // The current ones are those made without former employees.
    expect(current).toEqual(createDemoBambooHrEmployees(30));
    for (const employee of current) {
      expect(employee).toMatchObject({ status: 'Active', terminationDate: '0000-00-00' });
      expect(isCurrentBambooHrEmployee(employee)).toBe(true);
    }
    expect(new Set(employees.map((e) => e.workEmail)).size).toBe(38);
    for (const [index, employee] of former.entries()) {
      expect(employee.id).toBe(String(31 + index));
      expect(employee.status).toBe('Inactive');
      expect(isCurrentBambooHrEmployee(employee)).toBe(false);
      expect(employee.terminationDate).toMatch(/^202[34]-\d{2}-\d{2}$/);
      expect(employee.hireDate < employee.terminationDate).toBe(true);
      // Each reported to a head below the top, the first of them to employee 2.
      expect(['2', '3', '4', '5', '6', '7']).toContain(employee.supervisorEId);
    }
    expect(former[0]?.supervisorEId).toBe('2');
  });

  it('makes time off around the given day', () => {
    const employees = createDemoBambooHrEmployees(120);
    const entries = createDemoBambooHrTimeOff(employees, new Date('2026-03-02T12:00:00Z'));
    expect(entries.filter((e) => e.type === 'holiday')).toHaveLength(2);
    for (const entry of entries) {
      expect(entry.start >= '2026-03-02').toBe(true);
      expect(entry.end >= entry.start).toBe(true);
    }
  });
});

describe('the BambooHR fake', () => {
  it('answers the custom report with the fields asked for it knows', async () => {
    const fake = await start({ employees: 3 });
    const answer = await report(fake, ['firstName', 'hireDate', 'noSuchField']);
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as {
      title: string;
      fields: unknown[];
      employees: unknown[];
    };
    expect(body.fields).toEqual([
      { id: 'firstName', type: 'text', name: 'First Name' },
      { id: 'hireDate', type: 'date', name: 'Hire Date' },
    ]);
    expect(body.employees).toEqual(
      fake.employees.map((e) => ({ id: e.id, firstName: e.firstName, hireDate: e.hireDate })),
    );
  });

  it('lists everyone in the custom report, those who left with their status and date', async () => {
    const fake = await start();
    expect(fake.employees.filter(isCurrentBambooHrEmployee)).toHaveLength(25);
    expect(fake.employees).toHaveLength(28);
    const body = (await (await report(fake, ['status', 'terminationDate'])).json()) as {
      fields: unknown[];
      employees: Record<string, unknown>[];
    };
    expect(body.fields).toEqual([
      { id: 'status', type: 'status', name: 'Status' },
      { id: 'terminationDate', type: 'date', name: 'Termination Date' },
    ]);
    expect(body.employees).toHaveLength(28);
    expect(body.employees.filter((e) => e.status === 'Inactive')).toHaveLength(3);
    expect(body.employees[27]).toMatchObject({ id: '28', status: 'Inactive' });
    expect(body.employees[0]).toMatchObject({ status: 'Active', terminationDate: '0000-00-00' });
    // The directory lists current employees only; who's out is theirs only.
    const headers = { authorization: basic(BAMBOOHR_FAKE_API_KEY) };
    const directory = (await (
      await fetch(`${fake.endpoint}/v1/employees/directory`, { headers })
    ).json()) as { employees: Record<string, unknown>[] };
    expect(directory.employees).toHaveLength(25);
    const current = new Set(fake.employees.filter(isCurrentBambooHrEmployee).map((e) => e.id));
    for (const entry of fake.timeOff) {
      if (entry.type === 'timeOff') expect(current.has(String(entry.employeeId))).toBe(true);
    }
  });

  it('refuses a wrong or missing key with 401', async () => {
    const fake = await start({ employees: 1 });
    expect((await report(fake, ['id'], 'wrong')).status).toBe(401);
    const bare = await fetch(`${fake.endpoint}/v1/employees/directory`);
    expect(bare.status).toBe(401);
  });

  it('leaves dropped fields out of the field list and every employee', async () => {
    const fake = await start({ employees: 2, dropFields: ['hireDate'] });
    const body = (await (await report(fake, ['firstName', 'hireDate'])).json()) as {
      fields: { id: string }[];
      employees: Record<string, unknown>[];
    };
    expect(body.fields.map((f) => f.id)).toEqual(['firstName']);
    for (const row of body.employees) expect(row).not.toHaveProperty('hireDate');
  });

  it('answers the directory and who is out in a window', async () => {
    const fake = await start({
      employees: 2,
      timeOff: [
        {
          id: 1,
          type: 'timeOff',
          employeeId: 2,
          name: 'Liam',
          start: '2026-03-01',
          end: '2026-03-03',
        },
        {
          id: 2,
          type: 'timeOff',
          employeeId: 2,
          name: 'Liam',
          start: '2026-05-01',
          end: '2026-05-03',
        },
      ],
    });
    const headers = { authorization: basic(BAMBOOHR_FAKE_API_KEY) };
    const directory = (await (
      await fetch(`${fake.endpoint}/v1/employees/directory`, { headers })
    ).json()) as { employees: Record<string, unknown>[] };
    expect(directory.employees[1]).toMatchObject({ id: '2', supervisor: 'Ava Nguyen' });
    const out = await fetch(
      `${fake.endpoint}/v1/time_off/whos_out/?start=2026-03-02&end=2026-04-01`,
      { headers },
    );
    expect(await out.json()).toEqual([
      {
        id: 1,
        type: 'timeOff',
        employeeId: 2,
        name: 'Liam',
        start: '2026-03-01',
        end: '2026-03-03',
      },
    ]);
  });

  it('answers each employee’s goals, 404 for one it does not hold, and refuses them when told', async () => {
    const goal = {
      id: '501',
      title: 'Ship it',
      description: null,
      percentComplete: 40,
      alignsWithOptionId: null,
      sharedWithEmployeeIds: [2],
      dueDate: '2026-06-30',
      completionDate: null,
      status: 'in_progress',
      lastChangedDateTime: '2026-02-01T08:00:00Z',
    };
    const fake = await start({ employees: 2, goals: { '2': [goal] } });
    const headers = { authorization: basic(BAMBOOHR_FAKE_API_KEY) };
    const goalsOf = (id: string) =>
      fetch(`${fake.endpoint}/v1/performance/employees/${id}/goals`, { headers });
    expect(await (await goalsOf('2')).json()).toEqual({ goals: [goal] });
    expect(await (await goalsOf('1')).json()).toEqual({ goals: [] });
    expect((await goalsOf('3')).status).toBe(404);
    fake.refuseGoals(403);
    expect((await goalsOf('2')).status).toBe(403);
    fake.refuseGoals(null);
    expect((await goalsOf('2')).status).toBe(200);
  });

  it('throttles the first requests when asked', async () => {
    const fake = await start({ employees: 1, throttle: '503', throttleTimes: 2 });
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await report(fake, ['id'])).status);
    expect(statuses).toEqual([503, 503, 200]);
  });
});
