import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { systemIntegrations } from '../db/schema.js';
import type { HousekeepingJob, RunRecord } from '../sync/engine.js';

/** The queue of the audit trail's retention job, and when it runs (daily, 03:17 UTC). */
export const AUDIT_RETENTION_QUEUE = 'audit-retention';
const AUDIT_RETENTION_CRON = '17 3 * * *';

/**
 * The retention job: once a day, removes the events older than `days`, whole, and anchors the
 * kept chain (`AuditTrail.removeBefore`). A job on the sync engine's pg-boss, so one process of
 * many runs it.
 */
export function auditRetentionJob(app: FastifyInstance, days: number): HousekeepingJob {
  return {
    queue: AUDIT_RETENTION_QUEUE,
    cron: AUDIT_RETENTION_CRON,
    async work() {
      const cutoff = new Date(Date.now() - days * 24 * 60 * 60 * 1000);
      const removed = await app.auditTrail.removeBefore(cutoff);
      if (removed > 0) app.log.info({ removed, cutoff }, 'audit events past retention removed');
    },
  };
}

/** Records how a sync run ended, as `system:sync`, in the integration's organisation. */
export function auditRunEnd(app: FastifyInstance) {
  return async (run: RunRecord): Promise<void> => {
    const [integration] = await app.db
      .select({
        organisationId: systemIntegrations.organisationId,
        systemType: systemIntegrations.systemType,
        systemName: systemIntegrations.systemName,
      })
      .from(systemIntegrations)
      .where(eq(systemIntegrations.id, run.integrationId));
    const base = {
      organisationId: integration?.organisationId ?? null,
      actor: { kind: 'system' as const, label: 'system:sync' },
    };
    const label = integration ? `${integration.systemType} · ${integration.systemName}` : null;
    await app.auditTrail.append({
      ...base,
      action: run.status === 'error' ? 'sync-failed' : 'sync-finished',
      target: { type: 'sync-run', id: run.runId, label },
      detail: {
        integrationId: run.integrationId,
        status: run.status,
        ...(run.counts && { counts: run.counts }),
        ...(run.reason && { reason: run.reason }),
        ...(run.cause && { cause: run.cause }),
      },
    });
    if (run.sessionsEnded > 0) {
      await app.auditTrail.append({
        ...base,
        action: 'sessions-ended-by-sync',
        target: { type: 'sync-run', id: run.runId, label },
        detail: { sessionsEnded: run.sessionsEnded, why: 'people who left the synced company' },
      });
    }
  };
}
