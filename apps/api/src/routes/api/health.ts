import { ZApiError } from '@q/schemas/errors';
import { ZHealthResponse, ZLivenessResponse } from '@q/schemas/health';
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

  app.get(
    '/health/live',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness: the process answers, without touching the database',
        response: { 200: ZLivenessResponse },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
};

export default healthRoutes;
