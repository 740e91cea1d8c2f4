import { endpoint } from './endpoint';

const health = () => import('../health');

/** Checks for load balancers and orchestrators. */
export const SYSTEM_API = {
  health: endpoint({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    scope: 'none',
    tag: 'system',
    summary: 'Liveness and database check, for load balancers',
    errors: [503],
    schemas: async () => ({ response: (await health()).ZHealthResponse }),
  }),
  liveness: endpoint({
    method: 'GET',
    path: '/api/health/live',
    access: 'public',
    scope: 'none',
    tag: 'system',
    summary: 'Liveness: the process answers, without touching the database',
    schemas: async () => ({ response: (await health()).ZLivenessResponse }),
  }),
};
