import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createSecretBox } from '../integrations/secret-box.js';
import { type Accounts, createAccounts, type ProviderOrganisation } from './accounts.js';
import type { OidcConfig } from './oidc-config.js';
import { createRelyingParty, type PendingSignIn, type RelyingParty } from './relying-party.js';

/**
 * How people sign in on this server: through the company's identity provider when one is
 * configured, and/or the demo login (the demo organisation's accounts, no password) when it is
 * on. The provider's organisation is made at start; its discovery document is read in the
 * background, so the server is ready without waiting on the provider.
 */
export interface IdentityProvider {
  config: OidcConfig;
  relyingParty: RelyingParty;
  organisation: ProviderOrganisation;
  accounts: Accounts;
}

export interface SignInSettings {
  oidc: OidcConfig | undefined;
  demoLogin: boolean;
  adminEmails: readonly string[];
  appSecret: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    signIn: {
      /** Undefined when no identity provider is configured. */
      provider: IdentityProvider | undefined;
      demoLogin: boolean;
      /** Seals a pending sign-in into its cookie, and back; undefined when not genuine or too old. */
      sealPending(pending: PendingSignIn): string;
      openPending(sealed: string | undefined): PendingSignIn | undefined;
    };
  }
}

/** How long the person has at the provider before the attempt is over. */
export const PENDING_SIGN_IN_MS = 10 * 60 * 1000;
/** The pending sign-in's cookie over plain http; over HTTPS `__Secure-q_oidc`. */
export const PENDING_COOKIE = 'q_oidc';
/** It goes only to the start and the callback. */
const PENDING_COOKIE_PATH = '/api/auth/oidc/';
const PENDING_CONTEXT = 'oidc-pending-sign-in';

export function pendingCookieName(request: FastifyRequest): string {
  return request.protocol === 'https' ? `__Secure-${PENDING_COOKIE}` : PENDING_COOKIE;
}

function pendingCookieOptions(request: FastifyRequest) {
  return {
    path: PENDING_COOKIE_PATH,
    httpOnly: true,
    // Lax: the provider sends the browser back with a top-level GET, which carries it.
    sameSite: 'lax',
    secure: request.protocol === 'https',
  } as const;
}

export function setPendingCookie(request: FastifyRequest, reply: FastifyReply, sealed: string) {
  reply.setCookie(pendingCookieName(request), sealed, {
    ...pendingCookieOptions(request),
    maxAge: PENDING_SIGN_IN_MS / 1000,
  });
}

export function clearPendingCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(pendingCookieName(request), pendingCookieOptions(request));
}

function isPending(value: unknown): value is PendingSignIn {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.state === 'string' &&
    typeof v.nonce === 'string' &&
    typeof v.verifier === 'string' &&
    typeof v.startedAt === 'number' &&
    (v.returnTo === undefined || typeof v.returnTo === 'string')
  );
}

const identityProviderPlugin: FastifyPluginAsync<SignInSettings> = async (app, settings) => {
  // The pending sign-in (state, nonce, PKCE verifier) is encrypted, not only signed: the
  // verifier is a secret of this attempt, and the browser has no need to read it.
  const box = createSecretBox(settings.appSecret, 'oidc-pending-sign-in');
  let provider: IdentityProvider | undefined;
  if (settings.oidc) {
    const accounts = createAccounts(app.db, {
      oidc: settings.oidc,
      adminEmails: settings.adminEmails,
    });
    provider = {
      config: settings.oidc,
      relyingParty: createRelyingParty(settings.oidc),
      organisation: await accounts.ensureOrganisation(),
      accounts,
    };
    const { relyingParty } = provider;
    app.addHook('onReady', async () => {
      void relyingParty.warmUp();
    });
  }
  app.decorate('signIn', {
    provider,
    demoLogin: settings.demoLogin,
    sealPending: (pending: PendingSignIn) => box.seal(JSON.stringify(pending), PENDING_CONTEXT),
    openPending(sealed: string | undefined) {
      if (!sealed || sealed.length > 4096) return undefined;
      let pending: unknown;
      try {
        pending = JSON.parse(box.open(sealed, PENDING_CONTEXT));
      } catch {
        return undefined;
      }
      if (!isPending(pending)) return undefined;
      const age = Date.now() - pending.startedAt;
      return age >= 0 && age <= PENDING_SIGN_IN_MS ? pending : undefined;
    },
  });
};

export default fp(identityProviderPlugin, { name: 'identity-provider', dependencies: ['db'] });
