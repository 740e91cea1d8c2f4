import type { User } from '@q/schemas/auth';
import { and, eq, gt, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { randomToken, sha256Hex } from '../crypto.js';
import { sessions, syncedPeople, systemIntegrations, users } from '../db/schema.js';
import type { Db } from '../db/types.js';
import { toUser } from './users.js';

/** How long a session lasts after login by default, however active (SESSION_MAX_AGE_HOURS): 30 days. */
export const DEFAULT_SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** How long a session lasts unused by default (SESSION_IDLE_TIMEOUT_HOURS): 7 days. */
export const DEFAULT_SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
/** last_seen_at is refreshed at most this often, so reads rarely write. */
export const LAST_SEEN_RESOLUTION_MS = 10 * 60 * 1000;

/** A live session as a request sees it. */
export interface FoundSession {
  user: User;
  /** The organisation the user belongs to (read with the session: no lookup per request). */
  organisationId: number;
  /** When it ends unless used again: the sooner of its absolute expiry and its idle limit. */
  expiresAt: Date;
}

export interface CreatedSession {
  /** The raw token for the cookie; only its hash is stored. */
  token: string;
  expiresAt: Date;
}

/** How a session was made: the demo login, or a sign-in through the identity provider. */
export type SessionVia = 'demo' | 'identity-provider';

export interface SessionsOptions {
  /** A session unused this long is over (its last-seen time, kept to LAST_SEEN_RESOLUTION_MS). */
  idleTimeoutMs: number;
  /** A session this old is over however active (its absolute lifetime). */
  maxAgeMs: number;
}

export const DEFAULT_SESSIONS_OPTIONS: SessionsOptions = {
  idleTimeoutMs: DEFAULT_SESSION_IDLE_MS,
  maxAgeMs: DEFAULT_SESSION_MAX_AGE_MS,
};

export function createSessionsRepository(
  db: Db,
  { idleTimeoutMs, maxAgeMs }: SessionsOptions = DEFAULT_SESSIONS_OPTIONS,
) {
  return {
    /** A new session for the user; their expired and idle sessions are purged on the way. */
    async create(
      userId: number,
      via: SessionVia = 'demo',
      now = new Date(),
    ): Promise<CreatedSession> {
      const token = randomToken();
      const expiresAt = new Date(now.getTime() + maxAgeMs);
      const idleSince = new Date(now.getTime() - idleTimeoutMs);
      await db
        .delete(sessions)
        .where(
          and(
            eq(sessions.userId, userId),
            or(lte(sessions.expiresAt, now), lte(sessions.lastSeenAt, idleSince)),
          ),
        );
      await db.insert(sessions).values({
        tokenHash: sha256Hex(token),
        userId,
        createdAt: now,
        lastSeenAt: now,
        expiresAt,
        via,
      });
      return { token, expiresAt };
    },

    /**
     * The live session of the token, with its user, or undefined: unexpired, and used within the
     * idle timeout (an idle one is deleted on the way).
     */
    async findByToken(token: string, now = new Date()): Promise<FoundSession | undefined> {
      const tokenHash = sha256Hex(token);
      const idleSince = new Date(now.getTime() - idleTimeoutMs);
      const [row] = await db
        .select({
          user: users,
          sessionId: sessions.id,
          lastSeenAt: sessions.lastSeenAt,
          expiresAt: sessions.expiresAt,
          createdAt: sessions.createdAt,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.tokenHash, tokenHash),
            gt(sessions.expiresAt, now),
            // A lifetime shortened since the session began applies to it too.
            gt(sessions.createdAt, new Date(now.getTime() - maxAgeMs)),
          ),
        );
      if (!row) return undefined;
      if (row.lastSeenAt.getTime() <= idleSince.getTime()) {
        await db
          .delete(sessions)
          .where(and(eq(sessions.id, row.sessionId), lte(sessions.lastSeenAt, idleSince)));
        return undefined;
      }
      let lastSeenAt = row.lastSeenAt;
      if (now.getTime() - row.lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS) {
        await db
          .update(sessions)
          .set({ lastSeenAt: now })
          .where(and(eq(sessions.id, row.sessionId), lt(sessions.lastSeenAt, now)));
        lastSeenAt = now;
      }
      const idleEnd = lastSeenAt.getTime() + idleTimeoutMs;
      return {
        user: toUser(row.user),
        organisationId: row.user.organisationId,
        expiresAt: new Date(
          Math.min(row.expiresAt.getTime(), row.createdAt.getTime() + maxAgeMs, idleEnd),
        ),
      };
    },

    /** Ends every session of the user ("sign out everywhere"); answers how many there were. */
    async deleteAllOfUser(userId: number): Promise<number> {
      const deleted = await db
        .delete(sessions)
        .where(eq(sessions.userId, userId))
        .returning({ id: sessions.id });
      return deleted.length;
    },

    /** Ends the session of the token; answers how it had been made (undefined: there was none). */
    async deleteByToken(token: string): Promise<SessionVia | undefined> {
      const [row] = await db
        .delete(sessions)
        .where(eq(sessions.tokenHash, sha256Hex(token)))
        .returning({ via: sessions.via });
      return row?.via;
    },

    /** How many live sessions (unexpired, not idle, within their lifetime) each user has. */
    async countLive(userIds: readonly number[], now = new Date()): Promise<Map<number, number>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select({ userId: sessions.userId, count: sql<number>`count(*)::int` })
        .from(sessions)
        .where(
          and(
            inArray(sessions.userId, [...userIds]),
            gt(sessions.expiresAt, now),
            gt(sessions.createdAt, new Date(now.getTime() - maxAgeMs)),
            gt(sessions.lastSeenAt, new Date(now.getTime() - idleTimeoutMs)),
          ),
        )
        .groupBy(sessions.userId);
      return new Map(rows.map((row) => [row.userId, Number(row.count)]));
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;

/** Emails looked up per statement (one JSON parameter) when ending the sessions of leavers. */
const LEAVER_EMAILS_PER_STATEMENT = 1_000;

/**
 * Ends every session of the users of the integration's organisation whose email is one of `emails` — lower-cased work emails that
 * a sync run of `integrationId` took away from the synced organisation (people it removed, and
 * the old email of people whose email it changed) — unless someone still in that organisation has
 * the email (a second record of the same person, say): a user is the synced person with their
 * work email, and one who has left loses access as the run applies. Called inside the run's
 * transaction after its writes, so "still in" is the organisation as the run leaves it, and the
 * sessions end with the commit that removes the person. Set-based whatever the count: one
 * statement per thousand emails, found by the users' unique email; a user without a session
 * is left as is. Nothing in the schema holds a stored work email to one case (the sync lower-cases
 * them, but the column allows any), so they are compared lower-cased, as the viewer's scope
 * compares them; users' emails always are. Answers how many sessions ended.
 */
export async function endSessionsOfLeavers(
  tx: Pick<Db, 'execute'>,
  integrationId: number,
  emails: ReadonlySet<string>,
): Promise<number> {
  const list = [...emails];
  let ended = 0;
  for (let i = 0; i < list.length; i += LEAVER_EMAILS_PER_STATEMENT) {
    const chunk = list.slice(i, i + LEAVER_EMAILS_PER_STATEMENT);
    const result = await tx.execute(sql`
      with ended as (
        delete from ${sessions} using ${users}
        where ${sessions.userId} = ${users.id}
          and ${users.organisationId} = (
            select ${systemIntegrations.organisationId} from ${systemIntegrations}
            where ${systemIntegrations.id} = ${integrationId}
          )
          and ${users.email} in (select jsonb_array_elements_text(${JSON.stringify(chunk)}::jsonb))
          and not exists (
            select 1 from ${syncedPeople}
            where ${syncedPeople.integrationId} = ${integrationId}
              and lower(${syncedPeople.workEmail}) = ${users.email}
          )
        returning 1
      )
      select count(*)::int as ended from ended`);
    const [row] = (result as unknown as { rows: { ended: number | string }[] }).rows;
    ended += Number(row?.ended ?? 0);
  }
  return ended;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessionsRepository: SessionsRepository;
  }
}

const sessionsRepositoryPlugin: FastifyPluginAsync<Partial<SessionsOptions>> = async (
  app,
  options,
) => {
  app.decorate(
    'sessionsRepository',
    createSessionsRepository(app.db, { ...DEFAULT_SESSIONS_OPTIONS, ...options }),
  );
};

export default fp(sessionsRepositoryPlugin, { name: 'sessions-repository', dependencies: ['db'] });
