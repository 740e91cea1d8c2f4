import { createPrivateKey, webcrypto } from 'node:crypto';
import { isStorableLine } from '@q/schemas/common';
import type { SignInProblem } from '@q/schemas/sign-in';
import * as client from 'openid-client';
import type { OidcConfig } from './oidc-config.js';

/**
 * Q as a relying party of the company's identity provider, through `openid-client` (the
 * certified OpenID Connect library): authorization code flow with PKCE (S256), `state` and
 * `nonce`; the provider found by discovery from its issuer (which must name itself exactly as
 * configured); the ID token's signature (against the provider's keys), issuer, audience,
 * expiry and nonce checked by the library before anything here reads a claim.
 *
 * Everything the provider sends is treated as hostile: answers are read up to MAX_ANSWER_BYTES,
 * calls time out, and the claims Q keeps are checked and bounded (`readClaims`).
 */

/** How long one call to the provider may take. */
const PROVIDER_TIMEOUT_SECONDS = 10;
/** The most of one provider answer (discovery, keys, tokens, userinfo) that is read. */
const MAX_ANSWER_BYTES = 1024 * 1024;
/** After a failed discovery, how long before the next sign-in tries again. */
const REDISCOVERY_DELAY_MS = 5_000;
/** The most groups of one person kept, and the longest group name. */
const MAX_GROUPS = 1_000;
const MAX_GROUP_LENGTH = 256;

/** What a browser carries between the start and the callback, sealed in a cookie. */
export interface PendingSignIn {
  state: string;
  nonce: string;
  verifier: string;
  /** The page to open once signed in (a known page path); none: the role's dashboard. */
  returnTo?: string;
  /** When it started (ms since the epoch). */
  startedAt: number;
}

/** The person as the provider vouched for them, checked and bounded. */
export interface ProviderIdentity {
  subject: string;
  /** Lower-cased; undefined when the provider sent none usable. */
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
  /** Undefined when the provider sent no groups claim at all (not the same as none). */
  groups: readonly string[] | undefined;
}

/** A sign-in that cannot go on, with the problem the login page words. */
export class SignInRefusal extends Error {
  override name = 'SignInRefusal';
  constructor(
    readonly problem: SignInProblem,
    detail: string,
    /** The email the provider vouched for, when it said one (for the audit trail). */
    readonly email?: string,
  ) {
    super(detail);
  }
}

/** `fetch`, reading at most MAX_ANSWER_BYTES of an answer. */
const boundedFetch: client.CustomFetch = async (url, options) => {
  const response = await fetch(url, options as RequestInit);
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > MAX_ANSWER_BYTES) {
    await response.body?.cancel();
    throw new TypeError(`The provider's answer is larger than ${MAX_ANSWER_BYTES} bytes`);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body ?? []) {
    size += (chunk as Uint8Array).byteLength;
    if (size > MAX_ANSWER_BYTES) {
      throw new TypeError(`The provider's answer is larger than ${MAX_ANSWER_BYTES} bytes`);
    }
    chunks.push(chunk as Uint8Array);
  }
  return new Response(Buffer.concat(chunks), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
};

/** An email as Q stores one: lower-cased, one line, a plausible address, bounded. */
function readEmail(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const email = value.trim().toLowerCase();
  if (email.length > 254 || !/^[^\s@,<>"'\\]+@[^\s@,<>"'\\]+\.[^\s@,<>"'\\]+$/.test(email)) {
    return undefined;
  }
  return isStorableLine(email) ? email : undefined;
}

/** A display name: one line of printable text, bounded; undefined otherwise. */
function readName(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const name = value.trim().replace(/\s+/g, ' ');
  if (name === '' || name.length > 120) return undefined;
  return isStorableLine(name) ? name : undefined;
}

/** The groups claim: a list of strings (or one string); undefined when absent or not a list. */
function readGroups(value: unknown): string[] | undefined {
  const entries = typeof value === 'string' ? [value] : Array.isArray(value) ? value : undefined;
  if (!entries) return undefined;
  return entries
    .slice(0, MAX_GROUPS)
    .filter(
      (entry): entry is string =>
        typeof entry === 'string' &&
        entry.length > 0 &&
        entry.length <= MAX_GROUP_LENGTH &&
        isStorableLine(entry),
    );
}

/** Whether the provider says it verified the email: `true`, or the string "true" some send. */
function readVerified(value: unknown): boolean {
  return value === true || value === 'true';
}

/** The claims Q keeps, from the ID token's claims (and the userinfo answer's where it lacks them). */
export function readClaims(
  config: Pick<OidcConfig, 'emailClaim' | 'emailVerifiedClaim' | 'nameClaim' | 'groupsClaim'>,
  claims: Record<string, unknown>,
): ProviderIdentity {
  const subject = claims.sub;
  if (
    typeof subject !== 'string' ||
    subject === '' ||
    subject.length > 255 ||
    !isStorableLine(subject)
  ) {
    throw new SignInRefusal('failed', 'The provider sent no usable subject');
  }
  return {
    subject,
    email: readEmail(claims[config.emailClaim]),
    emailVerified: readVerified(claims[config.emailVerifiedClaim]),
    name: readName(claims[config.nameClaim]),
    groups: readGroups(claims[config.groupsClaim]),
  };
}

/** The client's authentication at the token endpoint, as configured. */
async function clientAuthentication(config: OidcConfig): Promise<client.ClientAuth> {
  switch (config.clientAuth) {
    case 'client_secret_post':
      return client.ClientSecretPost(config.clientSecret);
    case 'client_secret_basic':
      return client.ClientSecretBasic(config.clientSecret);
    case 'private_key_jwt': {
      const keyObject = createPrivateKey(config.privateKeyPem ?? '');
      const der = keyObject.export({ format: 'der', type: 'pkcs8' });
      const algorithm =
        keyObject.asymmetricKeyType === 'ec'
          ? { name: 'ECDSA', namedCurve: 'P-256' }
          : { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' };
      const key = await webcrypto.subtle.importKey('pkcs8', der, algorithm, false, ['sign']);
      return client.PrivateKeyJwt({
        key: key as unknown as client.CryptoKey,
        ...(config.privateKeyId && { kid: config.privateKeyId }),
      });
    }
  }
}

/** Whether an error is the provider being unreachable or slow, rather than its answer wrong. */
function isUnreachable(error: unknown): boolean {
  if (error instanceof DOMException)
    return error.name === 'TimeoutError' || error.name === 'AbortError';
  return error instanceof TypeError && /fetch failed|larger than/.test(error.message);
}

export function createRelyingParty(config: OidcConfig) {
  const redirectUri = `${config.redirectBase}/api/auth/oidc/callback`;
  const scope = ['openid', 'email', 'profile', ...config.extraScopes].join(' ');
  let discovered: Promise<client.Configuration> | undefined;
  let known: client.Configuration | undefined;
  let failedAt = 0;

  /** The provider's configuration, discovered once (again after a failure, not too often). */
  function configuration(): Promise<client.Configuration> {
    if (discovered) return discovered;
    if (Date.now() - failedAt < REDISCOVERY_DELAY_MS) {
      return Promise.reject(
        new SignInRefusal('provider-unavailable', 'Discovery failed moments ago'),
      );
    }
    discovered = (async () => {
      const found = await client.discovery(
        new URL(config.issuer),
        config.clientId,
        { ...(config.clientSecret && { client_secret: config.clientSecret }) },
        await clientAuthentication(config),
        {
          [client.customFetch]: boundedFetch,
          timeout: PROVIDER_TIMEOUT_SECONDS,
          execute: [
            // The ID token's signature is checked against the provider's published keys too,
            // not only trusted for having come over TLS from the token endpoint (which OpenID
            // Connect allows): a token altered on the way, by a proxy or a compromised
            // endpoint, is refused.
            client.enableNonRepudiationChecks,
            ...(new URL(config.issuer).protocol === 'http:' ? [client.allowInsecureRequests] : []),
          ],
        },
      );
      known = found;
      return found;
    })();
    discovered.catch(() => {
      discovered = undefined;
      failedAt = Date.now();
    });
    return discovered;
  }

  return {
    redirectUri,

    /** Reads the provider's discovery document now, so the first sign-in need not wait. */
    warmUp(): Promise<void> {
      return configuration().then(
        () => undefined,
        () => undefined,
      );
    },

    /** The provider's sign-in page for a new attempt, and what the browser must keep until back. */
    async start(returnTo: string | undefined): Promise<{ url: string; pending: PendingSignIn }> {
      let found: client.Configuration;
      try {
        found = await configuration();
      } catch (error) {
        if (error instanceof SignInRefusal) throw error;
        // Unreachable is worth a retry; a provider that answers wrongly (another issuer, no
        // authorization endpoint) is a failed sign-in until its settings are put right.
        throw new SignInRefusal(
          isUnreachable(error) ? 'provider-unavailable' : 'failed',
          `Discovery failed: ${(error as Error).message}`,
        );
      }
      const pending: PendingSignIn = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        verifier: client.randomPKCECodeVerifier(),
        ...(returnTo && { returnTo }),
        startedAt: Date.now(),
      };
      const url = client.buildAuthorizationUrl(found, {
        redirect_uri: redirectUri,
        scope,
        state: pending.state,
        nonce: pending.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(pending.verifier),
        code_challenge_method: 'S256',
      });
      return { url: url.href, pending };
    },

    /**
     * Completes the sign-in the provider sent back to `callbackUrl` (the callback's address with
     * its query as received): exchanges the code with the PKCE verifier, checks state, nonce and
     * the ID token, and answers who the provider says the person is.
     */
    async finish(callbackUrl: URL, pending: PendingSignIn): Promise<ProviderIdentity> {
      try {
        const found = await configuration();
        const tokens = await client.authorizationCodeGrant(found, callbackUrl, {
          pkceCodeVerifier: pending.verifier,
          expectedState: pending.state,
          expectedNonce: pending.nonce,
          idTokenExpected: true,
        });
        const claims = tokens.claims();
        if (!claims) throw new SignInRefusal('failed', 'The provider sent no ID token');
        let all: Record<string, unknown> = claims;
        const lacks = (name: string) => claims[name] === undefined;
        if (
          (lacks(config.emailClaim) || lacks(config.groupsClaim) || lacks(config.nameClaim)) &&
          found.serverMetadata().userinfo_endpoint
        ) {
          // Some providers put only the subject in the ID token; the rest is at userinfo.
          const info = await client.fetchUserInfo(found, tokens.access_token, claims.sub);
          all = { ...info, ...claims };
        }
        return readClaims(config, all);
      } catch (error) {
        if (error instanceof SignInRefusal) throw error;
        if (error instanceof client.AuthorizationResponseError) {
          throw new SignInRefusal('cancelled', `The provider answered ${error.error}`);
        }
        if (isUnreachable(error)) {
          throw new SignInRefusal('provider-unavailable', (error as Error).message);
        }
        const code = (error as { code?: unknown }).code;
        throw new SignInRefusal(
          'failed',
          `${(error as Error).name}${typeof code === 'string' ? ` ${code}` : ''}: ${(error as Error).message}`,
        );
      }
    },

    /**
     * The provider's own sign-out page, leading back to /login, when it has one and has been
     * reached; null otherwise.
     */
    signOutUrl(): string | null {
      if (!known?.serverMetadata().end_session_endpoint) return null;
      return client.buildEndSessionUrl(known, {
        client_id: config.clientId,
        post_logout_redirect_uri: `${config.redirectBase}/login`,
      }).href;
    },
  };
}

export type RelyingParty = ReturnType<typeof createRelyingParty>;
