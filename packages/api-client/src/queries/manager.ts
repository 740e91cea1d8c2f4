import type {
  CompleteInsightResponse,
  DismissInsightResponse,
  ManagementInsight,
} from '@q/schemas/manager';
import { type QueryClient, type QueryFunction, queryOptions } from '@tanstack/react-query';
import { apiRequest, type ResponseSchema } from '../http';
import { getQueryFn } from '../query-fn';

/**
 * The manager dashboard's calls (SPEC §7). The schemas load on first use, so zod stays out of a
 * page's first chunk.
 */
const loadManagerSchemas = () => import('@q/schemas/manager');
type ManagerSchemas = Awaited<ReturnType<typeof loadManagerSchemas>>;

/** The news list is refetched every 5 minutes (SPEC §9 "Data fetching"). */
export const NEWS_TICKER_REFETCH_MS = 300_000;

/**
 * A query function that GETs the key's path and validates the answer with a manager schema.
 * The request and the schemas' chunk load side by side: on a first visit the answer does not
 * wait for zod to arrive before it is even asked for.
 */
function validatedGet<T>(pick: (schemas: ManagerSchemas) => ResponseSchema<T>): QueryFunction<T> {
  return async (context) => {
    const [schemas, data] = await Promise.all([
      loadManagerSchemas(),
      getQueryFn({ on401: 'throw' })(context),
    ]);
    return pick(schemas).parse(data);
  };
}

/**
 * For the calls the spec asks once (SPEC §7 "no retry"): no retry after a failure, and none when
 * a widget mounts over a failure either; the dashboard starts its calls before its widgets mount,
 * so a fast failure would otherwise be asked a second time.
 */
const NEVER_RETRIED = { retry: false, retryOnMount: false } as const;

/** GET /api/employees: the team card's org tree. */
export function employeesQuery() {
  return queryOptions({
    queryKey: ['/api/employees'] as const,
    queryFn: validatedGet((s) => s.ZEmployeesResponse),
  });
}

/** GET /api/hris-insights */
export function hrisInsightsQuery() {
  return queryOptions({
    queryKey: ['/api/hris-insights'] as const,
    queryFn: validatedGet((s) => s.ZHrisInsightsResponse),
  });
}

/** GET /api/headcount-metrics: null when there are no figures yet. */
export function headcountMetricsQuery() {
  return queryOptions({
    queryKey: ['/api/headcount-metrics'] as const,
    queryFn: validatedGet((s) => s.ZHeadcountMetricsResponse),
  });
}

/** GET /api/ats-insights: null when there are no figures yet. */
export function atsInsightsQuery() {
  return queryOptions({
    queryKey: ['/api/ats-insights'] as const,
    queryFn: validatedGet((s) => s.ZAtsInsightsResponse),
  });
}

/** GET /api/systems-status (fetched; the page shows its fixed tool lists). */
export function systemsStatusQuery() {
  return queryOptions({
    queryKey: ['/api/systems-status'] as const,
    queryFn: validatedGet((s) => s.ZSystemsStatusResponse),
  });
}

/** GET /api/workday/goals: the preferred goal source, never retried; empty when not connected. */
export function workdayGoalsQuery() {
  return queryOptions({
    queryKey: ['/api/workday/goals'] as const,
    queryFn: validatedGet((s) => s.ZWorkdayGoalsResponse),
    ...NEVER_RETRIED,
  });
}

/** GET /api/smart-goals: the stored goals, the fallback when Workday answers nothing. */
export function smartGoalsQuery() {
  return queryOptions({
    queryKey: ['/api/smart-goals'] as const,
    queryFn: validatedGet((s) => s.ZSmartGoalsResponse),
  });
}

/** GET /api/workday/okrs: the preferred OKR source, never retried; empty when not connected. */
export function workdayOkrsQuery() {
  return queryOptions({
    queryKey: ['/api/workday/okrs'] as const,
    queryFn: validatedGet((s) => s.ZWorkdayOkrsResponse),
    ...NEVER_RETRIED,
  });
}

/** GET /api/okrs: the stored OKRs, the fallback when Workday answers nothing. */
export function okrsQuery() {
  return queryOptions({
    queryKey: ['/api/okrs'] as const,
    queryFn: validatedGet((s) => s.ZOkrsResponse),
  });
}

/** GET /api/capacity-model: null when there is no model yet. */
export function capacityModelQuery() {
  return queryOptions({
    queryKey: ['/api/capacity-model'] as const,
    queryFn: validatedGet((s) => s.ZCapacityModelResponse),
  });
}

/** GET /api/management-insights: the active insights, never retried. */
export function managementInsightsQuery() {
  return queryOptions({
    queryKey: ['/api/management-insights'] as const,
    queryFn: validatedGet((s) => s.ZManagementInsightsResponse),
    ...NEVER_RETRIED,
  });
}

/** GET /api/budget-tracker */
export function budgetTrackerQuery() {
  return queryOptions({
    queryKey: ['/api/budget-tracker'] as const,
    queryFn: validatedGet((s) => s.ZBudgetTrackerResponse),
  });
}

/** GET /api/news-ticker, refetched every 5 minutes. */
export function newsTickerQuery() {
  return queryOptions({
    queryKey: ['/api/news-ticker'] as const,
    queryFn: validatedGet((s) => s.ZNewsTickerResponse),
    refetchInterval: NEWS_TICKER_REFETCH_MS,
  });
}

type InsightAction = 'dismiss' | 'complete';

async function postInsightAction(
  id: ManagementInsight['id'],
  action: InsightAction,
): Promise<DismissInsightResponse | CompleteInsightResponse> {
  const { ZDismissInsightResponse, ZCompleteInsightResponse } = await loadManagerSchemas();
  const schema = action === 'dismiss' ? ZDismissInsightResponse : ZCompleteInsightResponse;
  return apiRequest('POST', `/api/management-insights/${id}/${action}`, undefined, { schema });
}

/**
 * Mutation options for dismissing or completing a management insight (needs a session). Either
 * one refreshes the insights list by its query key, whatever the outcome.
 */
export function insightActionMutation(queryClient: QueryClient, action: InsightAction) {
  return {
    mutationKey: ['/api/management-insights', action] as const,
    mutationFn: (id: ManagementInsight['id']) => postInsightAction(id, action),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: managementInsightsQuery().queryKey }),
  };
}
