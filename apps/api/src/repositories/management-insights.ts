import type { InsightStatus } from '@q/schemas/enums';
import type { ManagementInsight } from '@q/schemas/manager';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { insightStates, managementInsights } from '../db/schema.js';
import type { Db } from '../db/types.js';

/** What a user can do to an active insight. */
export type InsightOutcome = Exclude<InsightStatus, 'active'>;

export type InsightChangeResult =
  | { kind: 'changed'; insight: ManagementInsight }
  | { kind: 'not-found' }
  /** The user (or everyone, in the seed state) has already dismissed or completed it. */
  | { kind: 'already-settled'; status: InsightOutcome };

const insightFields = {
  id: managementInsights.id,
  title: managementInsights.title,
  description: managementInsights.description,
  type: managementInsights.type,
  priority: managementInsights.priority,
  status: managementInsights.status,
  source: managementInsights.source,
  actionRequired: managementInsights.actionRequired,
  actionText: managementInsights.actionText,
  impact: managementInsights.impact,
  dueDate: managementInsights.dueDate,
  person: managementInsights.person,
  aiGenerated: managementInsights.aiGenerated,
};

/**
 * Management insights and each user's own dismissals and completions (insight_states).
 * An insight is listed for a user while it is active for the organisation and the user has not
 * settled it; signed out, the organisation's state is all there is.
 */
export function createManagementInsightsRepository(db: Db) {
  /** The user's state row for the insight, when `userId` is given. */
  const userState = (userId: number) =>
    and(eq(insightStates.insightId, managementInsights.id), eq(insightStates.userId, userId));

  return {
    /** Active insights, high priority first. */
    async listActive(userId: number | null): Promise<ManagementInsight[]> {
      const isActive = eq(managementInsights.status, 'active');
      const order = [asc(managementInsights.priority), asc(managementInsights.id)] as const;
      if (userId === null) {
        return db
          .select(insightFields)
          .from(managementInsights)
          .where(isActive)
          .orderBy(...order);
      }
      return db
        .select(insightFields)
        .from(managementInsights)
        .leftJoin(insightStates, userState(userId))
        .where(and(isActive, isNull(insightStates.insightId)))
        .orderBy(...order);
    },

    /**
     * Dismisses or completes an active insight for one user. The insert is the decision: the
     * primary key (user, insight) lets exactly one of concurrent requests through; the rest
     * find the row and are told the insight is already settled.
     */
    async settle(
      userId: number,
      insightId: number,
      outcome: InsightOutcome,
    ): Promise<InsightChangeResult> {
      const inserted = await db
        .insert(insightStates)
        .select(
          db
            .select({
              userId: sql<number>`${userId}::integer`.as('user_id'),
              insightId: managementInsights.id,
              status: sql<InsightOutcome>`${outcome}::insight_status`.as('status'),
              changedAt: sql<Date>`now()`.as('changed_at'),
            })
            .from(managementInsights)
            .where(
              and(eq(managementInsights.id, insightId), eq(managementInsights.status, 'active')),
            ),
        )
        .onConflictDoNothing()
        .returning({ status: insightStates.status });

      const [row] = await db
        .select({ insight: insightFields, userStatus: insightStates.status })
        .from(managementInsights)
        .leftJoin(insightStates, userState(userId))
        .where(eq(managementInsights.id, insightId));
      if (!row) return { kind: 'not-found' };
      if (inserted.length === 1) {
        return { kind: 'changed', insight: { ...row.insight, status: outcome } };
      }
      // Not inserted: the user's own row or the organisation's state had settled it. (Nothing
      // deletes state rows today; were one deleted in between, 'active' reads as the request.)
      const settledAs = row.userStatus ?? row.insight.status;
      return { kind: 'already-settled', status: settledAs === 'active' ? outcome : settledAs };
    },
  };
}

export type ManagementInsightsRepository = ReturnType<typeof createManagementInsightsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    managementInsightsRepository: ManagementInsightsRepository;
  }
}

const managementInsightsRepositoryPlugin: FastifyPluginAsync = async (app) => {
  app.decorate('managementInsightsRepository', createManagementInsightsRepository(app.db));
};

export default fp(managementInsightsRepositoryPlugin, {
  name: 'management-insights-repository',
  dependencies: ['db'],
});
