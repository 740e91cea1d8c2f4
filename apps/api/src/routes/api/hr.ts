import {
  ZAtsInsightsResponse,
  ZHeadcountMetricsResponse,
  ZHrisInsightsResponse,
} from '@q/schemas/manager';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const hrRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/hris-insights',
    {
      schema: {
        tags: ['manager'],
        summary: 'HRIS alerts: anniversaries, time off, timecards',
        response: { 200: ZHrisInsightsResponse },
      },
    },
    async () => app.hrRepository.listHrisInsights(),
  );

  app.get(
    '/headcount-metrics',
    {
      schema: {
        tags: ['manager'],
        summary: 'Hired, open and planned headcount and team capacity (null without figures)',
        response: { 200: ZHeadcountMetricsResponse },
      },
    },
    async () => app.hrRepository.headcountMetrics(),
  );

  app.get(
    '/ats-insights',
    {
      schema: {
        tags: ['manager'],
        summary: 'Recruiting averages and open positions (null without figures)',
        response: { 200: ZAtsInsightsResponse },
      },
    },
    async () => app.hrRepository.atsInsights(),
  );
};

export default hrRoutes;
