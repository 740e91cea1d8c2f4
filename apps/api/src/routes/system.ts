import type { SYSTEM_API } from '@q/schemas/api/system';
import { HttpError } from '../http/errors.js';
import type { HandlersOf } from './handler.js';

/** The calls of `@q/schemas/api/system`. */
export const systemHandlers = {
  async health(request) {
    try {
      await request.server.pingDatabase();
    } catch (error) {
      request.log.error({ err: error }, 'database health check failed');
      throw new HttpError(503, 'Database unavailable');
    }
    return { status: 'ok' as const, database: request.server.dbKind };
  },

  liveness: () => ({ status: 'ok' as const }),
} satisfies HandlersOf<typeof SYSTEM_API>;
