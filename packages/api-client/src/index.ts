export type { AuthProviderProps, AuthState } from './auth/auth-provider';
export { AuthProvider, useAuth } from './auth/auth-provider';
export {
  CURRENT_USER_STORAGE_KEY,
  readStoredUser,
  signOutLocally,
} from './auth/current-user-store';
export type { PostLoginInput } from './auth/redirect';
export {
  dashboardPath,
  FALLBACK_POST_LOGIN_PATH,
  POST_LOGIN_REDIRECT_DELAY_MS,
  parseRedirectParam,
  resolvePostLoginPath,
} from './auth/redirect';
export { readSessionUser } from './auth/session-user';
export { signOutEverywhere } from './auth/sign-out-everywhere';
export type { EndpointInput, ReadEndpoint } from './endpoint';
export { endpointQuery, endpointRequest } from './endpoint';
export type { ApiRequestOptions, HttpMethod, ResponseSchema } from './http';
export { ApiError, apiRequest, isUnauthorizedError, throwIfResNotOk } from './http';
export type { AssistantAnswer } from './queries/assistant';
export {
  ASSISTANT_QUESTION_MAX,
  askAssistantMutation,
  isNothingConnected,
} from './queries/assistant';
export {
  assistantModelQuery,
  deleteAssistantModelMutation,
  isAssistantModelConflict,
  isAssistantModelRefusal,
  previewAssistantModelMutation,
  saveAssistantModelMutation,
} from './queries/assistant-model';
export type { AuditFilters, CollectedAuditEvents } from './queries/audit';
export {
  AUDIT_EXPORT_MAX,
  AUDIT_LIST_PAGE_SIZE,
  auditEventsInfiniteQuery,
  auditEventsUrl,
  collectAuditEvents,
  MY_AUDIT_PAGE_SIZE,
  myAuditEventsInfiniteQuery,
  myAuditEventsUrl,
  normaliseAuditFilters,
  verifyAuditLogMutation,
} from './queries/audit';
export { meQuery } from './queries/auth';
export type { IntegrationDraftBody } from './queries/integrations';
export {
  createIntegrationMutation,
  deleteIntegrationMutation,
  isConnectionsRefusal,
  organisationQuery,
  refreshAfterSync,
  startSyncMutation,
  syncRunsQuery,
  testIntegrationMutation,
  updateIntegrationMutation,
} from './queries/integrations';
export type {
  DismissInsightVariables,
  InsightActionVariables,
  SnoozeInsightVariables,
} from './queries/manager';
export { insightActionMutation, insightIdOf, snoozeInsightMutation } from './queries/manager';
export { endMemberSessionsMutation, membersQuery } from './queries/members';
export type { CreateQueryClientOptions } from './query-client';
export { createQueryClient } from './query-client';
export type { GetQueryFnOptions, UnauthorizedBehavior } from './query-fn';
export { getQueryFn, queryKeyToPath, RETURN_NULL_ON_401 } from './query-fn';
