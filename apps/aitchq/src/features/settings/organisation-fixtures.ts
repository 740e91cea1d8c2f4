import type { OrganisationAccess } from '@q/schemas/integrations';
import type { Member } from '@q/schemas/sign-in';
import { minutesBefore } from '../../lib/provenance-fixtures';

/** `GET /api/organisation` for the tests and stories: an admin, and anyone else, of Acme. */
export const ORGANISATION_PATH = '/api/organisation';
export const ADMIN_ACCESS: OrganisationAccess = {
  name: 'Acme',
  canManageConnections: true,
  canManageAccess: true,
};
export const MEMBER_ACCESS: OrganisationAccess = {
  name: 'Acme',
  canManageConnections: false,
  canManageAccess: false,
};
/** An admin of the demo company: connections yes, its shared accounts' sessions no. */
export const DEMO_ADMIN_ACCESS: OrganisationAccess = {
  name: 'Acme',
  canManageConnections: true,
  canManageAccess: false,
};

/** The server's answer to a write by someone who may not change connections. */
export const ADMIN_ONLY_REFUSAL = {
  statusCode: 403,
  error: 'Forbidden',
  message: "Only an admin can change the company's connections; ask one of them",
};

/** `GET /api/organisation/members` for the tests and stories. */
export const MEMBERS_PATH = '/api/organisation/members';

/**
 * Acme's people as an admin sees them, timed from `now`: two who sign in with the company's
 * provider (one of them on two devices), one who has not yet, and a demo account.
 */
export function testMembers(now: Date | number = Date.now()): Member[] {
  return [
    {
      id: 2,
      name: 'Sarah Chen',
      email: 'sarah.chen@acme.example',
      role: 'manager',
      signsInWith: 'identity-provider',
      lastSignInAt: minutesBefore(now, 4),
      activeSessions: 2,
    },
    {
      id: 1,
      name: 'Alexandra Morgan-Whitfield',
      email: 'alexandra.morgan-whitfield@headquarters.acme.example',
      role: 'executive',
      signsInWith: 'identity-provider',
      lastSignInAt: minutesBefore(now, 60 * 24 * 12),
      activeSessions: 1,
    },
    {
      id: 5,
      name: 'Priya Patel',
      email: 'priya.patel@acme.example',
      role: 'individual_contributor',
      signsInWith: 'identity-provider',
      lastSignInAt: null,
      activeSessions: 0,
    },
    {
      id: 4,
      name: 'Jordan Lee',
      email: 'jordan@acme.example',
      role: 'individual_contributor',
      signsInWith: 'demo',
      lastSignInAt: null,
      activeSessions: 0,
    },
  ];
}
