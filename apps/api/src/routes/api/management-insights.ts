import { ZIdParam } from '@q/schemas/common';
import { ZApiError } from '@q/schemas/errors';
import {
  ZCompleteInsightResponse,
  ZDismissInsightResponse,
  ZInsightActionRequest,
  ZManagementInsightsResponse,
} from '@q/schemas/manager';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../http-errors.js';
import { sessionUser } from '../../plugins/app/auth.js';
import type { InsightOutcome } from '../../plugins/app/management-insights-repository.js';

/**
 * Fastify validates a missing body as null, the same as a JSON `null`. Before validation they
 * still differ (undefined vs null): a request without a body counts as `{}`, a JSON null is refused.
 */
async function missingBodyAsEmptyObject(request: FastifyRequest) {
  if (request.body === undefined) request.body = {};
}

const managementInsightsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/management-insights',
    {
      schema: {
        tags: ['manager'],
        summary: 'Active insights; signed in, without the ones this user dismissed or completed',
        response: { 200: ZManagementInsightsResponse },
      },
    },
    async (request) => app.managementInsightsRepository.listActive(request.user?.id ?? null),
  );

  const settleRoute = (action: 'dismiss' | 'complete', outcome: InsightOutcome) =>
    app.post(
      `/management-insights/:id/${action}`,
      {
        onRequest: app.requireUser,
        preValidation: missingBodyAsEmptyObject,
        schema: {
          tags: ['manager'],
          summary: `Mark an active insight ${outcome} for the signed-in user only`,
          security: [{ session: [] }],
          params: ZIdParam,
          body: ZInsightActionRequest,
          response: {
            200: outcome === 'dismissed' ? ZDismissInsightResponse : ZCompleteInsightResponse,
            400: ZApiError,
            401: ZApiError,
            404: ZApiError,
            409: ZApiError,
          },
        },
      },
      async (request) => {
        const { id } = request.params;
        const result = await app.managementInsightsRepository.settle(
          sessionUser(request).id,
          id,
          outcome,
        );
        if (result.kind === 'not-found') throw new HttpError(404, 'Insight not found');
        if (result.kind === 'already-settled') {
          throw new HttpError(409, `Insight is already ${result.status}`);
        }
        return result.insight;
      },
    );

  settleRoute('dismiss', 'dismissed');
  settleRoute('complete', 'completed');
};

export default managementInsightsRoutes;
