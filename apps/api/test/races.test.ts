import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insightStates, systemIntegrations } from '../src/db/schema.js';
import { ALEX, buildTestApp, login, SARAH, type TestApp } from './helpers.js';

/**
 * Concurrent calls that must not both win: the database decides (a primary key, a unique
 * constraint, a row lock), never a check-then-write in the handler. Endpoints are loopback IP
 * literals: nothing here makes a connection.
 */
let t: TestApp;
let sarah: Record<string, string>;
let sarahId: number;
let alex: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  const signedIn = await login(t.app, SARAH);
  sarah = signedIn.cookies;
  sarahId = signedIn.response.json().user.id;
  alex = (await login(t.app, ALEX)).cookies;
});
afterAll(async () => {
  await t?.close();
});

async function activeInsightIds(cookies: Record<string, string>): Promise<number[]> {
  const response = await t.app.inject({ method: 'GET', url: '/api/management-insights', cookies });
  return response.json().map((insight: { id: number }) => insight.id);
}

const integration = (overrides: Record<string, unknown> = {}) => ({
  systemType: 'hris',
  systemName: 'workday',
  isEnabled: true,
  syncFrequency: 'daily',
  apiEndpoint: 'https://127.0.0.1:9/hris',
  apiKey: 'sk_race_0123456789_abcdef',
  webhookUrl: null,
  configData: null,
  ...overrides,
});

describe('settling one insight from 50 concurrent calls', () => {
  it('lets exactly one dismiss or complete win; the other 49 are 409', async () => {
    const [id] = await activeInsightIds(sarah);
    if (id === undefined) throw new Error('the seed has no active insight');
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: `/api/management-insights/${id}/${i % 2 === 0 ? 'dismiss' : 'complete'}`,
          cookies: sarah,
        }),
      ),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(49);
    const winner = responses.find((response) => response.statusCode === 200)?.json();
    const rows = await t.database.db
      .select()
      .from(insightStates)
      .where(and(eq(insightStates.userId, sarahId), eq(insightStates.insightId, id)));
    expect(rows).toHaveLength(1);
    // The stored outcome is the one the winner was told.
    expect(rows[0]?.status).toBe(winner.status);
    for (const loser of responses.filter((response) => response.statusCode === 409)) {
      expect(loser.json().message).toBe(`Insight is already ${winner.status}`);
    }
    // Another user's view is untouched by Sarah's race.
    expect(await activeInsightIds(alex)).toContain(id);
  });
});

describe('concurrent creates of one integration type', () => {
  it('stores one record; every other create is 409', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/system-integrations',
          cookies: sarah,
          payload: integration({
            systemType: 'lms',
            systemName: 'udemy',
            apiKey: `sk_lms_${i}_0123456789`,
          }),
        }),
      ),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    const rows = await t.database.db
      .select()
      .from(systemIntegrations)
      .where(and(eq(systemIntegrations.userId, sarahId), eq(systemIntegrations.systemType, 'lms')));
    expect(rows).toHaveLength(1);
    const created = responses.find((response) => response.statusCode === 201)?.json();
    expect(rows[0]?.id).toBe(created.id);
    expect(rows[0]?.apiKeyHint).toBe(created.apiKeyHint);
  });

  it('is enforced by the database itself, not only by the handler', async () => {
    const [existing] = await t.database.db
      .select()
      .from(systemIntegrations)
      .where(eq(systemIntegrations.userId, sarahId));
    if (!existing) throw new Error('the previous test created no record');
    const { id: _id, ...copy } = existing;
    await expect(t.database.db.insert(systemIntegrations).values(copy)).rejects.toThrow();
  });
});

describe('the enabled toggle racing an edit', () => {
  it('keeps both changes, whichever lands first', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/system-integrations',
      cookies: sarah,
      payload: integration({ systemType: 'ats', systemName: 'greenhouse', isEnabled: true }),
    });
    expect(created.statusCode).toBe(201);
    const id: number = created.json().id;
    for (let round = 0; round < 10; round++) {
      const enabled = round % 2 !== 0;
      const edit = {
        systemName: round % 2 === 0 ? 'lever' : 'workable',
        syncFrequency: round % 2 === 0 ? 'hourly' : 'weekly',
        apiEndpoint: `https://127.0.0.1:9/ats-${round}`,
        configData: { round },
      };
      const toggle = () =>
        t.app.inject({
          method: 'PATCH',
          url: `/api/system-integrations/${id}`,
          cookies: sarah,
          payload: { isEnabled: enabled },
        });
      const save = () =>
        t.app.inject({
          method: 'PATCH',
          url: `/api/system-integrations/${id}`,
          cookies: sarah,
          payload: edit,
        });
      // Either one may start first.
      const [toggled, edited] =
        round % 4 < 2
          ? await Promise.all([toggle(), save()])
          : await Promise.all([save(), toggle()]).then(([e, g]) => [g, e] as const);
      expect(toggled.statusCode).toBe(200);
      expect(edited.statusCode).toBe(200);
      const [row] = await t.database.db
        .select()
        .from(systemIntegrations)
        .where(eq(systemIntegrations.id, id));
      expect(row).toMatchObject({ ...edit, isEnabled: enabled, syncStatus: 'pending' });
      const listed = await t.app.inject({
        method: 'GET',
        url: '/api/system-integrations',
        cookies: sarah,
      });
      expect(listed.json().find((record: { id: number }) => record.id === id)).toMatchObject({
        ...edit,
        isEnabled: enabled,
      });
    }
  });
});
