import type { MANAGER_API } from '@q/schemas/api/manager';
import { sessionUser } from '../auth/session.js';
import { HttpError } from '../http/errors.js';
import type { InsightOutcome } from '../repositories/management-insights.js';
import { syncViewer } from '../repositories/synced-data.js';
import type { EndpointRequest, HandlersOf } from './handler.js';

/** Settles an active insight for the signed-in user only; a second settle is 409. */
async function settleInsight(
  request: EndpointRequest<typeof MANAGER_API.dismissInsight>,
  outcome: InsightOutcome,
) {
  const result = await request.server.managementInsightsRepository.settle(
    sessionUser(request).id,
    request.params.id,
    outcome,
  );
  if (result.kind === 'not-found') throw new HttpError(404, 'Insight not found');
  if (result.kind === 'already-settled') {
    throw new HttpError(409, `Insight is already ${result.status}`);
  }
  await request.audit({
    action: outcome === 'dismissed' ? 'insight-dismissed' : 'insight-completed',
    target: { type: 'insight', id: request.params.id, label: result.insight.title },
  });
  return result.insight;
}

/** The calls of `@q/schemas/api/manager`: signed out they answer the demo manager's view. */
export const managerHandlers = {
  dataSources: async (request) => request.server.syncedData.dataSources(await syncViewer(request)),
  newsTicker: (request) => request.server.operationsRepository.listNews(),
  employees: async (request) => {
    return (
      (await request.server.syncedData.team(await syncViewer(request))) ??
      request.server.employeesRepository.listForViewer(request.user?.id ?? null)
    );
  },
  teamReports: async (request) =>
    request.server.syncedData.teamReports(await syncViewer(request), request.query.after),
  managementInsights: (request) =>
    request.server.managementInsightsRepository.listActive(request.user?.id ?? null),
  dismissInsight: (request) => settleInsight(request, 'dismissed'),
  completeInsight: (request) => settleInsight(request, 'completed'),
  workdayGoals: async (request) => request.server.syncedData.goals(await syncViewer(request)),
  smartGoals: (request) => request.server.planningRepository.listSmartGoals(),
  workdayOkrs: async (request) => request.server.syncedData.okrs(await syncViewer(request)),
  okrs: (request) => request.server.planningRepository.listOkrs(),
  hrisInsights: async (request) =>
    (await request.server.syncedData.hrisInsights(await syncViewer(request))) ??
    request.server.hrRepository.listHrisInsights(),
  headcountMetrics: async (request) =>
    (await request.server.syncedData.headcount(await syncViewer(request))) ??
    request.server.hrRepository.headcountMetrics(),
  atsInsights: async (request) =>
    (await request.server.syncedData.atsInsights(await syncViewer(request))) ??
    request.server.hrRepository.atsInsights(),
  capacityModel: (request) => request.server.planningRepository.capacityModel(),
  systemsStatus: (request) => request.server.operationsRepository.systemsStatus(),
  budgetTracker: (request) => request.server.operationsRepository.listBudgetLines(),
} satisfies HandlersOf<typeof MANAGER_API>;
