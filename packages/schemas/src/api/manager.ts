import { endpoint } from './endpoint';

const manager = () => import('../manager');
const common = () => import('../common');
const assistant = () => import('../assistant');
const sync = () => import('../sync');

/** The news list is refetched every 5 minutes (docs/behaviour.md §9 "Data fetching"). */
export const NEWS_TICKER_REFETCH_MS = 300_000;

/** The page whose widgets render the manager dashboard's calls. */
const DASHBOARD = ['/dashboard'] as const;

/**
 * The manager dashboard (aitchQ). The reads answer without a session: signed out, the demo
 * manager's view; signed in, the user's.
 */
export const MANAGER_API = {
  dataSources: endpoint({
    method: 'GET',
    path: '/api/data-sources',
    access: 'public',
    scope: 'organisation',
    tag: 'manager',
    summary:
      "Where each synced feed's figures come from for the viewer: sample, live, partial or stale",
    cache: 'viewer',
    pages: DASHBOARD,
    schemas: async () => ({ response: (await sync()).ZDataSourcesResponse }),
  }),
  newsTicker: endpoint({
    method: 'GET',
    path: '/api/news-ticker',
    access: 'public',
    scope: 'sample',
    tag: 'manager',
    summary: "Today's Insights: leadership, AI tips, domain and industry news, prompts",
    cache: 'shared',
    pages: DASHBOARD,
    refetchIntervalMs: NEWS_TICKER_REFETCH_MS,
    schemas: async () => ({ response: (await manager()).ZNewsTickerResponse }),
  }),
  employees: endpoint({
    method: 'GET',
    path: '/api/employees',
    access: 'public',
    scope: 'people',
    tag: 'manager',
    summary:
      "The viewer's team: managers above, viewer, direct reports (a first page when synced); signed out, the demo manager's",
    cache: 'viewer',
    pages: DASHBOARD,
    schemas: async () => ({ response: (await manager()).ZEmployeesResponse }),
  }),
  teamReports: endpoint({
    method: 'GET',
    path: '/api/team/reports',
    access: 'session',
    scope: 'people',
    tag: 'manager',
    summary: "The viewer's synced direct reports after the id `after`, 50 at most",
    errors: [400],
    schemas: async () => {
      const { ZTeamReportsQuery, ZTeamReportsResponse } = await manager();
      return { query: ZTeamReportsQuery, response: ZTeamReportsResponse };
    },
  }),
  managementInsights: endpoint({
    method: 'GET',
    path: '/api/management-insights',
    access: 'public',
    scope: 'people',
    tag: 'manager',
    summary:
      'Active insights: computed from the connected data for the viewer, or the sample; without the ones this user dismissed, completed or snoozed',
    cache: 'viewer',
    pages: DASHBOARD,
    retry: false,
    schemas: async () => ({ response: (await manager()).ZManagementInsightsResponse }),
  }),
  dismissInsight: endpoint({
    method: 'POST',
    path: '/api/management-insights/:id/dismiss',
    access: 'session',
    scope: 'people',
    tag: 'manager',
    summary:
      'Mark an active insight dismissed for the signed-in user only, with an optional reason',
    errors: [409],
    bodyOptional: true,
    schemas: async () => {
      const [{ ZDismissInsightRequest, ZDismissInsightResponse }, { ZIdParam }] = await Promise.all(
        [manager(), common()],
      );
      return { params: ZIdParam, body: ZDismissInsightRequest, response: ZDismissInsightResponse };
    },
  }),
  completeInsight: endpoint({
    method: 'POST',
    path: '/api/management-insights/:id/complete',
    access: 'session',
    scope: 'people',
    tag: 'manager',
    summary: 'Mark an active insight completed for the signed-in user only',
    errors: [409],
    bodyOptional: true,
    schemas: async () => {
      const [{ ZInsightActionRequest, ZCompleteInsightResponse }, { ZIdParam }] = await Promise.all(
        [manager(), common()],
      );
      return { params: ZIdParam, body: ZInsightActionRequest, response: ZCompleteInsightResponse };
    },
  }),
  snoozeInsight: endpoint({
    method: 'POST',
    path: '/api/management-insights/:id/snooze',
    access: 'session',
    scope: 'people',
    tag: 'manager',
    summary:
      'Hide a computed insight for the signed-in user until a day (tomorrow to a year ahead)',
    errors: [400, 409],
    schemas: async () => {
      const [{ ZSnoozeInsightRequest, ZSnoozeInsightResponse }, { ZIdParam }] = await Promise.all([
        manager(),
        common(),
      ]);
      return { params: ZIdParam, body: ZSnoozeInsightRequest, response: ZSnoozeInsightResponse };
    },
  }),
  askAssistant: endpoint({
    method: 'POST',
    path: '/api/assistant/questions',
    access: 'session',
    scope: 'people',
    tag: 'manager',
    summary:
      "A question to the assistant, answered from the connected data within the viewer's scope; 409 with nothing connected",
    errors: [409],
    readOnly: true,
    schemas: async () => {
      const { ZAssistantQuestion, ZAssistantReply } = await assistant();
      return { body: ZAssistantQuestion, response: ZAssistantReply };
    },
  }),
  workdayGoals: endpoint({
    method: 'GET',
    path: '/api/workday/goals',
    access: 'public',
    scope: 'people',
    tag: 'manager',
    summary: "The viewer's goals synced from Workday; empty when no integration is connected",
    cache: 'viewer',
    pages: DASHBOARD,
    fallback: 'smartGoals',
    retry: false,
    schemas: async () => ({ response: (await manager()).ZWorkdayGoalsResponse }),
  }),
  smartGoals: endpoint({
    method: 'GET',
    path: '/api/smart-goals',
    access: 'public',
    scope: 'sample',
    tag: 'manager',
    summary: 'Stored SMART goals, the fallback when /api/workday/goals answers nothing',
    cache: 'shared',
    pages: DASHBOARD,
    schemas: async () => ({ response: (await manager()).ZSmartGoalsResponse }),
  }),
  workdayOkrs: endpoint({
    method: 'GET',
    path: '/api/workday/okrs',
    access: 'public',
    scope: 'organisation',
    tag: 'manager',
    summary: "The viewer's OKRs synced from Workday; empty when no integration is connected",
    cache: 'viewer',
    pages: DASHBOARD,
    fallback: 'okrs',
    retry: false,
    schemas: async () => ({ response: (await manager()).ZWorkdayOkrsResponse }),
  }),
  okrs: endpoint({
    method: 'GET',
    path: '/api/okrs',
    access: 'public',
    scope: 'sample',
    tag: 'manager',
    summary: 'Stored OKRs, the fallback when /api/workday/okrs answers nothing',
    cache: 'shared',
    pages: DASHBOARD,
    schemas: async () => ({ response: (await manager()).ZOkrsResponse }),
  }),
  hrisInsights: endpoint({
    method: 'GET',
    path: '/api/hris-insights',
    access: 'public',
    scope: 'people',
    tag: 'manager',
    summary:
      "HRIS alerts: anniversaries, time off, timecards; from the viewer's synced HRIS when connected",
    cache: 'viewer',
    pages: DASHBOARD,
    schemas: async () => ({ response: (await manager()).ZHrisInsightsResponse }),
  }),
  headcountMetrics: endpoint({
    method: 'GET',
    path: '/api/headcount-metrics',
    access: 'public',
    scope: 'people',
    tag: 'manager',
    summary: 'Hired, open and planned headcount and team capacity (null without figures)',
    cache: 'viewer',
    pages: DASHBOARD,
    schemas: async () => ({ response: (await manager()).ZHeadcountMetricsResponse }),
  }),
  atsInsights: endpoint({
    method: 'GET',
    path: '/api/ats-insights',
    access: 'public',
    scope: 'people',
    tag: 'manager',
    summary: 'Recruiting averages and open positions (null without figures)',
    cache: 'viewer',
    pages: DASHBOARD,
    schemas: async () => ({ response: (await manager()).ZAtsInsightsResponse }),
  }),
  capacityModel: endpoint({
    method: 'GET',
    path: '/api/capacity-model',
    access: 'public',
    scope: 'sample',
    tag: 'manager',
    summary: 'Velocity, utilization and engineers needed (null without a model)',
    cache: 'shared',
    pages: DASHBOARD,
    schemas: async () => ({ response: (await manager()).ZCapacityModelResponse }),
  }),
  systemsStatus: endpoint({
    method: 'GET',
    path: '/api/systems-status',
    access: 'public',
    scope: 'sample',
    tag: 'manager',
    summary: 'Status and uptime of the tools the organisation uses',
    cache: 'shared',
    pages: DASHBOARD,
    schemas: async () => ({ response: (await manager()).ZSystemsStatusResponse }),
  }),
  budgetTracker: endpoint({
    method: 'GET',
    path: '/api/budget-tracker',
    access: 'public',
    scope: 'sample',
    tag: 'manager',
    summary: "This quarter's budget lines: budgeted, actual and utilization (numeric strings)",
    cache: 'shared',
    pages: DASHBOARD,
    schemas: async () => ({ response: (await manager()).ZBudgetTrackerResponse }),
  }),
};
