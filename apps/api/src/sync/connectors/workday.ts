import { ZIsoDate } from '@q/schemas/common';
import type { GoalStatus, OkrType, Priority } from '@q/schemas/enums';
import {
  providerLine,
  providerText,
  type SyncedGoal,
  type SyncedOkr,
  type SyncedPerson,
  ZProviderId,
} from '@q/schemas/sync';
import { z } from 'zod';
import {
  basicAuthorization,
  type Connector,
  type ConnectorInput,
  notProvided,
  parseEach,
  parsePage,
  SyncError,
  ZListOfUnknown,
} from '../connector.js';
import { hasLeft, runDay } from './leaver-rules.js';

/**
 * Workday, read through custom reports exposed as REST ("Report as a Service", RaaS): the
 * integration's API Endpoint is the worker report's URL
 * (`https://{host}/ccx/service/customreport2/{tenant}/{owner}/{report}`), read as JSON
 * (`format=json` is added, or replaces another format; the rest of the query, the report's
 * prompts, is kept as written). The answer is `{"Report_Entry":[...]}`, one entry per worker,
 * keyed by the report's column names (see {@link WORKDAY_FIELD_ALIASES}); each worker's goals are
 * a `Goals` group in the entry.
 *
 * configData:
 * - `username` (required): the Workday integration system user the reports are shared with; the
 *   stored key is its password (Basic authentication). Without it the run fails as
 *   `rejected-key` — the credentials are incomplete, and they are fixed where the key is.
 * - `okrReportUrl` (optional): a second report of organisation goals (objectives). It must be on
 *   the endpoint's origin, since the key is only ever sent there; another origin fails the run as
 *   `invalid-url` before any request. Without it the run does not read OKRs: `records.okrs` is
 *   absent, and the stored OKRs are not the connector's to replace.
 *
 * Workday sends a multi-instance field as a list of objects, but a list of one as the object
 * itself: the entries and the goals are read as lists either way. An answer without
 * `Report_Entry` is refused (`contract`): it is not an empty company but not a report at all.
 * A report without a column a required field can be read from (a worker's id or name, a goal's
 * id or title) is refused naming every column looked for.
 *
 * A report may be built on all workers, those who have left included. A worker whose status
 * says "Terminated" or "Inactive", whose active flag is false, or whose termination date is on or
 * before the run's day (leaver-rules.ts) is not read: not a person, and their goals are not read
 * either. A termination date still to come keeps them current until then. A report with none of
 * the status, active or termination date columns (one built on active workers only, say) keeps
 * everyone and reports `people.status` missing.
 */

/**
 * The report columns read for each field, in order of preference: the first column present in
 * an entry (with a value) wins. Reports are built by each customer in Workday's report writer,
 * so the same field goes by several names: the XML aliases of Workday's delivered fields
 * (`Employee_ID`, `Business_Title`), and the lowerCamel names of its delivered worker data
 * (`employeeID`, `businessTitle`, `primaryWorkEmail`) that many reports use as aliases instead;
 * any one of these will do. A column that is in none of a field's lists is ignored.
 *
 * - `worker.name` falls back to `firstName` + `lastName` when none of its columns is there.
 * - Reference fields may come as text or as `{ "Descriptor": "..." }`; both are read.
 * - Dates are read from their first ten characters (`2024-03-01-08:00` is 2024-03-01).
 * - Percentages are numbers or text (`"45"`, `"45%"`); a fraction between 0 and 1 (`0.45`) is
 *   read as Workday's decimal rendering of a percent (45), and the result is kept within 0–100.
 */
export const WORKDAY_FIELD_ALIASES = {
  worker: {
    id: ['Employee_ID', 'Worker_ID', 'Employee_Number', 'employeeID', 'employeeId', 'workerID'],
    name: [
      'Worker',
      'Preferred_Name',
      'Full_Name',
      'Legal_Name',
      'Name',
      'fullName',
      'preferredName',
      'legalName',
    ],
    firstName: ['Legal_Name_First_Name', 'Preferred_Name_First_Name', 'First_Name', 'firstName'],
    lastName: ['Legal_Name_Last_Name', 'Preferred_Name_Last_Name', 'Last_Name', 'lastName'],
    jobTitle: [
      'Business_Title',
      'Job_Title',
      'Position_Title',
      'Job_Profile',
      'businessTitle',
      'jobTitle',
    ],
    department: [
      'Supervisory_Organization',
      'Department',
      'Organization',
      'supervisoryOrganization',
      'primarySupervisoryOrganization',
      'department',
    ],
    supervisorSourceId: [
      'Manager_Employee_ID',
      'Manager_ID',
      'Supervisor_Employee_ID',
      'Manager_Worker_ID',
      'managerEmployeeID',
      'managerID',
    ],
    hireDate: ['Hire_Date', 'Original_Hire_Date', 'Start_Date', 'hireDate', 'originalHireDate'],
    workEmail: [
      'Work_Email',
      'Email_Address',
      'Primary_Work_Email',
      'Email',
      'primaryWorkEmail',
      'workEmail',
    ],
    photoUrl: ['Photo_URL', 'Worker_Photo_URL', 'Image_URL', 'photoUrl'],
    sourceUpdatedAt: [
      'Last_Updated',
      'Last_Modified',
      'Last_Updated_Moment',
      'lastUpdated',
      'lastModified',
    ],
    goals: ['Goals', 'Goals_group', 'Employee_Goals', 'Performance_Goals', 'goals'],
    // Who has left (leaver-rules.ts); read leniently, never failing a report.
    status: [
      'Worker_Status',
      'workerStatus',
      'Employee_Status',
      'employeeStatus',
      'Employment_Status',
      'employmentStatus',
    ],
    active: ['Active', 'active', 'Active_Status', 'activeStatus', 'Is_Active', 'isActive'],
    terminationDate: ['Termination_Date', 'terminationDate'],
  },
  goal: {
    id: ['Goal_ID', 'Employee_Goal_ID', 'Goal_Reference_ID', 'ID'],
    title: ['Goal', 'Goal_Name', 'Name'],
    description: ['Goal_Description', 'Description'],
    status: ['Status', 'Goal_Status', 'Completion_Status'],
    dueDate: ['Due_Date', 'Goal_Due_Date', 'Target_Date'],
    startDate: ['Start_Date', 'Goal_Start_Date', 'Period_Start_Date'],
    progress: ['Completion_Percent', 'Percent_Complete', 'Goal_Completion_Percent', 'Progress'],
    priority: ['Priority', 'Goal_Priority'],
    sourceUpdatedAt: ['Last_Updated', 'Last_Modified'],
  },
  objective: {
    id: ['Organization_Goal_ID', 'Objective_ID', 'Goal_ID', 'ID'],
    title: ['Organization_Goal', 'Objective', 'Goal', 'Goal_Name', 'Name'],
    type: ['Goal_Type', 'Objective_Type', 'Type'],
    progress: ['Completion_Percent', 'Percent_Complete', 'Progress'],
    sourceUpdatedAt: ['Last_Updated', 'Last_Modified'],
  },
} as const;

/** Most entries one report may hold (its bytes are capped by ProviderHttp as well). */
const MAX_ENTRIES = 200_000;
const MAX_GOALS_PER_WORKER = 1_000;

const WORKER_FORMAT = 'Workday report';
const OKR_FORMAT = 'Workday organisation goals report';

// ── Values ──────────────────────────────────────────────────────────────────────────────────

/** A list, or one object as a list of one (Workday's single instance); anything else as is. */
function asList(value: unknown): unknown {
  if (Array.isArray(value)) return value;
  return value !== null && typeof value === 'object' ? [value] : value;
}

/** Text, a number or a reference (`{ Descriptor }`), as text. */
const ZScalar = z.union([
  z.string(),
  z.number().transform(String),
  z.looseObject({ Descriptor: z.string() }).transform((reference) => reference.Descriptor),
]);

/** A one-line value, cleaned; empty is null. */
const line = (max = 200) =>
  ZScalar.pipe(providerLine(max)).transform((text) => (text === '' ? null : text));

const ZText = ZScalar.pipe(providerText(5000));

const ZDate = line(64).transform((text, ctx) => {
  if (text === null) return null;
  const date = /^\d{4}-\d{2}-\d{2}(?=$|[T\s+\-Z])/.exec(text)?.[0];
  if (date === undefined || !ZIsoDate.safeParse(date).success) {
    ctx.addIssue({ code: 'custom', message: 'not a date' });
    return z.NEVER;
  }
  return date;
});

const ZDateTime = line(64).transform((text, ctx) => {
  if (text === null) return null;
  const at = Date.parse(text);
  if (Number.isNaN(at)) {
    ctx.addIssue({ code: 'custom', message: 'not a date and time' });
    return z.NEVER;
  }
  return new Date(at).toISOString();
});

/** A percentage, 0–100 (see WORKDAY_FIELD_ALIASES for how fractions are read). */
const ZPercent = z.union([z.number(), z.string().max(40)]).transform((value, ctx) => {
  let number = value;
  let isPercentSign = false;
  if (typeof value === 'string') {
    const text = value.trim().replace(/,/g, '');
    if (text === '') return null;
    isPercentSign = text.endsWith('%');
    number = Number(isPercentSign ? text.slice(0, -1).trim() : text);
  }
  if (typeof number !== 'number' || !Number.isFinite(number)) {
    ctx.addIssue({ code: 'custom', message: 'not a number' });
    return z.NEVER;
  }
  const percent = !isPercentSign && number > 0 && number < 1 ? number * 100 : number;
  return Math.round(Math.min(100, Math.max(0, percent)) * 100) / 100;
});

const ZEmail = line(320).transform((text) => text?.toLowerCase() ?? null);

/** An http(s) address, or null: a photo is cosmetic, so an unusable one is dropped. */
const ZPhotoUrl = line(2048).transform((text) => {
  if (text === null) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
});

// ── Entries under several column names ──────────────────────────────────────────────────────

type FieldSchemas = Record<string, z.ZodType>;
type ColumnNames<S extends FieldSchemas> = { readonly [K in keyof S]: readonly string[] };
/** Per field: undefined when none of its columns is in the entry, null when present but empty. */
type Aliased<S extends FieldSchemas> = { [K in keyof S]: z.output<S[K]> | null | undefined };

/** Fields of which one must have a value in every entry, and what they are called in messages. */
interface RequiredGroup<F extends string = string> {
  label: string;
  fields: readonly F[];
}

/** Every column a required group is read from, in order of preference. */
function lookedFor(columns: Record<string, readonly string[]>, group: RequiredGroup): string[] {
  return group.fields.flatMap((field) => columns[field] ?? []);
}

/** "no employee id (looked for Employee_ID, employeeID, …)": a missing field's issue message. */
const noValue = (columns: Record<string, readonly string[]>, group: RequiredGroup) =>
  `no ${group.label} (looked for ${lookedFor(columns, group).join(', ')})`;

/**
 * An entry schema reading each field from the first of its columns that has a value. Issues
 * name the column as the report spelt it (`Report_Entry[3].Business_Title`); a missing required
 * field names the entry and every column looked for. `required` lists groups of fields of which
 * one must be there.
 */
function aliasedEntry<S extends FieldSchemas>(
  columns: ColumnNames<S>,
  schemas: S,
  required: readonly RequiredGroup<keyof S & string>[],
): z.ZodType<Aliased<S>> {
  const shape: Record<string, z.ZodType> = {};
  for (const [field, schema] of Object.entries(schemas)) {
    for (const column of columns[field] ?? []) shape[column] = schema.nullable().optional();
  }
  const pick = (entry: Record<string, unknown>, field: string): unknown => {
    let isPresent = false;
    for (const column of columns[field] ?? []) {
      if (!(column in entry)) continue;
      isPresent = true;
      const value = entry[column];
      if (value !== null && value !== undefined) return value;
    }
    return isPresent ? null : undefined;
  };
  return z
    .looseObject(shape)
    .superRefine((entry, ctx) => {
      for (const group of required) {
        if (group.fields.some((field) => pick(entry, field) != null)) continue;
        ctx.addIssue({
          code: 'custom',
          message: noValue(columns as Record<string, readonly string[]>, group),
          path: [],
          params: { isMissingField: true },
        });
      }
    })
    .transform((entry) => {
      const out: Record<string, unknown> = {};
      for (const field of Object.keys(schemas)) out[field] = pick(entry, field);
      return out as Aliased<S>;
    });
}

const COLUMNS = WORKDAY_FIELD_ALIASES;

const GOAL_REQUIRED = [
  { label: 'goal id', fields: ['id'] },
  { label: 'goal title', fields: ['title'] },
] as const satisfies readonly RequiredGroup[];
const WORKER_REQUIRED = [
  { label: 'employee id', fields: ['id'] },
  { label: 'name', fields: ['name', 'firstName', 'lastName'] },
] as const satisfies readonly RequiredGroup[];
const OBJECTIVE_REQUIRED = [
  { label: 'objective id', fields: ['id'] },
  { label: 'objective title', fields: ['title'] },
] as const satisfies readonly RequiredGroup[];

const ZGoalEntry = aliasedEntry(
  COLUMNS.goal,
  {
    id: ZProviderId,
    title: line(200),
    description: ZText,
    status: line(100),
    dueDate: ZDate,
    startDate: ZDate,
    progress: ZPercent,
    priority: line(100),
    sourceUpdatedAt: ZDateTime,
  },
  GOAL_REQUIRED,
);

const ZWorkerEntry = aliasedEntry(
  COLUMNS.worker,
  {
    id: ZProviderId,
    name: line(200),
    firstName: line(100),
    lastName: line(100),
    jobTitle: line(200),
    department: line(200),
    supervisorSourceId: line(200),
    hireDate: ZDate,
    workEmail: ZEmail,
    photoUrl: ZPhotoUrl,
    sourceUpdatedAt: ZDateTime,
    goals: z.preprocess(asList, z.array(ZGoalEntry).max(MAX_GOALS_PER_WORKER)),
    // Read leniently by leaver-rules.ts: a value it cannot read says nothing, and fails nothing.
    status: z.unknown(),
    active: z.unknown(),
    terminationDate: z.unknown(),
  },
  WORKER_REQUIRED,
);

const ZObjectiveEntry = aliasedEntry(
  COLUMNS.objective,
  {
    id: ZProviderId,
    title: line(200),
    type: line(100),
    progress: ZPercent,
    sourceUpdatedAt: ZDateTime,
  },
  OBJECTIVE_REQUIRED,
);

/** A report's frame: its entries, one object or a list, are validated a slice at a time. */
const ZReportFrame = z.looseObject({
  Report_Entry: z.preprocess(asList, ZListOfUnknown.max(MAX_ENTRIES)),
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The report's entries, refusing an answer that is not a report at all, and a report that has
 * none of the columns a required field is read from ("The report has no employee id column
 * (looked for Employee_ID, …)"); the entries are then validated a slice at a time. A mismatch
 * names the place, and for a required field without a value every column looked for.
 */
async function parseReport<S extends z.ZodType>(
  entry: S,
  body: unknown,
  format: string,
  columns: Record<string, readonly string[]>,
  required: readonly RequiredGroup[],
): Promise<z.output<S>[]> {
  if (isRecord(body)) {
    if (!('Report_Entry' in body)) {
      throw new SyncError(
        'contract',
        `The answer did not match the ${format} format: it has no Report_Entry (is the URL the report's JSON address?)`,
      );
    }
    const entries = asList(body.Report_Entry);
    if (Array.isArray(entries) && entries.length > 0 && entries.every(isRecord)) {
      for (const group of required) {
        const names = lookedFor(columns, group);
        if (entries.some((entry) => names.some((name) => name in entry))) continue;
        throw new SyncError(
          'contract',
          `The report has no ${group.label} column (looked for ${names.join(', ')})`,
        );
      }
    }
  }
  const frame = parsePage(ZReportFrame, body, format);
  return parseEach(entry, frame.Report_Entry, format, 'Report_Entry');
}

// ── Meanings ────────────────────────────────────────────────────────────────────────────────

type GoalReading = GoalStatus | 'cancelled' | null;

/** Workday's goal statuses (and common custom ones), by their words; null when unknown. */
function goalStatus(text: string | null | undefined): GoalReading {
  const words =
    text
      ?.toLowerCase()
      .replace(/[\s_-]+/g, ' ')
      .trim() ?? '';
  if (!words) return null;
  if (/\b(cancel+ed|withdrawn|archived)\b/.test(words)) return 'cancelled';
  if (/\b(not achieved|off track|behind|at risk|delayed|needs attention|blocked)\b/.test(words)) {
    return 'at_risk';
  }
  if (/\b(overdue|past due|late)\b/.test(words)) return 'overdue';
  if (/\b(complete|completed|achieved|done|closed|met|exceeded)\b/.test(words)) return 'completed';
  if (/\bon track\b/.test(words)) return 'on_track';
  if (/\b(in progress|not started|open|active|draft|started|ongoing)\b/.test(words)) {
    return 'in_progress';
  }
  return null;
}

function priority(text: string | null | undefined): Priority {
  const words = text?.toLowerCase() ?? '';
  if (/\b(high|critical|urgent|top)\b/.test(words)) return 'high';
  if (/\blow\b/.test(words)) return 'low';
  return 'medium';
}

/** Company-wide objectives, by their type's words; everything else is functional. */
function okrType(text: string | null | undefined): OkrType {
  const words = text?.toLowerCase() ?? '';
  return /\b(company|corporate|enterprise|organi[sz]ation(al)?|strategic)\b/.test(words)
    ? 'company'
    : 'functional';
}

// ── Configuration ───────────────────────────────────────────────────────────────────────────

/**
 * The report's URL as read: `format=json` set (added, or replacing another format), every other
 * parameter kept byte for byte. Throws `invalid-url` naming `field` when it is not http(s).
 */
export function workdayReportUrl(address: string, field = 'The API Endpoint'): URL {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    throw new SyncError('invalid-url', `${field} is not a URL`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new SyncError('invalid-url', `${field} must be an https address of a Workday report`);
  }
  if (url.username || url.password) {
    throw new SyncError(
      'invalid-url',
      `${field} must not carry a user or password; set configData.username and the API key`,
    );
  }
  const params = url.search.replace(/^\?/, '').split('&').filter(Boolean);
  let hasFormat = false;
  const kept = params.map((param) => {
    const name = param.split('=')[0] ?? '';
    let decoded = name;
    try {
      decoded = decodeURIComponent(name.replace(/\+/g, ' '));
    } catch {
      // An undecodable name is not `format`; it is kept as written.
    }
    if (decoded.toLowerCase() !== 'format') return param;
    hasFormat = true;
    return 'format=json';
  });
  if (!hasFormat) kept.push('format=json');
  url.search = `?${kept.join('&')}`;
  return url;
}

interface WorkdayConfig {
  username: string;
  reportUrl: URL;
  okrReportUrl: URL | null;
}

function workdayConfig(input: ConnectorInput): WorkdayConfig {
  const config = input.configData ?? {};
  const username = typeof config.username === 'string' ? config.username.trim() : '';
  if (!username) {
    throw new SyncError(
      'rejected-key',
      'Set configData.username to the Workday integration user the report is shared with; the API key is its password',
    );
  }
  // A colon ends the user in Basic authentication; control characters cannot go in a header.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
  if (/[:\u0000-\u001f\u007f]/.test(username)) {
    throw new SyncError(
      'rejected-key',
      'configData.username must not contain a colon or control characters',
    );
  }
  if (!input.apiKey) {
    throw new SyncError(
      'rejected-key',
      "No API key is stored: save the Workday integration user's password as the key",
    );
  }
  const reportUrl = workdayReportUrl(input.endpoint);
  const rawOkr = config.okrReportUrl;
  let okrReportUrl: URL | null = null;
  if (rawOkr !== undefined && rawOkr !== null && rawOkr !== '') {
    if (typeof rawOkr !== 'string') {
      throw new SyncError('invalid-url', 'configData.okrReportUrl must be the report URL as text');
    }
    okrReportUrl = workdayReportUrl(rawOkr, 'configData.okrReportUrl');
    if (okrReportUrl.origin !== reportUrl.origin) {
      throw new SyncError(
        'invalid-url',
        'configData.okrReportUrl must be on the same host as the API Endpoint: the key is only sent to that host',
      );
    }
  }
  return { username, reportUrl, okrReportUrl };
}

// ── Reading ─────────────────────────────────────────────────────────────────────────────────

/** Adds `id` to `seen`; an id seen before breaks the report's contract, naming `where`. */
function rememberId(seen: Set<string>, id: string, format: string, where: string, what: string) {
  if (seen.has(id)) {
    throw new SyncError(
      'contract',
      `The answer did not match the ${format} format: ${where} repeats the id of an earlier ${what}`,
    );
  }
  seen.add(id);
}

const PERSON_FIELDS = [
  'jobTitle',
  'department',
  'supervisorSourceId',
  'hireDate',
  'workEmail',
  'photoUrl',
] as const;
/** Columns that tell who has left: without any of them, no one can be told to have. */
const LEAVER_FIELDS = ['status', 'active', 'terminationDate'] as const;
const GOAL_FIELDS = ['description', 'status', 'dueDate', 'progress'] as const;
const OKR_FIELDS = ['type', 'progress'] as const;

export const workdayConnector: Connector = {
  provider: 'workday',
  systemType: 'hris',
  kinds: ['people', 'goals', 'okrs'],

  async probe(input) {
    // The report itself: a RaaS report has no cheaper authenticated read.
    const { username, reportUrl } = workdayConfig(input);
    await input.http.json(reportUrl.toString(), {
      headers: { authorization: basicAuthorization(username, input.apiKey) },
    });
  },

  async read(input) {
    const { username, reportUrl, okrReportUrl } = workdayConfig(input);
    const headers = { authorization: basicAuthorization(username, input.apiKey) };
    const today = runDay(input.now);

    const answer = await input.http.json(reportUrl.toString(), { headers });
    const workers = await parseReport(
      ZWorkerEntry,
      answer.body,
      WORKER_FORMAT,
      COLUMNS.worker,
      WORKER_REQUIRED,
    );

    const people: SyncedPerson[] = [];
    const goals: SyncedGoal[] = [];
    const goalEntries: z.output<typeof ZGoalEntry>[] = [];
    const personIds = new Set<string>();
    const goalIds = new Set<string>();
    for (const [index, worker] of workers.entries()) {
      // `id` is required by the schema, and the name by one of its three columns.
      const id = worker.id as string;
      rememberId(personIds, id, WORKER_FORMAT, `Report_Entry[${index}]`, 'worker');
      // Someone who has left is not read, nor are their goals (their ids still may not repeat).
      if (hasLeft(worker, today)) {
        for (const [position, goal] of (worker.goals ?? []).entries()) {
          const where = `goal ${position + 1} of Report_Entry[${index}]`;
          rememberId(goalIds, goal.id as string, WORKER_FORMAT, where, 'goal');
        }
        continue;
      }
      const name = (
        worker.name ?? [worker.firstName, worker.lastName].filter(Boolean).join(' ')
      ).slice(0, 200);
      const supervisor = worker.supervisorSourceId ?? null;
      people.push({
        sourceId: id,
        name,
        jobTitle: worker.jobTitle ?? null,
        department: worker.department ?? null,
        supervisorSourceId: supervisor === id ? null : supervisor,
        hireDate: worker.hireDate ?? null,
        workEmail: worker.workEmail ?? null,
        photoUrl: worker.photoUrl ?? null,
        sourceUpdatedAt: worker.sourceUpdatedAt ?? null,
      });
      for (const [position, goal] of (worker.goals ?? []).entries()) {
        const goalId = goal.id as string;
        const where = `goal ${position + 1} of Report_Entry[${index}]`;
        rememberId(goalIds, goalId, WORKER_FORMAT, where, 'goal');
        goalEntries.push(goal);
        const reading = goalStatus(goal.status);
        if (reading === 'cancelled') continue;
        const dueDate = goal.dueDate ?? null;
        let progress = goal.progress ?? (reading === 'completed' ? 100 : 0);
        let status: GoalStatus = reading ?? (progress >= 100 ? 'completed' : 'in_progress');
        // Workday has no "overdue" status: an unfinished goal past its due date is.
        if (status !== 'completed' && dueDate !== null && dueDate < today) status = 'overdue';
        if (status === 'completed' && goal.progress == null) progress = 100;
        goals.push({
          sourceId: goalId,
          personSourceId: id,
          ownerName: name,
          title: goal.title as string,
          description: goal.description ?? '',
          status,
          priority: priority(goal.priority),
          progress,
          // When the goal's period began, where the report has the column (goals at risk
          // compare progress with the time elapsed since).
          startDate: goal.startDate ?? null,
          dueDate,
          sourceUpdatedAt: goal.sourceUpdatedAt ?? null,
        });
      }
    }

    const missingFields = [
      ...notProvided('people', workers, PERSON_FIELDS),
      // Without any column that tells who has left, everyone is kept and the run says so.
      ...(notProvided('people', workers, LEAVER_FIELDS).length === LEAVER_FIELDS.length
        ? ['people.status']
        : []),
      ...notProvided('goals', goalEntries, GOAL_FIELDS),
    ];
    if (!okrReportUrl) return { records: { people, goals }, missingFields };

    const okrAnswer = await input.http.json(okrReportUrl.toString(), { headers });
    const objectives = await parseReport(
      ZObjectiveEntry,
      okrAnswer.body,
      OKR_FORMAT,
      COLUMNS.objective,
      OBJECTIVE_REQUIRED,
    );
    const okrIds = new Set<string>();
    const okrs: SyncedOkr[] = objectives.map((objective, index) => {
      const id = objective.id as string;
      rememberId(okrIds, id, OKR_FORMAT, `Report_Entry[${index}]`, 'objective');
      return {
        sourceId: id,
        title: objective.title as string,
        type: okrType(objective.type),
        progress: objective.progress ?? 0,
        sourceUpdatedAt: objective.sourceUpdatedAt ?? null,
      };
    });
    missingFields.push(...notProvided('okrs', objectives, OKR_FIELDS));
    return { records: { people, goals, okrs }, missingFields };
  },
};
