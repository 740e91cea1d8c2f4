import type { User } from '@q/schemas/auth';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type DataStamp, setBounded } from '../caching/data-version.js';
import { HttpError, requestPath } from '../http/errors.js';
import { LAST_SEEN_RESOLUTION_MS, type SessionVia } from '../repositories/sessions.js';

/** The session cookie's name over plain http (local use). */
export const SESSION_COOKIE = 'q_session';
/**
 * Its name over HTTPS. The `__Host-` prefix makes the browser accept the cookie only when set
 * Secure, for the path `/` and without a Domain, by this very host: a sibling subdomain or a
 * plain-http page cannot plant or overwrite a session cookie (session fixation by cookie
 * tossing). Over HTTPS only this name is read.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

/**
 * The session cookie's name for this request: `__Host-q_session` over HTTPS (as the request's
 * scheme is seen: behind a TLS-terminating proxy, `X-Forwarded-Proto` counts with TRUST_PROXY),
 * `q_session` otherwise.
 */
export function sessionCookieName(request: FastifyRequest): string {
  return request.protocol === 'https' ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user of an /api request, from the session cookie; null when signed out. */
    user: User | null;
    /** The signed-in user's organisation, read with the session; null when signed out. */
    organisationId: number | null;
  }
  interface FastifyInstance {
    /** preHandler: answers 401 unless the request has a valid session. */
    requireUser(request: FastifyRequest): Promise<void>;
    /**
     * Creates a server-side session for the user (made `via` the demo login or the identity
     * provider), sets the signed session cookie, and answers when the session expires.
     */
    startSession(
      request: FastifyRequest,
      reply: FastifyReply,
      userId: number,
      via?: SessionVia,
    ): Promise<Date>;
    /**
     * Deletes the request's session, if any, and clears the cookie; answers how the session had
     * been made (undefined when there was none).
     */
    endSession(request: FastifyRequest, reply: FastifyReply): Promise<SessionVia | undefined>;
  }
}

/** The signed-in user, for handlers behind `requireUser`; answers 401 when there is none. */
export function sessionUser(request: FastifyRequest): User {
  if (!request.user) throw new HttpError(401, 'Not signed in');
  return request.user;
}

function cookieOptions(request: FastifyRequest) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  } as const;
}

/** The raw session token of a correctly signed session cookie, or undefined. */
function verifiedToken(request: FastifyRequest, cookie: string): string | undefined {
  const unsigned = request.unsignCookie(cookie);
  return unsigned.valid && unsigned.value ? unsigned.value : undefined;
}

/** The raw session token from the request's correctly signed cookie, or undefined. */
function sessionToken(request: FastifyRequest): string | undefined {
  const cookie = request.cookies[sessionCookieName(request)];
  return cookie ? verifiedToken(request, cookie) : undefined;
}

/** Sessions kept in memory at most; past that the oldest go. */
const MAX_KNOWN_SESSIONS = 10_000;

interface KnownSession {
  user: User;
  organisationId: number;
  /** When it was read from the database. */
  stamp: DataStamp;
  /**
   * Until when it may be used without a lookup (ms since the epoch): its expiry, or sooner the
   * last-seen resolution, after which a lookup also refreshes its last-seen time.
   */
  usableUntil: number;
}

/**
 * The cached reads a session depends on: none. A write that names the cached reads it can change
 * (a declaration's `invalidates`, a sync run's writes) changes nothing else kept in memory, so
 * no session; only a write that names nothing (a sign-in, a sign-out, a change to a user, any
 * other call) sends the sessions back to the database.
 */
const NO_READS: readonly string[] = [];

/**
 * Sessions: a random token in an HttpOnly, SameSite=Lax, signed cookie; its SHA-256 in the
 * database. Every /api request with the cookie gets `request.user`; page requests skip the lookup.
 *
 * A session found in the database is kept in memory (by the cookie as sent, which was checked
 * before it was kept, so a request with the same cookie skips the signature) while its data stamp
 * is current: any write that can change one (a logout, a sign-in, a change to a user: every write
 * but those that name the cached reads they change) through this process, or on PostgreSQL any
 * write through any process, sends every request back to the database. So does its expiry,
 * and at the latest the last-seen resolution, so that the last-seen time still moves on.
 */
const authPlugin: FastifyPluginAsync = async (app) => {
  const known = new Map<string, KnownSession>();
  app.decorateRequest('user', null);
  app.decorateRequest('organisationId', null);

  /**
   * Finds the session of a request that sends a session cookie (`cookie`, as sent: the token and
   * its signature). A cookie kept in memory was checked, signature and session, when it was
   * read: the same text needs neither again while it is current.
   */
  const loadSession = async (request: FastifyRequest, cookie: string) => {
    const now = Date.now();
    const stamp = await request.dataStamp();
    const cached = known.get(cookie);
    if (
      cached &&
      stamp &&
      app.dataVersion.isCurrent(cached.stamp, stamp, NO_READS) &&
      now < cached.usableUntil
    ) {
      request.user = cached.user;
      request.organisationId = cached.organisationId;
      return;
    }
    known.delete(cookie);
    const token = verifiedToken(request, cookie);
    if (!token) return;
    const session = await app.sessionsRepository.findByToken(token, new Date(now));
    request.user = session?.user ?? null;
    request.organisationId = session?.organisationId ?? null;
    // Not kept when a write came between the stamp and the read: it may predate the write.
    if (session && stamp && app.dataVersion.hasNoWriteSince(stamp, NO_READS)) {
      const usableUntil = Math.min(session.expiresAt.getTime(), now + LAST_SEEN_RESOLUTION_MS);
      setBounded(
        known,
        cookie,
        { user: session.user, organisationId: session.organisationId, stamp, usableUntil },
        MAX_KNOWN_SESSIONS,
      );
    }
  };

  // A callback hook: a request without a session cookie (most of them) costs no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const cookie = requestPath(request).startsWith('/api/')
      ? request.cookies[sessionCookieName(request)]
      : undefined;
    if (!cookie) return done();
    loadSession(request, cookie).then(() => done(), done);
  });

  app.decorate('requireUser', async (request: FastifyRequest) => {
    sessionUser(request);
  });

  app.decorate(
    'startSession',
    async (request: FastifyRequest, reply: FastifyReply, userId: number, via?: SessionVia) => {
      const { token, expiresAt } = await app.sessionsRepository.create(userId, via);
      reply.setCookie(sessionCookieName(request), token, {
        ...cookieOptions(request),
        signed: true,
        expires: expiresAt,
      });
      return expiresAt;
    },
  );

  app.decorate('endSession', async (request: FastifyRequest, reply: FastifyReply) => {
    const token = sessionToken(request);
    const via = token ? await app.sessionsRepository.deleteByToken(token) : undefined;
    request.user = null;
    request.organisationId = null;
    reply.clearCookie(sessionCookieName(request), cookieOptions(request));
    return via;
  });
};

export default fp(authPlugin, {
  name: 'auth',
  dependencies: ['cookie', 'sessions-repository', 'data-version'],
});
