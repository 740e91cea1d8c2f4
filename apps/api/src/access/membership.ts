import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sessionUser } from '../auth/session.js';
import { organisations, users } from '../db/schema.js';
import type { Db } from '../db/types.js';
import { HttpError } from '../http/errors.js';

/**
 * A signed-in user's place in their organisation, as far as connections go: which organisation
 * they belong to (its integrations and synced data are theirs to read, through their scope), and
 * whether they may change its connections.
 *
 * Admins change connections; everyone else sees them read-only. Members of the identity
 * provider's admin groups (OIDC_ADMIN_GROUPS, as of their last sign-in) are admins. With
 * `ADMIN_EMAILS` set, those people are too; without it, every account of the demo organisation
 * (the seeded sample company of the demo login) is, as its settings have no roles, and no one
 * of another organisation but by group.
 * Managing connections is not reading people's data: an admin still sees only their own scope.
 */
export interface Membership {
  userId: number;
  organisationId: number;
  organisationName: string;
  canManageConnections: boolean;
  /**
   * Whether they see the organisation's accounts and end people's sessions: an admin of a
   * company's own organisation. Not in the demo organisation: its accounts are shared by every
   * visitor of the demo, who would end each other's sessions.
   */
  canManageAccess: boolean;
}

export interface MembershipSettings {
  /** Lowercase work emails of the admins; empty: the demo organisation's accounts are. */
  adminEmails: readonly string[];
}

export const ADMIN_ONLY_MESSAGE =
  "Only an admin can change the company's connections; ask one of them";

export function createMemberships(db: Db, settings: MembershipSettings) {
  return {
    async of(userId: number): Promise<Membership | undefined> {
      const [row] = await db
        .select({
          email: users.email,
          grants: users.groupRoles,
          organisationId: users.organisationId,
          organisationName: organisations.name,
          isDemo: organisations.isDemo,
        })
        .from(users)
        .innerJoin(organisations, eq(organisations.id, users.organisationId))
        .where(eq(users.id, userId));
      if (!row) return undefined;
      const canManageConnections =
        row.grants.includes('admin') ||
        (settings.adminEmails.length > 0 ? settings.adminEmails.includes(row.email) : row.isDemo);
      return {
        userId,
        organisationId: row.organisationId,
        organisationName: row.organisationName,
        canManageConnections,
        canManageAccess: canManageConnections && !row.isDemo,
      };
    },
  };
}

export type Memberships = ReturnType<typeof createMemberships>;

declare module 'fastify' {
  interface FastifyInstance {
    memberships: Memberships;
  }
}

/** The signed-in user's membership; 401 without a session. */
export async function memberOf(request: FastifyRequest): Promise<Membership> {
  const member = await request.server.memberships.of(sessionUser(request).id);
  if (!member) throw new HttpError(401, 'Not signed in');
  return member;
}

export const ACCESS_ADMIN_ONLY_MESSAGE =
  "Only an admin of the company can see who has access and end people's sessions";

/**
 * The signed-in user's membership when they may see who has access and end sessions (an admin
 * of a company's own organisation); 403 otherwise.
 */
export async function accessAdminOf(request: FastifyRequest): Promise<Membership> {
  const member = await memberOf(request);
  if (!member.canManageAccess) throw new HttpError(403, ACCESS_ADMIN_ONLY_MESSAGE);
  return member;
}

/** The signed-in user's membership when they may change connections; 403 otherwise. */
export async function adminOf(request: FastifyRequest): Promise<Membership> {
  const member = await memberOf(request);
  if (!member.canManageConnections) throw new HttpError(403, ADMIN_ONLY_MESSAGE);
  return member;
}

const membershipsPlugin: FastifyPluginAsync<MembershipSettings> = async (app, settings) => {
  app.decorate('memberships', createMemberships(app.db, settings));
};

export default fp(membershipsPlugin, { name: 'memberships', dependencies: ['db', 'auth'] });
