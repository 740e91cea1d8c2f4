import { ZWorkdayGoalsResponse, ZWorkdayOkrsResponse } from '@q/schemas/manager';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The live HR source; empty lists while no Workday integration is connected. */
const workdayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/goals',
    {
      schema: {
        tags: ['manager'],
        summary: "The viewer's goals from Workday; empty when no integration is connected",
        response: { 200: ZWorkdayGoalsResponse },
      },
    },
    async (request) => app.workdaySource.listGoals(request.user),
  );

  app.get(
    '/okrs',
    {
      schema: {
        tags: ['manager'],
        summary: "The viewer's OKRs from Workday; empty when no integration is connected",
        response: { 200: ZWorkdayOkrsResponse },
      },
    },
    async (request) => app.workdaySource.listOkrs(request.user),
  );
};

export default workdayRoutes;
