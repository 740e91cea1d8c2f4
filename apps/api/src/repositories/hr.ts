import type { AtsInsights, HeadcountMetrics, HrisInsight, OpenPosition } from '@q/schemas/manager';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { headcountMetrics, hrisInsights, openPositions, recruitingMetrics } from '../db/schema.js';
import type { Db } from '../db/types.js';

/** HRIS alerts, headcount and recruiting figures of the organisation. */
export function createHrRepository(db: Db) {
  return {
    async listHrisInsights(): Promise<HrisInsight[]> {
      return db
        .select({
          id: hrisInsights.id,
          title: hrisInsights.title,
          description: hrisInsights.description,
          type: hrisInsights.type,
          priority: hrisInsights.priority,
        })
        .from(hrisInsights)
        .orderBy(asc(hrisInsights.id));
    },

    /** Null until the organisation has figures. */
    async headcountMetrics(): Promise<HeadcountMetrics | null> {
      const [row] = await db
        .select({
          hired: headcountMetrics.hired,
          open: headcountMetrics.open,
          planned: headcountMetrics.planned,
          teamCapacity: headcountMetrics.teamCapacity,
        })
        .from(headcountMetrics)
        .where(eq(headcountMetrics.id, 1));
      return row ?? null;
    },

    /** Recruiting averages with the open positions, in one query; null until there are figures. */
    async atsInsights(): Promise<AtsInsights | null> {
      const positions = sql<OpenPosition[]>`(
        select coalesce(
          json_agg(
            json_build_object(
              'title', ${openPositions.title},
              'description', ${openPositions.description},
              'status', ${openPositions.status}
            ) order by ${openPositions.id}
          ),
          '[]'::json
        ) from ${openPositions}
      )`;
      const [row] = await db
        .select({
          avgTimeToFill: recruitingMetrics.avgTimeToFill,
          avgTimeToHire: recruitingMetrics.avgTimeToHire,
          openPositions: positions,
        })
        .from(recruitingMetrics)
        .where(eq(recruitingMetrics.id, 1));
      return row ?? null;
    },
  };
}

export type HrRepository = ReturnType<typeof createHrRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    hrRepository: HrRepository;
  }
}

const hrRepositoryPlugin: FastifyPluginAsync = async (app) => {
  app.decorate('hrRepository', createHrRepository(app.db));
};

export default fp(hrRepositoryPlugin, { name: 'hr-repository', dependencies: ['db'] });
