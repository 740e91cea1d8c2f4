import { z } from 'zod';

/** Every enumeration of the product, defined once. */

export const ZRole = z.enum(['executive', 'manager', 'individual_contributor']);
export type Role = z.infer<typeof ZRole>;

/** The three dashboards, by the names the login redirect parameter and preferences use. */
export const ZDashboard = z.enum(['qube', 'aitchq', 'eyeq']);
export type Dashboard = z.infer<typeof ZDashboard>;

export const ZPriority = z.enum(['high', 'medium', 'low']);
export type Priority = z.infer<typeof ZPriority>;

export const ZHrisInsightType = z.enum(['anniversary', 'pto', 'timecard']);
export type HrisInsightType = z.infer<typeof ZHrisInsightType>;

export const ZToolStatus = z.enum(['operational', 'degraded', 'down', 'maintenance']);
export type ToolStatus = z.infer<typeof ZToolStatus>;

export const ZGoalStatus = z.enum(['completed', 'on_track', 'in_progress', 'at_risk', 'overdue']);
export type GoalStatus = z.infer<typeof ZGoalStatus>;

export const ZOkrType = z.enum(['functional', 'company']);
export type OkrType = z.infer<typeof ZOkrType>;

export const ZAgentPlatform = z.enum([
  'openai',
  'anthropic',
  'github_copilot',
  'zapier',
  'make',
  'custom',
]);
export type AgentPlatform = z.infer<typeof ZAgentPlatform>;

export const ZAgentStatus = z.enum(['active', 'idle', 'training', 'error']);
export type AgentStatus = z.infer<typeof ZAgentStatus>;

export const ZDeliverableType = z.enum(['milestone', 'project', 'deadline', 'review']);
export type DeliverableType = z.infer<typeof ZDeliverableType>;

export const ZDeliverableStatus = z.enum(['completed', 'in-progress', 'upcoming', 'overdue']);
export type DeliverableStatus = z.infer<typeof ZDeliverableStatus>;

export const ZInsightType = z.enum([
  'performance',
  'productivity',
  'team',
  'people',
  'process',
  'system',
  'ai_recommendation',
]);
export type InsightType = z.infer<typeof ZInsightType>;

/** Stored status of a management insight; only `active` ones are listed. */
export const ZInsightStatus = z.enum(['active', 'dismissed', 'completed']);
export type InsightStatus = z.infer<typeof ZInsightStatus>;

export const ZInsightSource = z.enum(['github', 'jira', 'hris', 'sentry']);
export type InsightSource = z.infer<typeof ZInsightSource>;

export const ZTrainingType = z.enum(['compliance', 'functional', 'ai_learning', 'soft_skills']);
export type TrainingType = z.infer<typeof ZTrainingType>;

export const ZTrainingPriority = z.enum(['mandatory', 'recommended', 'optional']);
export type TrainingPriority = z.infer<typeof ZTrainingPriority>;

export const ZNewsType = z.enum(['leadership', 'ai-tips', 'domain', 'industry', 'prompt']);
export type NewsType = z.infer<typeof ZNewsType>;

export const ZSystemType = z.enum([
  'hris',
  'ats',
  'lms',
  'financial',
  'monitoring',
  'collaboration',
]);
export type SystemType = z.infer<typeof ZSystemType>;

export const ZSyncFrequency = z.enum(['hourly', 'daily', 'weekly']);
export type SyncFrequency = z.infer<typeof ZSyncFrequency>;

export const ZSyncStatus = z.enum(['success', 'error', 'pending']);

/**
 * Why a call to an integration failed, for a connection test and a sync run alike: no answer
 * (`invalid-url`, `blocked` private/loopback/link-local target, `dns`, `refused`, `timeout`,
 * `tls`, `too-many-redirects`, `too-large`, `network`), an answer refusing the key
 * (`rejected-key`: 401/403) or another status (`http-status`), an answer that is not the
 * provider's format (`contract`), or a stored key the server can no longer read (`unreadable-key`).
 */
export const INTEGRATION_CALL_FAILURES = [
  'invalid-url',
  'blocked',
  'dns',
  'refused',
  'timeout',
  'tls',
  'too-many-redirects',
  'too-large',
  'network',
  'rejected-key',
  'http-status',
  'contract',
  'unreadable-key',
] as const;
export type SyncStatus = z.infer<typeof ZSyncStatus>;

/** Every provider of any type, once each. */
export const ZProvider = z.enum([
  'workday',
  'bamboohr',
  'adp',
  'successfactors',
  'greenhouse',
  'lever',
  'workable',
  'smartrecruiters',
  'cornerstone',
  'udemy',
  'linkedin',
  'degreed',
  'quickbooks',
  'netsuite',
  'sap',
  'oracle',
  'datadog',
  'newrelic',
  'splunk',
  'pagerduty',
  'slack',
  'teams',
  'google',
  'other',
]);
export type Provider = z.infer<typeof ZProvider>;

/** Executive / personal sample vocabularies. */
export const ZSignalPriority = z.enum(['High', 'Medium', 'Low']);
export type SignalPriority = z.infer<typeof ZSignalPriority>;

export const ZTrend = z.enum(['up', 'down', 'stable']);
export type Trend = z.infer<typeof ZTrend>;

export const ZHealthLevel = z.enum(['high', 'medium', 'low']);
export type HealthLevel = z.infer<typeof ZHealthLevel>;

export const ZOkrSampleStatus = z.enum(['ahead', 'on-track', 'at-risk', 'behind']);
export type OkrSampleStatus = z.infer<typeof ZOkrSampleStatus>;

export const ZBudgetStatus = z.enum(['over', 'under']);
export type BudgetStatus = z.infer<typeof ZBudgetStatus>;

export const ZAvailability = z.enum(['available', 'busy']);
export type Availability = z.infer<typeof ZAvailability>;

export const ZUrgency = z.enum(['immediate', 'this-week', 'this-month', 'this-quarter']);
export type Urgency = z.infer<typeof ZUrgency>;

/** Status of an open position in the recruiting widget. */
export const ZOpenPositionStatus = z.enum(['urgent', 'active']);
export type OpenPositionStatus = z.infer<typeof ZOpenPositionStatus>;

/**
 * Where the goals and OKRs widgets got their data: the live HR source (`connected`, badge
 * 'Live'), still loading, the stored copy because the live source is not configured
 * (`fallback`, badge 'Stored: service not configured'), a failure, or not yet known.
 */
export const ZDataSourceState = z.enum(['connected', 'loading', 'fallback', 'error', 'unknown']);
export type DataSourceState = z.infer<typeof ZDataSourceState>;

/** Status of a goal in the fixed sample data (the live source uses ZGoalStatus). */
export const ZSampleGoalStatus = z.enum(['on-track', 'in-progress', 'at-risk', 'completed']);
export type SampleGoalStatus = z.infer<typeof ZSampleGoalStatus>;

/** Categories of an AI signal; `Market` and `Sales` appear only in the executive copy. */
export const ZSignalCategory = z.enum([
  'Market Intelligence',
  'Sales Performance',
  'Product',
  'People Operations',
  'Finance',
  'Market',
  'Sales',
]);
export type SignalCategory = z.infer<typeof ZSignalCategory>;
