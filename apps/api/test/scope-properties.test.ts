import { randomUUID } from 'node:crypto';
import {
  type Employee,
  TEAM_PAGE_SIZE,
  ZAtsInsights,
  ZEmployeesResponse,
  ZHeadcountMetrics,
  ZHrisInsightsResponse,
  ZManagementInsightsResponse,
  ZTeamReportsResponse,
  ZWorkdayGoalsResponse,
} from '@q/schemas/manager';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  syncedGoals,
  syncedJobs,
  syncedPeople,
  syncedTimeOff,
  syncRuns,
  systemIntegrations,
} from '../src/db/schema.js';
import {
  buildTestApp,
  createBambooHrIntegration,
  insertUser,
  login,
  SARAH,
  type TestApp,
} from './helpers.js';

/**
 * Who sees whom (docs/behaviour.md §6, `src/access/scope.ts`), as properties over random org
 * charts and random viewers. Charts hold what real HRIS data holds: loops (A→B→A, and a chain
 * of 60 closed into a ring), people who manage themselves, supervisors nobody has, a manager of
 * 200, two people with one work email, emails in mixed case, chains 60 deep, several roots.
 * Viewers: a person of the chart (a signed-in user whose email a chart person carries, in any
 * case), HR (`HR_EMAILS`, in the chart or not) and a user the chart does not hold.
 *
 * For every read that shows synced people — the team card, its further pages of reports, HRIS
 * Insights, Headcount, the Workday goals — no answer names a person's personal data outside the
 * viewer's scope, and every person in scope who qualifies appears, wherever the answer is not
 * cut at its display cap; Recruiting and Headcount's open seats are those of the departments of
 * the viewer's subtree; Management Insights computed from the chart name no one outside the
 * viewer's scope. The scope expected here is a plain walk down the generated chart, never
 * `scope.ts`. A failure prints the chart, one person a line, and who was signed in.
 *
 * Cases are written straight to the synced tables of one HRIS and one ATS integration (no
 * provider is synced per case), then the data version is moved on so that no answer kept in
 * memory is served.
 */

/**
 * Cases: 150 in `pnpm test` (about ten seconds: the loops, the manager of 200 and the duplicate
 * emails come up many times); `pnpm fuzz` (FUZZ_RUNS, 3000 there) runs a fifth of FUZZ_RUNS.
 */
const RUNS = (() => {
  const fuzz = Number(process.env.FUZZ_RUNS ?? 0);
  return Number.isFinite(fuzz) && fuzz > 0 ? Math.max(150, Math.round(fuzz / 5)) : 150;
})();

const DAY_MS = 86_400_000;
/** Managers above the viewer the team card climbs at most (synced-data.ts). */
const MAX_CHAIN_SHOWN = 20;
/** HRIS Insights list at most this many alerts, soonest first. */
const MAX_INSIGHTS = 20;
const ANNIVERSARY_WINDOW_DAYS = 30;
const PTO_WINDOW_DAYS = 14;
/** The team card shows a person's time off that starts within this many days. */
const TEAM_TIME_OFF_WINDOW_DAYS = 90;
/** The goals answer holds at most this many. */
const MAX_GOALS = 50;
/** Recruiting Insights list at most this many open jobs. */
const MAX_OPEN_POSITIONS = 20;
/** People's departments: '' and none are no department. */
const DEPARTMENTS = ['Engineering', 'Design', 'Sales', 'Support', '', null] as const;

/** Named HR in the configuration, in another case than the user's stored (lower-case) email. */
const HR = 'hana.ruiz@scope.example';
const HR_CONFIGURED = 'Hana.Ruiz@Scope.EXAMPLE';
/** Users who are people of the charts (by work email), the viewers of most cases. */
const POOL = ['ana.silva@scope.example', 'ben.okoro@scope.example', 'cai.wen@scope.example'];
/** A user no chart holds. */
const OUTSIDER = 'olu.outside@scope.example';

type Provider = 'bamboohr' | 'workday';

// ── The generated chart ─────────────────────────────────────────────────────────────────────

/** Whom a generated person names as their supervisor. */
type Link =
  | { to: 'none' }
  | { to: 'self' }
  /** A supervisor id nobody has. */
  | { to: 'ghost'; ghost: number }
  /** Someone of the same part of the chart (`at` modulo its size). */
  | { to: 'local'; at: number }
  /** Someone anywhere in the chart (`at` modulo its size). */
  | { to: 'anywhere'; at: number };

/** A work email: none, or the person's own in a mix of cases (`caseSeed` picks the capitals). */
type EmailSpec = null | { caseSeed: number };

/**
 * A user's email on a chosen person, in a mix of cases: a pool user (`user` ≥ 0: two people with
 * one email when it is the viewer's too) or HR (`user` -1: HR in the chart).
 */
interface Placement {
  user: number;
  part: number;
  at: number;
  caseSeed: number;
}

interface AbsenceSpec {
  /** Days from today. */
  start: number;
  days: number;
  kind: string | null;
}

interface GoalSpec {
  /** Days from today; null: no due date (the goals card leaves those out). */
  due: number | null;
  progress: number;
}

interface PersonSpec {
  email: EmailSpec;
  department: (typeof DEPARTMENTS)[number];
  /** Years before this year and days about today; null: no hire date. */
  hire: { yearsAgo: number; days: number } | null;
  /** Insertion order (the database's ids follow it): ascending rank, then position. */
  rank: number;
  absences: AbsenceSpec[];
  goals: GoalSpec[];
}

/** A job of the synced ATS: its department, status, and its seats (closed or not). */
interface JobSpec {
  department: string | null;
  status: 'open' | 'draft' | 'closed';
  seatsClosed: boolean[];
  openedDaysAgo: number;
}

interface PartSpec {
  shape: 'random' | 'loop' | 'deep' | 'wide';
  people: { link: Link; person: PersonSpec }[];
}

type ViewerSpec =
  | { kind: 'hr' }
  | { kind: 'outsider' }
  /** A pool user, whose email the chosen person carries. */
  | ({ kind: 'person' } & Placement);

interface CaseSpec {
  provider: Provider;
  parts: PartSpec[];
  /** Time off of nobody in particular (company holidays). */
  holidays: AbsenceSpec[];
  /** Time off and goals of ids nobody has (a leaver's records). */
  ghostAbsences: { ghost: number; absence: AbsenceSpec }[];
  ghostGoals: { ghost: number | null; goal: GoalSpec }[];
  jobs: JobSpec[];
  /** Users' emails on people besides the viewer's, placed before it. */
  placements: Placement[];
  viewer: ViewerSpec;
  /** Picks a person whose id is a cursor for `/api/team/reports?after=`. */
  cursor: number;
}

const caseSeed = fc.nat();
const emailSpec: fc.Arbitrary<EmailSpec> = fc.option(fc.record({ caseSeed }), {
  nil: null,
  freq: 3,
});
/** Half the time the top of its part: the manager of 200, the top of the deep chain. */
const placement = (user: fc.Arbitrary<number>): fc.Arbitrary<Placement> =>
  fc.record({ user, part: fc.nat(), at: fc.oneof(fc.constant(0), fc.nat()), caseSeed });
const absenceSpec: fc.Arbitrary<AbsenceSpec> = fc.record({
  start: fc.integer({ min: -20, max: 100 }),
  days: fc.integer({ min: 0, max: 10 }),
  kind: fc.constantFrom(null, 'Vacation', 'Sick leave'),
});
const goalSpec: fc.Arbitrary<GoalSpec> = fc.record({
  due: fc.option(fc.integer({ min: -30, max: 200 }), { nil: null }),
  progress: fc.integer({ min: 0, max: 100 }),
});
const personSpec: fc.Arbitrary<PersonSpec> = fc.record({
  email: emailSpec,
  department: fc.constantFrom(...DEPARTMENTS),
  hire: fc.option(
    fc.record({
      yearsAgo: fc.integer({ min: 0, max: 15 }),
      days: fc.integer({ min: -40, max: 40 }),
    }),
    { nil: null },
  ),
  rank: fc.nat({ max: 1_000 }),
  absences: fc.array(absenceSpec, { maxLength: 2 }),
  goals: fc.array(goalSpec, { maxLength: 2 }),
});
const rootLink: fc.Arbitrary<Link> = fc.oneof(
  fc.constant({ to: 'none' as const }),
  fc.constant({ to: 'self' as const }),
  fc.record({ to: fc.constant('ghost' as const), ghost: fc.nat({ max: 5 }) }),
);
const anyLink: fc.Arbitrary<Link> = fc.oneof(
  { weight: 1, arbitrary: rootLink },
  {
    weight: 6,
    arbitrary: fc.record({ to: fc.constant('local' as const), at: fc.nat() }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ to: fc.constant('anywhere' as const), at: fc.nat() }),
  },
);
const local = (at: number): Link => ({ to: 'local', at });

/** Anyone reporting to anyone: loops, self-managers, orphans and several roots by chance. */
const randomPart: fc.Arbitrary<PartSpec> = fc
  .array(fc.record({ link: anyLink, person: personSpec }), { minLength: 1, maxLength: 25 })
  .map((people) => ({ shape: 'random', people }));

/** A ring of 2 to 4 managers (A→B→A), with a few people below it. */
const loopPart: fc.Arbitrary<PartSpec> = fc
  .record({
    ring: fc.array(personSpec, { minLength: 2, maxLength: 4 }),
    below: fc.array(fc.record({ at: fc.nat(), person: personSpec }), { maxLength: 5 }),
  })
  .map(({ ring, below }) => ({
    shape: 'loop',
    people: [
      ...ring.map((person, i) => ({ link: local((i + 1) % ring.length), person })),
      ...below.map(({ at, person }) => ({ link: local(at % ring.length), person })),
    ],
  }));

/** A chain 60 deep; its top a root, an orphan, a self-manager, or the bottom's report (a ring). */
const deepPart: fc.Arbitrary<PartSpec> = fc
  .record({
    top: fc.oneof(rootLink, fc.constant(local(59))),
    people: fc.array(personSpec, { minLength: 60, maxLength: 60 }),
  })
  .map(({ top, people }) => ({
    shape: 'deep',
    people: people.map((person, i) => ({ link: i === 0 ? top : local(i - 1), person })),
  }));

/** A manager of 200. */
const widePart: fc.Arbitrary<PartSpec> = fc
  .record({ top: rootLink, people: fc.array(personSpec, { minLength: 201, maxLength: 201 }) })
  .map(({ top, people }) => ({
    shape: 'wide',
    people: people.map((person, i) => ({ link: i === 0 ? top : local(0), person })),
  }));

const caseSpec: fc.Arbitrary<CaseSpec> = fc.record({
  provider: fc.constantFrom<Provider>('bamboohr', 'workday'),
  parts: fc.array(
    fc.oneof(
      { weight: 6, arbitrary: randomPart },
      { weight: 2, arbitrary: loopPart },
      { weight: 2, arbitrary: deepPart },
      { weight: 2, arbitrary: widePart },
    ),
    { minLength: 1, maxLength: 3 },
  ),
  holidays: fc.array(absenceSpec, { maxLength: 2 }),
  ghostAbsences: fc.array(fc.record({ ghost: fc.nat({ max: 5 }), absence: absenceSpec }), {
    maxLength: 2,
  }),
  // Jobs of the departments people have, of one nobody has, of none.
  jobs: fc.array(
    fc.record({
      department: fc.constantFrom('Engineering', 'Design', 'Sales', 'Support', 'Legal', '', null),
      status: fc.constantFrom('open' as const, 'draft' as const, 'closed' as const),
      seatsClosed: fc.array(fc.boolean(), { minLength: 1, maxLength: 3 }),
      openedDaysAgo: fc.nat({ max: 100 }),
    }),
    { maxLength: 8 },
  ),
  ghostGoals: fc.array(
    fc.record({ ghost: fc.option(fc.nat({ max: 5 }), { nil: null }), goal: goalSpec }),
    { maxLength: 2 },
  ),
  placements: fc.array(placement(fc.integer({ min: -1, max: POOL.length - 1 })), {
    maxLength: 3,
  }),
  viewer: fc.oneof(
    { weight: 1, arbitrary: fc.constant({ kind: 'hr' as const }) },
    { weight: 1, arbitrary: fc.constant({ kind: 'outsider' as const }) },
    {
      weight: 6,
      arbitrary: placement(fc.nat({ max: POOL.length - 1 })).map((chosen) => ({
        kind: 'person' as const,
        ...chosen,
      })),
    },
  ),
  cursor: fc.nat(),
});

// ── The chart as stored, and what each viewer may see ──────────────────────────────────────

interface Person {
  sourceId: string;
  name: string;
  department: string | null;
  supervisor: string | null;
  email: string | null;
  hireDate: string | null;
  rank: number;
  /** Its row's id, once inserted. */
  id: number;
}

interface Absence {
  sourceId: string;
  personSourceId: string | null;
  personName: string;
  start: string;
  end: string;
  kind: string | null;
}

interface Goal {
  sourceId: string;
  personSourceId: string | null;
  ownerName: string;
  dueDate: string | null;
  progress: number;
}

interface Job {
  sourceId: string;
  title: string;
  department: string | null;
  status: JobSpec['status'];
  openedAt: Date;
  seatsClosed: boolean[];
}

interface Chart {
  people: Person[];
  absences: Absence[];
  goals: Goal[];
  jobs: Job[];
}

const pad = (n: number) => String(n).padStart(5, '0');
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const utcToday = () => {
  const now = new Date();
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
};

/** `email` with the letters `seed` picks upper-cased. */
function mixCase(email: string, seed: number): string {
  return [...email].map((char, i) => ((seed >> (i % 30)) & 1 ? char.toUpperCase() : char)).join('');
}

/** The chart a case describes, with dates from `today`; ids are set once inserted. */
function chartOf(spec: CaseSpec, today: number): Chart {
  const total = spec.parts.reduce((sum, part) => sum + part.people.length, 0);
  const sourceIdAt = (index: number) => `p${pad(index)}`;
  const people: Person[] = [];
  const absences: Absence[] = [];
  const goals: Goal[] = [];
  const absence = (owner: string | null, name: string, a: AbsenceSpec): Absence => ({
    sourceId: `t${pad(absences.length)}`,
    personSourceId: owner,
    personName: name,
    start: isoDay(today + a.start * DAY_MS),
    end: isoDay(today + (a.start + a.days) * DAY_MS),
    kind: a.kind,
  });
  const goal = (owner: string | null, name: string, g: GoalSpec): Goal => ({
    sourceId: `goal${pad(goals.length)}`,
    personSourceId: owner,
    ownerName: name,
    dueDate: g.due === null ? null : isoDay(today + g.due * DAY_MS),
    progress: g.progress,
  });
  const year = new Date(today).getUTCFullYear();
  let base = 0;
  for (const part of spec.parts) {
    const size = part.people.length;
    part.people.forEach(({ link, person }, i) => {
      const index = base + i;
      const sourceId = sourceIdAt(index);
      const name = `Person ${sourceId}`;
      const supervisor =
        link.to === 'none'
          ? null
          : link.to === 'self'
            ? sourceId
            : link.to === 'ghost'
              ? `g${link.ghost}`
              : link.to === 'local'
                ? sourceIdAt(base + (link.at % size))
                : sourceIdAt(link.at % total);
      const email =
        person.email === null ? null : mixCase(`${sourceId}@acme.example`, person.email.caseSeed);
      const hire = person.hire;
      const hireDate =
        hire === null
          ? null
          : isoDay(
              Date.UTC(
                year - hire.yearsAgo,
                new Date(today).getUTCMonth(),
                new Date(today).getUTCDate() + hire.days,
              ),
            );
      people.push({
        sourceId,
        name,
        department: person.department,
        supervisor,
        email,
        hireDate,
        rank: person.rank,
        id: 0,
      });
      for (const a of person.absences) absences.push(absence(sourceId, name, a));
      for (const g of person.goals) goals.push(goal(sourceId, name, g));
    });
    base += size;
  }
  for (const a of spec.holidays) absences.push(absence(null, 'Company holiday', a));
  for (const { ghost, absence: a } of spec.ghostAbsences) {
    absences.push(absence(`g${ghost}`, `Ghost g${ghost}`, a));
  }
  for (const { ghost, goal: g } of spec.ghostGoals) {
    goals.push(
      goal(ghost === null ? null : `g${ghost}`, ghost === null ? 'Nobody' : `Ghost g${ghost}`, g),
    );
  }
  const place = ({ user, part, at, caseSeed: seed }: Placement) => {
    const chosen = spec.parts[part % spec.parts.length];
    const start = spec.parts
      .slice(0, part % spec.parts.length)
      .reduce((sum, p) => sum + p.people.length, 0);
    const person = people[start + (at % (chosen?.people.length ?? 1))];
    if (person) person.email = mixCase(POOL[user] ?? HR, seed);
  };
  for (const placed of spec.placements) place(placed);
  if (spec.viewer.kind === 'person') place(spec.viewer);
  const jobs = spec.jobs.map((job, i) => ({
    sourceId: `j${pad(i)}`,
    title: `Job j${pad(i)}`,
    department: job.department,
    status: job.status,
    openedAt: new Date(today - job.openedDaysAgo * DAY_MS),
    seatsClosed: job.seatsClosed,
  }));
  // What each provider syncs besides people: BambooHR time off, Workday goals.
  return spec.provider === 'bamboohr'
    ? { people, absences, goals: [], jobs }
    : { people, absences: [], goals, jobs };
}

/** The chart and viewer in words, for a failure's report: one line a person. */
function chartText(chart: Chart, email: string): string {
  const lines = chart.people
    .slice()
    .sort((a, b) => a.id - b.id)
    .map(
      (p) =>
        `  ${p.sourceId} (id ${p.id}) reports to ${p.supervisor ?? 'no one'}${p.email ? `, ${p.email}` : ''}`,
    );
  return [`signed in as ${email}; the chart, by id:`, ...lines].join('\n');
}

/** The signed-in user of a case. */
function viewerEmail(spec: CaseSpec): string {
  if (spec.viewer.kind === 'hr') return HR;
  if (spec.viewer.kind === 'outsider') return OUTSIDER;
  return POOL[spec.viewer.user] ?? OUTSIDER;
}

/** What the viewer may see, walked down the chart here (never by `scope.ts`). */
interface Expected {
  /** The chart person who is the viewer: the first by id with their email, in any case. */
  person: Person | undefined;
  hr: boolean;
  /** The source ids of the viewer and everyone below them. */
  subtree: Set<string>;
  /** Whether a record of the person with this source id (null: of nobody) is in scope. */
  canSee(sourceId: string | null): boolean;
  /** Whether a job of this department is among the viewer's openings (their subtree's). */
  seesDepartment(department: string | null): boolean;
}

function expectedScope(chart: Chart, email: string): Expected {
  const person = chart.people
    .filter((p) => p.email?.toLowerCase() === email)
    .sort((a, b) => a.id - b.id)[0];
  const hr = email === HR;
  const subtree = new Set<string>();
  if (person) {
    const reportsOf = new Map<string, Person[]>();
    for (const p of chart.people) {
      if (p.supervisor === null) continue;
      reportsOf.set(p.supervisor, [...(reportsOf.get(p.supervisor) ?? []), p]);
    }
    subtree.add(person.sourceId);
    const queue = [person];
    for (let next = queue.shift(); next; next = queue.shift()) {
      for (const report of reportsOf.get(next.sourceId) ?? []) {
        if (subtree.has(report.sourceId)) continue;
        subtree.add(report.sourceId);
        queue.push(report);
      }
    }
  }
  const departments = new Set(
    chart.people.filter((p) => subtree.has(p.sourceId) && p.department).map((p) => p.department),
  );
  return {
    person,
    hr,
    subtree,
    canSee: (sourceId) => sourceId !== null && (hr || subtree.has(sourceId)),
    seesDepartment: (department) => hr || (department !== null && departments.has(department)),
  };
}

/** The person's soonest absence the team card shows: not ended, starting within 90 days. */
function soonestAbsence(chart: Chart, person: Person, today: number) {
  const last = isoDay(today + TEAM_TIME_OFF_WINDOW_DAYS * DAY_MS);
  const [first] = chart.absences
    .filter(
      (a) => a.personSourceId === person.sourceId && a.end >= isoDay(today) && a.start <= last,
    )
    .sort((a, b) => a.start.localeCompare(b.start) || a.sourceId.localeCompare(b.sourceId));
  return first ? { start: first.start, end: first.end, kind: first.kind } : null;
}

/** The alerts HRIS Insights owe the viewer, as `name|type`, before the cap. */
function expectedInsights(chart: Chart, scope: Expected, today: number): string[] {
  const alerts: string[] = [];
  const year = new Date(today).getUTCFullYear();
  for (const person of chart.people) {
    if (!person.hireDate || !scope.canSee(person.sourceId)) continue;
    const hired = new Date(`${person.hireDate}T00:00:00Z`);
    for (const at of [year, year + 1]) {
      const day = Date.UTC(at, hired.getUTCMonth(), hired.getUTCDate());
      const days = Math.round((day - today) / DAY_MS);
      if (at - hired.getUTCFullYear() >= 1 && days >= 0 && days <= ANNIVERSARY_WINDOW_DAYS) {
        alerts.push(`${person.name}|anniversary`);
      }
    }
  }
  for (const absence of chart.absences) {
    if (!scope.canSee(absence.personSourceId)) continue;
    if (absence.end < isoDay(today)) continue;
    if (absence.start > isoDay(today + PTO_WINDOW_DAYS * DAY_MS)) continue;
    alerts.push(`${absence.personName}|pto`);
  }
  return alerts.sort();
}

// ── The server, the users and the one integration ───────────────────────────────────────────

let t: TestApp;
/** The one HRIS and the one ATS, both made the viewer's in each case. */
let integrationId: number;
let atsId: number;
/** Each viewer's user id and session cookies, by email. */
const viewers = new Map<string, { id: number; cookies: Record<string, string> }>();

beforeAll(async () => {
  t = await buildTestApp({ config: { hrEmails: [HR_CONFIGURED] } });
  const { cookies } = await login(t.app, SARAH);
  integrationId = await createBambooHrIntegration(t.app, cookies, {
    endpoint: 'https://127.0.0.1:9/bamboohr/api/gateway.php/acme',
    apiKey: 'scope-properties-key-0123456789',
  });
  const ats = await t.app.inject({
    method: 'POST',
    url: '/api/system-integrations',
    cookies,
    payload: {
      systemType: 'ats',
      systemName: 'other',
      isEnabled: true,
      syncFrequency: 'daily',
      apiEndpoint: 'https://127.0.0.1:9/ats',
      apiKey: 'scope-properties-ats-0123456789',
    },
  });
  expect(ats.statusCode).toBe(201);
  atsId = ats.json().id;
  // One successful run each: the integrations have applied data, which the reads then show.
  const now = new Date();
  await t.database.db.insert(syncRuns).values(
    [integrationId, atsId].map((id) => ({
      id: randomUUID(),
      integrationId: id,
      trigger: 'manual' as const,
      status: 'success' as const,
      queuedAt: now,
      startedAt: now,
      finishedAt: now,
    })),
  );
  for (const email of [...POOL, HR, OUTSIDER]) {
    const id = await insertUser(t.database, { email, name: email.split('@')[0] ?? email });
    const signedIn = await login(t.app, email);
    expect(signedIn.response.statusCode).toBe(200);
    viewers.set(email, { id, cookies: signedIn.cookies });
  }
});

afterAll(async () => {
  await t?.close();
});

/**
 * Replaces the synced organisation with `chart`, as `provider` synced it (BambooHR syncs time
 * off, Workday goals), and its ATS's jobs. Both integrations are the organisation's, so every
 * viewer reads them. Then moves the data version on, as a sync's end does, so no answer kept in
 * memory is served.
 */
async function store(chart: Chart, provider: Provider) {
  const { db } = t.database;
  await db.delete(syncedPeople).where(eq(syncedPeople.integrationId, integrationId));
  await db.delete(syncedTimeOff).where(eq(syncedTimeOff.integrationId, integrationId));
  await db.delete(syncedGoals).where(eq(syncedGoals.integrationId, integrationId));
  await db.delete(syncedJobs).where(eq(syncedJobs.integrationId, atsId));
  await db
    .update(systemIntegrations)
    .set({ systemName: provider })
    .where(eq(systemIntegrations.id, integrationId));
  // Inserted in rank order: the ids (which decide the first of two people with one email, and
  // the order of reports) do not follow the chart's shape.
  const order = chart.people
    .map((person, index) => ({ person, index }))
    .sort((a, b) => a.person.rank - b.person.rank || a.index - b.index)
    .map(({ person }) => person);
  for (let i = 0; i < order.length; i += 500) {
    const rows = await db
      .insert(syncedPeople)
      .values(
        order.slice(i, i + 500).map((person) => ({
          integrationId,
          sourceId: person.sourceId,
          contentHash: 'scope-properties',
          name: person.name,
          jobTitle: 'Engineer',
          department: person.department,
          supervisorSourceId: person.supervisor,
          hireDate: person.hireDate,
          workEmail: person.email,
        })),
      )
      .returning({ id: syncedPeople.id, sourceId: syncedPeople.sourceId });
    const bySource = new Map(rows.map((row) => [row.sourceId, row.id]));
    for (const person of order.slice(i, i + 500)) person.id = bySource.get(person.sourceId) ?? 0;
  }
  if (chart.absences.length > 0) {
    await db.insert(syncedTimeOff).values(
      chart.absences.map((absence) => ({
        integrationId,
        sourceId: absence.sourceId,
        contentHash: 'scope-properties',
        personSourceId: absence.personSourceId,
        personName: absence.personName,
        startDate: absence.start,
        endDate: absence.end,
        kind: absence.kind,
      })),
    );
  }
  if (chart.goals.length > 0) {
    await db.insert(syncedGoals).values(
      chart.goals.map((goal) => ({
        integrationId,
        sourceId: goal.sourceId,
        contentHash: 'scope-properties',
        personSourceId: goal.personSourceId,
        ownerName: goal.ownerName,
        title: `Goal ${goal.sourceId}`,
        description: 'A goal',
        status: 'in_progress' as const,
        priority: 'medium' as const,
        progress: goal.progress,
        dueDate: goal.dueDate,
      })),
    );
  }
  if (chart.jobs.length > 0) {
    await db.insert(syncedJobs).values(
      chart.jobs.map((job) => ({
        integrationId: atsId,
        sourceId: job.sourceId,
        contentHash: 'scope-properties',
        title: job.title,
        department: job.department,
        status: job.status,
        openedAt: job.openedAt,
        closedAt: null,
        openings: job.seatsClosed.map((closed) => ({
          openedAt: job.openedAt.toISOString(),
          closedAt: closed ? job.openedAt.toISOString() : null,
          filled: closed,
        })),
      })),
    );
  }
  await t.app.dataVersion.written();
}

async function read(cookies: Record<string, string>, url: string): Promise<unknown> {
  const response = await t.app.inject({ url, cookies });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json();
}

// ── The properties ─────────────────────────────────────────────────────────────────────────

describe('whose personal data a viewer sees, over random org charts', () => {
  it(
    'every read names only people in scope, and every one in scope who qualifies',
    async () => {
      await fc.assert(
        fc.asyncProperty(caseSpec, async (spec) => {
          const today = utcToday();
          const chart = chartOf(spec, today);
          const email = viewerEmail(spec);
          const viewer = viewers.get(email);
          if (!viewer) throw new Error(`no user ${email}`);
          await store(chart, spec.provider);
          const scope = expectedScope(chart, email);
          const { cookies } = viewer;
          try {
            await check(spec, chart, scope, cookies, today);
          } catch (error) {
            // Dates are worded from today: a case that ran across midnight (UTC) proves nothing.
            if (utcToday() !== today) return;
            throw new Error(`${chartText(chart, email)}\n${String(error)}`, { cause: error });
          }
        }),
        { numRuns: RUNS },
      );
    },
    RUNS * 4_000,
  );
});

/** Every read of the case, against what its viewer may see. */
async function check(
  spec: CaseSpec,
  chart: Chart,
  scope: Expected,
  cookies: Record<string, string>,
  today: number,
) {
  const byId = new Map(chart.people.map((person) => [person.id, person]));

  // Headcount: hired, the viewer and everyone below them (HR the company, an outsider none);
  // open and draft, the unfilled seats of their subtree's departments (HR: every department;
  // an outsider: none).
  const headcount = ZHeadcountMetrics.parse(await read(cookies, '/api/headcount-metrics'));
  const hired = scope.hr ? chart.people.length : scope.person ? scope.subtree.size : null;
  const seats = (status: JobSpec['status']) =>
    chart.jobs
      .filter((job) => job.status === status && scope.seesDepartment(job.department))
      .reduce((sum, job) => sum + job.seatsClosed.filter((closed) => !closed).length, 0);
  expect(headcount).toMatchObject({
    hired,
    // An outsider has no departments to count openings in: none, not zero.
    open: hired === null ? null : seats('open'),
    planned: hired === null ? null : hired + seats('open') + seats('draft'),
  });

  // Recruiting: the open jobs of those departments, all of them up to the card's twenty.
  const recruiting = ZAtsInsights.parse(await read(cookies, '/api/ats-insights'));
  const owedJobs = chart.jobs
    .filter(
      (job) =>
        job.status === 'open' &&
        job.seatsClosed.includes(false) &&
        scope.seesDepartment(job.department),
    )
    .map((job) => job.title)
    .sort();
  const listed = recruiting.openPositions.map((position) => position.title);
  for (const title of listed) {
    expect(owedJobs.includes(title), `${title} is not of the viewer's departments`).toBe(true);
  }
  if (owedJobs.length <= MAX_OPEN_POSITIONS) expect(listed.sort()).toEqual(owedJobs);

  // HRIS Insights: anniversaries and time off of people in scope only, all of them up to
  // the card's twenty.
  const insights = ZHrisInsightsResponse.parse(await read(cookies, '/api/hris-insights'));
  const visibleNames = new Set<string>();
  for (const person of chart.people) {
    if (scope.canSee(person.sourceId)) visibleNames.add(person.name);
  }
  for (const absence of chart.absences) {
    if (scope.canSee(absence.personSourceId)) visibleNames.add(absence.personName);
  }
  const named = insights.map((insight) => {
    const name = insight.title.slice(0, insight.title.indexOf(':'));
    expect(visibleNames.has(name), `${insight.title} is not the viewer's to see`).toBe(true);
    return `${name}|${insight.type}`;
  });
  const owed = expectedInsights(chart, scope, today);
  if (owed.length <= MAX_INSIGHTS) {
    expect(named.sort()).toEqual(owed);
  } else {
    expect(named).toHaveLength(MAX_INSIGHTS);
    const left = [...owed];
    for (const alert of named) {
      const at = left.indexOf(alert);
      expect(at, `${alert} shown more often than owed`).toBeGreaterThanOrEqual(0);
      left.splice(at, 1);
    }
  }

  // The team card: the managers above by directory facts, the viewer, the first page of
  // their direct reports; time off only of people in scope.
  const team = ZEmployeesResponse.parse(await read(cookies, '/api/employees'));
  const v = scope.person;
  const timeOffOf = (person: Person) =>
    spec.provider === 'bamboohr' ? soonestAbsence(chart, person, today) : null;
  const reports = v
    ? chart.people
        .filter((p) => p.supervisor === v.sourceId && p.sourceId !== v.sourceId)
        .sort((a, b) => a.id - b.id)
    : [];
  if (!v) {
    expect(team).toEqual([]);
  } else {
    const chain: Person[] = [];
    const seen = new Set([v.sourceId]);
    const bySource = new Map(chart.people.map((person) => [person.sourceId, person]));
    for (let next = v.supervisor; next !== null && !seen.has(next); ) {
      seen.add(next);
      const manager = bySource.get(next);
      if (!manager) break;
      chain.push(manager);
      next = manager.supervisor;
    }
    const shownChain = chain.slice(0, MAX_CHAIN_SHOWN);
    const firstReports = reports
      .slice(0, TEAM_PAGE_SIZE)
      .filter((report) => !shownChain.includes(report));
    const ids = team.map((employee) => employee.id);
    expect(new Set(ids).size, 'someone shown twice').toBe(ids.length);
    expect([...ids].sort((a, b) => a - b)).toEqual(
      [...shownChain, v, ...firstReports].map((p) => p.id).sort((a, b) => a - b),
    );
    const me = team.find((employee) => employee.isViewer);
    expect(me?.id).toBe(v.id);
    expect(team.filter((employee) => employee.isViewer)).toHaveLength(1);
    expect(me?.directReportCount).toBe(reports.length);
    for (const employee of team) {
      const person = byId.get(employee.id);
      if (!person) throw new Error(`unknown employee ${employee.id}`);
      const timeOff = employee.synced?.upcomingTimeOff ?? null;
      if (!scope.canSee(person.sourceId)) {
        expect(timeOff, `${person.name}'s time off shown`).toBeNull();
      } else if (person === v || firstReports.includes(person)) {
        expect(timeOff, `${person.name}'s time off`).toEqual(timeOffOf(person));
      }
    }
  }

  // Further pages of reports: the viewer's own direct reports, each once, in id order.
  const paged: Employee[] = [];
  let after: number | null = null;
  for (let page = 0; page <= reports.length / TEAM_PAGE_SIZE + 1; page += 1) {
    const answer = ZTeamReportsResponse.parse(
      await read(cookies, `/api/team/reports${after === null ? '' : `?after=${after}`}`),
    );
    paged.push(...answer.reports);
    after = answer.next;
    if (after === null) break;
  }
  expect(after, 'the pages did not end').toBeNull();
  expect(paged.map((report) => report.id)).toEqual(reports.map((report) => report.id));
  for (const report of paged) {
    const person = byId.get(report.id);
    if (!person) throw new Error(`unknown report ${report.id}`);
    expect(report.managerId).toBe(v?.id);
    expect(report.synced?.upcomingTimeOff ?? null).toEqual(timeOffOf(person));
  }
  // A cursor only says where to start, never whose reports: anyone's id as `after`.
  const cursor = chart.people[spec.cursor % chart.people.length]?.id ?? 1;
  const fromCursor = ZTeamReportsResponse.parse(
    await read(cookies, `/api/team/reports?after=${cursor}`),
  );
  const owedAfter = reports.filter((report) => report.id > cursor);
  expect(fromCursor.reports.map((report) => report.id)).toEqual(
    owedAfter.slice(0, TEAM_PAGE_SIZE).map((report) => report.id),
  );
  expect(fromCursor.next).toBe(
    owedAfter.length > TEAM_PAGE_SIZE ? (owedAfter[TEAM_PAGE_SIZE - 1]?.id ?? null) : null,
  );

  // Goals (Workday): those of people in scope only, all of them up to the card's fifty.
  const goals = ZWorkdayGoalsResponse.parse(await read(cookies, '/api/workday/goals'));
  if (spec.provider !== 'workday') {
    expect(goals).toEqual([]);
  } else {
    const bySource = new Map(chart.goals.map((goal) => [goal.sourceId, goal]));
    for (const goal of goals) {
      const stored = bySource.get(String(goal.id));
      expect(
        stored && scope.canSee(stored.personSourceId),
        `goal ${goal.id} (${goal.owner.name}) is not the viewer's to see`,
      ).toBe(true);
    }
    const owedGoals = chart.goals
      .filter((goal) => goal.dueDate !== null && scope.canSee(goal.personSourceId))
      .map((goal) => goal.sourceId)
      .sort();
    if (owedGoals.length <= MAX_GOALS) {
      expect(goals.map((goal) => String(goal.id)).sort()).toEqual(owedGoals);
    } else {
      expect(goals).toHaveLength(MAX_GOALS);
    }
  }

  // Management Insights computed from the case by the engine: none names a person outside the
  // viewer's scope, in its title, its text or the records of its evidence.
  const [integration] = await t.database.db
    .select({ organisationId: systemIntegrations.organisationId })
    .from(systemIntegrations)
    .limit(1);
  if (integration) await t.app.insights.run(integration.organisationId);
  await t.app.dataVersion.written();
  const computed = ZManagementInsightsResponse.parse(
    await read(cookies, '/api/management-insights'),
  );
  for (const insight of computed) {
    expect(insight.evidence, `${insight.title} is computed`).toBeDefined();
    const text = [
      insight.title,
      insight.description,
      insight.person ?? '',
      ...(insight.evidence?.records.map((record) => record.label) ?? []),
    ].join('\n');
    for (const person of chart.people) {
      if (!text.includes(person.name)) continue;
      expect(scope.canSee(person.sourceId), `${insight.title} names ${person.name}`).toBe(true);
    }
  }
}
