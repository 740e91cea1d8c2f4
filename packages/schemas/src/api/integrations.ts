import { endpoint } from './endpoint';

const integrations = () => import('../integrations');
const common = () => import('../common');
const sync = () => import('../sync');

/**
 * The organisation's system integrations (/settings), one per type, connected once for
 * everybody. Every member reads them (status, freshness, history; no key hint, no settings
 * unless an admin); only admins create, change, test, sync or delete them (403 otherwise). A
 * body's userId is ignored: the record notes who last changed it. Another organisation's id is
 * not found.
 */
export const INTEGRATIONS_API = {
  organisation: endpoint({
    method: 'GET',
    path: '/api/organisation',
    access: 'session',
    scope: 'organisation',
    tag: 'integrations',
    summary: "The signed-in user's organisation, and whether they may change its connections",
    cache: 'viewer',
    pages: ['/settings'],
    schemas: async () => ({ response: (await integrations()).ZOrganisationAccess }),
  }),
  listIntegrations: endpoint({
    method: 'GET',
    path: '/api/system-integrations',
    access: 'session',
    scope: 'organisation',
    tag: 'integrations',
    summary:
      "The organisation's integrations; keys appear only as a masked hint, and only to admins",
    cache: 'viewer',
    pages: ['/settings'],
    schemas: async () => ({ response: (await integrations()).ZSystemIntegrationsResponse }),
  }),
  createIntegration: endpoint({
    method: 'POST',
    path: '/api/system-integrations',
    access: 'session',
    scope: 'organisation',
    tag: 'integrations',
    summary: 'Create the integration of a type that has none yet; the key is stored encrypted',
    status: 201,
    errors: [403, 409],
    schemas: async () => {
      const { ZSystemIntegrationInput, ZSystemIntegration } = await integrations();
      return { body: ZSystemIntegrationInput, response: ZSystemIntegration };
    },
  }),
  updateIntegration: endpoint({
    method: 'PATCH',
    path: '/api/system-integrations/:id',
    access: 'session',
    scope: 'organisation',
    tag: 'integrations',
    errors: [403],
    summary: 'Update an integration; an absent or masked key keeps the stored one',
    schemas: async () => {
      const [{ ZSystemIntegrationUpdate, ZSystemIntegration }, { ZIdParam }] = await Promise.all([
        integrations(),
        common(),
      ]);
      return { params: ZIdParam, body: ZSystemIntegrationUpdate, response: ZSystemIntegration };
    },
  }),
  deleteIntegration: endpoint({
    method: 'DELETE',
    path: '/api/system-integrations/:id',
    access: 'session',
    scope: 'organisation',
    tag: 'integrations',
    errors: [403],
    summary: 'Disconnect an integration: the record and its stored key are destroyed, not kept',
    schemas: async () => {
      const [{ ZDeleteIntegrationResponse }, { ZIdParam }] = await Promise.all([
        integrations(),
        common(),
      ]);
      return { params: ZIdParam, response: ZDeleteIntegrationResponse };
    },
  }),
  testIntegration: endpoint({
    method: 'POST',
    path: '/api/system-integrations/:id/test',
    access: 'session',
    scope: 'organisation',
    tag: 'integrations',
    errors: [403],
    summary:
      'Call the endpoint with the stored key and record the outcome; the answer says what happened',
    rateLimit: 'outbound-call',
    schemas: async () => {
      const [{ ZConnectionTestResponse }, { ZIdParam }] = await Promise.all([
        integrations(),
        common(),
      ]);
      return { params: ZIdParam, response: ZConnectionTestResponse };
    },
  }),
  startSync: endpoint({
    method: 'POST',
    path: '/api/system-integrations/:id/sync',
    access: 'session',
    scope: 'organisation',
    tag: 'integrations',
    summary:
      'Start a sync run now, as a background job; 409 while one waits or runs for this integration',
    status: 202,
    errors: [403, 409],
    // A run waiting to start shows on the integration's card alone: every dashboard read counts
    // finished runs only, so their kept answers stay current until the run ends.
    invalidates: ['/api/system-integrations'],
    bodyOptional: true,
    rateLimit: 'outbound-call',
    schemas: async () => {
      const [{ ZStartSyncResponse, ZStartSyncRequest }, { ZIdParam }] = await Promise.all([
        sync(),
        common(),
      ]);
      return { params: ZIdParam, body: ZStartSyncRequest, response: ZStartSyncResponse };
    },
  }),
  syncRuns: endpoint({
    method: 'GET',
    path: '/api/system-integrations/:id/sync-runs',
    access: 'session',
    scope: 'organisation',
    tag: 'integrations',
    summary: 'The last 20 sync runs of an integration, newest first',
    schemas: async () => {
      const [{ ZSyncRunsResponse }, { ZIdParam }] = await Promise.all([sync(), common()]);
      return { params: ZIdParam, response: ZSyncRunsResponse };
    },
  }),
};
