import type { DemoUser, User } from '@q/schemas/auth';
import type { Dashboard } from '@q/schemas/enums';
import { asc, eq, getTableColumns } from 'drizzle-orm';
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

    /** Case-insensitive: emails are stored lower-cased. */
    async findByEmail(email: string): Promise<User | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(eq(users.email, normalizeEmail(email)));
      return row && toUser(row);
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
