import type { User } from '@q/schemas/auth';
import type { Goal, Okr } from '@q/schemas/manager';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The live HR source for goals and OKRs: the user's enabled Workday HRIS integration. No
 * integration can be connected yet, so it answers nothing and the page falls back to the stored
 * goals and OKRs ('Stored: service not configured'). When integrations land, this is the one
 * place that looks up the user's Workday record and calls it; routes and tests stay as they are.
 */
export interface WorkdaySource {
  /** The viewer's goals from Workday; empty when signed out or not connected. */
  listGoals(viewer: User | null): Promise<Goal[]>;
  /** The viewer's OKRs from Workday; empty when signed out or not connected. */
  listOkrs(viewer: User | null): Promise<Okr[]>;
}

export function createWorkdaySource(): WorkdaySource {
  return {
    listGoals: async () => [],
    listOkrs: async () => [],
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    workdaySource: WorkdaySource;
  }
}

const workdaySourcePlugin: FastifyPluginAsync = async (app) => {
  app.decorate('workdaySource', createWorkdaySource());
};

export default fp(workdaySourcePlugin, { name: 'workday-source' });
