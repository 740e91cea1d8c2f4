import {
  type AtsInsights,
  type Employee,
  type EmployeeTimeOff,
  type Goal,
  type HeadcountMetrics,
  type HrisInsight,
  type Okr,
  TEAM_PAGE_SIZE,
  type TeamReportsResponse,
} from '@q/schemas/manager';
import { ALL_SAMPLE, OWN_PEERS_SHOWN, type OwnPersonalData } from '@q/schemas/personal';
import {
  type DataFeed,
  type DataSourcesResponse,
  type Provenance,
  SAMPLE_PROVENANCE,
  type SyncRun,
} from '@q/schemas/sync';
import { and, asc, desc, eq, gt, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  createScopeResolver,
  departmentScopeCondition,
  EMPTY_SCOPE,
  managerSourceIdOf,
  ownPageView,
  personalScopeCondition,
  type ScopeRole,
  type ScopeSettings,
  type ScopeViewer,
  type ViewerScope,
} from '../access/scope.js';
import { type DataStamp, stampedMemo } from '../caching/data-version.js';
import {
  hireCalendarDay,
  syncedApplications,
  syncedGoals,
  syncedJobs,
  syncedOkrs,
  syncedPeople,
  syncedTimeOff,
  syncRuns,
  systemIntegrations,
  users,
} from '../db/schema.js';
import type { Db } from '../db/types.js';
import { findConnector } from '../sync/connectors/index.js';
import { toSyncRun } from '../sync/store.js';
import { tenureOn } from './own-page-rules.js';

/**
 * The dashboards' figures from the viewer's connected HRIS and ATS. Each read answers undefined
 * when the viewer has no synced source for it, and the caller answers the seeded sample instead.
 * What a viewer may see of the synced people is the scope's (`access/scope.ts`): every read of
 * people's personal data here goes through it.
 */

/** A job open longer than this is Urgent on the Recruiting Insights card. */
export const URGENT_OPEN_DAYS = 45;
/** Anniversaries within this many days and time off starting within this many become alerts. */
const ANNIVERSARY_WINDOW_DAYS = 30;
const PTO_WINDOW_DAYS = 14;
/** A team member's time off is shown when it has not ended and starts within this many days. */
const TEAM_TIME_OFF_WINDOW_DAYS = 90;
const MAX_INSIGHTS = 20;
const MAX_OPEN_POSITIONS = 20;
const DAY_MS = 86_400_000;

/** The fields each feed shows; a missing one makes the feed partial. */
const FEED_FIELDS: Record<DataFeed, readonly string[]> = {
  // `people.status`: the provider did not say who has left, so people who left may be counted.
  team: [
    'people.name',
    'people.jobTitle',
    'people.supervisorSourceId',
    'people.workEmail',
    'people.status',
  ],
  hrisInsights: ['people.hireDate', 'people.status', 'timeOff.'],
  headcount: ['people.name', 'people.status'],
  openings: ['jobs.'],
  recruiting: ['jobs.', 'applications.'],
  goals: ['goals.'],
  okrs: ['okrs.'],
};

/** The fields each section of a person's own page shows (`ownPersonalData`). */
const OWN_PAGE_FIELDS = {
  goals: ['goals.'],
  timeOff: ['timeOff.'],
  team: ['people.name', 'people.jobTitle', 'people.supervisorSourceId', 'people.workEmail'],
  tenure: ['people.hireDate', 'people.workEmail'],
  level: ['people.jobTitle', 'people.workEmail'],
} as const satisfies Record<keyof OwnPersonalData, readonly string[]>;
/** How many of their own coming absences a person's page lists. */
const OWN_TIME_OFF_SHOWN = 5;
/** How many of their own goals a person's page lists, soonest due first. */
const OWN_GOALS_SHOWN = 20;

interface Source {
  integrationId: number;
  provider: Provenance['provider'];
  kinds: readonly string[];
  lastSuccess: SyncRun | undefined;
  lastAttempt: SyncRun | undefined;
}

/** The columns of a synced person the team card shows. */
const PERSON_COLUMNS = {
  id: syncedPeople.id,
  sourceId: syncedPeople.sourceId,
  name: syncedPeople.name,
  jobTitle: syncedPeople.jobTitle,
  supervisorSourceId: syncedPeople.supervisorSourceId,
};
type PersonRow = {
  id: number;
  sourceId: string;
  name: string;
  jobTitle: string | null;
  supervisorSourceId: string | null;
};

/** A job's seats not yet closed, counted by the database (openings are a jsonb list). */
const UNFILLED_SEATS = sql<number>`(select count(*) from jsonb_array_elements(${syncedJobs.openings}) as seat where seat.value->>'closedAt' is null)::int`;

/**
 * Team capacity from connected data: the staffed share of the planned headcount, hired ÷ planned
 * as a percent with two decimals ('87.50'); null without both figures, '0.00' with no plan.
 */
export function staffedShare(hired: number | null, planned: number | null): string | null {
  if (hired === null || planned === null) return null;
  if (planned === 0) return '0.00';
  return ((hired / planned) * 100).toFixed(2);
}

/** Managers above the viewer the team answer climbs at most (a loop in the data stops it too). */
const MAX_CHAIN = 20;

/**
 * People as the team card's employees: managers by our ids (a manager outside `rows` is null),
 * the viewer marked and, with their manager, first; the rest by id.
 */
function toEmployees(
  rows: readonly PersonRow[],
  viewer: PersonRow | undefined,
  timeOff: ReadonlyMap<string, EmployeeTimeOff>,
): Employee[] {
  const idBySource = new Map(rows.map((row) => [row.sourceId, row.id]));
  const rank = (row: PersonRow) => {
    if (!viewer) return 3;
    if (row.id === viewer.id) return 1;
    if (row.sourceId === viewer.supervisorSourceId) return 0;
    if (row.supervisorSourceId === viewer.sourceId) return 2;
    return 3;
  };
  return [...rows]
    .sort((a, b) => rank(a) - rank(b) || a.id - b.id)
    .map((row) => ({
      id: row.id,
      name: row.name,
      position: row.jobTitle ?? '',
      // Nobody is their own manager, whatever a source stored (a self-reference would make the
      // person their own report).
      managerId:
        row.supervisorSourceId && row.supervisorSourceId !== row.sourceId
          ? (idBySource.get(row.supervisorSourceId) ?? null)
          : null,
      // A synced person is shown by their initials, never by the provider's photo URL: the page
      // would load it from whatever host the provider named (the CSP allows only this origin's
      // images), telling that host who looks at the team and from where.
      avatar: null,
      ...(viewer && row.id === viewer.id && { isViewer: true as const }),
      synced: { upcomingTimeOff: timeOff.get(row.sourceId) ?? null },
    }));
}

/** Today at UTC midnight, in ms, and a day of it as an ISO date. */
const utcToday = (now: Date) => Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The calendar days (MMDD, as {@link hireCalendarDay}) from `today` (UTC midnight, in ms) through
 * `days` after it. A 29 February hire's anniversary falls on 1 March in other years, so it is in
 * when 28 February or 1 March is.
 */
export function calendarDaysFrom(today: number, days: number): number[] {
  const out = new Set<number>();
  for (let day = 0; day <= days; day += 1) {
    const date = new Date(today + day * DAY_MS);
    out.add((date.getUTCMonth() + 1) * 100 + date.getUTCDate());
  }
  if (out.has(228) || out.has(301)) out.add(229);
  return [...out];
}

/**
 * Who reads, and where the data stood when their request first asked (`request.dataStamp()`;
 * null when that is unknown).
 */
export interface SyncViewer {
  userId: number | null;
  stamp: DataStamp | null;
}

/** The viewer of a request: its session's user, signed out the demo manager's view (null). */
export async function syncViewer(request: FastifyRequest): Promise<SyncViewer> {
  return { userId: request.user?.id ?? null, stamp: await request.dataStamp() };
}

/** How many viewers' sources are kept (each a few hundred bytes). */
const MAX_KEPT_SOURCES = 256;

export function createSyncedDataRepository(db: Db, settings: ScopeSettings) {
  const scopes = createScopeResolver(db, settings);

  /**
   * Sources looked up, by viewer and type, with the stamp of the request that looked first.
   * The dashboard's reads each need the viewer's sources: when a sync ends, its seven reads come
   * at once, and would otherwise look the same integration and runs up seven times.
   */
  const kept = stampedMemo<Source | undefined>(MAX_KEPT_SOURCES);

  /**
   * The viewer's organisation's enabled integration of a type with a connector, and its runs:
   * shared by the requests that stand where the looking one stood (`stampedMemo`).
   */
  function source({ userId, stamp }: SyncViewer, type: 'hris' | 'ats') {
    if (userId === null) return Promise.resolve(undefined);
    return kept(`${userId}:${type}`, stamp, () => lookUpSource(userId, type));
  }

  async function lookUpSource(userId: number, type: 'hris' | 'ats'): Promise<Source | undefined> {
    // The organisation's connection: connected once, for everybody in it.
    const [connected] = await db
      .select({ integration: systemIntegrations })
      .from(systemIntegrations)
      .innerJoin(users, eq(users.organisationId, systemIntegrations.organisationId))
      .where(
        and(
          eq(users.id, userId),
          eq(systemIntegrations.systemType, type),
          eq(systemIntegrations.isEnabled, true),
        ),
      );
    const row = connected?.integration;
    if (!row) return undefined;
    const found = findConnector(row.systemType, row.systemName, row.apiEndpoint);
    if (!found) return undefined;
    const finished = await db
      .select()
      .from(syncRuns)
      .where(and(eq(syncRuns.integrationId, row.id), sql`${syncRuns.status} <> 'running'`))
      .orderBy(desc(syncRuns.finishedAt))
      .limit(20);
    const runs = finished.map(toSyncRun);
    return {
      integrationId: row.id,
      provider: row.systemName,
      kinds: found.connector.kinds,
      lastAttempt: runs[0],
      lastSuccess: runs.find((run) => run.status === 'success' || run.status === 'partial'),
    };
  }

  /** The source when it has applied data of `kind`. */
  async function synced(viewer: SyncViewer, type: 'hris' | 'ats', kind: string) {
    const found = await source(viewer, type);
    return found?.lastSuccess && found.kinds.includes(kind) ? found : undefined;
  }

  function provenance(
    found: Source | undefined,
    feed: DataFeed,
    kind: string,
    recordCount: number | null = null,
  ): Provenance {
    return provenanceOf(found, FEED_FIELDS[feed], kind, recordCount);
  }

  /** A source's provenance for figures of `kind` that show `fields` (a missing one: partial). */
  function provenanceOf(
    found: Source | undefined,
    fields: readonly string[],
    kind: string,
    recordCount: number | null = null,
  ): Provenance {
    if (!found?.kinds.includes(kind)) return SAMPLE_PROVENANCE;
    const { lastSuccess, lastAttempt } = found;
    const failed = lastAttempt?.status === 'error' ? lastAttempt : undefined;
    const base = {
      provider: found.provider,
      integrationId: found.integrationId,
      syncedAt: lastSuccess?.finishedAt ?? null,
      lastAttemptAt: lastAttempt?.finishedAt ?? null,
      cause: failed?.message ?? null,
    };
    if (!lastSuccess) return { ...SAMPLE_PROVENANCE, ...base };
    const missingFields = lastSuccess.missingFields.filter((field) =>
      fields.some(
        (prefix) => field === prefix || (prefix.endsWith('.') && field.startsWith(prefix)),
      ),
    );
    const state = failed ? 'stale' : missingFields.length > 0 ? 'partial' : 'live';
    return { state, ...base, missingFields, recordCount };
  }

  async function peopleCount(integrationId: number): Promise<number> {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(syncedPeople)
      .where(eq(syncedPeople.integrationId, integrationId));
    return row?.count ?? 0;
  }

  /**
   * Each of `people`'s soonest approved absence that has not ended and starts within the window,
   * by their source id (absences of nobody in particular, such as company holidays, are left
   * out). Only the people shown are asked about, not the organisation's every absence.
   */
  async function upcomingTimeOff(
    integrationId: number,
    now: Date,
    people: readonly PersonRow[],
  ): Promise<Map<string, EmployeeTimeOff>> {
    if (people.length === 0) return new Map();
    const today = utcToday(now);
    const rows = await db
      .select({
        personSourceId: syncedTimeOff.personSourceId,
        start: syncedTimeOff.startDate,
        end: syncedTimeOff.endDate,
        kind: syncedTimeOff.kind,
      })
      .from(syncedTimeOff)
      .where(
        and(
          eq(syncedTimeOff.integrationId, integrationId),
          inArray(
            syncedTimeOff.personSourceId,
            people.map((person) => person.sourceId),
          ),
          gte(syncedTimeOff.endDate, isoDay(today)),
          lte(syncedTimeOff.startDate, isoDay(today + TEAM_TIME_OFF_WINDOW_DAYS * DAY_MS)),
        ),
      )
      .orderBy(asc(syncedTimeOff.startDate), asc(syncedTimeOff.sourceId));
    const soonest = new Map<string, EmployeeTimeOff>();
    for (const { personSourceId, ...absence } of rows) {
      if (personSourceId && !soonest.has(personSourceId)) soonest.set(personSourceId, absence);
    }
    return soonest;
  }

  /**
   * The viewer's direct reports: those who name them as supervisor, but never the viewer
   * themselves (a source may store someone as their own supervisor; nobody is their own report).
   */
  const reportsOf = (integrationId: number, viewer: PersonRow) =>
    and(
      eq(syncedPeople.integrationId, integrationId),
      eq(syncedPeople.supervisorSourceId, viewer.sourceId),
      ne(syncedPeople.sourceId, viewer.sourceId),
    );

  /**
   * At most `TEAM_PAGE_SIZE` of the viewer's direct reports after the id `after`, in id order
   * (keyset: the index on integration, supervisor and id answers it without reading the rest),
   * and the cursor of the next page (null on the last).
   */
  async function reportsPage(
    integrationId: number,
    viewer: PersonRow,
    after: number | undefined,
  ): Promise<{ rows: PersonRow[]; next: number | null }> {
    const rows = await db
      .select(PERSON_COLUMNS)
      .from(syncedPeople)
      .where(
        and(
          reportsOf(integrationId, viewer),
          after === undefined ? undefined : gt(syncedPeople.id, after),
        ),
      )
      .orderBy(asc(syncedPeople.id))
      .limit(TEAM_PAGE_SIZE + 1);
    const page = rows.slice(0, TEAM_PAGE_SIZE);
    const last = page.at(-1);
    return { rows: page, next: rows.length > TEAM_PAGE_SIZE && last ? last.id : null };
  }

  async function reportCount(integrationId: number, viewer: PersonRow): Promise<number> {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(syncedPeople)
      .where(reportsOf(integrationId, viewer));
    return row?.count ?? 0;
  }

  /**
   * Names and hire dates of the people whose anniversary may fall within `days` of `today`: the
   * database keeps those hired on one of the window's calendar days (a company's thousands of
   * people are not read to find a few dozen); the exact rule is applied to what it answers.
   */
  async function hireDates(integrationId: number, scope: ViewerScope, today: number, days: number) {
    return db
      .select({ name: syncedPeople.name, hireDate: syncedPeople.hireDate })
      .from(syncedPeople)
      .where(
        and(
          eq(syncedPeople.integrationId, integrationId),
          inArray(hireCalendarDay(syncedPeople.hireDate), calendarDaysFrom(today, days)),
          personalScopeCondition(scope, syncedPeople.sourceId),
        ),
      );
  }

  async function scopeViewer(userId: number): Promise<ScopeViewer> {
    const [row] = await db
      .select({ email: users.email, grants: users.groupRoles })
      .from(users)
      .where(eq(users.id, userId));
    return { email: row?.email, grants: row?.grants ?? [] };
  }

  /** The reader's scope in the organisation the HRIS `integrationId` synced. */
  async function scopeIn(reader: SyncViewer, integrationId: number): Promise<ViewerScope> {
    if (reader.userId === null) return EMPTY_SCOPE;
    return scopes.scope(
      integrationId,
      reader.userId,
      await scopeViewer(reader.userId),
      reader.stamp,
    );
  }

  /**
   * The reader's scope for the ATS's openings: the departments of their subtree in the HRIS's
   * org chart. Without a synced HRIS there is no org chart to scope by, and openings (which
   * name no person) are answered whole, as to the one who connected the ATS.
   */
  async function openingsScope(reader: SyncViewer): Promise<ViewerScope | undefined> {
    const hris = await synced(reader, 'hris', 'people');
    return hris ? scopeIn(reader, hris.integrationId) : undefined;
  }

  return {
    /**
     * The role the synced org chart gives the reader; null when their organisation has no
     * synced HRIS or it does not hold them (their account's own role then stands).
     */
    async chartRole(reader: SyncViewer): Promise<ScopeRole | null> {
      const found = await synced(reader, 'hris', 'people');
      if (!found) return null;
      const scope = await scopeIn(reader, found.integrationId);
      return scope.person ? scope.role : null;
    },

    /** The reader's scope in their organisation's synced HRIS; empty without one. */
    async viewerScope(reader: SyncViewer): Promise<ViewerScope> {
      const found = await synced(reader, 'hris', 'people');
      return found ? scopeIn(reader, found.integrationId) : EMPTY_SCOPE;
    },

    /**
     * The accounts whose scope holds the personal data of user `userId` besides themselves: the
     * people above them in their organisation's synced org chart, and HR (as their accounts say
     * now). Empty without a synced HRIS, or when the chart does not hold them.
     */
    async viewersOf(reader: SyncViewer & { userId: number }): Promise<number[]> {
      const found = await synced(reader, 'hris', 'people');
      if (!found) return [];
      const scope = await scopeIn(reader, found.integrationId);
      if (!scope.person) return [];
      const result = await db.execute(sql`
        with recursive above(source_id, depth) as (
          select ${syncedPeople.supervisorSourceId}, 1 from ${syncedPeople}
          where ${syncedPeople.integrationId} = ${found.integrationId}
            and ${syncedPeople.sourceId} = ${scope.person.sourceId}
          union
          select p.supervisor_source_id, a.depth + 1 from synced_people p
          join above a on p.source_id = a.source_id
          where p.integration_id = ${found.integrationId} and a.depth < 100
        )
        select distinct u.id from users u
        join system_integrations i on i.organisation_id = u.organisation_id
        where i.id = ${found.integrationId} and u.id <> ${reader.userId} and (
          'hr' = any(u.group_roles)
          or u.email in (select jsonb_array_elements_text(${JSON.stringify(settings.hrEmails.map((e) => e.toLowerCase()))}::jsonb))
          or u.email in (
            select lower(p.work_email) from synced_people p join above a on p.source_id = a.source_id
            where p.integration_id = ${found.integrationId}
          )
        )`);
      return (result as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
    },

    async dataSources(viewer: SyncViewer): Promise<DataSourcesResponse> {
      const [hris, ats] = await Promise.all([source(viewer, 'hris'), source(viewer, 'ats')]);
      const people =
        hris?.lastSuccess && hris.kinds.includes('people')
          ? await peopleCount(hris.integrationId)
          : null;
      return {
        team: provenance(hris, 'team', 'people', people),
        hrisInsights: provenance(hris, 'hrisInsights', 'people'),
        headcount: hris?.lastSuccess
          ? provenance(hris, 'headcount', 'people')
          : provenance(ats, 'headcount', 'jobs'),
        openings: provenance(ats, 'openings', 'jobs'),
        recruiting: provenance(ats, 'recruiting', 'jobs'),
        goals: provenance(hris, 'goals', 'goals'),
        okrs: provenance(hris, 'okrs', 'okrs'),
      };
    },

    /**
     * The viewer's team from the synced organisation: the managers above them (up to the top),
     * the viewer (marked `isViewer`: the synced person whose work email is the user's, carrying
     * `directReportCount`) and the first page of their direct reports (`TEAM_PAGE_SIZE`, in id
     * order; the card asks for the rest through {@link teamReports}). Bounded whatever the size
     * of the organisation: at most `MAX_CHAIN` + 1 + `TEAM_PAGE_SIZE` people. When no synced
     * person is the viewer, an empty team: the card says the organisation holds no one with the
     * user's work email (never the whole organisation, which may hold a hundred thousand people).
     */
    async team(reader: SyncViewer, now = new Date()): Promise<Employee[] | undefined> {
      const found = await synced(reader, 'hris', 'people');
      if (!found || reader.userId === null) return undefined;
      const integrationId = found.integrationId;
      const scope = await scopeIn(reader, integrationId);
      const viewer = scope.person;
      if (!viewer) return [];
      const above: PersonRow[] = [];
      const seen = new Set([viewer.sourceId]);
      for (
        let next = viewer.supervisorSourceId;
        next && !seen.has(next) && above.length < MAX_CHAIN;
      ) {
        seen.add(next);
        const [manager] = await db
          .select(PERSON_COLUMNS)
          .from(syncedPeople)
          .where(
            and(eq(syncedPeople.integrationId, integrationId), eq(syncedPeople.sourceId, next)),
          );
        if (!manager) break;
        above.push(manager);
        next = manager.supervisorSourceId;
      }
      const [page, count] = await Promise.all([
        reportsPage(integrationId, viewer, undefined),
        reportCount(integrationId, viewer),
      ]);
      // A manager above the viewer who also reports to them (a loop in the data) is shown once.
      const reports = page.rows.filter((row) => !seen.has(row.sourceId));
      const rows = [...above, viewer, ...reports];
      // Time off is personal: the viewer's own and their reports', never their managers'.
      const timeOff = found.kinds.includes('timeOff')
        ? await upcomingTimeOff(integrationId, now, [viewer, ...reports])
        : new Map<string, EmployeeTimeOff>();
      return toEmployees(rows, viewer, timeOff).map((employee) =>
        employee.id === viewer.id ? { ...employee, directReportCount: count } : employee,
      );
    },

    /**
     * A page of the viewer's own direct reports after the report `after` (id order), at most
     * `TEAM_PAGE_SIZE`, and the cursor of the next page. Scoped to the signed-in user's own synced
     * person in their own integration: a cursor only says where to start, never whose reports.
     * Empty when the user has no synced team.
     */
    async teamReports(
      reader: SyncViewer,
      after: number | undefined,
      now = new Date(),
    ): Promise<TeamReportsResponse> {
      const empty = { reports: [], next: null };
      const found = await synced(reader, 'hris', 'people');
      if (!found || reader.userId === null) return empty;
      const integrationId = found.integrationId;
      const viewer = (await scopeIn(reader, integrationId)).person;
      if (!viewer) return empty;
      const page = await reportsPage(integrationId, viewer, after);
      const timeOff = found.kinds.includes('timeOff')
        ? await upcomingTimeOff(integrationId, now, page.rows)
        : new Map<string, EmployeeTimeOff>();
      // Their manager is the viewer, whose id the card already holds.
      const reports = toEmployees(page.rows, undefined, timeOff).map((employee) => ({
        ...employee,
        managerId: viewer.id,
      }));
      return { reports, next: page.next };
    },

    /**
     * The signed-in person's own page (eyeQ) from the connected HRIS, section by section: their
     * goals and coming time off, their manager and peers (the same manager) by name and title
     * only, their tenure and next work anniversary (from their hire date), and their job title as
     * their level. A section is `sample` where nothing computes it: signed out, no synced HRIS, a
     * source that does not give it (Workday gives no time off), a person the
     * synced organisation does not hold, or a record without the field. Whom it shows, and how
     * much of each, the scope decides (`ownPageView`): a manager's or HR's wider scope adds
     * nobody to their own page.
     */
    async ownPersonalData(reader: SyncViewer, now = new Date()): Promise<OwnPersonalData> {
      const found = await synced(reader, 'hris', 'people');
      if (!found || reader.userId === null) return ALL_SAMPLE;
      const integrationId = found.integrationId;
      const scope = await scopeIn(reader, integrationId);
      const viewer = scope.person;
      if (!viewer || ownPageView(scope, viewer) !== 'personal') return ALL_SAMPLE;
      const today = isoDay(utcToday(now));
      const manager = managerSourceIdOf(viewer);
      const inIntegration = eq(syncedPeople.integrationId, integrationId);
      const peersOf = (managerId: string) =>
        and(
          inIntegration,
          eq(syncedPeople.supervisorSourceId, managerId),
          ne(syncedPeople.sourceId, viewer.sourceId),
          ne(syncedPeople.sourceId, managerId),
        );
      const colleague = {
        sourceId: syncedPeople.sourceId,
        supervisorSourceId: syncedPeople.supervisorSourceId,
        name: syncedPeople.name,
        title: syncedPeople.jobTitle,
      };
      const [[own], managerRows, peerRows, [peerTotal], goalRows, absenceRows] = await Promise.all([
        db
          .select({ hireDate: syncedPeople.hireDate, jobTitle: syncedPeople.jobTitle })
          .from(syncedPeople)
          .where(and(inIntegration, eq(syncedPeople.id, viewer.id))),
        manager === null
          ? []
          : db
              .select(colleague)
              .from(syncedPeople)
              .where(and(inIntegration, eq(syncedPeople.sourceId, manager)))
              .orderBy(asc(syncedPeople.id))
              .limit(1),
        manager === null
          ? []
          : db
              .select(colleague)
              .from(syncedPeople)
              .where(peersOf(manager))
              .orderBy(asc(syncedPeople.name), asc(syncedPeople.id))
              .limit(OWN_PEERS_SHOWN),
        manager === null
          ? [{ count: 0 }]
          : db
              .select({ count: sql<number>`count(*)::int` })
              .from(syncedPeople)
              .where(peersOf(manager)),
        found.kinds.includes('goals')
          ? db
              .select()
              .from(syncedGoals)
              .where(
                and(
                  eq(syncedGoals.integrationId, integrationId),
                  eq(syncedGoals.personSourceId, viewer.sourceId),
                ),
              )
              .orderBy(sql`${syncedGoals.dueDate} asc nulls last`, asc(syncedGoals.sourceId))
              .limit(OWN_GOALS_SHOWN)
          : undefined,
        found.kinds.includes('timeOff')
          ? db
              .select({
                start: syncedTimeOff.startDate,
                end: syncedTimeOff.endDate,
                kind: syncedTimeOff.kind,
              })
              .from(syncedTimeOff)
              .where(
                and(
                  eq(syncedTimeOff.integrationId, integrationId),
                  eq(syncedTimeOff.personSourceId, viewer.sourceId),
                  gte(syncedTimeOff.endDate, today),
                ),
              )
              .orderBy(asc(syncedTimeOff.startDate), asc(syncedTimeOff.sourceId))
              .limit(OWN_TIME_OFF_SHOWN)
          : undefined,
      ]);
      const computed = <T>(fields: readonly string[], kind: string, value: T) => ({
        state: 'computed' as const,
        provenance: provenanceOf(found, fields, kind),
        value,
      });
      // The directory facts of the people the scope lets this page show, and no one else's.
      const directory = (
        rows: readonly {
          sourceId: string;
          supervisorSourceId: string | null;
          name: string;
          title: string | null;
        }[],
      ) =>
        rows
          .filter((row) => ownPageView(scope, row) === 'directory')
          .map(({ name, title }) => ({ name, title }));
      const tenure = tenureOn(own?.hireDate ?? null, today);
      const title = own?.jobTitle?.trim();
      return {
        goals: goalRows
          ? computed(
              OWN_PAGE_FIELDS.goals,
              'goals',
              goalRows.map((row) => ({
                id: row.sourceId,
                title: row.title,
                description: row.description,
                status: row.status,
                priority: row.priority,
                progress: row.progress,
                dueDate: row.dueDate,
              })),
            )
          : { state: 'sample' },
        timeOff: absenceRows
          ? computed(OWN_PAGE_FIELDS.timeOff, 'timeOff', absenceRows)
          : { state: 'sample' },
        team: computed(OWN_PAGE_FIELDS.team, 'people', {
          manager: directory(managerRows)[0] ?? null,
          peers: directory(peerRows),
          peerCount: peerTotal?.count ?? 0,
        }),
        tenure: tenure ? computed(OWN_PAGE_FIELDS.tenure, 'people', tenure) : { state: 'sample' },
        level: title ? computed(OWN_PAGE_FIELDS.level, 'people', { title }) : { state: 'sample' },
      };
    },

    /**
     * Upcoming anniversaries (from hire dates) and time off, soonest first: of the people in the
     * viewer's scope only (themselves and their subtree; HR: everyone).
     */
    async hrisInsights(viewer: SyncViewer, now = new Date()): Promise<HrisInsight[] | undefined> {
      const found = await synced(viewer, 'hris', 'people');
      if (!found) return undefined;
      const scope = await scopeIn(viewer, found.integrationId);
      if (!scope.everyone && scope.people.size === 0) return [];
      const today = utcToday(now);
      const day = isoDay;
      const [rows, absences] = await Promise.all([
        hireDates(found.integrationId, scope, today, ANNIVERSARY_WINDOW_DAYS),
        // Only time off that has not ended and starts within the window (the rule below).
        db
          .select({
            personName: syncedTimeOff.personName,
            startDate: syncedTimeOff.startDate,
            endDate: syncedTimeOff.endDate,
            kind: syncedTimeOff.kind,
          })
          .from(syncedTimeOff)
          .where(
            and(
              eq(syncedTimeOff.integrationId, found.integrationId),
              gte(syncedTimeOff.endDate, day(today)),
              lte(syncedTimeOff.startDate, day(today + PTO_WINDOW_DAYS * DAY_MS)),
              // Absences of nobody in particular (holidays) name no one in scope: left out.
              personalScopeCondition(scope, syncedTimeOff.personSourceId) ??
                sql`${syncedTimeOff.personSourceId} is not null`,
            ),
          )
          .orderBy(asc(syncedTimeOff.startDate)),
      ]);
      const alerts: (Omit<HrisInsight, 'id'> & { at: number })[] = [];
      for (const person of rows) {
        if (!person.hireDate) continue;
        const hired = new Date(`${person.hireDate}T00:00:00Z`);
        for (const year of [now.getUTCFullYear(), now.getUTCFullYear() + 1]) {
          const at = Date.UTC(year, hired.getUTCMonth(), hired.getUTCDate());
          const years = year - hired.getUTCFullYear();
          const days = Math.round((at - today) / DAY_MS);
          if (years < 1 || days < 0 || days > ANNIVERSARY_WINDOW_DAYS) continue;
          alerts.push({
            at,
            title: `${person.name}: ${years}-year work anniversary`,
            description: `${years} year${years === 1 ? '' : 's'} on ${new Date(at).toISOString().slice(0, 10)}${days === 0 ? ' (today)' : ` (in ${days} day${days === 1 ? '' : 's'})`}`,
            type: 'anniversary',
            priority: years % 5 === 0 ? 'high' : 'medium',
          });
        }
      }
      for (const absence of absences) {
        const start = Date.parse(`${absence.startDate}T00:00:00Z`);
        const end = Date.parse(`${absence.endDate}T00:00:00Z`);
        const days = Math.round((start - today) / DAY_MS);
        if (end < today || days > PTO_WINDOW_DAYS) continue;
        alerts.push({
          at: start,
          title: `${absence.personName}: time off`,
          description: `${absence.kind ?? 'Time off'} ${absence.startDate} to ${absence.endDate}`,
          type: 'pto',
          priority: days <= 3 ? 'high' : 'medium',
        });
      }
      return alerts
        .sort((a, b) => a.at - b.at)
        .slice(0, MAX_INSIGHTS)
        .map(({ at: _at, ...alert }, index) => ({ id: index + 1, ...alert }));
    },

    /**
     * Hired from the HRIS, open from the ATS, planned (hired + open + draft seats) and team
     * capacity (hired ÷ planned) from both; undefined when neither is synced. A figure whose
     * source is not connected is null: no sample value stands beside a company's own figures.
     */
    async headcount(viewer: SyncViewer): Promise<HeadcountMetrics | undefined> {
      const [hris, ats] = await Promise.all([
        synced(viewer, 'hris', 'people'),
        synced(viewer, 'ats', 'jobs'),
      ]);
      if (!hris && !ats) return undefined;
      const scope = hris ? await scopeIn(viewer, hris.integrationId) : undefined;
      // The viewer's own organisation: they and everyone below them (HR: the company); someone
      // who is not in the synced organisation has none to count.
      const hired =
        hris && scope && (scope.everyone || scope.person)
          ? scope.everyone
            ? await peopleCount(hris.integrationId)
            : scope.people.size
          : null;
      let open: number | null = null;
      let draft: number | null = null;
      // Someone the synced organisation does not hold has no departments to count openings in.
      const outsider = scope !== undefined && !scope.everyone && scope.person === null;
      if (ats && !outsider) {
        const seats = await db
          .select({
            status: syncedJobs.status,
            seats: sql<number>`coalesce(sum(${UNFILLED_SEATS}), 0)::int`,
          })
          .from(syncedJobs)
          .where(
            and(
              eq(syncedJobs.integrationId, ats.integrationId),
              sql`${syncedJobs.status} in ('open', 'draft')`,
              scope && departmentScopeCondition(scope, syncedJobs.department),
            ),
          )
          .groupBy(syncedJobs.status);
        open = seats.find((row) => row.status === 'open')?.seats ?? 0;
        draft = seats.find((row) => row.status === 'draft')?.seats ?? 0;
      }
      const planned = hired !== null && open !== null ? hired + open + (draft ?? 0) : null;
      return { hired, open, planned, teamCapacity: staffedShare(hired, planned) };
    },

    /** Averages from real dates, and the open jobs (Urgent when open long). */
    async atsInsights(viewer: SyncViewer, now = new Date()): Promise<AtsInsights | undefined> {
      const ats = await synced(viewer, 'ats', 'jobs');
      if (!ats) return undefined;
      const id = ats.integrationId;
      const scope = await openingsScope(viewer);
      const inDepartments = scope && departmentScopeCondition(scope, syncedJobs.department);
      const [open, [fill], [hire]] = await Promise.all([
        db
          .select({
            title: syncedJobs.title,
            department: syncedJobs.department,
            openedAt: syncedJobs.openedAt,
            seats: UNFILLED_SEATS,
          })
          .from(syncedJobs)
          .where(
            and(
              eq(syncedJobs.integrationId, id),
              eq(syncedJobs.status, 'open'),
              sql`${UNFILLED_SEATS} > 0`,
              inDepartments,
            ),
          )
          .orderBy(sql`${syncedJobs.openedAt} asc nulls last`, asc(syncedJobs.sourceId))
          .limit(MAX_OPEN_POSITIONS),
        // Time to fill: each seat filled with a hire, from its opening to its closing.
        db
          .select({
            days: sql<
              number | null
            >`avg(extract(epoch from ((o.value->>'closedAt')::timestamptz - (o.value->>'openedAt')::timestamptz)) / 86400)::float8`,
          })
          .from(
            sql`${syncedJobs} cross join lateral jsonb_array_elements(${syncedJobs.openings}) as o`,
          )
          .where(
            and(
              eq(syncedJobs.integrationId, id),
              inDepartments,
              sql`(o.value->>'filled')::boolean`,
              sql`o.value->>'openedAt' is not null and o.value->>'closedAt' is not null`,
            ),
          ),
        db
          .select({
            days: sql<
              number | null
            >`avg(extract(epoch from (${syncedApplications.hiredAt} - ${syncedApplications.appliedAt})) / 86400)::float8`,
          })
          .from(syncedApplications)
          .where(
            and(
              eq(syncedApplications.integrationId, id),
              sql`${syncedApplications.hiredAt} is not null`,
              inDepartments &&
                sql`${syncedApplications.jobSourceId} in (select ${syncedJobs.sourceId} from ${syncedJobs} where ${syncedJobs.integrationId} = ${id} and ${inDepartments})`,
            ),
          ),
      ]);
      const round = (days: number) => Math.max(0, Math.round(days * 10) / 10);
      const positions = open.map((job) => {
        const openedAt = job.openedAt?.getTime() ?? now.getTime();
        const days = Math.max(0, Math.floor((now.getTime() - openedAt) / DAY_MS));
        return {
          title: job.title,
          description: `${job.department ? `${job.department} · ` : ''}${job.seats} opening${job.seats === 1 ? '' : 's'} · open ${days} day${days === 1 ? '' : 's'}`,
          status: days > URGENT_OPEN_DAYS ? ('urgent' as const) : ('active' as const),
        };
      });
      return {
        avgTimeToFill: fill?.days == null ? null : round(fill.days),
        avgTimeToHire: hire?.days == null ? null : round(hire.days),
        openPositions: positions,
      };
    },

    /**
     * Synced goals with a due date (the goals card needs one), soonest first: those of the
     * people in the viewer's scope (a goal and its progress are personal).
     */
    async goals(viewer: SyncViewer): Promise<Goal[]> {
      const found = await synced(viewer, 'hris', 'goals');
      if (!found) return [];
      const scope = await scopeIn(viewer, found.integrationId);
      if (!scope.everyone && scope.people.size === 0) return [];
      const rows = await db
        .select()
        .from(syncedGoals)
        .where(
          and(
            eq(syncedGoals.integrationId, found.integrationId),
            sql`${syncedGoals.dueDate} is not null`,
            personalScopeCondition(scope, syncedGoals.personSourceId) ??
              sql`${syncedGoals.personSourceId} is not null`,
          ),
        )
        .orderBy(asc(syncedGoals.dueDate))
        .limit(50);
      return rows.map((row) => ({
        id: row.sourceId,
        title: row.title,
        description: row.description,
        status: row.status,
        priority: row.priority,
        progress: row.progress,
        owner: { name: row.ownerName },
        dueDate: row.dueDate as string,
        metrics: { target: 100, current: row.progress, unit: '%' },
      }));
    },

    async okrs(viewer: SyncViewer): Promise<Okr[]> {
      const found = await synced(viewer, 'hris', 'okrs');
      if (!found) return [];
      const rows = await db
        .select()
        .from(syncedOkrs)
        .where(eq(syncedOkrs.integrationId, found.integrationId))
        .orderBy(asc(syncedOkrs.sourceId))
        .limit(50);
      return rows.map((row) => ({
        id: row.sourceId,
        title: row.title,
        type: row.type,
        progress: row.progress.toFixed(2),
      }));
    },
  };
}

export type SyncedDataRepository = ReturnType<typeof createSyncedDataRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    syncedData: SyncedDataRepository;
  }
}

const syncedDataPlugin: FastifyPluginAsync<ScopeSettings> = async (app, settings) => {
  app.decorate('syncedData', createSyncedDataRepository(app.db, settings));
};

export default fp(syncedDataPlugin, { name: 'synced-data', dependencies: ['db'] });
