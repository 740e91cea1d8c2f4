import type { OrganisationAccess } from '@q/schemas/integrations';

/** `GET /api/organisation` for the tests and stories: an admin, and anyone else, of Acme. */
export const ORGANISATION_PATH = '/api/organisation';
export const ADMIN_ACCESS: OrganisationAccess = { name: 'Acme', canManageConnections: true };
export const MEMBER_ACCESS: OrganisationAccess = { name: 'Acme', canManageConnections: false };

/** The server's answer to a write by someone who may not change connections. */
export const ADMIN_ONLY_REFUSAL = {
  statusCode: 403,
  error: 'Forbidden',
  message: "Only an admin can change the company's connections; ask one of them",
};
