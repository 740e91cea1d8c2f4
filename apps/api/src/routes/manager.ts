import type { MANAGER_API } from '@q/schemas/api/manager';
import { HttpError } from '../http-errors.js';
import { sessionUser } from '../plugins/app/auth.js';
import type { InsightOutcome } from '../plugins/app/management-insights-repository.js';
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
  return result.insight;
}

/** The calls of `@q/schemas/api/manager`: signed out they answer the demo manager's view. */
export const managerHandlers = {
  dataSources: (request) => request.server.syncedData.dataSources(request.user?.id ?? null),
  newsTicker: (request) => request.server.operationsRepository.listNews(),
  employees: async (request) => {
    const viewer = request.user?.id ?? null;
    return (
      (await request.server.syncedData.team(viewer)) ??
      request.server.employeesRepository.listForViewer(viewer)
    );
  },
  managementInsights: (request) =>
    request.server.managementInsightsRepository.listActive(request.user?.id ?? null),
  dismissInsight: (request) => settleInsight(request, 'dismissed'),
  completeInsight: (request) => settleInsight(request, 'completed'),
  workdayGoals: (request) => request.server.syncedData.goals(request.user?.id ?? null),
  smartGoals: (request) => request.server.planningRepository.listSmartGoals(),
  workdayOkrs: (request) => request.server.syncedData.okrs(request.user?.id ?? null),
  okrs: (request) => request.server.planningRepository.listOkrs(),
  hrisInsights: async (request) =>
    (await request.server.syncedData.hrisInsights(request.user?.id ?? null)) ??
    request.server.hrRepository.listHrisInsights(),
  headcountMetrics: async (request) => {
    const sample = await request.server.hrRepository.headcountMetrics();
    const synced = await request.server.syncedData.headcount(request.user?.id ?? null, sample);
    return synced === undefined ? sample : synced;
  },
  atsInsights: async (request) =>
    (await request.server.syncedData.atsInsights(request.user?.id ?? null)) ??
    request.server.hrRepository.atsInsights(),
  capacityModel: (request) => request.server.planningRepository.capacityModel(),
  systemsStatus: (request) => request.server.operationsRepository.systemsStatus(),
  budgetTracker: (request) => request.server.operationsRepository.listBudgetLines(),
} satisfies HandlersOf<typeof MANAGER_API>;
