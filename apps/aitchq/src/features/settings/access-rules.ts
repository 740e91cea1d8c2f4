import { isConnectionsRefusal } from '@q/api-client';
import type { OrganisationAccess } from '@q/schemas/integrations';
import { errorText } from './integration-rules';

/**
 * Who may change the organisation's connections, as the page knows it (`GET /api/organisation`):
 * an admin changes them; anyone else, and anyone while it is not known, sees them read-only.
 *
 * - `checking`: the answer is on its way; the cards show without their buttons, so that none
 *   appears only to vanish.
 * - `admin`: Configure, Edit, the form, Sync now, Test and Disconnect, as always.
 * - `read-only`: status, freshness, last run and history; a note says who changes them.
 * - `unknown`: the answer failed; read-only, and the note says the permissions could not be loaded.
 */
export type ConnectionRights =
  | { kind: 'checking' }
  | { kind: 'admin'; name: string }
  | { kind: 'read-only'; name: string }
  | { kind: 'unknown'; error: unknown };

/** The rights of a query's state: pending, failed, or answered. */
export function connectionRights(query: {
  status: 'pending' | 'error' | 'success';
  data?: OrganisationAccess;
  error?: unknown;
}): ConnectionRights {
  if (query.status === 'error') return { kind: 'unknown', error: query.error };
  if (query.status === 'pending' || !query.data) return { kind: 'checking' };
  const { name, canManageConnections } = query.data;
  return canManageConnections ? { kind: 'admin', name } : { kind: 'read-only', name };
}

/** Whether the page offers the buttons and the form that change connections. */
export function canChangeConnections(rights: ConnectionRights): boolean {
  return rights.kind === 'admin';
}

/** The note at the top of the tab for someone who is not an admin. */
export function readOnlyNote(organisation: string): string {
  return `Only an admin can change ${organisation}'s connections. You see their status and history.`;
}

/** The note when who may change connections could not be read. */
export const RIGHTS_UNKNOWN_NOTE =
  'Your permissions could not be loaded, so the connections are shown read-only.';

/** The title of the toast of a write refused because the user is no longer an admin. */
export const REFUSED_TITLE = 'Connections are read-only for you';

interface FailureToast {
  title: string;
  description: string;
  variant: 'destructive';
}

/**
 * The toast of a write refused because the user may not change connections (403: their rights
 * changed since the page read them), in the server's words ('403: Only an admin can change…').
 */
export function refusalToast(error: unknown): FailureToast {
  return { title: REFUSED_TITLE, description: errorText(error), variant: 'destructive' };
}

/**
 * The toast of a failed write: a refusal says so (`refusalToast`); any other failure keeps the
 * action's own title ('Failed to save integration') with the error's words.
 */
export function writeFailureToast(title: string, error: unknown): FailureToast {
  if (isConnectionsRefusal(error)) return refusalToast(error);
  return { title, description: errorText(error), variant: 'destructive' };
}
