import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { type BambooHrFake, startBambooHrFake } from '@q/provider-fakes/bamboohr';
import { createDemoCompany, DEMO_COMPANY_ACCOUNTS } from '@q/provider-fakes/demo-company';
import {
  IDP_ACCOUNTS,
  IDP_PASSWORD,
  IDP_UNVERIFIED_DIRECTORY_PERSON,
  type RunningIdp,
  startIdp,
} from '@q/provider-fakes/idp';
import { isStorableLine } from '@q/schemas/common';
import { ZStartSyncResponse, ZSyncRunsResponse } from '@q/schemas/sync';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOidcConfig, ZOidcEnv } from '../src/auth/oidc-config.js';
import { users } from '../src/db/schema.js';
import { buildTestApp, createBambooHrIntegration, freshAddress, type TestApp } from './helpers.js';
import { rememberKey } from './secrets-scan.js';

/**
 * Sign-in through a real OpenID provider (`oidc-provider`, started in-process on loopback by
 * `@q/provider-fakes/idp`), the whole authorization code flow as a browser goes through it: Q's
 * start, the provider's own login form, the provider's redirect back to Q's callback. The
 * provider's answers can be rewritten on their way out (`rewriteTokenResponse`), so the tests
 * also play a provider that replays, tampers with, expires or misaddresses its ID tokens.
 *
 * The company: Acme, the demo company of `pnpm fakes` (its BambooHR), connected by Ada Admin (in
 * the provider's admin group, in no directory) before anyone else can sign in.
 */

/** Q's public origin as the provider knows it; its redirects there are delivered in-process. */
const Q = 'http://127.0.0.1:3999';
const CLIENT_ID = 'q-test';
const CLIENT_SECRET = 'q-test-client-secret-that-must-never-leak';

const account = (id: string) => {
  const found = IDP_ACCOUNTS.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no test account ${id}`);
  return found;
};

function oidcSettings(issuer: string, env: Record<string, string> = {}) {
  const { config, problems } = readOidcConfig(
    ZOidcEnv.parse({
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: CLIENT_ID,
      OIDC_CLIENT_SECRET: CLIENT_SECRET,
      OIDC_REDIRECT_BASE: Q,
      COMPANY_NAME: 'Acme',
      OIDC_PROVIDER_NAME: 'Q test identity provider',
      OIDC_ADMIN_GROUPS: 'q-admins',
      OIDC_GROUP_ROLES: 'q-hr=hr,q-executives=executive',
      ...env,
    }),
  );
  if (!config) throw new Error(problems.join('\n'));
  return config;
}

/** A cookie of a `Set-Cookie` line that ends it (expired or Max-Age=0). */
const ends = (line: string) => /max-age=0/i.test(line) || /expires=Thu, 01 Jan 1970/i.test(line);

/**
 * A browser without JavaScript: its cookies for Q (delivered to the app in-process) and for the
 * provider (over HTTP), following redirects by hand so each hop can be looked at.
 */
class Browser {
  readonly qCookies = new Map<string, string>();
  private readonly idpCookies = new Map<string, string>();

  constructor(private readonly app: TestApp['app']) {}

  /** A GET of Q at `url` (absolute or a path). */
  async toQ(url: string): Promise<LightMyRequestResponse> {
    const target = new URL(url, Q);
    const response = await this.app.inject({
      url: `${target.pathname}${target.search}`,
      cookies: Object.fromEntries(this.qCookies),
      remoteAddress: freshAddress(),
    });
    for (const cookie of response.cookies) {
      const expired =
        cookie.maxAge === 0 ||
        (cookie.expires !== undefined && cookie.expires.getTime() < Date.now());
      if (expired) this.qCookies.delete(cookie.name);
      else this.qCookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  private async toIdp(url: string, init: RequestInit = {}): Promise<Response> {
    const cookie = [...this.idpCookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), ...(cookie && { cookie }) },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      if (ends(line)) this.idpCookies.delete(name);
      else this.idpCookies.set(name, pair.slice(at + 1));
    }
    return response;
  }

  /**
   * Starts at Q and signs in at the provider's login form as `email`: answers the address the
   * provider sends the browser back to (Q's callback with its query), not yet followed.
   */
  async atProvider(email: string, returnTo?: string): Promise<string> {
    const start = await this.toQ(
      `/api/auth/oidc/start${returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : ''}`,
    );
    expect(start.statusCode).toBe(303);
    let location = String(start.headers.location);
    for (let hop = 0; hop < 12; hop += 1) {
      if (location.startsWith(`${Q}/`)) return location;
      const response = await this.toIdp(location);
      if (response.status === 200) {
        const page = await response.text();
        const action = /<form method="post" action="([^"]+)"/
          .exec(page)?.[1]
          ?.replace(/&amp;/g, '&');
        if (!action) throw new Error(`no login form at ${location}`);
        const posted = await this.toIdp(new URL(action, location).href, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ email, password: IDP_PASSWORD }).toString(),
        });
        location = new URL(String(posted.headers.get('location')), location).href;
        continue;
      }
      const next = response.headers.get('location');
      if (!next) throw new Error(`${location} answered ${response.status} without a redirect`);
      location = new URL(next, location).href;
    }
    throw new Error('too many redirects');
  }

  /** The whole sign-in: answers Q's answer to the callback. */
  async signIn(email: string, returnTo?: string): Promise<LightMyRequestResponse> {
    return this.toQ(await this.atProvider(email, returnTo));
  }

  async me() {
    return this.toQ('/api/auth/me');
  }
}

const refusedWith = (response: LightMyRequestResponse, problem: string) => {
  expect(response.statusCode).toBe(303);
  expect(response.headers.location).toBe(`/login?signin=${problem}`);
  expect(response.cookies.find((cookie) => cookie.name === 'q_session')).toBeUndefined();
};

const signedInTo = (response: LightMyRequestResponse, page: string) => {
  expect(response.statusCode).toBe(303);
  expect(response.headers.location).toBe(page);
  const session = response.cookies.find((cookie) => cookie.name === 'q_session');
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  expect(response.cookies.find((cookie) => cookie.name === 'q_signed_in')?.value).toBe('1');
};

/** The payload of a JWT, read without any check. */
const claimsOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;

let idp: RunningIdp;
let t: TestApp;
let bamboo: BambooHrFake;
const company = createDemoCompany();
const logLines: string[] = [];

beforeAll(async () => {
  // The suite's secrets scan searches every answer and log line of this file for it.
  rememberKey(CLIENT_SECRET);
  idp = await startIdp({
    clients: [
      {
        clientId: CLIENT_ID,
        clientSecret: CLIENT_SECRET,
        redirectUris: [`${Q}/api/auth/oidc/callback`],
        postLogoutRedirectUris: [`${Q}/login`],
      },
    ],
  });
  bamboo = await startBambooHrFake({ employees: company.employees, timeOff: company.timeOff });
  t = await buildTestApp({
    config: {
      oidc: oidcSettings(idp.issuer),
      demoLogin: false,
      integrationAllowPrivateTargets: true,
    },
    logger: {
      level: 'debug',
      stream: new Writable({
        write(chunk, _encoding, done) {
          logLines.push(String(chunk));
          done();
        },
      }),
    },
  });
}, 60_000);

afterAll(async () => {
  await t?.close();
  await bamboo?.close();
  await idp?.close();
});

/** Syncs the company's HRIS as the admin of `cookies` and waits for the run to succeed. */
async function syncHris(admin: Browser, integrationId: number) {
  const started = await t.app.inject({
    method: 'POST',
    url: `/api/system-integrations/${integrationId}/sync`,
    cookies: Object.fromEntries(admin.qCookies),
  });
  expect(started.statusCode).toBe(202);
  const { runId } = ZStartSyncResponse.parse(started.json());
  for (let i = 0; i < 400; i += 1) {
    const runs = ZSyncRunsResponse.parse(
      (await admin.toQ(`/api/system-integrations/${integrationId}/sync-runs`)).json(),
    );
    const run = runs.find((candidate) => candidate.id === runId);
    if (run && run.status !== 'running') {
      expect(run.status).toBe('success');
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the sync did not finish');
}

let ada: Browser;
let hrisId: number;

describe('before the company has connected its HRIS', () => {
  it('refuses a verified person in no directory and no group, with the company named', async () => {
    refusedWith(await new Browser(t.app).signIn(account('olu').email), 'not-in-directory');
    const options = (await t.app.inject('/api/auth/sign-in-options')).json();
    expect(options).toMatchObject({
      company: 'Acme',
      demoLogin: false,
      provider: { name: 'Q test identity provider', signInPath: '/api/auth/oidc/start' },
    });
  });

  it('signs in an admin by group, who connects and syncs the HRIS', async () => {
    ada = new Browser(t.app);
    signedInTo(await ada.signIn(account('ada').email), '/dashboard');
    expect((await ada.me()).json().user).toMatchObject({
      email: 'ada.admin@acme.example',
      name: 'Ada Admin',
    });
    expect((await ada.toQ('/api/organisation')).json()).toEqual({
      name: 'Acme',
      canManageConnections: true,
      canManageAccess: true,
    });
    hrisId = await createBambooHrIntegration(t.app, Object.fromEntries(ada.qCookies), bamboo);
    await syncHris(ada, hrisId);
  });
});

describe('the whole code flow', () => {
  it("signs in a person of the directory to their role's dashboard, or the page they asked for", async () => {
    const sarah = new Browser(t.app);
    signedInTo(await sarah.signIn(DEMO_COMPANY_ACCOUNTS.sarah.workEmail), '/dashboard');
    expect((await sarah.me()).json().user).toMatchObject({
      email: DEMO_COMPANY_ACCOUNTS.sarah.workEmail,
      name: 'Sarah Chen',
      role: 'manager',
    });
    // The pending sign-in is spent: its cookie is gone.
    expect(sarah.qCookies.has('q_oidc')).toBe(false);

    const jordan = new Browser(t.app);
    signedInTo(await jordan.signIn(DEMO_COMPANY_ACCOUNTS.jordan.workEmail), '/eyeq-dashboard');
    expect((await jordan.me()).json().user.role).toBe('individual_contributor');

    const priya = new Browser(t.app);
    signedInTo(await priya.signIn(DEMO_COMPANY_ACCOUNTS.priya.workEmail, '/settings'), '/settings');
  });

  it('keeps the attempt in an encrypted, HttpOnly, Lax cookie for the start and the callback only', async () => {
    const browser = new Browser(t.app);
    const start = await browser.toQ('/api/auth/oidc/start');
    const pending = start.cookies.find((cookie) => cookie.name === 'q_oidc');
    expect(pending).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api/auth/oidc/',
      maxAge: 600,
    });
    const authorize = new URL(String(start.headers.location));
    expect(authorize.origin).toBe(idp.issuer);
    const params = Object.fromEntries(authorize.searchParams);
    expect(params).toMatchObject({
      client_id: CLIENT_ID,
      response_type: 'code',
      redirect_uri: `${Q}/api/auth/oidc/callback`,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    for (const secret of [params.state, params.nonce]) {
      expect(secret).toMatch(/^[\w-]{20,}$/);
      expect(pending?.value).not.toContain(secret);
    }
  });

  it('over HTTPS, marks the attempt cookie Secure under a __Secure- name', async () => {
    const secure = await buildTestApp({
      config: { oidc: oidcSettings(idp.issuer), demoLogin: false, trustProxy: true },
    });
    try {
      const start = await secure.app.inject({
        url: '/api/auth/oidc/start',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(start.statusCode).toBe(303);
      expect(start.cookies.find((cookie) => cookie.name === '__Secure-q_oidc')).toMatchObject({
        secure: true,
        httpOnly: true,
      });
    } finally {
      await secure.close();
    }
  });

  it('refuses a return path that is not a page of Q', async () => {
    for (const returnTo of [
      'https://evil.example/',
      '//evil.example',
      '/login',
      '/api/auth/me',
      '/dashboard/../x',
    ]) {
      const response = await new Browser(t.app).toQ(
        `/api/auth/oidc/start?returnTo=${encodeURIComponent(returnTo)}`,
      );
      expect(response.statusCode, returnTo).toBe(400);
      expect(response.headers.location).toBeUndefined();
    }
  });
});

describe('a callback that does not belong to the attempt', () => {
  it('refuses a wrong or missing state', async () => {
    const browser = new Browser(t.app);
    const callback = new URL(await browser.atProvider(DEMO_COMPANY_ACCOUNTS.sarah.workEmail));
    const wrong = new URL(callback);
    wrong.searchParams.set('state', 'not-the-state-of-this-attempt');
    const copy = new Map(browser.qCookies);
    refusedWith(await browser.toQ(wrong.href), 'failed');

    const again = new Browser(t.app);
    for (const [name, value] of copy) again.qCookies.set(name, value);
    const missing = new URL(callback);
    missing.searchParams.delete('state');
    refusedWith(await again.toQ(missing.href), 'failed');
  });

  it('refuses a callback in a browser that did not start it, and a second use of one', async () => {
    const browser = new Browser(t.app);
    const callback = await browser.atProvider(DEMO_COMPANY_ACCOUNTS.sarah.workEmail);
    refusedWith(await new Browser(t.app).toQ(callback), 'expired');
    signedInTo(await browser.toQ(callback), '/dashboard');
    // The attempt is spent: the same address again finds no pending sign-in.
    refusedWith(await browser.toQ(callback), 'expired');
  });

  it("refuses another attempt's code: its PKCE verifier does not match", async () => {
    const first = new Browser(t.app);
    const stolen = new URL(await first.atProvider(DEMO_COMPANY_ACCOUNTS.sarah.workEmail));
    const victim = new Browser(t.app);
    const own = new URL(await victim.atProvider(DEMO_COMPANY_ACCOUNTS.jordan.workEmail));
    own.searchParams.set('code', String(stolen.searchParams.get('code')));
    refusedWith(await victim.toQ(own.href), 'failed');
  });

  it('says "cancelled" when the provider answers with an error', async () => {
    const browser = new Browser(t.app);
    const callback = new URL(await browser.atProvider(DEMO_COMPANY_ACCOUNTS.sarah.workEmail));
    const denied = new URL(`${Q}/api/auth/oidc/callback`);
    denied.searchParams.set('error', 'access_denied');
    denied.searchParams.set('state', String(callback.searchParams.get('state')));
    denied.searchParams.set('iss', idp.issuer);
    refusedWith(await browser.toQ(denied.href), 'cancelled');
  });
});

describe('a provider whose ID token is not to be trusted', () => {
  afterAll(() => idp.rewriteTokenResponse(null));

  /** Signs Sarah in while the provider's token answers pass through `rewrite`. */
  async function withRewrite(rewrite: Parameters<RunningIdp['rewriteTokenResponse']>[0]) {
    idp.rewriteTokenResponse(rewrite);
    try {
      return await new Browser(t.app).signIn(DEMO_COMPANY_ACCOUNTS.sarah.workEmail);
    } finally {
      idp.rewriteTokenResponse(null);
    }
  }

  it('refuses a replayed ID token: its nonce is of another attempt', async () => {
    signedInTo(
      await new Browser(t.app).signIn(DEMO_COMPANY_ACCOUNTS.sarah.workEmail),
      '/dashboard',
    );
    const earlier = idp.lastIdToken();
    expect(earlier).toBeDefined();
    refusedWith(await withRewrite((body) => ({ ...body, id_token: earlier })), 'failed');
  });

  it('refuses a tampered ID token (claims changed after signing)', async () => {
    const response = await withRewrite((body) => {
      const [header, , signature] = String(body.id_token).split('.');
      const claims = { ...claimsOf(String(body.id_token)), email: 'alex.morgan@acme.example' };
      const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
      return { ...body, id_token: `${header}.${payload}.${signature}` };
    });
    refusedWith(response, 'failed');
  });

  it('refuses an expired ID token, however well signed', async () => {
    const now = Math.floor(Date.now() / 1000);
    const response = await withRewrite(async (body) => ({
      ...body,
      id_token: await idp.signIdToken({
        ...claimsOf(String(body.id_token)),
        iat: now - 7200,
        exp: now - 3600,
      }),
    }));
    refusedWith(response, 'failed');
  });

  it('refuses an ID token of another issuer, or for another client', async () => {
    for (const change of [{ iss: 'https://idp.evil.example' }, { aud: 'another-client' }]) {
      const response = await withRewrite(async (body) => ({
        ...body,
        id_token: await idp.signIdToken({ ...claimsOf(String(body.id_token)), ...change }),
      }));
      refusedWith(response, 'failed');
    }
  });

  it('refuses a provider whose discovery names another issuer', async () => {
    idp.rewriteDiscovery((doc) => ({ ...doc, issuer: 'https://idp.evil.example' }));
    const other = await buildTestApp({
      config: { oidc: oidcSettings(idp.issuer), demoLogin: false },
    });
    try {
      const start = await other.app.inject('/api/auth/oidc/start');
      expect(start.statusCode).toBe(303);
      expect(start.headers.location).toBe('/login?signin=failed');
      expect(start.cookies.find((cookie) => cookie.name === 'q_oidc')).toBeUndefined();
    } finally {
      idp.rewriteDiscovery(null);
      await other.close();
    }
  });
});

describe('accounts from the org chart and the groups', () => {
  it('refuses an email the provider did not verify, even one of the directory', async () => {
    expect(
      company.employees.some(
        (person) => person.workEmail === IDP_UNVERIFIED_DIRECTORY_PERSON.email,
      ),
    ).toBe(true);
    refusedWith(
      await new Browser(t.app).signIn(IDP_UNVERIFIED_DIRECTORY_PERSON.email),
      'email-unverified',
    );
  });

  it('refuses a verified email the directory does not hold', async () => {
    refusedWith(await new Browser(t.app).signIn(account('olu').email), 'not-in-directory');
    const [olu] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, account('olu').email));
    expect(olu).toBeUndefined();
  });

  it('maps groups: an executive admin, and HR outside the directory', async () => {
    const alex = new Browser(t.app);
    signedInTo(await alex.signIn(DEMO_COMPANY_ACCOUNTS.ceo.workEmail), '/qube');
    expect((await alex.me()).json().user.role).toBe('executive');
    expect((await alex.toQ('/api/organisation')).json().canManageConnections).toBe(true);

    const hana = new Browser(t.app);
    signedInTo(await hana.signIn(account('hana').email), '/dashboard');
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, account('hana').email));
    expect(row?.groupRoles).toEqual(['hr']);
    expect((await hana.toQ('/api/organisation')).json().canManageConnections).toBe(false);
  });

  it('re-evaluates the groups at every sign-in: one taken out of the admin group is no admin', async () => {
    idp.rewriteTokenResponse(async (body) => ({
      ...body,
      id_token: await idp.signIdToken({
        ...claimsOf(String(body.id_token)),
        groups: ['q-executives'],
      }),
    }));
    const alex = new Browser(t.app);
    try {
      signedInTo(await alex.signIn(DEMO_COMPANY_ACCOUNTS.ceo.workEmail), '/qube');
    } finally {
      idp.rewriteTokenResponse(null);
    }
    expect((await alex.toQ('/api/organisation')).json().canManageConnections).toBe(false);
  });

  it('refuses rather than downgrades when the provider stops sending the groups of someone who had some', async () => {
    // A claim the provider sends only when told to (here: by the token rewrite), so that its
    // absence is the provider's, in the ID token and at userinfo alike.
    const other = await buildTestApp({
      config: {
        oidc: oidcSettings(idp.issuer, { OIDC_GROUPS_CLAIM: 'q_groups' }),
        demoLogin: false,
      },
    });
    try {
      idp.rewriteTokenResponse(async (body) => ({
        ...body,
        id_token: await idp.signIdToken({
          ...claimsOf(String(body.id_token)),
          q_groups: ['q-admins'],
        }),
      }));
      try {
        signedInTo(await new Browser(other.app).signIn(account('ada').email), '/dashboard');
      } finally {
        idp.rewriteTokenResponse(null);
      }
      refusedWith(await new Browser(other.app).signIn(account('ada').email), 'no-groups');
      // For someone whose groups never granted anything, no claim is no group.
      refusedWith(await new Browser(other.app).signIn(account('olu').email), 'not-in-directory');
    } finally {
      await other.close();
    }
  });
});

describe('sessions that end', () => {
  it("sends a provider session's sign-out to /login, which offers the provider's own sign-out", async () => {
    const sarah = new Browser(t.app);
    signedInTo(await sarah.signIn(DEMO_COMPANY_ACCOUNTS.sarah.workEmail), '/dashboard');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: Object.fromEntries(sarah.qCookies),
    });
    expect(out.json()).toEqual({ ok: true, next: '/login?signed-out=1' });
    const { provider } = (await t.app.inject('/api/auth/sign-in-options')).json();
    const signOut = new URL(provider.signOutUrl);
    expect(signOut.origin).toBe(idp.issuer);
    expect(Object.fromEntries(signOut.searchParams)).toEqual({
      client_id: CLIENT_ID,
      post_logout_redirect_uri: `${Q}/login`,
    });
    expect((await sarah.me()).statusCode).toBe(401);
  });

  it("lets an admin list the organisation's accounts and end a person's sessions", async () => {
    const priya = new Browser(t.app);
    signedInTo(await priya.signIn(DEMO_COMPANY_ACCOUNTS.priya.workEmail), '/dashboard');
    const list = await ada.toQ('/api/organisation/members');
    expect(list.statusCode).toBe(200);
    const members = list.json().members as {
      id: number;
      email: string;
      activeSessions: number;
      signsInWith: string;
    }[];
    const priyaRow = members.find(
      (member) => member.email === DEMO_COMPANY_ACCOUNTS.priya.workEmail,
    );
    expect(priyaRow).toMatchObject({ signsInWith: 'identity-provider' });
    expect(priyaRow?.activeSessions).toBeGreaterThanOrEqual(1);
    // No demo account of the sample company is a member of the real one.
    expect(members.every((member) => member.signsInWith === 'identity-provider')).toBe(true);

    expect((await priya.toQ('/api/organisation/members')).statusCode).toBe(403);
    const end = (browser: Browser, id: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/organisation/members/${id}/end-sessions`,
        cookies: Object.fromEntries(browser.qCookies),
      });
    expect((await end(priya, priyaRow?.id ?? 0)).statusCode).toBe(403);
    // An account of the demo organisation is no member of Acme's.
    expect((await end(ada, 1)).statusCode).toBe(404);
    const ended = await end(ada, priyaRow?.id ?? 0);
    expect(ended.statusCode).toBe(200);
    expect(ended.json().ended).toBeGreaterThanOrEqual(1);
    expect((await priya.me()).statusCode).toBe(401);
  });

  it('ends the sessions of a person the next sync says has left, who cannot sign in again', async () => {
    const jordan = new Browser(t.app);
    signedInTo(await jordan.signIn(DEMO_COMPANY_ACCOUNTS.jordan.workEmail), '/eyeq-dashboard');
    const person = bamboo.employees.find(
      (candidate) => candidate.workEmail === DEMO_COMPANY_ACCOUNTS.jordan.workEmail,
    );
    if (!person) throw new Error('Jordan is not in the company');
    person.status = 'Inactive';
    person.terminationDate = '2026-01-31';
    await syncHris(ada, hrisId);
    expect((await jordan.me()).statusCode).toBe(401);
    refusedWith(
      await new Browser(t.app).signIn(DEMO_COMPANY_ACCOUNTS.jordan.workEmail),
      'not-in-directory',
    );
  });
});

describe('secrets', () => {
  it('never puts the client secret, a code or a token in an answer or a log line', async () => {
    const browser = new Browser(t.app);
    const callback = new URL(await browser.atProvider(DEMO_COMPANY_ACCOUNTS.sarah.workEmail));
    const answer = await browser.toQ(callback.href);
    signedInTo(answer, '/dashboard');
    const token = idp.lastIdToken() ?? '';
    const code = String(callback.searchParams.get('code'));
    const logs = logLines.join('\n');
    for (const secret of [CLIENT_SECRET, token, token.split('.')[2] ?? '', code]) {
      expect(secret.length).toBeGreaterThan(10);
      expect(logs).not.toContain(secret);
      expect(answer.body).not.toContain(secret);
      expect(JSON.stringify(answer.headers)).not.toContain(secret);
    }
  });
});

describe('private-key JWT client authentication', () => {
  it('signs in with a client that authenticates by a signed assertion, not a secret', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'q-oidc-key-'));
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const keyFile = join(dir, 'client.pem');
    writeFileSync(keyFile, privateKey.export({ format: 'pem', type: 'pkcs8' }));
    const jwk = {
      ...publicKey.export({ format: 'jwk' }),
      kid: 'q-client-1',
      alg: 'RS256',
      use: 'sig',
    };
    const keyed = await startIdp({
      clients: [
        {
          clientId: 'q-keyed',
          redirectUris: [`${Q}/api/auth/oidc/callback`],
          tokenEndpointAuthMethod: 'private_key_jwt',
          jwks: { keys: [jwk] },
        },
      ],
    });
    const app = await buildTestApp({
      config: {
        oidc: oidcSettings(keyed.issuer, {
          OIDC_CLIENT_ID: 'q-keyed',
          OIDC_CLIENT_SECRET: '',
          OIDC_CLIENT_AUTH: 'private_key_jwt',
          OIDC_PRIVATE_KEY_FILE: keyFile,
          OIDC_PRIVATE_KEY_ID: 'q-client-1',
        }),
        demoLogin: false,
      },
    });
    try {
      // Ada is an admin by group: she may sign in before any directory.
      signedInTo(await new Browser(app.app).signIn(account('ada').email), '/dashboard');
    } finally {
      await app.close();
      await keyed.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a hostile callback, and a hostile provider', () => {
  /** Text as an attacker writes it: control characters, lone surrogates, markup, sheer length. */
  const hostileText = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.constantFrom(
      '\u0000',
      '\ud800',
      '<script>alert(1)</script>',
      '../../etc/passwd',
      '%2e%2e%2f',
      'x'.repeat(5000),
      'alex.morgan@acme.example\r\nSet-Cookie: q_session=1',
    ),
  );

  it('refuses any made-up answer to a real attempt, never with a session or a 5xx', async () => {
    const browser = new Browser(t.app);
    const real = new URL(await browser.atProvider(DEMO_COMPANY_ACCOUNTS.sarah.workEmail));
    const pending = String(browser.qCookies.get('q_oidc'));
    const state = String(real.searchParams.get('state'));
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            code: hostileText,
            state: fc.oneof(fc.constant(state), hostileText),
            iss: fc.oneof(fc.constant(idp.issuer), hostileText),
            error: hostileText,
            error_description: hostileText,
            session_state: hostileText,
          },
          { requiredKeys: [] },
        ),
        async (params) => {
          const callback = new URL(`${Q}/api/auth/oidc/callback`);
          for (const [name, value] of Object.entries(params)) {
            callback.searchParams.set(name, value);
          }
          const response = await t.app.inject({
            url: `${callback.pathname}${callback.search}`,
            cookies: { q_oidc: pending },
            remoteAddress: freshAddress(),
          });
          expect(response.statusCode, callback.search).toBeLessThan(500);
          expect(response.cookies.map((cookie) => cookie.name)).not.toContain('q_session');
          if (response.statusCode === 303) {
            expect(String(response.headers.location)).toMatch(/^\/login\?signin=[a-z-]+$/);
          } else {
            expect(response.statusCode).toBe(400);
          }
        },
      ),
      { numRuns: Math.max(60, Math.ceil(Number(process.env.FUZZ_RUNS ?? 0) / 20)) },
    );
  });

  it('keeps only storable, bounded names and emails from a provider that sends hostile claims', async () => {
    const deep = (depth: number): unknown => (depth === 0 ? 'q-admins' : [deep(depth - 1)]);
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          name: fc.oneof(hostileText, fc.constant(42), fc.constant(null)),
          email: fc.oneof(fc.constant(DEMO_COMPANY_ACCOUNTS.sarah.workEmail), hostileText),
          groups: fc.oneof(
            fc.array(hostileText, { maxLength: 5 }),
            fc.constant(deep(200)),
            fc.constant({ admin: true }),
            fc.constant(Array.from({ length: 5000 }, (_, i) => `group-${i}`)),
          ),
        }),
        async (hostile) => {
          idp.rewriteTokenResponse(async (body) => ({
            ...body,
            id_token: await idp.signIdToken({ ...claimsOf(String(body.id_token)), ...hostile }),
          }));
          let response: LightMyRequestResponse;
          try {
            response = await new Browser(t.app).signIn(DEMO_COMPANY_ACCOUNTS.sarah.workEmail);
          } finally {
            idp.rewriteTokenResponse(null);
          }
          expect(response.statusCode).toBe(303);
          const stored = await t.database.db
            .select({ name: users.name, email: users.email, grants: users.groupRoles })
            .from(users);
          for (const row of stored) {
            expect(isStorableLine(row.name) && row.name.length <= 120, row.name).toBe(true);
            expect(isStorableLine(row.email) && row.email.length <= 254, row.email).toBe(true);
            // Deeply nested or non-string groups grant nothing.
            expect(row.grants.every((grant) => ['admin', 'hr', 'executive'].includes(grant))).toBe(
              true,
            );
          }
        },
      ),
      { numRuns: Math.max(30, Math.ceil(Number(process.env.FUZZ_RUNS ?? 0) / 40)) },
    );
  });
});
