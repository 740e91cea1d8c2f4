import { SESSIONS_API } from '@q/schemas/api/sessions';
import type { LogoutResponse } from '@q/schemas/auth';
import type { QueryClient } from '@tanstack/react-query';
import { endpointRequest } from '../endpoint';
import { isUnauthorizedError } from '../http';
import { signOutLocally } from './current-user-store';

/**
 * Ends every session of the signed-in person (every browser and device), then signs out here as
 * `logout` does: the stored user and the query cache go, and it resolves with where the page goes
 * next as `logout` does (the server's `next`, or undefined for the home page). Rejects with
 * 'Failed to sign out everywhere' when the server did not confirm it: then nothing changed, this
 * session included.
 * A module of its own rather than a member of `useAuth`: only aitchQ's account menu offers it, and
 * every other page's first chunk stays without it.
 */
export async function signOutEverywhere(queryClient: QueryClient): Promise<LogoutResponse['next']> {
  let next: LogoutResponse['next'];
  try {
    ({ next } = await endpointRequest(SESSIONS_API.logoutEverywhere));
  } catch (error) {
    // 401: this session had already ended; the others are the server's to end.
    if (!isUnauthorizedError(error)) {
      throw new Error('Failed to sign out everywhere', { cause: error });
    }
  }
  signOutLocally();
  queryClient.clear();
  return next;
}
