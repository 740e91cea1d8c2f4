import { type AUTH_API, SESSION_HINT_COOKIE } from '@q/schemas/api/auth';
import type { User } from '@q/schemas/auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ROLE_DASHBOARDS } from '../access/scope.js';
import { changedFields } from '../audit/changes.js';
import { sessionUser } from '../auth/session.js';
import { DEMO_ORGANISATION } from '../db/seed/demo-users.js';
import { HttpError } from '../http/errors.js';
import type { HandlersOf } from './handler.js';

/** The session hint's cookie options: readable by the pages' code, as long-lived as a session. */
function hintOptions(request: FastifyRequest) {
  return { path: '/', sameSite: 'lax', secure: request.protocol === 'https' } as const;
}

/**
 * Tells the pages that a session may exist until `expires` (`SESSION_HINT_COOKIE`), or (false)
 * no longer does.
 */
export function setSessionHint(
  request: FastifyRequest,
  reply: FastifyReply,
  expires: Date | false,
) {
  if (expires) {
    reply.setCookie(SESSION_HINT_COOKIE, '1', { ...hintOptions(request), expires });
  } else {
    reply.clearCookie(SESSION_HINT_COOKIE, hintOptions(request));
  }
}

/**
 * The user as the pages see them: a person of the organisation's synced org chart has the role
 * (and so the default dashboard) the chart gives them; otherwise their account's own.
 */
export async function withChartRole(request: FastifyRequest, user: User): Promise<User> {
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
  /**
   * The demo login: an account of the demo organisation by its email, no password. Only when
   * the demo login is on, and never an account of another organisation (their people sign in
   * through the identity provider, with proof).
   */
  async login(request, reply) {
    const { server: app } = request;
    if (!app.signIn.demoLogin) {
      throw new HttpError(
        404,
        app.signIn.provider
          ? `Sign-in by email is off; sign in with ${app.signIn.provider.config.providerName}`
          : 'Sign-in by email is off',
      );
    }
    const user = await app.usersRepository.findDemoAccount(request.body.email);
    if (!user) {
      await request.audit({
        organisationId: DEMO_ORGANISATION.id,
        actor: { kind: 'user', userId: null, label: request.body.email.trim().toLowerCase() },
        action: 'sign-in-refused',
        target: { type: 'user', id: null, label: request.body.email.trim().toLowerCase() },
        detail: { via: 'demo', problem: 'unknown account' },
        result: 'refused',
        status: 401,
      });
      throw new HttpError(401, 'User not found');
    }
    setSessionHint(request, reply, await app.startSession(request, reply, user.id, 'demo'));
    await request.audit({
      organisationId: DEMO_ORGANISATION.id,
      actor: { kind: 'user', userId: user.id, label: user.email },
      action: 'sign-in',
      target: { type: 'user', id: user.id, label: user.email },
      subjectUserId: user.id,
      detail: { via: 'demo' },
    });
    return { user: await withChartRole(request, user) };
  },

  me: async (request) => ({ user: await withChartRole(request, sessionUser(request)) }),

  /** A session made through the identity provider goes on to /login, to offer its sign-out. */
  async logout(request, reply) {
    const user = request.user;
    if (user) {
      await request.audit({
        action: 'sign-out',
        target: { type: 'user', id: user.id, label: user.email },
        subjectUserId: user.id,
      });
    }
    const via = await request.server.endSession(request, reply);
    setSessionHint(request, reply, false);
    return via === 'identity-provider'
      ? { ok: true as const, next: '/login?signed-out=1' as const }
      : { ok: true as const };
  },

  async updateUser(request) {
    const { id } = request.params;
    // Another user's record answers exactly like a missing one.
    if (sessionUser(request).id !== id) throw new HttpError(404, 'User not found');
    const before = sessionUser(request);
    const updated = await request.server.usersRepository.update(id, {
      name: request.body.name,
      defaultDashboard: request.body.preferences?.defaultDashboard,
    });
    if (!updated) throw new HttpError(404, 'User not found');
    const changes = changedFields(
      { name: before.name, defaultDashboard: before.preferences.defaultDashboard ?? null },
      { name: updated.name, defaultDashboard: updated.preferences.defaultDashboard ?? null },
    );
    if (changes) {
      await request.audit({
        action: 'user-updated',
        target: { type: 'user', id, label: updated.email },
        subjectUserId: id,
        changes,
      });
    }
    return updated;
  },

  demoUsers: (request) =>
    request.server.signIn.demoLogin ? request.server.usersRepository.listDemoUsers() : [],
} satisfies HandlersOf<typeof AUTH_API>;
