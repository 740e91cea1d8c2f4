import { endpoint } from './endpoint';

const personal = () => import('../personal');

/**
 * The personal dashboard (eyeQ). Its one read answers without a session (every section the
 * sample); signed in, the person's own synced record, section by section.
 */
export const PERSONAL_API = {
  ownPersonalData: endpoint({
    method: 'GET',
    path: '/api/personal/me',
    access: 'public',
    scope: 'people',
    tag: 'personal',
    summary:
      "The signed-in person's own goals, time off, manager and peers, tenure and level from the connected HRIS; each section 'sample' where nothing computes it",
    cache: 'viewer',
    schemas: async () => ({ response: (await personal()).ZOwnPersonalData }),
  }),
};
