import type { User } from '@q/schemas/auth';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, requestPath } from '../../http-errors.js';

export const SESSION_COOKIE = 'q_session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user of an /api request, from the session cookie; null when signed out. */
    user: User | null;
  }
  interface FastifyInstance {
    /** preHandler: answers 401 unless the request has a valid session. */
    requireUser(request: FastifyRequest): Promise<void>;
    /** Creates a server-side session for the user and sets the signed session cookie. */
    startSession(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void>;
    /** Deletes the request's session, if any, and clears the cookie. */
    endSession(request: FastifyRequest, reply: FastifyReply): Promise<void>;
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

/** The raw session token from a correctly signed cookie, or undefined. */
function sessionToken(request: FastifyRequest): string | undefined {
  const cookie = request.cookies[SESSION_COOKIE];
  if (!cookie) return undefined;
  const unsigned = request.unsignCookie(cookie);
  return unsigned.valid && unsigned.value ? unsigned.value : undefined;
}

/**
 * Sessions: a random token in an HttpOnly, SameSite=Lax, signed cookie; its SHA-256 in the
 * database. Every /api request with the cookie gets `request.user`; page requests skip the lookup.
 */
const authPlugin: FastifyPluginAsync = async (app) => {
  app.decorateRequest('user', null);

  app.addHook('onRequest', async (request) => {
    if (!requestPath(request).startsWith('/api/')) return;
    const token = sessionToken(request);
    if (!token) return;
    request.user = (await app.sessionsRepository.findUserByToken(token)) ?? null;
  });

  app.decorate('requireUser', async (request: FastifyRequest) => {
    sessionUser(request);
  });

  app.decorate(
    'startSession',
    async (request: FastifyRequest, reply: FastifyReply, userId: number) => {
      const { token, expiresAt } = await app.sessionsRepository.create(userId);
      reply.setCookie(SESSION_COOKIE, token, {
        ...cookieOptions(request),
        signed: true,
        expires: expiresAt,
      });
    },
  );

  app.decorate('endSession', async (request: FastifyRequest, reply: FastifyReply) => {
    const token = sessionToken(request);
    if (token) await app.sessionsRepository.deleteByToken(token);
    request.user = null;
    reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
  });
};

export default fp(authPlugin, {
  name: 'auth',
  dependencies: ['cookie', 'sessions-repository'],
});
