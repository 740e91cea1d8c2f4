import {
  type BambooHrEmployee,
  type BambooHrFake,
  type BambooHrFakeOptions,
  type BambooHrGoal,
  type BambooHrWhosOutEntry,
  createDemoBambooHrEmployees,
  startBambooHrFake,
} from '@q/provider-fakes/bamboohr';
import { basicCredentials } from '@q/provider-fakes/server';
import { afterEach, describe, expect, it } from 'vitest';
import { syncFailure, testProviderHttp } from '../../../test/connector-helpers.js';
import { type ConnectorResult, SyncError } from '../connector.js';
import type { ProviderHttp, ProviderHttpSettings } from '../provider-http.js';
import { bamboohrConnector } from './bamboohr.js';

const NOW = new Date('2026-03-02T09:30:00Z');
/** Distinctive, so a leak into any message is found. */
const KEY = 'bhr-test-key-7Qz4xW2mLp9Vr1';

const fakes: BambooHrFake[] = [];
afterEach(async () => {
  await Promise.all(fakes.splice(0).map((fake) => fake.close()));
});

interface Setup {
  fake: BambooHrFake;
  http: ProviderHttp;
  /** Every wait the client asked for (time is faked: nothing sleeps). */
  waits: number[];
  read(endpoint?: string): Promise<ConnectorResult>;
}

async function setup(
  options: BambooHrFakeOptions = {},
  settings: Partial<ProviderHttpSettings> = {},
): Promise<Setup> {
  const fake = await startBambooHrFake({ apiKey: KEY, timeOff: [], ...options });
  fakes.push(fake);
  const { http, waits } = testProviderHttp([fake.origin], settings);
  const read = (endpoint = fake.endpoint) =>
    bamboohrConnector.read({ endpoint, apiKey: KEY, configData: null, http, now: NOW });
  return { fake, http, waits, read };
}

/** The SyncError a read ends with (the test fails if it succeeds); it never holds the key. */
const failure = (read: Promise<unknown>) => syncFailure(read, [KEY]);

const employee = (id: number, overrides: Partial<BambooHrEmployee> = {}): BambooHrEmployee => ({
  ...(createDemoBambooHrEmployees(id)[id - 1] as BambooHrEmployee),
  ...overrides,
});

describe('the BambooHR connector', () => {
  it('declares what it reads', () => {
    expect(bamboohrConnector.provider).toBe('bamboohr');
    expect(bamboohrConnector.systemType).toBe('hris');
    expect(bamboohrConnector.kinds).toEqual(['people', 'timeOff', 'goals']);
  });

  it('reads every employee as a tree, and who is out in the next 30 days', async () => {
    const employees = createDemoBambooHrEmployees(40);
    employees[4] = { ...(employees[4] as BambooHrEmployee), workEmail: 'Mixed.Case@ACME.Example' };
    const timeOff: BambooHrWhosOutEntry[] = [
      {
        id: 11,
        type: 'timeOff',
        employeeId: 3,
        name: 'Maya Nguyen',
        start: '2026-03-05',
        end: '2026-03-06',
      },
      {
        id: 12,
        type: 'timeOff',
        employeeId: 8,
        name: 'Kai Nguyen',
        start: '2026-02-20',
        end: '2026-03-03',
      },
      {
        id: 13,
        type: 'timeOff',
        employeeId: 9,
        name: 'Iris Nguyen',
        start: '2026-04-10',
        end: '2026-04-12',
      },
      {
        id: 14,
        type: 'timeOff',
        employeeId: 9,
        name: 'Iris Nguyen',
        start: '2026-02-01',
        end: '2026-02-03',
      },
      { id: 11, type: 'holiday', name: 'Founders Day', start: '2026-03-20', end: '2026-03-20' },
    ];
    const { fake, read } = await setup({ employees, timeOff });

    const result = await read();

    expect(result.missingFields).toEqual([]);
    const people = result.records.people ?? [];
    expect(people).toHaveLength(40);
    const ids = new Set(people.map((person) => person.sourceId));
    expect(ids.size).toBe(40);
    // One root; every other person reports to someone read, with no loop on the way up.
    expect(people.filter((person) => person.supervisorSourceId === null)).toHaveLength(1);
    const supervisorOf = new Map(people.map((p) => [p.sourceId, p.supervisorSourceId]));
    for (const person of people) {
      const seen = new Set<string>();
      let at: string | null = person.sourceId;
      while (at !== null) {
        expect(seen.has(at)).toBe(false);
        seen.add(at);
        at = supervisorOf.get(at) ?? null;
      }
    }
    expect(people[0]).toEqual({
      sourceId: '1',
      name: 'Ava Nguyen',
      jobTitle: 'Chief Executive Officer',
      department: 'Executive',
      supervisorSourceId: null,
      hireDate: employees[0]?.hireDate,
      workEmail: 'ava.nguyen@acme.example',
      photoUrl: 'https://images.bamboohr.example/photos/1-0-4.jpg',
      sourceUpdatedAt: new Date(employees[0]?.lastChanged as string).toISOString(),
    });
    expect(people[1]?.supervisorSourceId).toBe('1');
    expect(people[4]?.workEmail).toBe('mixed.case@acme.example');
    for (const person of people) {
      expect(person.workEmail).toMatch(/^[a-z0-9.]+@acme\.example$/);
      expect(person.hireDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }

    // Today and the 30 days after it: overlapping entries only, holidays in their own ids.
    const whosOut = fake.requests.find((r) => r.url.pathname.endsWith('/time_off/whos_out/'));
    expect(whosOut?.url.searchParams.get('start')).toBe('2026-03-02');
    expect(whosOut?.url.searchParams.get('end')).toBe('2026-04-01');
    expect(result.records.timeOff).toEqual([
      {
        sourceId: '12',
        personSourceId: '8',
        personName: 'Kai Nguyen',
        start: '2026-02-20',
        end: '2026-03-03',
        kind: null,
      },
      {
        sourceId: '11',
        personSourceId: '3',
        personName: 'Maya Nguyen',
        start: '2026-03-05',
        end: '2026-03-06',
        kind: null,
      },
      {
        sourceId: 'holiday-11',
        personSourceId: null,
        personName: 'Founders Day',
        start: '2026-03-20',
        end: '2026-03-20',
        kind: 'Holiday',
      },
    ]);
  });

  it('asks for the custom report with the key as the Basic user', async () => {
    const { fake, read } = await setup({ employees: 3 });
    await read(`${fake.endpoint}/`);

    // The report, who's out, and the goals of each of the three employees.
    expect(fake.requests).toHaveLength(5);
    for (const request of fake.requests) {
      expect(basicCredentials(request.headers.authorization)).toEqual({ user: KEY, password: 'x' });
    }
    const [report] = fake.requests;
    expect(report?.method).toBe('POST');
    expect(report?.url.pathname).toBe('/api/gateway.php/acme/v1/reports/custom');
    expect(report?.url.searchParams.get('format')).toBe('JSON');
    expect(report?.url.searchParams.get('onlyCurrent')).toBe('true');
    expect(report?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(report?.body ?? '')).toEqual({
      fields: [
        'id',
        'firstName',
        'lastName',
        'displayName',
        'jobTitle',
        'department',
        'supervisorEId',
        'hireDate',
        'workEmail',
        'photoUrl',
        'lastChanged',
        'status',
        'terminationDate',
      ],
    });
  });

  it('leaves out whoever has left, and their time off; reports keep their supervisor', async () => {
    // Employee 2 manages 8, 9 and 10 in the generated tree.
    const employees = createDemoBambooHrEmployees(10);
    const set = (id: number, fields: Partial<BambooHrEmployee>) =>
      Object.assign(employees[id - 1] as BambooHrEmployee, fields);
    set(2, { status: 'Inactive', terminationDate: '2026-02-27' });
    // Still "Active" on its last day, as BambooHR keeps it until the day has passed.
    set(4, { status: 'Active', terminationDate: '2026-03-02' });
    set(5, { status: 'Active', terminationDate: '2026-03-03' });
    set(6, { status: 'TERMINATED', terminationDate: '0000-00-00' });
    set(7, { status: 'inactive', terminationDate: '' });
    const away = (id: number, employeeId: number) => ({
      id,
      type: 'timeOff' as const,
      employeeId,
      name: `Employee ${employeeId}`,
      start: '2026-03-04',
      end: '2026-03-05',
    });
    const { read } = await setup({
      employees,
      timeOff: [away(31, 2), away(32, 5), away(33, 6), away(34, 99)],
    });

    const result = await read();

    expect(result.missingFields).toEqual([]);
    const people = result.records.people ?? [];
    expect(people.map((person) => person.sourceId)).toEqual(['1', '3', '5', '8', '9', '10']);
    for (const id of ['8', '9', '10']) {
      expect(people.find((person) => person.sourceId === id)?.supervisorSourceId).toBe('2');
    }
    // Someone unknown keeps their time off, as before; those who left do not.
    expect(result.records.timeOff?.map((entry) => entry.sourceId)).toEqual(['32', '34']);
  });

  it('reads the fake’s former employees as people who have left', async () => {
    const { fake, read } = await setup({
      employees: createDemoBambooHrEmployees(20, { formerEmployees: 4 }),
    });
    expect(fake.employees).toHaveLength(24);
    const result = await read();
    expect(result.missingFields).toEqual([]);
    expect(result.records.people?.map((person) => person.sourceId)).toEqual(
      fake.employees.slice(0, 20).map((employee) => employee.id),
    );
  });

  it('keeps everyone it cannot tell has left when the status is not answered, and says so', async () => {
    const employees = createDemoBambooHrEmployees(4);
    Object.assign(employees[1] as BambooHrEmployee, {
      status: 'Inactive',
      terminationDate: '0000-00-00',
    });
    Object.assign(employees[2] as BambooHrEmployee, {
      status: 'Inactive',
      terminationDate: '2025-12-31',
    });
    const { read } = await setup({ employees, dropFields: ['status'] });

    const result = await read();

    expect(result.missingFields).toEqual(['people.status']);
    // A termination date that has passed still tells; nothing else is guessed.
    expect(result.records.people?.map((person) => person.sourceId)).toEqual(['1', '2', '4']);
  });

  it('tells who has left by the status alone when the termination date is not answered', async () => {
    const employees = createDemoBambooHrEmployees(3);
    Object.assign(employees[1] as BambooHrEmployee, {
      status: 'Inactive',
      terminationDate: '2025-12-31',
    });
    Object.assign(employees[2] as BambooHrEmployee, {
      status: 'Active',
      terminationDate: '2025-12-31',
    });
    const { read } = await setup({ employees, dropFields: ['terminationDate'] });

    const result = await read();

    expect(result.missingFields).toEqual([]);
    expect(result.records.people?.map((person) => person.sourceId)).toEqual(['1', '3']);
  });

  it('ends at once with rejected-key on 401, without trying again', async () => {
    const fake = await startBambooHrFake({ apiKey: 'the-right-key-3b8f1e' });
    fakes.push(fake);
    const { http } = testProviderHttp([fake.origin]);
    const error = await failure(
      bamboohrConnector.read({
        endpoint: fake.endpoint,
        apiKey: KEY,
        configData: null,
        http,
        now: NOW,
      }),
    );
    expect(error.reason).toBe('rejected-key');
    expect(error.httpStatus).toBe(401);
    expect(fake.requests).toHaveLength(1);
    expect(http.stats.retries).toBe(0);
  });

  it('tries a 503 again and succeeds on the third try', async () => {
    const { http, read } = await setup({
      employees: 5,
      faults: { failPage: { page: 1, status: 503, times: 2 } },
    });
    const result = await read();
    expect(result.records.people).toHaveLength(5);
    expect(http.stats.retries).toBe(2);
  });

  it('waits out a 429 Retry-After of one second', async () => {
    const { http, waits, read } = await setup({
      employees: 5,
      throttle: '429',
      throttleRetryAfterSeconds: 1,
    });
    const result = await read();
    expect(result.records.people).toHaveLength(5);
    expect(http.stats.retries).toBe(1);
    expect(waits).toHaveLength(1);
    expect(waits[0]).toBeGreaterThanOrEqual(1000);
  });

  it('gives up after three 503s', async () => {
    const { fake, read } = await setup({
      employees: 5,
      faults: { failPage: { page: 1, status: 503, times: 3 } },
    });
    const error = await failure(read());
    expect(error.reason).toBe('http-status');
    expect(error.httpStatus).toBe(503);
    expect(fake.requests).toHaveLength(3);
  });

  it('gives up when who is out keeps failing', async () => {
    const { fake, read } = await setup({
      employees: 5,
      faults: { failPage: { page: 2, status: 502, times: 5 } },
    });
    const error = await failure(read());
    expect(error.reason).toBe('http-status');
    expect(fake.requests).toHaveLength(4);
  });

  it('names where a malformed record breaks the format', async () => {
    const { read } = await setup({ employees: 6, faults: { malformedRecord: 3 } });
    const error = await failure(read());
    expect(error.reason).toBe('contract');
    expect(error.message).toBe(
      'The answer did not match the BambooHR custom report format at employees[3].id',
    );
  });

  it('refuses an answer that is not JSON', async () => {
    const { read } = await setup({ employees: 3, faults: { notJson: true } });
    const error = await failure(read());
    expect(error.reason).toBe('contract');
    expect(error.message).toBe('The answer is not JSON');
  });

  it('refuses an answer larger than a page may be', async () => {
    const { read } = await setup(
      { employees: 3, faults: { hugeAnswerBytes: 300_000 } },
      { maxPageBytes: 100_000 },
    );
    const error = await failure(read());
    expect(error.reason).toBe('too-large');
  });

  it('reports fields the report left out as missing, and leaves them null', async () => {
    const { read } = await setup({ employees: 8, dropFields: ['hireDate', 'supervisorEId'] });
    const result = await read();
    expect(result.missingFields.sort()).toEqual(['people.hireDate', 'people.supervisorSourceId']);
    for (const person of result.records.people ?? []) {
      expect(person.hireDate).toBeNull();
      expect(person.supervisorSourceId).toBeNull();
      expect(person.jobTitle).not.toBeNull();
    }
  });

  it('builds the name from its parts when only the display name is left out', async () => {
    const { read } = await setup({ employees: 2, dropFields: ['displayName'] });
    const result = await read();
    expect(result.missingFields).toEqual([]);
    expect(result.records.people?.[1]?.name).toBe('Liam Nguyen');
  });

  it('misses the name only when no part of it came back', async () => {
    const { read } = await setup({
      employees: 2,
      dropFields: ['displayName', 'firstName', 'lastName'],
    });
    const result = await read();
    expect(result.missingFields).toEqual(['people.name']);
    expect(result.records.people?.map((person) => person.name)).toEqual([
      'Employee 1',
      'Employee 2',
    ]);
  });

  it('cleans NUL, control characters and lone surrogates out of text', async () => {
    const { read } = await setup({
      employees: [
        employee(1, {
          displayName: 'Ada\u0000 Love\ud800lace',
          jobTitle: 'Chief\tEngineer\u0007',
          department: '\udc00R&D',
        }),
      ],
      timeOff: [
        {
          id: 1,
          type: 'timeOff',
          employeeId: 1,
          name: 'Ada\u0000 X',
          start: '2026-03-03',
          end: '2026-03-03',
        },
      ],
    });
    const result = await read();
    const [person] = result.records.people ?? [];
    expect(person?.name).toBe('Ada Love\ufffdlace');
    expect(person?.jobTitle).toBe('Chief Engineer');
    expect(person?.department).toBe('\ufffdR&D');
    expect(result.records.timeOff?.[0]?.personName).toBe('Ada X');
  });

  it('reads BambooHR empty dates, numbers, duplicates and odd photo links', async () => {
    const { read } = await setup({
      employees: [
        employee(1, { hireDate: '0000-00-00', lastChanged: '2025-06-01 08:15:00' }),
        employee(2, { supervisorEId: '1', photoUrl: 'javascript:alert(1)', workEmail: '' }),
        employee(3, { supervisorEId: '99', jobTitle: null }),
        employee(3, { displayName: 'Later Row', supervisorEId: '3' }),
        employee(4, { supervisorEId: '99' }),
      ],
    });
    const result = await read();
    const people = result.records.people ?? [];
    expect(people).toHaveLength(4);
    expect(people[0]?.hireDate).toBeNull();
    expect(people[0]?.sourceUpdatedAt).toBe('2025-06-01T08:15:00.000Z');
    expect(people[1]?.photoUrl).toBeNull();
    expect(people[1]?.workEmail).toBeNull();
    // The last row of a repeated id wins; it names itself as supervisor, which is dropped.
    expect(people[2]?.name).toBe('Later Row');
    expect(people[2]?.supervisorSourceId).toBeNull();
    // A supervisor who is not in the answer is unknown.
    expect(people[3]?.supervisorSourceId).toBeNull();
  });

  it('never puts the key in a message', async () => {
    const cases: [BambooHrFakeOptions, Partial<ProviderHttpSettings>][] = [
      [{ apiKey: 'another-key-5d1e0c9a' }, {}],
      [{ faults: { failPage: { page: 1, status: 500, times: 3 } } }, {}],
      [{ faults: { malformedRecord: 0 } }, {}],
      [{ faults: { notJson: true } }, {}],
      [{ faults: { hugeAnswerBytes: 50_000 } }, { maxPageBytes: 10_000 }],
      [{ throttle: '503', throttleTimes: 3, throttleRetryAfterSeconds: 60 }, {}],
      [{}, { maxPages: 1 }],
    ];
    for (const [options, settings] of cases) {
      const { read } = await setup({ employees: 3, ...options }, settings);
      const error = await failure(read());
      expect(`${error.message} ${error.stack ?? ''}`).not.toContain(KEY);
    }
  });

  it('refuses an API Endpoint that is not a URL', async () => {
    const { read } = await setup({ employees: 1 });
    const error = await failure(read('not a url'));
    expect(error.reason).toBe('invalid-url');
  });
});

describe('the BambooHR format, answer by answer', () => {
  /** A client that answers each URL's path from `answers`, as a fake provider would. */
  function answering(answers: Record<string, unknown>): ProviderHttp {
    return {
      stats: { requests: 0, retries: 0, bytes: 0, lastStatus: null },
      async json(url) {
        const path = new URL(url).pathname.replace(/^.*\/v1\//, '');
        // An employee's goals not given: none.
        const body = answers[path] ?? (path.endsWith('/goals') ? { goals: [] } : undefined);
        return { body, headers: {}, url, status: 200 };
      },
    };
  }
  const read = (answers: Record<string, unknown>) =>
    bamboohrConnector.read({
      endpoint: 'https://api.bamboohr.example/api/gateway.php/acme/v1',
      apiKey: KEY,
      configData: null,
      http: answering(answers),
      now: NOW,
    });
  const fields = ['id', 'displayName', 'supervisorEId', 'hireDate', 'workEmail'].map((id) => ({
    id,
    type: 'text',
    name: id,
  }));

  it('takes numbers as ids and a single object as a list of one', async () => {
    const result = await read({
      'reports/custom': {
        title: 'Report',
        fields: [...fields, { id: 'firstName', type: 'text', name: 'First' }],
        employees: { id: 7, displayName: 'Solo', supervisorEId: '', hireDate: '2020-01-02' },
      },
      'time_off/whos_out/': {
        id: '5',
        type: 'timeOff',
        employeeId: '7',
        name: 'Solo',
        start: '2026-03-04',
        end: '2026-03-05',
      },
    });
    expect(result.records.people).toEqual([
      expect.objectContaining({ sourceId: '7', name: 'Solo', supervisorSourceId: null }),
    ]);
    expect(result.records.timeOff).toEqual([
      expect.objectContaining({ sourceId: '5', personSourceId: '7' }),
    ]);
    expect(result.missingFields.sort()).toEqual([
      'people.department',
      'people.jobTitle',
      'people.photoUrl',
      'people.sourceUpdatedAt',
      'people.status',
    ]);
  });

  it('reads any status and termination date without failing, and keeps whom they do not tell of', async () => {
    const hostile: [unknown, unknown][] = [
      [42, 'garbage'],
      [{ nested: { status: 'Inactive' } }, 20260101],
      [['Inactive'], '2026-02-30'],
      [true, '2026-13-01'],
      ['x'.repeat(1_000_000), `2026-01-01${'9'.repeat(100)}`],
      ['\ud800', '\udc00'],
      ['\u0000', '0000-00-00'],
      [null, null],
      ['', ''],
      ['Active', { Descriptor: 'soon' }],
      ['On Leave', '2026-03-03'],
      ['Inactive\u0000', null],
      [{ Descriptor: 'Terminated' }, null],
      ['Active', '2026-03-02T23:59:59-08:00'],
    ];
    const result = await read({
      'reports/custom': {
        fields: [...fields, { id: 'status' }, { id: 'terminationDate' }],
        employees: hostile.map(([status, terminationDate], index) => ({
          id: index + 1,
          displayName: `Person ${index + 1}`,
          status,
          terminationDate,
        })),
      },
      'time_off/whos_out/': [],
    });
    expect(result.missingFields).not.toContain('people.status');
    // The last three have left: a status that says so as a word, a reference that says
    // "Terminated", and a termination date (its day) of today.
    expect(result.records.people?.map((person) => person.sourceId)).toEqual(
      hostile.slice(0, -3).map((_, index) => String(index + 1)),
    );
  });

  it('names the who is out row that breaks the format', async () => {
    const error = await failure(
      read({
        'reports/custom': { fields, employees: [] },
        'time_off/whos_out/': [
          { id: 1, type: 'holiday', name: 'A', start: '2026-03-04', end: '2026-03-04' },
          { id: 2, type: 'timeOff', employeeId: 1, name: 'B', start: 'soon', end: '2026-03-04' },
        ],
      }),
    );
    expect(error.message).toBe(
      "The answer did not match the BambooHR who's out format at [1].start",
    );
  });

  it('refuses a report without its field list', async () => {
    const error = await failure(read({ 'reports/custom': { employees: [] } }));
    expect(error.reason).toBe('contract');
    expect(error.message).toContain('at fields');
  });
});

/** A goal as BambooHR's Goals API answers it; `overrides` over plain values. */
const goal = (id: string, overrides: Partial<BambooHrGoal> = {}): BambooHrGoal => ({
  id,
  title: `Goal ${id}`,
  description: null,
  percentComplete: 50,
  alignsWithOptionId: null,
  sharedWithEmployeeIds: [],
  dueDate: '2026-06-30',
  completionDate: null,
  status: 'in_progress',
  lastChangedDateTime: '2026-02-01T08:00:00Z',
  ...overrides,
});

const goalRequests = (fake: BambooHrFake) =>
  fake.requests
    .map((request) => request.url.pathname)
    .filter((path) => path.endsWith('/goals'))
    .sort();

describe('BambooHR goals', () => {
  it('reads the goals of current employees, one request each, as the goals of their owner', async () => {
    const employees = [
      employee(1),
      employee(2, { supervisorEId: '1' }),
      employee(3, { supervisorEId: '1', status: 'Inactive', terminationDate: '2025-12-31' }),
    ];
    const { fake, read } = await setup({
      employees,
      goals: {
        '2': [
          goal('501', {
            title: 'Ship the offline mode',
            description: 'Agreed at the check-in.',
            percentComplete: 60,
            startDate: '2026-01-15',
            dueDate: '2026-04-15',
            milestones: [{ id: 1, title: 'Beta' }],
            actions: { canEditGoalProgressBar: true },
          }),
          goal('502', {
            percentComplete: 100,
            status: 'completed',
            completionDate: '2026-02-20T10:00:00Z',
          }),
        ],
        // Someone who has left: never asked.
        '3': [goal('503')],
      },
    });
    const result = await read();

    expect(goalRequests(fake)).toEqual([
      '/api/gateway.php/acme/v1/performance/employees/1/goals',
      '/api/gateway.php/acme/v1/performance/employees/2/goals',
    ]);
    expect(result.records.goals).toEqual([
      {
        sourceId: '2:501',
        personSourceId: '2',
        ownerName: 'Liam Nguyen',
        title: 'Ship the offline mode',
        description: 'Agreed at the check-in.',
        status: 'in_progress',
        priority: 'medium',
        progress: 60,
        startDate: '2026-01-15',
        dueDate: '2026-04-15',
        sourceUpdatedAt: '2026-02-01T08:00:00.000Z',
      },
      {
        sourceId: '2:502',
        personSourceId: '2',
        ownerName: 'Liam Nguyen',
        title: 'Goal 502',
        description: '',
        status: 'completed',
        priority: 'medium',
        progress: 100,
        startDate: null,
        dueDate: '2026-06-30',
        sourceUpdatedAt: '2026-02-01T08:00:00.000Z',
      },
    ]);
    expect(result.missingFields).toEqual([]);
  });

  it('reads a goal shared by two employees once for each of them', async () => {
    const shared = goal('700', { sharedWithEmployeeIds: [1, 2] });
    const { read } = await setup({
      employees: [employee(1), employee(2, { supervisorEId: '1' })],
      goals: { '1': [shared], '2': [shared] },
    });
    const result = await read();
    expect(
      result.records.goals?.map(({ sourceId, personSourceId }) => [sourceId, personSourceId]),
    ).toEqual([
      ['1:700', '1'],
      ['2:700', '2'],
    ]);
  });

  it.each([403, 404] as const)(
    'reads people and who is out when goals are refused with %i, and names the cause',
    async (status) => {
      const employees = createDemoBambooHrEmployees(12);
      const timeOff: BambooHrWhosOutEntry[] = [
        {
          id: 11,
          type: 'timeOff',
          employeeId: 3,
          name: 'Maya',
          start: '2026-03-05',
          end: '2026-03-06',
        },
      ];
      const { fake, read } = await setup({
        employees,
        timeOff,
        goals: { '2': [goal('501')] },
        refuseGoals: status,
      });
      const result = await read();

      expect(result.records.people).toHaveLength(12);
      expect(result.records.timeOff).toHaveLength(1);
      // Not read this time: the stored goals are kept.
      expect(result.records).not.toHaveProperty('goals');
      expect(result.missingFields).toEqual([
        `goals.* (HTTP ${status}: the API key may not read goals, or Performance is off)`,
      ]);
      // The first refusals end the asking: no request for the rest of the employees.
      expect(goalRequests(fake).length).toBeLessThan(12);
    },
  );

  it('fails the run on 401 for goals as for any call (the key itself is refused)', async () => {
    const { http } = await setup({ employees: 2 });
    const refusing: ProviderHttp = {
      stats: http.stats,
      async json(url, request) {
        if (url.endsWith('/goals')) {
          throw new SyncError(
            'rejected-key',
            'The provider rejected the API key (HTTP 401)',
            false,
            401,
          );
        }
        return http.json(url, request);
      },
    };
    const fake = fakes.at(-1) as BambooHrFake;
    const error = await failure(
      bamboohrConnector.read({
        endpoint: fake.endpoint,
        apiKey: KEY,
        configData: null,
        http: refusing,
        now: NOW,
      }),
    );
    expect(error.httpStatus).toBe(401);
  });

  it('does not ask for the goals of a company of more than 2,000 current employees, and says so', async () => {
    const { fake, read } = await setup({ employees: 2_001 });
    const result = await read();
    expect(result.records.people).toHaveLength(2_001);
    expect(result.records).not.toHaveProperty('goals');
    expect(goalRequests(fake)).toEqual([]);
    expect(result.missingFields).toEqual([
      'goals.* (more than 2,000 current employees: goals are read one employee at a time)',
    ]);
  });

  it('waits out a 429 on goals and reads them', async () => {
    const { waits, read } = await setup({
      employees: [employee(1)],
      goals: { '1': [goal('501')] },
      faults: { failPage: { page: 3, status: 429, times: 1, retryAfterSeconds: 1 } },
    });
    const result = await read();
    expect(waits).toEqual([1000]);
    expect(result.records.goals?.map((g) => g.sourceId)).toEqual(['1:501']);
  });

  it('keeps at most four goal requests under way at once', async () => {
    const { http } = await setup({ employees: 20 });
    const fake = fakes.at(-1) as BambooHrFake;
    let underWay = 0;
    let most = 0;
    const counting: ProviderHttp = {
      stats: http.stats,
      async json(url, request) {
        if (!url.endsWith('/goals')) return http.json(url, request);
        underWay += 1;
        most = Math.max(most, underWay);
        try {
          return await http.json(url, request);
        } finally {
          underWay -= 1;
        }
      },
    };
    const result = await bamboohrConnector.read({
      endpoint: fake.endpoint,
      apiKey: KEY,
      configData: null,
      http: counting,
      now: NOW,
    });
    expect(result.records.goals).toEqual([]);
    expect(goalRequests(fake)).toHaveLength(20);
    expect(most).toBe(4);
  });
});

describe('BambooHR goals, answer by answer', () => {
  const people = {
    title: 'Report',
    fields: ['id', 'displayName', 'status'].map((id) => ({ id, type: 'text', name: id })),
    employees: [
      { id: '7', displayName: 'Ada', status: 'Active' },
      { id: '../8', displayName: 'Odd id', status: 'Active' },
    ],
  };
  function answering(goals: unknown): { http: ProviderHttp; asked: string[] } {
    const asked: string[] = [];
    return {
      asked,
      http: {
        stats: { requests: 0, retries: 0, bytes: 0, lastStatus: null },
        async json(url) {
          const path = new URL(url).pathname.replace(/^.*\/v1\//, '');
          if (path.endsWith('/goals')) asked.push(path);
          const body = path === 'reports/custom' ? people : path.endsWith('/goals') ? goals : [];
          return { body, headers: {}, url, status: 200 };
        },
      },
    };
  }
  const read = (http: ProviderHttp) =>
    bamboohrConnector.read({
      endpoint: 'https://api.bamboohr.example/api/gateway.php/acme',
      apiKey: KEY,
      configData: null,
      http,
      now: NOW,
    });

  it('asks only for numeric employee ids', async () => {
    const { http, asked } = answering({ goals: [] });
    await read(http);
    expect(asked).toEqual(['performance/employees/7/goals']);
  });

  it('clamps percentages, cleans text, ignores unknown fields, skips closed goals and overlong ids', async () => {
    const { http } = answering({
      goals: [
        // An id no BambooHR gives, too long for a source key: skipped.
        { id: 'x'.repeat(199), title: 'Long id', percentComplete: 5 },
        {
          id: 1,
          title: 'Over\u0000 the top',
          percentComplete: 150,
          dueDate: '2026-06-01',
          extra: { deep: true },
        },
        { id: '2', title: '', percentComplete: -20, dueDate: null, status: 'in_progress' },
        { id: '3', title: 'Words', percentComplete: 'most', dueDate: '', status: 'in_progress' },
        { id: '4', title: 'Text number', percentComplete: '42.5', dueDate: '0000-00-00' },
        { id: '5', title: 'Closed', percentComplete: 10, status: 'closed' },
        {
          id: '6',
          title: 'Late',
          percentComplete: 30,
          dueDate: '2026-03-01',
          status: 'in_progress',
        },
        { id: '7', title: 'Done', completionDate: '2026-02-01', status: 'in_progress' },
      ],
      total: 7,
    });
    const result = await read(http);
    expect(
      result.records.goals?.map(({ sourceId, title, progress, status, dueDate }) => ({
        sourceId,
        title,
        progress,
        status,
        dueDate,
      })),
    ).toEqual([
      // No status, and complete: completed.
      {
        sourceId: '7:1',
        title: 'Over the top',
        progress: 100,
        status: 'completed',
        dueDate: '2026-06-01',
      },
      { sourceId: '7:2', title: 'Goal 2', progress: 0, status: 'in_progress', dueDate: null },
      { sourceId: '7:3', title: 'Words', progress: 0, status: 'in_progress', dueDate: null },
      {
        sourceId: '7:4',
        title: 'Text number',
        progress: 42.5,
        status: 'in_progress',
        dueDate: null,
      },
      // Unfinished and due the day before the run's: overdue.
      { sourceId: '7:6', title: 'Late', progress: 30, status: 'overdue', dueDate: '2026-03-01' },
      { sourceId: '7:7', title: 'Done', progress: 100, status: 'completed', dueDate: null },
    ]);
  });

  it('reads at most 200 goals of one employee', async () => {
    const { http } = answering({
      goals: Array.from({ length: 250 }, (_, i) => ({ id: String(i + 1), title: `G${i + 1}` })),
    });
    const result = await read(http);
    expect(result.records.goals).toHaveLength(200);
    expect(result.records.goals?.at(-1)?.sourceId).toBe('7:200');
  });

  it('names where a goal breaks the format', async () => {
    const { http } = answering({ goals: [{ id: '1', title: 'Bad date', dueDate: '2026-02-30' }] });
    const error = await failure(read(http));
    expect(error.reason).toBe('contract');
    expect(error.message).toBe(
      'The answer did not match the BambooHR goals format at goals[0].dueDate',
    );
  });

  it('refuses a goals answer without its list', async () => {
    const { http } = answering({ goals: 'none' });
    const error = await failure(read(http));
    expect(error.message).toBe('The answer did not match the BambooHR goals format at goals');
  });
});
