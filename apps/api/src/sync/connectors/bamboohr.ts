import { ZIsoDate } from '@q/schemas/common';
import type { GoalStatus } from '@q/schemas/enums';
import {
  providerLine,
  providerText,
  type SyncedGoal,
  type SyncedPerson,
  type SyncedTimeOff,
  ZProviderId,
} from '@q/schemas/sync';
import { z } from 'zod';
import {
  basicAuthorization,
  type Connector,
  type ConnectorInput,
  mapConcurrently,
  parseEach,
  parsePage,
  SyncError,
} from '../connector.js';
import { hasLeft, runDay } from './leaver-rules.js';

/**
 * BambooHR: people from a custom report (one POST answers every employee with the fields asked
 * for) and absences from "who's out". The API Endpoint is the company's API base,
 * `https://api.bamboohr.com/api/gateway.php/{companyDomain}`; the key is the Basic user, with any
 * password ('x' by BambooHR's convention).
 *
 * BambooHR answers a field it does not know, or that the key may not read, by leaving it out of
 * the report with a 200. The fields the answer lists are compared with those asked for; each
 * missing one is reported as `people.<field>` (our field) and is null in every record.
 *
 * The custom report lists every employee, those who have left included. The report asks for
 * `status` ("Active"/"Inactive") and `terminationDate`, and someone who has left (leaver-rules.ts:
 * status "Inactive", or a termination date on or before the run's day) is not read: not a person,
 * and their rows of who's out are not read either. Someone whose termination date is still to
 * come is current staff until then (BambooHR keeps them "Active" too). A report without `status`
 * (a key that may not read it) keeps everyone and reports `people.status` missing; a missing
 * `terminationDate` alone is not reported, as BambooHR's status turns "Inactive" on that day.
 *
 * Goals come from the Performance module, one request per current employee
 * (`GET performance/employees/{id}/goals`), {@link GOAL_REQUESTS_AT_ONCE} at a time, after
 * people and who's out, and are the same goals as Workday's (owner, title, progress, start and
 * due dates, status). Each goal is the employee's: one shared with several employees is read
 * once for each of them. A 403 or 404 there (a key that may not read goals, or a company without
 * Performance) ends the reading of goals, not the run: the stored goals are kept and the run is
 * partial, naming the cause as a missing `goals.*`. So does a company of more than
 * {@link MAX_GOAL_EMPLOYEES} current employees, whose goals are not asked for. A "closed" goal
 * (ended without being met) is not read; an unfinished one past its due date is overdue;
 * BambooHR keeps no priority (medium).
 */

/** What the report asks for, and which of our fields each one fills. */
const REPORT_FIELDS = {
  id: 'sourceId',
  firstName: 'name',
  lastName: 'name',
  displayName: 'name',
  jobTitle: 'jobTitle',
  department: 'department',
  supervisorEId: 'supervisorSourceId',
  hireDate: 'hireDate',
  workEmail: 'workEmail',
  photoUrl: 'photoUrl',
  lastChanged: 'sourceUpdatedAt',
} as const satisfies Record<string, keyof SyncedPerson>;
type ReportField = keyof typeof REPORT_FIELDS;

/** What the report asks for besides, to tell who has left (they are not read as people). */
const LEAVER_FIELDS = ['status', 'terminationDate'] as const;

/** "Who's out" is read this many days ahead of the run's day (and none back). */
const TIME_OFF_DAYS_AHEAD = 30;
const DAY_MS = 86_400_000;

/** Goal requests under way at once (one per employee). */
const GOAL_REQUESTS_AT_ONCE = 4;
/**
 * The most current employees whose goals a run asks for, one request each: a larger company's
 * goals are not read (the run says so) rather than holding the run for thousands of requests.
 */
const MAX_GOAL_EMPLOYEES = 2_000;
/** Goals read per employee at most; a longer list is read up to there. */
const MAX_GOALS_PER_EMPLOYEE = 200;
/**
 * The employee ids whose goals are asked for: BambooHR's are numbers. Any other id is never put
 * in a path (`..` or `/` in it would ask for another resource with the key).
 */
const GOAL_EMPLOYEE_ID = /^\d{1,20}$/;
const GOALS_FORMAT = 'BambooHR goals';
/** The longest source key a synced record may have. */
const MAX_SOURCE_KEY = 200;

// ── The provider's format ───────────────────────────────────────────────────────────────────

/** A single object where BambooHR's format has a list is read as a list of one. */
const listOf = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) =>
      value !== null && typeof value === 'object' && !Array.isArray(value) ? [value] : value,
    z.array(item),
  );

/** Empty in BambooHR's ways (absent, null, ''): null. */
const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** A one-line text value; BambooHR sends numbers for some fields and null or '' when empty. */
const ZBambooText = (max: number) =>
  z
    .union([providerLine(max), z.number().transform(String), z.null()])
    .optional()
    .transform((text) => (isEmpty(text) ? null : (text as string)));

/** An employee id, as a number or numeric text; empty is null. */
const ZBambooRef = z
  .union([z.literal(''), z.null(), ZProviderId])
  .optional()
  .transform((id) => (isEmpty(id) ? null : (id as string)));

/** A date, with BambooHR's '0000-00-00' (and '' or null) for none. */
const ZBambooDate = z
  .union([z.literal('0000-00-00'), z.literal(''), z.null(), ZIsoDate])
  .optional()
  .transform((date) => (isEmpty(date) || date === '0000-00-00' ? null : (date as string)));

/**
 * A timestamp: ISO 8601 with an offset (`2024-05-01T10:22:11+00:00`) or `YYYY-MM-DD HH:MM:SS`
 * (read as UTC); BambooHR's zeros or empty are null. Normalised to `…Z`.
 */
const ZBambooTimestamp = z
  .union([
    z.literal(''),
    z.null(),
    z.literal('0000-00-00 00:00:00'),
    z.iso.datetime({ offset: true }),
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
      .refine((text) => !Number.isNaN(Date.parse(`${text.replace(' ', 'T')}Z`))),
  ])
  .optional()
  .transform((text) => {
    if (isEmpty(text) || text === '0000-00-00 00:00:00') return null;
    const value = text as string;
    const iso = /[zZ]|[+-]\d{2}:?\d{2}$/.test(value) ? value : `${value.replace(' ', 'T')}Z`;
    return new Date(iso).toISOString();
  });

const ZBambooField = z.object({
  id: ZProviderId,
  type: z.string().max(200).nullish(),
  name: z.string().max(1000).nullish(),
});

const ZBambooReportEmployee = z.object({
  id: ZProviderId,
  firstName: ZBambooText(200),
  lastName: ZBambooText(200),
  displayName: ZBambooText(200),
  jobTitle: ZBambooText(200),
  department: ZBambooText(200),
  supervisorEId: ZBambooRef,
  hireDate: ZBambooDate,
  workEmail: ZBambooText(320),
  photoUrl: ZBambooText(2048),
  lastChanged: ZBambooTimestamp,
  // Read leniently by leaver-rules.ts: a value it cannot read says nothing, and fails nothing.
  status: z.unknown().optional(),
  terminationDate: z.unknown().optional(),
});
type BambooReportEmployee = z.output<typeof ZBambooReportEmployee>;

/**
 * A list as it is, or one object where a list was expected as a list of one, without looking at
 * the items (a report may hold tens of thousands; `parseEach` validates them a slice at a time).
 */
const ZListFrame = z.unknown().transform((value, ctx): unknown[] => {
  if (Array.isArray(value)) return value;
  if (value !== null && typeof value === 'object') return [value];
  ctx.addIssue({ code: 'custom', message: 'expected a list', input: value });
  return z.NEVER;
});

/** The custom report's JSON answer: its frame; its employees are validated one slice at a time (`parseEach`). */
const ZBambooReport = z.object({
  title: z.unknown().optional(),
  fields: listOf(ZBambooField),
  employees: ZListFrame,
});

/** One row of "who's out": an employee's approved time off, or a company holiday. */
const ZBambooWhosOutEntry = z.object({
  id: ZProviderId,
  type: z.string().max(200),
  employeeId: ZBambooRef,
  name: ZBambooText(200),
  start: ZIsoDate,
  end: ZIsoDate,
});
/** Percent complete: a number (or numeric text) clamped to 0–100; anything else is none. */
const ZBambooPercent = z
  .union([
    z.number(),
    z
      .string()
      .max(40)
      .regex(/^\s*-?\d+(\.\d+)?\s*%?\s*$/)
      .transform((text) => Number.parseFloat(text)),
    z.null(),
  ])
  .optional()
  .catch(null)
  .transform((value) =>
    value === null || value === undefined || !Number.isFinite(value)
      ? null
      : Math.min(100, Math.max(0, value)),
  );

/** One goal of an employee, as the Goals API answers it; fields not named here are ignored. */
const ZBambooGoal = z.object({
  id: ZProviderId,
  title: ZBambooText(200),
  description: z
    .union([providerText(5000), z.null()])
    .optional()
    .transform((text) => text ?? ''),
  percentComplete: ZBambooPercent,
  startDate: ZBambooDate,
  dueDate: ZBambooDate,
  // Only whether it has one counts (a date or a timestamp): read leniently.
  completionDate: z.unknown().optional(),
  status: ZBambooText(100),
  lastChangedDateTime: ZBambooTimestamp,
});
type BambooGoal = z.output<typeof ZBambooGoal>;

/** The Goals API's answer: its frame; the goals are validated one at a time (`parseEach`). */
const ZBambooGoals = z.object({ goals: ZListFrame.nullish().transform((list) => list ?? []) });

// ── Reading ─────────────────────────────────────────────────────────────────────────────────

/** The company's API base (`…/api/gateway.php/{companyDomain}`) without a trailing slash. */
function apiBase(endpoint: string): URL {
  let url: URL;
  try {
    url = new URL(endpoint.trim());
  } catch {
    throw new SyncError('invalid-url', 'The API Endpoint is not a URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new SyncError('invalid-url', 'The API Endpoint must be an http(s) URL');
  }
  // Tolerate a trailing slash and a trailing `/v1` (the versioned base some copy from the docs).
  url.pathname = url.pathname.replace(/\/+$/, '').replace(/\/v1$/, '');
  url.search = '';
  url.hash = '';
  return url;
}

function apiUrl(base: URL, path: string, query: Record<string, string>): string {
  const url = new URL(base);
  url.pathname = `${base.pathname.replace(/\/+$/, '')}/v1/${path}`;
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Only web addresses are kept as photos (never `javascript:` or `data:`). */
function photoUrl(text: string | null): string | null {
  if (!text) return null;
  try {
    const { protocol } = new URL(text);
    return protocol === 'https:' || protocol === 'http:' ? text : null;
  } catch {
    return null;
  }
}

function personName(row: BambooReportEmployee, answered: ReadonlySet<string>): string {
  const has = (field: ReportField) => answered.has(field);
  const display = has('displayName') ? row.displayName : null;
  const joined = [has('firstName') ? row.firstName : null, has('lastName') ? row.lastName : null]
    .filter(Boolean)
    .join(' ');
  return (display || joined || `Employee ${row.id}`).slice(0, 200);
}

async function readPeople(
  input: ConnectorInput,
  base: URL,
  headers: Record<string, string>,
): Promise<{ people: SyncedPerson[]; leavers: Set<string>; missingFields: string[] }> {
  const asked = Object.keys(REPORT_FIELDS) as ReportField[];
  const answer = await input.http.json(
    apiUrl(base, 'reports/custom', { format: 'JSON', onlyCurrent: 'true' }),
    {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ fields: [...asked, ...LEAVER_FIELDS] }),
    },
  );
  const report = parsePage(ZBambooReport, answer.body, 'BambooHR custom report');
  const employees = await parseEach(
    ZBambooReportEmployee,
    report.employees,
    'BambooHR custom report',
    'employees',
  );

  const answered = new Set(report.fields.map((field) => field.id));
  // The id is on every row whether or not the field list names it.
  answered.add('id');
  // A name is missing only when neither the display name nor both of its parts came back.
  const hasName =
    answered.has('displayName') || (answered.has('firstName') && answered.has('lastName'));
  const missing = new Set<string>();
  for (const field of asked) {
    const ours = REPORT_FIELDS[field];
    if (!answered.has(field) && !(ours === 'name' && hasName)) missing.add(`people.${ours}`);
  }
  // Without the status no one can be told to have left: everyone is kept, and the run says so.
  if (!answered.has('status')) missing.add('people.status');
  const today = runDay(input.now);

  const value = <F extends ReportField>(row: BambooReportEmployee, field: F) =>
    answered.has(field) ? row[field] : null;
  // A repeated id is the same person: the last row wins.
  const byId = new Map<string, SyncedPerson>();
  const leavers = new Set<string>();
  for (const [index, row] of employees.entries()) {
    if (index > 0 && index % 1000 === 0) await new Promise((resolve) => setImmediate(resolve));
    const supervisor = value(row, 'supervisorEId');
    byId.set(row.id, {
      sourceId: row.id,
      name: personName(row, answered),
      jobTitle: value(row, 'jobTitle'),
      department: value(row, 'department'),
      supervisorSourceId: supervisor === row.id ? null : supervisor,
      hireDate: value(row, 'hireDate'),
      workEmail: value(row, 'workEmail')?.toLowerCase() ?? null,
      photoUrl: photoUrl(value(row, 'photoUrl')),
      sourceUpdatedAt: value(row, 'lastChanged'),
    });
    const left = hasLeft(
      {
        status: answered.has('status') ? row.status : undefined,
        terminationDate: answered.has('terminationDate') ? row.terminationDate : undefined,
      },
      today,
    );
    if (left) leavers.add(row.id);
    else leavers.delete(row.id);
  }
  // A supervisor outside the answer is unknown here. One who has left is in the answer: their
  // reports keep them as supervisor (the team's reads treat a supervisor not synced as none).
  const people = [...byId.values()]
    .filter((person) => !leavers.has(person.sourceId))
    .map((person) =>
      person.supervisorSourceId !== null && !byId.has(person.supervisorSourceId)
        ? { ...person, supervisorSourceId: null }
        : person,
    );
  return { people, leavers, missingFields: [...missing] };
}

async function readTimeOff(
  input: ConnectorInput,
  base: URL,
  headers: Record<string, string>,
  names: ReadonlyMap<string, string>,
  leavers: ReadonlySet<string>,
): Promise<SyncedTimeOff[]> {
  const today = Date.UTC(
    input.now.getUTCFullYear(),
    input.now.getUTCMonth(),
    input.now.getUTCDate(),
  );
  const answer = await input.http.json(
    apiUrl(base, 'time_off/whos_out/', {
      start: isoDay(today),
      end: isoDay(today + TIME_OFF_DAYS_AHEAD * DAY_MS),
    }),
    { headers },
  );
  // The frame first, then the rows a slice at a time: a large company's page holds thousands.
  const rows = await parseEach(
    ZBambooWhosOutEntry,
    parsePage(ZListFrame, answer.body, "BambooHR who's out"),
    "BambooHR who's out",
    '',
  );

  const byId = new Map<string, SyncedTimeOff>();
  for (const row of rows) {
    const [start, end] = row.start <= row.end ? [row.start, row.end] : [row.end, row.start];
    if (row.type === 'holiday') {
      // Holidays have an id space of their own.
      const sourceId = `holiday-${row.id}`;
      byId.set(sourceId, {
        sourceId,
        personSourceId: null,
        personName: row.name ?? 'Holiday',
        start,
        end,
        kind: 'Holiday',
      });
    } else if (row.type === 'timeOff') {
      const personSourceId = row.employeeId;
      // The time off of someone who has left is not the team's.
      if (personSourceId !== null && leavers.has(personSourceId)) continue;
      byId.set(row.id, {
        sourceId: row.id,
        personSourceId,
        personName:
          row.name ??
          (personSourceId && names.get(personSourceId)) ??
          `Employee ${personSourceId ?? row.id}`,
        start,
        end,
        // Who's out does not say which kind of leave it is.
        kind: null,
      });
    }
    // Any other type is a kind of row this connector does not know; it is skipped.
  }
  return [...byId.values()];
}

/**
 * A goal's status by BambooHR's words ("in_progress", "completed", "closed"): completed when it
 * says so or has a completion date; null for a closed goal (not read); otherwise on its way, or
 * overdue once its due date has passed unfinished.
 */
function bambooGoalStatus(
  goal: Pick<BambooGoal, 'status' | 'completionDate' | 'dueDate'>,
  progress: number,
  today: string,
): GoalStatus | null {
  const words =
    goal.status
      ?.toLowerCase()
      .replace(/[\s_-]+/g, ' ')
      .trim() ?? '';
  if (/\bclosed\b/.test(words)) return null;
  const hasCompletion =
    typeof goal.completionDate === 'string' && goal.completionDate.trim() !== '';
  if (/\bcomplete(d)?\b/.test(words) || hasCompletion) return 'completed';
  if (!words && progress >= 100) return 'completed';
  if (goal.dueDate !== null && goal.dueDate < today) return 'overdue';
  return 'in_progress';
}

/** Why goals could not be read, as the run names it among the missing fields. */
function goalsRefused(error: SyncError): string {
  if (error.reason === 'too-many-pages') {
    return 'goals.* (more employees than one run may ask for goals)';
  }
  return `goals.* (HTTP ${error.httpStatus}: the API key may not read goals, or Performance is off)`;
}

const TOO_MANY_FOR_GOALS = `goals.* (more than ${MAX_GOAL_EMPLOYEES.toLocaleString('en')} current employees: goals are read one employee at a time)`;

/**
 * The goals of `people` (current employees), one request per employee, a few at a time; undefined
 * with the cause when BambooHR refuses them (403, 404) or the run's requests run out.
 */
async function readGoals(
  input: ConnectorInput,
  base: URL,
  headers: Record<string, string>,
  people: readonly SyncedPerson[],
): Promise<{ goals: SyncedGoal[] | undefined; missingFields: string[] }> {
  const today = runDay(input.now);
  let refused: SyncError | undefined;
  const asked = people.filter((person) => GOAL_EMPLOYEE_ID.test(person.sourceId));
  if (asked.length > MAX_GOAL_EMPLOYEES) {
    return { goals: undefined, missingFields: [TOO_MANY_FOR_GOALS] };
  }
  const lists = await mapConcurrently(asked, GOAL_REQUESTS_AT_ONCE, async (person) => {
    if (refused) return [];
    let answer: Awaited<ReturnType<typeof input.http.json>>;
    try {
      answer = await input.http.json(
        apiUrl(base, `performance/employees/${person.sourceId}/goals`, {}),
        { headers },
      );
    } catch (error) {
      const isRefusal =
        error instanceof SyncError &&
        (error.httpStatus === 403 || error.httpStatus === 404 || error.reason === 'too-many-pages');
      if (!isRefusal) throw error;
      refused ??= error;
      return [];
    }
    const frame = parsePage(ZBambooGoals, answer.body, GOALS_FORMAT);
    const entries = await parseEach(
      ZBambooGoal,
      frame.goals.slice(0, MAX_GOALS_PER_EMPLOYEE),
      GOALS_FORMAT,
      'goals',
    );
    const byId = new Map<string, SyncedGoal>();
    for (const goal of entries) {
      const progress = goal.percentComplete ?? 0;
      const status = bambooGoalStatus(goal, progress, today);
      // A goal shared with several employees is in each one's list: one record each.
      const sourceId = `${person.sourceId}:${goal.id}`;
      // Closed, or an id longer than any BambooHR gives (a source key holds 200 characters).
      if (status === null || sourceId.length > MAX_SOURCE_KEY) continue;
      byId.set(goal.id, {
        sourceId,
        personSourceId: person.sourceId,
        ownerName: person.name,
        title: goal.title ?? `Goal ${goal.id}`.slice(0, 200),
        description: goal.description,
        status,
        priority: 'medium',
        progress: status === 'completed' && goal.percentComplete === null ? 100 : progress,
        startDate: goal.startDate,
        dueDate: goal.dueDate,
        sourceUpdatedAt: goal.lastChangedDateTime,
      });
    }
    return [...byId.values()];
  });
  if (refused) return { goals: undefined, missingFields: [goalsRefused(refused)] };
  return { goals: lists.flat(), missingFields: [] };
}

export const bamboohrConnector: Connector = {
  provider: 'bamboohr',
  systemType: 'hris',
  kinds: ['people', 'timeOff', 'goals'],
  async read(input) {
    const base = apiBase(input.endpoint);
    const headers = { authorization: basicAuthorization(input.apiKey, 'x') };
    const { people, leavers, missingFields } = await readPeople(input, base, headers);
    const names = new Map(people.map((person) => [person.sourceId, person.name]));
    const timeOff = await readTimeOff(input, base, headers, names, leavers);
    const goals = await readGoals(input, base, headers, people);
    missingFields.push(...goals.missingFields);
    // Goals refused this time: the kind is left out, so the stored goals are kept.
    const records = goals.goals ? { people, timeOff, goals: goals.goals } : { people, timeOff };
    return { records, missingFields };
  },
  async probe(input) {
    // Who's out today: authenticated like every read, and small whatever the company's size.
    const day = isoDay(
      Date.UTC(input.now.getUTCFullYear(), input.now.getUTCMonth(), input.now.getUTCDate()),
    );
    await input.http.json(
      apiUrl(apiBase(input.endpoint), 'time_off/whos_out/', { start: day, end: day }),
      {
        headers: { authorization: basicAuthorization(input.apiKey, 'x') },
      },
    );
  },
};
