import type { z } from 'zod';
import {
  ZDemoUsersResponse,
  ZLoginRequest,
  ZLoginResponse,
  ZLogoutResponse,
  ZMeResponse,
  ZUpdateUserRequest,
  ZUpdateUserResponse,
} from './auth';
import { ZIdParam } from './common';
import { ZHealthResponse, ZLivenessResponse } from './health';
import {
  ZConnectionTestResponse,
  ZSystemIntegration,
  ZSystemIntegrationInput,
  ZSystemIntegrationsResponse,
  ZSystemIntegrationUpdate,
} from './integrations';
import {
  ZAtsInsightsResponse,
  ZBudgetTrackerResponse,
  ZCapacityModelResponse,
  ZCompleteInsightResponse,
  ZDismissInsightResponse,
  ZEmployeesResponse,
  ZHeadcountMetricsResponse,
  ZHrisInsightsResponse,
  ZInsightActionRequest,
  ZManagementInsightsResponse,
  ZNewsTickerResponse,
  ZOkrsResponse,
  ZSmartGoalsResponse,
  ZSystemsStatusResponse,
  ZWorkdayGoalsResponse,
  ZWorkdayOkrsResponse,
} from './manager';

/**
 * Every call of the API, as one table: method, path (Fastify syntax, `:id` for a path parameter),
 * who may call it, and the schemas of its path parameters, body and successful answer. The server
 * registers its routes with these schemas; the client parses answers with them; tests iterate over
 * the table. Error answers are always `ZApiError` (./errors).
 *
 * Access: `public` calls answer without a session (the demo organisation's data, the demo login);
 * `session` calls answer 401 without one, and 404 for a record of another user.
 */
export interface ApiRoute {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly path: `/api/${string}`;
  readonly access: 'public' | 'session';
  readonly params?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response: z.ZodType;
}

export const API_ROUTES = {
  // ── The server's own calls: auth and health ──
  login: {
    method: 'POST',
    path: '/api/auth/login',
    access: 'public',
    body: ZLoginRequest,
    response: ZLoginResponse,
  },
  me: { method: 'GET', path: '/api/auth/me', access: 'session', response: ZMeResponse },
  logout: { method: 'POST', path: '/api/auth/logout', access: 'public', response: ZLogoutResponse },
  updateUser: {
    method: 'PUT',
    path: '/api/auth/user/:id',
    access: 'session',
    params: ZIdParam,
    body: ZUpdateUserRequest,
    response: ZUpdateUserResponse,
  },
  demoUsers: {
    method: 'GET',
    path: '/api/demo-users',
    access: 'public',
    response: ZDemoUsersResponse,
  },
  health: { method: 'GET', path: '/api/health', access: 'public', response: ZHealthResponse },
  liveness: {
    method: 'GET',
    path: '/api/health/live',
    access: 'public',
    response: ZLivenessResponse,
  },

  // ── Manager dashboard ──
  employees: {
    method: 'GET',
    path: '/api/employees',
    access: 'public',
    response: ZEmployeesResponse,
  },
  hrisInsights: {
    method: 'GET',
    path: '/api/hris-insights',
    access: 'public',
    response: ZHrisInsightsResponse,
  },
  headcountMetrics: {
    method: 'GET',
    path: '/api/headcount-metrics',
    access: 'public',
    response: ZHeadcountMetricsResponse,
  },
  atsInsights: {
    method: 'GET',
    path: '/api/ats-insights',
    access: 'public',
    response: ZAtsInsightsResponse,
  },
  systemsStatus: {
    method: 'GET',
    path: '/api/systems-status',
    access: 'public',
    response: ZSystemsStatusResponse,
  },
  workdayGoals: {
    method: 'GET',
    path: '/api/workday/goals',
    access: 'public',
    response: ZWorkdayGoalsResponse,
  },
  smartGoals: {
    method: 'GET',
    path: '/api/smart-goals',
    access: 'public',
    response: ZSmartGoalsResponse,
  },
  workdayOkrs: {
    method: 'GET',
    path: '/api/workday/okrs',
    access: 'public',
    response: ZWorkdayOkrsResponse,
  },
  okrs: { method: 'GET', path: '/api/okrs', access: 'public', response: ZOkrsResponse },
  capacityModel: {
    method: 'GET',
    path: '/api/capacity-model',
    access: 'public',
    response: ZCapacityModelResponse,
  },
  managementInsights: {
    method: 'GET',
    path: '/api/management-insights',
    access: 'public',
    response: ZManagementInsightsResponse,
  },
  dismissInsight: {
    method: 'POST',
    path: '/api/management-insights/:id/dismiss',
    access: 'session',
    params: ZIdParam,
    body: ZInsightActionRequest,
    response: ZDismissInsightResponse,
  },
  completeInsight: {
    method: 'POST',
    path: '/api/management-insights/:id/complete',
    access: 'session',
    params: ZIdParam,
    body: ZInsightActionRequest,
    response: ZCompleteInsightResponse,
  },
  budgetTracker: {
    method: 'GET',
    path: '/api/budget-tracker',
    access: 'public',
    response: ZBudgetTrackerResponse,
  },
  newsTicker: {
    method: 'GET',
    path: '/api/news-ticker',
    access: 'public',
    response: ZNewsTickerResponse,
  },

  // ── System integrations (/settings) ──
  listIntegrations: {
    method: 'GET',
    path: '/api/system-integrations',
    access: 'session',
    response: ZSystemIntegrationsResponse,
  },
  createIntegration: {
    method: 'POST',
    path: '/api/system-integrations',
    access: 'session',
    body: ZSystemIntegrationInput,
    response: ZSystemIntegration,
  },
  updateIntegration: {
    method: 'PATCH',
    path: '/api/system-integrations/:id',
    access: 'session',
    params: ZIdParam,
    body: ZSystemIntegrationUpdate,
    response: ZSystemIntegration,
  },
  testIntegration: {
    method: 'POST',
    path: '/api/system-integrations/:id/test',
    access: 'session',
    params: ZIdParam,
    response: ZConnectionTestResponse,
  },
} as const satisfies Record<string, ApiRoute>;

export type ApiRouteName = keyof typeof API_ROUTES;
