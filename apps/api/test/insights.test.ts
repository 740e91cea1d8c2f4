import {
  type BambooHrEmployee,
  type BambooHrFake,
  type BambooHrWhosOutEntry,
  startBambooHrFake,
} from '@q/provider-fakes/bamboohr';
import { ZAssistantReply } from '@q/schemas/assistant';
import { ZManagementInsightsResponse } from '@q/schemas/manager';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { auditEvents, computedInsights, insightRuleStates } from '../src/db/schema.js';
import { createInsightEngine } from '../src/insights/engine.js';
import { RULES } from '../src/insights/rules/index.js';
import {
  ALEX,
  buildTestApp,
  JORDAN,
  login,
  PRIYA,
  SARAH,
  syncAndWait,
  TEST_DB_KIND,
  type TestApp,
} from './helpers.js';

/**
 * Management Insights computed from a synced company (BambooHR fake), seen by each viewer as the
 * org chart allows, and their lifecycle. The company, worked out by hand:
 *
 * - Alex Morgan (1) at the top; Sarah Chen (3) and Priya Patel (4) report to him.
 * - Sarah has three reports: Jordan Lee (5), Sam Okafor (6), Mia Wong (7). All three are out on
 *   the first working day after tomorrow: 3 of 3 out (100 % ≥ 30 %, 3 ≥ 3 people) — a
 *   time-off overlap on Sarah's team, high priority.
 * - Sam was hired 3 years before the day after tomorrow + 1: a 3-year work anniversary in 3 days.
 * - Priya has exactly one report, Pat Quinn (8): span of control (narrow), and Pat was hired 28
 *   days ago: the 30-day check-in is in 2 days.
 * - Every other hire date is far from an anniversary and a check-in.
 *
 * So Sarah sees the overlap and Sam's anniversary (her subtree); Priya sees Pat's check-in and
 * her own narrow span; Alex (everyone below him) sees all four; Jordan sees none.
 */

const DAY_MS = 86_400_000;
const today = () => {
  const now = new Date();
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
};
const day = (offset: number) => new Date(today() + offset * DAY_MS).toISOString().slice(0, 10);
/** The first Monday-to-Friday day from two days ahead. */
function firstWorkingDay(): string {
  for (let offset = 2; ; offset += 1) {
    const weekday = new Date(today() + offset * DAY_MS).getUTCDay();
    if (weekday !== 0 && weekday !== 6) return day(offset);
  }
}
/** The next Monday-to-Friday day after `iso`. */
function nextWorkingDay(iso: string): string {
  for (let next = Date.parse(`${iso}T00:00:00Z`) + DAY_MS; ; next += DAY_MS) {
    const weekday = new Date(next).getUTCDay();
    if (weekday !== 0 && weekday !== 6) return new Date(next).toISOString().slice(0, 10);
  }
}
/** The same calendar day `years` earlier. */
const yearsBefore = (iso: string, years: number) =>
  `${Number(iso.slice(0, 4)) - years}${iso.slice(4)}`;

const PEOPLE: [
  id: string,
  name: string,
  supervisor: string | null,
  hired: string,
  email?: string,
][] = [
  ['1', 'Alex Morgan', null, day(-3000), ALEX],
  ['3', 'Sarah Chen', '1', day(-2000), SARAH],
  ['4', 'Priya Patel', '1', day(-1500), PRIYA],
  ['5', 'Jordan Lee', '3', day(-700), JORDAN],
  ['6', 'Sam Okafor', '3', yearsBefore(day(3), 3)],
  ['7', 'Mia Wong', '3', day(-1200)],
  ['8', 'Pat Quinn', '4', day(-28)],
];

function employees(): BambooHrEmployee[] {
  return PEOPLE.map(([id, name, supervisor, hired, email]) => {
    const [firstName = name, lastName = ''] = name.split(' ');
    return {
      id,
      firstName,
      lastName,
      displayName: name,
      jobTitle: supervisor === null ? 'Chief Executive Officer' : 'Engineer',
      department: supervisor === '4' || id === '4' ? 'Design' : 'Engineering',
      division: null,
      location: null,
      supervisorEId: supervisor,
      hireDate: hired,
      workEmail: email ?? `${name.toLowerCase().replace(' ', '.')}@acme.example`,
      photoUrl: null,
      lastChanged: '2025-01-01T00:00:00+00:00',
      status: 'Active',
      terminationDate: '0000-00-00',
    };
  });
}

const OUT_DAY = firstWorkingDay();
function timeOff(ids: readonly string[]): BambooHrWhosOutEntry[] {
  return ids.map((id, index) => ({
    id: 7000 + index,
    type: 'timeOff' as const,
    employeeId: Number(id),
    name: PEOPLE.find(([personId]) => personId === id)?.[1] ?? id,
    start: OUT_DAY,
    end: OUT_DAY,
  }));
}

let t: TestApp;
let fake: BambooHrFake;
let integrationId: number;
const cookies = new Map<string, Record<string, string>>();

const syncOnce = (expected: 'success' | 'error' = 'success') =>
  syncAndWait(t, cookies.get(SARAH) ?? {}, integrationId, expected);

async function insightsOf(email: string) {
  const response = await t.app.inject({
    url: '/api/management-insights',
    cookies: cookies.get(email) ?? {},
  });
  expect(response.statusCode).toBe(200);
  return ZManagementInsightsResponse.parse(response.json());
}

const rulesOf = async (email: string) =>
  (await insightsOf(email)).map((insight) => `${insight.evidence?.rule}: ${insight.title}`).sort();

beforeAll(async () => {
  t = await buildTestApp({
    config: { integrationAllowPrivateTargets: true, syncBackoffBaseMs: 5 },
  });
  fake = await startBambooHrFake({ employees: employees(), timeOff: timeOff(['5', '6', '7']) });
  for (const email of [SARAH, PRIYA, ALEX, JORDAN]) {
    cookies.set(email, (await login(t.app, email)).cookies);
  }
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/system-integrations',
    cookies: cookies.get(SARAH) ?? {},
    payload: {
      systemType: 'hris',
      systemName: 'bamboohr',
      isEnabled: true,
      syncFrequency: 'daily',
      apiEndpoint: fake.endpoint,
      apiKey: fake.apiKey,
    },
  });
  expect(created.statusCode).toBe(201);
  integrationId = created.json().id;
  await syncOnce();
}, 60_000);

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const outDay = new Date(`${OUT_DAY}T00:00:00Z`).toLocaleDateString('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

describe('insights computed from the synced company', () => {
  it('each viewer sees what their place in the org chart allows, never the sample', async () => {
    const sarah = await insightsOf(SARAH);
    expect(sarah.map((insight) => insight.evidence?.rule).sort()).toEqual([
      'time-off-overlap',
      'work-anniversary',
    ]);
    const overlap = sarah.find((insight) => insight.evidence?.rule === 'time-off-overlap');
    expect(overlap).toMatchObject({
      priority: 'high',
      person: 'Sarah Chen',
      dueDate: OUT_DAY,
      aiGenerated: false,
      source: 'hris',
    });
    expect(overlap?.title).toContain('3 of');
    expect(overlap?.title).toContain(outDay.replace(',', ''));
    expect(overlap?.evidence?.comparisons).toEqual(
      expect.arrayContaining([expect.objectContaining({ value: 1, threshold: 0.3, op: '>=' })]),
    );
    expect(overlap?.evidence?.sources).toEqual([
      { provider: 'BambooHR', syncedAt: expect.any(String) },
    ]);
    expect(overlap?.evidence?.records.map((record) => record.label).join(' ')).toContain(
      'Mia Wong',
    );
    const anniversary = sarah.find((insight) => insight.evidence?.rule === 'work-anniversary');
    expect(anniversary).toMatchObject({ person: 'Sam Okafor', dueDate: day(3), priority: 'low' });

    expect((await insightsOf(PRIYA)).map((insight) => insight.evidence?.rule).sort()).toEqual([
      'new-hire-check-in',
      'span-of-control',
    ]);
    expect((await insightsOf(ALEX)).map((insight) => insight.evidence?.rule).sort()).toEqual([
      'new-hire-check-in',
      'span-of-control',
      'time-off-overlap',
      'work-anniversary',
    ]);
    expect(await insightsOf(JORDAN)).toEqual([]);
    // Signed out: the sample, as before anything was connected.
    const signedOut = ZManagementInsightsResponse.parse(
      (await t.app.inject({ url: '/api/management-insights' })).json(),
    );
    expect(signedOut.length).toBeGreaterThan(0);
    expect(signedOut.every((insight) => insight.evidence === undefined)).toBe(true);
  });

  it('a dismissal is the viewer’s own, counts "wrong data" per rule, and holds through runs', async () => {
    const [anniversary] = (await insightsOf(SARAH)).filter(
      (insight) => insight.evidence?.rule === 'work-anniversary',
    );
    const dismissed = await t.app.inject({
      method: 'POST',
      url: `/api/management-insights/${anniversary?.id}/dismiss`,
      cookies: cookies.get(SARAH) ?? {},
      payload: { reason: 'wrong-data' },
    });
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json()).toMatchObject({ status: 'dismissed', id: anniversary?.id });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/management-insights/${anniversary?.id}/dismiss`,
      cookies: cookies.get(SARAH) ?? {},
    });
    expect(again.statusCode).toBe(409);
    expect(await rulesOf(SARAH)).not.toContainEqual(expect.stringMatching(/^work-anniversary/));
    // Alex still sees it: the decision was Sarah's.
    expect(await rulesOf(ALEX)).toContainEqual(expect.stringMatching(/^work-anniversary/));
    const [state] = await t.database.db
      .select({ count: insightRuleStates.wrongDataDismissals })
      .from(insightRuleStates)
      .where(eq(insightRuleStates.rule, 'work-anniversary'));
    expect(state?.count).toBe(1);

    await syncOnce();
    expect(await rulesOf(SARAH)).not.toContainEqual(expect.stringMatching(/^work-anniversary/));
  });

  it('a dismissed insight comes back when its facts change, and not otherwise', async () => {
    const overlap = (await insightsOf(SARAH)).find(
      (insight) => insight.evidence?.rule === 'time-off-overlap',
    );
    const dismissed = await t.app.inject({
      method: 'POST',
      url: `/api/management-insights/${overlap?.id}/dismiss`,
      cookies: cookies.get(SARAH) ?? {},
      payload: { reason: 'already-handled' },
    });
    expect(dismissed.statusCode).toBe(200);
    // The same three people out, a working day later: another day, so new facts.
    const later = nextWorkingDay(OUT_DAY);
    for (const entry of fake.timeOff) Object.assign(entry, { start: later, end: later });
    await syncOnce();
    const back = (await insightsOf(SARAH)).find(
      (insight) => insight.evidence?.rule === 'time-off-overlap',
    );
    expect(back).toMatchObject({ id: overlap?.id, dueDate: later });
    // Back to the facts she dismissed: hidden again.
    for (const entry of fake.timeOff) Object.assign(entry, { start: OUT_DAY, end: OUT_DAY });
    await syncOnce();
    expect(await rulesOf(SARAH)).not.toContainEqual(expect.stringMatching(/^time-off-overlap/));
  });

  it('snoozes until a day, refuses a day out of range, and answers 404 for an unknown insight', async () => {
    const [checkIn] = (await insightsOf(PRIYA)).filter(
      (insight) => insight.evidence?.rule === 'new-hire-check-in',
    );
    const snooze = (until: string, id = checkIn?.id) =>
      t.app.inject({
        method: 'POST',
        url: `/api/management-insights/${id}/snooze`,
        cookies: cookies.get(PRIYA) ?? {},
        payload: { until },
      });
    expect((await snooze(day(0))).statusCode).toBe(400);
    expect((await snooze(day(400))).statusCode).toBe(400);
    expect((await snooze(day(7), 999_999)).statusCode).toBe(404);
    const snoozed = await snooze(day(7));
    expect(snoozed.statusCode).toBe(200);
    expect(snoozed.json()).toEqual({ id: checkIn?.id, until: day(7) });
    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'insight-snoozed'), eq(auditEvents.result, 'ok')));
    expect(event).toMatchObject({
      actorLabel: PRIYA,
      targetType: 'insight',
      targetId: String(checkIn?.id),
      detail: { until: day(7) },
    });
    expect(await rulesOf(PRIYA)).toEqual([expect.stringMatching(/^span-of-control/)]);
  });

  it('the assistant answers from the synced data, within the viewer’s scope', async () => {
    const ask = async (email: string, question: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/assistant/questions',
        cookies: cookies.get(email) ?? {},
        payload: { question },
      });
    // A question changes no data: what is kept in memory stays (the insights read after it are
    // answered from memory, nothing cleared).
    await insightsOf(SARAH);
    const { invalidations } = t.app.readCache.stats();
    const sarah = await ask(SARAH, 'Who is out in the next 10 days?');
    expect(sarah.statusCode).toBe(200);
    await insightsOf(SARAH);
    expect(t.app.readCache.stats().invalidations).toBe(invalidations);
    const reply = ZAssistantReply.parse(sarah.json());
    expect(reply).toMatchObject({ tool: 'time-off', answeredBy: 'rules' });
    for (const name of ['Jordan Lee', 'Sam Okafor', 'Mia Wong']) expect(reply.text).toContain(name);
    expect(reply.text).toContain(outDay.replace(',', ''));
    expect(reply.links).toContainEqual(expect.objectContaining({ widget: 'hris-insights' }));
    expect(reply.sources).toEqual([{ provider: 'BambooHR', syncedAt: expect.any(String) }]);

    // Jordan sees his own time off only.
    const jordan = ZAssistantReply.parse(
      (await ask(JORDAN, 'Who is out in the next 10 days?')).json(),
    );
    expect(jordan.text).toContain('Jordan Lee');
    expect(jordan.text).not.toContain('Sam Okafor');
    expect(jordan.text).not.toContain('Mia Wong');

    const reports = ZAssistantReply.parse(
      (await ask(SARAH, 'How many direct reports do I have?')).json(),
    );
    expect(reports.tool).toBe('my-reports');
    expect(reports.text).toMatch(/\b3 direct reports\b/);

    const unknown = ZAssistantReply.parse((await ask(SARAH, 'Write me a poem')).json());
    expect(unknown.tool).toBeNull();
    expect(unknown.capabilities.length).toBeGreaterThan(5);

    expect((await ask(SARAH, 'x'.repeat(2001))).statusCode).toBe(400);
    const signedOut = await t.app.inject({
      method: 'POST',
      url: '/api/assistant/questions',
      payload: { question: 'Who is out?' },
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it('resolves an insight whose condition no longer holds, and tells both managers of a move', async () => {
    // Mia moves from Sarah's team to Priya's, and her time off is cancelled: two of Sarah's
    // three… now two reports out (2 < 3 people): no overlap any more.
    const mia = fake.employees.find((employee) => employee.id === '7');
    if (mia) mia.supervisorEId = '4';
    fake.timeOff.splice(0, fake.timeOff.length, ...timeOff(['5', '6']));
    await syncOnce();
    const sarah = await rulesOf(SARAH);
    expect(sarah).not.toContainEqual(expect.stringMatching(/^time-off-overlap/));
    expect(sarah).toContain(
      "reporting-change: Mia Wong moved from Sarah Chen's team to Priya Patel's",
    );
    expect(await rulesOf(PRIYA)).toContain(
      "reporting-change: Mia Wong moved from Sarah Chen's team to Priya Patel's",
    );
    // Priya has two reports now: no narrow span.
    expect(await rulesOf(PRIYA)).not.toContainEqual(expect.stringMatching(/^span-of-control/));
    const [resolved] = await t.database.db
      .select({ status: computedInsights.status })
      .from(computedInsights)
      .where(
        and(
          eq(computedInsights.rule, 'time-off-overlap'),
          eq(computedInsights.subject, 'manager:3'),
        ),
      );
    expect(resolved?.status).toBe('resolved');
  });

  it('keeps one insight per rule and subject when runs go at once, on two instances too', async () => {
    const [organisation] = await t.database.db
      .select({ id: computedInsights.organisationId })
      .from(computedInsights)
      .limit(1);
    const organisationId = organisation?.id ?? 0;
    const engines = [t.app.insights];
    // Several instances share one PostgreSQL; the embedded database belongs to one process.
    const second =
      TEST_DB_KIND === 'postgres' && t.databaseUrl
        ? await openDatabase({ databaseUrl: t.databaseUrl, seed: false })
        : undefined;
    if (second) engines.push(createInsightEngine(second.db, RULES));
    try {
      // The insights are resolved first, so that every run below inserts them again.
      await t.database.db.execute(sql`update computed_insights set status = 'resolved'`);
      await Promise.all(
        Array.from({ length: 6 }, (_, i) => engines[i % engines.length]?.run(organisationId)),
      );
    } finally {
      await second?.close();
    }
    const duplicates = await t.database.db.execute(sql`
      select rule, subject, count(*)::int as n from computed_insights
      group by organisation_id, rule, subject having count(*) > 1`);
    expect((duplicates as unknown as { rows: unknown[] }).rows).toEqual([]);
    expect(await rulesOf(ALEX)).toContainEqual(expect.stringMatching(/^work-anniversary/));
  });

  it('holds back the rules of a source whose last sync failed, and says so to everyone', async () => {
    const admin = cookies.get(SARAH) ?? {};
    const patch = (apiKey: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/system-integrations/${integrationId}`,
        cookies: admin,
        payload: { apiKey },
      });
    expect((await patch('a-key-the-provider-refuses')).statusCode).toBe(200);
    await syncOnce('error');
    for (const email of [SARAH, JORDAN]) {
      const insights = await insightsOf(email);
      expect(
        insights.map((insight) => insight.evidence?.rule),
        email,
      ).toEqual(['stale-source']);
      expect(insights[0]).toMatchObject({ priority: 'high', source: 'integrations' });
      expect(insights[0]?.description).toContain(
        'Held back until it syncs again: time-off-overlap, work-anniversary',
      );
    }
    expect((await patch(fake.apiKey)).statusCode).toBe(200);
    await syncOnce();
    // Back: the HRIS rules' insights show again, and the move of two syncs ago is old news.
    expect((await insightsOf(ALEX)).map((insight) => insight.evidence?.rule).sort()).toEqual([
      'new-hire-check-in',
      'work-anniversary',
    ]);
  });
});
