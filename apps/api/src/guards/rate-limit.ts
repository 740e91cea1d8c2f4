import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http/errors.js';

/**
 * Per-route limits only (`config.rateLimit` on a route), counted per client IP in memory.
 * Behind a proxy set TRUST_PROXY so the IP is the client's, not the proxy's.
 */
const rateLimitPlugin: FastifyPluginAsync = async (app) => {
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new HttpError(context.statusCode, `Too many requests, retry in ${context.after}`),
  });
};

export default fp(rateLimitPlugin, { name: 'rate-limit' });
