import {
  ZLoginRequest,
  ZLoginResponse,
  ZLogoutResponse,
  ZMeResponse,
  ZUpdateUserRequest,
  ZUpdateUserResponse,
} from '@q/schemas/auth';
import { ZIdParam } from '@q/schemas/common';
import { ZApiError } from '@q/schemas/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../../http-errors.js';
import { sessionUser } from '../../../plugins/app/auth.js';

export interface AuthRoutesOptions {
  /** Sign-in attempts allowed per client IP per minute. */
  loginRateLimitPerMinute: number;
}

const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { loginRateLimitPerMinute },
) => {
  app.post(
    '/login',
    {
      config: { rateLimit: { max: loginRateLimitPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Sign in as a demo user by email (no password); sets the session cookie',
        body: ZLoginRequest,
        response: { 200: ZLoginResponse, 400: ZApiError, 401: ZApiError, 429: ZApiError },
      },
    },
    async (request, reply) => {
      const user = await app.usersRepository.findByEmail(request.body.email);
      if (!user) throw new HttpError(401, 'User not found');
      await app.startSession(request, reply, user.id);
      return { user };
    },
  );

  app.get(
    '/me',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        security: [{ session: [] }],
        response: { 200: ZMeResponse, 401: ZApiError },
      },
    },
    async (request) => ({ user: sessionUser(request) }),
  );

  app.post(
    '/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'End the session and clear its cookie (also without a session)',
        response: { 200: ZLogoutResponse },
      },
    },
    async (request, reply) => {
      await app.endSession(request, reply);
      return { ok: true as const };
    },
  );

  app.put(
    '/user/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['auth'],
        summary: "Update the signed-in user's own name or default dashboard",
        security: [{ session: [] }],
        params: ZIdParam,
        body: ZUpdateUserRequest,
        response: { 200: ZUpdateUserResponse, 400: ZApiError, 401: ZApiError, 404: ZApiError },
      },
    },
    async (request) => {
      const { id } = request.params;
      // Another user's record answers exactly like a missing one.
      if (sessionUser(request).id !== id) throw new HttpError(404, 'User not found');
      const updated = await app.usersRepository.update(id, {
        name: request.body.name,
        defaultDashboard: request.body.preferences?.defaultDashboard,
      });
      if (!updated) throw new HttpError(404, 'User not found');
      return updated;
    },
  );
};

export default authRoutes;
