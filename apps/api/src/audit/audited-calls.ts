import type { EndpointName } from '@q/schemas/api';
import type { AuditAction } from '@q/schemas/audit';

/** The rules of calls that change nothing (every other rule names a change's action). */
export const READ_RULES = ['personal-read', 'aggregate-read', 'own-read', 'none'] as const;

/**
 * What the audit trail records of every declared call, decided here for all of them (the type
 * checker refuses a call left out):
 *
 * - a call that changes something names its action: its handler records the event with what
 *   changed, and a refusal (403, 404, 409) is recorded under the same action by the trail's hook;
 * - `personal-read`: a read that returns individual people's personal data (time off, goals,
 *   anniversaries) of the synced company, recorded once per viewer, call and data version;
 * - `aggregate-read`: a read of people's data that returns only counts and aggregates;
 * - `own-read`: a read of the signed-in person's own synced record, with nobody else's personal
 *   data (of others only the directory: names and titles): not recorded, whoever the reader
 *   manages, as `personal-read` is not for a viewer whose scope holds only themselves;
 * - `none`: a read of nothing personal (the sample company, the organisation's connections, the
 *   trail itself, the signed-in person's own account), or the start of a sign-in (its end is
 *   the event).
 *
 * The kept table, not the declarations, holds this: the declarations of the sign-in calls ship in
 * every page's first chunk.
 */
export type AuditRule = AuditAction | (typeof READ_RULES)[number];

/** Whether a call's rule names the action of a change (not one of `READ_RULES`). */
export const isChangeRule = (rule: AuditRule | undefined): rule is AuditAction =>
  rule !== undefined && !(READ_RULES as readonly string[]).includes(rule);

export const AUDITED_CALLS: Readonly<Record<EndpointName, AuditRule>> = {
  login: 'sign-in',
  me: 'none',
  logout: 'sign-out',
  updateUser: 'user-updated',
  demoUsers: 'none',
  logoutEverywhere: 'sign-out-everywhere',
  signInOptions: 'none',
  oidcStart: 'none',
  oidcCallback: 'sign-in',
  listMembers: 'none',
  endMemberSessions: 'sessions-ended-by-admin',
  health: 'none',
  liveness: 'none',
  dataSources: 'none',
  newsTicker: 'none',
  employees: 'personal-read',
  teamReports: 'personal-read',
  managementInsights: 'personal-read',
  dismissInsight: 'insight-dismissed',
  completeInsight: 'insight-completed',
  snoozeInsight: 'insight-snoozed',
  askAssistant: 'assistant-asked',
  workdayGoals: 'personal-read',
  smartGoals: 'none',
  workdayOkrs: 'none',
  okrs: 'none',
  hrisInsights: 'personal-read',
  headcountMetrics: 'aggregate-read',
  atsInsights: 'aggregate-read',
  capacityModel: 'none',
  systemsStatus: 'none',
  budgetTracker: 'none',
  ownPersonalData: 'own-read',
  executivePeople: 'aggregate-read',
  executiveOkrs: 'none',
  organisation: 'none',
  listIntegrations: 'none',
  createIntegration: 'integration-created',
  updateIntegration: 'integration-changed',
  deleteIntegration: 'integration-deleted',
  testIntegration: 'integration-tested',
  quickbooksConnect: 'none',
  quickbooksCallback: 'integration-authorised',
  financeFigures: 'none',
  departmentBudget: 'none',
  startSync: 'sync-started',
  syncRuns: 'none',
  assistantModel: 'none',
  saveAssistantModel: 'assistant-model-changed',
  deleteAssistantModel: 'assistant-model-removed',
  previewAssistantModel: 'assistant-model-previewed',
  listAuditEvents: 'none',
  verifyAuditLog: 'none',
  myAuditEvents: 'none',
  recordExport: 'report-exported',
};
