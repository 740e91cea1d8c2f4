import { z } from 'zod';
import { ZIsoDate, ZIsoDateTime } from './common';

/**
 * The audit trail: who changed what, who saw whose personal data, and when. Append-only in the
 * database (UPDATE refused always, DELETE only by the retention job), each row chained to the one
 * before by a hash, so that an edit or a removal anywhere shows as the first broken link.
 */

/** What happened. */
export const AUDIT_ACTIONS = [
  'sign-in',
  'sign-in-refused',
  'sign-out',
  'sign-out-everywhere',
  'sessions-ended-by-admin',
  'sessions-ended-by-sync',
  'user-updated',
  'integration-created',
  'integration-changed',
  'integration-enabled',
  'integration-disabled',
  'integration-key-replaced',
  'integration-deleted',
  'integration-tested',
  'integration-authorised',
  'sync-started',
  'sync-finished',
  'sync-failed',
  'insight-dismissed',
  'insight-completed',
  'insight-snoozed',
  'assistant-asked',
  'assistant-model-configured',
  'assistant-model-changed',
  'assistant-model-enabled',
  'assistant-model-disabled',
  'assistant-model-key-replaced',
  'assistant-model-removed',
  'assistant-model-previewed',
  'report-exported',
  'hr-data-viewed',
] as const;
export const ZAuditAction = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof ZAuditAction>;

/** How the Audit Log names each action. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'sign-in': 'Signed in',
  'sign-in-refused': 'Sign-in refused',
  'sign-out': 'Signed out',
  'sign-out-everywhere': 'Signed out everywhere',
  'sessions-ended-by-admin': 'Sessions ended by an admin',
  'sessions-ended-by-sync': 'Sessions ended by a sync',
  'user-updated': 'Account changed',
  'integration-created': 'Integration created',
  'integration-changed': 'Integration changed',
  'integration-enabled': 'Integration enabled',
  'integration-disabled': 'Integration disabled',
  'integration-key-replaced': 'Integration key replaced',
  'integration-deleted': 'Integration deleted',
  'integration-tested': 'Connection tested',
  'integration-authorised': 'Integration connected by consent',
  'sync-started': 'Sync started',
  'sync-finished': 'Sync finished',
  'sync-failed': 'Sync failed',
  'insight-dismissed': 'Insight dismissed',
  'insight-completed': 'Insight completed',
  'insight-snoozed': 'Insight snoozed',
  'assistant-asked': 'Assistant asked',
  'assistant-model-configured': 'Assistant model configured',
  'assistant-model-changed': 'Assistant model changed',
  'assistant-model-enabled': 'Assistant model turned on',
  'assistant-model-disabled': 'Assistant model turned off',
  'assistant-model-key-replaced': 'Assistant model key replaced',
  'assistant-model-removed': 'Assistant model removed',
  'assistant-model-previewed': 'Assistant model request previewed',
  'report-exported': 'Report exported',
  'hr-data-viewed': 'Personal data viewed',
};

/** One event, as the Audit Log shows it. */
export const ZAuditEvent = z.object({
  id: z.number().int().positive(),
  at: ZIsoDateTime,
  actor: z.object({
    kind: z.enum(['user', 'system']),
    userId: z.number().int().positive().nullable(),
    /** The user's email, or `system:sync`, `system:scheduler`. */
    label: z.string(),
    /** The user's name as their account has it now (not part of the chained record). */
    name: z.string().nullable().optional(),
  }),
  action: ZAuditAction,
  target: z.object({
    /** `user`, `integration`, `sync-run`, `insight`, `report`, `person`, `session`… */
    type: z.string(),
    id: z.string().nullable(),
    /** A name for people to read (a person's name, an integration's type), when known. */
    label: z.string().nullable(),
  }),
  /** Field → before and after; secrets never appear (a replaced key is its own event). */
  changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })).nullable(),
  /** What else the event says: counts, a cause, a test's result, a report's page and format. */
  detail: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  requestId: z.string().nullable(),
  result: z.enum(['ok', 'refused']),
  /** The HTTP status of a refused call. */
  status: z.number().int().nullable(),
});
export type AuditEvent = z.infer<typeof ZAuditEvent>;

/** The most events of one page. */
export const AUDIT_PAGE_MAX = 200;

/** GET /api/audit-events: filters, newest first; `before` is the last id of the page before. */
export const ZAuditQuery = z.strictObject({
  /** Part of a person's email or name, as the actor or the one the event is about. */
  person: z.string().trim().min(1).max(254).optional(),
  action: ZAuditAction.optional(),
  /** From this UTC day, inclusive. */
  from: ZIsoDate.optional(),
  /** To this UTC day, inclusive. */
  to: ZIsoDate.optional(),
  before: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX).default(50),
});
export type AuditQuery = z.input<typeof ZAuditQuery>;

/** GET /api/me/audit-events: the events about the signed-in person, newest first. */
export const ZMyAuditQuery = ZAuditQuery.pick({ before: true, limit: true });

export const ZAuditEventsResponse = z.object({
  events: z.array(ZAuditEvent),
  /** The `before` of the next page; null on the last. */
  next: z.number().int().positive().nullable(),
});
export type AuditEventsResponse = z.infer<typeof ZAuditEventsResponse>;

/** GET /api/audit-events/verify: the chain checked from its anchor to its newest row. */
export const ZAuditVerifyResponse = z.object({
  ok: z.boolean(),
  checked: z.number().int().nonnegative(),
  /** The row the chain is checked from (the oldest kept); null for an empty trail. */
  anchor: z.object({ id: z.number().int().positive(), hash: z.string() }).nullable(),
  firstBroken: z.object({ id: z.number().int().positive(), reason: z.string() }).nullable(),
});
export type AuditVerifyResponse = z.infer<typeof ZAuditVerifyResponse>;

/** POST /api/reports/exports: a report the signed-in person exported from a Qube page. */
export const ZReportExportRequest = z.strictObject({
  page: z.enum(['/qube', '/qube/okrs', '/qube/people', '/qube/finance', '/qube/signals']),
  format: z.enum(['pdf', 'csv']),
});
export type ReportExportRequest = z.infer<typeof ZReportExportRequest>;

export const ZRecordedResponse = z.object({ ok: z.literal(true) });
