import { ZIdParam } from '@q/schemas/common';
import { ZApiError } from '@q/schemas/errors';
import {
  ZConnectionTestResponse,
  ZSystemIntegration,
  ZSystemIntegrationInput,
  ZSystemIntegrationsResponse,
  ZSystemIntegrationUpdate,
} from '@q/schemas/integrations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../http-errors.js';
import { sessionUser } from '../../plugins/app/auth.js';

/** A connection test calls out of the server: thirty a minute per client IP is plenty. */
const TEST_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

const NOT_FOUND = 'Integration not found';

/**
 * The signed-in user's system integrations (/settings). The body's userId is ignored: records
 * belong to the session user, and another user's id is not found.
 */
const systemIntegrationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/system-integrations',
    {
      schema: {
        tags: ['integrations'],
        summary: "The signed-in user's integrations; keys appear only as a masked hint",
        security: [{ session: [] }],
        response: { 200: ZSystemIntegrationsResponse, 401: ZApiError },
      },
    },
    async (request) => app.integrationsRepository.list(sessionUser(request).id),
  );

  app.post(
    '/system-integrations',
    {
      schema: {
        tags: ['integrations'],
        summary: 'Create the integration of a type that has none yet; the key is stored encrypted',
        security: [{ session: [] }],
        body: ZSystemIntegrationInput,
        response: { 201: ZSystemIntegration, 400: ZApiError, 401: ZApiError, 409: ZApiError },
      },
    },
    async (request, reply) => {
      const result = await app.integrationsRepository.create(sessionUser(request).id, request.body);
      if (result.kind === 'exists') {
        throw new HttpError(
          409,
          `An integration of type '${request.body.systemType}' already exists; update it instead`,
        );
      }
      return reply.code(201).send(result.integration);
    },
  );

  app.patch(
    '/system-integrations/:id',
    {
      schema: {
        tags: ['integrations'],
        summary: 'Update an integration; an absent or masked key keeps the stored one',
        security: [{ session: [] }],
        params: ZIdParam,
        body: ZSystemIntegrationUpdate,
        response: { 200: ZSystemIntegration, 400: ZApiError, 401: ZApiError, 404: ZApiError },
      },
    },
    async (request) => {
      const result = await app.integrationsRepository.update(
        sessionUser(request).id,
        request.params.id,
        request.body,
      );
      if (result.kind === 'not-found') throw new HttpError(404, NOT_FOUND);
      if (result.kind === 'invalid') throw new HttpError(400, result.message);
      return result.integration;
    },
  );

  app.post(
    '/system-integrations/:id/test',
    {
      config: { rateLimit: TEST_RATE_LIMIT },
      schema: {
        tags: ['integrations'],
        summary:
          'Call the endpoint with the stored key and record the outcome; the answer says what happened',
        security: [{ session: [] }],
        params: ZIdParam,
        response: {
          200: ZConnectionTestResponse,
          401: ZApiError,
          404: ZApiError,
          429: ZApiError,
        },
      },
    },
    async (request) => {
      const result = await app.connectionTester.test(sessionUser(request).id, request.params.id);
      if (!result) throw new HttpError(404, NOT_FOUND);
      request.log.info(
        {
          integrationId: request.params.id,
          ok: result.ok,
          reason: result.reason,
          httpStatus: result.httpStatus,
          durationMs: result.durationMs,
        },
        'connection test',
      );
      return result;
    },
  );
};

export default systemIntegrationsRoutes;
