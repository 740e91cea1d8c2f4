import type { PERSONAL_API } from '@q/schemas/api/personal';
import { syncViewer } from '../repositories/synced-data.js';
import type { HandlersOf } from './handler.js';

/** The calls of `@q/schemas/api/personal`: signed out, every section is the sample. */
export const personalHandlers = {
  ownPersonalData: async (request) =>
    request.server.syncedData.ownPersonalData(await syncViewer(request)),
} satisfies HandlersOf<typeof PERSONAL_API>;
