import {
  createHash,
  createPublicKey,
  generateKeyPairSync,
  randomBytes,
  sign,
  verify,
} from 'node:crypto';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IDP_ACCOUNTS,
  IDP_GROUPS,
  IDP_PASSWORD,
  IDP_UNVERIFIED_DIRECTORY_PERSON,
  type RunningIdp,
  startIdp,
} from './idp';

/**
 * The provider driven as a relying party and a browser would drive it, with plain `fetch`: the
 * redirects followed by hand, cookies kept by a small jar that honours their paths.
 */
const CLIENT = {
  clientId: 'q-test',
  clientSecret: 'q-test-secret',
  // Nothing listens there: the flow stops at the redirect, whose URL carries the code.
  redirectUris: ['http://127.0.0.1:9/api/auth/oidc/callback'],
  postLogoutRedirectUris: ['http://127.0.0.1:9/login'],
};
const REDIRECT_URI = CLIENT.redirectUris[0] as string;

/** Cookies by name and path, as a browser would send them back to the one origin. */
class CookieJar {
  private readonly cookies = new Map<string, { name: string; value: string; path: string }>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const attribute = (key: string) =>
        attributes.find((part) => part.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
      const path = attribute('path') ?? '/';
      const expires = attribute('expires');
      const gone = (expires && Date.parse(expires) <= Date.now()) || attribute('max-age') === '0';
      if (gone) this.cookies.delete(`${name} ${path}`);
      else this.cookies.set(`${name} ${path}`, { name, value, path });
    }
  }

  names(): string[] {
    return [...this.cookies.values()].map(({ name }) => name);
  }

  header(url: string): string {
    const { pathname } = new URL(url);
    return [...this.cookies.values()]
      .filter(
        ({ path }) =>
          pathname === path ||
          pathname.startsWith(path.endsWith('/') ? path : `${path}/`) ||
          path === '/',
      )
      .map(({ name, value }) => `${name}=${value}`)
      .join('; ');
  }
}

/**
 * A browser of one: every request with its cookies, redirects returned rather than followed. Like
 * a browser running the page's script, `follow` submits the provider's self-submitting forms (it
 * sends one to end the session of the account signed in before, when another signs in).
 */
function browser() {
  const jar = new CookieJar();
  const request = async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    const cookie = jar.header(url);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    jar.store(response);
    return response;
  };
  /** Follows redirects on the provider's origin; stops at one that leaves it, or at a page. */
  const follow = async (url: string, init: RequestInit = {}) => {
    let response = await request(url, init);
    let current = url;
    for (let hops = 0; hops < 10; hops += 1) {
      if (response.status >= 300 && response.status < 400) {
        const next = new URL(response.headers.get('location') ?? '', current);
        if (next.origin !== new URL(url).origin) return { response, location: next };
        current = next.href;
        response = await request(current);
        continue;
      }
      const html = response.status === 200 ? await response.clone().text() : '';
      if (!html.includes('document.forms[0].submit()')) break;
      const fields = [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)];
      response = await request(formAction(html, current), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(
          fields.map(([, name = '', value = '']): [string, string] => [name, value]),
        ),
      });
    }
    return { response, location: new URL(current) };
  };
  return { request, follow, cookieNames: () => jar.names() };
}

const base64url = (bytes: Buffer) => bytes.toString('base64url');
const decodePart = (part: string | undefined) =>
  JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
const payloadOf = (jwt: string) => decodePart(jwt.split('.')[1]);

/** The action of the page's form, as an absolute URL. */
const formAction = (html: string, base: string) => {
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error('no form on the page');
  return new URL(action.replaceAll('&amp;', '&'), base).href;
};

/** How a test client authenticates at the token endpoint: it adds to the request's headers or body. */
type ClientAuth = (headers: Headers, body: URLSearchParams, tokenEndpoint: string) => void;

const basicAuth =
  (clientId: string, secret: string): ClientAuth =>
  (headers) =>
    headers.set(
      'authorization',
      `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`,
    );

/**
 * A relying party of `idp` as `clientId`: its authorization requests (state, nonce, PKCE), its code
 * exchange, and a whole sign-in through the login page in a browser of its own.
 */
function relyingParty(
  discovery: Record<string, unknown>,
  clientId: string,
  authenticate: ClientAuth,
) {
  function authorizationRequest(scope = 'openid email profile groups', extra = {}) {
    const state = base64url(randomBytes(16));
    const nonce = base64url(randomBytes(16));
    const verifier = base64url(randomBytes(32));
    const url = new URL(String(discovery.authorization_endpoint));
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: clientId,
      redirect_uri: REDIRECT_URI,
      scope,
      state,
      nonce,
      code_challenge: base64url(createHash('sha256').update(verifier).digest()),
      code_challenge_method: 'S256',
      ...extra,
    }).toString();
    return { url: url.href, state, nonce, verifier };
  }

  async function exchange(code: string, verifier: string) {
    const tokenEndpoint = String(discovery.token_endpoint);
    const headers = new Headers({ 'content-type': 'application/x-www-form-urlencoded' });
    const body = new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT_URI,
      code_verifier: verifier,
    });
    authenticate(headers, body, tokenEndpoint);
    const response = await fetch(tokenEndpoint, { method: 'POST', headers, body });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  /** The login form of `page` posted with `email` and the password; where it leads. */
  async function submitLogin(
    driver: ReturnType<typeof browser>,
    page: { response: Response; location: URL },
    email: string,
  ) {
    const html = await page.response.text();
    return driver.follow(formAction(html, page.location.href), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, password: IDP_PASSWORD }),
    });
  }

  /** The code the redirect to the client carries, after checking it answers `auth`'s state. */
  function codeOf(location: URL, auth: { state: string }) {
    expect(location.origin + location.pathname).toBe(REDIRECT_URI);
    expect(location.searchParams.get('state')).toBe(auth.state);
    return location.searchParams.get('code') ?? '';
  }

  /** A whole sign-in: the request, the login page, the form, the code, the tokens. */
  async function signIn(email: string, scope?: string) {
    const driver = browser();
    const auth = authorizationRequest(scope);
    const { response, location } = await submitLogin(driver, await driver.follow(auth.url), email);
    expect(response.status).toBe(303);
    const code = codeOf(location, auth);
    const tokens = await exchange(code, auth.verifier);
    expect(tokens.status).toBe(200);
    return { ...auth, driver, code, tokens: tokens.body, idToken: String(tokens.body.id_token) };
  }

  return { authorizationRequest, exchange, submitLogin, codeOf, signIn };
}

const readDiscovery = async (issuer: string) =>
  (await (await fetch(`${issuer}/.well-known/openid-configuration`)).json()) as Record<
    string,
    unknown
  >;

describe('startIdp', () => {
  let idp: RunningIdp;
  let discovery: Record<string, unknown>;
  let rp: ReturnType<typeof relyingParty>;

  beforeAll(async () => {
    idp = await startIdp({ clients: [CLIENT] });
    discovery = await readDiscovery(idp.issuer);
    rp = relyingParty(discovery, CLIENT.clientId, basicAuth(CLIENT.clientId, CLIENT.clientSecret));
  });
  afterAll(() => idp.close());

  async function jwksKey(kid: unknown) {
    const { keys } = (await (await fetch(String(discovery.jwks_uri))).json()) as {
      keys: { kid: string }[];
    };
    const jwk = keys.find((key) => key.kid === kid);
    if (!jwk) throw new Error(`no key ${String(kid)} in the provider's JWKS`);
    return createPublicKey({ key: jwk, format: 'jwk' });
  }

  /** Whether `jwt` is signed RS256 by a key of the provider's JWKS. */
  async function verifiesAgainstJwks(jwt: string) {
    const [header, payload, signature = ''] = jwt.split('.');
    const { alg, kid } = decodePart(header);
    expect(alg).toBe('RS256');
    return verify(
      'sha256',
      Buffer.from(`${header}.${payload}`),
      await jwksKey(kid),
      Buffer.from(signature, 'base64url'),
    );
  }

  it('announces a code-flow-only provider with PKCE (S256), its scopes and logout', () => {
    expect(idp.issuer).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(discovery).toMatchObject({
      issuer: idp.issuer,
      authorization_endpoint: `${idp.issuer}/auth`,
      token_endpoint: `${idp.issuer}/token`,
      jwks_uri: `${idp.issuer}/jwks`,
      end_session_endpoint: `${idp.issuer}/session/end`,
      response_types_supported: ['code'],
      code_challenge_methods_supported: ['S256'],
      grant_types_supported: ['authorization_code'],
    });
    expect(discovery.scopes_supported).toEqual(
      expect.arrayContaining(['openid', 'email', 'profile', 'groups']),
    );
    expect(discovery.claims_supported).toEqual(
      expect.arrayContaining(['email', 'email_verified', 'name', 'groups']),
    );
  });

  it('signs in through its own page and issues an ID token of the account to the client', async () => {
    const { request, follow, cookieNames: browserCookies } = browser();
    const auth = rp.authorizationRequest();

    const { response: login, location: loginUrl } = await follow(auth.url);
    expect(loginUrl.pathname).toMatch(/^\/interaction\/[\w-]+$/);
    expect(login.status).toBe(200);
    const html = await login.text();
    expect(html).toContain('<title>Q test identity provider — sign in</title>');
    expect(html).toMatch(/<label for="email">Email<\/label>\s*<input id="email" name="email"/);
    expect(html).toMatch(/<label for="password">Password<\/label>\s*<input id="password"/);
    expect(html).toContain('<button type="submit">Sign in</button>');
    const action = formAction(html, loginUrl.href);
    expect(new URL(action).pathname).toBe(`${loginUrl.pathname}/login`);

    const post = (email: string, password: string) =>
      request(action, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email, password }),
      });
    const wrong = await post('alex.morgan@acme.example', 'not-the-password');
    expect(wrong.status).toBe(401);
    const wrongHtml = await wrong.text();
    expect(wrongHtml).toContain('Wrong email or password');
    expect(wrongHtml).toContain('value="alex.morgan@acme.example"');
    expect((await post('nobody@acme.example', IDP_PASSWORD)).status).toBe(401);
    // What it echoes is escaped.
    const hostile = await post('"><script>alert(1)</script>', IDP_PASSWORD);
    expect(hostile.status).toBe(401);
    const hostileHtml = await hostile.text();
    expect(hostileHtml).not.toContain('<script>');
    expect(hostileHtml).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');

    // Its cookies say whose they are: Q, on another port of the same host, sees them too.
    expect(browserCookies()).not.toHaveLength(0);
    for (const name of browserCookies()) expect(name).toMatch(/^q_idp_/);

    // The email is found whatever its case.
    const { response, location } = await follow(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'Alex.Morgan@ACME.example', password: IDP_PASSWORD }),
    });
    expect(response.status).toBe(303);
    const code = rp.codeOf(location, auth);
    expect(code).toBeTruthy();
    expect(location.searchParams.get('iss')).toBe(idp.issuer);

    // The verifier of another request does not redeem the code.
    const stolen = await rp.exchange(code, base64url(randomBytes(32)));
    expect(stolen).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });

    const { status, body } = await rp.exchange(code, auth.verifier);
    expect(status).toBe(200);
    expect(body).toMatchObject({ token_type: 'Bearer' });
    expect(body.refresh_token).toBeUndefined();
    const idToken = String(body.id_token);
    expect(idToken).toBe(idp.lastIdToken());
    expect(await verifiesAgainstJwks(idToken)).toBe(true);
    const claims = payloadOf(idToken);
    expect(claims).toMatchObject({
      iss: idp.issuer,
      aud: CLIENT.clientId,
      sub: 'alex',
      nonce: auth.nonce,
      email: 'alex.morgan@acme.example',
      email_verified: true,
      name: 'Alex Morgan',
      groups: [IDP_GROUPS.admins, IDP_GROUPS.executives],
    });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(3600);

    // A code is redeemed once.
    expect(await rp.exchange(code, auth.verifier)).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant' },
    });
  });

  it('refuses an authorization request without PKCE', async () => {
    const url = new URL(rp.authorizationRequest().url);
    url.searchParams.delete('code_challenge');
    url.searchParams.delete('code_challenge_method');
    const { location } = await browser().follow(url.href);
    expect(location.origin + location.pathname).toBe(REDIRECT_URI);
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('code')).toBeNull();
  });

  it('keeps the browser signed in, until the client asks for prompt=login', async () => {
    const { driver } = await rp.signIn('priya.patel@acme.example');
    const again = rp.authorizationRequest();
    const { location } = await driver.follow(again.url);
    const code = rp.codeOf(location, again);
    expect(payloadOf(String((await rp.exchange(code, again.verifier)).body.id_token)).sub).toBe(
      'priya',
    );

    const forced = rp.authorizationRequest(undefined, { prompt: 'login' });
    const page = await driver.follow(forced.url);
    expect(page.location.pathname).toMatch(/^\/interaction\//);
    const { location: back } = await rp.submitLogin(driver, page, 'olu.outside@acme.example');
    const other = await rp.exchange(rp.codeOf(back, forced), forced.verifier);
    expect(payloadOf(String(other.body.id_token)).sub).toBe('olu');
  });

  it('never shows a consent screen, even when the client asks for prompt=consent', async () => {
    const { driver } = await rp.signIn('jordan.lee@acme.example');
    const auth = rp.authorizationRequest(undefined, { prompt: 'consent' });
    const { response, location } = await driver.follow(auth.url);
    expect(response.status).toBe(303);
    const { body } = await rp.exchange(rp.codeOf(location, auth), auth.verifier);
    expect(payloadOf(String(body.id_token))).toMatchObject({ sub: 'jordan', email_verified: true });
  });

  it('puts the login_hint in the email field', async () => {
    const auth = rp.authorizationRequest(undefined, { login_hint: 'hana.ruiz@acme.example' });
    const { response } = await browser().follow(auth.url);
    expect(await response.text()).toContain('value="hana.ruiz@acme.example"');
  });

  it('says email_verified false for the unverified account, who has a directory person’s email', async () => {
    const uma = IDP_ACCOUNTS.find((account) => account.id === 'uma');
    expect(uma?.email).toBe(IDP_UNVERIFIED_DIRECTORY_PERSON.email);
    const { idToken } = await rp.signIn(IDP_UNVERIFIED_DIRECTORY_PERSON.email);
    expect(payloadOf(idToken)).toMatchObject({
      sub: 'uma',
      email: IDP_UNVERIFIED_DIRECTORY_PERSON.email,
      email_verified: false,
      name: 'Uma Unverified',
      groups: [],
    });
  });

  it('puts the groups in the ID token without the groups scope, when the account has some', async () => {
    const hana = await rp.signIn('hana.ruiz@acme.example', 'openid email');
    const withGroups = payloadOf(hana.idToken);
    expect(withGroups).toMatchObject({ sub: 'hana', groups: [IDP_GROUPS.hr] });
    expect(withGroups.name).toBeUndefined();
    const without = payloadOf(
      (await rp.signIn('olu.outside@acme.example', 'openid email')).idToken,
    );
    expect(without).toMatchObject({ sub: 'olu', email: 'olu.outside@acme.example' });
    expect(without.groups).toBeUndefined();
  });

  it('rewrites the token answer on its way out, and stops when told', async () => {
    const forged = await idp.signIdToken({ iss: idp.issuer, aud: CLIENT.clientId, sub: 'nobody' });
    idp.rewriteTokenResponse(async (body) => ({ ...body, id_token: forged, extra: 'yes' }));
    try {
      const { tokens } = await rp.signIn('sarah.chen@acme.example');
      expect(tokens).toMatchObject({ id_token: forged, extra: 'yes' });
      expect(tokens.access_token).toBeTruthy();
      // What the provider issued is still known.
      expect(payloadOf(String(idp.lastIdToken()))).toMatchObject({ sub: 'sarah' });
    } finally {
      idp.rewriteTokenResponse(null);
    }
    const { idToken } = await rp.signIn('sarah.chen@acme.example');
    expect(payloadOf(idToken)).toMatchObject({ sub: 'sarah', groups: [IDP_GROUPS.engineering] });
  });

  it('signs any claims with its own key and header, as its JWKS verifies them', async () => {
    const claims = { iss: 'https://elsewhere.example', aud: 'x', sub: 'x', exp: 1 };
    const token = await idp.signIdToken(claims);
    expect(payloadOf(token)).toEqual(claims);
    expect(await verifiesAgainstJwks(token)).toBe(true);
    const { idToken } = await rp.signIn('jordan.lee@acme.example');
    expect(decodePart(token.split('.')[0])).toEqual(decodePart(idToken.split('.')[0]));
    const [header, payload, signature] = token.split('.');
    expect(await verifiesAgainstJwks(`${header}.${payload}x.${signature}`)).toBe(false);
  });

  it('rewrites the discovery document, and stops when told', async () => {
    idp.rewriteDiscovery((doc) => ({ ...doc, issuer: 'https://impostor.example' }));
    try {
      expect(await readDiscovery(idp.issuer)).toMatchObject({
        issuer: 'https://impostor.example',
        token_endpoint: `${idp.issuer}/token`,
      });
    } finally {
      idp.rewriteDiscovery(null);
    }
    expect((await readDiscovery(idp.issuer)).issuer).toBe(idp.issuer);
  });

  it('signs out at its end_session_endpoint and returns to the registered URI', async () => {
    const { driver, idToken } = await rp.signIn('jordan.lee@acme.example');
    const url = new URL(String(discovery.end_session_endpoint));
    url.search = new URLSearchParams({
      id_token_hint: idToken,
      post_logout_redirect_uri: CLIENT.postLogoutRedirectUris[0] as string,
      state: 'after-logout',
    }).toString();
    const confirm = await driver.request(url.href);
    expect(confirm.status).toBe(200);
    const html = await confirm.text();
    expect(html).toContain('<title>Q test identity provider — sign out</title>');
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const done = await driver.request(formAction(html, url.href), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf, logout: 'yes' }),
    });
    expect(done.status).toBe(303);
    const back = new URL(done.headers.get('location') ?? '');
    expect(back.origin + back.pathname).toBe(CLIENT.postLogoutRedirectUris[0]);
    expect(back.searchParams.get('state')).toBe('after-logout');

    // Signed out: the next request shows the login page again.
    const next = await driver.follow(rp.authorizationRequest().url);
    expect(next.location.pathname).toMatch(/^\/interaction\//);

    // An unregistered URI is refused.
    url.searchParams.set('post_logout_redirect_uri', 'https://attacker.example/');
    expect((await driver.request(url.href)).status).toBe(400);
  });

  it('signs out with only the client id, as a relying party without the ID token does', async () => {
    const { driver } = await rp.signIn('sarah.chen@acme.example');
    const url = new URL(String(discovery.end_session_endpoint));
    url.search = new URLSearchParams({
      client_id: CLIENT.clientId,
      post_logout_redirect_uri: CLIENT.postLogoutRedirectUris[0] as string,
    }).toString();
    const html = await (await driver.request(url.href)).text();
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const done = await driver.request(formAction(html, url.href), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf, logout: 'yes' }),
    });
    expect(done.headers.get('location')).toBe(CLIENT.postLogoutRedirectUris[0]);
  });

  it('answers a bad token request with its OAuth error', async () => {
    const { status, body } = await rp.exchange('no-such-code', 'x'.repeat(43));
    expect(status).toBe(400);
    expect(body.error).toBe('invalid_grant');
  });
});

describe('startIdp options', () => {
  it('uses the groups claim, ID token lifetime and client_secret_post it is given', async () => {
    const idp = await startIdp({
      clients: [{ ...CLIENT, tokenEndpointAuthMethod: 'client_secret_post' }],
      groupsClaim: 'roles',
      idTokenTtlSeconds: 120,
    });
    try {
      const discovery = await readDiscovery(idp.issuer);
      expect(discovery.claims_supported).toContain('roles');
      expect(discovery.claims_supported).not.toContain('groups');
      const rp = relyingParty(discovery, CLIENT.clientId, (_headers, body) => {
        body.set('client_id', CLIENT.clientId);
        body.set('client_secret', CLIENT.clientSecret);
      });
      const claims = payloadOf((await rp.signIn('ada.admin@acme.example')).idToken);
      expect(claims).toMatchObject({ sub: 'ada', roles: [IDP_GROUPS.admins] });
      expect(claims.groups).toBeUndefined();
      expect(Number(claims.exp) - Number(claims.iat)).toBe(120);
    } finally {
      await idp.close();
    }
  });

  it('authenticates a client by private_key_jwt against its registered keys', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = { ...publicKey.export({ format: 'jwk' }), kid: 'rp-key', alg: 'ES256' };
    const idp = await startIdp({
      clients: [{ clientId: 'q-jwt', redirectUris: [REDIRECT_URI], jwks: { keys: [jwk] } }],
    });
    try {
      const discovery = await readDiscovery(idp.issuer);
      const assertion = (audience: string) => {
        const now = Math.floor(Date.now() / 1000);
        const encode = (part: unknown) => Buffer.from(JSON.stringify(part)).toString('base64url');
        const input = `${encode({ alg: 'ES256', kid: 'rp-key' })}.${encode({
          iss: 'q-jwt',
          sub: 'q-jwt',
          aud: audience,
          jti: base64url(randomBytes(16)),
          iat: now,
          exp: now + 60,
        })}`;
        const signature = sign('sha256', Buffer.from(input), {
          key: privateKey,
          dsaEncoding: 'ieee-p1363',
        });
        return `${input}.${signature.toString('base64url')}`;
      };
      const rp = relyingParty(discovery, 'q-jwt', (_headers, body) => {
        body.set('client_assertion_type', 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer');
        body.set('client_assertion', assertion(idp.issuer));
      });
      expect(payloadOf((await rp.signIn('jordan.lee@acme.example')).idToken)).toMatchObject({
        aud: 'q-jwt',
        sub: 'jordan',
      });
      // An assertion signed by another key is refused.
      const { privateKey: other } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const auth = rp.authorizationRequest();
      const driver = browser();
      const { location } = await rp.submitLogin(
        driver,
        await driver.follow(auth.url),
        'jordan.lee@acme.example',
      );
      const forged = assertion(idp.issuer).split('.').slice(0, 2).join('.');
      const badSignature = sign('sha256', Buffer.from(forged), {
        key: other,
        dsaEncoding: 'ieee-p1363',
      }).toString('base64url');
      const response = await fetch(String(discovery.token_endpoint), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: rp.codeOf(location, auth),
          redirect_uri: REDIRECT_URI,
          code_verifier: auth.verifier,
          client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
          client_assertion: `${forged}.${badSignature}`,
        }),
      });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ error: 'invalid_client' });
    } finally {
      await idp.close();
    }
  });

  it('frees its port on close()', async () => {
    const idp = await startIdp({ clients: [CLIENT] });
    const port = Number(new URL(idp.issuer).port);
    await idp.close();
    await expect(fetch(`${idp.issuer}/.well-known/openid-configuration`)).rejects.toThrow();
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('refuses a client that could not authenticate', async () => {
    await expect(
      startIdp({ clients: [{ clientId: 'x', redirectUris: [REDIRECT_URI] }] }),
    ).rejects.toThrow(/needs a clientSecret or jwks/);
  });
});
