import { createSign, generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  Adapter,
  AdapterPayload,
  ClientMetadata,
  Configuration,
  KoaContextWithOIDC,
} from 'oidc-provider';
import Provider, { errors } from 'oidc-provider';
import { createDemoCompany, DEMO_COMPANY_ACCOUNTS } from './demo-company';

/**
 * A real OpenID Connect provider on loopback (oidc-provider, the certified implementation), for
 * the tests, the end-to-end suite and local use of Q's sign-in through OpenID Connect: not a mock
 * that answers what the relying party expects, but a server that holds it to the protocol (PKCE,
 * state, nonce, registered redirect URIs, client authentication), with hooks to turn it hostile
 * on demand (`rewriteTokenResponse`, `rewriteDiscovery`, `signIdToken`).
 *
 * What it is:
 *
 * - authorization code flow only, PKCE (S256) required of every client, scopes `openid email
 *   profile groups`; the ID token carries `email`, `email_verified`, `name` and the groups claim
 *   (see {@link StartIdpOptions.groupsClaim}) as the scopes release them, since the relying party
 *   reads who signed in from it;
 * - its own sign-in page at `/interaction/{uid}` (email and password, {@link IDP_PASSWORD} for
 *   every account), posted to `/interaction/{uid}/login`; consent is given at once, as for a
 *   first-party application, so no consent screen ever shows;
 * - RP-initiated logout (`end_session_endpoint`, `/session/end`), back to a registered
 *   `post_logout_redirect_uri`, after the provider's own "sign out?" confirmation;
 * - a fresh RSA signing key and fresh cookie keys at each start, all state in memory: nothing
 *   survives `close()`, and two providers never share anything.
 *
 * It runs behind a `node:http` server of its own, which serves the sign-in page and buffers the
 * answers of the token endpoint and the discovery document so that tests can rewrite them on their
 * way out; every other request goes to the provider as it is.
 */
export interface IdpAccount {
  /** The subject (`sub`) of its tokens. */
  id: string;
  email: string;
  emailVerified: boolean;
  name: string;
  groups: string[];
}

export interface IdpClient {
  clientId: string;
  /** For `client_secret_basic` / `client_secret_post`. */
  clientSecret?: string;
  redirectUris: string[];
  postLogoutRedirectUris?: string[];
  /**
   * How the client authenticates at the token endpoint: by default `client_secret_basic` when it
   * has a secret, `private_key_jwt` when it has only `jwks`.
   */
  tokenEndpointAuthMethod?: 'client_secret_basic' | 'client_secret_post' | 'private_key_jwt';
  /** Its public keys, for `private_key_jwt`. */
  jwks?: { keys: Record<string, unknown>[] };
}

export interface StartIdpOptions {
  /** 0 (default) picks any free port; the provider always listens on 127.0.0.1 only. */
  port?: number;
  /** Who may sign in; default {@link IDP_ACCOUNTS}. */
  accounts?: IdpAccount[];
  clients: IdpClient[];
  /** The lifetime of its ID tokens; default 3600. */
  idTokenTtlSeconds?: number;
  /**
   * The name of the claim carrying the account's groups (default `groups`), as providers differ
   * in it. It is released with the scope `groups`, and is in every ID token of an account that
   * has groups whatever the scopes, as providers configured to send groups do.
   */
  groupsClaim?: string;
}

/** The token endpoint's JSON answer: its tokens on success, `error` otherwise. */
export interface TokenEndpointBody {
  id_token?: string;
  access_token?: string;
  [k: string]: unknown;
}

export interface RunningIdp {
  /** `http://127.0.0.1:<port>`, no trailing slash: the `iss` of its tokens and its discovery. */
  issuer: string;
  accounts: readonly IdpAccount[];
  close(): Promise<void>;
  /**
   * Sign arbitrary ID-token claims with the provider's own current signing key (RS256, its kid),
   * for tests of a hostile or broken provider. The claims are signed as given: nothing is added.
   */
  signIdToken(claims: Record<string, unknown>): Promise<string>;
  /**
   * From now on, every token-endpoint JSON answer passes through `rewrite` before it reaches the
   * client (null restores it). Lets tests tamper with, replace or expire ID tokens as they leave a
   * real provider.
   */
  rewriteTokenResponse(
    rewrite: ((body: TokenEndpointBody) => TokenEndpointBody | Promise<TokenEndpointBody>) | null,
  ): void;
  /**
   * From now on, the discovery document (`/.well-known/openid-configuration`) passes through
   * `rewrite` (null restores it), e.g. to announce another issuer.
   */
  rewriteDiscovery(
    rewrite: ((doc: Record<string, unknown>) => Record<string, unknown>) | null,
  ): void;
  /** The last ID token the provider issued, before any rewrite (undefined before any). */
  lastIdToken(): string | undefined;
}

/** The one password of every test account. */
export const IDP_PASSWORD = 'q-idp-password';

/** The groups the test accounts are in, as Q's settings name them (`OIDC_ADMIN_GROUPS`, …). */
export const IDP_GROUPS = {
  admins: 'q-admins',
  executives: 'q-executives',
  hr: 'q-hr',
  engineering: 'engineering',
} as const;

/**
 * A real person of the demo company's directory who is none of the four demo accounts: its
 * Director of Engineering (Sarah's and Priya's manager), chosen by the fixed place the demo
 * company gives him. The unverified account carries his email, so that a relying party that
 * trusted an unverified email would link it to a manager, and show his reports to a stranger.
 */
export const IDP_UNVERIFIED_DIRECTORY_PERSON: { email: string; name: string } = (() => {
  const company = createDemoCompany();
  const director = company.employees.find((person) => person.id === company.ids.director);
  if (!director?.workEmail) throw new Error('the demo company has no director with an email');
  return {
    email: director.workEmail,
    name: director.displayName ?? `${director.firstName} ${director.lastName}`,
  };
})();

const demoAccount = (
  id: string,
  person: (typeof DEMO_COMPANY_ACCOUNTS)[keyof typeof DEMO_COMPANY_ACCOUNTS],
  groups: string[],
): IdpAccount => ({
  id,
  email: person.workEmail,
  emailVerified: true,
  name: `${person.firstName} ${person.lastName}`,
  groups,
});

/**
 * The test accounts (password {@link IDP_PASSWORD}): the four demo accounts under their work
 * emails, as the demo company's directory holds them, and four who test what the relying party
 * does with someone it cannot place or must not trust:
 *
 * - `hana`: in the HR group, not in the directory;
 * - `uma`: the email of a directory person ({@link IDP_UNVERIFIED_DIRECTORY_PERSON}) but not
 *   verified, and no groups;
 * - `olu`: verified, no groups, not in the directory;
 * - `ada`: in the admin group, not in the directory.
 */
export const IDP_ACCOUNTS: IdpAccount[] = [
  demoAccount('alex', DEMO_COMPANY_ACCOUNTS.ceo, [IDP_GROUPS.admins, IDP_GROUPS.executives]),
  demoAccount('sarah', DEMO_COMPANY_ACCOUNTS.sarah, [IDP_GROUPS.engineering]),
  demoAccount('priya', DEMO_COMPANY_ACCOUNTS.priya, [IDP_GROUPS.engineering]),
  demoAccount('jordan', DEMO_COMPANY_ACCOUNTS.jordan, [IDP_GROUPS.engineering]),
  {
    id: 'hana',
    email: 'hana.ruiz@acme.example',
    emailVerified: true,
    name: 'Hana Ruiz',
    groups: [IDP_GROUPS.hr],
  },
  {
    id: 'uma',
    email: IDP_UNVERIFIED_DIRECTORY_PERSON.email,
    emailVerified: false,
    name: 'Uma Unverified',
    groups: [],
  },
  {
    id: 'olu',
    email: 'olu.outside@acme.example',
    emailVerified: true,
    name: 'Olu Outside',
    groups: [],
  },
  {
    id: 'ada',
    email: 'ada.admin@acme.example',
    emailVerified: true,
    name: 'Ada Admin',
    groups: [IDP_GROUPS.admins],
  },
];

/** The provider's endpoints (its defaults, named here: the server holds the token endpoint's answers). */
const ROUTES = {
  authorization: '/auth',
  token: '/token',
  jwks: '/jwks',
  userinfo: '/me',
  end_session: '/session/end',
} as const;
const DISCOVERY_PATH = '/.well-known/openid-configuration';
const INTERACTION_PATH = /^\/interaction\/[A-Za-z0-9_-]+(\/login)?$/;

const PAGE_TITLE = 'Q test identity provider';
const WRONG_CREDENTIALS = 'Wrong email or password';
/** The sign-in form's body is two short fields: anything longer is not a sign-in. */
const MAX_FORM_BYTES = 16_384;

/** `text` safe inside HTML text and double-quoted attributes. */
function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );
}

/** A page of the provider: small, self-contained, and never framed or cached. */
function page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(`${PAGE_TITLE} — ${title}`)}</title>
<style>
body { font-family: system-ui, sans-serif; background: #f4f5f7; color: #1d2330; margin: 0; }
main { max-width: 24rem; margin: 4rem auto; background: #fff; padding: 2rem; border-radius: 8px; box-shadow: 0 1px 3px #0002; }
h1 { font-size: 1.4rem; margin: 0 0 1rem; }
label { display: block; margin: 1rem 0 0.25rem; font-weight: 600; }
input { width: 100%; box-sizing: border-box; padding: 0.5rem; font-size: 1rem; }
button { margin-top: 1.5rem; padding: 0.6rem 1.2rem; font-size: 1rem; }
.error { color: #a1111b; background: #fdecee; padding: 0.5rem 0.75rem; border-radius: 4px; }
.note { color: #5a6272; font-size: 0.875rem; }
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

/**
 * Sends one of this server's pages. Its policy has no `form-action`: browsers apply it to the
 * redirects that follow a form's submission too, and the sign-in form's leads, through the
 * provider, to the client's redirect URI on another origin.
 */
function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'x-frame-options': 'DENY',
    'content-security-policy':
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  });
  res.end(html);
}

/** The sign-in page of interaction `uid`, with the error of a failed attempt when there was one. */
function loginPage(uid: string, options: { client: string; email?: string; failed?: boolean }) {
  const action = `/interaction/${encodeURIComponent(uid)}/login`;
  return page(
    'sign in',
    `<h1>Sign in</h1>
<p>to continue to <strong>${escapeHtml(options.client)}</strong></p>
${options.failed ? `<p class="error" role="alert">${WRONG_CREDENTIALS}</p>` : ''}
<form method="post" action="${escapeHtml(action)}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required autofocus value="${escapeHtml(options.email ?? '')}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button>
</form>
<p class="note">A test identity provider: its accounts and their password are those <code>pnpm idp</code> prints.</p>`,
  );
}

/** Reads a urlencoded form of at most {@link MAX_FORM_BYTES}; null when it is larger. */
function readForm(req: IncomingMessage): Promise<URLSearchParams | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_FORM_BYTES) chunks.push(chunk);
    });
    req.on('end', () =>
      resolve(
        size > MAX_FORM_BYTES ? null : new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
      ),
    );
    req.on('error', reject);
  });
}

/**
 * The models whose entries belong to a grant, and go when it is revoked (a logout revokes the
 * session's grants). Others carry a `grantId` too (an interaction names the grant it may extend)
 * but must outlive it: the interaction of a sign-in that ends the previous account's session is
 * resumed after that logout.
 */
const GRANT_MEMBERS = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
]);

/**
 * The provider's storage: one in-memory store per provider, so that two providers in one process
 * (tests in parallel) never see each other's sessions, codes or grants. Entries expire as the
 * provider asks; grants index their tokens so that revoking a grant removes them.
 */
function memoryAdapter(): new (model: string) => Adapter {
  let writes = 0;
  const entries = new Map<string, { value: unknown; expiresAt: number }>();
  const get = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= Date.now()) entries.delete(key);
    else if (entry) return entry.value;
    return undefined;
  };
  const expiry = (expiresIn?: number) =>
    typeof expiresIn === 'number' ? Date.now() + expiresIn * 1000 : Infinity;
  const set = (key: string, value: unknown, expiresAt: number) => {
    // A long-running `pnpm idp` drops what has expired now and then, not only what is read again.
    writes += 1;
    if (writes % 1000 === 0) {
      for (const [stale, entry] of entries)
        if (entry.expiresAt <= Date.now()) entries.delete(stale);
    }
    entries.set(key, { value, expiresAt });
  };
  return class MemoryAdapter implements Adapter {
    private readonly model: string;
    constructor(model: string) {
      this.model = model;
    }
    private key(id: string) {
      return `${this.model}:${id}`;
    }
    async upsert(id: string, payload: AdapterPayload, expiresIn: number) {
      const expiresAt = expiry(expiresIn);
      set(this.key(id), payload, expiresAt);
      if (this.model === 'Session' && payload.uid) set(`sessionUid:${payload.uid}`, id, expiresAt);
      if (payload.userCode) set(`userCode:${payload.userCode}`, id, expiresAt);
      if (payload.grantId && GRANT_MEMBERS.has(this.model)) {
        // The grant's index lives as long as the longest-lived of its tokens.
        const index = `grant:${payload.grantId}`;
        const members = (get(index) as Set<string> | undefined) ?? new Set<string>();
        members.add(this.key(id));
        set(index, members, Math.max(expiresAt, entries.get(index)?.expiresAt ?? 0));
      }
    }
    async find(id: string) {
      return get(this.key(id)) as AdapterPayload | undefined;
    }
    async findByUid(uid: string) {
      const id = get(`sessionUid:${uid}`);
      return typeof id === 'string' ? this.find(id) : undefined;
    }
    async findByUserCode(userCode: string) {
      const id = get(`userCode:${userCode}`);
      return typeof id === 'string' ? this.find(id) : undefined;
    }
    async consume(id: string) {
      const payload = get(this.key(id)) as AdapterPayload | undefined;
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    }
    async destroy(id: string) {
      entries.delete(this.key(id));
    }
    async revokeByGrantId(grantId: string) {
      const members = get(`grant:${grantId}`) as Set<string> | undefined;
      for (const key of members ?? []) entries.delete(key);
      entries.delete(`grant:${grantId}`);
    }
  };
}

/** The provider's registration of a client, with the flows this provider allows. */
function clientMetadata(client: IdpClient): ClientMetadata {
  const method =
    client.tokenEndpointAuthMethod ??
    (client.clientSecret ? 'client_secret_basic' : undefined) ??
    (client.jwks ? 'private_key_jwt' : undefined);
  if (!method) throw new Error(`client ${client.clientId} needs a clientSecret or jwks`);
  if (method !== 'private_key_jwt' && !client.clientSecret) {
    throw new Error(`client ${client.clientId} authenticates with ${method} but has no secret`);
  }
  if (method === 'private_key_jwt' && !client.jwks) {
    throw new Error(`client ${client.clientId} authenticates with private_key_jwt but has no jwks`);
  }
  return {
    client_id: client.clientId,
    ...(client.clientSecret ? { client_secret: client.clientSecret } : {}),
    redirect_uris: client.redirectUris,
    post_logout_redirect_uris: client.postLogoutRedirectUris ?? [],
    token_endpoint_auth_method: method,
    ...(client.jwks ? { jwks: client.jwks as ClientMetadata['jwks'] } : {}),
    grant_types: ['authorization_code'],
    response_types: ['code'],
  };
}

/** An error the provider raises for a bad request (expired interaction, …), not a crash. */
function isProviderError(error: unknown): error is errors.OIDCProviderError {
  return error instanceof errors.OIDCProviderError;
}

/**
 * Replaces `res.write` and `res.end` so that the provider's answer is held, then handed to
 * `transform` (a JSON body, parsed) and sent as it returns it, with its length corrected. A body
 * that is not JSON is sent as it was.
 */
function holdJsonAnswer(
  res: ServerResponse,
  transform: (body: unknown, status: number) => Promise<unknown>,
  onFailure: (error: unknown) => void,
): void {
  const chunks: Buffer[] = [];
  const end = res.end.bind(res);
  const collect = (chunk: unknown, encoding?: unknown) => {
    if (typeof chunk === 'string') {
      chunks.push(
        Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'),
      );
    } else if (chunk instanceof Uint8Array) {
      chunks.push(Buffer.from(chunk));
    }
  };
  res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
    collect(chunk, encoding);
    const done = typeof encoding === 'function' ? encoding : callback;
    if (typeof done === 'function') done();
    return true;
  }) as typeof res.write;
  res.end = ((chunk?: unknown, encoding?: unknown) => {
    if (typeof chunk !== 'function') collect(chunk, encoding);
    const raw = Buffer.concat(chunks);
    const send = (out: Buffer) => {
      if (!res.headersSent) res.setHeader('content-length', out.length);
      end(out);
    };
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw.toString('utf8'));
    } catch {
      send(raw);
      return res;
    }
    transform(parsed, res.statusCode).then(
      (out) => send(Buffer.from(JSON.stringify(out), 'utf8')),
      (error: unknown) => {
        onFailure(error);
        if (!res.headersSent) res.statusCode = 500;
        send(Buffer.from(JSON.stringify({ error: 'server_error' }), 'utf8'));
      },
    );
    return res;
  }) as typeof res.end;
}

/**
 * A JWT of `claims` signed RS256 with `privateKey` under `kid`, with the header the provider gives
 * its own ID tokens (`alg` and `kid`, no `typ`), so that nothing but the claims tells them apart.
 */
function signJwt(claims: Record<string, unknown>, privateKey: KeyObject, kid: string): string {
  const encode = (part: unknown) => Buffer.from(JSON.stringify(part), 'utf8').toString('base64url');
  const input = `${encode({ alg: 'RS256', kid })}.${encode(claims)}`;
  const signature = createSign('RSA-SHA256').update(input).sign(privateKey).toString('base64url');
  return `${input}.${signature}`;
}
type KeyObject = ReturnType<typeof generateKeyPairSync>['privateKey'];

export async function startIdp(options: StartIdpOptions): Promise<RunningIdp> {
  const accounts: readonly IdpAccount[] = options.accounts ?? IDP_ACCOUNTS;
  const groupsClaim = options.groupsClaim ?? 'groups';
  const clients = options.clients.map(clientMetadata);
  const byId = new Map(accounts.map((account) => [account.id, account]));
  const byEmail = new Map(accounts.map((account) => [account.email.toLowerCase(), account]));

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = `q-idp-${randomUUID()}`;
  const signingKey = { ...privateKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' };

  let rewriteToken: Parameters<RunningIdp['rewriteTokenResponse']>[0] = null;
  let rewriteDiscovery: Parameters<RunningIdp['rewriteDiscovery']>[0] = null;
  let lastIdToken: string | undefined;
  // Set once the server listens: the issuer holds the port it was given.
  let provider: Provider | undefined;
  let callback: ((req: IncomingMessage, res: ServerResponse) => Promise<void>) | undefined;

  /** A real crash (a bug here or in the provider) is printed, never hidden behind a 500. */
  const crashed = (error: unknown) => console.error('test identity provider failed:', error);

  const errorPage = (res: ServerResponse, error: unknown) => {
    if (!isProviderError(error)) crashed(error);
    const status = isProviderError(error) ? error.statusCode : 500;
    const description = isProviderError(error)
      ? (error.error_description ?? error.message)
      : 'The identity provider failed.';
    sendHtml(
      res,
      status,
      page(
        'error',
        `<h1>Something went wrong</h1><p class="error" role="alert">${escapeHtml(description)}</p>`,
      ),
    );
  };

  /**
   * Finishes a consent prompt at once: a grant of every scope asked for. Only reached
   * when the relying party asks for consent again (`prompt=consent`); otherwise
   * `loadExistingGrant` grants them before a consent prompt is ever raised.
   */
  const grantConsent = async (req: IncomingMessage, res: ServerResponse, active: Provider) => {
    const details = await active.interactionDetails(req, res);
    const accountId = details.session?.accountId;
    if (!accountId) throw new errors.SessionNotFound('no signed-in account for consent');
    const grant = details.grantId
      ? ((await active.Grant.find(details.grantId)) ??
        new active.Grant({ accountId, clientId: String(details.params.client_id) }))
      : new active.Grant({ accountId, clientId: String(details.params.client_id) });
    if (typeof details.params.scope === 'string') grant.addOIDCScope(details.params.scope);
    const grantId = await grant.save();
    await active.interactionFinished(
      req,
      res,
      { consent: { grantId } },
      { mergeWithLastSubmission: true },
    );
  };

  /** `GET /interaction/{uid}`: the sign-in page, or consent granted at once. */
  const showInteraction = async (req: IncomingMessage, res: ServerResponse, active: Provider) => {
    const details = await active.interactionDetails(req, res);
    if (details.prompt.name === 'consent') return grantConsent(req, res, active);
    const hint = details.params.login_hint;
    sendHtml(
      res,
      200,
      loginPage(details.uid, {
        client: String(details.params.client_id),
        ...(typeof hint === 'string' ? { email: hint } : {}),
      }),
    );
  };

  /** `POST /interaction/{uid}/login`: the account whose email and password match, or 401. */
  const submitLogin = async (req: IncomingMessage, res: ServerResponse, active: Provider) => {
    const details = await active.interactionDetails(req, res);
    const form = await readForm(req);
    const email = form?.get('email')?.trim() ?? '';
    const account = byEmail.get(email.toLowerCase());
    if (!account || form?.get('password') !== IDP_PASSWORD) {
      sendHtml(
        res,
        401,
        loginPage(details.uid, { client: String(details.params.client_id), email, failed: true }),
      );
      return;
    }
    await active.interactionFinished(
      req,
      res,
      { login: { accountId: account.id } },
      { mergeWithLastSubmission: false },
    );
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    if (!provider || !callback) throw new Error('the provider is not ready');
    const active = provider;
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    // The interaction is the one its cookie names (scoped to its path), as the provider reads it.
    const interaction = INTERACTION_PATH.exec(path);
    if (interaction) {
      const isLogin = interaction[1] !== undefined;
      try {
        if (!isLogin && req.method === 'GET') await showInteraction(req, res, active);
        else if (isLogin && req.method === 'POST') await submitLogin(req, res, active);
        else sendHtml(res, 405, page('error', '<h1>Method not allowed</h1>'));
      } catch (error) {
        errorPage(res, error);
      }
      return;
    }
    if (req.method === 'POST' && path === ROUTES.token) {
      holdJsonAnswer(
        res,
        async (body, status) => {
          const answer = body as TokenEndpointBody;
          if (status === 200 && typeof answer.id_token === 'string') lastIdToken = answer.id_token;
          return rewriteToken ? rewriteToken(answer) : answer;
        },
        crashed,
      );
    } else if (req.method === 'GET' && path === DISCOVERY_PATH) {
      holdJsonAnswer(
        res,
        async (body) =>
          rewriteDiscovery ? rewriteDiscovery(body as Record<string, unknown>) : body,
        crashed,
      );
    }
    await callback(req, res);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      crashed(error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('test identity provider failed');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;

  const configuration: Configuration = {
    adapter: memoryAdapter(),
    clients,
    jwks: { keys: [signingKey] },
    cookies: {
      // Browsers keep cookies by host, not port: on 127.0.0.1 Q and this provider see each
      // other's cookies, so the provider's names say whose they are.
      names: {
        session: 'q_idp_session',
        interaction: 'q_idp_interaction',
        resume: 'q_idp_interaction_resume',
      },
      keys: [randomBytes(32).toString('base64url'), randomBytes(32).toString('base64url')],
    },
    routes: ROUTES,
    responseTypes: ['code'],
    clientAuthMethods: ['client_secret_basic', 'client_secret_post', 'private_key_jwt'],
    pkce: { required: () => true },
    scopes: ['openid', 'email', 'profile', 'groups'],
    // The groups claim is under `openid` too: in every ID token, when the account has groups.
    claims: {
      openid: ['sub', groupsClaim],
      email: ['email', 'email_verified'],
      profile: ['name'],
      groups: [groupsClaim],
    },
    // The relying party reads who signed in from the ID token, as most do with a code flow: the
    // claims the scopes release go there, not only to the userinfo endpoint.
    conformIdTokenClaims: false,
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 60,
      IdToken: options.idTokenTtlSeconds ?? 3600,
      Interaction: 3600,
      Session: 3600 * 8,
      Grant: 3600 * 8,
    },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          ctx.type = 'html';
          ctx.body = page(
            'sign out',
            `<h1>Sign out?</h1>
<p>Sign out of the ${PAGE_TITLE}?</p>
${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>Sign out</button>
<button type="submit" form="op.logoutForm">Stay signed in</button>`,
          );
        },
        postLogoutSuccessSource: async (ctx) => {
          ctx.type = 'html';
          ctx.body = page('signed out', '<h1>Signed out</h1><p>You have signed out.</p>');
        },
      },
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => {
      const account = byId.get(sub);
      if (!account) return undefined;
      return {
        accountId: account.id,
        claims: (_use, scope) => ({
          sub: account.id,
          email: account.email,
          email_verified: account.emailVerified,
          name: account.name,
          ...(account.groups.length > 0 || scope.split(' ').includes('groups')
            ? { [groupsClaim]: [...account.groups] }
            : {}),
        }),
      };
    },
    // A first-party application: what it asks for is granted without a consent screen.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { oidc } = ctx;
      const client = oidc.client;
      const accountId = oidc.session?.accountId;
      if (!client || !accountId) return undefined;
      const existing = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(client.clientId);
      const grant =
        (existing ? await oidc.provider.Grant.find(existing) : undefined) ??
        new oidc.provider.Grant({ accountId, clientId: client.clientId });
      grant.addOIDCScope([...oidc.requestParamOIDCScopes].join(' '));
      const claims = [...oidc.requestParamClaims];
      if (claims.length > 0) grant.addOIDCClaims(claims);
      await grant.save();
      return grant;
    },
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = page(
        'error',
        `<h1>Something went wrong</h1><p class="error" role="alert">${escapeHtml(
          String(out.error_description ?? out.error),
        )}</p>`,
      );
    },
  };

  try {
    provider = new Provider(issuer, configuration);
  } catch (error) {
    server.close();
    throw error;
  }
  // The provider answers bad requests (a wrong code, a missing verifier) with their OAuth error
  // and stays quiet about them; what it reports as `server_error` is a real failure.
  provider.on('server_error', (_ctx: unknown, error: unknown) => crashed(error));
  callback = provider.callback() as (req: IncomingMessage, res: ServerResponse) => Promise<void>;

  return {
    issuer,
    accounts,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
    signIdToken: async (claims) => signJwt(claims, privateKey, kid),
    rewriteTokenResponse: (rewrite) => {
      rewriteToken = rewrite;
    },
    rewriteDiscovery: (rewrite) => {
      rewriteDiscovery = rewrite;
    },
    lastIdToken: () => lastIdToken,
  };
}
