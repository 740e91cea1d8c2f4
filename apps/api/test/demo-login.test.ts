import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  freshAddress,
  insertOrganisation,
  insertUser,
  login,
  SARAH,
  sessionCookie,
  type TestApp,
} from './helpers.js';

/**
 * The demo login signs in the demo organisation's accounts by email, without proof: right for
 * the public demo, never for a real company. It signs in no account of another organisation
 * (even one with a demo account's address), and is off, with the demo accounts, when told so.
 */

const signInByEmail = (t: TestApp, email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email },
    remoteAddress: freshAddress(),
  });

describe('the demo login, on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    const globex = await insertOrganisation(t.database, 'Globex');
    await insertUser(t.database, {
      email: 'hank.scorpio@globex.example',
      name: 'Hank',
      organisationId: globex,
    });
    // The same address as a demo account, in a real company.
    await insertUser(t.database, { email: SARAH, name: 'Sarah of Globex', organisationId: globex });
  });
  afterAll(() => t?.close());

  it('signs in a demo account, and the demo account of an address another organisation shares', async () => {
    const { response } = await login(t.app, SARAH);
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ email: SARAH, name: 'Sarah Chen' });
  });

  it("refuses another organisation's account as it refuses an unknown one, and sets no cookie", async () => {
    for (const email of ['hank.scorpio@globex.example', 'nobody@globex.example']) {
      const response = await signInByEmail(t, email);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('User not found');
      expect(sessionCookie(response)).toBeUndefined();
    }
  });

  it("lets no visitor of the demo see or end the demo accounts' shared sessions", async () => {
    const { cookies } = await login(t.app, SARAH);
    expect((await t.app.inject({ url: '/api/organisation', cookies })).json()).toEqual({
      name: 'Acme',
      canManageConnections: true,
      canManageAccess: false,
    });
    const list = await t.app.inject({ url: '/api/organisation/members', cookies });
    expect(list.statusCode).toBe(403);
    expect(list.json().message).toMatch(/^Only an admin of the company can see who has access/);
    const end = await t.app.inject({
      method: 'POST',
      url: '/api/organisation/members/2/end-sessions',
      cookies,
    });
    expect(end.statusCode).toBe(403);
  });

  it('offers the demo accounts, and no identity provider', async () => {
    expect((await t.app.inject('/api/demo-users')).json()).toHaveLength(4);
    expect((await t.app.inject('/api/auth/sign-in-options')).json()).toEqual({
      company: null,
      provider: null,
      demoLogin: true,
    });
    for (const path of ['/api/auth/oidc/start', '/api/auth/oidc/callback?code=x&state=y']) {
      const response = await t.app.inject(path);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toMatch(/not configured/);
    }
  });
});

describe('the demo login, off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { demoLogin: false } });
  });
  afterAll(() => t?.close());

  it('signs in no one by email, and offers no demo account', async () => {
    const response = await signInByEmail(t, SARAH);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Sign-in by email is off');
    expect(sessionCookie(response)).toBeUndefined();
    expect((await t.app.inject('/api/demo-users')).json()).toEqual([]);
    expect((await t.app.inject('/api/auth/sign-in-options')).json()).toMatchObject({
      demoLogin: false,
    });
  });
});
