import type { SESSIONS_API } from '@q/schemas/api/sessions';
import { sessionUser } from '../auth/session.js';
import { setSessionHint } from './auth.js';
import type { HandlersOf } from './handler.js';

/** The calls of `@q/schemas/api/sessions`. */
export const sessionsHandlers = {
  /** Every session of the signed-in person ends, this one included; its cookies are cleared. */
  async logoutEverywhere(request, reply) {
    const { id } = sessionUser(request);
    await request.server.sessionsRepository.deleteAllOfUser(id);
    await request.server.endSession(request, reply);
    setSessionHint(request, reply, false);
    return { ok: true as const };
  },
} satisfies HandlersOf<typeof SESSIONS_API>;
