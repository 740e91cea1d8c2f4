import {
  type Dashboard,
  type GoalStatus,
  type HrisInsightType,
  type InsightSource,
  type InsightStatus,
  type InsightType,
  type NewsType,
  type OkrType,
  type OpenPositionStatus,
  type Priority,
  type Provider,
  type Role,
  type SyncFrequency,
  type SyncStatus,
  type SystemType,
  type ToolStatus,
  ZDashboard,
  ZGoalStatus,
  ZHrisInsightType,
  ZInsightSource,
  ZInsightStatus,
  ZInsightType,
  ZNewsType,
  ZOkrType,
  ZOpenPositionStatus,
  ZPriority,
  ZProvider,
  ZRole,
  ZSyncFrequency,
  ZSyncStatus,
  ZSystemType,
  ZToolStatus,
} from '@q/schemas/enums';
import {
  type SyncRunStatus,
  type SyncTrigger,
  ZSyncRunStatus,
  ZSyncTrigger,
} from '@q/schemas/sync';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The one database schema, for PGlite and PostgreSQL alike. Migrations in `../../drizzle` are
 * generated from it with `pnpm --filter @q/api db:generate`; keep it valid for PostgreSQL 15.
 */

// zod types `options` as a plain array; drizzle wants the non-empty tuple it is.
export const roleEnum = pgEnum('user_role', ZRole.options as [Role, ...Role[]]);
export const dashboardEnum = pgEnum('dashboard', ZDashboard.options as [Dashboard, ...Dashboard[]]);

const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/**
 * The company that owns its connections, synced data and settings. One per deployment today; its
 * data is keyed by it, so that hosting several companies on one database is data, not a rewrite.
 * The seeded sample company (id 1, `isDemo`) is the one the demo login signs into.
 */
export const organisations = pgTable('organisations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** The sample company of the demo login: every demo account may manage its connections. */
  isDemo: boolean('is_demo').notNull().default(false),
  /**
   * The issuer of the identity provider its people sign in with (OIDC_ISSUER); null for an
   * organisation without one. The server makes this organisation (named COMPANY_NAME) at start.
   */
  idpIssuer: text('idp_issuer').unique(),
  createdAt: createdAt(),
});

export type OrganisationRow = typeof organisations.$inferSelect;

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /**
     * Always stored lower-cased, so the unique constraint is case-insensitive. Unique within the
     * organisation: the same address may have an account in the demo company and in the real one.
     */
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: roleEnum('role').notNull(),
    defaultDashboard: dashboardEnum('default_dashboard').notNull(),
    /** The identity provider's subject (`sub`) of the person, once they signed in through it. */
    idpSubject: text('idp_subject'),
    /**
     * What the identity provider's groups granted at the last sign-in (`hr`, `executive`,
     * `admin`); re-evaluated at every sign-in.
     */
    groupRoles: text('group_roles').array().notNull().default(sql`'{}'::text[]`),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [
    check('users_email_lower_case', sql`${table.email} = lower(${table.email})`),
    unique('users_organisation_email_unique').on(table.organisationId, table.email),
    unique('users_organisation_subject_unique').on(table.organisationId, table.idpSubject),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 (hex) of the random token; the token itself lives only in the browser's cookie. */
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    /** How it was made: the demo login, or a sign-in through the identity provider. */
    via: text('via', { enum: ['demo', 'identity-provider'] })
      .notNull()
      .default('demo'),
  },
  (table) => [
    index('sessions_user_id_idx').on(table.userId),
    check('sessions_via_known', sql`${table.via} in ('demo', 'identity-provider')`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

// ── Manager dashboard (aitchQ) ──────────────────────────────────────────────────────────────
// The demo organisation's data. Single-row tables (`id = 1`) hold the organisation's current
// figures; the seed gives every fixture row a fixed id so reseeding finds it.

export const priorityEnum = pgEnum('priority', ZPriority.options as [Priority, ...Priority[]]);
export const hrisInsightTypeEnum = pgEnum(
  'hris_insight_type',
  ZHrisInsightType.options as [HrisInsightType, ...HrisInsightType[]],
);
export const openPositionStatusEnum = pgEnum(
  'open_position_status',
  ZOpenPositionStatus.options as [OpenPositionStatus, ...OpenPositionStatus[]],
);
export const toolStatusEnum = pgEnum(
  'tool_status',
  ZToolStatus.options as [ToolStatus, ...ToolStatus[]],
);
export const goalStatusEnum = pgEnum(
  'goal_status',
  ZGoalStatus.options as [GoalStatus, ...GoalStatus[]],
);
export const okrTypeEnum = pgEnum('okr_type', ZOkrType.options as [OkrType, ...OkrType[]]);
export const insightTypeEnum = pgEnum(
  'insight_type',
  ZInsightType.options as [InsightType, ...InsightType[]],
);
export const insightStatusEnum = pgEnum(
  'insight_status',
  ZInsightStatus.options as [InsightStatus, ...InsightStatus[]],
);
export const insightSourceEnum = pgEnum(
  'insight_source',
  ZInsightSource.options as [InsightSource, ...InsightSource[]],
);
export const newsTypeEnum = pgEnum('news_type', ZNewsType.options as [NewsType, ...NewsType[]]);

/** A percentage with two decimals, read as a numeric string ('87.50'). */
const percentColumn = (name: string) => numeric(name, { precision: 5, scale: 2 });
const percentRange = (name: string, column: AnyPgColumn) =>
  check(name, sql`${column} between 0 and 100`);
const singleRow = (name: string, column: AnyPgColumn) => check(name, sql`${column} = 1`);

export const employees = pgTable(
  'employees',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    position: text('position').notNull(),
    department: text('department').notNull(),
    /** Null at the top of the organisation. */
    managerId: integer('manager_id').references((): AnyPgColumn => employees.id, {
      onDelete: 'set null',
    }),
    avatar: text('avatar'),
    /** The account of this employee, when they can sign in; it decides whose team is 'You'. */
    userId: integer('user_id')
      .unique()
      .references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('employees_manager_id_idx').on(table.managerId)],
);

export const hrisInsights = pgTable('hris_insights', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  type: hrisInsightTypeEnum('type').notNull(),
  priority: priorityEnum('priority').notNull(),
});

export const headcountMetrics = pgTable(
  'headcount_metrics',
  {
    id: integer('id').primaryKey(),
    hired: integer('hired').notNull(),
    open: integer('open').notNull(),
    planned: integer('planned').notNull(),
    teamCapacity: percentColumn('team_capacity').notNull(),
  },
  (table) => [
    singleRow('headcount_metrics_single_row', table.id),
    check(
      'headcount_metrics_counts',
      sql`least(${table.hired}, ${table.open}, ${table.planned}) >= 0`,
    ),
    percentRange('headcount_metrics_team_capacity', table.teamCapacity),
  ],
);

export const recruitingMetrics = pgTable(
  'recruiting_metrics',
  {
    id: integer('id').primaryKey(),
    /** Days. */
    avgTimeToFill: doublePrecision('avg_time_to_fill').notNull(),
    /** Days. */
    avgTimeToHire: doublePrecision('avg_time_to_hire').notNull(),
  },
  (table) => [
    singleRow('recruiting_metrics_single_row', table.id),
    check(
      'recruiting_metrics_days',
      sql`${table.avgTimeToFill} >= 0 and ${table.avgTimeToHire} >= 0`,
    ),
  ],
);

export const openPositions = pgTable('open_positions', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  status: openPositionStatusEnum('status').notNull(),
});

export const tools = pgTable(
  'tools',
  {
    /** A slug ('github'), as the page's fixed tool lists use. */
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    status: toolStatusEnum('status').notNull(),
    /** Percent. */
    uptime: numeric('uptime', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    url: text('url').notNull(),
    logo: text('logo').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (table) => [
    percentRange('tools_uptime', table.uptime),
    index('tools_sort_order_idx').on(table.sortOrder),
  ],
);

export const smartGoals = pgTable(
  'smart_goals',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    status: goalStatusEnum('status').notNull(),
    priority: priorityEnum('priority').notNull(),
    progress: percentColumn('progress').notNull(),
    /** What 'done' means, in words; null when the goal has no stated target. */
    target: text('target'),
    dueDate: date('due_date', { mode: 'string' }),
  },
  (table) => [percentRange('smart_goals_progress', table.progress)],
);

export const okrs = pgTable(
  'okrs',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    type: okrTypeEnum('type').notNull(),
    progress: percentColumn('progress').notNull(),
  },
  (table) => [percentRange('okrs_progress', table.progress)],
);

export const capacityModel = pgTable(
  'capacity_model',
  {
    id: integer('id').primaryKey(),
    /** Story points per sprint. */
    currentVelocity: doublePrecision('current_velocity').notNull(),
    /** Story points per sprint. */
    targetVelocity: doublePrecision('target_velocity').notNull(),
    /** Percent; above 100 means overloaded. */
    teamUtilization: doublePrecision('team_utilization').notNull(),
    additionalEngineersNeeded: integer('additional_engineers_needed').notNull(),
  },
  (table) => [
    singleRow('capacity_model_single_row', table.id),
    check(
      'capacity_model_non_negative',
      sql`least(${table.currentVelocity}, ${table.targetVelocity}, ${table.teamUtilization}, ${table.additionalEngineersNeeded}) >= 0`,
    ),
  ],
);

export const managementInsights = pgTable(
  'management_insights',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    type: insightTypeEnum('type').notNull(),
    priority: priorityEnum('priority').notNull(),
    /** The organisation-wide state, which the signed-out view shows; see insight_states. */
    status: insightStatusEnum('status').notNull().default('active'),
    source: insightSourceEnum('source').notNull(),
    actionRequired: boolean('action_required').notNull().default(false),
    actionText: text('action_text'),
    impact: text('impact'),
    dueDate: date('due_date', { mode: 'string' }),
    /** The person the insight is about, by name. */
    person: text('person'),
    aiGenerated: boolean('ai_generated').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [index('management_insights_status_idx').on(table.status)],
);

/**
 * A user's own dismissal or completion of an insight: it hides the insight from that user only.
 * One row per user and insight, so a second dismiss or complete finds the row and is refused.
 */
export const insightStates = pgTable(
  'insight_states',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    insightId: integer('insight_id')
      .notNull()
      .references(() => managementInsights.id, { onDelete: 'cascade' }),
    status: insightStatusEnum('status').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'insight_states_pkey', columns: [table.userId, table.insightId] }),
    index('insight_states_insight_id_idx').on(table.insightId),
    check('insight_states_not_active', sql`${table.status} <> 'active'`),
  ],
);

export const budgetLines = pgTable(
  'budget_lines',
  {
    id: serial('id').primaryKey(),
    category: text('category').notNull().unique(),
    /** Dollars, read as a numeric string. */
    budgeted: numeric('budgeted', { precision: 14, scale: 2 }).notNull(),
    /** Dollars, read as a numeric string. */
    actual: numeric('actual', { precision: 14, scale: 2 }).notNull(),
  },
  (table) => [check('budget_lines_amounts', sql`${table.budgeted} > 0 and ${table.actual} >= 0`)],
);

export const newsItems = pgTable('news_items', {
  id: serial('id').primaryKey(),
  type: newsTypeEnum('type').notNull(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  url: text('url').notNull(),
  source: text('source').notNull(),
});

export type EmployeeRow = typeof employees.$inferSelect;
export type ManagementInsightRow = typeof managementInsights.$inferSelect;

// ── System integrations (/settings) ─────────────────────────────────────────────────────────

export const systemTypeEnum = pgEnum(
  'system_type',
  ZSystemType.options as [SystemType, ...SystemType[]],
);
export const integrationProviderEnum = pgEnum(
  'integration_provider',
  ZProvider.options as [Provider, ...Provider[]],
);
export const syncFrequencyEnum = pgEnum(
  'sync_frequency',
  ZSyncFrequency.options as [SyncFrequency, ...SyncFrequency[]],
);
export const syncStatusEnum = pgEnum(
  'sync_status',
  ZSyncStatus.options as [SyncStatus, ...SyncStatus[]],
);

/**
 * An organisation's connection to one outside system, at most one per (organisation, type): the
 * unique constraint decides concurrent creates. `userId` is the person who last changed it. The
 * API key is stored only as AES-256-GCM ciphertext (`src/integrations/secret-box.ts`), bound to
 * the organisation and type, plus the masked hint the answers show.
 */
export const systemIntegrations = pgTable(
  'system_integrations',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /** Who last changed the record; null once that user is gone. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    systemType: systemTypeEnum('system_type').notNull(),
    systemName: integrationProviderEnum('system_name').notNull(),
    isEnabled: boolean('is_enabled').notNull().default(false),
    syncFrequency: syncFrequencyEnum('sync_frequency').notNull().default('daily'),
    apiEndpoint: text('api_endpoint').notNull(),
    /** `v1.<iv>.<tag>.<ciphertext>` (base64url), bound to the owner and type; never the key. */
    apiKeyCiphertext: text('api_key_ciphertext').notNull(),
    /** '••••' + the key's last 4 characters (or only '••••' for a short key). */
    apiKeyHint: text('api_key_hint').notNull(),
    webhookUrl: text('webhook_url'),
    configData: jsonb('config_data').$type<Record<string, unknown>>(),
    /** Null until the first connection test: 'Not Configured'. */
    syncStatus: syncStatusEnum('sync_status'),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true, mode: 'date' }),
    lastSyncMessage: text('last_sync_message'),
    /**
     * When the current endpoint and key last proved to work (a passed connection test or a
     * successful sync); cleared when either changes. Only verified records are synced on schedule.
     */
    verifiedAt: timestamp('verified_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    unique('system_integrations_organisation_type_unique').on(
      table.organisationId,
      table.systemType,
    ),
    check(
      'system_integrations_webhook_hris_only',
      sql`${table.webhookUrl} is null or ${table.systemType} = 'hris'`,
    ),
  ],
);

export type SystemIntegrationRow = typeof systemIntegrations.$inferSelect;

/**
 * The organisation's language model for the assistant (an OpenAI-compatible Chat Completions
 * API), at most one per organisation; none: not configured. The API key is stored like an
 * integration's: AES-256-GCM ciphertext under the same derived key, bound to the organisation
 * (`src/integrations/secret-box.ts`), plus the masked hint admins are shown.
 */
export const assistantModels = pgTable('assistant_models', {
  organisationId: integer('organisation_id')
    .primaryKey()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  /** On: questions go to the model (its answers checked); off: kept, not used. */
  enabled: boolean('enabled').notNull().default(false),
  /** The API's base URL, without a trailing slash: requests go to `{baseUrl}/chat/completions`. */
  baseUrl: text('base_url').notNull(),
  model: text('model').notNull(),
  /** `v1.<iv>.<tag>.<ciphertext>` (base64url), bound to the organisation; never the key. */
  apiKeyCiphertext: text('api_key_ciphertext').notNull(),
  /** '••••' + the key's last 4 characters (or only '••••' for a short key). */
  apiKeyHint: text('api_key_hint').notNull(),
  /** Who last changed the settings; null once that user is gone. */
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  createdAt: createdAt(),
});

export type AssistantModelRow = typeof assistantModels.$inferSelect;

// ── Connected data (sync) ───────────────────────────────────────────────────────────────────

export const syncRunStatusEnum = pgEnum(
  'sync_run_status',
  ZSyncRunStatus.options as [SyncRunStatus, ...SyncRunStatus[]],
);
export const syncTriggerEnum = pgEnum(
  'sync_trigger',
  ZSyncTrigger.options as [SyncTrigger, ...SyncTrigger[]],
);

/**
 * One run of an integration's sync; its id is the background job's. At most one run per
 * integration is `running` (waiting or working) at a time: the partial unique index decides
 * concurrent starts, on any number of server processes.
 */
export const syncRuns = pgTable(
  'sync_runs',
  {
    id: uuid('id').primaryKey(),
    integrationId: integer('integration_id')
      .notNull()
      .references(() => systemIntegrations.id, { onDelete: 'cascade' }),
    trigger: syncTriggerEnum('trigger').notNull(),
    status: syncRunStatusEnum('status').notNull().default('running'),
    queuedAt: timestamp('queued_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    removed: integer('removed').notNull().default(0),
    missingFields: jsonb('missing_fields').$type<string[]>().notNull().default([]),
    message: text('message'),
    reason: text('reason'),
    retries: integer('retries').notNull().default(0),
  },
  (table) => [
    index('sync_runs_integration_idx').on(table.integrationId, table.queuedAt),
    uniqueIndex('sync_runs_one_running')
      .on(table.integrationId)
      .where(sql`${table.status} = 'running'`),
  ],
);

export type SyncRunRow = typeof syncRuns.$inferSelect;

/** The columns every synced record has: its integration, the provider's id, a content hash. */
const syncedRecord = () => ({
  integrationId: integer('integration_id')
    .notNull()
    .references(() => systemIntegrations.id, { onDelete: 'cascade' }),
  sourceId: text('source_id').notNull(),
  /** A hash of the mapped record: an unchanged record is not rewritten (nor counted). */
  contentHash: text('content_hash').notNull(),
  /** When the provider last changed it, where the provider says. */
  sourceUpdatedAt: timestamp('source_updated_at', { withTimezone: true, mode: 'date' }),
});

const syncedKey = (name: string, table: { integrationId: AnyPgColumn; sourceId: AnyPgColumn }) =>
  primaryKey({ name, columns: [table.integrationId, table.sourceId] });

/** People of a connected HRIS. The serial id is what the team card answers as the employee id. */
export const syncedPeople = pgTable(
  'synced_people',
  {
    id: serial('id').notNull().unique(),
    ...syncedRecord(),
    name: text('name').notNull(),
    jobTitle: text('job_title'),
    department: text('department'),
    supervisorSourceId: text('supervisor_source_id'),
    hireDate: date('hire_date', { mode: 'string' }),
    workEmail: text('work_email'),
    photoUrl: text('photo_url'),
  },
  (table) => [
    syncedKey('synced_people_pkey', table),
    index('synced_people_email_idx').on(table.integrationId, table.workEmail),
    // A manager's reports, a page at a time in id order (keyset): the team card's pages.
    index('synced_people_reports_idx').on(table.integrationId, table.supervisorSourceId, table.id),
    // Anniversaries are found by the calendar day of the hire date (MMDD: 1 March is 301).
    index('synced_people_hire_day_idx').on(table.integrationId, hireCalendarDay(table.hireDate)),
  ],
);

/** A date's calendar day as a number, MMDD (1 March: 301), as the hire-day index holds it. */
export function hireCalendarDay(date: AnyPgColumn) {
  return sql<number>`(extract(month from ${date}) * 100 + extract(day from ${date}))`;
}

export const syncedTimeOff = pgTable(
  'synced_time_off',
  {
    ...syncedRecord(),
    personSourceId: text('person_source_id'),
    personName: text('person_name').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    kind: text('kind'),
  },
  (table) => [syncedKey('synced_time_off_pkey', table)],
);

export const syncedJobs = pgTable(
  'synced_jobs',
  {
    ...syncedRecord(),
    title: text('title').notNull(),
    department: text('department'),
    status: text('status').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true, mode: 'date' }),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    openings: jsonb('openings')
      .$type<{ openedAt: string | null; closedAt: string | null; filled: boolean }[]>()
      .notNull(),
  },
  (table) => [syncedKey('synced_jobs_pkey', table)],
);

export const syncedApplications = pgTable(
  'synced_applications',
  {
    ...syncedRecord(),
    jobSourceId: text('job_source_id'),
    appliedAt: timestamp('applied_at', { withTimezone: true, mode: 'date' }).notNull(),
    hiredAt: timestamp('hired_at', { withTimezone: true, mode: 'date' }),
    status: text('status').notNull(),
    /** The application's current stage, where the ATS says. */
    stage: text('stage'),
    /** Where the candidate came from, where the ATS says. */
    source: text('source'),
    /** The status of the latest offer still in force (unresolved, accepted, rejected). */
    offerStatus: text('offer_status'),
  },
  (table) => [
    syncedKey('synced_applications_pkey', table),
    // The average time to hire reads the hired few of tens of thousands of applications.
    index('synced_applications_hired_idx')
      .on(table.integrationId, table.hiredAt, table.appliedAt)
      .where(sql`${table.hiredAt} is not null`),
  ],
);

export const syncedGoals = pgTable(
  'synced_goals',
  {
    ...syncedRecord(),
    personSourceId: text('person_source_id'),
    ownerName: text('owner_name').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    status: goalStatusEnum('status').notNull(),
    priority: priorityEnum('priority').notNull(),
    progress: doublePrecision('progress').notNull(),
    /** When the goal's period began, where the source says (goals at risk compare with it). */
    startDate: date('start_date', { mode: 'string' }),
    dueDate: date('due_date', { mode: 'string' }),
  },
  (table) => [syncedKey('synced_goals_pkey', table)],
);

export const syncedOkrs = pgTable(
  'synced_okrs',
  {
    ...syncedRecord(),
    title: text('title').notNull(),
    type: okrTypeEnum('type').notNull(),
    progress: doublePrecision('progress').notNull(),
  },
  (table) => [syncedKey('synced_okrs_pkey', table)],
);

/**
 * Monthly profit-and-loss amounts of a connected financial system, actual and budget, per
 * category (and department where the source has them). The source id is the line's key
 * (`scenario|month|kind|category|department`); amounts are whole cents of `currency`.
 */
export const syncedFinanceLines = pgTable(
  'synced_finance_lines',
  {
    ...syncedRecord(),
    month: text('month').notNull(),
    scenario: text('scenario', { enum: ['actual', 'budget'] }).notNull(),
    kind: text('kind', {
      enum: ['revenue', 'costOfSales', 'expense', 'otherIncome', 'otherExpense'],
    }).notNull(),
    category: text('category').notNull(),
    department: text('department'),
    currency: text('currency').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** 'YYYY-MM': the first month of the line's fiscal year; null: January. */
    fiscalYearStart: text('fiscal_year_start'),
  },
  (table) => [
    syncedKey('synced_finance_lines_pkey', table),
    index('synced_finance_lines_month_idx').on(table.integrationId, table.month),
  ],
);

/**
 * The OAuth 2.0 grant of an integration whose provider authorises by consent (QuickBooks): the
 * company it reaches (`realm_id`), and its access and refresh tokens sealed together exactly as
 * an API key is (AES-256-GCM under the organisation's integration context). Gone with the
 * integration, and when its provider, endpoint or client secret change.
 */
export const integrationOAuthGrants = pgTable('integration_oauth_grants', {
  integrationId: integer('integration_id')
    .primaryKey()
    .references(() => systemIntegrations.id, { onDelete: 'cascade' }),
  realmId: text('realm_id').notNull(),
  tokensCiphertext: text('tokens_ciphertext').notNull(),
  accessExpiresAt: timestamp('access_expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  refreshExpiresAt: timestamp('refresh_expires_at', { withTimezone: true, mode: 'date' }),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Month-end cash of a connected financial system; the source id is the month. */
export const syncedCashBalances = pgTable(
  'synced_cash_balances',
  {
    ...syncedRecord(),
    month: text('month').notNull(),
    currency: text('currency').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  },
  (table) => [syncedKey('synced_cash_balances_pkey', table)],
);

/**
 * What syncs changed in a company's org chart: a person who left (their record removed) or
 * moved to another manager. Written by the database itself while a run applies (a trigger on
 * synced_people, active only inside a transaction that names its run in `q.sync_run`), so a
 * removal by anything else (a disconnection) records nothing. The insight engine reads the
 * departures of the last 90 days and the moves of the latest run.
 */
export const syncedPeopleChanges = pgTable(
  'synced_people_changes',
  {
    id: serial('id').primaryKey(),
    integrationId: integer('integration_id')
      .notNull()
      .references(() => systemIntegrations.id, { onDelete: 'cascade' }),
    runId: text('run_id').notNull(),
    kind: text('kind', { enum: ['left', 'manager-changed'] }).notNull(),
    personSourceId: text('person_source_id').notNull(),
    personName: text('person_name').notNull(),
    department: text('department'),
    fromSupervisorSourceId: text('from_supervisor_source_id'),
    toSupervisorSourceId: text('to_supervisor_source_id'),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('synced_people_changes_at_idx').on(table.integrationId, table.at)],
);

/**
 * The insights the engine computed for an organisation, one per (rule, subject): a run updates
 * the ones it finds again, adds the new ones and resolves the ones whose condition no longer
 * holds. `material` is the finding's facts that matter: a dismissal holds while they are the same.
 */
export const computedInsights = pgTable(
  'computed_insights',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    rule: text('rule').notNull(),
    ruleVersion: integer('rule_version').notNull(),
    subject: text('subject').notNull(),
    status: text('status', { enum: ['active', 'resolved'] }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    type: insightTypeEnum('type').notNull(),
    priority: priorityEnum('priority').notNull(),
    actionText: text('action_text'),
    impact: text('impact'),
    dueDate: date('due_date', { mode: 'string' }),
    person: text('person'),
    material: text('material').notNull(),
    /** Records, comparisons, sources and audience, as the rule found them (`insights/model.ts`). */
    evidence: jsonb('evidence').$type<Record<string, unknown>>().notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true, mode: 'date' }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    unique('computed_insights_subject_key').on(table.organisationId, table.rule, table.subject),
    index('computed_insights_active_idx').on(table.organisationId, table.status),
  ],
);

/**
 * A person's own decision on a computed insight: dismissed (with a reason, and the material
 * facts it was dismissed for), completed, or snoozed until a day.
 */
export const computedInsightStates = pgTable(
  'computed_insight_states',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    insightId: integer('insight_id')
      .notNull()
      .references(() => computedInsights.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['dismissed', 'completed', 'snoozed'] }).notNull(),
    reason: text('reason', { enum: ['not-relevant', 'already-handled', 'wrong-data'] }),
    material: text('material').notNull(),
    snoozedUntil: date('snoozed_until', { mode: 'string' }),
    changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'computed_insight_states_pkey', columns: [table.userId, table.insightId] }),
    index('computed_insight_states_insight_idx').on(table.insightId),
  ],
);

/**
 * Per organisation and rule: the thresholds in use where they differ from the rule's defaults,
 * how many dismissals said "wrong data" (a rule people distrust shows here), and the last run:
 * when, how many findings, and why it was held back, if it was.
 */
export const insightRuleStates = pgTable(
  'insight_rule_states',
  {
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    rule: text('rule').notNull(),
    thresholds: jsonb('thresholds').$type<Record<string, number>>().notNull().default({}),
    wrongDataDismissals: integer('wrong_data_dismissals').notNull().default(0),
    lastRunAt: timestamp('last_run_at', { withTimezone: true, mode: 'date' }),
    lastFindings: integer('last_findings'),
    heldBackReason: text('held_back_reason'),
  },
  (table) => [
    primaryKey({ name: 'insight_rule_states_pkey', columns: [table.organisationId, table.rule] }),
  ],
);

/**
 * Moves on after every write through the API (`nextval`). A server process that keeps answers in
 * memory compares it before serving one, so a write through any process is seen by all at once.
 * A sequence rather than a row: bumping it takes no lock and is never rolled back.
 */
export const dataVersion = pgSequence('data_version');

/**
 * The audit trail (`src/audit/`): append-only. The database refuses an UPDATE always, and a
 * DELETE outside the retention job's own transaction (a trigger, migration 0010). Each row holds
 * the hash of the row before (`prevHash`) and its own (`hash`: SHA-256 of the previous hash and
 * the row's canonical content), so a change or a removal anywhere breaks the chain there. No
 * foreign keys: the trail outlives the users, integrations and organisations it names.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    organisationId: integer('organisation_id'),
    actorKind: text('actor_kind', { enum: ['user', 'system'] }).notNull(),
    actorUserId: integer('actor_user_id'),
    actorLabel: text('actor_label').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    targetLabel: text('target_label'),
    /** The person the event is about (whose data was viewed, whose sessions ended). */
    subjectUserId: integer('subject_user_id'),
    changes: jsonb('changes').$type<Record<string, { before: unknown; after: unknown }>>(),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    requestId: text('request_id'),
    result: text('result', { enum: ['ok', 'refused'] }).notNull(),
    status: integer('status'),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull().unique(),
  },
  (table) => [
    index('audit_events_organisation_idx').on(table.organisationId, table.id),
    index('audit_events_subject_idx').on(table.subjectUserId, table.id),
    index('audit_events_at_idx').on(table.at),
  ],
);

export type AuditEventRow = typeof auditEvents.$inferSelect;

/**
 * Where the kept chain starts after the retention job removed older rows: the first kept row
 * and the hash it follows. Append-only like the trail.
 */
export const auditAnchors = pgTable('audit_anchors', {
  id: serial('id').primaryKey(),
  firstEventId: bigint('first_event_id', { mode: 'number' }).notNull(),
  prevHash: text('prev_hash').notNull(),
  removed: integer('removed').notNull(),
  createdAt: createdAt(),
});

/**
 * Reads of people's personal data already recorded: one event per viewer, call and data
 * version, whichever instance served it first.
 */
export const auditReadMarks = pgTable(
  'audit_read_marks',
  {
    userId: integer('user_id').notNull(),
    call: text('call').notNull(),
    dataVersion: text('data_version').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.call, table.dataVersion] })],
);
