import { createQueryClient, signOutLocally } from '@q/api-client';
import type { QueryClient } from '@tanstack/react-query';

// A module of its own: an app whose first page does not fetch leaves this, and TanStack
// Query's client with it, to the chunk of the page that does.

/**
 * The query client every app uses: the documented defaults (docs/behaviour.md §9), and any 401
 * signs the browser out.
 */
export function createAppQueryClient(): QueryClient {
  return createQueryClient({ onUnauthorized: signOutLocally });
}
