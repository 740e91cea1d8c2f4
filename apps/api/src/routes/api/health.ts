import { ZApiError } from '@q/schemas/errors';
import { ZHealthResponse } from '@q/schemas/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../http-errors.js';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check, for load balancers',
        response: { 200: ZHealthResponse, 503: ZApiError },
      },
    },
    async (request) => {
      try {
        await app.pingDatabase();
      } catch (error) {
        request.log.error({ err: error }, 'database health check failed');
        throw new HttpError(503, 'Database unavailable');
      }
      return { status: 'ok' as const, database: app.dbKind };
    },
  );
};

export default healthRoutes;
