import { endpoint } from './endpoint';

const executivePeople = () => import('../executive-people');

/**
 * The executive dashboard (Qube). The reads answer without a session: signed out, with nothing
 * connected, or for a viewer who may not see company figures, every figure is the sample's.
 */
export const EXECUTIVE_API = {
  executivePeople: endpoint({
    method: 'GET',
    path: '/api/executive/people',
    access: 'public',
    scope: 'organisation',
    tag: 'executive',
    summary:
      "The People page's figures computed company-wide from the connected HRIS and ATS, each with its source; null where only the sample can say",
    cache: 'viewer',
    pages: ['/qube/people'],
    schemas: async () => ({ response: (await executivePeople()).ZExecutivePeopleResponse }),
  }),
  executiveOkrs: endpoint({
    method: 'GET',
    path: '/api/executive/okrs',
    access: 'public',
    scope: 'organisation',
    tag: 'executive',
    summary:
      "The company's objectives and their progress as synced from the HRIS (Workday), with their source; null where only the sample can say",
    cache: 'viewer',
    pages: ['/qube/okrs'],
    schemas: async () => ({ response: (await executivePeople()).ZExecutiveOkrsResponse }),
  }),
};
