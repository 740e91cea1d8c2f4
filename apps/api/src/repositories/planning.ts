import type { CapacityModel, Okr, SmartGoal } from '@q/schemas/manager';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { capacityModel, okrs, smartGoals } from '../db/schema.js';
import type { Db } from '../db/types.js';

/** The stored goals and OKRs (the fallback for the live HR source) and the capacity model. */
export function createPlanningRepository(db: Db) {
  return {
    async listSmartGoals(): Promise<SmartGoal[]> {
      const rows = await db.select().from(smartGoals).orderBy(asc(smartGoals.id));
      // A goal without a stated target has no `target` key at all.
      return rows.map(({ target, ...goal }) => (target === null ? goal : { ...goal, target }));
    },

    async listOkrs(): Promise<Okr[]> {
      return db.select().from(okrs).orderBy(asc(okrs.id));
    },

    /** Null until the organisation has a model. */
    async capacityModel(): Promise<CapacityModel | null> {
      const [row] = await db
        .select({
          currentVelocity: capacityModel.currentVelocity,
          targetVelocity: capacityModel.targetVelocity,
          teamUtilization: capacityModel.teamUtilization,
          additionalEngineersNeeded: capacityModel.additionalEngineersNeeded,
        })
        .from(capacityModel)
        .where(eq(capacityModel.id, 1));
      return row ?? null;
    },
  };
}

export type PlanningRepository = ReturnType<typeof createPlanningRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    planningRepository: PlanningRepository;
  }
}

const planningRepositoryPlugin: FastifyPluginAsync = async (app) => {
  app.decorate('planningRepository', createPlanningRepository(app.db));
};

export default fp(planningRepositoryPlugin, { name: 'planning-repository', dependencies: ['db'] });
