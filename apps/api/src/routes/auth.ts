import type { AUTH_API } from '@q/schemas/api/auth';
import { HttpError } from '../http-errors.js';
import { sessionUser } from '../plugins/app/auth.js';
import type { HandlersOf } from './handler.js';

/** The calls of `@q/schemas/api/auth`. */
export const authHandlers = {
  async login(request, reply) {
    const { server: app } = request;
    const user = await app.usersRepository.findByEmail(request.body.email);
    if (!user) throw new HttpError(401, 'User not found');
    await app.startSession(request, reply, user.id);
    return { user };
  },

  me: (request) => ({ user: sessionUser(request) }),

  async logout(request, reply) {
    await request.server.endSession(request, reply);
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
