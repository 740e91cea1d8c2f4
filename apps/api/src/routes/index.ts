import type { FastifyPluginAsync } from 'fastify';
import authRoutes from './api/auth/index.js';
import demoUsersRoutes from './api/demo-users.js';
import employeesRoutes from './api/employees.js';
import healthRoutes from './api/health.js';
import hrRoutes from './api/hr.js';
import managementInsightsRoutes from './api/management-insights.js';
import operationsRoutes from './api/operations.js';
import planningRoutes from './api/planning.js';
import systemIntegrationsRoutes from './api/system-integrations.js';
import workdayRoutes from './api/workday.js';

/** Every /api route; handlers are thin and reach the database only through repositories. */
export interface RoutesOptions {
  /** Sign-in attempts allowed per client IP per minute. */
  loginRateLimitPerMinute: number;
}

const routes: FastifyPluginAsync<RoutesOptions> = async (app, options) => {
  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(demoUsersRoutes, { prefix: '/api' });
  await app.register(authRoutes, {
    prefix: '/api/auth',
    loginRateLimitPerMinute: options.loginRateLimitPerMinute,
  });
  // The manager dashboard (aitchQ).
  await app.register(employeesRoutes, { prefix: '/api' });
  await app.register(hrRoutes, { prefix: '/api' });
  await app.register(planningRoutes, { prefix: '/api' });
  await app.register(workdayRoutes, { prefix: '/api/workday' });
  await app.register(managementInsightsRoutes, { prefix: '/api' });
  await app.register(operationsRoutes, { prefix: '/api' });
  // System Settings (/settings).
  await app.register(systemIntegrationsRoutes, { prefix: '/api' });
};

export default routes;
