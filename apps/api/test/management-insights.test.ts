import { ZApiError } from '@q/schemas/errors';
import {
  ZCompleteInsightResponse,
  ZDismissInsightResponse,
  ZManagementInsightsResponse,
} from '@q/schemas/manager';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { insightStates, managementInsights } from '../src/db/schema.js';
import {
  buildTestApp,
  login,
  PRIYA,
  SARAH,
  snapshotTables,
  type TestApp,
  testConfig,
} from './helpers.js';

let t: TestApp;
let sarah: Record<string, string>;
let priya: Record<string, string>;
let sarahId: number;
/** Ids of the seed's active insights, in list order. */
let activeIds: number[];

beforeAll(async () => {
  t = await buildTestApp();
  const sarahLogin = await login(t.app, SARAH);
  sarah = sarahLogin.cookies;
  sarahId = sarahLogin.response.json().user.id;
  priya = (await login(t.app, PRIYA)).cookies;
  activeIds = (await list()).map((insight) => insight.id);
});
afterAll(async () => {
  await t?.close();
});

async function list(cookies: Record<string, string> = {}, app = t.app) {
  const response = await app.inject({ method: 'GET', url: '/api/management-insights', cookies });
  expect(response.statusCode).toBe(200);
  return ZManagementInsightsResponse.parse(response.json());
}

const listedIds = async (cookies: Record<string, string> = {}) =>
  (await list(cookies)).map((insight) => insight.id);

type Action = 'dismiss' | 'complete';
const act = (
  action: Action,
  id: number | string,
  cookies: Record<string, string>,
  payload?: string,
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/management-insights/${id}/${action}`,
    cookies,
    ...(payload === undefined ? {} : { payload, headers: { 'content-type': 'application/json' } }),
  });

/** A different active insight for each test, so tests don't depend on each other's order. */
let nextActive = 0;
const takeActiveId = () => {
  const id = activeIds[nextActive++];
  if (id === undefined) throw new Error('the seed has too few active insights for these tests');
  return id;
};

describe('GET /api/management-insights', () => {
  it('lists only active insights, high priority first', async () => {
    const insights = await list();
    expect(insights.length).toBe(8);
    expect(insights.every((insight) => insight.status === 'active')).toBe(true);
    const settled = await t.database.db
      .select({ id: managementInsights.id })
      .from(managementInsights)
      .where(eq(managementInsights.status, 'completed'));
    expect(settled.length).toBeGreaterThan(0);
    for (const { id } of settled) expect(activeIds).not.toContain(id);
    const order = { high: 0, medium: 1, low: 2 };
    const ranks = insights.map((insight) => order[insight.priority]);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it('has insights with an action, with only an impact, and with neither', async () => {
    const insights = await list();
    expect(insights.some((i) => i.actionRequired && i.actionText && i.impact)).toBe(true);
    expect(insights.some((i) => !i.actionRequired && !i.actionText && i.impact)).toBe(true);
    expect(insights.some((i) => !i.actionText && !i.impact)).toBe(true);
    expect(insights.some((i) => i.person !== null)).toBe(true);
    expect(insights.some((i) => i.dueDate !== null)).toBe(true);
  });
});

describe('POST /api/management-insights/:id/dismiss and /complete', () => {
  it('answers 401 without a session, for any id', async () => {
    for (const action of ['dismiss', 'complete'] as const) {
      for (const id of [activeIds[0] ?? 1, 'abc', 99999]) {
        const response = await act(action, id, {});
        expect(response.statusCode).toBe(401);
        expect(ZApiError.parse(response.json()).message).toBe('Not signed in');
      }
    }
  });

  it.each(['dismiss', 'complete'] as const)(
    '%s answers the updated insight, then 409 on repeat; other users and the signed-out view still see it',
    async (action) => {
      const id = takeActiveId();
      const status = action === 'dismiss' ? 'dismissed' : 'completed';
      const before = (await list()).find((insight) => insight.id === id);

      const first = await act(action, id, sarah);
      expect(first.statusCode).toBe(200);
      const schema = action === 'dismiss' ? ZDismissInsightResponse : ZCompleteInsightResponse;
      expect(schema.parse(first.json())).toEqual({ ...before, status });

      for (const again of ['dismiss', 'complete'] as const) {
        const repeat = await act(again, id, sarah);
        expect(repeat.statusCode).toBe(409);
        expect(repeat.json()).toEqual({
          statusCode: 409,
          error: 'Conflict',
          message: `Insight is already ${status}`,
        });
      }

      expect(await listedIds(sarah)).not.toContain(id);
      expect(await listedIds(priya)).toContain(id);
      expect(await listedIds()).toContain(id);
      // Priya can still settle it herself.
      expect((await act(action, id, priya)).statusCode).toBe(200);
      expect(await listedIds(priya)).not.toContain(id);
      expect(await listedIds()).toContain(id);
    },
  );

  it('answers 409 for an insight the organisation already settled, 404 for an unknown one', async () => {
    const [settled] = await t.database.db
      .select({ id: managementInsights.id, status: managementInsights.status })
      .from(managementInsights)
      .where(eq(managementInsights.status, 'dismissed'));
    expect(settled).toBeDefined();
    const conflict = await act('complete', settled?.id ?? 0, sarah);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().message).toBe('Insight is already dismissed');

    for (const action of ['dismiss', 'complete'] as const) {
      const missing = await act(action, 999999, sarah);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: 'Insight not found',
      });
    }
  });

  it('answers 400 for a malformed id or body, and changes nothing', async () => {
    const id = activeIds[activeIds.length - 1] ?? 1;
    const before = await snapshotTables(t.database);
    for (const action of ['dismiss', 'complete'] as const) {
      for (const badId of ['abc', '0', '1e3', '-1', '1.5', '99999999999']) {
        const response = await act(action, badId, sarah);
        expect(response.statusCode, badId).toBe(400);
        expect(response.json().message, badId).toMatch(/^params\/id: /);
      }
      for (const body of ['[]', '"dismiss"', '42', 'null', 'true']) {
        const response = await act(action, id, sarah, body);
        expect(response.statusCode, body).toBe(400);
        expect(response.json().message, body).toMatch(/^body: .*expected object/);
      }
      const unknownKey = await act(action, id, sarah, '{"because":"noise"}');
      expect(unknownKey.statusCode).toBe(400);
      expect(unknownKey.json().message).toMatch(/^body: Unrecognized key.*because/);
      // Dismiss takes a reason from its list; complete takes none.
      const badReason = await act(action, id, sarah, '{"reason":"noise"}');
      expect(badReason.statusCode).toBe(400);
      expect(badReason.json().message).toMatch(
        action === 'dismiss' ? /^body\/reason: / : /^body: Unrecognized key.*reason/,
      );
      expect((await act(action, id, sarah, '{"broken": ')).statusCode).toBe(400);
    }
    expect(await snapshotTables(t.database)).toEqual(before);
    expect(await listedIds(sarah)).toContain(id);
  });

  it('accepts an empty JSON object as the body', async () => {
    const id = takeActiveId();
    const response = await act('complete', id, sarah, '{}');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, status: 'completed' });
  });

  it('lets exactly one of 20 concurrent dismisses through', async () => {
    const id = takeActiveId();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => act('dismiss', id, sarah)),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    const rows = await t.database.db
      .select()
      .from(insightStates)
      .where(and(eq(insightStates.userId, sarahId), eq(insightStates.insightId, id)));
    expect(rows).toHaveLength(1);
  });

  it('keeps a dismissal for a new app on the same database', async () => {
    const id = takeActiveId();
    expect((await act('dismiss', id, sarah)).statusCode).toBe(200);
    const restarted = await buildApp({ config: testConfig(), database: t.database });
    try {
      expect((await list(sarah, restarted)).map((insight) => insight.id)).not.toContain(id);
      expect((await list({}, restarted)).map((insight) => insight.id)).toContain(id);
    } finally {
      await restarted.close();
    }
  });
});
