import type {
  ExecutiveOkrsResponse,
  ExecutivePeopleResponse,
  ExecutivePipelineStage,
  ExecutiveSource,
  ExecutiveSourcingChannel,
} from '@q/schemas/executive-people';
import { PROVIDER_LABELS } from '@q/schemas/integration-catalog';
import type { Provenance } from '@q/schemas/sync';
import { and, asc, count, eq, gte, min, sql } from 'drizzle-orm';
import { MIN_GROUP_SIZE } from '../access/scope.js';
import {
  syncedApplications,
  syncedJobs,
  syncedOkrs,
  syncedPeopleChanges,
  syncRuns,
} from '../db/schema.js';
import type { Db } from '../db/types.js';
import { isoDay } from '../insights/company-data.js';
import type { CompanyData, CompanyPerson, SourceState } from '../insights/model.js';

/**
 * Qube's People figures, computed company-wide from an organisation's synced company (the one
 * the insight rules read, `insights/company-data.ts`) and a few aggregates the database counts:
 * open seats, time to fill, applications in process, leavers. Who may see them is the caller's
 * to decide (`access/scope.ts`, `canSeeCompanyAggregates`). And the company's synced objectives
 * for Qube's OKRs page.
 */

const DAY_MS = 86_400_000;
/** Attrition is counted over the last twelve months. */
const ATTRITION_WINDOW_DAYS = 365;
/**
 * What an `Other` feed keeps of an application: its job, dates and whether it is in process, hired
 * or rejected; not its stage, its offer or its source. A Greenhouse sync keeps those too.
 */
const ATS_NOT_SYNCED = 'application stages, offers and sources';
/** The ATS whose syncs keep applications' stages, offers and sources. */
const STAGED_ATS: readonly string[] = [PROVIDER_LABELS.greenhouse];
/** Offer acceptance and sourcing channels count the applications of the last twelve months. */
const APPLICATION_WINDOW_DAYS = 365;
/** Stages shown by name; the others are summed as 'Other stages'. */
const MAX_PIPELINE_STAGES = 5;
/** Sourcing channels shown by name; the others are summed as 'Other'. */
const MAX_SOURCING_CHANNELS = 4;

/**
 * Named counts, the largest first (ties by name), the ones past `max` summed under `rest`.
 * Counts of applications, not of people: no group is too small to show.
 */
export function topWithRest(
  counts: readonly { name: string; count: number }[],
  max: number,
  rest: string,
): { name: string; count: number }[] {
  const sorted = [...counts]
    .filter((entry) => entry.count > 0)
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  if (sorted.length <= max + 1) return sorted;
  const restCount = sorted.slice(max).reduce((sum, entry) => sum + entry.count, 0);
  return [...sorted.slice(0, max), { name: rest, count: restCount }];
}

/** Every figure the sample's: nothing connected, signed out, or not the viewer's to see. */
export const SAMPLE_EXECUTIVE_PEOPLE: ExecutivePeopleResponse = {
  state: 'sample',
  hris: null,
  ats: null,
  capacity: { totalHeadcount: null, openPositions: null, spanOfControl: null },
  hiring: {
    timeToFill: null,
    applicationsPerOpening: null,
    pipelineStages: null,
    offerAcceptanceRate: null,
    offersAnswered: null,
    sourcingChannels: null,
    notSynced: null,
  },
  attrition: { currentRate: null, leavers: null, averageHeadcount: null, since: null },
  leadership: {
    avgSpanOfControl: null,
    leadershipRatio: null,
    departments: null,
    suppressedDepartments: 0,
    minGroupSize: MIN_GROUP_SIZE,
  },
};

/** No synced objectives, or not the viewer's organisation's: the sample's. */
export const SAMPLE_EXECUTIVE_OKRS: ExecutiveOkrsResponse = {
  state: 'sample',
  source: null,
  companyObjectives: null,
  functionalObjectives: null,
};

/** The company objectives answered at most (the page lays out a handful). */
const MAX_COMPANY_OBJECTIVES = 50;

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

function sourceOf(source: SourceState): ExecutiveSource | null {
  if (source.lastSuccessAt === null) return null;
  return {
    provider: source.provider,
    syncedAt: source.lastSuccessAt,
    isStale: source.lastRunStatus === 'error',
  };
}

/**
 * The org chart's managers: people someone else names as supervisor (nobody is their own
 * report; a supervisor who is not among the people is nobody's manager here). Answers the
 * managers' source ids and how many direct reports they have between them.
 */
export function managersOf(people: readonly CompanyPerson[]): {
  managers: Set<string>;
  directReports: number;
} {
  const ids = new Set(people.map((person) => person.sourceId));
  const managers = new Set<string>();
  let directReports = 0;
  for (const person of people) {
    const supervisor = person.supervisorSourceId;
    if (supervisor === null || supervisor === person.sourceId || !ids.has(supervisor)) continue;
    managers.add(supervisor);
    directReports += 1;
  }
  return { managers, directReports };
}

/**
 * Spans of control from the org chart: direct reports per manager (one decimal), the leadership
 * ratio (managers to the people who manage no one, '1:8'), and by department — a department's
 * managers, its other people and their ratio — for the departments of at least
 * `MIN_GROUP_SIZE` people (the others are counted, not shown). People without a department
 * belong to no department's row.
 */
export function leadershipOf(people: readonly CompanyPerson[]) {
  const { managers, directReports } = managersOf(people);
  const span = managers.size === 0 ? null : oneDecimal(directReports / managers.size);
  const others = people.length - managers.size;
  const ratio = managers.size === 0 ? null : `1:${Math.round(others / managers.size)}`;
  const byDepartment = new Map<string, CompanyPerson[]>();
  for (const person of people) {
    const name = person.department?.trim();
    if (!name) continue;
    byDepartment.set(name, [...(byDepartment.get(name) ?? []), person]);
  }
  let suppressed = 0;
  const departments = [];
  for (const [name, members] of byDepartment) {
    if (members.length < MIN_GROUP_SIZE) {
      suppressed += 1;
      continue;
    }
    const leading = members.filter((member) => managers.has(member.sourceId)).length;
    const reports = members.length - leading;
    departments.push({
      name,
      managers: leading,
      reports,
      span: leading === 0 ? null : oneDecimal(reports / leading),
    });
  }
  departments.sort(
    (a, b) => b.managers + b.reports - (a.managers + a.reports) || a.name.localeCompare(b.name),
  );
  return { span, ratio, departments, suppressed };
}

/**
 * Attrition over the window from `since` to now: the leavers the syncs saw go, over the average
 * of the headcount at the window's start (today's, less those hired since, plus the leavers)
 * and today's; in percent, one decimal. Null without anyone to average.
 */
export function attritionOf(
  people: readonly CompanyPerson[],
  leavers: number,
  since: string,
): { rate: number | null; averageHeadcount: number | null } {
  const joined = people.filter((person) => person.hireDate !== null && person.hireDate > since);
  const atStart = people.length - joined.length + leavers;
  const average = (atStart + people.length) / 2;
  if (average <= 0) return { rate: null, averageHeadcount: null };
  return { rate: oneDecimal((leavers / average) * 100), averageHeadcount: oneDecimal(average) };
}

export function createExecutivePeopleRepository(db: Db) {
  /** When the HRIS first applied a sync: leavers are known from then on. */
  async function firstSyncOf(integrationId: number): Promise<Date | null> {
    const [row] = await db
      .select({ at: min(syncRuns.finishedAt) })
      .from(syncRuns)
      .where(
        and(
          eq(syncRuns.integrationId, integrationId),
          sql`${syncRuns.status} in ('success', 'partial')`,
        ),
      );
    return row?.at ?? null;
  }

  async function leaversSince(integrationId: number, since: Date): Promise<number> {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(syncedPeopleChanges)
      .where(
        and(
          eq(syncedPeopleChanges.integrationId, integrationId),
          eq(syncedPeopleChanges.kind, 'left'),
          gte(syncedPeopleChanges.at, since),
        ),
      );
    return row?.count ?? 0;
  }

  /**
   * The open jobs' unfilled seats, the applications in process for them, and the days from
   * opening to filling averaged over every filled seat (null when none is).
   */
  async function hiringOf(integrationId: number) {
    const [seats] = await db
      .select({
        open: sql<number>`coalesce(sum((select count(*) from jsonb_array_elements(${syncedJobs.openings}) as seat where seat.value->>'closedAt' is null)), 0)::int`,
      })
      .from(syncedJobs)
      .where(and(eq(syncedJobs.integrationId, integrationId), eq(syncedJobs.status, 'open')));
    // The applications in process for the open jobs, by current stage (null: none said).
    const byStage = await db
      .select({ stage: syncedApplications.stage, count: sql<number>`count(*)::int` })
      .from(syncedApplications)
      .innerJoin(
        syncedJobs,
        and(
          eq(syncedJobs.integrationId, syncedApplications.integrationId),
          eq(syncedJobs.sourceId, syncedApplications.jobSourceId),
        ),
      )
      .where(
        and(
          eq(syncedApplications.integrationId, integrationId),
          eq(syncedApplications.status, 'active'),
          eq(syncedJobs.status, 'open'),
        ),
      )
      .groupBy(syncedApplications.stage);
    const [fill] = await db
      .select({
        days: sql<
          number | null
        >`avg(extract(epoch from ((o.value->>'closedAt')::timestamptz - (o.value->>'openedAt')::timestamptz)) / 86400)::float8`,
      })
      .from(sql`${syncedJobs} cross join lateral jsonb_array_elements(${syncedJobs.openings}) as o`)
      .where(
        and(
          eq(syncedJobs.integrationId, integrationId),
          sql`(o.value->>'filled')::boolean`,
          sql`o.value->>'openedAt' is not null and o.value->>'closedAt' is not null`,
        ),
      );
    return {
      openSeats: seats?.open ?? 0,
      inProcess: byStage.reduce((sum, row) => sum + row.count, 0),
      byStage,
      fillDays: fill?.days == null ? null : Math.max(0, Math.round(fill.days)),
    };
  }

  /** The in-process applications by stage, the largest first, past the top ones summed. */
  function pipelineOf(
    byStage: readonly { stage: string | null; count: number }[],
  ): ExecutivePipelineStage[] | null {
    if (byStage.length === 0) return null;
    const named = byStage.map((row) => ({ name: row.stage ?? 'No stage', count: row.count }));
    return topWithRest(named, MAX_PIPELINE_STAGES, 'Other stages').map((row) => ({
      name: row.name,
      applications: row.count,
    }));
  }

  /**
   * Offer acceptance: of the applications made since `since` whose latest offer was answered,
   * the accepted over the accepted and declined, in whole percent. The window is the
   * application's date (the synced records keep no offer dates); unanswered offers and
   * applications without an offer do not count. Null without an answered offer.
   */
  async function offersOf(integrationId: number, since: Date) {
    const [row] = await db
      .select({
        accepted: sql<number>`count(*) filter (where ${syncedApplications.offerStatus} = 'accepted')::int`,
        rejected: sql<number>`count(*) filter (where ${syncedApplications.offerStatus} = 'rejected')::int`,
      })
      .from(syncedApplications)
      .where(
        and(
          eq(syncedApplications.integrationId, integrationId),
          gte(syncedApplications.appliedAt, since),
        ),
      );
    const accepted = row?.accepted ?? 0;
    const answered = accepted + (row?.rejected ?? 0);
    if (answered === 0) return { rate: null, answered: null };
    return { rate: Math.round((accepted / answered) * 100), answered };
  }

  /**
   * Sourcing channels: the applications made since `since` (whatever became of them) by source,
   * 'Unknown' for those without one; each share of them all in whole percent (rounded, so the
   * shares may not add up to exactly 100). Null without an application in the window.
   */
  async function sourcingOf(
    integrationId: number,
    since: Date,
  ): Promise<ExecutiveSourcingChannel[] | null> {
    const source = sql<string>`coalesce(${syncedApplications.source}, 'Unknown')`;
    const rows = await db
      .select({ name: source, count: sql<number>`count(*)::int` })
      .from(syncedApplications)
      .where(
        and(
          eq(syncedApplications.integrationId, integrationId),
          gte(syncedApplications.appliedAt, since),
        ),
      )
      .groupBy(source);
    const total = rows.reduce((sum, row) => sum + row.count, 0);
    if (total === 0) return null;
    return topWithRest(rows, MAX_SOURCING_CHANNELS, 'Other').map((row) => ({
      name: row.name,
      candidates: row.count,
      percentage: Math.round((row.count / total) * 100),
    }));
  }

  return {
    /**
     * The company's objectives synced by the integration `okrs` says (the OKR feed's provenance
     * for the viewer), by id, and how many functional ones; the sample's without a successful
     * sync or without any objective.
     */
    async okrs(okrs: Provenance): Promise<ExecutiveOkrsResponse> {
      if (okrs.state === 'sample' || okrs.integrationId === null || !okrs.provider) {
        return SAMPLE_EXECUTIVE_OKRS;
      }
      if (okrs.syncedAt === null) return SAMPLE_EXECUTIVE_OKRS;
      const integrationId = okrs.integrationId;
      const [company, [functional]] = await Promise.all([
        db
          .select({
            id: syncedOkrs.sourceId,
            title: syncedOkrs.title,
            progress: syncedOkrs.progress,
          })
          .from(syncedOkrs)
          .where(and(eq(syncedOkrs.integrationId, integrationId), eq(syncedOkrs.type, 'company')))
          .orderBy(asc(syncedOkrs.sourceId))
          .limit(MAX_COMPANY_OBJECTIVES),
        db
          .select({ count: count() })
          .from(syncedOkrs)
          .where(
            and(eq(syncedOkrs.integrationId, integrationId), eq(syncedOkrs.type, 'functional')),
          ),
      ]);
      const functionalCount = functional?.count ?? 0;
      if (company.length === 0 && functionalCount === 0) return SAMPLE_EXECUTIVE_OKRS;
      return {
        state: 'computed',
        source: {
          provider: PROVIDER_LABELS[okrs.provider] ?? okrs.provider,
          syncedAt: okrs.syncedAt,
          isStale: okrs.state === 'stale',
        },
        companyObjectives: company.map((objective) => ({
          ...objective,
          progress: Math.min(100, Math.max(0, Math.round(objective.progress))),
        })),
        functionalObjectives: functionalCount,
      };
    },

    /** The People page's figures from `company` (the organisation's synced company) at `now`. */
    async people(company: CompanyData, now = new Date()): Promise<ExecutivePeopleResponse> {
      const hrisSource = company.sources.find(
        (source) => source.kind === 'hris' && source.lastSuccessAt !== null,
      );
      const atsSource = company.sources.find(
        (source) => source.kind === 'ats' && source.lastSuccessAt !== null,
      );
      const hris = hrisSource && company.people.length > 0 ? sourceOf(hrisSource) : null;
      const ats = atsSource ? sourceOf(atsSource) : null;
      if (!hris && !ats) return SAMPLE_EXECUTIVE_PEOPLE;
      const answer: ExecutivePeopleResponse = structuredClone(SAMPLE_EXECUTIVE_PEOPLE);
      answer.state = 'computed';
      answer.hris = hris;
      answer.ats = ats;
      if (hris && hrisSource) {
        const { people } = company;
        const leadership = leadershipOf(people);
        answer.capacity.totalHeadcount = people.length;
        answer.capacity.spanOfControl = leadership.span;
        answer.leadership = {
          avgSpanOfControl: leadership.span,
          leadershipRatio: leadership.ratio,
          departments: leadership.departments,
          suppressedDepartments: leadership.suppressed,
          minGroupSize: MIN_GROUP_SIZE,
        };
        const yearAgo = new Date(now.getTime() - ATTRITION_WINDOW_DAYS * DAY_MS);
        const firstSync = await firstSyncOf(hrisSource.integrationId);
        const start = firstSync && firstSync > yearAgo ? firstSync : yearAgo;
        const leavers = await leaversSince(hrisSource.integrationId, start);
        const since = isoDay(start);
        const attrition = attritionOf(people, leavers, since);
        answer.attrition = {
          currentRate: attrition.rate,
          leavers,
          averageHeadcount: attrition.averageHeadcount,
          since,
        };
      }
      if (ats && atsSource) {
        const hiring = await hiringOf(atsSource.integrationId);
        answer.capacity.openPositions = hiring.openSeats;
        answer.hiring = {
          ...answer.hiring,
          timeToFill: hiring.fillDays,
          applicationsPerOpening:
            hiring.openSeats === 0 ? null : oneDecimal(hiring.inProcess / hiring.openSeats),
          notSynced: ATS_NOT_SYNCED,
        };
        if (STAGED_ATS.includes(atsSource.provider)) {
          const since = new Date(now.getTime() - APPLICATION_WINDOW_DAYS * DAY_MS);
          const offers = await offersOf(atsSource.integrationId, since);
          const channels = await sourcingOf(atsSource.integrationId, since);
          answer.hiring.pipelineStages = pipelineOf(hiring.byStage);
          answer.hiring.offerAcceptanceRate = offers.rate;
          answer.hiring.offersAnswered = offers.answered;
          answer.hiring.sourcingChannels = channels;
          answer.hiring.notSynced = null;
        }
      }
      return answer;
    },
  };
}
