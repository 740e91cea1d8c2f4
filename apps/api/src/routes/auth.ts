import { type AUTH_API, SESSION_HINT_COOKIE } from '@q/schemas/api/auth';
import type { User } from '@q/schemas/auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ROLE_DASHBOARDS } from '../access/scope.js';
import { sessionUser } from '../auth/session.js';
import { HttpError } from '../http/errors.js';
import { SESSION_TTL_MS } from '../repositories/sessions.js';
import type { HandlersOf } from './handler.js';

/** The session hint's cookie options: readable by the pages' code, as long-lived as a session. */
function hintOptions(request: FastifyRequest) {
  return { path: '/', sameSite: 'lax', secure: request.protocol === 'https' } as const;
}

/** Tells the pages that a session may exist (`SESSION_HINT_COOKIE`), or no longer does. */
export function setSessionHint(request: FastifyRequest, reply: FastifyReply, isSignedIn: boolean) {
  if (isSignedIn) {
    reply.setCookie(SESSION_HINT_COOKIE, '1', {
      ...hintOptions(request),
      expires: new Date(Date.now() + SESSION_TTL_MS),
    });
  } else {
    reply.clearCookie(SESSION_HINT_COOKIE, hintOptions(request));
  }
}

/**
 * The user as the pages see them: a person of the organisation's synced org chart has the role
 * (and so the default dashboard) the chart gives them; otherwise their account's own.
 */
async function withChartRole(request: FastifyRequest, user: User): Promise<User> {
  const chartRole = await request.server.syncedData.chartRole({
    userId: user.id,
    stamp: await request.dataStamp(),
  });
  if (!chartRole) return user;
  const { role, dashboard } = ROLE_DASHBOARDS[chartRole];
  return { ...user, role, preferences: { ...user.preferences, defaultDashboard: dashboard } };
}

/** The calls of `@q/schemas/api/auth`. */
export const authHandlers = {
  async login(request, reply) {
    const { server: app } = request;
    const user = await app.usersRepository.findByEmail(request.body.email);
    if (!user) throw new HttpError(401, 'User not found');
    await app.startSession(request, reply, user.id);
    setSessionHint(request, reply, true);
    return { user: await withChartRole(request, user) };
  },

  me: async (request) => ({ user: await withChartRole(request, sessionUser(request)) }),

  async logout(request, reply) {
    await request.server.endSession(request, reply);
    setSessionHint(request, reply, false);
    return { ok: true as const };
  },

  async updateUser(request) {
    const { id } = request.params;
    // Another user's record answers exactly like a missing one.
    if (sessionUser(request).id !== id) throw new HttpError(404, 'User not found');
    const updated = await request.server.usersRepository.update(id, {
      name: request.body.name,
      defaultDashboard: request.body.preferences?.defaultDashboard,
    });
    if (!updated) throw new HttpError(404, 'User not found');
    return updated;
  },

  demoUsers: (request) => request.server.usersRepository.listDemoUsers(),
} satisfies HandlersOf<typeof AUTH_API>;
