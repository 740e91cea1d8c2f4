import type { MANAGER_API } from '@q/schemas/api/manager';
import type { AssistantReply } from '@q/schemas/assistant';
import type { ManagementInsight } from '@q/schemas/manager';
import type { FastifyRequest } from 'fastify';
import { scopeCompanyData } from '../access/scope.js';
import { type AssistantAnswer, answerQuestion } from '../assistant/answer.js';
import { answerWithModel, type ModelAnswer } from '../assistant/model.js';
import type { AssistantContext } from '../assistant/tools.js';
import { sessionUser } from '../auth/session.js';
import { HttpError } from '../http/errors.js';
import { isoDay } from '../insights/company-data.js';
import { isSnoozeDay, type SettleAction } from '../insights/engine.js';
import type { CompanyData } from '../insights/model.js';
import {
  computedInsightsFor,
  computedInsightsOrganisation,
  toManagementInsight,
} from '../insights/plugin.js';
import { syncViewer } from '../repositories/synced-data.js';
import type { HandlersOf } from './handler.js';

/**
 * Settles an active insight for the signed-in user only; a second settle is 409. With connected
 * data, the insight is one the engine computed and the viewer's scope shows them; otherwise one
 * of the sample's.
 */
async function settleInsight(
  request: FastifyRequest,
  id: number,
  action: SettleAction,
): Promise<ManagementInsight> {
  const user = sessionUser(request);
  const organisationId = await computedInsightsOrganisation(request);
  let insight: ManagementInsight;
  if (organisationId !== null) {
    const now = new Date();
    const result = await request.server.insights.settle(
      organisationId,
      user.id,
      await request.server.syncedData.viewerScope(await syncViewer(request)),
      id,
      action,
      isoDay(now),
    );
    if (result.kind === 'not-found') throw new HttpError(404, 'Insight not found');
    if (result.kind === 'already-settled') {
      throw new HttpError(409, `Insight is already ${result.status}`);
    }
    insight = { ...toManagementInsight(result.insight), status: settledStatus(action) };
  } else {
    if (action.status === 'snoozed') throw new HttpError(404, 'Insight not found');
    const result = await request.server.managementInsightsRepository.settle(
      user.id,
      id,
      action.status,
    );
    if (result.kind === 'not-found') throw new HttpError(404, 'Insight not found');
    if (result.kind === 'already-settled') {
      throw new HttpError(409, `Insight is already ${result.status}`);
    }
    insight = result.insight;
  }
  await request.audit({
    action: AUDIT_ACTION_OF[action.status],
    target: { type: 'insight', id, label: insight.title },
    ...(action.status === 'dismissed' && action.reason && { detail: { reason: action.reason } }),
    ...(action.status === 'snoozed' && { detail: { until: action.until } }),
  });
  return insight;
}

const AUDIT_ACTION_OF = {
  dismissed: 'insight-dismissed',
  completed: 'insight-completed',
  snoozed: 'insight-snoozed',
} as const;

/** The status the answer reports: a snoozed insight is still active, only hidden for a while. */
const settledStatus = (action: SettleAction): ManagementInsight['status'] =>
  action.status === 'snoozed' ? 'active' : action.status;

/** What the assistant answers a question from: the viewer's part of the company, and when. */
export interface AssistantInputs {
  organisationId: number;
  company: CompanyData;
  /** The company as the viewer may see it (`scopeCompanyData`). */
  data: CompanyData;
  context: AssistantContext;
}

/**
 * The viewer's part of the synced company (the scope module decides) and their current insights;
 * 409 with nothing connected.
 */
export async function assistantInputs(request: FastifyRequest): Promise<AssistantInputs> {
  const user = sessionUser(request);
  const organisationId = await computedInsightsOrganisation(request);
  if (organisationId === null) {
    throw new HttpError(
      409,
      'Nothing is connected yet: the assistant answers from the sample data in the page',
    );
  }
  const now = new Date();
  const viewer = await syncViewer(request);
  const scope = await request.server.syncedData.viewerScope(viewer);
  const [company, data, insights] = await Promise.all([
    request.server.insights.companyData(organisationId, viewer.stamp),
    request.server.insights.viewerCompany(organisationId, user.id, viewer.stamp, (whole) =>
      scopeCompanyData(scope, whole),
    ),
    request.server.insights.keptVisibleTo(
      organisationId,
      user.id,
      scope,
      isoDay(now),
      viewer.stamp,
    ),
  ]);
  return {
    organisationId,
    company,
    data,
    context: {
      today: isoDay(now),
      now: now.toISOString(),
      viewerSourceId: scope.person?.sourceId ?? null,
      viewerName: user.name,
      insights: insights.map(({ title, priority, rule }) => ({ title, priority, rule })),
    },
  };
}

/**
 * A question to the assistant with connected data: the viewer's part of the company, their
 * insights, and the assistant's parser and tools; with the organisation's language model on, the
 * model picks the tool and words its result (checked; `assistant/model.ts`), the rules answering
 * whenever it fails or its wording is refused. The question, the tool, and what was sent to and
 * received from a model go to the audit trail.
 */
async function askAssistant(request: FastifyRequest, question: string): Promise<AssistantReply> {
  const { organisationId, company, data, context } = await assistantInputs(request);
  const target = await request.server.assistantModelRepository.target(organisationId);
  const model = target?.state ?? 'not-configured';
  const answer: ModelAnswer | (AssistantAnswer & { answeredBy: 'rules'; note: null }) =
    target?.state === 'on'
      ? await answerWithModel(target, question, data, context, request.server.assistantModelCalls)
      : { ...answerQuestion(question, data, context), answeredBy: 'rules', note: null };
  await request.audit({
    action: 'assistant-asked',
    target: { type: 'assistant', id: answer.tool },
    detail: {
      question: question.slice(0, 500),
      tool: answer.tool,
      answeredBy: answer.answeredBy,
      model,
      ...('exchange' in answer && {
        fallback: answer.fallback,
        sent: answer.exchange.sent,
        received: answer.exchange.received,
      }),
    },
  });
  return {
    text: answer.text,
    tool: answer.tool,
    links: [...(answer.result?.links ?? [])],
    capabilities: [...(answer.capabilities ?? [])],
    answeredBy: answer.answeredBy,
    note: answer.note,
    model,
    sources: company.sources.map(({ provider, lastSuccessAt }) => ({
      provider,
      syncedAt: lastSuccessAt,
    })),
  };
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
  askAssistant: (request) => askAssistant(request, request.body.question),
  managementInsights: async (request) =>
    (await computedInsightsFor(request)) ??
    request.server.managementInsightsRepository.listActive(request.user?.id ?? null),
  dismissInsight: (request) =>
    settleInsight(request, request.params.id, {
      status: 'dismissed',
      reason: request.body?.reason ?? null,
    }),
  completeInsight: (request) => settleInsight(request, request.params.id, { status: 'completed' }),
  snoozeInsight: async (request) => {
    const { until } = request.body;
    if (!isSnoozeDay(until, isoDay(new Date()))) {
      throw new HttpError(400, 'Snooze until a day from tomorrow to a year ahead');
    }
    const insight = await settleInsight(request, request.params.id, { status: 'snoozed', until });
    return { id: insight.id, until };
  },
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
