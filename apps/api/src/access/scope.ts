import type { SQL } from 'drizzle-orm';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type DataStamp, stampedMemo } from '../caching/data-version.js';
import { syncedPeople } from '../db/schema.js';
import type { Db } from '../db/types.js';
import type { CompanyData } from '../insights/model.js';

/**
 * Who may see whom, decided here and nowhere else. Every read of a company's synced people
 * (the team card, HRIS insights, headcount, recruiting, goals) asks this module for the viewer's
 * scope and reads through it; no widget or route filters on its own.
 *
 * - **The directory** — a person's name, title, manager and department — is the company's: the
 *   team card shows the managers above the viewer by these facts alone.
 * - **Personal data** — time off, anniversaries, goals and their progress — is seen only by the
 *   person, their management chain, and HR: a viewer sees it for themselves and their whole
 *   reporting subtree; people named as HR (`HR_EMAILS`) for everyone.
 * - **Roles follow the org chart**: a person with reports is a manager of their whole subtree;
 *   executives are named (`EXECUTIVE_EMAILS`), or else are the top of the chart (nobody above,
 *   somebody below); everyone else is an individual contributor.
 * - **The identity provider's groups add to it** (OIDC_GROUP_ROLES, re-read at every sign-in): a
 *   member of a group mapped to `hr` is HR, one mapped to `executive` an executive, wherever
 *   the chart puts them. They never take away what the chart gives.
 * - A user whose work email matches nobody in the synced organisation is not in it: their scope
 *   is empty (never someone else's team, never the company), unless they are HR.
 * - **Their own page** (eyeQ) shows their own personal data and, of others, only the directory
 *   facts of their manager and peers, whatever else their scope holds (`ownPageView`).
 *
 * Real HRIS data holds cycles, self-supervision and orphans: the subtree is a recursive query
 * whose UNION stops at a person already found, so it ends whatever the data says.
 */

export type ScopeRole = 'hr' | 'executive' | 'manager' | 'individual_contributor';

export interface ScopePerson {
  id: number;
  sourceId: string;
  name: string;
  jobTitle: string | null;
  supervisorSourceId: string | null;
  department: string | null;
}

export interface ViewerScope {
  /** The synced person whose work email is the viewer's; null when the viewer is not one. */
  person: ScopePerson | null;
  /** Null when the viewer is not in the synced organisation and not HR. */
  role: ScopeRole | null;
  /** Whether every person's personal data is in scope (HR). */
  everyone: boolean;
  /** The source ids whose personal data the viewer may see: themselves and their subtree. */
  people: ReadonlySet<string>;
  /** Their departments: the viewer's own and those of everyone in their subtree. */
  departments: ReadonlySet<string>;
}

/** A viewer as the scope sees them: their work email, and what their groups granted. */
export interface ScopeViewer {
  email: string | undefined;
  /** From the last sign-in through the identity provider: `hr`, `executive` (and `admin`). */
  grants: readonly string[];
}

/** Who is named HR or executive, by work email (compared without case). */
export interface ScopeSettings {
  hrEmails: readonly string[];
  executiveEmails: readonly string[];
}

/** The scope of someone not in the organisation: nothing personal of anyone. */
export const EMPTY_SCOPE: ViewerScope = {
  person: null,
  role: null,
  everyone: false,
  people: new Set(),
  departments: new Set(),
};

/**
 * Whether a person's personal data is in `scope`. The one predicate every reader of people's
 * personal data applies to what it read.
 */
export function canSeePersonal(scope: ViewerScope, sourceId: string | null): boolean {
  if (scope.everyone) return true;
  return sourceId !== null && scope.people.has(sourceId);
}

/** The viewer's manager in the org chart, by source id; null at the top (or self-managed). */
export function managerSourceIdOf(person: Pick<ScopePerson, 'sourceId' | 'supervisorSourceId'>) {
  const { supervisorSourceId } = person;
  return supervisorSourceId !== null && supervisorSourceId !== person.sourceId
    ? supervisorSourceId
    : null;
}

/** What the viewer's own page shows of a person (see `ownPageView`). */
export type OwnPageView = 'personal' | 'directory' | null;

/**
 * What the viewer's own page (eyeQ) shows of a person: `personal` — their goals, time off, hire
 * date and title — only for the viewer themselves; `directory` — name and job title, the
 * company's facts — for the viewer's manager and their peers (the same manager, not the viewer);
 * null, nothing, for anyone else. Whatever more the viewer's scope holds (a manager's reports,
 * HR's everyone), the page is about the viewer: no one else's personal data is on it.
 */
export function ownPageView(
  scope: ViewerScope,
  person: Pick<ScopePerson, 'sourceId' | 'supervisorSourceId'>,
): OwnPageView {
  const viewer = scope.person;
  if (!viewer) return null;
  if (person.sourceId === viewer.sourceId) {
    return canSeePersonal(scope, person.sourceId) ? 'personal' : null;
  }
  const manager = managerSourceIdOf(viewer);
  if (manager === null) return null;
  if (person.sourceId === manager) return 'directory';
  return person.supervisorSourceId === manager ? 'directory' : null;
}

/** Who a computed insight is for (`insights/model.ts`: a finding's audience). */
export type InsightAudience =
  | { kind: 'records' }
  | { kind: 'team-of'; sourceId: string }
  | { kind: 'people'; sourceIds: readonly string[] }
  | { kind: 'departments'; departments: readonly string[] }
  | { kind: 'organisation' };

/**
 * Whether a computed insight is for the viewer: HR sees every one; otherwise its audience
 * decides, and whatever it says, every person whose personal data it rests on
 * (`personalRecords`, their source ids) must be in the viewer's scope. A move in the org chart
 * (`people`: the two managers) rests on the directory alone, which is the company's.
 */
export function canSeeInsight(
  scope: ViewerScope,
  audience: InsightAudience,
  personalRecords: readonly string[],
): boolean {
  if (scope.everyone) return true;
  if (audience.kind === 'people') {
    return scope.person !== null && audience.sourceIds.includes(scope.person.sourceId);
  }
  if (!personalRecords.every((sourceId) => canSeePersonal(scope, sourceId))) return false;
  switch (audience.kind) {
    case 'organisation':
    case 'records':
      return true;
    case 'team-of':
      return canSeePersonal(scope, audience.sourceId);
    case 'departments':
      return audience.departments.some((department) => scope.departments.has(department));
  }
}

/**
 * A synced company as a viewer may see it (for the assistant's tools): the directory whole (names,
 * titles, managers, departments), but hire dates, time off and goals only of the people in
 * scope; jobs of the departments in scope; org-chart changes of the people in scope or to or
 * from the viewer. Company-wide absences (no person: holidays) stay.
 */
export function scopeCompanyData(scope: ViewerScope, data: CompanyData): CompanyData {
  if (scope.everyone) return data;
  const viewerId = scope.person?.sourceId ?? null;
  return {
    people: data.people.map((person) =>
      canSeePersonal(scope, person.sourceId)
        ? person
        : { ...person, hireDate: null, workEmail: null },
    ),
    timeOff: data.timeOff.filter(
      (entry) => entry.personSourceId === null || canSeePersonal(scope, entry.personSourceId),
    ),
    goals: data.goals.filter((goal) => canSeePersonal(scope, goal.personSourceId)),
    jobs: data.jobs.filter(
      (job) => job.department !== null && scope.departments.has(job.department),
    ),
    changes: data.changes.filter(
      (change) =>
        canSeePersonal(scope, change.personSourceId) ||
        (viewerId !== null &&
          (change.fromSupervisorSourceId === viewerId || change.toSupervisorSourceId === viewerId)),
    ),
    sources: data.sources,
  };
}

/**
 * A condition on `column` (a person's source id) that holds for the people in scope; undefined
 * when everyone is. One JSON parameter, whatever the size of the subtree.
 */
export function personalScopeCondition(scope: ViewerScope, column: AnyPgColumn): SQL | undefined {
  if (scope.everyone) return undefined;
  return sql`${column} in (select jsonb_array_elements_text(${JSON.stringify([...scope.people])}::jsonb))`;
}

/** A condition on a department column: the departments in scope; undefined when everyone is. */
export function departmentScopeCondition(scope: ViewerScope, column: AnyPgColumn): SQL | undefined {
  if (scope.everyone) return undefined;
  return sql`${column} in (select jsonb_array_elements_text(${JSON.stringify([...scope.departments])}::jsonb))`;
}

/** The role the org chart and the configuration give a person with `reports` below them. */
export function roleOf(
  email: string,
  reports: number,
  isTopOfChart: boolean,
  settings: ScopeSettings,
  grants: readonly string[] = [],
): ScopeRole {
  const named = (list: readonly string[]) => list.some((entry) => entry.toLowerCase() === email);
  if (named(settings.hrEmails) || grants.includes('hr')) return 'hr';
  if (
    grants.includes('executive') ||
    (settings.executiveEmails.length > 0
      ? named(settings.executiveEmails)
      : isTopOfChart && reports > 0)
  ) {
    return 'executive';
  }
  return reports > 0 ? 'manager' : 'individual_contributor';
}

/**
 * The product's role and default dashboard for a role the org chart gives: HR leaders work in
 * the manager control room, as managers do.
 */
export const ROLE_DASHBOARDS: Record<
  ScopeRole,
  {
    role: 'executive' | 'manager' | 'individual_contributor';
    dashboard: 'qube' | 'aitchq' | 'eyeq';
  }
> = {
  executive: { role: 'executive', dashboard: 'qube' },
  hr: { role: 'manager', dashboard: 'aitchq' },
  manager: { role: 'manager', dashboard: 'aitchq' },
  individual_contributor: { role: 'individual_contributor', dashboard: 'eyeq' },
};

/** How many viewers' scopes are kept (each a set of ids; a top manager's holds the company). */
const MAX_KEPT_SCOPES = 64;

export function createScopeResolver(db: Db, settings: ScopeSettings) {
  const kept = stampedMemo<ViewerScope>(MAX_KEPT_SCOPES);

  /**
   * Everyone below `root`, however the data loops: the UNION never adds a person twice. Their
   * source ids and departments come back as one row of two JSON lists: a top manager's subtree is
   * the whole company, and handing over thousands of rows would cost more than finding them.
   */
  async function subtree(
    integrationId: number,
    root: ScopePerson,
  ): Promise<{ sourceIds: string[]; departments: string[] }> {
    const result = await db.execute(sql`
      with recursive below(source_id, department) as (
        select ${syncedPeople.sourceId}, ${syncedPeople.department} from ${syncedPeople}
        where ${syncedPeople.integrationId} = ${integrationId}
          and ${syncedPeople.supervisorSourceId} = ${root.sourceId}
          and ${syncedPeople.sourceId} <> ${root.sourceId}
        union
        select p.source_id, p.department from synced_people p
        join below b on p.supervisor_source_id = b.source_id
        where p.integration_id = ${integrationId} and p.source_id <> ${root.sourceId}
      )
      select coalesce(json_agg(source_id), '[]')::text as source_ids,
        coalesce(json_agg(distinct department) filter (where department <> ''), '[]')::text
          as departments
      from below`);
    const [row] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
    return {
      sourceIds: JSON.parse(String(row?.source_ids ?? '[]')) as string[],
      departments: JSON.parse(String(row?.departments ?? '[]')) as string[],
    };
  }

  async function resolve(integrationId: number, viewer: ScopeViewer): Promise<ViewerScope> {
    const lower = viewer.email?.toLowerCase();
    const isHr =
      viewer.grants.includes('hr') ||
      (lower !== undefined && settings.hrEmails.some((entry) => entry.toLowerCase() === lower));
    if (!lower) return EMPTY_SCOPE;
    const [person] = await db
      .select({
        id: syncedPeople.id,
        sourceId: syncedPeople.sourceId,
        name: syncedPeople.name,
        jobTitle: syncedPeople.jobTitle,
        supervisorSourceId: syncedPeople.supervisorSourceId,
        department: syncedPeople.department,
      })
      .from(syncedPeople)
      .where(
        and(
          eq(syncedPeople.integrationId, integrationId),
          sql`lower(${syncedPeople.workEmail}) = ${lower}`,
        ),
      )
      .orderBy(asc(syncedPeople.id))
      .limit(1);
    if (!person) {
      return isHr ? { ...EMPTY_SCOPE, role: 'hr', everyone: true } : EMPTY_SCOPE;
    }
    const below = await subtree(integrationId, person);
    let isTopOfChart =
      person.supervisorSourceId === null || person.supervisorSourceId === person.sourceId;
    if (!isTopOfChart) {
      const [manager] = await db
        .select({ id: syncedPeople.id })
        .from(syncedPeople)
        .where(
          and(
            eq(syncedPeople.integrationId, integrationId),
            eq(syncedPeople.sourceId, person.supervisorSourceId as string),
          ),
        )
        .limit(1);
      isTopOfChart = manager === undefined;
    }
    const role = roleOf(lower, below.sourceIds.length, isTopOfChart, settings, viewer.grants);
    return {
      person,
      role,
      everyone: role === 'hr',
      people: new Set([person.sourceId, ...below.sourceIds]),
      departments: new Set(
        [person.department, ...below.departments].filter(
          (d): d is string => d !== null && d !== '',
        ),
      ),
    };
  }

  return {
    /**
     * The scope of user `userId` (`viewer`) in the organisation synced by `integrationId`,
     * computed once per viewer and data stamp (a sync, or any write, computes it again).
     */
    scope(
      integrationId: number,
      userId: number,
      viewer: ScopeViewer,
      stamp: DataStamp | null,
    ): Promise<ViewerScope> {
      return kept(`${integrationId}:${userId}`, stamp, () => resolve(integrationId, viewer));
    },
  };
}

export type ScopeResolver = ReturnType<typeof createScopeResolver>;

/**
 * Company aggregates (Qube's figures) never show a group of fewer people than this: a
 * department, a channel or any other breakdown smaller than it is left out, and counted as left
 * out.
 */
export const MIN_GROUP_SIZE = 5;

/**
 * Whether a viewer may see company-wide aggregates (headcount, attrition, spans of control by
 * department): executives and HR. Their scope decides where the synced org chart holds them;
 * where no HRIS is synced, their account's role (`accountRole`) stands. Everyone else sees the
 * sample figures.
 */
export function canSeeCompanyAggregates(
  scope: ViewerScope,
  hasSyncedChart: boolean,
  accountRole: string | null,
): boolean {
  if (scope.everyone) return true;
  if (hasSyncedChart) return scope.role === 'executive';
  return accountRole === 'executive';
}

/**
 * The department whose budget lines a viewer may read (the manager's Budget vs Actual Tracker):
 * their own, as the synced HRIS says, for a manager, an executive or HR; null for anyone else
 * (an individual contributor, someone the chart does not hold or gives no department).
 */
export function budgetDepartmentOf(scope: ViewerScope): string | null {
  const mayRead = scope.role === 'manager' || scope.role === 'executive' || scope.role === 'hr';
  return mayRead ? (scope.person?.department ?? null) : null;
}
