import {
  basicCredentials,
  type FakeAnswer,
  type FakeFaults,
  type FakeRequest,
  type FakeServer,
  shouldFailPage,
  startProviderServer,
} from './server';

/**
 * A Workday tenant's custom reports exposed as REST ("Report as a Service"), as an integration
 * reads them: `GET /ccx/service/customreport2/{tenant}/{owner}/{report}?format=json` with the
 * integration user's Basic credentials answers `{"Report_Entry":[...]}`, one entry per row,
 * keyed by the report's column names (`Employee_ID`, `Business_Title`...). Values are text, as
 * Workday renders them. A multi-instance group (a worker's `Goals`) is a list of objects, except
 * that Workday sends a group of one instance as the object itself: `singleObject` does the same
 * for the entries and the goals, so a connector can be held to both shapes.
 *
 * The worker report may be built on all workers: `workdayWorkers(n, { formerWorkers })` adds
 * workers who have left (`Worker_Status` "Terminated", a past `Termination_Date`), as such a
 * report lists them. With `columnNames: 'delivered'` the worker columns are Workday's delivered
 * lowerCamel names (`employeeID`, `firstName`, `businessTitle`, `primaryWorkEmail`,
 * `workerStatus`…) instead of the XML aliases, as many customers' reports name them.
 *
 * Pages, for `faults.failPage`: the worker report is page 1, the organisation goals report page 2.
 */

/** One goal in a worker's `Goals` group. */
export interface WorkdayGoalEntry {
  Goal_ID?: unknown;
  Goal?: unknown;
  Goal_Description?: unknown;
  Status?: unknown;
  Due_Date?: unknown;
  Completion_Percent?: unknown;
  Priority?: unknown;
  [column: string]: unknown;
}

/** One row of the worker report, as the report's columns name it. */
export interface WorkdayWorkerEntry {
  Employee_ID?: unknown;
  Worker?: unknown;
  Business_Title?: unknown;
  Supervisory_Organization?: unknown;
  Manager_Employee_ID?: unknown;
  Hire_Date?: unknown;
  Work_Email?: unknown;
  Photo_URL?: unknown;
  /** "Active", or "Terminated" for someone who has left. */
  Worker_Status?: unknown;
  /** YYYY-MM-DD; only on those who have left (or are leaving). */
  Termination_Date?: unknown;
  Goals?: WorkdayGoalEntry[] | WorkdayGoalEntry;
  [column: string]: unknown;
}

/** One row of the organisation goals (objectives) report. */
export interface WorkdayObjectiveEntry {
  Organization_Goal_ID?: unknown;
  Organization_Goal?: unknown;
  Goal_Type?: unknown;
  Completion_Percent?: unknown;
  [column: string]: unknown;
}

export interface WorkdayFakeOptions {
  /** The integration user (Basic auth); anything else is answered 401. */
  username: string;
  password: string;
  tenant?: string;
  /** The report owner in the path (usually the integration user's account). */
  owner?: string;
  reportName?: string;
  okrReportName?: string;
  /**
   * The worker report's rows, or how many current workers {@link workdayWorkers} generates;
   * default 12 current and 2 who have left.
   */
  workers?: WorkdayWorkerEntry[] | number;
  /** The organisation goals report's rows, or how many {@link workdayObjectives} generates (4). */
  objectives?: WorkdayObjectiveEntry[] | number;
  faults?: FakeFaults;
  /** Answer `{}` (no `Report_Entry`) to both reports. */
  omitReportEntry?: boolean;
  /** Send a list of one (the entries, a worker's goals) as the object itself, as Workday does. */
  singleObject?: boolean;
  /**
   * `'delivered'`: answer the worker report under Workday's delivered lowerCamel names
   * ({@link WORKDAY_DELIVERED_NAMES}; `Worker` as `firstName` and `lastName`) instead of the XML
   * aliases. Default `'aliases'`.
   */
  columnNames?: 'aliases' | 'delivered';
  port?: number;
}

/** The worker report's columns under Workday's delivered lowerCamel names. */
export const WORKDAY_DELIVERED_NAMES: Readonly<Record<string, string>> = {
  Employee_ID: 'employeeID',
  Business_Title: 'businessTitle',
  Supervisory_Organization: 'supervisoryOrganization',
  Manager_Employee_ID: 'managerEmployeeID',
  Hire_Date: 'hireDate',
  Work_Email: 'primaryWorkEmail',
  Photo_URL: 'photoUrl',
  Worker_Status: 'workerStatus',
  Termination_Date: 'terminationDate',
  Goals: 'goals',
};

/** A worker entry under the delivered names; `Worker` is split into `firstName` and `lastName`. */
export function withDeliveredNames(worker: WorkdayWorkerEntry): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(worker)) {
    if (column === 'Worker' && typeof value === 'string') {
      const [first, ...rest] = value.split(' ');
      out.firstName = first;
      out.lastName = rest.join(' ');
    } else {
      out[WORKDAY_DELIVERED_NAMES[column] ?? column] = value;
    }
  }
  return out;
}

export interface WorkdayFake extends FakeServer {
  /** The worker report's URL without a query (a connector adds `format=json`). */
  reportUrl: string;
  okrReportUrl: string;
}

const FIRST = ['Ada', 'Bruno', 'Chidi', 'Dana', 'Emeka', 'Farah', 'Goran', 'Hana', 'Ines', 'Jun'];
const LAST = ['Okafor', 'Lindqvist', 'Moreau', 'Tanaka', 'Silva', 'Novak', 'Haddad', 'Kowalski'];
const TITLES = ['Engineer', 'Senior Engineer', 'Designer', 'Analyst', 'Recruiter', 'Accountant'];
const ORGS = ['Engineering', 'Design', 'Finance', 'People', 'Sales'];
const GOAL_NAMES = [
  'Ship the onboarding revamp',
  'Cut support backlog in half',
  'Mentor two new hires',
  'Close the Q3 books on time',
];
const GOAL_STATUSES = ['On Track', 'In Progress', 'At Risk', 'Completed', 'Not Started'];
const OBJECTIVES = [
  'Grow annual recurring revenue 30%',
  'Reach a 90% engineering on-call health score',
  'Hire 40 people across the company',
  'Launch in two new markets',
];

/**
 * `count` current workers, the same every time: worker 0 is at the top, each later one reports
 * to an earlier one; worker i has i % 3 goals. Emails are mixed case, as people type them. Then
 * `formerWorkers` who have left ("Terminated", a termination date in 2024), each once a report
 * of worker 0, 1, 2… in turn, with one goal each.
 */
export function workdayWorkers(
  count: number,
  options: { formerWorkers?: number } = {},
): WorkdayWorkerEntry[] {
  const formerWorkers = Math.max(0, Math.floor(options.formerWorkers ?? 0));
  const workers: WorkdayWorkerEntry[] = [];
  for (let i = 0; i < count + formerWorkers; i += 1) {
    const isFormer = i >= count;
    const first = FIRST[i % FIRST.length] ?? 'Ada';
    const last = LAST[Math.floor(i / FIRST.length) % LAST.length] ?? 'Okafor';
    const id = String(21_001 + i);
    const goals: WorkdayGoalEntry[] = [];
    for (let g = 0; g < (isFormer ? 1 : i % 3); g += 1) {
      goals.push({
        Goal_ID: `GOAL-${id}-${g + 1}`,
        Goal: GOAL_NAMES[(i + g) % GOAL_NAMES.length],
        Goal_Description: `Agreed at the ${g === 0 ? 'spring' : 'autumn'} check-in.`,
        Status: GOAL_STATUSES[(i + g) % GOAL_STATUSES.length],
        Due_Date: `2026-${String(((i + g) % 12) + 1).padStart(2, '0')}-28`,
        Completion_Percent: String((i * 17 + g * 29) % 101),
      });
    }
    workers.push({
      Employee_ID: id,
      Worker: `${first} ${last}`,
      Business_Title: TITLES[i % TITLES.length],
      Supervisory_Organization: ORGS[i % ORGS.length],
      ...(i > 0 && !isFormer && { Manager_Employee_ID: String(21_001 + Math.floor((i - 1) / 4)) }),
      ...(isFormer && count > 0 && { Manager_Employee_ID: String(21_001 + ((i - count) % count)) }),
      Hire_Date: `20${String(15 + (i % 10)).padStart(2, '0')}-${String((i % 12) + 1).padStart(2, '0')}-01`,
      Work_Email: `${first}.${last}@Example.com`,
      Photo_URL: `https://photos.example.com/workers/${id}.jpg`,
      Worker_Status: isFormer ? 'Terminated' : 'Active',
      ...(isFormer && {
        Termination_Date: `2024-${String(((i - count) % 12) + 1).padStart(2, '0')}-15`,
      }),
      ...(goals.length > 0 && { Goals: goals }),
    });
  }
  return workers;
}

/** `count` organisation goals, the same every time, alternately company and functional. */
export function workdayObjectives(count: number): WorkdayObjectiveEntry[] {
  return Array.from({ length: count }, (_, i) => ({
    Organization_Goal_ID: `ORG-GOAL-${i + 1}`,
    Organization_Goal: OBJECTIVES[i % OBJECTIVES.length],
    Goal_Type: i % 2 === 0 ? 'Company' : 'Functional',
    Completion_Percent: String((i * 23 + 12) % 101),
  }));
}

/** A list of one as the object itself, as Workday sends a single instance. */
function unwrapSingle<T>(list: T[], singleObject: boolean): T[] | T {
  return singleObject && list.length === 1 && list[0] !== undefined ? list[0] : list;
}

function padded(
  value: Record<string, unknown>,
  bytes: number | undefined,
): Record<string, unknown> {
  if (!bytes) return value;
  const size = Buffer.byteLength(JSON.stringify(value));
  return size >= bytes ? value : { ...value, Report_Padding: 'x'.repeat(bytes - size) };
}

export async function startWorkdayFake(options: WorkdayFakeOptions): Promise<WorkdayFake> {
  const tenant = options.tenant ?? 'acme';
  const owner = options.owner ?? 'ISU_Q_Sync';
  const reportName = options.reportName ?? 'Q_Workers';
  const okrReportName = options.okrReportName ?? 'Q_Organization_Goals';
  const faults = options.faults ?? {};
  const singleObject = options.singleObject ?? false;
  const workers =
    options.workers === undefined
      ? workdayWorkers(12, { formerWorkers: 2 })
      : typeof options.workers === 'number'
        ? workdayWorkers(options.workers)
        : options.workers;
  const isDelivered = options.columnNames === 'delivered';
  const objectives =
    typeof options.objectives === 'number' || options.objectives === undefined
      ? workdayObjectives(options.objectives ?? 4)
      : options.objectives;
  const base = `/ccx/service/customreport2/${encodeURIComponent(tenant)}/${encodeURIComponent(owner)}`;
  const reportPath = `${base}/${encodeURIComponent(reportName)}`;
  const okrReportPath = `${base}/${encodeURIComponent(okrReportName)}`;

  function workerEntries(): unknown[] {
    const entries: unknown[] = workers.map((worker) => {
      const entry =
        worker.Goals === undefined || !Array.isArray(worker.Goals)
          ? worker
          : { ...worker, Goals: unwrapSingle(worker.Goals, singleObject) };
      return isDelivered ? withDeliveredNames(entry) : entry;
    });
    const broken = faults.malformedRecord;
    if (broken !== undefined && broken < entries.length) {
      const idColumn = isDelivered ? 'employeeID' : 'Employee_ID';
      entries[broken] = { ...(entries[broken] as object), [idColumn]: { broken: true } };
    }
    return entries;
  }

  function answer(page: number, entries: () => unknown[]): FakeAnswer {
    const failure = shouldFailPage(faults, page);
    if (failure) return failure;
    if (faults.notJson) {
      return {
        status: 200,
        headers: { 'content-type': 'text/html; charset=utf-8' },
        raw: '<html><body>Workday is down for maintenance</body></html>',
      };
    }
    const body = options.omitReportEntry
      ? {}
      : { Report_Entry: unwrapSingle(entries(), singleObject) };
    return { json: padded(body, faults.hugeAnswerBytes) };
  }

  function handle(request: FakeRequest): FakeAnswer {
    const path = request.url.pathname;
    if (path !== reportPath && path !== okrReportPath) {
      return { status: 404, json: { error: 'The resource could not be found' } };
    }
    const credentials = basicCredentials(request.headers.authorization);
    if (credentials?.user !== options.username || credentials.password !== options.password) {
      return {
        status: 401,
        headers: { 'www-authenticate': 'Basic realm="Workday"' },
        json: { error: 'Invalid username or password' },
      };
    }
    if (request.url.searchParams.get('format')?.toLowerCase() !== 'json') {
      // Without a format Workday answers its XML rendering of the report.
      return {
        headers: { 'content-type': 'text/xml; charset=utf-8' },
        raw: '<?xml version="1.0" encoding="UTF-8"?><wd:Report_Data xmlns:wd="urn:com.workday.report/Q"/>',
      };
    }
    return path === reportPath ? answer(1, workerEntries) : answer(2, () => objectives);
  }

  const server = await startProviderServer(handle, faults, options.port);
  return Object.assign(server, {
    reportUrl: `${server.origin}${reportPath}`,
    okrReportUrl: `${server.origin}${okrReportPath}`,
  });
}
