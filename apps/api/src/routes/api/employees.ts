import { ZEmployeesResponse } from '@q/schemas/manager';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const employeesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/employees',
    {
      schema: {
        tags: ['manager'],
        summary:
          "The organisation, the viewer's team first (manager, viewer, direct reports); signed out, the demo manager's",
        response: { 200: ZEmployeesResponse },
      },
    },
    async (request) => app.employeesRepository.listForViewer(request.user?.id ?? null),
  );
};

export default employeesRoutes;
