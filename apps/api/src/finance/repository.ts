import type { FinanceFiguresResponse } from '@q/schemas/finance';
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
import { financeFigures } from './figures.js';

/**
 * The organisation's financial figures: its enabled financial integration with a connector, the
 * provenance of what it synced (sample before a run applied, live, or stale after a failed
 * attempt) and the figures computed from its records.
 */
export function createFinanceRepository(db: Db) {
  return {
    async figures(organisationId: number): Promise<FinanceFiguresResponse> {
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
        return { provenance: SAMPLE_PROVENANCE, figures: null };
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
        return { provenance: { ...SAMPLE_PROVENANCE, ...base }, figures: null };
      }
      const lines = await db
        .select({
          month: syncedFinanceLines.month,
          scenario: syncedFinanceLines.scenario,
          kind: syncedFinanceLines.kind,
          category: syncedFinanceLines.category,
          department: syncedFinanceLines.department,
          currency: syncedFinanceLines.currency,
          amountCents: syncedFinanceLines.amountCents,
        })
        .from(syncedFinanceLines)
        .where(eq(syncedFinanceLines.integrationId, row.id))
        .orderBy(asc(syncedFinanceLines.sourceId));
      const cash = await db
        .select({ month: syncedCashBalances.month, amountCents: syncedCashBalances.amountCents })
        .from(syncedCashBalances)
        .where(eq(syncedCashBalances.integrationId, row.id));
      const provenance: Provenance = {
        ...base,
        state: failed ? 'stale' : 'live',
        recordCount: lines.length,
      };
      return { provenance, figures: financeFigures(lines, cash) };
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
