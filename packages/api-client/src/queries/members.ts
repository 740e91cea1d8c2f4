import { SIGN_IN_API } from '@q/schemas/api/sign-in';
import type { Member } from '@q/schemas/sign-in';
import type { QueryClient } from '@tanstack/react-query';
import { endpointQuery, endpointRequest } from '../endpoint';
import { isConnectionsRefusal, organisationQuery } from './integrations';

/**
 * Who may sign in to the organisation, as its admins see it in System Settings: the accounts, how
 * they sign in, when they last did and their open sessions; and ending a person's sessions.
 */

/**
 * GET /api/organisation/members: admins only (403 for anyone else). Ask it only for a viewer whom
 * `organisationQuery()` says may manage who has access (`canManageAccess`: an admin of a company's own organisation).
 */
export function membersQuery() {
  return endpointQuery(SIGN_IN_API.listMembers);
}

/**
 * POST /api/organisation/members/:id/end-sessions: ends every session of the member (they must
 * sign in again); resolves with how many ended. The list is asked again, whose session counts it
 * changed. A refusal (403: the viewer is no longer an admin) asks again who may manage the
 * organisation, so that the page stops offering what they may not do.
 */
export function endMemberSessionsMutation(queryClient: QueryClient) {
  return {
    mutationKey: [SIGN_IN_API.listMembers.path, 'end-sessions'] as const,
    mutationFn: (id: Member['id']) =>
      endpointRequest(SIGN_IN_API.endMemberSessions, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersQuery().queryKey }),
    onError: async (error: Error) => {
      if (!isConnectionsRefusal(error)) return;
      await queryClient.invalidateQueries({ queryKey: organisationQuery().queryKey });
    },
  };
}
