import { ZDemoUsersResponse } from '@q/schemas/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const demoUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/demo-users',
    {
      schema: {
        tags: ['auth'],
        summary: 'The accounts offered on the demo login page',
        response: { 200: ZDemoUsersResponse },
      },
    },
    async () => app.usersRepository.listDemoUsers(),
  );
};

export default demoUsersRoutes;
