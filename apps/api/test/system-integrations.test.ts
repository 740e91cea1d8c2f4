import { ZConnectionTestResponse, ZSystemIntegration } from '@q/schemas/integrations';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemIntegrations } from '../src/db/schema.js';
import { closedPort, type FakeProvider, startFakeProvider } from './fake-provider.js';
import {
  ALEX,
  buildTestApp,
  insertOrganisation,
  insertUser,
  login,
  PRIYA,
  SARAH,
  signInMember,
  snapshotTables,
  type TestApp,
} from './helpers.js';

const SARAH_KEY = 'sk_live_sarah_0123456789_SECRET';
const ALEX_KEY = 'sk_live_alex_9876543210_SECRET';

let t: TestApp;
let fake: FakeProvider;
let sarah: Record<string, string>;
let alex: Record<string, string>;
/** Not an admin: sees the connections, changes none. */
let priya: Record<string, string>;
/** An admin of another organisation. */
let hank: Record<string, string>;
const HANK = 'hank.scorpio@globex.example';
/** Every answer body of this file, to prove no key ever left the server. */
const answers: string[] = [];
/** Every log line the app wrote (trace level), to prove no key was logged. */
const logLines: string[] = [];

beforeAll(async () => {
  fake = await startFakeProvider(SARAH_KEY);
  t = await buildTestApp({
    config: {
      integrationAllowPrivateTargets: true,
      integrationTimeoutMs: 500,
      adminEmails: [SARAH, ALEX, HANK].map((email) => email.toLowerCase()),
    },
    logger: { level: 'trace', stream: { write: (line: string) => logLines.push(line) } },
  });
  sarah = (await login(t.app, SARAH)).cookies;
  alex = (await login(t.app, ALEX)).cookies;
  priya = (await login(t.app, PRIYA)).cookies;
  const globex = await insertOrganisation(t.database, 'Globex');
  await insertUser(t.database, { email: HANK, name: 'Hank Scorpio', organisationId: globex });
  hank = (await signInMember(t.app, HANK)).cookies;
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
async function call(
  method: Method,
  url: string,
  cookies: Record<string, string>,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  const response = await t.app.inject({
    method,
    url,
    cookies,
    ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
  });
  answers.push(response.body);
  return response;
}

/**
 * ADP and Lever have no connector: their connection test is the plain GET with a Bearer key that
 * this file is about (providers the suite syncs are tested by their connector: test/sync.test.ts).
 */
const hrisDraft = (overrides: Record<string, unknown> = {}) => ({
  systemType: 'hris',
  systemName: 'adp',
  userId: 'current-user',
  isEnabled: true,
  syncFrequency: 'daily',
  apiEndpoint: `${fake.origin}/workday`,
  apiKey: SARAH_KEY,
  webhookUrl: null,
  configData: null,
  ...overrides,
});

let hrisId: number;

describe('access', () => {
  it.each([
    ['GET', '/api/system-integrations'],
    ['POST', '/api/system-integrations'],
    ['PATCH', '/api/system-integrations/1'],
    ['POST', '/api/system-integrations/1/test'],
    ['DELETE', '/api/system-integrations/1'],
  ] as const)('%s %s needs a session', async (method, url) => {
    const response = await call(method, url, {}, method === 'GET' ? undefined : {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Not signed in',
    });
  });
});

describe('create and list', () => {
  it('starts empty', async () => {
    const response = await call('GET', '/api/system-integrations', sarah);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('creates a record owned by the session user, with a masked hint instead of the key', async () => {
    const response = await call('POST', '/api/system-integrations', sarah, hrisDraft());
    expect(response.statusCode).toBe(201);
    const created = ZSystemIntegration.parse(response.json());
    const me = await call('GET', '/api/auth/me', sarah);
    expect(created).toMatchObject({
      systemType: 'hris',
      systemName: 'adp',
      userId: me.json().user.id,
      isEnabled: true,
      syncFrequency: 'daily',
      apiEndpoint: `${fake.origin}/workday`,
      webhookUrl: null,
      hasApiKey: true,
      apiKeyHint: '••••CRET',
      syncStatus: 'pending',
      lastSyncAt: null,
    });
    expect(response.json()).not.toHaveProperty('apiKey');
    hrisId = created.id;

    const list = await call('GET', '/api/system-integrations', sarah);
    expect(list.json()).toEqual([created]);
  });

  it('stores only ciphertext in the database', async () => {
    const [row] = await t.database.db
      .select()
      .from(systemIntegrations)
      .where(eq(systemIntegrations.id, hrisId));
    expect(row?.apiKeyCiphertext).toMatch(/^v1\./);
    expect(row?.apiKeyCiphertext).not.toContain(SARAH_KEY);
    expect(row?.apiKeyCiphertext).not.toContain(Buffer.from(SARAH_KEY).toString('base64url'));
    expect(JSON.stringify(row)).not.toContain(SARAH_KEY);
  });

  it('refuses a second record of the same type for the same user (409)', async () => {
    const response = await call(
      'POST',
      '/api/system-integrations',
      sarah,
      hrisDraft({ systemName: 'workday' }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/already exists/);
  });

  it('lets exactly one of concurrent creates through', async () => {
    const draft = {
      ...hrisDraft({ systemType: 'ats', systemName: 'lever' }),
      apiEndpoint: `${fake.origin}/ok`,
    };
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => call('POST', '/api/system-integrations', sarah, draft)),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
  });

  it('is the organisation’s: every member sees it, admins change it, another organisation sees nothing', async () => {
    const [record] = (await call('GET', '/api/system-integrations', sarah)).json();
    const me = async (cookies: Record<string, string>) =>
      (await call('GET', '/api/auth/me', cookies)).json().user.id as number;

    // Another admin of the same organisation changes it (the body's userId is ignored): the
    // record notes who last did.
    const patched = await call('PATCH', `/api/system-integrations/${record.id}`, alex, {
      userId: 1,
      syncFrequency: 'weekly',
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ syncFrequency: 'weekly', userId: await me(alex) });

    // Who may change them is said once, for the page to offer the forms or not.
    expect((await call('GET', '/api/organisation', sarah)).json()).toEqual({
      name: 'Acme',
      canManageConnections: true,
      canManageAccess: false,
    });
    expect((await call('GET', '/api/organisation', priya)).json()).toEqual({
      name: 'Acme',
      canManageConnections: false,
      canManageAccess: false,
    });
    expect((await call('GET', '/api/organisation', {})).statusCode).toBe(401);

    // A member who is no admin sees the status, freshness and history, with no key hint and no
    // settings; every change of theirs is refused and changes nothing.
    const seen = (await call('GET', '/api/system-integrations', priya)).json();
    expect(seen).toContainEqual(
      expect.objectContaining({ id: record.id, syncStatus: record.syncStatus, hasApiKey: true }),
    );
    for (const each of seen) {
      expect(each).toMatchObject({ apiKeyHint: null, webhookUrl: null, configData: null });
    }
    const before = await snapshotTables(t.database);
    for (const [method, url, payload] of [
      ['POST', '/api/system-integrations', hrisDraft({ systemType: 'ats', systemName: 'lever' })],
      ['PATCH', `/api/system-integrations/${record.id}`, { isEnabled: false }],
      ['POST', `/api/system-integrations/${record.id}/test`, undefined],
      ['POST', `/api/system-integrations/${record.id}/sync`, undefined],
      ['DELETE', `/api/system-integrations/${record.id}`, undefined],
    ] as const) {
      const refused = await call(method, url, priya, payload);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json().message).toMatch(/Only an admin/);
    }
    expect(await snapshotTables(t.database)).toEqual(before);

    // An admin of another organisation: its list is its own, and the record is not found.
    expect((await call('GET', '/api/system-integrations', hank)).json()).toEqual([]);
    expect(
      (await call('PATCH', `/api/system-integrations/${record.id}`, hank, { isEnabled: false }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `/api/system-integrations/${record.id}/test`, hank)).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/api/system-integrations/${record.id}/sync-runs`, hank)).statusCode,
    ).toBe(404);
    expect(await snapshotTables(t.database)).toEqual(before);
  });
});

describe('validation', () => {
  it.each([
    ['an unknown type', { systemType: 'crm' }, 'systemType'],
    ['a provider of another type', { systemName: 'workday' }, 'systemName'],
    ['an unknown provider', { systemName: 'myhr' }, 'systemName'],
    [
      'a webhook on a non-HRIS type',
      { systemType: 'lms', systemName: 'udemy', webhookUrl: 'https://hooks.example.com/x' },
      'webhookUrl',
    ],
    ['a non-http endpoint', { apiEndpoint: 'ftp://files.example.com/' }, 'apiEndpoint'],
    ['a javascript: endpoint', { apiEndpoint: 'javascript:alert(1)' }, 'apiEndpoint'],
    ['a relative endpoint', { apiEndpoint: '/api/x' }, 'apiEndpoint'],
    ['a non-http webhook', { webhookUrl: 'file:///etc/passwd' }, 'webhookUrl'],
    ['an empty key', { apiKey: '   ' }, 'apiKey'],
    ['the masked hint as the key', { apiKey: '••••CRET' }, 'apiKey'],
    ['an unknown field', { secret: 'x' }, 'secret'],
  ])('refuses %s with a 400 naming the field', async (_case, overrides, field) => {
    const response = await call(
      'POST',
      '/api/system-integrations',
      alex,
      hrisDraft({ systemType: 'collaboration', systemName: 'slack', ...overrides }),
    );
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(body.message).toContain(field);
  });

  it.each([
    [
      'a Greenhouse User ID that is not a number',
      'greenhouse',
      { userId: 'jane.doe' },
      'User ID must be the numeric id of a Greenhouse user (digits only) (configData.userId)',
    ],
    [
      'a Greenhouse User ID too long',
      'greenhouse',
      { userId: '1'.repeat(21) },
      'User ID must be at most 20 characters',
    ],
    [
      'a Greenhouse User ID that is not text',
      'greenhouse',
      { userId: { id: 1 } },
      'User ID must be text',
    ],
    [
      'a Workday user on two lines',
      'workday',
      { username: 'isu\nq' },
      'Integration user (configData.username) must not contain',
    ],
    [
      'a Workday user too long',
      'workday',
      { username: 'u'.repeat(201) },
      'Integration user must be at most 200 characters',
    ],
  ])('refuses %s with a 400 naming the setting', async (_case, systemName, settings, message) => {
    const systemType = systemName === 'greenhouse' ? 'ats' : 'hris';
    const before = await snapshotTables(t.database);
    const response = await call(
      'POST',
      '/api/system-integrations',
      alex,
      hrisDraft({
        systemType,
        systemName,
        webhookUrl: null,
        configData: { clientId: 'client-1', username: 'ISU_Q', ...settings },
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(await snapshotTables(t.database)).toEqual(before);

    // The same on a PATCH of a stored record of that provider.
    const list = (await call('GET', '/api/system-integrations', sarah)).json();
    const stored = list.find((r: { systemType: string }) => r.systemType === systemType);
    const patched = await call('PATCH', `/api/system-integrations/${stored.id}`, sarah, {
      systemName,
      configData: { clientId: 'client-1', username: 'ISU_Q', ...settings },
    });
    expect(patched.statusCode).toBe(400);
    expect(patched.json().message).toContain(message);
    expect(await snapshotTables(t.database)).toEqual(before);
  });

  it('refuses malformed JSON with a 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/system-integrations',
      cookies: sarah,
      headers: { 'content-type': 'application/json' },
      payload: '{"systemType":',
    });
    expect(response.statusCode).toBe(400);
  });

  it('checks a PATCH against the stored record', async () => {
    const wrongProvider = await call('PATCH', `/api/system-integrations/${hrisId}`, sarah, {
      systemName: 'greenhouse',
    });
    expect(wrongProvider.statusCode).toBe(400);
    expect(wrongProvider.json().message).toMatch(
      /systemName 'greenhouse' is not a provider of systemType 'hris'/,
    );

    const list = (await call('GET', '/api/system-integrations', sarah)).json();
    const ats = list.find((r: { systemType: string }) => r.systemType === 'ats');
    const webhook = await call('PATCH', `/api/system-integrations/${ats.id}`, sarah, {
      webhookUrl: 'https://hooks.example.com/ats',
    });
    expect(webhook.statusCode).toBe(400);
    expect(webhook.json().message).toContain('webhookUrl');

    const retype = await call('PATCH', `/api/system-integrations/${ats.id}`, sarah, {
      systemType: 'lms',
    });
    expect(retype.statusCode).toBe(400);
    expect(retype.json().message).toContain('systemType');

    const badId = await call('PATCH', '/api/system-integrations/abc', sarah, {});
    expect(badId.statusCode).toBe(400);
    const missing = await call('PATCH', '/api/system-integrations/999999', sarah, {});
    expect(missing.statusCode).toBe(404);
  });
});

async function testConnection(id: number, cookies = sarah) {
  const response = await call('POST', `/api/system-integrations/${id}/test`, cookies);
  expect(response.statusCode).toBe(200);
  return ZConnectionTestResponse.parse(response.json());
}

describe('connection test against a loopback provider', () => {
  it('succeeds with the stored key, without re-typing it, and records it', async () => {
    const result = await testConnection(hrisId);
    expect(result).toMatchObject({ ok: true, status: 'success', httpStatus: 200, reason: null });
    expect(result.message).toMatch(/^Connected: HTTP 200 in \d+ ms$/);
    expect(result.integration).toMatchObject({ id: hrisId, syncStatus: 'success' });
    expect(result.integration.lastSyncAt).not.toBeNull();
    expect(fake.requests.at(-1)).toEqual({
      path: '/workday',
      authorization: `Bearer ${SARAH_KEY}`,
    });
    const list = (await call('GET', '/api/system-integrations', sarah)).json();
    expect(list.find((r: { id: number }) => r.id === hrisId)).toMatchObject({
      syncStatus: 'success',
      lastSyncMessage: result.message,
    });
  });

  const outcomes = [
    [
      'a rejected key (401)',
      '/status/401',
      401,
      'rejected-key',
      /rejected the API key \(HTTP 401\)/,
    ],
    [
      'a forbidden key (403)',
      '/status/403',
      403,
      'rejected-key',
      /rejected the API key \(HTTP 403\)/,
    ],
    ['a server error (500)', '/status/500', 500, 'http-status', /answered HTTP 500/],
    ['a timeout', '/hang', null, 'timeout', /did not answer in time/],
  ] as const;

  it.each(outcomes)('reports %s as an error', async (_case, path, httpStatus, reason, message) => {
    const list = (await call('GET', '/api/system-integrations', sarah)).json();
    const ats = list.find((r: { systemType: string }) => r.systemType === 'ats');
    await call('PATCH', `/api/system-integrations/${ats.id}`, sarah, {
      apiEndpoint: `${fake.origin}${path}`,
    });
    const result = await testConnection(ats.id);
    expect(result).toMatchObject({ ok: false, status: 'error', httpStatus, reason });
    expect(result.message).toMatch(message);
    expect(result.integration).toMatchObject({
      syncStatus: 'error',
      lastSyncMessage: result.message,
    });
    expect(result.integration.lastSyncAt).not.toBeNull();
  });

  it('reports a refused connection', async () => {
    const port = await closedPort();
    const list = (await call('GET', '/api/system-integrations', sarah)).json();
    const ats = list.find((r: { systemType: string }) => r.systemType === 'ats');
    await call('PATCH', `/api/system-integrations/${ats.id}`, sarah, {
      apiEndpoint: `http://127.0.0.1:${port}/`,
      // Another origin: the stored key is never sent there, a new one is entered.
      apiKey: 'key-for-the-closed-port',
    });
    const result = await testConnection(ats.id);
    expect(result).toMatchObject({
      ok: false,
      status: 'error',
      httpStatus: null,
      reason: 'refused',
    });
    expect(result.message).toMatch(/refused/);
  });
});

describe('keys on update', () => {
  it('keeps the stored key when the PATCH has none or sends the mask (the enabled toggle)', async () => {
    for (const apiKey of [undefined, '••••CRET']) {
      const response = await call('PATCH', `/api/system-integrations/${hrisId}`, sarah, {
        ...hrisDraft({ isEnabled: false }),
        apiKey,
      });
      expect(response.statusCode).toBe(200);
      // Same endpoint, same key: the successful test still stands.
      expect(response.json()).toMatchObject({
        isEnabled: false,
        apiKeyHint: '••••CRET',
        syncStatus: 'success',
      });
      const result = await testConnection(hrisId);
      expect(result.ok).toBe(true);
      expect(fake.requests.at(-1)?.authorization).toBe(`Bearer ${SARAH_KEY}`);
    }
    const [row] = await t.database.db
      .select()
      .from(systemIntegrations)
      .where(eq(systemIntegrations.id, hrisId));
    expect(row?.apiKeyHint).toBe('••••CRET');
  });

  it('replaces the key when a new one is sent, and asks for a new test', async () => {
    const response = await call('PATCH', `/api/system-integrations/${hrisId}`, sarah, {
      apiKey: 'sk_live_replacement_key_9999',
    });
    expect(response.json()).toMatchObject({ apiKeyHint: '••••9999', syncStatus: 'pending' });
    const rejected = await testConnection(hrisId);
    expect(rejected.message).toMatch(/rejected the API key/);
    expect(fake.requests.at(-1)?.authorization).toBe('Bearer sk_live_replacement_key_9999');

    const restored = await call('PATCH', `/api/system-integrations/${hrisId}`, sarah, {
      apiKey: SARAH_KEY,
      isEnabled: true,
    });
    expect(restored.json()).toMatchObject({ apiKeyHint: '••••CRET', isEnabled: true });
    expect((await testConnection(hrisId)).ok).toBe(true);
  });
});

describe('where a stored key may go', () => {
  const patch = (body: Record<string, unknown>) =>
    call('PATCH', `/api/system-integrations/${hrisId}`, sarah, body);
  const stored = async () =>
    (
      await t.database.db.select().from(systemIntegrations).where(eq(systemIntegrations.id, hrisId))
    )[0];

  it('refuses to move the endpoint to another origin without a new key, changing nothing', async () => {
    const before = await stored();
    for (const apiEndpoint of [
      'https://elsewhere.example/workday',
      fake.origin.replace('http:', 'https:'),
      `http://127.0.0.2:${new URL(fake.origin).port}/workday`,
    ]) {
      for (const apiKey of [undefined, '••••CRET']) {
        const response = await patch({ apiEndpoint, ...(apiKey && { apiKey }) });
        expect(response.statusCode, apiEndpoint).toBe(400);
        expect(response.json().message).toMatch(/^body\/apiKey: apiKey must be entered again/);
      }
    }
    expect(await stored()).toEqual(before);
  });

  it('keeps the key for another path of the same origin, and takes a new key elsewhere', async () => {
    const samePlace = await patch({ apiEndpoint: `${fake.origin}/workday/` });
    expect(samePlace.statusCode).toBe(200);
    expect(samePlace.json()).toMatchObject({ apiKeyHint: '••••CRET', syncStatus: 'pending' });
    const elsewhere = await patch({
      apiEndpoint: 'https://elsewhere.example/workday',
      apiKey: 'sk_live_elsewhere_0042',
    });
    expect(elsewhere.json()).toMatchObject({ apiKeyHint: '••••0042' });
    const back = await patch({ apiEndpoint: `${fake.origin}/workday`, apiKey: SARAH_KEY });
    expect(back.json()).toMatchObject({ apiKeyHint: '••••CRET' });
    expect((await testConnection(hrisId)).ok).toBe(true);
  });

  it.each([
    ['POST', '/api/system-integrations'],
    ['PATCH', '/api/system-integrations/:id'],
  ] as const)('%s refuses credentials inside the endpoint URL', async (method, path) => {
    const before = await snapshotTables(t.database);
    for (const apiEndpoint of [
      'https://user:pass@workday.example.com/api',
      'https://user@workday.example.com/api',
      'https://:secret@workday.example.com/api',
    ]) {
      const response = await call(
        method,
        path.replace(':id', String(hrisId)),
        sarah,
        method === 'POST'
          ? hrisDraft({ systemType: 'lms', systemName: 'udemy', apiEndpoint })
          : { apiEndpoint, apiKey: 'sk_live_new_key_0001' },
      );
      expect(response.statusCode, apiEndpoint).toBe(400);
      expect(response.json().message).toMatch(/apiEndpoint must not carry a user name or password/);
      expect(response.body).not.toContain('pass@');
    }
    expect(await snapshotTables(t.database)).toEqual(before);
  });
});

describe('disconnecting', () => {
  it("refuses another organisation's record as not found, changing nothing", async () => {
    const before = await snapshotTables(t.database);
    const response = await call('DELETE', `/api/system-integrations/${hrisId}`, hank);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Integration not found');
    expect(await snapshotTables(t.database)).toEqual(before);
  });

  it('destroys the record and its key, and the live source stops using it', async () => {
    const [stored] = await t.database.db
      .select()
      .from(systemIntegrations)
      .where(eq(systemIntegrations.id, hrisId));
    expect(stored?.apiKeyCiphertext).toBeTruthy();
    const response = await call('DELETE', `/api/system-integrations/${hrisId}`, sarah);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: hrisId, deleted: true });
    const rows = await t.database.db
      .select()
      .from(systemIntegrations)
      .where(eq(systemIntegrations.id, hrisId));
    expect(rows).toEqual([]);
    // Nothing of the sealed key is left in any table.
    expect(JSON.stringify(await snapshotTables(t.database))).not.toContain(
      stored?.apiKeyCiphertext,
    );
    const list = (await call('GET', '/api/system-integrations', sarah)).json();
    expect(list.map((record: { id: number }) => record.id)).not.toContain(hrisId);
    expect((await call('GET', '/api/workday/goals', sarah)).json()).toEqual([]);
    expect((await call('DELETE', `/api/system-integrations/${hrisId}`, sarah)).statusCode).toBe(
      404,
    );
  });

  it('lets the type be connected again afterwards', async () => {
    const response = await call('POST', '/api/system-integrations', sarah, hrisDraft());
    expect(response.statusCode).toBe(201);
    hrisId = response.json().id;
  });
});

describe('secrecy', () => {
  it('never puts a key in an answer', () => {
    expect(answers.length).toBeGreaterThan(30);
    for (const body of answers) {
      expect(body).not.toContain(SARAH_KEY);
      expect(body).not.toContain(ALEX_KEY);
      expect(body).not.toContain('sk_live_replacement_key_9999');
    }
  });

  it('never writes a key to the log', () => {
    expect(logLines.some((line) => line.includes('connection test'))).toBe(true);
    for (const line of logLines) {
      expect(line).not.toContain(SARAH_KEY);
      expect(line).not.toContain(ALEX_KEY);
      expect(line).not.toContain('sk_live_replacement_key_9999');
    }
  });
});
