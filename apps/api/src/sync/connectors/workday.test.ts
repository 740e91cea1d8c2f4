import {
  startWorkdayFake,
  type WorkdayFake,
  type WorkdayFakeOptions,
  type WorkdayWorkerEntry,
  workdayWorkers,
} from '@q/provider-fakes/workday';
import { afterEach, describe, expect, it } from 'vitest';
import { basicToken, syncFailure, testProviderHttp } from '../../../test/connector-helpers.js';
import type { ConnectorInput } from '../connector.js';
import { WORKDAY_FIELD_ALIASES, workdayConnector, workdayReportUrl } from './workday.js';

const USER = 'ISU_Q_Sync@acme';
const KEY = 'wd-pass-7Hq2xZ9pLm4KvR8s';
const NOW = new Date('2026-06-15T09:00:00Z');

let fake: WorkdayFake | undefined;

afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function start(options: Partial<WorkdayFakeOptions> = {}): Promise<WorkdayFake> {
  fake = await startWorkdayFake({ username: USER, password: KEY, ...options });
  return fake;
}

function input(
  server: WorkdayFake,
  overrides: Partial<ConnectorInput> = {},
  origins = [server.origin],
): ConnectorInput {
  return {
    endpoint: server.reportUrl,
    apiKey: KEY,
    configData: { username: USER, okrReportUrl: server.okrReportUrl },
    http: testProviderHttp(origins).http,
    now: NOW,
    ...overrides,
  };
}

/** The SyncError the read ends with; the key is in no failure's message. */
const failure = (run: Promise<unknown>) => syncFailure(run, [KEY, basicToken(USER, KEY)]);

describe('workdayConnector', () => {
  it('reads workers, their goals and the organisation goals', async () => {
    const server = await start({ workers: 9, objectives: 3 });
    const result = await workdayConnector.read(input(server));

    expect(workdayConnector).toMatchObject({
      provider: 'workday',
      systemType: 'hris',
      kinds: ['people', 'goals', 'okrs'],
    });
    expect(result.missingFields).toEqual([]);
    const people = result.records.people ?? [];
    expect(people).toHaveLength(9);
    expect(people[0]).toEqual({
      sourceId: '21001',
      name: 'Ada Okafor',
      jobTitle: 'Engineer',
      department: 'Engineering',
      supervisorSourceId: null,
      hireDate: '2015-01-01',
      workEmail: 'ada.okafor@example.com',
      photoUrl: 'https://photos.example.com/workers/21001.jpg',
      sourceUpdatedAt: null,
    });
    expect(people[5]?.supervisorSourceId).toBe('21002');

    // Worker i has i % 3 goals: 0+1+2+0+1+2+0+1+2.
    const goals = result.records.goals ?? [];
    expect(goals).toHaveLength(9);
    const first = goals[0];
    expect(first).toMatchObject({
      sourceId: 'GOAL-21002-1',
      personSourceId: '21002',
      ownerName: 'Bruno Okafor',
      title: 'Cut support backlog in half',
      description: 'Agreed at the spring check-in.',
      priority: 'medium',
      progress: 17,
      dueDate: '2026-02-28',
    });
    // In Progress, due before today: overdue.
    expect(first?.status).toBe('overdue');
    const statuses = new Set(goals.map((goal) => goal.status));
    expect(
      [...statuses].every((s) =>
        ['on_track', 'in_progress', 'at_risk', 'completed', 'overdue'].includes(s),
      ),
    ).toBe(true);
    const completed = goals.find((goal) => goal.sourceId === 'GOAL-21003-2');
    expect(completed).toMatchObject({ status: 'completed', dueDate: '2026-04-28' });
    const onTrack = goals.find((goal) => goal.sourceId === 'GOAL-21006-1');
    expect(onTrack).toMatchObject({ status: 'on_track', dueDate: '2026-06-28' });

    expect(result.records.okrs).toEqual([
      {
        sourceId: 'ORG-GOAL-1',
        title: 'Grow annual recurring revenue 30%',
        type: 'company',
        progress: 12,
        sourceUpdatedAt: null,
      },
      {
        sourceId: 'ORG-GOAL-2',
        title: 'Reach a 90% engineering on-call health score',
        type: 'functional',
        progress: 35,
        sourceUpdatedAt: null,
      },
      {
        sourceId: 'ORG-GOAL-3',
        title: 'Hire 40 people across the company',
        type: 'company',
        progress: 58,
        sourceUpdatedAt: null,
      },
    ]);

    // Two reports, each asked once, as JSON, with the integration user's Basic credentials.
    expect(server.requests).toHaveLength(2);
    for (const request of server.requests) {
      expect(request.url.searchParams.get('format')).toBe('json');
      expect(request.headers.authorization).toBe(
        `Basic ${Buffer.from(`${USER}:${KEY}`).toString('base64')}`,
      );
    }
  });

  it('does not read OKRs, nor claim to have, without configData.okrReportUrl', async () => {
    const server = await start({ workers: 3 });
    const result = await workdayConnector.read(input(server, { configData: { username: USER } }));
    expect(result.records.people).toHaveLength(3);
    expect(result.records).not.toHaveProperty('okrs');
    expect(server.requests).toHaveLength(1);
  });

  it('reads a single entry and a single goal sent as objects instead of lists', async () => {
    const [worker] = workdayWorkers(3).slice(2);
    const single: WorkdayWorkerEntry = {
      ...worker,
      Goals: [
        { Goal_ID: 'G-1', Goal: 'Only goal', Status: 'Completed', Completion_Percent: '100' },
      ],
    };
    const server = await start({ workers: [single], objectives: 1, singleObject: true });
    const result = await workdayConnector.read(input(server));

    expect(result.records.people?.map((person) => person.sourceId)).toEqual(['21003']);
    expect(result.records.goals).toMatchObject([
      { sourceId: 'G-1', title: 'Only goal', status: 'completed', progress: 100 },
    ]);
    expect(result.records.okrs).toHaveLength(1);
    // The fake did send objects: the normalisation was needed.
    const body = await fetch(`${server.reportUrl}?format=json`, {
      headers: { authorization: `Basic ${Buffer.from(`${USER}:${KEY}`).toString('base64')}` },
    }).then((response) => response.json() as Promise<{ Report_Entry: unknown }>);
    expect(Array.isArray(body.Report_Entry)).toBe(false);
    expect(Array.isArray((body.Report_Entry as { Goals: unknown }).Goals)).toBe(false);
  });

  it('refuses an answer without Report_Entry instead of reading an empty company', async () => {
    const server = await start({ omitReportEntry: true });
    const error = await failure(workdayConnector.read(input(server)));
    expect(error.reason).toBe('contract');
    expect(error.message).toContain('Report_Entry');
  });

  it('reads an empty Report_Entry as a report without rows', async () => {
    const server = await start({ workers: [], objectives: [] });
    const result = await workdayConnector.read(input(server));
    expect(result.records).toEqual({ people: [], goals: [], okrs: [] });
    expect(result.missingFields).toEqual([]);
  });

  it('fails on a rejected password at once, without trying again', async () => {
    const server = await start();
    const error = await failure(
      workdayConnector.read(input(server, { apiKey: 'wrong-password-Zx81kLq' })),
    );
    expect(error.reason).toBe('rejected-key');
    expect(error.httpStatus).toBe(401);
    expect(server.requests).toHaveLength(1);
  });

  it('tries a report again after a 5xx and then reads it', async () => {
    const server = await start({
      workers: 4,
      faults: { failPage: { page: 1, status: 503, times: 2 } },
    });
    const run = input(server);
    const result = await workdayConnector.read(run);
    expect(result.records.people).toHaveLength(4);
    expect(run.http.stats.retries).toBe(2);
    expect(server.requests).toHaveLength(4);
  });

  it('names the malformed entry and column in the message', async () => {
    const server = await start({ workers: 6, faults: { malformedRecord: 3 } });
    const error = await failure(workdayConnector.read(input(server)));
    expect(error.reason).toBe('contract');
    expect(error.message).toBe(
      'The answer did not match the Workday report format at Report_Entry[3].Employee_ID',
    );
  });

  it('names the column of a malformed goal and of a missing required field', async () => {
    const [a, b] = workdayWorkers(2);
    const server = await start({
      workers: [a ?? {}, { ...b, Goals: [{ Goal_ID: 'G-1', Goal: 'x', Due_Date: 'soon' }] }],
    });
    const error = await failure(workdayConnector.read(input(server)));
    expect(error.message).toBe(
      'The answer did not match the Workday report format at Report_Entry[1].Goals[0].Due_Date',
    );

    await server.close();
    const nameless = await start({
      workers: [a ?? {}, { Employee_ID: '1', Business_Title: 'CEO', Worker: null }],
    });
    const missing = await failure(workdayConnector.read(input(nameless)));
    expect(missing.message).toBe(
      'The answer did not match the Workday report format at Report_Entry[1]: no name (looked for Worker, Preferred_Name, Full_Name, Legal_Name, Name, fullName, preferredName, legalName, Legal_Name_First_Name, Preferred_Name_First_Name, First_Name, firstName, Legal_Name_Last_Name, Preferred_Name_Last_Name, Last_Name, lastName)',
    );

    await nameless.close();
    const goalless = await start({
      workers: [a ?? {}, { ...b, Goals: [{ Goal: 'No id' }] }],
    });
    const noGoalId = await failure(workdayConnector.read(input(goalless)));
    expect(noGoalId.message).toBe(
      'The answer did not match the Workday report format at Report_Entry[1].Goals[0]: no goal id (looked for Goal_ID, Employee_Goal_ID, Goal_Reference_ID, ID)',
    );
  });

  it('names every column it looked for when the report has none for a required field', async () => {
    const cases: [WorkdayWorkerEntry[], string][] = [
      [
        [{ Emp_Id: '1', Worker: 'Ada Okafor' }],
        'The report has no employee id column (looked for Employee_ID, Worker_ID, Employee_Number, employeeID, employeeId, workerID)',
      ],
      [
        [{ employeeID: '1', Business_Title: 'CEO' }],
        'The report has no name column (looked for Worker, Preferred_Name, Full_Name, Legal_Name, Name, fullName, preferredName, legalName, Legal_Name_First_Name, Preferred_Name_First_Name, First_Name, firstName, Legal_Name_Last_Name, Preferred_Name_Last_Name, Last_Name, lastName)',
      ],
    ];
    for (const [workers, message] of cases) {
      const server = await start({ workers });
      const error = await failure(workdayConnector.read(input(server)));
      expect(error).toMatchObject({ reason: 'contract', message });
      await server.close();
      fake = undefined;
    }
    // Every name looked for is one the documented aliases list.
    expect(WORKDAY_FIELD_ALIASES.worker.id).toEqual([
      'Employee_ID',
      'Worker_ID',
      'Employee_Number',
      'employeeID',
      'employeeId',
      'workerID',
    ]);
  });

  it('reads a report that uses Workday’s delivered lowerCamel names as the one with aliases', async () => {
    const aliases = await start({ workers: 9, objectives: 2 });
    const expected = await workdayConnector.read(input(aliases));
    await aliases.close();

    const delivered = await start({ workers: 9, objectives: 2, columnNames: 'delivered' });
    const result = await workdayConnector.read(input(delivered));

    expect(result).toEqual(expected);
    expect(result.missingFields).toEqual([]);
    expect(result.records.people).toHaveLength(9);
    // The fake did answer the delivered names.
    const body = await fetch(`${delivered.reportUrl}?format=json`, {
      headers: { authorization: `Basic ${basicToken(USER, KEY)}` },
    }).then((response) => response.json() as Promise<{ Report_Entry: Record<string, unknown>[] }>);
    expect(Object.keys(body.Report_Entry[1] ?? {}).sort()).toEqual([
      'businessTitle',
      'employeeID',
      'firstName',
      'goals',
      'hireDate',
      'lastName',
      'managerEmployeeID',
      'photoUrl',
      'primaryWorkEmail',
      'supervisoryOrganization',
      'workerStatus',
    ]);
  });

  it('leaves out workers who have left, and their goals; their reports keep them as manager', async () => {
    const server = await start({ workers: workdayWorkers(9, { formerWorkers: 3 }), objectives: 0 });
    const result = await workdayConnector.read(input(server));
    expect(result.missingFields).toEqual([]);
    expect(result.records.people?.map((person) => person.sourceId)).toEqual(
      workdayWorkers(9).map((worker) => worker.Employee_ID),
    );
    const owners = new Set(result.records.goals?.map((goal) => goal.personSourceId));
    for (const former of ['21010', '21011', '21012']) expect(owners.has(former)).toBe(false);
    expect(result.records.goals).toHaveLength(9);

    await server.close();
    const generated = workdayWorkers(6);
    // 21006 reports to 21002.
    const [top, manager, report] = [generated[0], generated[1], generated[5]];
    const worker = (id: string, columns: Record<string, unknown>): WorkdayWorkerEntry => ({
      employeeID: id,
      firstName: 'Worker',
      lastName: id,
      ...columns,
    });
    const mixed = await start({
      workers: [
        top ?? {},
        // The manager of 21006 has left; 21006 keeps them as manager.
        { ...manager, Worker_Status: 'Terminated', Termination_Date: '2026-05-31' },
        report ?? {},
        worker('A', { workerStatus: 'inactive' }),
        worker('B', { active: false }),
        worker('C', { Active: '0' }),
        worker('D', { terminationDate: '2026-06-15' }),
        worker('E', { terminationDate: '2026-06-16', workerStatus: 'Active' }),
        worker('F', { Worker_Status: { Descriptor: 'Terminated' } }),
        worker('G', { Worker_Status: 'On Leave', active: true }),
        worker('H', {
          terminationDate: '2026-06-15-07:00',
          goals: [{ Goal_ID: 'H-1', Goal: 'Hand over' }],
        }),
      ],
      objectives: 0,
    });
    const read = await workdayConnector.read(input(mixed));
    expect(read.missingFields).toEqual([]);
    expect(read.records.people?.map((person) => person.sourceId)).toEqual([
      '21001',
      '21006',
      'E',
      'G',
    ]);
    expect(read.records.people?.[1]?.supervisorSourceId).toBe('21002');
    expect(read.records.goals?.map((goal) => goal.sourceId)).not.toContain('H-1');
  });

  it('keeps everyone and says so when no column tells who has left', async () => {
    const workers = workdayWorkers(4).map(({ Worker_Status: _, ...worker }) => worker);
    const server = await start({ workers, objectives: 0 });
    const result = await workdayConnector.read(input(server));
    expect(result.missingFields).toEqual(['people.status']);
    expect(result.records.people).toHaveLength(4);
  });

  it('reads any status, flag or termination date without failing, keeping whom they do not tell of', async () => {
    const values: Record<string, unknown>[] = [
      { Worker_Status: 42 },
      { Worker_Status: [] },
      { Worker_Status: { nested: 'Terminated' } },
      { Worker_Status: 'x'.repeat(1_000_000) },
      { Worker_Status: '\u0000\ud800' },
      { Active: 'perhaps' },
      { active: 2 },
      { Termination_Date: 'garbage' },
      { Termination_Date: 20260101 },
      { Termination_Date: '2026-02-30' },
      { Termination_Date: { Descriptor: 5 } },
      { Termination_Date: null, Worker_Status: null, Active: null },
    ];
    const server = await start({
      workers: values.map((columns, index) => ({
        Employee_ID: String(index + 1),
        Worker: `Worker ${index + 1}`,
        ...columns,
      })),
      objectives: 0,
    });
    const result = await workdayConnector.read(input(server));
    expect(result.missingFields).not.toContain('people.status');
    expect(result.records.people).toHaveLength(values.length);
  });

  it('refuses a report where two entries share an id', async () => {
    const [a] = workdayWorkers(1);
    const server = await start({ workers: [a ?? {}, { ...a }] });
    const error = await failure(workdayConnector.read(input(server)));
    expect(error.reason).toBe('contract');
    expect(error.message).toContain('Report_Entry[1] repeats the id of an earlier worker');
  });

  it('asks for configData.username before any request', async () => {
    const server = await start();
    for (const configData of [null, {}, { username: '' }, { username: 42 }]) {
      const error = await failure(workdayConnector.read(input(server, { configData })));
      expect(error.reason).toBe('rejected-key');
      expect(error.message).toContain('Set configData.username to the Workday integration user');
    }
    expect(server.requests).toHaveLength(0);
  });

  it('refuses an okrReportUrl on another origin before any request to it', async () => {
    const server = await start();
    const other = await startWorkdayFake({ username: USER, password: KEY });
    try {
      const error = await failure(
        workdayConnector.read(
          input(
            server,
            { configData: { username: USER, okrReportUrl: other.okrReportUrl } },
            // Even a client that would allow the other origin is never asked to call it.
            [server.origin, other.origin],
          ),
        ),
      );
      expect(error.reason).toBe('invalid-url');
      expect(error.message).toContain('configData.okrReportUrl');
      expect(other.requests).toHaveLength(0);
      expect(server.requests).toHaveLength(0);
    } finally {
      await other.close();
    }
  });

  it('reports a column missing from every entry as a missing field', async () => {
    const workers = workdayWorkers(5).map(({ Hire_Date: _, Photo_URL: __, ...rest }) => rest);
    const server = await start({
      workers,
      objectives: [{ Organization_Goal_ID: 'O-1', Organization_Goal: 'Grow' }],
    });
    const result = await workdayConnector.read(input(server));
    expect(result.missingFields).toEqual([
      'people.hireDate',
      'people.photoUrl',
      'okrs.type',
      'okrs.progress',
    ]);
    expect(result.records.people?.every((person) => person.hireDate === null)).toBe(true);
    expect(result.records.okrs).toEqual([
      { sourceId: 'O-1', title: 'Grow', type: 'functional', progress: 0, sourceUpdatedAt: null },
    ]);
  });

  it('does not report a field that some entries leave empty', async () => {
    const workers = workdayWorkers(4).map((worker, i) =>
      i === 0 ? worker : { ...worker, Hire_Date: undefined },
    );
    const server = await start({ workers });
    const result = await workdayConnector.read(input(server));
    expect(result.missingFields).toEqual([]);
    expect(result.records.people?.map((person) => person.hireDate)).toEqual([
      '2015-01-01',
      null,
      null,
      null,
    ]);
  });

  it('reads the documented column aliases, references and Workday dates', async () => {
    expect(WORKDAY_FIELD_ALIASES.worker.hireDate).toContain('Original_Hire_Date');
    const server = await start({
      workers: [
        {
          Worker_ID: 77,
          Legal_Name_First_Name: 'Grace',
          Legal_Name_Last_Name: 'Hopper',
          Job_Title: 'Rear Admiral',
          Department: { Descriptor: 'Navy' },
          Original_Hire_Date: '1943-12-01-08:00',
          Email_Address: ' Grace@Navy.MIL ',
          Image_URL: 'javascript:alert(1)',
          Last_Updated: '2026-06-01T10:00:00.000-07:00',
          Manager_ID: '',
          Employee_Goals: {
            Employee_Goal_ID: 'E-1',
            Goal_Name: 'Compile',
            Goal_Status: 'Behind',
            Percent_Complete: '0.25',
            Goal_Priority: 'High',
            Goal_Start_Date: '2026-01-05-08:00',
          },
        },
      ],
    });
    const result = await workdayConnector.read(input(server, { configData: { username: USER } }));
    expect(result.records.people).toEqual([
      {
        sourceId: '77',
        name: 'Grace Hopper',
        jobTitle: 'Rear Admiral',
        department: 'Navy',
        supervisorSourceId: null,
        hireDate: '1943-12-01',
        workEmail: 'grace@navy.mil',
        photoUrl: null,
        sourceUpdatedAt: '2026-06-01T17:00:00.000Z',
      },
    ]);
    expect(result.records.goals).toEqual([
      {
        sourceId: 'E-1',
        personSourceId: '77',
        ownerName: 'Grace Hopper',
        title: 'Compile',
        description: '',
        status: 'at_risk',
        priority: 'high',
        progress: 25,
        startDate: '2026-01-05',
        dueDate: null,
        sourceUpdatedAt: null,
      },
    ]);
    expect(result.missingFields).toEqual(['people.status', 'goals.description', 'goals.dueDate']);
  });

  it('cleans NUL, control characters and lone surrogates out of provider text', async () => {
    const server = await start({
      workers: [
        {
          Employee_ID: 'W\u0000-1',
          Worker: 'Ada\u0000 Love\ud800lace',
          Business_Title: 'Line\tone\ntwo',
          Goals: [
            {
              Goal_ID: 'G\u0007-1',
              Goal: 'Ship\udc00 it',
              Goal_Description: 'First\nsecond\u0000',
              Status: 'On Track',
            },
          ],
        },
      ],
    });
    const result = await workdayConnector.read(input(server, { configData: { username: USER } }));
    expect(result.records.people?.[0]).toMatchObject({
      sourceId: 'W-1',
      name: 'Ada Love\ufffdlace',
      jobTitle: 'Line one two',
    });
    expect(result.records.goals?.[0]).toMatchObject({
      sourceId: 'G-1',
      title: 'Ship\ufffd it',
      description: 'First\nsecond',
      status: 'on_track',
    });
  });

  it('refuses an answer that is not JSON, or larger than a page may be', async () => {
    const html = await start({ faults: { notJson: true } });
    const notJson = await failure(workdayConnector.read(input(html)));
    expect(notJson).toMatchObject({ reason: 'contract', message: 'The answer is not JSON' });
    await html.close();

    const huge = await start({ faults: { hugeAnswerBytes: 200_000 } });
    const run = input(huge, {
      http: testProviderHttp([huge.origin], { maxPageBytes: 100_000 }).http,
    });
    const tooLarge = await failure(workdayConnector.read(run));
    expect(tooLarge.reason).toBe('too-large');
  });

  it('keeps the key out of every message, whatever fails', async () => {
    const cases: Partial<WorkdayFakeOptions>[] = [
      { faults: { notJson: true } },
      { faults: { failPage: { page: 1, status: 500, times: 5 } } },
      { faults: { failPage: { page: 2, status: 404, times: 1 } } },
      { faults: { malformedRecord: 0 } },
      { omitReportEntry: true },
      { password: 'another-password-91xQ' },
    ];
    for (const options of cases) {
      const server = await start(options);
      const error = await failure(workdayConnector.read(input(server)));
      expect(error.message).not.toContain(KEY);
      await server.close();
      fake = undefined;
    }
  });
});

describe('workdayReportUrl', () => {
  const base = 'https://wd2-impl-services1.workday.com/ccx/service/customreport2/acme/ISU/Workers';

  it('adds format=json and keeps the prompts as written', () => {
    expect(workdayReportUrl(base).toString()).toBe(`${base}?format=json`);
    expect(workdayReportUrl(`${base}?Worker_Type!WID=d588&Base_Pay=0`).toString()).toBe(
      `${base}?Worker_Type!WID=d588&Base_Pay=0&format=json`,
    );
    expect(workdayReportUrl(`${base}?format=csv&Org=ENG`).toString()).toBe(
      `${base}?format=json&Org=ENG`,
    );
    expect(workdayReportUrl(`${base}?format=json`).toString()).toBe(`${base}?format=json`);
  });

  it('refuses what is not an http(s) URL, and credentials in it', () => {
    expect(() => workdayReportUrl('not a url')).toThrow(/is not a URL/);
    expect(() => workdayReportUrl('ftp://example.com/r')).toThrow(/https address/);
    expect(() => workdayReportUrl('https://u:p@example.com/r')).toThrow(/must not carry/);
  });
});
