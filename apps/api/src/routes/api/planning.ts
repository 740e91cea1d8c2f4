import { ZCapacityModelResponse, ZOkrsResponse, ZSmartGoalsResponse } from '@q/schemas/manager';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const planningRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/smart-goals',
    {
      schema: {
        tags: ['manager'],
        summary: 'Stored SMART goals, the fallback when /api/workday/goals answers nothing',
        response: { 200: ZSmartGoalsResponse },
      },
    },
    async () => app.planningRepository.listSmartGoals(),
  );

  app.get(
    '/okrs',
    {
      schema: {
        tags: ['manager'],
        summary: 'Stored OKRs, the fallback when /api/workday/okrs answers nothing',
        response: { 200: ZOkrsResponse },
      },
    },
    async () => app.planningRepository.listOkrs(),
  );

  app.get(
    '/capacity-model',
    {
      schema: {
        tags: ['manager'],
        summary: 'Velocity, utilization and engineers needed (null without a model)',
        response: { 200: ZCapacityModelResponse },
      },
    },
    async () => app.planningRepository.capacityModel(),
  );
};

export default planningRoutes;
