import {
  ZBudgetTrackerResponse,
  ZNewsTickerResponse,
  ZSystemsStatusResponse,
} from '@q/schemas/manager';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const operationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/systems-status',
    {
      schema: {
        tags: ['manager'],
        summary: 'Status and uptime of the tools the organisation uses',
        response: { 200: ZSystemsStatusResponse },
      },
    },
    async () => app.operationsRepository.systemsStatus(),
  );

  app.get(
    '/budget-tracker',
    {
      schema: {
        tags: ['manager'],
        summary: "This quarter's budget lines: budgeted, actual and utilization (numeric strings)",
        response: { 200: ZBudgetTrackerResponse },
      },
    },
    async () => app.operationsRepository.listBudgetLines(),
  );

  app.get(
    '/news-ticker',
    {
      schema: {
        tags: ['manager'],
        summary: "Today's Insights: leadership, AI tips, domain and industry news, prompts",
        response: { 200: ZNewsTickerResponse },
      },
    },
    async () => app.operationsRepository.listNews(),
  );
};

export default operationsRoutes;
