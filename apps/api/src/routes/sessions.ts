import type { SESSIONS_API } from '@q/schemas/api/sessions';
import { sessionUser } from '../auth/session.js';
import { setSessionHint } from './auth.js';
import type { HandlersOf } from './handler.js';

/** The calls of `@q/schemas/api/sessions`. */
export const sessionsHandlers = {
  /** Every session of the signed-in person ends, this one included; its cookies are cleared. */
  async logoutEverywhere(request, reply) {
    const { id, email } = sessionUser(request);
    const ended = await request.server.sessionsRepository.deleteAllOfUser(id);
    await request.audit({
      action: 'sign-out-everywhere',
      target: { type: 'user', id, label: email },
      subjectUserId: id,
      detail: { sessionsEnded: ended },
    });
    await request.server.endSession(request, reply);
    setSessionHint(request, reply, false);
    return { ok: true as const };
  },
} satisfies HandlersOf<typeof SESSIONS_API>;
