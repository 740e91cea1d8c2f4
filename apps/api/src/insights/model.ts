import type { GoalStatus, InsightType } from '@q/schemas/enums';

/**
 * The insight engine's data model: what the rules read (a company's synced records, as one
 * viewer or the whole organisation may see them), and what they answer (findings with their
 * evidence). Rules are pure functions of `CompanyData` and `RuleContext`: no database, no clock
 * of their own, no randomness; the same input gives the same findings in the same order.
 */

/** A synced person (the HRIS's directory and hire date). Dates are ISO days, `YYYY-MM-DD`. */
export interface CompanyPerson {
  sourceId: string;
  name: string;
  jobTitle: string | null;
  department: string | null;
  supervisorSourceId: string | null;
  hireDate: string | null;
  workEmail: string | null;
}

/** A synced time-off request, first and last day inclusive. */
export interface CompanyTimeOff {
  sourceId: string;
  personSourceId: string | null;
  personName: string;
  startDate: string;
  endDate: string;
  kind: string | null;
}

/** A synced job of the ATS, with what its applications say (aggregated in the database). */
export interface CompanyJob {
  sourceId: string;
  title: string;
  department: string | null;
  /** 'open', 'closed', 'draft'… as the ATS says (lower case). */
  status: string;
  openedAt: string | null;
  closedAt: string | null;
  /** Its applications, and the newest one's date (ISO instant), or null without any. */
  applications: number;
  lastAppliedAt: string | null;
}

/** A synced goal (personal or team), progress in percent (0–100). */
export interface CompanyGoal {
  sourceId: string;
  personSourceId: string | null;
  ownerName: string;
  title: string;
  status: GoalStatus;
  progress: number;
  /** When the goal's period began, where the source says; null otherwise. */
  startDate: string | null;
  dueDate: string | null;
}

/** A change to the org chart a sync applied: someone left, or moved to another manager. */
export interface PeopleChange {
  kind: 'left' | 'manager-changed';
  personSourceId: string;
  personName: string;
  department: string | null;
  /** The manager before and after (after: null for a leaver). */
  fromSupervisorSourceId: string | null;
  toSupervisorSourceId: string | null;
  /** When the sync applied it (ISO instant). */
  at: string;
  /** The sync run that applied it. */
  runId: string;
}

/** A connected source as the rules need it: what it is, and how fresh. */
export interface SourceState {
  integrationId: number;
  kind: 'hris' | 'ats';
  /** The provider's display name: 'BambooHR', 'Workday', 'Greenhouse', 'Custom feed'. */
  provider: string;
  /** The sync frequency in hours (daily: 24). */
  frequencyHours: number;
  /** The last run that succeeded (or partly), ISO instant; null when none has. */
  lastSuccessAt: string | null;
  /** That run's id: the org-chart changes it applied carry it. */
  lastSuccessRunId: string | null;
  /** How the last run ended; null when none has. */
  lastRunStatus: 'success' | 'partial' | 'error' | null;
  lastRunAt: string | null;
  lastError: string | null;
}

/** Everything a rule may read. Lists are in a stable order (source id). */
export interface CompanyData {
  people: readonly CompanyPerson[];
  timeOff: readonly CompanyTimeOff[];
  jobs: readonly CompanyJob[];
  goals: readonly CompanyGoal[];
  /** Changes applied by syncs (leavers over the last 90 days at least; moves since the last). */
  changes: readonly PeopleChange[];
  sources: readonly SourceState[];
}

/** A threshold table: every number a rule compares with, by name. */
export type Thresholds = Readonly<Record<string, number>>;

export interface RuleContext {
  /** Today, as an ISO day in the organisation's time zone (UTC). */
  today: string;
  /** The moment of the run (ISO instant), for ages measured in hours. */
  now: string;
  thresholds: Thresholds;
}

/** A record a finding rests on: enough to name it and link to it. */
export interface EvidenceRecord {
  kind: 'person' | 'time-off' | 'job' | 'goal' | 'change' | 'source';
  id: string;
  label: string;
  /** The person whose personal data it is, when it is someone's (scope decides who sees it). */
  personSourceId?: string | null;
}

/** A value the rule compared with a threshold: "14 days open ≥ benchmark 35 days". */
export interface EvidenceComparison {
  name: string;
  value: number;
  threshold: number;
  /** How value and threshold were compared. */
  op: '>=' | '>' | '<=' | '<' | '=';
  unit?: string;
}

export interface Finding {
  /** What the finding is about, stable across runs: its key with the rule (no duplicates). */
  subject: string;
  title: string;
  description: string;
  priority: 'high' | 'medium' | 'low';
  /** The Management Insights category it shows under ('team', 'people', 'process'…). */
  type: InsightType;
  actionText: string | null;
  impact: string | null;
  /** The date it concerns (the first day out, the anniversary, the due date), if any. */
  dueDate: string | null;
  /** The person it is about, by name, if any. */
  person: string | null;
  /**
   * The facts that, when they change, make it a new finding: a dismissed insight comes back
   * only when these differ from what was dismissed. Kept small and stable (sorted ids, counts).
   */
  material: string;
  records: readonly EvidenceRecord[];
  comparisons: readonly EvidenceComparison[];
  /** The sources it rests on (integration ids). */
  sources: readonly number[];
  /**
   * Who may see it (the engine decides with the viewer's scope; HR sees every finding):
   * - `records`: whoever may see the personal data of every person its records name;
   * - `team-of`: whoever may see that person's personal data (themselves, their management
   *   chain) — a manager's team's findings;
   * - `people`: exactly the people named (a report moved to or from them);
   * - `departments`: whoever's scope holds one of those departments (an open job; a job with
   *   no department: HR alone);
   * - `organisation`: everyone signed in to the organisation (the state of its connections).
   */
  audience:
    | { kind: 'records' }
    | { kind: 'team-of'; sourceId: string }
    | { kind: 'people'; sourceIds: readonly string[] }
    | { kind: 'departments'; departments: readonly string[] }
    | { kind: 'organisation' };
}

export interface Rule {
  /** Kebab-case, stable: part of every insight's key. */
  name: string;
  version: number;
  /** What it looks for, in one sentence (shown in "Why am I seeing this?"). */
  summary: string;
  /** The sources it reads: a finding is held back when one of them is stale or failed. */
  reads: readonly ('hris' | 'ats')[];
  /** Its thresholds and their defaults (the settings table holds the values in use). */
  defaults: Thresholds;
  evaluate(data: CompanyData, context: RuleContext): Finding[];
}
