import type { DemoUser, User } from '@q/schemas/auth';
import type { Dashboard } from '@q/schemas/enums';
import type { Member } from '@q/schemas/sign-in';
import { and, asc, eq, getTableColumns } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { type UserRow, users } from '../db/schema.js';
import { DEMO_ORGANISATION } from '../db/seed/demo-users.js';
import type { Db } from '../db/types.js';

export interface UserChanges {
  name?: string | undefined;
  defaultDashboard?: Dashboard | undefined;
}

/** The API's view of a user row. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    preferences: { defaultDashboard: row.defaultDashboard },
  };
}

function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function createUsersRepository(db: Db) {
  return {
    async findById(id: number): Promise<User | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row && toUser(row);
    },

    /**
     * The demo organisation's account with `email`, the only ones the demo login signs in
     * (case-insensitive: emails are stored lower-cased).
     */
    async findDemoAccount(email: string): Promise<User | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(
          and(
            eq(users.organisationId, DEMO_ORGANISATION.id),
            eq(users.email, normalizeEmail(email)),
          ),
        );
      return row && toUser(row);
    },

    /** The organisation's accounts, for its admins, with their live session counts. */
    async members(
      organisationId: number,
      liveSessions: (userIds: number[]) => Promise<Map<number, number>>,
    ): Promise<Member[]> {
      const rows = await db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          role: users.role,
          idpSubject: users.idpSubject,
          lastSignInAt: users.lastSignInAt,
        })
        .from(users)
        .where(eq(users.organisationId, organisationId))
        .orderBy(asc(users.name), asc(users.id));
      const counts = await liveSessions(rows.map((row) => row.id));
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        email: row.email,
        role: row.role,
        signsInWith: row.idpSubject === null ? 'demo' : 'identity-provider',
        lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
        activeSessions: counts.get(row.id) ?? 0,
      }));
    },

    /** Whether user `userId` belongs to the organisation. */
    async isMember(organisationId: number, userId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, userId), eq(users.organisationId, organisationId)));
      return row !== undefined;
    },

    /** The accounts of the demo organisation, offered on the demo login page. */
    async listDemoUsers(): Promise<DemoUser[]> {
      const { id, name, email, role, defaultDashboard } = getTableColumns(users);
      return db
        .select({ id, name, email, role, dashboard: defaultDashboard })
        .from(users)
        .where(eq(users.organisationId, DEMO_ORGANISATION.id))
        .orderBy(asc(users.id));
    },

    /** Applies the changes to the user's own record; undefined when there is no such user. */
    async update(id: number, changes: UserChanges): Promise<User | undefined> {
      const values: Partial<Pick<UserRow, 'name' | 'defaultDashboard'>> = {};
      if (changes.name !== undefined) values.name = changes.name;
      if (changes.defaultDashboard !== undefined)
        values.defaultDashboard = changes.defaultDashboard;
      if (Object.keys(values).length === 0) return this.findById(id);
      const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
      return row && toUser(row);
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    usersRepository: UsersRepository;
  }
}

const usersRepositoryPlugin: FastifyPluginAsync = async (app) => {
  app.decorate('usersRepository', createUsersRepository(app.db));
};

export default fp(usersRepositoryPlugin, { name: 'users-repository', dependencies: ['db'] });
