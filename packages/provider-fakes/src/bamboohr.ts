import {
  basicCredentials,
  type FakeAnswer,
  type FakeFaults,
  type FakeRequest,
  type FakeServer,
  type FakeServerOptions,
  shouldFailPage,
  startProviderServer,
} from './server';

/**
 * A fake BambooHR on loopback: the parts of its public API a people sync reads, under
 * `/api/gateway.php/{companyDomain}/v1/`, with the key as the Basic user (any password):
 *
 * - `POST reports/custom?format=JSON&onlyCurrent=true`, body `{"fields": [...]}`: the custom
 *   report, `{title, fields: [{id, type, name}], employees: [{id, ...asked fields}]}`. Fields the
 *   fake does not know, and those in `dropFields`, are left out of both with a 200, as BambooHR
 *   does with fields it does not know or the key may not read. Like BambooHR's, the report holds
 *   every employee, those who left included (`status` "Inactive", a past `terminationDate`):
 *   `onlyCurrent` is about future-dated values, not about who is current.
 * - `GET employees/directory`: `{fields, employees}` with the directory's fixed fields, current
 *   employees only (as BambooHR's directory lists them).
 * - `GET time_off/whos_out/?start=&end=`: the absences and holidays overlapping the window
 *   (default today and 14 days on), sorted by start.
 * - `GET performance/employees/{id}/goals`: `{goals: [...]}`, the employee's goals as the Goals
 *   API words them (an empty list for one without any; 404 for an id the fake does not hold).
 *   With `refuseGoals`, every goals request is answered that status (a key that may not read
 *   goals: 403; a company without Performance: 404).
 *
 * For `faults.failPage`, the custom report and the directory are page 1, who's out is page 2 and
 * every goals request page 3 (the order a sync asks for them); `malformedRecord` breaks
 * `employees[i].id` of page 1.
 */

/** The key the fake accepts unless told another; tests send it. */
export const BAMBOOHR_FAKE_API_KEY = 'bhr-fake-9f3c2a7d41e84b0c';

/** An employee as the fake keeps it: BambooHR's field names, values as it sends them. */
export interface BambooHrEmployee {
  /** Numeric text, as BambooHR sends ids. */
  id: string;
  firstName: string | null;
  lastName: string | null;
  displayName: string | null;
  jobTitle: string | null;
  department: string | null;
  division: string | null;
  location: string | null;
  /** The supervisor's employee id; null at the top. */
  supervisorEId: string | null;
  /** YYYY-MM-DD, or BambooHR's '0000-00-00' when empty. */
  hireDate: string;
  workEmail: string | null;
  photoUrl: string | null;
  /** ISO 8601 with offset, as BambooHR's `lastChanged`. */
  lastChanged: string;
  /**
   * BambooHR's employee status: "Active", or "Inactive" once the termination date has passed (a
   * future termination date leaves it "Active" until that day).
   */
  status: string;
  /** YYYY-MM-DD, or '0000-00-00' for someone who has not left. */
  terminationDate: string;
  /** Any other field (or a value of the wrong type, for tests) is answered as it is. */
  [field: string]: unknown;
}

/** One row of "who's out". */
export interface BambooHrWhosOutEntry {
  id: number;
  type: 'timeOff' | 'holiday';
  /** Only on `timeOff` rows. */
  employeeId?: number;
  /** The employee's name, or the holiday's. */
  name: string;
  start: string;
  end: string;
}

/** One goal, as BambooHR's Goals API answers it. */
export interface BambooHrGoal {
  /** Numeric text, as BambooHR sends goal ids. */
  id: string;
  title: string;
  description: string | null;
  percentComplete: number;
  /** The company objective it aligns with, if any. */
  alignsWithOptionId: string | null;
  /** Everyone the goal belongs to, its owner included. */
  sharedWithEmployeeIds: number[];
  /** YYYY-MM-DD. */
  dueDate: string;
  /** YYYY-MM-DD, where the goal has one. */
  startDate?: string;
  /** When it was completed (ISO 8601); null while open. */
  completionDate: string | null;
  /** "in_progress", "completed" or "closed". */
  status: string;
  lastChangedDateTime: string;
  /** Any other field (or a value of the wrong type, for tests) is answered as it is. */
  [field: string]: unknown;
}

export interface BambooHrFakeOptions extends FakeServerOptions {
  /** The `{companyDomain}` of the paths; another answers 404. Default 'acme'. */
  companyDomain?: string;
  /** The key expected as the Basic user; default {@link BAMBOOHR_FAKE_API_KEY}. */
  apiKey?: string;
  /**
   * The employees, or how many current ones to generate ({@link createDemoBambooHrEmployees});
   * default 25 current and 3 who have left.
   */
  employees?: BambooHrEmployee[] | number;
  /** "Who's out"; default {@link createDemoBambooHrTimeOff} of the employees from today. */
  timeOff?: BambooHrWhosOutEntry[];
  faults?: FakeFaults;
  /** Fields the custom report leaves out of its answer (as if unknown or not permitted). */
  dropFields?: string[];
  /** The goals by employee id; an employee not named has none. Default none. */
  goals?: Record<string, BambooHrGoal[]>;
  /** Answer every goals request this status (403: not permitted; 404: no Performance). */
  refuseGoals?: 403 | 404;
  /**
   * Throttle like BambooHR: the first `throttleTimes` requests (default 1) are answered this
   * status with `Retry-After: throttleRetryAfterSeconds` (default 1). BambooHR itself answers 503.
   */
  throttle?: '503' | '429';
  throttleTimes?: number;
  throttleRetryAfterSeconds?: number;
}

export interface BambooHrFake extends FakeServer {
  /** `{origin}/api/gateway.php/{companyDomain}`: what an integration's API Endpoint holds. */
  endpoint: string;
  apiKey: string;
  employees: BambooHrEmployee[];
  timeOff: BambooHrWhosOutEntry[];
  goals: Record<string, BambooHrGoal[]>;
  /** From now on, answer every goals request `status` (null: answer them again). */
  refuseGoals(status: 403 | 404 | null): void;
}

// ── The field catalogue ─────────────────────────────────────────────────────────────────────

/** The fields the fake's custom report knows: BambooHR's id, type and label. */
const REPORT_FIELDS: Record<string, { type: string; name: string }> = {
  id: { type: 'int', name: 'EEID' },
  firstName: { type: 'text', name: 'First Name' },
  lastName: { type: 'text', name: 'Last Name' },
  displayName: { type: 'text', name: 'Display name' },
  jobTitle: { type: 'list', name: 'Job Title' },
  department: { type: 'list', name: 'Department' },
  division: { type: 'list', name: 'Division' },
  location: { type: 'list', name: 'Location' },
  supervisor: { type: 'employee', name: 'Supervisor' },
  supervisorEId: { type: 'int', name: 'Supervisor EID' },
  hireDate: { type: 'date', name: 'Hire Date' },
  workEmail: { type: 'email', name: 'Work Email' },
  photoUrl: { type: 'url', name: 'Photo URL' },
  lastChanged: { type: 'timestamp', name: 'Last Changed' },
  status: { type: 'status', name: 'Status' },
  terminationDate: { type: 'date', name: 'Termination Date' },
};

const DIRECTORY_FIELDS = [
  'displayName',
  'firstName',
  'lastName',
  'jobTitle',
  'workEmail',
  'department',
  'location',
  'division',
  'supervisor',
  'photoUrl',
] as const;

// ── Generated data ──────────────────────────────────────────────────────────────────────────

const FIRST_NAMES = (
  'Ava Liam Maya Noah Zara Omar Lena Kai Iris Theo Nina Ravi Elsa Hugo Aiko Jonas Priya Mateo ' +
  'Sofia Felix Hana Luca Amara Ezra Leila Tomas Yara Owen Mila Arjun Clara Diego Freya Idris ' +
  'Julia Kenji Lucia Milan Nadia Oscar'
).split(' ');
const LAST_NAMES = (
  'Nguyen Smith Okafor Garcia Kowalski Tanaka Haddad Larsen Rossi Moreau Schmidt Patel Silva ' +
  'Novak Cohen Murphy Ivanova Kim Dubois Andersen Costa Jensen Mensah Fischer Ortiz Sato Walsh ' +
  'Berg Horvat Lindqvist Reyes Chen Byrne Nakamura Petrov Quinn Ahmed Varga Keller Yilmaz'
).split(' ');
const DEPARTMENTS = ['Engineering', 'Sales', 'Marketing', 'Operations', 'Finance', 'People'];
const ROLES: Record<string, string[]> = {
  Engineering: ['Software Engineer', 'Senior Software Engineer', 'QA Engineer', 'SRE'],
  Sales: ['Account Executive', 'Sales Development Rep', 'Solutions Consultant'],
  Marketing: ['Content Marketer', 'Product Marketer', 'Designer'],
  Operations: ['Operations Analyst', 'Support Specialist', 'Office Coordinator'],
  Finance: ['Accountant', 'Financial Analyst', 'Payroll Specialist'],
  People: ['Recruiter', 'People Partner', 'People Operations Specialist'],
};
const LOCATIONS = ['Lisbon', 'Berlin', 'Remote', 'New York', 'Toronto'];
/** Each manager's direct reports in the generated tree. */
const SPAN = 6;
const DAY_MS = 86_400_000;

/** A deterministic number in [0, 1) for (i, salt): the same employees on every call. */
function unit(i: number, salt: number): number {
  let x = Math.imul(i ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(salt + 1, 0xc2b2ae35);
  x ^= x >>> 16;
  x = Math.imul(x, 0x7feb352d);
  x ^= x >>> 15;
  x = Math.imul(x, 0x846ca68b);
  x ^= x >>> 16;
  return (x >>> 0) / 0x1_0000_0000;
}

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();

/**
 * `count` current employees of a company: ids 1…count as BambooHR's numeric text, one tree
 * (employee 1 at the top, each manager with up to six reports, departments from the second level
 * down), unique work emails `first.last@{emailDomain}` (a number added on repeats), hire dates
 * from 2012 on, photo URLs, status "Active" and no termination date. Then `formerEmployees`
 * people who have left (ids count+1…, status "Inactive", a termination date in 2023–2024), each
 * once a report of one of the heads below employee 1 in turn (employee 2 first), as BambooHR's
 * custom report still lists them. The same arguments give the same employees.
 */
export function createDemoBambooHrEmployees(
  count: number,
  options: { emailDomain?: string; formerEmployees?: number } = {},
): BambooHrEmployee[] {
  const emailDomain = options.emailDomain ?? 'acme.example';
  const formerEmployees = Math.max(0, Math.floor(options.formerEmployees ?? 0));
  const used = new Map<string, number>();
  const employees: BambooHrEmployee[] = [];
  const start2012 = Date.UTC(2012, 0, 1);
  const emailOf = (firstName: string, lastName: string) => {
    const base = `${slug(firstName)}.${slug(lastName)}`;
    const seen = used.get(base) ?? 0;
    used.set(base, seen + 1);
    return `${seen === 0 ? base : `${base}${seen + 1}`}@${emailDomain}`;
  };
  const nameOf = (n: number) => ({
    firstName: FIRST_NAMES[(n - 1) % FIRST_NAMES.length] as string,
    lastName: LAST_NAMES[Math.floor((n - 1) / FIRST_NAMES.length) % LAST_NAMES.length] as string,
  });
  const lastChangedOf = (n: number) =>
    new Date(Date.UTC(2025, 0, 1) + Math.floor(unit(n, 4) * 300) * DAY_MS)
      .toISOString()
      .replace('.000Z', '+00:00');
  for (let n = 1; n <= count; n += 1) {
    const { firstName, lastName } = nameOf(n);
    const supervisor = n === 1 ? null : employees[Math.floor((n - 2) / SPAN)];
    const department =
      n === 1
        ? 'Executive'
        : n <= SPAN + 1
          ? (DEPARTMENTS[(n - 2) % DEPARTMENTS.length] as string)
          : (supervisor?.department ?? 'Operations');
    const hasReports = (n - 1) * SPAN + 2 <= count;
    const roles = ROLES[department] ?? ['Specialist'];
    const jobTitle =
      n === 1
        ? 'Chief Executive Officer'
        : n <= SPAN + 1
          ? `Head of ${department}`
          : hasReports
            ? `${department} Manager`
            : (roles[Math.floor(unit(n, 1) * roles.length)] as string);
    // Ids grow down the tree, so hiring by id puts most managers before their reports.
    const hiredDay = Math.floor(((n - 1) / count) * 13 * 365 + unit(n, 2) * 180);
    const hired = start2012 + hiredDay * DAY_MS;
    employees.push({
      id: String(n),
      firstName,
      lastName,
      displayName: `${firstName} ${lastName}`,
      jobTitle,
      department,
      division: n === 1 ? null : 'Acme Inc.',
      location: LOCATIONS[Math.floor(unit(n, 3) * LOCATIONS.length)] as string,
      supervisorEId: supervisor?.id ?? null,
      hireDate: isoDate(hired),
      workEmail: emailOf(firstName, lastName),
      photoUrl: `https://images.bamboohr.example/photos/${n}-0-4.jpg`,
      lastChanged: lastChangedOf(n),
      status: 'Active',
      terminationDate: '0000-00-00',
    });
  }
  // The heads below employee 1 (ids 2…7), whom the former employees reported to in turn.
  const heads = employees.slice(1, SPAN + 1);
  for (let j = 0; j < formerEmployees; j += 1) {
    const n = count + 1 + j;
    const { firstName, lastName } = nameOf(n);
    const supervisor = heads.length > 0 ? heads[j % heads.length] : employees[0];
    const department = supervisor?.department ?? 'Operations';
    const roles = ROLES[department] ?? ['Specialist'];
    const hired = start2012 + Math.floor(unit(n, 2) * 4 * 365) * DAY_MS;
    const left = Date.UTC(2023, 0, 15) + Math.floor(unit(n, 8) * 700) * DAY_MS;
    employees.push({
      id: String(n),
      firstName,
      lastName,
      displayName: `${firstName} ${lastName}`,
      jobTitle: roles[Math.floor(unit(n, 1) * roles.length)] as string,
      department,
      division: 'Acme Inc.',
      location: LOCATIONS[Math.floor(unit(n, 3) * LOCATIONS.length)] as string,
      supervisorEId: supervisor?.id ?? null,
      hireDate: isoDate(hired),
      workEmail: emailOf(firstName, lastName),
      photoUrl: `https://images.bamboohr.example/photos/${n}-0-4.jpg`,
      lastChanged: isoDate(left + DAY_MS).concat('T08:00:00+00:00'),
      status: 'Inactive',
      terminationDate: isoDate(left),
    });
  }
  return employees;
}

/** Whether an employee of the fake is current: status "Active" (as BambooHR keeps it). */
export const isCurrentBambooHrEmployee = (employee: BambooHrEmployee): boolean =>
  String(employee.status).toLowerCase() === 'active';

/**
 * A wide company of `count` employees (the generated one, `createDemoBambooHrEmployees`, with
 * emails at `emailDomain`) whose second employee is `manager` (a signed-in user: name and work
 * email) and whose employees 3 to `directReports` + 2 all report to her: a team far larger than
 * any page shows, for the bounds of the team card and the benchmark's large organisation.
 */
export function createWideBambooHrOrganisation(
  count: number,
  options: {
    manager: { firstName: string; lastName: string; workEmail: string };
    directReports: number;
    emailDomain?: string;
  },
): BambooHrEmployee[] {
  const employees = createDemoBambooHrEmployees(count, {
    emailDomain: options.emailDomain ?? 'wide.example',
  });
  const manager = employees[1];
  if (!manager) throw new Error('a wide organisation needs at least two employees');
  const { firstName, lastName, workEmail } = options.manager;
  Object.assign(manager, {
    firstName,
    lastName,
    displayName: `${firstName} ${lastName}`,
    workEmail,
  });
  for (const report of employees.slice(2, options.directReports + 2)) {
    report.supervisorEId = manager.id;
  }
  return employees;
}

/**
 * "Who's out" for the employees around `from`: about one in twelve away for a few days within
 * the next 45 days, and two company holidays. Deterministic for the same employees and day.
 */
export function createDemoBambooHrTimeOff(
  employees: readonly BambooHrEmployee[],
  from: Date = new Date(),
): BambooHrWhosOutEntry[] {
  const today = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate());
  const entries: BambooHrWhosOutEntry[] = [];
  let id = 1000;
  for (const [index, employee] of employees.entries()) {
    if (unit(index, 5) >= 1 / 12) continue;
    const startDay = Math.floor(unit(index, 6) * 45);
    const length = 1 + Math.floor(unit(index, 7) * 7);
    id += 1;
    entries.push({
      id,
      type: 'timeOff',
      employeeId: Number(employee.id),
      name: employee.displayName ?? `${employee.firstName} ${employee.lastName}`,
      start: isoDate(today + startDay * DAY_MS),
      end: isoDate(today + (startDay + length - 1) * DAY_MS),
    });
  }
  const holiday = (holidayId: number, name: string, startDay: number, days: number) =>
    entries.push({
      id: holidayId,
      type: 'holiday',
      name,
      start: isoDate(today + startDay * DAY_MS),
      end: isoDate(today + (startDay + days - 1) * DAY_MS),
    });
  holiday(1, 'Founders Day', 9, 1);
  holiday(2, 'Summer Break', 40, 2);
  return entries;
}

// ── The server ──────────────────────────────────────────────────────────────────────────────

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export async function startBambooHrFake(options: BambooHrFakeOptions = {}): Promise<BambooHrFake> {
  const companyDomain = options.companyDomain ?? 'acme';
  const apiKey = options.apiKey ?? BAMBOOHR_FAKE_API_KEY;
  const employees =
    options.employees === undefined
      ? createDemoBambooHrEmployees(25, { formerEmployees: 3 })
      : typeof options.employees === 'number'
        ? createDemoBambooHrEmployees(options.employees)
        : options.employees;
  const timeOff =
    options.timeOff ?? createDemoBambooHrTimeOff(employees.filter(isCurrentBambooHrEmployee));
  const goals = options.goals ?? {};
  let goalsRefusal = options.refuseGoals ?? null;
  const faults = options.faults ?? {};
  const dropped = new Set(options.dropFields ?? []);
  let throttlesLeft = options.throttle ? (options.throttleTimes ?? 1) : 0;
  const prefix = `/api/gateway.php/${companyDomain}/v1/`;

  /** The answer as sent, with the faults that change every answer's body. */
  function finish(answer: FakeAnswer): FakeAnswer {
    if (faults.notJson) {
      return {
        ...answer,
        json: undefined,
        headers: { 'content-type': 'text/html; charset=utf-8' },
        raw: '<html><body><h1>BambooHR is down for maintenance</h1></body></html>',
      };
    }
    if (faults.hugeAnswerBytes && answer.json !== undefined) {
      const text = JSON.stringify(answer.json);
      const padding = Math.max(0, faults.hugeAnswerBytes - Buffer.byteLength(text));
      return {
        ...answer,
        json: undefined,
        headers: { ...answer.headers, 'content-type': 'application/json; charset=utf-8' },
        raw: text + ' '.repeat(padding),
      };
    }
    return answer;
  }

  const error = (status: number, message: string): FakeAnswer => ({
    status,
    headers: { 'x-bamboohr-error-message': message },
    json: { error: { code: status, message } },
  });

  /**
   * Each employee with `fields` (BambooHR puts the id on every row, asked for or not); record
   * `faults.malformedRecord` broken with an id that is neither a number nor text.
   */
  function rows(fields: readonly string[]): Record<string, unknown>[] {
    const names = new Map(employees.map((employee) => [employee.id, employee.displayName]));
    return employees.map((employee, index) => {
      const row: Record<string, unknown> = { id: employee.id };
      for (const field of fields) {
        row[field] =
          field === 'supervisor'
            ? (names.get(employee.supervisorEId ?? '') ?? null)
            : (employee[field] ?? null);
      }
      if (index === faults.malformedRecord) row.id = { broken: true };
      return row;
    });
  }

  const fieldList = (fields: readonly string[]) =>
    fields.map((id) => ({ id, ...REPORT_FIELDS[id] }));

  function customReport(request: FakeRequest): FakeAnswer {
    if ((request.url.searchParams.get('format') ?? '').toUpperCase() !== 'JSON') {
      return error(400, 'Only format=JSON is supported by this fake');
    }
    let body: { fields?: unknown; title?: unknown } | null;
    try {
      body = JSON.parse(request.body) as typeof body;
    } catch {
      return error(400, 'The request body is not JSON');
    }
    const asked = body?.fields;
    if (!Array.isArray(asked) || asked.some((field) => typeof field !== 'string')) {
      return error(400, 'fields must be a list of field names');
    }
    // Unknown and unpermitted fields are left out silently, as BambooHR does.
    const fields = [...new Set(asked as string[])].filter(
      (field) => field in REPORT_FIELDS && !dropped.has(field),
    );
    return {
      json: {
        title: typeof body?.title === 'string' ? body.title : 'Report',
        fields: fieldList(fields),
        employees: rows(fields),
      },
    };
  }

  function directory(): FakeAnswer {
    const fields = DIRECTORY_FIELDS.filter((field) => !dropped.has(field));
    const employeeRows = rows(fields)
      .map((row, index) => ({
        ...row,
        photoUploaded: employees[index]?.photoUrl !== null,
        canUploadPhoto: 0,
      }))
      .filter((_, index) => {
        const employee = employees[index];
        return employee !== undefined && isCurrentBambooHrEmployee(employee);
      });
    return { json: { fields: fieldList(fields), employees: employeeRows } };
  }

  function whosOut(request: FakeRequest): FakeAnswer {
    const today = new Date().toISOString().slice(0, 10);
    const start = request.url.searchParams.get('start') || today;
    const end =
      request.url.searchParams.get('end') ||
      isoDate(Date.parse(`${start}T00:00:00Z`) + 14 * DAY_MS);
    if (!DATE.test(start) || !DATE.test(end)) {
      return error(400, 'start and end must be dates (YYYY-MM-DD)');
    }
    const rows = timeOff
      .filter((entry) => entry.start <= end && entry.end >= start)
      .sort((a, b) => a.start.localeCompare(b.start) || a.id - b.id);
    return { json: rows };
  }

  const server = await startProviderServer(
    (request) => {
      const path = request.url.pathname;
      if (!path.startsWith(prefix)) return finish(error(404, 'Not found'));
      const credentials = basicCredentials(request.headers.authorization);
      if (credentials?.user !== apiKey) {
        return finish({
          status: 401,
          headers: { 'www-authenticate': 'Basic realm="BambooHR API"' },
          raw: '',
        });
      }
      if (throttlesLeft > 0) {
        throttlesLeft -= 1;
        return finish({
          status: Number(options.throttle),
          headers: {
            'retry-after': String(options.throttleRetryAfterSeconds ?? 1),
            'x-bamboohr-error-message': 'API rate limit exceeded',
          },
          raw: '',
        });
      }
      const route = path.slice(prefix.length).replace(/\/+$/, '');
      const goalsOf = /^performance\/employees\/([^/]+)\/goals$/.exec(route)?.[1];
      const page = route === 'time_off/whos_out' ? 2 : goalsOf !== undefined ? 3 : 1;
      const failure = shouldFailPage(faults, page);
      if (failure) return finish(failure);
      if (route === 'reports/custom' && request.method === 'POST') {
        return finish(customReport(request));
      }
      if (route === 'employees/directory' && request.method === 'GET') {
        return finish(directory());
      }
      if (route === 'time_off/whos_out' && request.method === 'GET') {
        return finish(whosOut(request));
      }
      if (goalsOf !== undefined && request.method === 'GET') {
        if (goalsRefusal !== null) {
          return finish(error(goalsRefusal, 'You do not have access to goals'));
        }
        if (!employees.some((employee) => employee.id === goalsOf)) {
          return finish(error(404, 'Employee not found'));
        }
        return finish({ json: { goals: goals[goalsOf] ?? [] } });
      }
      return finish(error(404, 'Not found'));
    },
    faults,
    options.port,
  );

  return {
    ...server,
    endpoint: `${server.origin}/api/gateway.php/${companyDomain}`,
    apiKey,
    employees,
    timeOff,
    goals,
    refuseGoals(status) {
      goalsRefusal = status;
    },
  };
}
