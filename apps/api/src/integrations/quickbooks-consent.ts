import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { randomToken } from '../crypto.js';
import { createSecretBox } from './secret-box.js';

/**
 * Connecting QuickBooks by consent: the attempt an admin's browser started (which integration,
 * who, the state sent to Intuit, the redirect URI), sealed into an HttpOnly cookie of that
 * browser. The callback accepts Intuit's answer only with this cookie, from the same signed-in
 * user, and with the state it holds: a callback forged in another browser, or replayed, finds no
 * attempt to finish. Encrypted, not only signed: nothing in it is the browser's to read.
 */

export interface PendingConsent {
  state: string;
  integrationId: number;
  organisationId: number;
  userId: number;
  redirectUri: string;
  /** Epoch milliseconds after which the attempt is over. */
  expiresAt: number;
}

/** How long the admin has at Intuit before the attempt is over. */
export const PENDING_CONSENT_MS = 10 * 60 * 1000;
const COOKIE = 'q_qbo_consent';
const COOKIE_PATH = '/api/integrations/quickbooks';
const CONTEXT = 'quickbooks-consent:v1';
/** Where Intuit sends the browser back, on the server's own origin. */
export const QUICKBOOKS_CALLBACK_PATH = '/api/integrations/quickbooks/callback';

declare module 'fastify' {
  interface FastifyInstance {
    quickbooksConsent: {
      /** Starts an attempt: its state, set in the browser's cookie with the rest. */
      start(
        request: FastifyRequest,
        reply: FastifyReply,
        attempt: Omit<PendingConsent, 'state' | 'expiresAt'>,
      ): string;
      /**
       * The attempt this browser started whose state is `state`, spent whatever it holds; undefined
       * when there is none, it is over, or the state differs.
       */
      finish(
        request: FastifyRequest,
        reply: FastifyReply,
        state: string | undefined,
      ): PendingConsent | undefined;
      /** How the code exchange calls out: the connection test's guard and timeout. */
      outbound: QuickBooksConsentSettings['outbound'];
    };
  }
}

const cookieName = (request: FastifyRequest) =>
  request.protocol === 'https' ? `__Secure-${COOKIE}` : COOKIE;

const cookieOptions = (request: FastifyRequest) =>
  ({
    path: COOKIE_PATH,
    httpOnly: true,
    // Lax: Intuit sends the browser back with a top-level GET, which carries it.
    sameSite: 'lax',
    secure: request.protocol === 'https',
  }) as const;

function isPending(value: unknown): value is PendingConsent {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.state === 'string' &&
    typeof v.integrationId === 'number' &&
    typeof v.organisationId === 'number' &&
    typeof v.userId === 'number' &&
    typeof v.redirectUri === 'string' &&
    typeof v.expiresAt === 'number'
  );
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export interface QuickBooksConsentSettings {
  appSecret: string;
  outbound: { allowPrivateTargets: boolean; timeoutMs: number };
}

const quickbooksConsentPlugin: FastifyPluginAsync<QuickBooksConsentSettings> = async (
  app,
  { appSecret, outbound },
) => {
  const box = createSecretBox(appSecret, 'quickbooks-consent');
  app.decorate('quickbooksConsent', {
    outbound,
    start(request, reply, attempt) {
      const state = randomToken();
      const pending: PendingConsent = {
        ...attempt,
        state,
        expiresAt: Date.now() + PENDING_CONSENT_MS,
      };
      reply.setCookie(cookieName(request), box.seal(JSON.stringify(pending), CONTEXT), {
        ...cookieOptions(request),
        maxAge: PENDING_CONSENT_MS / 1000,
      });
      return state;
    },
    finish(request, reply, state) {
      const sealed = request.cookies[cookieName(request)];
      // One attempt, one callback: whatever happens now, the attempt is spent.
      reply.clearCookie(cookieName(request), cookieOptions(request));
      if (!sealed || sealed.length > 4096 || state === undefined) return undefined;
      let pending: unknown;
      try {
        pending = JSON.parse(box.open(sealed, CONTEXT));
      } catch {
        return undefined;
      }
      if (!isPending(pending) || pending.expiresAt < Date.now()) return undefined;
      return sameText(pending.state, state) ? pending : undefined;
    },
  });
};

export default fp(quickbooksConsentPlugin, { name: 'quickbooks-consent' });
