import type { Employee } from '@q/schemas/manager';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { employees, users } from '../db/schema.js';
import { DEMO_MANAGER_EMAIL } from '../db/seed/employees.js';
import type { Db } from '../db/types.js';

interface Member extends Employee {
  userId: number | null;
  userEmail: string | null;
}

/** Sort key of the team card's order: the viewer's manager, the viewer, their reports, the rest. */
function teamRank(member: Member, viewer: Member | undefined): number {
  if (!viewer) return 3;
  if (member.id === viewer.managerId) return 0;
  if (member.id === viewer.id) return 1;
  if (member.managerId === viewer.id) return 2;
  return 3;
}

/**
 * The organisation chart. Only the seed writes employees, so it is read once per process and
 * kept (247 rows cost more to fetch and decode than everything else a read does); whatever
 * later writes employees (an HRIS sync) must replace this cache with a real invalidation.
 */
export function createEmployeesRepository(db: Db) {
  let organisation: Promise<Member[]> | undefined;

  const loadOrganisation = () =>
    db
      .select({
        id: employees.id,
        name: employees.name,
        position: employees.position,
        managerId: employees.managerId,
        avatar: employees.avatar,
        userId: employees.userId,
        userEmail: users.email,
      })
      .from(employees)
      .leftJoin(users, eq(users.id, employees.userId))
      .orderBy(asc(employees.id));

  return {
    /**
     * The whole organisation, the viewer's team first: their manager, the viewer, their direct
     * reports, then everyone else by id. The viewer is the user's own employee record, or the
     * demo manager when signed out (or when the user has none).
     */
    async listForViewer(userId: number | null): Promise<Employee[]> {
      organisation ??= loadOrganisation().catch((error: unknown) => {
        organisation = undefined; // a failed read is retried by the next request
        throw error;
      });
      const members = await organisation;
      const viewer =
        (userId !== null && members.find((m) => m.userId === userId)) ||
        members.find((m) => m.userEmail === DEMO_MANAGER_EMAIL);
      return members
        .map((member) => ({ member, rank: teamRank(member, viewer) }))
        .sort((a, b) => a.rank - b.rank || a.member.id - b.member.id)
        .map(({ member: { id, name, position, managerId, avatar } }) => ({
          id,
          name,
          position,
          managerId,
          avatar,
        }));
    },
  };
}

export type EmployeesRepository = ReturnType<typeof createEmployeesRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    employeesRepository: EmployeesRepository;
  }
}

const employeesRepositoryPlugin: FastifyPluginAsync = async (app) => {
  app.decorate('employeesRepository', createEmployeesRepository(app.db));
};

export default fp(employeesRepositoryPlugin, {
  name: 'employees-repository',
  dependencies: ['db'],
});
