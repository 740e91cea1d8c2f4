import type { FastifyPluginAsync } from 'fastify';
import authRoutes from './api/auth/index.js';
import demoUsersRoutes from './api/demo-users.js';
import healthRoutes from './api/health.js';

/** Every /api route; handlers are thin and reach the database only through repositories. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(demoUsersRoutes, { prefix: '/api' });
  await app.register(authRoutes, { prefix: '/api/auth' });
};

export default routes;
