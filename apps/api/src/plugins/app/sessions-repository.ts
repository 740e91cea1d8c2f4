import type { User } from '@q/schemas/auth';
import { and, eq, gt, lt, lte } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { randomToken, sha256Hex } from '../../crypto.js';
import { sessions, users } from '../../db/schema.js';
import type { Db } from '../../db/types.js';
import { toUser } from './users-repository.js';

/** How long a session lasts after login. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** last_seen_at is refreshed at most this often, so reads rarely write. */
export const LAST_SEEN_RESOLUTION_MS = 10 * 60 * 1000;

/** A live session as a request sees it. */
export interface FoundSession {
  user: User;
  expiresAt: Date;
}

export interface CreatedSession {
  /** The raw token for the cookie; only its hash is stored. */
  token: string;
  expiresAt: Date;
}

export function createSessionsRepository(db: Db) {
  return {
    /** A new session for the user; their expired sessions are purged on the way. */
    async create(userId: number, now = new Date()): Promise<CreatedSession> {
      const token = randomToken();
      const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
      await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, now)));
      await db.insert(sessions).values({
        tokenHash: sha256Hex(token),
        userId,
        createdAt: now,
        lastSeenAt: now,
        expiresAt,
      });
      return { token, expiresAt };
    },

    /** The unexpired session of the token, with its user, or undefined. */
    async findByToken(token: string, now = new Date()): Promise<FoundSession | undefined> {
      const tokenHash = sha256Hex(token);
      const [row] = await db
        .select({
          user: users,
          sessionId: sessions.id,
          lastSeenAt: sessions.lastSeenAt,
          expiresAt: sessions.expiresAt,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)));
      if (!row) return undefined;
      if (now.getTime() - row.lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS) {
        await db
          .update(sessions)
          .set({ lastSeenAt: now })
          .where(and(eq(sessions.id, row.sessionId), lt(sessions.lastSeenAt, now)));
      }
      return { user: toUser(row.user), expiresAt: row.expiresAt };
    },

    async deleteByToken(token: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, sha256Hex(token)));
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    sessionsRepository: SessionsRepository;
  }
}

const sessionsRepositoryPlugin: FastifyPluginAsync = async (app) => {
  app.decorate('sessionsRepository', createSessionsRepository(app.db));
};

export default fp(sessionsRepositoryPlugin, { name: 'sessions-repository', dependencies: ['db'] });
