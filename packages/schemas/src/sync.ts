import { z } from 'zod';
import {
  isStorableText,
  withoutControls,
  withoutRefusedFormat,
  ZIsoDate,
  ZIsoDateTime,
  ZRecordId,
} from './common';
import { INTEGRATION_CALL_FAILURES, ZGoalStatus, ZOkrType, ZPriority, ZProvider } from './enums';

/**
 * Connected data: what a connector hands over after reading a provider (the synced entities),
 * the record of each run, and where each dashboard figure came from (its provenance).
 *
 * Provider answers are untrusted input. Connectors validate each page with their own provider
 * schemas, then map it to these entities; the helpers below clean what a provider may send that
 * the database cannot store (NUL, control characters, lone surrogates) or that would show other
 * than it reads (invisible format characters) instead of refusing the
 * whole run for one stray character.
 */

// ── Cleaning provider text ──────────────────────────────────────────────────────────────────

/**
 * The text with NUL and other control characters removed (tab and line breaks become spaces
 * in a one-line value), each lone surrogate replaced by U+FFFD, and the invisible format
 * characters the storable-text rule refuses (bidirectional controls, zero-width spaces, …;
 * `@q/schemas/common`) removed: storable text always, shown as it reads.
 */
export function cleanProviderText(text: string, line = true): string {
  if (isStorableText(text, line)) return text;
  return withoutRefusedFormat(withoutControls(text, { line }).text);
}

/** A one-line provider value, cleaned and trimmed, at most `max` characters. */
export const providerLine = (max = 200) =>
  z
    .string()
    .max(max * 4)
    .transform((text) => cleanProviderText(text).trim().slice(0, max));

/** Free provider text (a description), cleaned, at most `max` characters. */
export const providerText = (max = 5000) =>
  z
    .string()
    .max(max * 4)
    .transform((text) => cleanProviderText(text, false).slice(0, max));

/** A provider's id of a record: a number or non-empty text, kept as text. */
export const ZProviderId = z
  .union([z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER), z.string().min(1).max(200)])
  .transform((id) => cleanProviderText(String(id)).trim())
  .pipe(z.string().min(1));

// ── Synced entities (what a connector produces) ─────────────────────────────────────────────

/** A source id as stored: the provider's id as text. */
const ZSourceKey = z.string().min(1).max(200);

/** A person of the organisation, from an HRIS. */
export const ZSyncedPerson = z.object({
  sourceId: ZSourceKey,
  name: z.string().min(1).max(200),
  jobTitle: z.string().max(200).nullable(),
  department: z.string().max(200).nullable(),
  /** The person's supervisor, by the provider's id; null at the top or when unknown. */
  supervisorSourceId: ZSourceKey.nullable(),
  hireDate: ZIsoDate.nullable(),
  /** Lower-cased; it decides which synced person the signed-in user is. */
  workEmail: z.string().max(320).nullable(),
  photoUrl: z.string().max(2048).nullable(),
  /** When the provider last changed the record, where it says. */
  sourceUpdatedAt: ZIsoDateTime.nullable(),
});
export type SyncedPerson = z.infer<typeof ZSyncedPerson>;

/** An approved absence, from an HRIS ("who's out"). */
export const ZSyncedTimeOff = z.object({
  sourceId: ZSourceKey,
  personSourceId: ZSourceKey.nullable(),
  personName: z.string().min(1).max(200),
  start: ZIsoDate,
  end: ZIsoDate,
  /** 'Vacation', 'Holiday'... as the provider names it; null when it does not say. */
  kind: z.string().max(200).nullable(),
});
export type SyncedTimeOff = z.infer<typeof ZSyncedTimeOff>;

export const ZSyncedJobStatus = z.enum(['open', 'closed', 'draft']);
export type SyncedJobStatus = z.infer<typeof ZSyncedJobStatus>;

/** One seat of a job: opened, and closed once filled (or cancelled). */
export const ZSyncedOpening = z.object({
  openedAt: ZIsoDateTime.nullable(),
  closedAt: ZIsoDateTime.nullable(),
  /** True when it closed with a hire (time to fill counts only these). */
  filled: z.boolean(),
});
export type SyncedOpening = z.infer<typeof ZSyncedOpening>;

/** A job (requisition), from an ATS. */
export const ZSyncedJob = z.object({
  sourceId: ZSourceKey,
  title: z.string().min(1).max(200),
  department: z.string().max(200).nullable(),
  status: ZSyncedJobStatus,
  /** When the job was opened (its first opening), where the provider says. */
  openedAt: ZIsoDateTime.nullable(),
  closedAt: ZIsoDateTime.nullable(),
  openings: z.array(ZSyncedOpening).max(1000),
  sourceUpdatedAt: ZIsoDateTime.nullable(),
});
export type SyncedJob = z.infer<typeof ZSyncedJob>;

export const ZSyncedApplicationStatus = z.enum(['active', 'rejected', 'hired']);

/** An offer's status: waiting for the candidate's answer, accepted or declined. */
export const ZSyncedOfferStatus = z.enum(['unresolved', 'accepted', 'rejected']);
export type SyncedOfferStatus = z.infer<typeof ZSyncedOfferStatus>;

/** A candidate's application to a job, from an ATS. */
export const ZSyncedApplication = z.object({
  sourceId: ZSourceKey,
  jobSourceId: ZSourceKey.nullable(),
  appliedAt: ZIsoDateTime,
  hiredAt: ZIsoDateTime.nullable(),
  status: ZSyncedApplicationStatus,
  sourceUpdatedAt: ZIsoDateTime.nullable(),
  /** The stage the application is at ('Phone Screen'), where the ATS says. */
  stage: z.string().max(200).nullable().optional(),
  /** Where the candidate came from ('LinkedIn', 'Referral'), where the ATS says. */
  source: z.string().max(200).nullable().optional(),
  /** The status of the application's latest offer still in force; null without one. */
  offerStatus: ZSyncedOfferStatus.nullable().optional(),
});
export type SyncedApplication = z.infer<typeof ZSyncedApplication>;

/** A goal of a person, from an HRIS that keeps goals (Workday). */
export const ZSyncedGoal = z.object({
  sourceId: ZSourceKey,
  personSourceId: ZSourceKey.nullable(),
  ownerName: z.string().min(1).max(200),
  title: z.string().min(1).max(200),
  description: z.string().max(5000),
  status: ZGoalStatus,
  priority: ZPriority,
  /** Percent, 0–100. */
  progress: z.number().min(0).max(100),
  /** When the goal's period began, where the source says (none: goals at risk go by due date). */
  startDate: ZIsoDate.nullable().optional(),
  dueDate: ZIsoDate.nullable(),
  sourceUpdatedAt: ZIsoDateTime.nullable(),
});
export type SyncedGoal = z.infer<typeof ZSyncedGoal>;

/** An objective, from an HRIS that keeps them (Workday organisation goals). */
export const ZSyncedOkr = z.object({
  sourceId: ZSourceKey,
  title: z.string().min(1).max(200),
  type: ZOkrType,
  /** Percent, 0–100. */
  progress: z.number().min(0).max(100),
  sourceUpdatedAt: ZIsoDateTime.nullable(),
});
export type SyncedOkr = z.infer<typeof ZSyncedOkr>;

/** A calendar month, `YYYY-MM`, from 1900-01 to 9999-12. */
export const ZIsoMonth = z
  .string()
  .regex(/^(19\d\d|[2-9]\d{3})-(0[1-9]|1[0-2])$/, 'a month YYYY-MM from 1900-01 to 9999-12');

/** Whether a figure is what happened (`actual`) or what was planned (`budget`). */
export const ZFinanceScenario = z.enum(['actual', 'budget']);
export type FinanceScenario = z.infer<typeof ZFinanceScenario>;

/**
 * Where a profit-and-loss figure sits: `revenue` (income from sales), `costOfSales` (cost of
 * goods sold), `expense` (operating expenses), `otherIncome` and `otherExpense` (below the
 * operating line: interest, one-off gains and losses).
 */
export const ZFinanceLineKind = z.enum([
  'revenue',
  'costOfSales',
  'expense',
  'otherIncome',
  'otherExpense',
]);
export type FinanceLineKind = z.infer<typeof ZFinanceLineKind>;

/** An ISO 4217 currency code. */
export const ZCurrencyCode = z.string().regex(/^[A-Z]{3}$/, 'an ISO 4217 code such as USD');

/** The largest amount a figure may hold, in cents (a trillion in the currency). */
export const MAX_AMOUNT_CENTS = 100_000_000_000_000;

/** An amount in cents (integer, within ±{@link MAX_AMOUNT_CENTS}). */
export const ZAmountCents = z.number().int().min(-MAX_AMOUNT_CENTS).max(MAX_AMOUNT_CENTS);

/**
 * One month's amount of one category of the profit and loss, actual or budget, for the whole
 * company (`department` null) or one department. Its source id is its key
 * (`scenario|month|kind|category|department`): amounts a source sends for the same key add up.
 */
export const ZSyncedFinanceLine = z.object({
  sourceId: z.string().min(1).max(1000),
  month: ZIsoMonth,
  scenario: ZFinanceScenario,
  kind: ZFinanceLineKind,
  category: z.string().min(1).max(200),
  department: z.string().min(1).max(200).nullable(),
  currency: ZCurrencyCode,
  amountCents: ZAmountCents,
  /**
   * The first month of the fiscal year the line's month belongs to, as the source says; absent
   * or null: the calendar year's January.
   */
  fiscalYearStart: ZIsoMonth.nullable().optional(),
});
export type SyncedFinanceLine = z.infer<typeof ZSyncedFinanceLine>;

/**
 * The first month ('YYYY-MM') of the fiscal year `month` ('YYYY-MM') belongs to, for a fiscal
 * year that starts in calendar month `firstMonth` (1–12): April 2026 for September 2026 and
 * `firstMonth` 4, April 2025 for March 2026.
 */
export function fiscalYearStartOf(month: string, firstMonth: number): string {
  const year = Number(month.slice(0, 4));
  const calendarMonth = Number(month.slice(5, 7));
  const startYear = calendarMonth >= firstMonth ? year : year - 1;
  return `${String(startYear).padStart(4, '0')}-${String(firstMonth).padStart(2, '0')}`;
}

/** The company's cash at the end of a month (its bank and cash accounts together). */
export const ZSyncedCashBalance = z.object({
  sourceId: ZSourceKey,
  month: ZIsoMonth,
  currency: ZCurrencyCode,
  amountCents: ZAmountCents,
});
export type SyncedCashBalance = z.infer<typeof ZSyncedCashBalance>;

/** The key of a finance line: the same for the same month, scenario, kind, category, department. */
export function financeLineKey(
  line: Pick<SyncedFinanceLine, 'scenario' | 'month' | 'kind' | 'category' | 'department'>,
): string {
  return [line.scenario, line.month, line.kind, line.category, line.department ?? ''].join('|');
}

/** The kinds of synced records, each kept in its own table per integration. */
export const SYNCED_KINDS = [
  'people',
  'timeOff',
  'jobs',
  'applications',
  'goals',
  'okrs',
  'financeLines',
  'cashBalances',
] as const;
export type SyncedKind = (typeof SYNCED_KINDS)[number];

/** Everything one run read, by kind; a kind the connector does not read is absent. */
export interface SyncedRecords {
  people?: SyncedPerson[];
  timeOff?: SyncedTimeOff[];
  jobs?: SyncedJob[];
  applications?: SyncedApplication[];
  goals?: SyncedGoal[];
  okrs?: SyncedOkr[];
  financeLines?: SyncedFinanceLine[];
  cashBalances?: SyncedCashBalance[];
}

// ── Runs ────────────────────────────────────────────────────────────────────────────────────

/**
 * A run's status: `running` (waiting for a worker or working), `success`, `partial` (every record
 * read, but the provider left out fields that were asked for) and `error` (nothing applied).
 */
export const ZSyncRunStatus = z.enum(['running', 'success', 'partial', 'error']);
export type SyncRunStatus = z.infer<typeof ZSyncRunStatus>;

export const ZSyncTrigger = z.enum(['manual', 'schedule']);
export type SyncTrigger = z.infer<typeof ZSyncTrigger>;

/** Why a run failed, as a code; the run's `message` says it in words. */
export const ZSyncFailure = z.enum([
  ...INTEGRATION_CALL_FAILURES,
  // A run's own: still refused after its tries, its request cap, or its settings changed.
  'rate-limited',
  'too-many-pages',
  'interrupted',
]);
export type SyncFailure = z.infer<typeof ZSyncFailure>;

export const ZSyncCounts = z.object({
  created: z.number().int().min(0),
  updated: z.number().int().min(0),
  removed: z.number().int().min(0),
});
export type SyncCounts = z.infer<typeof ZSyncCounts>;

/** One run of an integration's sync. */
export const ZSyncRun = z.object({
  /** The job's id (a UUID). */
  id: z.uuid(),
  integrationId: ZRecordId,
  trigger: ZSyncTrigger,
  status: ZSyncRunStatus,
  queuedAt: ZIsoDateTime,
  /** Null while it waits for a worker. */
  startedAt: ZIsoDateTime.nullable(),
  finishedAt: ZIsoDateTime.nullable(),
  durationMs: z.number().int().min(0).nullable(),
  counts: ZSyncCounts,
  /** Fields asked for that the provider did not answer (a partial run). */
  missingFields: z.array(z.string().max(200)),
  /** On failure, the cause in words; never the key. */
  message: z.string().max(2000).nullable(),
  reason: ZSyncFailure.nullable(),
  /** Requests that were tried again after a transient failure. */
  retries: z.number().int().min(0),
});
export type SyncRun = z.infer<typeof ZSyncRun>;

/** GET /api/system-integrations/:id/sync-runs: the last 20, newest first. */
export const ZSyncRunsResponse = z.array(ZSyncRun);
export type SyncRunsResponse = z.infer<typeof ZSyncRunsResponse>;

/** The body of POST /api/system-integrations/:id/sync: none, or an empty object. */
export const ZStartSyncRequest = z.strictObject({}).optional();

/** POST /api/system-integrations/:id/sync: 202, the run that was started. */
export const ZStartSyncResponse = z.object({ runId: z.uuid() });
export type StartSyncResponse = z.infer<typeof ZStartSyncResponse>;

/** How many runs the history keeps and answers per integration. */
export const SYNC_HISTORY_LIMIT = 20;

// ── Provenance ──────────────────────────────────────────────────────────────────────────────

/** The dashboard feeds whose figures a sync can provide. */
export const DATA_FEEDS = [
  'team',
  'hrisInsights',
  'headcount',
  'openings',
  'recruiting',
  'goals',
  'okrs',
] as const;
export type DataFeed = (typeof DATA_FEEDS)[number];

/**
 * Where a feed's figures come from: `sample` (nothing connected, or nothing synced yet: the
 * seeded demo rows), `live` (the last run applied), `partial` (applied, with fields missing) or
 * `stale` (synced data, but the last attempt failed).
 */
export const ZProvenanceState = z.enum(['sample', 'live', 'partial', 'stale']);
export type ProvenanceState = z.infer<typeof ZProvenanceState>;

export const ZProvenance = z.object({
  state: ZProvenanceState,
  /** The connected source; null for the sample. */
  provider: ZProvider.nullable(),
  integrationId: ZRecordId.nullable(),
  /** The last successful run's end ("synced 4 min ago"). */
  syncedAt: ZIsoDateTime.nullable(),
  /** The last attempt's end, successful or not (may belong to another run). */
  lastAttemptAt: ZIsoDateTime.nullable(),
  /** Why the last attempt failed, in words; null when it did not. */
  cause: z.string().max(2000).nullable(),
  /** Fields this feed uses that the last run did not get. */
  missingFields: z.array(z.string().max(200)),
  /**
   * How many records of the feed's kind the source holds (the team: people synced); null for the
   * sample and for feeds that count nothing.
   */
  recordCount: z.number().int().min(0).nullable(),
});
export type Provenance = z.infer<typeof ZProvenance>;

/**
 * GET /api/data-sources: each feed's provenance for the viewer. `headcount` is the Headcount
 * Overview's own source (the HRIS for hired, or the ATS when it is the only one); `openings` is
 * where its open and planned figures come from (the ATS), so a widget that mixes two sources can
 * badge each figure with its own.
 */
export const ZDataSourcesResponse = z.object({
  team: ZProvenance,
  hrisInsights: ZProvenance,
  headcount: ZProvenance,
  openings: ZProvenance,
  recruiting: ZProvenance,
  goals: ZProvenance,
  okrs: ZProvenance,
});
export type DataSourcesResponse = z.infer<typeof ZDataSourcesResponse>;

/** A feed whose figures are the seeded sample. */
export const SAMPLE_PROVENANCE: Provenance = {
  state: 'sample',
  provider: null,
  integrationId: null,
  syncedAt: null,
  lastAttemptAt: null,
  cause: null,
  missingFields: [],
  recordCount: null,
};
