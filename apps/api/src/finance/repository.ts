import type { DepartmentBudgetResponse, FinanceFiguresResponse } from '@q/schemas/finance';
import { type Provenance, SAMPLE_PROVENANCE } from '@q/schemas/sync';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import {
  syncedCashBalances,
  syncedFinanceLines,
  syncRuns,
  systemIntegrations,
} from '../db/schema.js';
import type { Db } from '../db/types.js';
import { findConnector } from '../sync/connectors/index.js';
import { toSyncRun } from '../sync/store.js';
import { departmentTracker, financeFigures, yearToDate } from './figures.js';

/**
 * The organisation's financial figures: its enabled financial integration with a connector, the
 * provenance of what it synced (sample before a run applied, live, or stale after a failed
 * attempt) and the figures computed from its records.
 */
export function createFinanceRepository(db: Db) {
  /**
   * The organisation's financial source and its provenance; `integrationId` only once a run
   * applied (before that, nothing of it is read).
   */
  async function source(
    organisationId: number,
  ): Promise<{ provenance: Provenance; integrationId: number | null }> {
    const [row] = await db
      .select()
      .from(systemIntegrations)
      .where(
        and(
          eq(systemIntegrations.organisationId, organisationId),
          eq(systemIntegrations.systemType, 'financial'),
          eq(systemIntegrations.isEnabled, true),
        ),
      );
    if (!row || !findConnector(row.systemType, row.systemName, row.apiEndpoint)) {
      return { provenance: SAMPLE_PROVENANCE, integrationId: null };
    }
    const runs = (
      await db
        .select()
        .from(syncRuns)
        .where(and(eq(syncRuns.integrationId, row.id), sql`${syncRuns.status} <> 'running'`))
        .orderBy(desc(syncRuns.finishedAt))
        .limit(20)
    ).map(toSyncRun);
    const lastAttempt = runs[0];
    const lastSuccess = runs.find((run) => run.status === 'success' || run.status === 'partial');
    const failed = lastAttempt?.status === 'error' ? lastAttempt : undefined;
    const base = {
      provider: row.systemName,
      integrationId: row.id,
      syncedAt: lastSuccess?.finishedAt ?? null,
      lastAttemptAt: lastAttempt?.finishedAt ?? null,
      cause: failed?.message ?? null,
      missingFields: [],
    };
    if (!lastSuccess) {
      return { provenance: { ...SAMPLE_PROVENANCE, ...base }, integrationId: null };
    }
    return {
      provenance: { ...base, state: failed ? 'stale' : 'live', recordCount: null },
      integrationId: row.id,
    };
  }

  async function records(integrationId: number) {
    const lines = await db
      .select({
        month: syncedFinanceLines.month,
        scenario: syncedFinanceLines.scenario,
        kind: syncedFinanceLines.kind,
        category: syncedFinanceLines.category,
        department: syncedFinanceLines.department,
        currency: syncedFinanceLines.currency,
        amountCents: syncedFinanceLines.amountCents,
        fiscalYearStart: syncedFinanceLines.fiscalYearStart,
      })
      .from(syncedFinanceLines)
      .where(eq(syncedFinanceLines.integrationId, integrationId))
      .orderBy(asc(syncedFinanceLines.sourceId));
    const cash = await db
      .select({ month: syncedCashBalances.month, amountCents: syncedCashBalances.amountCents })
      .from(syncedCashBalances)
      .where(eq(syncedCashBalances.integrationId, integrationId));
    return { lines, cash };
  }

  return {
    async figures(organisationId: number): Promise<FinanceFiguresResponse> {
      const { provenance, integrationId } = await source(organisationId);
      if (integrationId === null) return { provenance, figures: null };
      const { lines, cash } = await records(integrationId);
      return {
        provenance: { ...provenance, recordCount: lines.length },
        figures: financeFigures(lines, cash),
      };
    },

    /**
     * The tracker's lines of `department` (null: the viewer may not see one), over the fiscal
     * year to date of the organisation's latest actuals.
     */
    async departmentBudget(
      organisationId: number,
      department: string | null,
    ): Promise<DepartmentBudgetResponse> {
      const { provenance, integrationId } = await source(organisationId);
      const none = { provenance, department, currency: null, period: null, lines: null };
      if (integrationId === null || department === null) return none;
      const { lines } = await records(integrationId);
      const period = yearToDate(lines);
      if (period === null) return none;
      const tracker = departmentTracker(lines, department, period);
      if (tracker.length === 0) return none;
      return {
        provenance,
        department,
        currency: lines[0]?.currency ?? null,
        period,
        lines: tracker,
      };
    },
  };
}

export type FinanceRepository = ReturnType<typeof createFinanceRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    financeRepository: FinanceRepository;
  }
}

const financeRepositoryPlugin: FastifyPluginAsync = async (app) => {
  app.decorate('financeRepository', createFinanceRepository(app.db));
};

export default fp(financeRepositoryPlugin, { name: 'finance-repository', dependencies: ['db'] });
