import { ZDemoUsersResponse, ZLoginResponse, ZUser } from '@q/schemas/auth';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.js';
import { sessions, users } from '../src/db/schema.js';
import { DEMO_USERS } from '../src/db/seed/demo-users.js';
import {
  ALEX,
  buildTestApp,
  freshAddress,
  login,
  SARAH,
  sessionCookie,
  type TestApp,
  testConfig,
} from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/demo-users', () => {
  it('lists one demo account per dashboard, without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/demo-users' });
    expect(response.statusCode).toBe(200);
    const demoUsers = ZDemoUsersResponse.parse(response.json());
    expect(demoUsers.map((user) => user.email)).toEqual(DEMO_USERS.map((user) => user.email));
    expect(demoUsers.map((user) => user.dashboard)).toEqual(
      expect.arrayContaining(['qube', 'aitchq', 'eyeq']),
    );
    expect(demoUsers).toContainEqual(
      expect.objectContaining({ email: SARAH, role: 'manager', dashboard: 'aitchq' }),
    );
    expect(demoUsers.filter((user) => user.role === 'manager')).toHaveLength(2);
    expect(demoUsers).toContainEqual(
      expect.objectContaining({ role: 'individual_contributor', dashboard: 'eyeq' }),
    );
  });
});

describe('POST /api/auth/login', () => {
  it('returns the user and sets an HttpOnly, SameSite=Lax, signed session cookie', async () => {
    const { response } = await login(t.app, SARAH);
    expect(response.statusCode).toBe(200);
    const { user } = ZLoginResponse.parse(response.json());
    expect(user).toMatchObject({
      email: SARAH,
      name: 'Sarah Chen',
      role: 'manager',
      preferences: { defaultDashboard: 'aitchq' },
    });

    const cookie = response.cookies.find((c) => c.name === 'q_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    // token.signature: the raw token is never the cookie value alone.
    expect(cookie?.value).toMatch(/^[\w-]{43}\.[\w+/]+={0,2}$/);
    const days = ((cookie?.expires?.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    // Stored hashed: no session row holds the raw token.
    const token = cookie?.value.split('.')[0] ?? '';
    const rows = await t.database.db.select().from(sessions);
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
  });

  it("sets a readable session hint ('1', nothing secret) for as long as the session", async () => {
    const { response } = await login(t.app, SARAH);
    const hint = response.cookies.find((c) => c.name === 'q_signed_in');
    expect(hint).toMatchObject({ value: '1', sameSite: 'Lax', path: '/' });
    expect(hint?.httpOnly).toBeFalsy();
    const days = ((hint?.expires?.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  it('marks the cookie Secure when the request came over HTTPS', async () => {
    // Behind a TLS-terminating proxy (TRUST_PROXY), X-Forwarded-Proto says how the browser came.
    const proxied = await buildApp({
      config: { ...testConfig(), trustProxy: true },
      database: t.database,
    });
    try {
      const response = await proxied.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: SARAH },
        headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': freshAddress() },
      });
      expect(response.statusCode).toBe(200);
      // Over HTTPS the session cookie carries the __Host- prefix (test/session-hardening.test.ts).
      expect(response.cookies.find((c) => c.name === '__Host-q_session')?.secure).toBe(true);
      expect(response.cookies.find((c) => c.name === 'q_signed_in')?.secure).toBe(true);
    } finally {
      await proxied.close();
    }
  });

  it('matches the email case-insensitively', async () => {
    const upper = await login(t.app, 'Sarah.Chen@ACME.example');
    expect(upper.response.statusCode).toBe(200);
    expect(ZUser.parse(upper.response.json().user).email).toBe(SARAH);
  });

  it('answers 401 User not found for an unknown email, without a cookie', async () => {
    const { response, cookie } = await login(t.app, 'nobody@acme.example');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'User not found',
    });
    expect(cookie).toBeUndefined();
    expect(response.cookies).toEqual([]);
  });

  it('creates a new session on every login', async () => {
    const first = await login(t.app, ALEX);
    const second = await login(t.app, ALEX);
    expect(first.cookie).toBeDefined();
    expect(second.cookie).not.toBe(first.cookie);
    for (const cookies of [first.cookies, second.cookies]) {
      const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', cookies });
      expect(me.statusCode).toBe(200);
    }
  });

  it('allows 10 logins a minute per address, then answers 429 in JSON', async () => {
    const remoteAddress = '10.99.0.1';
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: SARAH },
        remoteAddress,
      });
    for (let i = 0; i < 10; i += 1) expect((await attempt()).statusCode).toBe(200);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    expect(limited.json().message).toMatch(/retry in/i);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(sessionCookie(limited)).toBeUndefined();
    // Another address is not affected.
    expect((await login(t.app, SARAH)).response.statusCode).toBe(200);
  });
});

describe('GET /api/auth/me', () => {
  it('answers the user with a valid session', async () => {
    const { cookies } = await login(t.app, SARAH);
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/me', cookies });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ email: SARAH, role: 'manager' });
  });

  it('answers 401 without a cookie', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Not signed in',
    });
  });

  it('answers 401 with a forged or tampered cookie', async () => {
    const { cookie } = await login(t.app, SARAH);
    const [token = '', signature = ''] = (cookie ?? '').split('.');
    const forgeries = [
      'not-a-session',
      token, // unsigned
      // bad signature: the first character changes, since the last one's low bits decode to nothing
      `${token}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`,
      `${'A'.repeat(43)}.${signature}`, // other token, old signature
    ];
    // The genuine cookie is kept in memory first: a near copy of it must not pass for it.
    const me = (q_session: string) =>
      t.app.inject({ method: 'GET', url: '/api/auth/me', cookies: { q_session } });
    expect((await me(cookie ?? '')).statusCode).toBe(200);
    expect((await me(cookie ?? '')).statusCode).toBe(200);
    for (const forged of forgeries) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        cookies: { q_session: forged },
      });
      expect(response.statusCode, forged).toBe(401);
    }
  });

  it('answers 401 once the session has expired', async () => {
    const { cookies } = await login(t.app, ALEX);
    const [alex] = await t.database.db.select().from(users).where(eq(users.email, ALEX));
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, alex?.id ?? 0));
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/me', cookies });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/auth/logout', () => {
  it('deletes the server session and clears the cookie', async () => {
    const { cookies, cookie } = await login(t.app, SARAH);
    const before = await t.database.db.select().from(sessions);
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout', cookies });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const cleared = response.cookies.find((c) => c.name === 'q_session');
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
    const hint = response.cookies.find((c) => c.name === 'q_signed_in');
    expect(hint?.value).toBe('');
    expect(hint?.expires?.getTime()).toBeLessThan(Date.now());
    expect(await t.database.db.select().from(sessions)).toHaveLength(before.length - 1);

    // The old cookie is worthless now, even if the browser kept it.
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', cookies });
    expect(me.statusCode).toBe(401);
    expect(cookie).toBeDefined();
  });

  it('works without a session', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });
});

describe('PUT /api/auth/user/:id', () => {
  it('updates the signed-in user and persists the change', async () => {
    const { cookies, response } = await login(t.app, SARAH);
    const { id } = response.json().user;
    const update = await t.app.inject({
      method: 'PUT',
      url: `/api/auth/user/${id}`,
      cookies,
      payload: { name: 'Sarah Chen-Ito', preferences: { defaultDashboard: 'qube' } },
    });
    expect(update.statusCode).toBe(200);
    expect(ZUser.parse(update.json())).toMatchObject({
      id,
      name: 'Sarah Chen-Ito',
      role: 'manager',
      preferences: { defaultDashboard: 'qube' },
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', cookies });
    expect(me.json().user).toMatchObject({
      name: 'Sarah Chen-Ito',
      preferences: { defaultDashboard: 'qube' },
    });

    // Restore, and check that a partial update leaves the other field alone.
    const restore = await t.app.inject({
      method: 'PUT',
      url: `/api/auth/user/${id}`,
      cookies,
      payload: { name: 'Sarah Chen' },
    });
    expect(restore.json()).toMatchObject({
      name: 'Sarah Chen',
      preferences: { defaultDashboard: 'qube' },
    });
  });

  it('refuses to change the role (400) and leaves it unchanged', async () => {
    const { cookies, response } = await login(t.app, SARAH);
    const { id } = response.json().user;
    const update = await t.app.inject({
      method: 'PUT',
      url: `/api/auth/user/${id}`,
      cookies,
      payload: { role: 'executive' },
    });
    expect(update.statusCode).toBe(400);
    expect(update.json().message).toMatch(/^body: Unrecognized key.*role/);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', cookies });
    expect(me.json().user.role).toBe('manager');
  });

  it("answers 404 for another user's id and changes nothing", async () => {
    const sarah = await login(t.app, SARAH);
    const alex = await login(t.app, ALEX);
    const alexId = alex.response.json().user.id;
    const update = await t.app.inject({
      method: 'PUT',
      url: `/api/auth/user/${alexId}`,
      cookies: sarah.cookies,
      payload: { name: 'Hijacked' },
    });
    expect(update.statusCode).toBe(404);
    expect(update.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'User not found',
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', cookies: alex.cookies });
    expect(me.json().user.name).toBe('Alex Morgan');
  });

  it('answers 401 without a session', async () => {
    const update = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/user/1',
      payload: { name: 'Nobody' },
    });
    expect(update.statusCode).toBe(401);
  });

  it('answers 400 for a malformed id', async () => {
    const { cookies } = await login(t.app, SARAH);
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const update = await t.app.inject({
        method: 'PUT',
        url: `/api/auth/user/${id}`,
        cookies,
        payload: { name: 'X' },
      });
      expect(update.statusCode, id).toBe(400);
      expect(update.json().message, id).toMatch(/^params\/id: /);
    }
  });

  it('answers 400 for an empty name or an unknown dashboard', async () => {
    const { cookies, response } = await login(t.app, SARAH);
    const { id } = response.json().user;
    for (const payload of [{ name: '   ' }, { preferences: { defaultDashboard: 'other' } }]) {
      const update = await t.app.inject({
        method: 'PUT',
        url: `/api/auth/user/${id}`,
        cookies,
        payload,
      });
      expect(update.statusCode).toBe(400);
    }
  });
});

describe('sessions kept in memory', () => {
  const me = (cookies: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/auth/me', cookies });

  it('looks a session up once, then answers from memory', async () => {
    const { cookies } = await login(t.app, SARAH);
    const lookups = vi.spyOn(t.app.sessionsRepository, 'findByToken');
    try {
      for (let request = 0; request < 5; request += 1) {
        expect((await me(cookies)).statusCode).toBe(200);
      }
      expect(lookups).toHaveBeenCalledTimes(1);
    } finally {
      lookups.mockRestore();
    }
  });

  it('goes back to the database after any write, and shows a changed user at once', async () => {
    const { cookies, response } = await login(t.app, SARAH);
    const { id } = response.json().user;
    const lookups = vi.spyOn(t.app.sessionsRepository, 'findByToken');
    try {
      expect((await me(cookies)).json().user.name).toBe('Sarah Chen');
      const update = await t.app.inject({
        method: 'PUT',
        url: `/api/auth/user/${id}`,
        cookies,
        payload: { name: 'Sarah Chen-Ito' },
      });
      expect(update.statusCode).toBe(200);
      expect((await me(cookies)).json().user.name).toBe('Sarah Chen-Ito');
      // The update's own request used the kept session; the read after it did not.
      expect(lookups).toHaveBeenCalledTimes(2);
    } finally {
      lookups.mockRestore();
      await t.app.inject({
        method: 'PUT',
        url: `/api/auth/user/${id}`,
        cookies,
        payload: { name: 'Sarah Chen' },
      });
    }
  });

  it('refuses a kept session once it has expired, and looks it up again after a while', async () => {
    const { cookies } = await login(t.app, ALEX);
    expect((await me(cookies)).statusCode).toBe(200);
    const [alex] = await t.database.db.select().from(users).where(eq(users.email, ALEX));
    const [session] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, alex?.id ?? 0))
      .orderBy(desc(sessions.createdAt))
      .limit(1);
    if (!session) throw new Error('login made no session');
    const lookups = vi.spyOn(t.app.sessionsRepository, 'findByToken');
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // Past the last-seen resolution: looked up again, and its last-seen time moves on.
      vi.setSystemTime(Date.now() + 11 * 60 * 1000);
      expect((await me(cookies)).statusCode).toBe(200);
      expect(lookups).toHaveBeenCalledTimes(1);
      const [seen] = await t.database.db.select().from(sessions).where(eq(sessions.id, session.id));
      expect(seen?.lastSeenAt.getTime()).toBeGreaterThan(session.lastSeenAt.getTime());

      vi.setSystemTime(session.expiresAt.getTime() + 1000);
      expect((await me(cookies)).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
      lookups.mockRestore();
    }
  });
});
